import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// The simulator plays the provider's side of the network, so these tables are the
// provider's own records, kept apart from the platform's (prefix sim_net_). Keeping
// them in the database lets the simulated network survive restarts and be shared by
// every API and worker process.

export const simNetSims = pgTable(
  'sim_net_sims',
  {
    provider: text('provider').notNull(),
    iccid: text('iccid').notNull(),
    account: text('account'),
    simType: text('sim_type').notNull(),
    imsi: text('imsi').notNull(),
    msisdn: text('msisdn').notNull(),
    eid: text('eid'),
    activationCode: text('activation_code'),
    status: text('status').notNull(),
    esimProfileStatus: text('esim_profile_status'),
    imei: text('imei'),
    endpointId: text('endpoint_id'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.provider, t.iccid] }), index('sim_net_sims_account_idx').on(t.account)],
);

export const simNetEndpoints = pgTable(
  'sim_net_endpoints',
  {
    provider: text('provider').notNull(),
    id: text('id').notNull(),
    account: text('account').notNull(),
    iccid: text('iccid'),
    status: text('status').notNull(),
    barredNetworkTypes: text('barred_network_types').array().notNull().default(sql`'{}'::text[]`),
    imeiLock: text('imei_lock'),
    throttle: text('throttle'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.provider, t.id] }), index('sim_net_endpoints_iccid_idx').on(t.provider, t.iccid)],
);

// A plan add-on on an endpoint: the allowance the network enforces.
export const simNetAddons = pgTable(
  'sim_net_addons',
  {
    provider: text('provider').notNull(),
    id: text('id').notNull(),
    endpointId: text('endpoint_id').notNull(),
    allowanceMb: numeric('allowance_mb', { precision: 20, scale: 6 }).notNull(),
    usedMb: numeric('used_mb', { precision: 20, scale: 6 }).notNull().default('0'),
    validityDays: integer('validity_days').notNull(),
    activationType: text('activation_type').notNull(),
    throttle: text('throttle').notNull(),
    dataCap: jsonb('data_cap'),
    /** ISO 3166-1 alpha-2 codes of the countries where the allowance applies; null: wherever the endpoint is served. */
    countries: text('countries').array(),
    status: text('status').notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.provider, t.id] }), index('sim_net_addons_endpoint_idx').on(t.provider, t.endpointId)],
);

// Every data session the network carried, for usage and cost snapshots.
export const simNetUsage = pgTable(
  'sim_net_usage',
  {
    provider: text('provider').notNull(),
    id: text('id').notNull(),
    iccid: text('iccid').notNull(),
    endpointId: text('endpoint_id'),
    addonId: text('addon_id'),
    service: text('service').notNull(),
    quantity: numeric('quantity', { precision: 20, scale: 6 }).notNull(),
    amount: numeric('amount', { precision: 20, scale: 6 }).notNull(),
    operatorId: text('operator_id'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.id] }),
    index('sim_net_usage_iccid_idx').on(t.provider, t.iccid, t.occurredAt),
    // A data cap sums an add-on's recent usage on every usage read.
    index('sim_net_usage_addon_idx').on(t.provider, t.addonId, t.occurredAt),
    // Every usage read sums each endpoint's data.
    index('sim_net_usage_endpoint_idx').on(t.provider, t.endpointId, t.service),
  ],
);

export const simNetSms = pgTable(
  'sim_net_sms',
  {
    provider: text('provider').notNull(),
    id: text('id').notNull(),
    direction: text('direction').notNull(),
    iccid: text('iccid'),
    fromNumber: text('from_number').notNull(),
    toNumber: text('to_number').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.provider, t.id] })],
);

// The numbers of the provider's stock that are held or ordered; a number without a row
// is free. A hold lapses at held_until; an order stays until the number is released.
export const simNetNumbers = pgTable(
  'sim_net_numbers',
  {
    provider: text('provider').notNull(),
    e164: text('e164').notNull(),
    countryIso: text('country_iso').notNull(),
    numberType: text('number_type').notNull(),
    /** `held` or `ordered`. */
    status: text('status').notNull(),
    account: text('account').notNull(),
    holdId: text('hold_id').notNull(),
    heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
    /** The ordered number's id at the provider. */
    numberId: text('number_id'),
    orderedAt: timestamp('ordered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.e164] }),
    uniqueIndex('sim_net_numbers_hold_idx').on(t.provider, t.holdId),
    uniqueIndex('sim_net_numbers_number_idx').on(t.provider, t.numberId),
  ],
);

// Injected failures: the next `remaining` calls of `operation` fail with `status`.
export const simNetFaults = pgTable('sim_net_faults', {
  operation: text('operation').primaryKey(),
  status: integer('status').notNull(),
  remaining: integer('remaining').notNull(),
});

// Small key/value settings of the simulated network: clock offset, latency.
export const simNetState = pgTable('sim_net_state', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});
