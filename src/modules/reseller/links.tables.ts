import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, numeric, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { links } from '../links/links.tables.ts';

// What the `/v1` links side charges and refunds, one row per movement of money, written
// in the same transaction as its wallet ledger entry (`wallet_entry_id`). `link_id` is
// null for a monthly fee, which lists the links it paid for in `charged_link_ids`.
export const resellerTransactions = pgTable(
  'reseller_transactions',
  {
    organizationId: uuid('organization_id').notNull(),
    id: uuid('id').notNull(),
    linkId: uuid('link_id'),
    type: text('type').notNull(),
    amount: numeric('amount', { precision: 20, scale: 6 }).notNull(),
    currency: text('currency').notNull(),
    planName: text('plan_name'),
    metadata: jsonb('metadata').notNull().default(sql`'{}'::jsonb`),
    chargedLinkIds: uuid('charged_link_ids').array().notNull().default(sql`'{}'::uuid[]`),
    walletEntryId: uuid('wallet_entry_id').notNull(),
    chargedAt: timestamp('charged_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    check('reseller_transactions_type_ck', sql`${t.type} IN ('activation', 'topup', 'refund', 'monthly_link_fee')`),
    check('reseller_transactions_amount_ck', sql`${t.amount} >= 0`),
    // A link's history: its own transactions and the fees that list it. Only monthly
    // fees list links, so only they are in the GIN index: an activation, top-up or
    // refund writes no entry there.
    index('reseller_transactions_org_link_idx').on(t.organizationId, t.linkId, t.chargedAt),
    index('reseller_transactions_fee_links_gin_idx').using('gin', t.chargedLinkIds).where(sql`${t.type} = 'monthly_link_fee'`),
  ],
);

// A purchase between its debit and its end (`POST /v1/links`). Written with the debit
// and a delayed repair job; it leaves `pending` exactly once, to `completed` (with the
// link recorded) or `refunded` (with the refund), each in one transaction with a
// conditional update, so a request and its repair job never both settle it.
export const resellerPurchases = pgTable(
  'reseller_purchases',
  {
    organizationId: uuid('organization_id').notNull(),
    id: uuid('id').notNull(),
    status: text('status').notNull(),
    planId: uuid('plan_id').notNull(),
    planName: text('plan_name').notNull(),
    name: text('name'),
    provider: text('provider').notNull(),
    sponsorProfile: text('sponsor_profile').notNull(),
    iccid: text('iccid').notNull(),
    amount: numeric('amount', { precision: 20, scale: 6 }).notNull(),
    currency: text('currency').notNull(),
    walletEntryId: uuid('wallet_entry_id').notNull(),
    /** The link id the purchase records when it completes (chosen up front). */
    linkId: uuid('link_id').notNull(),
    /** Its repair job: the one written with the debit, or the one an operator queued since. */
    repairJobId: uuid('repair_job_id'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    check('reseller_purchases_status_ck', sql`${t.status} IN ('pending', 'completed', 'refunded')`),
    // The purchases in flight, which the completion and the repair job look up: a
    // handful at any time, however many the table holds, so the planner reads them
    // here instead of scanning the table (which it did while the table was small).
    index('reseller_purchases_pending_idx')
      .on(t.organizationId, t.id)
      .where(sql`${t.status} = 'pending'`),
  ],
);

// A top-up between its debit and its end (`PUT /v1/links/{id}/plans` add), one per
// plan: written with the debit and a delayed repair job; it leaves `pending` exactly
// once, to `completed` (its activation recorded, `upstream_addon_id` set) or `refunded`.
export const resellerTopups = pgTable(
  'reseller_topups',
  {
    organizationId: uuid('organization_id').notNull(),
    id: uuid('id').notNull(),
    linkId: uuid('link_id').notNull(),
    status: text('status').notNull(),
    planId: uuid('plan_id').notNull(),
    planName: text('plan_name').notNull(),
    dataMb: integer('data_mb').notNull(),
    amount: numeric('amount', { precision: 20, scale: 6 }).notNull(),
    currency: text('currency').notNull(),
    walletEntryId: uuid('wallet_entry_id').notNull(),
    upstreamAddonId: text('upstream_addon_id'),
    /** The repair job of its request: the one written with the debit, or the one an operator queued since. */
    repairJobId: uuid('repair_job_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    foreignKey({ name: 'reseller_topups_link_fk', columns: [t.organizationId, t.linkId], foreignColumns: [links.organizationId, links.id] }),
    check('reseller_topups_status_ck', sql`${t.status} IN ('pending', 'completed', 'refunded')`),
    index('reseller_topups_org_link_pending_idx').on(t.organizationId, t.linkId).where(sql`${t.status} = 'pending'`),
  ],
);

// One row per organisation and month the monthly link fee ran for: the run key. It is
// written in the transaction of the fee's debit, so a second run (another worker, a
// re-run) conflicts on the primary key and charges nothing.
export const resellerFeeRuns = pgTable(
  'reseller_fee_runs',
  {
    organizationId: uuid('organization_id').notNull(),
    month: text('month').notNull(),
    transactionId: uuid('transaction_id'),
    chargedCount: integer('charged_count').notNull().default(0),
    suspendedCount: integer('suspended_count').notNull().default(0),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.month] }), check('reseller_fee_runs_month_ck', sql`${t.month} ~ '^[0-9]{4}-[0-9]{2}$'`)],
);

// A monthly fee a link could not be charged (the wallet ran short): the link was
// suspended for it, and `POST /v1/links/{id}/reactivate` charges it (`paid_at`).
export const resellerUnpaidFees = pgTable(
  'reseller_unpaid_fees',
  {
    organizationId: uuid('organization_id').notNull(),
    linkId: uuid('link_id').notNull(),
    month: text('month').notNull(),
    amount: numeric('amount', { precision: 20, scale: 6 }).notNull(),
    currency: text('currency').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    transactionId: uuid('transaction_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.linkId, t.month] }),
    foreignKey({ name: 'reseller_unpaid_fees_link_fk', columns: [t.organizationId, t.linkId], foreignColumns: [links.organizationId, links.id] }),
  ],
);
