import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { links } from '../links/links.tables.ts';
import { plans } from '../plans/plans.tables.ts';

// A plan running on a link. `upstream_addon_id` is the provider's add-on (hidden);
// `notified` lists the plan notification ids already sent, so each is sent once.
export const activations = pgTable(
  'activations',
  {
    organizationId: uuid('organization_id').notNull(),
    id: uuid('id').notNull(),
    linkId: uuid('link_id').notNull(),
    planId: uuid('plan_id').notNull(),
    status: text('status').notNull(),
    source: text('source').notNull(),
    upstreamAddonId: text('upstream_addon_id'),
    allocatedMib: numeric('allocated_mib', { precision: 20, scale: 6 }).notNull().default('0'),
    remainingMib: numeric('remaining_mib', { precision: 20, scale: 6 }).notNull().default('0'),
    usedMib: numeric('used_mib', { precision: 20, scale: 6 }).notNull().default('0'),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    reactivationCount: integer('reactivation_count').notNull().default(0),
    notified: jsonb('notified').notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    foreignKey({ name: 'activations_link_fk', columns: [t.organizationId, t.linkId], foreignColumns: [links.organizationId, links.id] }),
    foreignKey({ name: 'activations_plan_fk', columns: [t.organizationId, t.planId], foreignColumns: [plans.organizationId, plans.id] }),
    check('activations_status_ck', sql`${t.status} IN ('active', 'expired', 'exhausted', 'removed')`),
    check('activations_source_ck', sql`${t.source} IN ('manual', 'resubscription')`),
    check('activations_reactivation_count_ck', sql`${t.reactivationCount} >= 0`),
    index('activations_org_link_created_idx').on(t.organizationId, t.linkId, t.createdAt),
    // "Does this plan have active activations?" (plan delete) reads only this small index.
    index('activations_org_plan_active_idx').on(t.organizationId, t.planId).where(sql`${t.status} = 'active'`),
  ],
);
