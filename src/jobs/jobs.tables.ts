import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Platform jobs (schedules, maintenance) belong to no organisation; they use the nil UUID so the key stays (organization_id, id). */
export const PLATFORM_ORGANIZATION_ID = '00000000-0000-0000-0000-000000000000';

// The one durable queue of the platform. A job is claimed by taking a lease
// (locked_by, locked_until); a lease that runs out belongs to a dead worker and the job
// may be claimed again, so attempts counts claims, not only failures.
export const jobs = pgTable(
  'jobs',
  {
    organizationId: uuid('organization_id').notNull(),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull(),
    payloadVersion: integer('payload_version').notNull().default(1),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().default(sql`now()`),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    result: jsonb('result'),
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    check('jobs_status_ck', sql`${t.status} IN ('queued', 'running', 'succeeded', 'failed')`),
    check('jobs_attempts_ck', sql`${t.attempts} >= 0 AND ${t.maxAttempts} >= 1`),
    // At most one unfinished job per key: a schedule's next run, a pending delivery.
    uniqueIndex('jobs_dedupe_unfinished_uq')
      .on(t.organizationId, t.dedupeKey)
      .where(sql`${t.dedupeKey} IS NOT NULL AND ${t.status} IN ('queued', 'running')`),
    // Schedules look up a key's history (finished runs included) to never repeat a period.
    index('jobs_dedupe_run_at_idx').on(t.organizationId, t.dedupeKey, t.runAt).where(sql`${t.dedupeKey} IS NOT NULL`),
    // The claim reads due jobs in run_at order and expired leases; both stay small.
    index('jobs_queued_run_at_idx').on(t.runAt).where(sql`${t.status} = 'queued'`),
    index('jobs_running_lease_idx').on(t.lockedUntil).where(sql`${t.status} = 'running'`),
    index('jobs_finished_at_idx').on(t.finishedAt).where(sql`${t.finishedAt} IS NOT NULL`),
  ],
);
