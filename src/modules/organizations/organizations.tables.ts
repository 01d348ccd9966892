import { sql } from 'drizzle-orm';
import { boolean, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// The tenant. Every organisation-owned table carries organization_id as the first
// column of its primary key, so the schema can be distributed by organisation.
export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  services: text('services').array().notNull(),
  currency: text('currency').notNull(),
  pricePerRequest: numeric('price_per_request', { precision: 20, scale: 6 }).notNull().default('0'),
  billingConfigured: boolean('billing_configured').notNull().default(false),
  kycStatus: text('kyc_status').notNull().default('none'),
  monthlyLinkFee: numeric('monthly_link_fee', { precision: 20, scale: 6 }).notNull().default('0'),
  // The account that identifies this organisation at the upstream providers: hidden from customers.
  providerAccount: text('provider_account').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});
