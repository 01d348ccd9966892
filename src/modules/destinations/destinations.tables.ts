import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// An organisation's event destinations (docs/events.md#delivering-events): a URL that
// receives the events of the chosen types, signed with the destination's secret. The
// secret is answered once, when the destination is created. A destination that answers
// 410 is turned off (`enabled` false, `disabled_reason` `gone`).
//
// Deliveries are rows of webhook_deliveries (target_kind `destination`, endpoint_id the
// destination, message_id the event), recorded by a trigger on `events` in the
// transaction that writes the events (see the migration `event_destinations`).
export const eventDestinations = pgTable(
  'event_destinations',
  {
    organizationId: uuid('organization_id').notNull(),
    id: uuid('id').notNull(),
    url: text('url').notNull(),
    secret: text('secret').notNull(),
    /** Exact types, or prefixes written `link.*`. */
    eventTypes: text('event_types').array().notNull(),
    description: text('description'),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.id] }), index('event_destinations_org_created_idx').on(t.organizationId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);
