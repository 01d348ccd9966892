import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// SMS sent from and received by the organisation's numbers. An outbound message is
// written with its charge in one transaction; a failed attempt is kept with its reason.
export const smsMessages = pgTable(
  'sms_messages',
  {
    organizationId: uuid('organization_id').notNull(),
    id: uuid('id').notNull(),
    phoneNumberId: uuid('phone_number_id').notNull(),
    /** outbound | inbound */
    direction: text('direction').notNull(),
    fromNumber: text('from_number').notNull(),
    toNumber: text('to_number').notNull(),
    body: text('body').notNull(),
    segments: integer('segments').notNull(),
    /** gsm7 | ucs2 */
    encoding: text('encoding').notNull(),
    /** outbound: sending -> sent | failed; inbound: received */
    status: text('status').notNull(),
    price: numeric('price', { precision: 20, scale: 6 }).notNull().default('0'),
    currency: text('currency').notNull(),
    walletEntryId: uuid('wallet_entry_id'),
    refundEntryId: uuid('refund_entry_id'),
    upstreamId: text('upstream_id'),
    failureReason: text('failure_reason'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    check('sms_messages_direction_ck', sql`${t.direction} IN ('outbound', 'inbound')`),
    index('sms_messages_org_dir_created_idx').on(t.organizationId, t.direction, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The provider's id of an inbound message: a message it reports twice is stored once.
    uniqueIndex('sms_messages_inbound_upstream_uq')
      .on(t.organizationId, t.upstreamId)
      .where(sql`${t.direction} = 'inbound' AND ${t.upstreamId} IS NOT NULL`),
    // The sweeper's scan of outbound messages left `sending` (a handful at any time).
    index('sms_messages_sending_created_idx').on(t.createdAt).where(sql`${t.status} = 'sending'`),
    index('sms_messages_org_number_created_idx').on(
      t.organizationId,
      t.phoneNumberId,
      t.direction,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);
