// The `/v1` links' jobs. The repair job is queued, delayed, in the transaction of a
// purchase's debit: by the time it runs, the request that bought the link has long
// finished, so a purchase it finds still pending was left by a process that died
// between the debit and the records (top-ups have one of their own, per link). The monthly fee job runs on a schedule (hourly, so
// the first run of a month comes within the hour of its first day) and charges each
// organisation's month once, whoever runs it (the run key in links.fees.ts).

import { Type } from 'typebox';
import { defineJob, type JobDefinition } from '../../jobs/define.ts';
import type { EnqueueInput, JobKind } from '../../jobs/queue.ts';
import { defineSchedule, type ScheduleDefinition } from '../../jobs/schedules.ts';
import { type EventOrigin, systemOrigin } from '../events/events.origin.ts';
import type { FeeRunResult } from './links.fees.ts';
import type { RepairPayload } from './links.purchase.ts';
import type { TopupRepairPayload } from './links.topup.ts';

export const REPAIR_JOB_NAME = 'reseller.purchase_repair';
/** How long after the debit a purchase is checked. */
export const REPAIR_DELAY_MS = 60_000;
export const TOPUP_REPAIR_JOB_NAME = 'reseller.topup_repair';
export const FEE_JOB_NAME = 'reseller.monthly_link_fees';
export const FEE_SCHEDULE_MS = 3_600_000;

const Uuid = Type.String({ format: 'uuid', maxLength: 36 });

/**
 * A repair needs the provider's answer: only the provider knows whether the eSIM got its
 * endpoint and add-on, so refunding blind could leave a working eSIM unpaid, and
 * completing blind could charge for nothing. While the provider is unreachable the job
 * keeps asking: one minute, doubling to an hour (seven tries), then hourly for 30 days.
 */
export const REPAIR_MAX_ATTEMPTS = 7 + 30 * 24;
const repairBackoff = (attempt: number) => Math.min(60_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);

/** The repair job as a statement writes it (the purchase's reserve, links.repo.ts). */
export const REPAIR_JOB_KIND: JobKind = { name: REPAIR_JOB_NAME, payloadVersion: 1, maxAttempts: REPAIR_MAX_ATTEMPTS };

export function createRepairJob(repair: (organizationId: string, purchaseId: string) => Promise<string>): JobDefinition<RepairPayload> {
  return defineJob({
    name: REPAIR_JOB_NAME,
    version: REPAIR_JOB_KIND.payloadVersion,
    schema: Type.Object({ organizationId: Uuid, purchaseId: Uuid }),
    maxAttempts: REPAIR_MAX_ATTEMPTS,
    backoff: repairBackoff,
    async handle({ organizationId, purchaseId }, ctx) {
      if (ctx.job.organizationId !== organizationId) return { outcome: 'skipped', reason: 'organisation mismatch' };
      return { outcome: await repair(organizationId, purchaseId) };
    },
  });
}

/** The top-up repair job as a top-up queues it in its transaction (links.topup.ts), before any handler exists. */
export const TOPUP_REPAIR_JOB_KIND: JobKind = { name: TOPUP_REPAIR_JOB_NAME, payloadVersion: 1, maxAttempts: REPAIR_MAX_ATTEMPTS };

/** The enqueue request of a top-up's repair, due `delayMs` after the top-up. */
export const topupRepairJobInput = (payload: TopupRepairPayload, options: { id: string; delayMs: number }): EnqueueInput => ({
  name: TOPUP_REPAIR_JOB_KIND.name,
  payloadVersion: TOPUP_REPAIR_JOB_KIND.payloadVersion,
  maxAttempts: TOPUP_REPAIR_JOB_KIND.maxAttempts,
  organizationId: payload.organizationId,
  payload,
  ...options,
});

export function createTopupRepairJob(repair: (organizationId: string, linkId: string, topupIds: readonly string[]) => Promise<unknown>): JobDefinition<TopupRepairPayload> {
  return defineJob({
    name: TOPUP_REPAIR_JOB_NAME,
    version: TOPUP_REPAIR_JOB_KIND.payloadVersion,
    schema: Type.Object({ organizationId: Uuid, linkId: Uuid, topupIds: Type.Array(Uuid, { minItems: 1, maxItems: 20 }) }),
    maxAttempts: REPAIR_MAX_ATTEMPTS,
    backoff: repairBackoff,
    async handle({ organizationId, linkId, topupIds }, ctx) {
      if (ctx.job.organizationId !== organizationId) return { outcome: 'skipped', reason: 'organisation mismatch' };
      return repair(organizationId, linkId, topupIds);
    },
  });
}

export interface FeePayload {
  /** The run's reference time (ISO 8601); absent: when the job runs. */
  asOf?: string;
}

export function createFeeJob(charge: (origin: EventOrigin, asOf: Date) => Promise<FeeRunResult>): { job: JobDefinition<FeePayload>; schedule: ScheduleDefinition } {
  const job = defineJob({
    name: FEE_JOB_NAME,
    version: 1,
    schema: Type.Object({ asOf: Type.Optional(Type.String({ format: 'date-time', maxLength: 40 })) }),
    maxAttempts: 5,
    handle: async (payload: FeePayload) => charge(systemOrigin, payload.asOf === undefined ? new Date() : new Date(payload.asOf)),
  });
  return { job, schedule: defineSchedule({ name: FEE_JOB_NAME, job, payload: {}, everyMs: FEE_SCHEDULE_MS }) };
}
