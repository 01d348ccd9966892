// Events are kept EVENTS_RETENTION_DAYS (30 by default); an hourly run deletes older
// ones a batch at a time, so a big backlog never holds one long transaction.

import { Type } from 'typebox';
import { defineJob } from '../../jobs/define.ts';
import { defineSchedule } from '../../jobs/schedules.ts';
import type { EventsRepo } from './events.repo.ts';

const PRUNE_BATCH = 5_000;

export function createEventsPrune(deps: { repo: Pick<EventsRepo, 'prune'>; retentionDays: number; batch?: number }) {
  const batch = deps.batch ?? PRUNE_BATCH;
  const job = defineJob({
    name: 'events.prune',
    schema: Type.Object({}, { additionalProperties: false }),
    maxAttempts: 3,
    async handle(_payload, ctx) {
      let deleted = 0;
      while (!ctx.signal.aborted) {
        const n = await deps.repo.prune(deps.retentionDays, batch);
        deleted += n;
        if (n < batch) break;
      }
      return { deleted };
    },
  });
  return { job, schedule: defineSchedule({ name: 'events.prune', job, payload: {}, everyMs: 3_600_000 }) };
}
