import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// A phone number the organisation owns (or owned: released numbers stay as history and
// leave the list). `upstream_number_id` is the provider's id of the ordered number.
export const phoneNumbers = pgTable(
  'phone_numbers',
  {
    organizationId: uuid('organization_id').notNull(),
    id: uuid('id').notNull(),
    orderId: uuid('order_id').notNull(),
    /** The provider's catalogue id (hold) the number was bought with. */
    holdId: text('hold_id').notNull(),
    upstreamNumberId: text('upstream_number_id'),
    e164: text('e164').notNull(),
    countryIso: text('country_iso').notNull(),
    numberType: text('number_type').notNull(),
    connectionFee: numeric('connection_fee', { precision: 20, scale: 6 }).notNull(),
    monthlyFee: numeric('monthly_fee', { precision: 20, scale: 6 }).notNull(),
    currency: text('currency').notNull(),
    billingPeriod: text('billing_period').notNull().default('monthly'),
    /** provisioning -> active -> (suspended <-> active) -> released; failed when the order failed. */
    status: text('status').notNull(),
    kycStatus: text('kyc_status').notNull().default('approved'),
    trafficDirection: text('traffic_direction').notNull(),
    voiceEndpointId: uuid('voice_endpoint_id'),
    smsEndpointId: uuid('sms_endpoint_id'),
    /** The day the next monthly fee is due. */
    nextBillingDate: date('next_billing_date', { mode: 'string' }).notNull(),
    /** Set while a due fee is unpaid (the number is suspended); released after 7 days of it. */
    unpaidSince: timestamp('unpaid_since', { withTimezone: true }),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    check('phone_numbers_status_ck', sql`${t.status} IN ('provisioning', 'active', 'suspended', 'released', 'failed')`),
    // A number is owned by at most one organisation at a time; inbound SMS find it by e164.
    uniqueIndex('phone_numbers_live_e164_uq').on(t.e164).where(sql`${t.status} IN ('provisioning', 'active', 'suspended')`),
    index('phone_numbers_org_list_idx')
      .on(t.organizationId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} IN ('provisioning', 'active', 'suspended')`),
    index('phone_numbers_order_idx').on(t.organizationId, t.orderId),
    // Renewal finds due numbers across organisations.
    index('phone_numbers_due_idx').on(t.nextBillingDate).where(sql`${t.status} IN ('active', 'suspended')`),
  ],
);

// One purchase: its numbers, what it cost and the wallet entries that paid and refunded it.
export const numberOrders = pgTable(
  'number_orders',
  {
    organizationId: uuid('organization_id').notNull(),
    id: uuid('id').notNull(),
    /** pending (paid, numbers provisioning) -> completed | failed (refunded). */
    status: text('status').notNull(),
    totalAmount: numeric('total_amount', { precision: 20, scale: 6 }).notNull(),
    currency: text('currency').notNull(),
    walletEntryId: uuid('wallet_entry_id'),
    refundEntryId: uuid('refund_entry_id'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.id] }), check('number_orders_status_ck', sql`${t.status} IN ('pending', 'completed', 'failed')`)],
);

// One monthly fee of one number and period: the primary key makes a renewal run that is
// repeated for the same period charge nothing more.
export const numberCharges = pgTable(
  'number_charges',
  {
    organizationId: uuid('organization_id').notNull(),
    phoneNumberId: uuid('phone_number_id').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 20, scale: 6 }).notNull(),
    currency: text('currency').notNull(),
    /** paid | unpaid (retried daily) | waived (the number was released unpaid). */
    status: text('status').notNull(),
    walletEntryId: uuid('wallet_entry_id'),
    attempts: integer('attempts').notNull().default(0),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.phoneNumberId, t.periodStart] })],
);
