// The token endpoint's counts of wrong secrets (auth_failures) are one row per client id
// and source address, and a row stops mattering once its window has passed (the next
// wrong secret starts a new count). An hourly job deletes those rows,
// a batch at a time, so addresses that tried once do not pile up.

import { Type } from 'typebox';
import { defineJob } from '../../jobs/define.ts';
import { defineSchedule } from '../../jobs/schedules.ts';
import type { ClientsRepo } from './clients.repo.ts';

export const PRUNE_FAILURES_JOB_NAME = 'auth.prune_failures';
const PRUNE_BATCH = 5000;

export function createFailuresPrune(repo: Pick<ClientsRepo, 'pruneFailures'>, windowSeconds: number, batch = PRUNE_BATCH) {
  const job = defineJob({
    name: PRUNE_FAILURES_JOB_NAME,
    schema: Type.Object({}, { additionalProperties: false }),
    maxAttempts: 3,
    async handle(_payload, ctx) {
      let deleted = 0;
      while (!ctx.signal.aborted) {
        const n = await repo.pruneFailures(windowSeconds, batch);
        deleted += n;
        if (n < batch) break;
      }
      return { deleted };
    },
  });
  return { job, schedule: defineSchedule({ name: PRUNE_FAILURES_JOB_NAME, job, payload: {}, everyMs: 3_600_000 }) };
}
