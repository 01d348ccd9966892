import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/organizations.tables.ts';

// The `/v1` plans the operator sells through resellers. A global plan has
// no organisation and is offered to every organisation except those in
// `excluded_organizations`; an organisation plan belongs to one organisation (its own
// price) and hides a global plan with the same `provider_plan_id` from it. Unlike the
// connectivity tables this one is not keyed by organisation first: a global plan belongs
// to none, and the catalogue is small enough to stay a reference table when sharding.
//
// Regions are not stored: they follow from `countries` through the country data set
// (src/lib/regions.ts), so a data-set update never leaves stale regions behind; the
// region filter becomes an array overlap on `countries` (GIN index below).
export const resellerPlans = pgTable(
  'reseller_plans',
  {
    id: uuid('id').primaryKey(),
    organizationId: uuid('organization_id'),
    name: text('name').notNull(),
    providerPlanId: text('provider_plan_id').notNull(),
    dataMb: integer('data_mb').notNull(),
    validityDays: integer('validity_days').notNull(),
    sponsorProfile: text('sponsor_profile').notNull(),
    coverageType: text('coverage_type').notNull(),
    countries: text('countries').array().notNull(),
    retailPrice: numeric('retail_price', { precision: 20, scale: 6 }).notNull(),
    currency: text('currency').notNull(),
    enabled: boolean('enabled').notNull(),
    excludedOrganizations: uuid('excluded_organizations').array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    foreignKey({ name: 'reseller_plans_organization_fk', columns: [t.organizationId], foreignColumns: [organizations.id] }),
    check('reseller_plans_coverage_type_ck', sql`${t.coverageType} IN ('local', 'regional', 'global')`),
    check('reseller_plans_data_ck', sql`${t.dataMb} BETWEEN 1 AND 10000000`),
    check('reseller_plans_validity_ck', sql`${t.validityDays} BETWEEN 1 AND 3650`),
    check('reseller_plans_price_ck', sql`${t.retailPrice} > 0`),
    check('reseller_plans_countries_ck', sql`cardinality(${t.countries}) >= 1`),
    // Exclusions only mean something on a global plan.
    check('reseller_plans_exclusions_ck', sql`${t.organizationId} IS NULL OR cardinality(${t.excludedOrganizations}) = 0`),
    // The caller's list: its own plans, in list order, and the probe for a copy that
    // hides a global plan (organisation + provider_plan_id).
    index('reseller_plans_org_name_idx').on(t.organizationId, t.name, t.id),
    index('reseller_plans_org_provider_plan_idx').on(t.organizationId, t.providerPlanId),
    // The global half of the list, in list order.
    index('reseller_plans_global_name_idx').on(t.name, t.id).where(sql`${t.organizationId} IS NULL`),
    index('reseller_plans_countries_gin_idx').using('gin', t.countries),
  ],
);

// Sponsor profiles name the provider an eSIM is issued from and its base plan.
// A plan names its profile by `name`; there is no foreign key on
// purpose: a plan whose profile is not configured is refused at link creation with
// CONFIG_ERROR, before anything is charged, rather than refused when the plan is saved.
export const sponsorProfiles = pgTable(
  'sponsor_profiles',
  {
    name: text('name').primaryKey(),
    provider: text('provider').notNull(),
    basePlan: text('base_plan').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [check('sponsor_profiles_provider_ck', sql`${t.provider} IN ('alpha', 'beta')`)],
);
