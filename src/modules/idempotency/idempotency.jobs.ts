// Idempotency-Key records are kept 24 hours; a daily run deletes the ones past it (a
// lapsed key is also reclaimed on use, so this only bounds the table's size), a batch
// at a time.

import { Type } from 'typebox';
import { defineJob } from '../../jobs/define.ts';
import { defineSchedule } from '../../jobs/schedules.ts';
import type { Idempotency } from './idempotency.service.ts';

export function createIdempotencyPrune(idempotency: Pick<Idempotency, 'prune'>, batch?: number) {
  const job = defineJob({
    name: 'idempotency.prune',
    schema: Type.Object({}, { additionalProperties: false }),
    maxAttempts: 3,
    async handle(_payload, ctx) {
      // A batch at a time until none is left (or the worker stops: the next day's run goes on).
      let deleted = 0;
      while (!ctx.signal.aborted) {
        const n = await idempotency.prune(batch);
        deleted += n;
        if (n === 0) break;
      }
      return { deleted };
    },
  });
  return { job, schedule: defineSchedule({ name: 'idempotency.prune', job, payload: {}, everyMs: 86_400_000 }) };
}
