// Jobs of outbound SMS. The sweeper runs every 30 seconds and finishes the messages a dead
// process left `sending` between their charge and their send (see sms.send.ts). The
// settle job is the sweeper's predecessor: earlier versions queued one per message, and
// it stays registered so that such jobs still queued are run.

import { Type } from 'typebox';
import { defineJob, type JobDefinition } from '../../jobs/define.ts';
import { defineSchedule } from '../../jobs/schedules.ts';
import type { SettleOutcome, SmsSender } from './sms.send.ts';

export const SWEEP_JOB_NAME = 'sms.outbound_sweep';
export const SWEEP_EVERY_MS = 30_000;
export const SETTLE_JOB_NAME = 'sms.outbound_settle';
/** Tries of a queued settle job while the provider stays unreachable, then the message is failed and refunded. */
export const SETTLE_MAX_ATTEMPTS = 12;

const settlePayload = Type.Object({
  organizationId: Type.String({ format: 'uuid', maxLength: 36 }),
  messageId: Type.String({ format: 'uuid', maxLength: 36 }),
});

export function createSmsOutboundJobs(sender: Pick<SmsSender, 'settle' | 'sweep'>) {
  const sweep = defineJob({
    name: SWEEP_JOB_NAME,
    schema: Type.Object({}, { additionalProperties: false }),
    maxAttempts: 3,
    async handle() {
      return await sender.sweep();
    },
  });
  const settle: JobDefinition<{ organizationId: string; messageId: string }> = defineJob({
    name: SETTLE_JOB_NAME,
    version: 1,
    schema: settlePayload,
    maxAttempts: SETTLE_MAX_ATTEMPTS,
    // One minute, doubling, at most an hour between tries.
    backoff: (attempt) => Math.min(60_000 * 2 ** Math.max(0, attempt - 1), 3_600_000),
    async handle({ organizationId, messageId }, ctx) {
      // The organisation comes from the job row as well as the payload: they must agree.
      if (ctx.job.organizationId !== organizationId) return { outcome: 'skipped', reason: 'organisation mismatch' };
      const outcome: SettleOutcome = await sender.settle(organizationId, messageId, { lastAttempt: ctx.job.attempts >= ctx.job.maxAttempts });
      return { outcome };
    },
  });
  return {
    jobs: [sweep, settle] as JobDefinition[],
    schedule: defineSchedule({ name: SWEEP_JOB_NAME, job: sweep, payload: {}, everyMs: SWEEP_EVERY_MS }),
  };
}
