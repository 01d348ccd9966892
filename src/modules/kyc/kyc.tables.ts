import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Know-your-customer submissions of an organisation or of one of its numbers, pending
// until the platform operator decides.
export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    organizationId: uuid('organization_id').notNull(),
    id: uuid('id').notNull(),
    /** organization | number */
    kind: text('kind').notNull(),
    phoneNumberId: uuid('phone_number_id'),
    body: jsonb('body').notNull(),
    /** pending | approved | rejected */
    status: text('status').notNull(),
    reason: text('reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    check('kyc_submissions_kind_ck', sql`${t.kind} IN ('organization', 'number')`),
    check('kyc_submissions_status_ck', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
    // The operator's review queue spans organisations.
    index('kyc_submissions_status_created_idx').on(t.status, t.createdAt),
    index('kyc_submissions_org_kind_idx').on(t.organizationId, t.kind, t.phoneNumberId, t.createdAt.desc().nullsFirst()),
  ],
);
