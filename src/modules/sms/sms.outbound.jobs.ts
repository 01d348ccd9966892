// The settle job of an outbound SMS, queued (delayed) in the transaction that charged
// it. By the time it runs, the request that sent the message has long finished (its one
// provider call is far shorter than the delay), so a message it finds still `sending`
// was left by a process that died between the charge and the send.

import { Type } from 'typebox';
import { defineJob, type JobDefinition } from '../../jobs/define.ts';
import type { SettleOutcome, SettlePayload } from './sms.send.ts';

export const SETTLE_JOB_NAME = 'sms.outbound_settle';
/** How long after the charge a message is checked. */
export const SETTLE_DELAY_MS = 60_000;
/** Tries while the provider stays unreachable (about six hours of back-off), then the message is failed and refunded. */
export const SETTLE_MAX_ATTEMPTS = 12;

const payloadSchema = Type.Object({
  organizationId: Type.String({ format: 'uuid', maxLength: 36 }),
  messageId: Type.String({ format: 'uuid', maxLength: 36 }),
});

export function createSettleJob(settle: (organizationId: string, messageId: string, opts: { lastAttempt: boolean }) => Promise<SettleOutcome>): JobDefinition<SettlePayload> {
  return defineJob({
    name: SETTLE_JOB_NAME,
    version: 1,
    schema: payloadSchema,
    maxAttempts: SETTLE_MAX_ATTEMPTS,
    // One minute, doubling, at most an hour between tries.
    backoff: (attempt) => Math.min(60_000 * 2 ** Math.max(0, attempt - 1), 3_600_000),
    async handle({ organizationId, messageId }, ctx) {
      // The organisation comes from the job row as well as the payload: they must agree.
      if (ctx.job.organizationId !== organizationId) return { outcome: 'skipped', reason: 'organisation mismatch' };
      const outcome = await settle(organizationId, messageId, { lastAttempt: ctx.job.attempts >= ctx.job.maxAttempts });
      return { outcome };
    },
  });
}
