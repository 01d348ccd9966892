import { sql } from 'drizzle-orm';
import { check, foreignKey, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { operators } from '../operators/operators.tables.ts';

// A named set of network operators. `compatibility_zones` and `provider` are derived
// from the operators and stored, so lists filter on them without a join and the
// one-provider rule is checked against one row under a lock.
export const coverages = pgTable(
  'coverages',
  {
    organizationId: uuid('organization_id').notNull(),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    provider: text('provider').notNull(),
    compatibilityZones: text('compatibility_zones').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    check('coverages_provider_ck', sql`${t.provider} IN ('alpha', 'beta')`),
    // Lists only ever read live rows, so their indexes leave removed ones out.
    index('coverages_org_updated_idx').on(t.organizationId, t.updatedAt.desc().nullsFirst(), t.id).where(sql`${t.removedAt} IS NULL`),
    index('coverages_org_created_idx').on(t.organizationId, t.createdAt, t.id).where(sql`${t.removedAt} IS NULL`),
    index('coverages_org_name_idx').on(t.organizationId, t.name, t.id).where(sql`${t.removedAt} IS NULL`),
    index('coverages_zones_gin_idx').using('gin', t.compatibilityZones),
  ],
);

export const coverageOperators = pgTable(
  'coverage_operators',
  {
    organizationId: uuid('organization_id').notNull(),
    coverageId: uuid('coverage_id').notNull(),
    operatorId: uuid('operator_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.coverageId, t.operatorId] }),
    foreignKey({ name: 'coverage_operators_coverage_fk', columns: [t.organizationId, t.coverageId], foreignColumns: [coverages.organizationId, coverages.id] }),
    foreignKey({ name: 'coverage_operators_operator_fk', columns: [t.operatorId], foreignColumns: [operators.id] }),
    // The operator_ids and country filters of the coverage and plan lists start here.
    index('coverage_operators_org_operator_idx').on(t.organizationId, t.operatorId),
  ],
);
