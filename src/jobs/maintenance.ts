// The queue's own housekeeping: finished jobs are kept for a while (to inspect failures
// and to let schedules see which periods already ran), then deleted in batches.

import { Type } from 'typebox';
import { defineJob, type JobDefinition } from './define.ts';
import type { JobQueue } from './queue.ts';
import { defineSchedule, type ScheduleDefinition } from './schedules.ts';

const MAX_BATCHES_PER_RUN = 50;

export function createQueueMaintenance(queue: JobQueue, retentionMs: number): { definitions: JobDefinition[]; schedules: ScheduleDefinition[] } {
  const prune = defineJob({
    name: 'jobs.prune',
    schema: Type.Object({}, { additionalProperties: false }),
    maxAttempts: 3,
    async handle(_payload, ctx) {
      let deleted = 0;
      for (let batch = 0; batch < MAX_BATCHES_PER_RUN && !ctx.signal.aborted; batch++) {
        const n = await queue.prune(retentionMs);
        deleted += n;
        if (n === 0) break;
      }
      return { deleted };
    },
  });
  return {
    definitions: [prune],
    schedules: [defineSchedule({ name: 'jobs.prune', job: prune, payload: {}, everyMs: 3_600_000 })],
  };
}
