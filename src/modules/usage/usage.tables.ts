import { date, numeric, pgTable, primaryKey, smallint, uuid } from 'drizzle-orm/pg-core';

// Data an organisation's links used per day (UTC, on the provider's clock), added by the
// usage snapshot in the statement that stores the links' new totals: each link's growth
// since its last reading. Each database connection adds to its own shard (its backend pid
// modulo 16), so concurrent snapshot batches of one organisation do not queue on one row;
// GET /usage/daily sums the shards.
export const usageDays = pgTable(
  'usage_days',
  {
    organizationId: uuid('organization_id').notNull(),
    day: date('day').notNull(),
    shard: smallint('shard').notNull().default(0),
    usedMib: numeric('used_mib', { precision: 20, scale: 6 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.day, t.shard] })],
);
