import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// The organisation's SIM inventory as last synchronised from its upstream provider.
export const sims = pgTable(
  'sims',
  {
    organizationId: uuid('organization_id').notNull(),
    id: uuid('id').notNull(),
    iccid: text('iccid').notNull(),
    provider: text('provider').notNull(),
    status: text('status').notNull(),
    simType: text('sim_type').notNull(),
    isAttached: boolean('is_attached').notNull().default(false),
    msisdn: text('msisdn'),
    imsi: text('imsi'),
    imei: text('imei'),
    eid: text('eid'),
    compatibilityZones: text('compatibility_zones').array().notNull(),
    esimProfileStatus: text('esim_profile_status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    uniqueIndex('sims_org_iccid_uq').on(t.organizationId, t.iccid),
    // A substring of an ICCID, for the link list's search.
    index('sims_iccid_trgm_idx').using('gin', sql`${t.iccid} gin_trgm_ops`),
    index('sims_org_updated_idx').on(t.organizationId, t.updatedAt.desc().nullsFirst(), t.id),
  ],
);
