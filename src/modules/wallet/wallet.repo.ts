import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gt, gte, lt, type SQL, sql } from 'drizzle-orm';
import { type Executor, query, queryNamed } from '../../db/client.ts';
import type { EventOrigin } from '../events/events.origin.ts';
import type { EventWriter } from '../events/events.writer.ts';
import { creditCtes, debitCtes, type Movement, refundCtes, requestChargeCrossingSql, requestChargeSql } from './wallet.ledger.ts';
import { walletAccounts, walletEntries } from './wallet.tables.ts';

export type WalletEntryRow = typeof walletEntries.$inferSelect;

/** The ledger's filters (GET /wallet/entries); each narrows with AND. */
export interface LedgerFilter {
  kind?: string | undefined;
  direction?: 'credit' | 'debit' | undefined;
  createdAfter?: Date | undefined;
  createdBefore?: Date | undefined;
}

/** A movement as the repository takes it: the entry id is made when not given. */
export type MovementInput = Omit<Movement, 'organizationId' | 'entryId'> & { id?: string };

/** The wallet after a movement, and the movement's ledger entry. */
export interface Moved {
  balance: string;
  currency: string;
  entryId: string;
}

/**
 * Runs the CTEs of one movement (named `prefix`), and `also` (more CTEs of the same
 * statement, e.g. the movement's event), and answers the wallet after it.
 */
async function moved(tx: Executor, ctes: SQL, prefix: string, entryId: string, also: SQL | null = null): Promise<Moved | null> {
  const m = sql.identifier(`${prefix}_moved`);
  const e = sql.identifier(`${prefix}_entry`);
  const all = also === null ? ctes : sql`${ctes}, ${also}`;
  const rows = await query<{ balance: string; currency: string }>(tx, sql`WITH ${all} SELECT m.balance::text AS balance, m.currency FROM ${m} m, ${e}`);
  const row = rows[0];
  return row ? { balance: row.balance, currency: row.currency, entryId } : null;
}

