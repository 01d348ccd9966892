import { sql } from 'drizzle-orm';
import { bigint, boolean, check, foreignKey, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    // `/v1` links only (null for a connectivity link): the sponsor profile the eSIM was
    // issued under (top-ups must match it) and the eSIM's LPA string once read.
    sponsorProfile: text('sponsor_profile'),
    lpaProfile: text('lpa_profile'),
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
    // The list's pages, live links only: each sort walks its index in either direction
    // (the id tie-breaker follows the sort direction), so a first page reads ~page_size
    // index entries however many links the organisation has.
    index('links_org_live_updated_idx')
      .on(t.organizationId, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} <> 'removed'`),
    index('links_org_live_status_updated_idx')
      .on(t.organizationId, t.status, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} <> 'removed'`),
    index('links_org_live_created_idx')
      .on(t.organizationId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} <> 'removed'`),
    // The `/v1` list and the monthly fee walk an organisation's reseller links oldest first.
    index('links_org_reseller_created_idx').on(t.organizationId, t.createdAt, t.id).where(sql`${t.sponsorProfile} IS NOT NULL AND ${t.status} <> 'removed'`),
    index('links_org_live_name_idx').on(t.organizationId, t.name, t.id).where(sql`${t.status} <> 'removed'`),
    // The list's search (docs/performance.md): trigram indexes answer a substring of the name
    // or of the id's text, so a search reads the matching links, not the organisation's.
    index('links_live_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`).where(sql`${t.status} <> 'removed'`),
    index('links_live_id_trgm_idx').using('gin', sql`(${t.id}::text) gin_trgm_ops`).where(sql`${t.status} <> 'removed'`),
  ],
);

// Links per organisation and status, kept exact by triggers on `links` (migrations
// 0005/0006/0011): every insert, status change and delete adjusts them in the same
// transaction, whoever writes the row. `GET /links` answers `total` from here (the sum
// of the shards) when it filters by status only, instead of counting a million rows.
// Each database connection writes its own shard (its backend pid modulo 16), so
// concurrent status changes of one organisation do not queue on one counter row.
export const linkCounts = pgTable(
  'link_counts',
  {
    organizationId: uuid('organization_id').notNull(),
    status: text('status').notNull(),
    shard: smallint('shard').notNull().default(0),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.status, t.shard] })],
);

// Every SMS sent (or attempted) through a link; a provider failure is kept as `failed`
// with its reason. `upstream_message_id` is the provider's id (hidden).
export const linkSms = pgTable(
  'link_sms',
  {
    organizationId: uuid('organization_id').notNull(),
    id: uuid('id').notNull(),
    linkId: uuid('link_id').notNull(),
    message: text('message').notNull(),
    status: text('status').notNull(),
    failureReason: text('failure_reason'),
    upstreamMessageId: text('upstream_message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    foreignKey({ name: 'link_sms_link_fk', columns: [t.organizationId, t.linkId], foreignColumns: [links.organizationId, links.id] }),
    check('link_sms_status_ck', sql`${t.status} IN ('sent', 'failed')`),
    index('link_sms_org_link_created_idx').on(t.organizationId, t.linkId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
