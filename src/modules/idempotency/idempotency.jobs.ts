// Idempotency-Key records are kept 24 hours; a daily run deletes the ones past it (a
// lapsed key is also reclaimed on use, so this only bounds the table's size).

import { Type } from 'typebox';
import { defineJob } from '../../jobs/define.ts';
import { defineSchedule } from '../../jobs/schedules.ts';
import type { Idempotency } from './idempotency.service.ts';

export function createIdempotencyPrune(idempotency: Pick<Idempotency, 'prune'>) {
  const job = defineJob({
    name: 'idempotency.prune',
    schema: Type.Object({}, { additionalProperties: false }),
    maxAttempts: 3,
    async handle() {
      return { deleted: await idempotency.prune() };
    },
  });
  return { job, schedule: defineSchedule({ name: 'idempotency.prune', job, payload: {}, everyMs: 86_400_000 }) };
}
