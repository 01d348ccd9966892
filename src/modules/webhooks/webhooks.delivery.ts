// The delivery job: one job per attempt. An attempt's outcome, the delivery's new state
// and the job of the next attempt are written in one statement, so a crash anywhere
// either loses the whole attempt (the job's lease lapses and another worker makes it
// again, with the same webhook-id) or none of it. The job carries the attempt number it
// is for, so a stale job (a manual retry got there first) finds the attempt taken and
// does nothing.

import type { SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import { defineJob, type JobDefinition } from '../../jobs/define.ts';
import type { EnqueueInput, JobKind } from '../../jobs/queue.ts';
import type { DeliveryRow, WebhooksRepo } from './webhooks.repo.ts';
import type { AttemptResult, Outgoing } from './webhooks.sender.ts';

export const DELIVERY_JOB = 'webhooks.deliver';
/** Delays before attempts 2 to 8: about a day in all. */
export const RETRY_SCHEDULE_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000] as const;
export const MAX_DELIVERY_ATTEMPTS = RETRY_SCHEDULE_MS.length + 1;
/** Job-level attempts only cover crashes (a lapsed lease); the schedule is the delivery's own. */
const JOB_ATTEMPTS = 5;

const DeliveryPayload = Type.Object({
  organization_id: Type.String({ format: 'uuid' }),
  delivery_id: Type.String({ format: 'uuid' }),
  attempt: Type.Integer({ minimum: 1 }),
});

/**
 * A kind of target another module owns (an event destination): where its deliveries go
 * now, and what a 410 changes, composed into the statement that records the attempt.
 */
export interface TargetKind {
  /** The URL and secret to send to now; null when the target is off or gone (the delivery ends). */
  resolve(organizationId: string, delivery: DeliveryRow): Promise<{ url: string; secret: string | null; headers?: Record<string, string> } | null>;
  /** CTEs (comma-separated, names of their own) run when the receiver answered 410; `moved` is the recorded delivery. */
  goneSql(organizationId: string, delivery: DeliveryRow, url: string): SQL;
}

export interface DeliveryJobDeps {
  repo: WebhooksRepo;
  send(out: Outgoing): Promise<AttemptResult>;
  now(): Date;
  /** Delays before attempts 2..n; RETRY_SCHEDULE_MS unless a test shortens it. */
  scheduleMs?: readonly number[];
  /** Deliveries one process makes at once, in their own lane of the job workers (32). */
  concurrency?: number;
  /** Spread of each delay, +-10% by default, so deliveries that failed together do not return together. */
  jitter?(delayMs: number): number;
  /** Target kinds of other modules, by the deliveries' target_kind. */
  targetKinds?: ReadonlyMap<string, TargetKind>;
}

const defaultJitter = (ms: number) => Math.round(ms * (0.9 + Math.random() * 0.2));

export function createDeliveryJob(deps: DeliveryJobDeps) {
  const schedule = deps.scheduleMs ?? RETRY_SCHEDULE_MS;
  const maxAttempts = schedule.length + 1;
  const jitter = deps.jitter ?? defaultJitter;

  const payloadOf = (organizationId: string, deliveryId: string, attempt: number) => ({ organization_id: organizationId, delivery_id: deliveryId, attempt });

  /** The job of attempt `attempt` of a delivery, due after `delayMs`. */
  function attemptJob(organizationId: string, deliveryId: string, attempt: number, delayMs = 0): EnqueueInput {
    return def.job(payloadOf(organizationId, deliveryId, attempt), { organizationId, delayMs, maxAttempts: JOB_ATTEMPTS });
  }

  const def: JobDefinition<{ organization_id: string; delivery_id: string; attempt: number }> = defineJob({
    name: DELIVERY_JOB,
    schema: DeliveryPayload,
    maxAttempts: JOB_ATTEMPTS,
    lane: { name: 'webhooks', concurrency: deps.concurrency ?? 32 },
    async handle(payload, ctx) {
      const { organization_id: orgId, delivery_id: id, attempt: n } = payload;
      const found = await deps.repo.findForAttempt(orgId, id);
      if (found === null) return { skipped: true };
      const { delivery, settings } = found;
      if (delivery.status !== 'pending' || delivery.attemptCount !== n - 1) return { skipped: true };
      const at = deps.now();

      let result: AttemptResult;
      let target = delivery.target;
      let disabled = false;
      const kind = deps.targetKinds?.get(delivery.targetKind);
      if (kind !== undefined) {
        const to = await kind.resolve(orgId, delivery);
        if (to === null) {
          disabled = true;
          result = { statusCode: null, error: 'destination is disabled or deleted', durationMs: 0, responseExcerpt: null };
        } else {
          target = to.url;
          result = await deps.send({ url: target, id, timestamp: Math.floor(at.getTime() / 1000), body: delivery.payload, secret: to.secret, ...(to.headers ? { headers: to.headers } : {}) });
        }
      } else if (delivery.targetKind === 'webhook' && (settings === null || !settings.enabled || settings.url === null)) {
        // Turned off since the message came: nothing is sent, and the delivery ends.
        disabled = true;
        result = { statusCode: null, error: 'webhook is disabled', durationMs: 0, responseExcerpt: null };
      } else {
        // The organisation's webhook goes to its current URL (a fixed URL takes the retries).
        if (delivery.targetKind === 'webhook' && settings?.url) target = settings.url;
        result = await deps.send({ url: target, id, timestamp: Math.floor(at.getTime() / 1000), body: delivery.payload, secret: settings?.secret ?? null });
      }
      ctx.signal.throwIfAborted();

      const succeeded = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
      const gone = result.statusCode === 410;
      const retry = !succeeded && !gone && !disabled && n < maxAttempts;
      const delay = retry ? jitter(schedule[n - 1] as number) : 0;
      const status = succeeded ? 'succeeded' : retry ? 'pending' : 'failed';
      const nextAttemptAt = retry ? new Date(Date.now() + delay) : null;

      // One statement: the attempt, the delivery's state, a 410's switch-off and the next attempt's job.
      const recorded = await deps.repo.recordAttempt(
        orgId,
        id,
        n,
        {
          at,
          statusCode: result.statusCode,
          error: result.error,
          durationMs: result.durationMs,
          details: { target, ...(result.responseExcerpt === null ? {} : { response_excerpt: result.responseExcerpt }) },
        },
        {
          status,
          nextAttemptAt,
          disableUrl: gone && delivery.targetKind === 'webhook' ? target : null,
          job: retry ? { payload: payloadOf(orgId, id, n + 1), delayMs: delay } : null,
          gone: gone && kind !== undefined ? kind.goneSql(orgId, delivery, target) : null,
        },
        attemptKind,
      );
      return { attempt: n, status, status_code: result.statusCode, recorded };
    },
  });

  /** The kind of every attempt's job, for the statements that write one (inboundOutboxCtes, recordAttempt). */
  const attemptKind: JobKind = { name: def.name, payloadVersion: def.version, maxAttempts: JOB_ATTEMPTS };

  return { def, attemptJob, attemptKind, maxAttempts };
}

export type DeliveryJob = ReturnType<typeof createDeliveryJob>;
