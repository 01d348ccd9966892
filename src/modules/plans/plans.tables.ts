import { sql } from 'drizzle-orm';
import { check, doublePrecision, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { coverages } from '../coverages/coverages.tables.ts';

// A data allowance built on a coverage. The coverage's zones are copied onto the plan
// (kept in step when the coverage's operators change) so the zone filter needs no join.
// `provider` and `upstream_profile_id` say where the provider's copy lives; both are
// hidden from the API. `version` guards the upstream-then-database update sequence.
export const plans = pgTable(
  'plans',
  {
    organizationId: uuid('organization_id').notNull(),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    coverageId: uuid('coverage_id').notNull(),
    provider: text('provider').notNull(),
    compatibilityZones: text('compatibility_zones').array().notNull(),
    includedDataMb: integer('included_data_mb').notNull(),
    validityDays: integer('validity_days').notNull(),
    baseThrottle: text('base_throttle').notNull(),
    activationType: text('activation_type').notNull(),
    description: text('description'),
    capThresholdMb: integer('cap_threshold_mb'),
    capPeriod: text('cap_period'),
    capPeriodMultiplier: integer('cap_period_multiplier'),
    capAction: text('cap_action'),
    reactivationTrigger: text('reactivation_trigger'),
    maxReactivations: integer('max_reactivations'),
    upstreamProfileId: text('upstream_profile_id').notNull(),
    // What `search` matches, lowered once on write: a case-sensitive LIKE on it is several
    // times cheaper than ILIKE on two columns. chr(31) keeps a match from spanning both
    // fields (searches may not contain control characters).
    searchText: text('search_text').generatedAlwaysAs(sql`lower(name || chr(31) || coalesce(description, ''))`),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    foreignKey({ name: 'plans_coverage_fk', columns: [t.organizationId, t.coverageId], foreignColumns: [coverages.organizationId, coverages.id] }),
    check('plans_included_ck', sql`${t.includedDataMb} BETWEEN 0 AND 10000000`),
    check('plans_validity_ck', sql`${t.validityDays} BETWEEN 1 AND 3650`),
    check('plans_activation_type_ck', sql`${t.activationType} IN ('immediate', 'on_first_data_usage')`),
    check(
      'plans_reactivation_trigger_ck',
      sql`${t.reactivationTrigger} IS NULL OR ${t.reactivationTrigger} IN ('expiry', 'exhaustion', 'expiry_or_exhaustion')`,
    ),
    check('plans_max_reactivations_ck', sql`${t.maxReactivations} IS NULL OR ${t.maxReactivations} BETWEEN -1 AND 100000`),
    // The data cap is all four fields or none, and never above the allowance.
    check(
      'plans_data_cap_ck',
      sql`(${t.capThresholdMb} IS NULL AND ${t.capPeriod} IS NULL AND ${t.capPeriodMultiplier} IS NULL AND ${t.capAction} IS NULL)
          OR (${t.capThresholdMb} BETWEEN 0 AND ${t.includedDataMb} AND ${t.capPeriod} IN ('daily', 'monthly')
              AND ${t.capPeriodMultiplier} >= 1 AND ${t.capAction} IS NOT NULL)`,
    ),
    // One index per sort of the list (live rows only), each ending in id for a stable order.
    index('plans_org_updated_idx').on(t.organizationId, t.updatedAt.desc().nullsFirst(), t.id).where(sql`${t.removedAt} IS NULL`),
    index('plans_org_created_idx').on(t.organizationId, t.createdAt, t.id).where(sql`${t.removedAt} IS NULL`),
    index('plans_org_name_idx').on(t.organizationId, t.name, t.id).where(sql`${t.removedAt} IS NULL`),
    index('plans_org_included_idx').on(t.organizationId, t.includedDataMb, t.id).where(sql`${t.removedAt} IS NULL`),
    index('plans_org_validity_idx').on(t.organizationId, t.validityDays, t.id).where(sql`${t.removedAt} IS NULL`),
    // Coverage filter, operator filter (through coverage_operators) and the "coverage in use" check.
    index('plans_org_coverage_idx').on(t.organizationId, t.coverageId).where(sql`${t.removedAt} IS NULL`),
    index('plans_zones_gin_idx').using('gin', t.compatibilityZones),
    // Substring search (LIKE '%…%') and its exact total use trigrams instead of a scan.
    index('plans_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`).where(sql`${t.removedAt} IS NULL`),
  ],
);

// SMS notifications of a plan; the unique index makes "one per type" hold under concurrency.
export const planNotifications = pgTable(
  'plan_notifications',
  {
    organizationId: uuid('organization_id').notNull(),
    planId: uuid('plan_id').notNull(),
    id: uuid('id').notNull(),
    type: text('type').notNull(),
    message: text('message').notNull(),
    threshold: doublePrecision('threshold'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.planId, t.id] }),
    foreignKey({ name: 'plan_notifications_plan_fk', columns: [t.organizationId, t.planId], foreignColumns: [plans.organizationId, plans.id] }),
    uniqueIndex('plan_notifications_type_uq').on(t.organizationId, t.planId, t.type),
    check(
      'plan_notifications_type_ck',
      sql`${t.type} IN ('data_consumption_absolute', 'data_consumption_relative', 'activation', 'expiration')`,
    ),
  ],
);
