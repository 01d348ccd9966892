import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// A bulk lookup: its inputs as one array, and its results in chunks. A chunk's results
// and its wallet debit commit together, so a job resumed after a crash skips the chunks
// already recorded and never bills an item twice.
export const lookupJobs = pgTable(
  'lookup_jobs',
  {
    organizationId: uuid('organization_id').notNull(),
    id: uuid('id').notNull(),
    status: text('status').notNull(),
    totalCount: integer('total_count').notNull(),
    processedCount: integer('processed_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    items: jsonb('items').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.id] })],
);

export const lookupJobChunks = pgTable(
  'lookup_job_chunks',
  {
    organizationId: uuid('organization_id').notNull(),
    jobId: uuid('job_id').notNull(),
    chunkNo: integer('chunk_no').notNull(),
    results: jsonb('results').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.jobId, t.chunkNo] })],
);
