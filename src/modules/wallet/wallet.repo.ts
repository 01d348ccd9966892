import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { type Executor, query, queryNamed } from '../../db/client.ts';
import { walletAccounts, walletEntries } from './wallet.tables.ts';

export type WalletEntryRow = typeof walletEntries.$inferSelect;

export interface Movement {
  kind: string;
  /** Signed decimal string: positive credits, negative debits. */
  amount: string;
  reference?: string | null;
  metadata?: Record<string, unknown>;
  id?: string;
  /**
   * Applies a debit even when the balance does not cover it. Only for charges of what
   * was already delivered and cannot be refused (an inbound SMS).
   */
  overdraft?: boolean;
}

export function createWalletRepo(db: Executor) {
  return {
    async open(organizationId: string, currency: string, tx: Executor = db): Promise<void> {
      await tx.insert(walletAccounts).values({ organizationId, currency }).onConflictDoNothing();
    },

    async balance(organizationId: string, tx: Executor = db): Promise<{ balance: string; currency: string } | null> {
      const rows = await tx
        .select({ balance: walletAccounts.balance, currency: walletAccounts.currency })
        .from(walletAccounts)
        .where(eq(walletAccounts.organizationId, organizationId));
      return rows[0] ?? null;
    },

    /**
     * Applies one movement in a single statement: the balance changes only if it stays
     * non-negative, and the ledger row is written from the same result. Under concurrent
     * debits PostgreSQL re-checks the condition against the latest balance, so the
     * ledger and the balance always agree and no debit is lost or doubled.
     * Returns null when the balance does not cover a debit.
     */
    async apply(organizationId: string, m: Movement, tx: Executor = db): Promise<{ balance: string; currency: string; entryId: string } | null> {
      const id = m.id ?? randomUUID();
      const rows = await query<{ balance: string; currency: string }>(tx, sql`
        WITH moved AS (
          UPDATE wallet_accounts SET balance = balance + ${m.amount}::numeric, updated_at = now()
          WHERE organization_id = ${organizationId} AND (${m.overdraft === true} OR balance + ${m.amount}::numeric >= 0)
          RETURNING balance, currency
        ), entry AS (
          INSERT INTO wallet_entries (organization_id, id, kind, amount, balance_after, reference, metadata)
          SELECT ${organizationId}, ${id}, ${m.kind}, ${m.amount}::numeric, moved.balance, ${m.reference ?? null},
                 ${JSON.stringify(m.metadata ?? {})}::jsonb
          FROM moved
          RETURNING id
        )
        SELECT moved.balance::text AS balance, moved.currency FROM moved, entry`);
      const row = rows[0];
      return row ? { balance: row.balance, currency: row.currency, entryId: id } : null;
    },

    /**
     * Charges `units` requests at the organisation's current price_per_request, in one
     * statement that reads the price and moves the money together (a price change can
     * never be half applied). Nothing is written when the price is zero, billing is not
     * configured or the balance does not cover it; the answer says which.
     */
    async chargeRequests(
      organizationId: string,
      units: number,
      kind: string,
      metadata: Record<string, unknown>,
      tx: Executor = db,
    ): Promise<{ price: string; billingConfigured: boolean; balance: string | null; currency: string | null }> {
      // Prepared once per connection: per-request billing runs it for every batch of debits.
      const rows = await queryNamed<{ price: string; billing: boolean; balance: string | null; currency: string | null }>(tx, 'wallet_charge_requests', sql`
        WITH org AS (
          SELECT price_per_request AS price, billing_configured AS billing FROM organizations WHERE id = ${organizationId}
        ), moved AS (
          UPDATE wallet_accounts w SET balance = w.balance - org.price * ${units}::int, updated_at = now()
          FROM org
          WHERE w.organization_id = ${organizationId} AND org.price > 0 AND org.billing
            AND w.balance - org.price * ${units}::int >= 0
          RETURNING w.balance, w.currency, org.price
        ), entry AS (
          INSERT INTO wallet_entries (organization_id, id, kind, amount, balance_after, metadata)
          SELECT ${organizationId}, ${randomUUID()}, ${kind}, -(moved.price * ${units}::int), moved.balance,
                 ${JSON.stringify({ ...metadata, units })}::jsonb
          FROM moved
          RETURNING id
        )
        SELECT org.price::text AS price, org.billing,
               (SELECT balance::text FROM moved) AS balance,
               (SELECT currency FROM moved) AS currency,
               (SELECT count(*) FROM entry) AS entries
        FROM org`);
      const row = rows[0];
      if (!row) return { price: '0', billingConfigured: false, balance: null, currency: null };
      return { price: row.price, billingConfigured: row.billing, balance: row.balance, currency: row.currency };
    },

    async entries(organizationId: string, limit: number, tx: Executor = db): Promise<WalletEntryRow[]> {
      return tx
        .select()
        .from(walletEntries)
        .where(and(eq(walletEntries.organizationId, organizationId)))
        .orderBy(desc(walletEntries.createdAt))
        .limit(limit);
    },
  };
}

export type WalletRepo = ReturnType<typeof createWalletRepo>;
