import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// Where a number's voice calls and SMS go. At most one default per organisation and
// type, enforced by the unique index even under concurrent updates.
export const routingEndpoints = pgTable(
  'routing_endpoints',
  {
    organizationId: uuid('organization_id').notNull(),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    destinationUri: text('destination_uri').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    isSecondary: boolean('is_secondary').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    check('routing_endpoints_type_ck', sql`${t.type} IN ('voice', 'sms')`),
    uniqueIndex('routing_endpoints_default_uq').on(t.organizationId, t.type).where(sql`${t.isDefault}`),
    index('routing_endpoints_org_type_idx').on(t.organizationId, t.type, t.createdAt),
  ],
);