/** `events`: the feed's writer, whose `wallet.low_balance` every debit's statement writes. */
export function createWalletRepo(db: Executor, events: Pick<EventWriter, 'fromSelect'>) {
  return {
    async open(organizationId: string, currency: string, tx: Executor = db): Promise<void> {
      await tx.insert(walletAccounts).values({ organizationId, currency }).onConflictDoNothing();
    },

    async balance(organizationId: string, tx: Executor = db): Promise<{ balance: string; currency: string; lowBalanceThreshold: string | null } | null> {
      const rows = await tx
        .select({ balance: walletAccounts.balance, currency: walletAccounts.currency, lowBalanceThreshold: walletAccounts.lowBalanceThreshold })
        .from(walletAccounts)
        .where(eq(walletAccounts.organizationId, organizationId));
      return rows[0] ?? null;
    },

    /**
     * One movement in a single statement (wallet.ledger.ts): a debit only when the
     * balance covers it (or with `overdraft`), a credit unless it would bring the balance
     * above its `maxBalance`, a refund always. Null when a debit is not covered, a credit
     * is over its bound, or the organisation has no wallet. A debit's `wallet.low_balance`
     * is `origin`'s.
     */
    async debit(origin: EventOrigin, organizationId: string, m: MovementInput & { overdraft?: boolean }, tx: Executor = db): Promise<Moved | null> {
      const movement = { ...m, organizationId, entryId: m.id ?? randomUUID() };
      return moved(tx, debitCtes('debit', movement, { events, origin, overdraft: m.overdraft }), 'debit', movement.entryId);
    },

    /** `also`: CTEs to run in the credit's statement, given the prefix of its CTEs (`credit`). */
    async credit(organizationId: string, m: MovementInput & { maxBalance?: string }, tx: Executor = db, also?: (prefix: string) => SQL): Promise<Moved | null> {
      const movement = { ...m, organizationId, entryId: m.id ?? randomUUID() };
      return moved(tx, creditCtes('credit', movement, m.maxBalance === undefined ? {} : { maxBalance: m.maxBalance }), 'credit', movement.entryId, also?.('credit') ?? null);
    },

    async refund(organizationId: string, m: MovementInput, tx: Executor = db): Promise<Moved | null> {
      const movement = { ...m, organizationId, entryId: m.id ?? randomUUID() };
      return moved(tx, refundCtes('refund', movement), 'refund', movement.entryId);
    },

    /** Locks the wallet row for the rest of `tx`, so the balance read is the one its debits meet; null without a wallet. */
    async lock(organizationId: string, tx: Executor): Promise<{ balance: string; currency: string } | null> {
      const rows = await query<{ balance: string; currency: string }>(
        tx,
        sql`SELECT balance::text AS balance, currency FROM wallet_accounts WHERE organization_id = ${organizationId}::uuid FOR UPDATE`,
      );
      return rows[0] ?? null;
    },

    /**
     * Charges `units` requests at the organisation's current price_per_request, in one
     * statement (requestChargeSql). Nothing is written when the price is zero, billing
     * is not configured or the balance does not cover it; the answer says which. Without
     * `origins`, nothing is written either when the charge would cross the wallet's
     * low-balance threshold (balance null, as for a balance that does not cover it);
     * with them, such a charge is made and writes its `wallet.low_balance`, with the
     * origin of the request that crossed (`origins`: each request's origin, in order;
     * one origin stands for all the units of a single change, e.g. a chunk of a bulk job).
     */
    async chargeRequests(
      organizationId: string,
      units: number,
      kind: string,
      metadata: Record<string, unknown>,
      origins: readonly EventOrigin[] | null,
      tx: Executor = db,
    ): Promise<{ price: string; billingConfigured: boolean; balance: string | null; currency: string | null }> {
      // Prepared once per connection: per-request billing runs the first for every batch of debits.
      const charge = { organizationId, units, kind, metadata };
      const rows = await queryNamed<{ price: string; billing: boolean; balance: string | null; currency: string | null }>(
        tx,
        origins === null ? 'wallet_charge_requests' : 'wallet_charge_requests_crossing',
        origins === null ? requestChargeSql(charge) : requestChargeCrossingSql(events, { ...charge, origins }),
      );
      const row = rows[0];
      if (!row) return { price: '0', billingConfigured: false, balance: null, currency: null };
      return { price: row.price, billingConfigured: row.billing, balance: row.balance, currency: row.currency };
    },

    /** Sets the wallet's low-balance threshold (null: none); false when the organisation has no wallet. */
    async setLowBalanceThreshold(organizationId: string, threshold: string | null, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(walletAccounts)
        .set({ lowBalanceThreshold: threshold })
        .where(eq(walletAccounts.organizationId, organizationId))
        .returning({ id: walletAccounts.organizationId });
      return rows.length > 0;
    },

    async entries(organizationId: string, limit: number, tx: Executor = db): Promise<WalletEntryRow[]> {
      return tx
        .select()
        .from(walletEntries)
        .where(and(eq(walletEntries.organizationId, organizationId)))
        .orderBy(desc(walletEntries.createdAt))
        .limit(limit);
    },

    /** One page of the ledger, newest first, and how many entries match the filter. */
    async ledger(organizationId: string, filter: LedgerFilter, page: { limit: number; offset: number }, tx: Executor = db): Promise<{ rows: WalletEntryRow[]; total: number }> {
      const where = and(
        eq(walletEntries.organizationId, organizationId),
        filter.kind === undefined ? undefined : eq(walletEntries.kind, filter.kind),
        filter.direction === undefined ? undefined : filter.direction === 'credit' ? gt(walletEntries.amount, '0') : lt(walletEntries.amount, '0'),
        filter.createdAfter === undefined ? undefined : gte(walletEntries.createdAt, filter.createdAfter),
        filter.createdBefore === undefined ? undefined : lt(walletEntries.createdAt, filter.createdBefore),
      );
      const [rows, totals] = await Promise.all([
        tx.select().from(walletEntries).where(where).orderBy(desc(walletEntries.createdAt), desc(walletEntries.id)).limit(page.limit).offset(page.offset),
        tx.select({ n: count() }).from(walletEntries).where(where),
      ]);
      return { rows, total: Number(totals[0]?.n ?? 0) };
    },
  };
}

export type WalletRepo = ReturnType<typeof createWalletRepo>;
