import { sql } from 'drizzle-orm';
import { boolean, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
  // Requests a minute its clients may make, all services together; null: the platform's RATE_LIMIT_PER_MINUTE.
  rateLimitPerMinute: integer('rate_limit_per_minute'),
  // The account that identifies this organisation at the upstream providers: hidden from customers.
  providerAccount: text('provider_account').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});

// Each organisation's requests in the current minute, shared by every API process: a
// process takes a lease of several requests at a time (see http/auth/rate-limiter.ts), so
// the row is written once per lease, not once per request.
export const rateLimitWindows = pgTable('rate_limit_windows', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  used: integer('used').notNull(),
  // What the last lease took (the statement answers it: its RETURNING sees only the new row).
  granted: integer('granted').notNull(),
});
