import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { links } from '../links/links.tables.ts';
import { plans } from '../plans/plans.tables.ts';
import { resellerPlans } from '../reseller/reseller.tables.ts';

// A plan running on a link: a connectivity plan (`plan_id`) or a `/v1` reseller plan
// (`reseller_plan_id`), exactly one of them. `upstream_addon_id` is the provider's add-on (hidden);
// `notified` lists the plan notification ids already sent, so each is sent once.
// `plan_name`, `plan_data_mb` and `plan_validity_days` are the plan's terms as it was
// activated (either kind of plan), which its provider add-on runs on: readers need no
// plan table for them (docs/architecture.md, "Activations record their plan's terms").
// A resubscription names the activation it renews (`previous_activation_id`, hidden)
// and carries the chain's `reactivation_count`; the unique index makes a renewal happen
// once even when its job runs twice.
export const activations = pgTable(
  'activations',
  {
    organizationId: uuid('organization_id').notNull(),
    id: uuid('id').notNull(),
    linkId: uuid('link_id').notNull(),
    planId: uuid('plan_id'),
    resellerPlanId: uuid('reseller_plan_id'),
    planName: text('plan_name').notNull(),
    planDataMb: integer('plan_data_mb').notNull(),
    planValidityDays: integer('plan_validity_days').notNull(),
    status: text('status').notNull(),
    source: text('source').notNull(),
    upstreamAddonId: text('upstream_addon_id'),
    allocatedMib: numeric('allocated_mib', { precision: 20, scale: 6 }).notNull().default('0'),
    remainingMib: numeric('remaining_mib', { precision: 20, scale: 6 }).notNull().default('0'),
    usedMib: numeric('used_mib', { precision: 20, scale: 6 }).notNull().default('0'),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    reactivationCount: integer('reactivation_count').notNull().default(0),
    previousActivationId: uuid('previous_activation_id'),
    notified: jsonb('notified').notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    foreignKey({ name: 'activations_link_fk', columns: [t.organizationId, t.linkId], foreignColumns: [links.organizationId, links.id] }),
    foreignKey({ name: 'activations_plan_fk', columns: [t.organizationId, t.planId], foreignColumns: [plans.organizationId, plans.id] }),
    foreignKey({ name: 'activations_reseller_plan_fk', columns: [t.resellerPlanId], foreignColumns: [resellerPlans.id] }),
    check('activations_one_plan_ck', sql`(${t.planId} IS NULL) <> (${t.resellerPlanId} IS NULL)`),
    check('activations_status_ck', sql`${t.status} IN ('active', 'expired', 'exhausted', 'removed')`),
    check('activations_source_ck', sql`${t.source} IN ('manual', 'resubscription')`),
    check('activations_reactivation_count_ck', sql`${t.reactivationCount} >= 0`),
    index('activations_org_link_created_idx').on(t.organizationId, t.linkId, t.createdAt),
    uniqueIndex('activations_previous_uq').on(t.organizationId, t.previousActivationId).where(sql`${t.previousActivationId} IS NOT NULL`),
    // The usage snapshot locks the active activations of a batch of links.
    index('activations_org_link_active_idx').on(t.organizationId, t.linkId).where(sql`${t.status} = 'active'`),
    // "Does this plan have active activations?" (plan delete) reads only this small index.
    index('activations_org_plan_active_idx').on(t.organizationId, t.planId).where(sql`${t.status} = 'active'`),
  ],
);
