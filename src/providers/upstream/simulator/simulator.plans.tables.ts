import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// The provider's copy of a platform plan (a "plan profile"): the allowance, validity,
// throttle and cap the network enforces. The plan's name never reaches the provider.
export const simNetPlanProfiles = pgTable(
  'sim_net_plan_profiles',
  {
    provider: text('provider').notNull(),
    id: text('id').notNull(),
    account: text('account').notNull(),
    allowanceMb: integer('allowance_mb').notNull(),
    validityDays: integer('validity_days').notNull(),
    activationType: text('activation_type').notNull(),
    throttle: text('throttle').notNull(),
    dataCap: jsonb('data_cap'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.provider, t.id] }), index('sim_net_plan_profiles_account_idx').on(t.provider, t.account)],
);
