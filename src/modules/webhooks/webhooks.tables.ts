import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// The organisation's inbound-SMS webhook. The secret is kept to sign deliveries and is
// never answered.
export const webhookSettings = pgTable('webhook_settings', {
  organizationId: uuid('organization_id').primaryKey(),
  url: text('url'),
  secret: text('secret'),
  enabled: boolean('enabled').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});

// One event to one target (the webhook, a routing endpoint, or an event destination,
// whose rows have message_id the event and endpoint_id the destination): written in the same
// transaction as the message it carries (an outbox), with its queue job. `payload` is
// the exact body every attempt sends, so each attempt's signature covers the same bytes.
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    organizationId: uuid('organization_id').notNull(),
    /** Also the `webhook-id` header of every attempt. */
    id: uuid('id').notNull(),
    messageId: uuid('message_id').notNull(),
    eventType: text('event_type').notNull(),
    /** webhook | endpoint | destination */
    targetKind: text('target_kind').notNull(),
    target: text('target').notNull(),
    endpointId: uuid('endpoint_id'),
    payload: text('payload').notNull(),
    /** pending | succeeded | failed */
    status: text('status').notNull(),
    attemptCount: integer('attempt_count').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    check('webhook_deliveries_status_ck', sql`${t.status} IN ('pending', 'succeeded', 'failed')`),
    index('webhook_deliveries_org_created_idx').on(t.organizationId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('webhook_deliveries_org_status_created_idx').on(t.organizationId, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // An event destination's log, and at most one delivery of an event to a destination.
    index('webhook_deliveries_destination_created_idx')
      .on(t.organizationId, t.endpointId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.targetKind} = 'destination'`),
    uniqueIndex('webhook_deliveries_destination_event_uq').on(t.organizationId, t.endpointId, t.messageId).where(sql`${t.targetKind} = 'destination'`),
  ],
);

// Every attempt of a delivery, as it went.
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    organizationId: uuid('organization_id').notNull(),
    deliveryId: uuid('delivery_id').notNull(),
    n: integer('n').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    details: jsonb('details'),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.deliveryId, t.n] })],
);
