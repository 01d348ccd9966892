// Idempotency-Key records (purchases, SMS sends), shared by every process through the
// database, and the daily job that prunes the lapsed ones.

import type { JobRegistry } from '../../jobs/jobs.module.ts';
import { createIdempotencyPrune } from './idempotency.jobs.ts';
import { createIdempotency } from './idempotency.service.ts';

export function createIdempotencyModule(deps: Parameters<typeof createIdempotency>[0] & { jobs: JobRegistry }) {
  const { jobs, ...serviceDeps } = deps;
  const idempotency = createIdempotency(serviceDeps);
  const prune = createIdempotencyPrune(idempotency);
  jobs.registerJob(prune.job);
  jobs.registerSchedule(prune.schedule);
  return idempotency;
}
