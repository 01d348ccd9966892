import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// The event feed (docs/events.md): one row per change of an organisation's resources,
// written in the transaction of the change. `sequence` comes from one identity column
// shared by every organisation, so it increases per organisation without a lock of its
// own. Every read walks an index newest first: (created_at, sequence) is the order and
// the cursor, and each filter that must stay fast over millions of rows leads an index.
export const events = pgTable(
  'events',
  {
    organizationId: uuid('organization_id').notNull(),
    id: uuid('id').notNull(),
    sequence: bigint('sequence', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    source: text('source').notNull(),
    // {type: 'client' | 'admin' | 'system', id}: who made the change.
    actor: jsonb('actor').notNull(),
    resourceType: text('resource_type').notNull(),
    resourceId: text('resource_id').notNull(),
    data: jsonb('data').notNull(),
    previous: jsonb('previous'),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    check('events_source_ck', sql`${t.source} IN ('api', 'console', 'system', 'network')`),
    // The feed's newest-first pages, and retention's walk of each organisation's oldest rows.
    index('events_org_created_idx').on(t.organizationId, t.createdAt.desc().nullsFirst(), t.sequence.desc().nullsFirst()),
    index('events_org_resource_created_idx').on(t.organizationId, t.resourceId, t.createdAt.desc().nullsFirst(), t.sequence.desc().nullsFirst()),
    index('events_org_type_created_idx').on(t.organizationId, t.type, t.createdAt.desc().nullsFirst(), t.sequence.desc().nullsFirst()),
  ],
);
