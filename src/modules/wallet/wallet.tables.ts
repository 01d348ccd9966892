import { sql } from 'drizzle-orm';
import { index, jsonb, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// One balance row per organisation, changed only together with a ledger entry in the
// same statement. Debits are conditional on the balance covering them (wallet.ledger.ts);
// only charges for what the network already delivered (inbound SMS) may take the
// balance below zero, and a negative balance then refuses every other debit.
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    organizationId: uuid('organization_id').primaryKey(),
    currency: text('currency').notNull(),
    balance: numeric('balance', { precision: 20, scale: 6 }).notNull().default('0'),
    // `wallet.low_balance` is written by the debit that takes the balance from at or
    // above it to below it (wallet.ledger.ts); null: no such event.
    lowBalanceThreshold: numeric('low_balance_threshold', { precision: 20, scale: 6 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
);

export const walletEntries = pgTable(
  'wallet_entries',
  {
    organizationId: uuid('organization_id').notNull(),
    id: uuid('id').notNull(),
    kind: text('kind').notNull(),
    amount: numeric('amount', { precision: 20, scale: 6 }).notNull(),
    balanceAfter: numeric('balance_after', { precision: 20, scale: 6 }).notNull(),
    reference: text('reference'),
    metadata: jsonb('metadata').notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    // The ledger's pages, newest first (GET /wallet/entries).
    index('wallet_entries_org_created_idx').on(t.organizationId, t.createdAt.desc(), t.id.desc()),
  ],
);
