import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sims } from '../sims/sims.tables.ts';

// A service endpoint bound to a SIM. `provider` and `upstream_endpoint_id` locate the
// provider's endpoint (hidden); `compatibility_zones` is copied from the bound SIM; the
// network_* columns are the last-known connectivity, refreshed from the provider.
export const links = pgTable(
  'links',
  {
    organizationId: uuid('organization_id').notNull(),
    id: uuid('id').notNull(),
    name: text('name'),
    status: text('status').notNull(),
    simId: uuid('sim_id'),
    provider: text('provider').notNull(),
    upstreamEndpointId: text('upstream_endpoint_id'),
    compatibilityZones: text('compatibility_zones').array().notNull().default(sql`'{}'::text[]`),
    meta: jsonb('meta').notNull().default(sql`'{}'::jsonb`),
    barredNetworkTypes: text('barred_network_types').array().notNull().default(sql`'{}'::text[]`),
    imeiLock: text('imei_lock'),
    networkConnected: boolean('network_connected').notNull().default(false),
    networkRat: text('network_rat'),
    networkOperatorId: uuid('network_operator_id'),
    networkCountry: text('network_country'),
    networkLastSeenAt: timestamp('network_last_seen_at', { withTimezone: true }),
    networkRefreshedAt: timestamp('network_refreshed_at', { withTimezone: true }),
    totalUsedMib: numeric('total_used_mib', { precision: 20, scale: 6 }).notNull().default('0'),
    activationCount: integer('activation_count').notNull().default(0),
    throttle: text('throttle'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    foreignKey({ name: 'links_sim_fk', columns: [t.organizationId, t.simId], foreignColumns: [sims.organizationId, sims.id] }),
    check('links_status_ck', sql`${t.status} IN ('pre_active', 'active', 'suspended', 'hold', 'removed')`),
    check('links_activation_count_ck', sql`${t.activationCount} >= 0`),
    // One live link per SIM, even under concurrent attaches.
    uniqueIndex('links_org_sim_live_uq').on(t.organizationId, t.simId).where(sql`${t.simId} IS NOT NULL AND ${t.status} <> 'removed'`),
    index('links_org_updated_idx').on(t.organizationId, t.updatedAt.desc().nullsFirst(), t.id),
  ],
);
