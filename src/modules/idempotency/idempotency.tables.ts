import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Idempotency-Key records, per organisation, shared by every API process: the first
// request with a key runs and stores its answer; a repeat with the same request replays
// it for 24 hours.
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    organizationId: uuid('organization_id').notNull(),
    key: text('key').notNull(),
    /** sha-256 of the method, route and body: another request under the same key is a conflict. */
    requestHash: text('request_hash').notNull(),
    /** running | done */
    status: text('status').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    /**
     * The record that carries the money of the request (link_purchase, link_topup,
     * number_order, sms), set in the statement of its debit: from then on the key ends
     * with that record's outcome and is never taken over (docs/architecture.md).
     */
    recordKind: text('record_kind'),
    recordId: text('record_id'),
    /** A running record older than this is taken over (its process died) when no money moved. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.key] }), index('idempotency_keys_expires_idx').on(t.expiresAt),
    index('idempotency_keys_record_idx').on(t.organizationId, t.recordKind, t.recordId)],
);
