import type { Executor } from '../../db/client.ts';
import { AppError, invalid } from '../../lib/errors.ts';
import { formatMoney, MAX_BALANCE, toMicros } from '../../lib/money.ts';
import type { EventOrigin } from '../events/events.origin.ts';
import type { EventWriter } from '../events/events.writer.ts';
import { creditedEventCte } from './wallet.events.ts';
import { insufficientBalance } from './wallet.ledger.ts';
import type { LedgerFilter, WalletEntryRow, WalletRepo } from './wallet.repo.ts';

export interface Wallet {
  balance: string;
  currency: string;
}

/** A ledger entry as the API answers it (GET /wallet/entries). */
export interface LedgerEntry {
  id: string;
  kind: string;
  amount: string;
  balance_after: string;
  currency: string;
  reference: string | null;
  metadata: Record<string, unknown>;
  created_at: string;
}

const toEntry = (row: WalletEntryRow, currency: string): LedgerEntry => ({
  id: row.id,
  kind: row.kind,
  amount: formatMoney(row.amount),
  balance_after: formatMoney(row.balanceAfter),
  currency,
  reference: row.reference,
  metadata: row.metadata !== null && typeof row.metadata === 'object' && !Array.isArray(row.metadata) ? (row.metadata as Record<string, unknown>) : {},
  created_at: row.createdAt.toISOString(),
});

export function createWalletService(deps: { walletRepo: WalletRepo; events: Pick<EventWriter, 'fromSelect'> }) {
  const { walletRepo, events } = deps;
  return {
    async get(organizationId: string, tx?: Executor): Promise<Wallet> {
      const w = await walletRepo.balance(organizationId, tx);
      if (w === null) throw new AppError('entity_not_found', 'wallet not found', { entity: 'wallet', id: organizationId });
      return { balance: formatMoney(w.balance), currency: w.currency };
    },

    /** One page of the ledger, newest first (docs/console.md#wallet). */
    async ledger(organizationId: string, filter: LedgerFilter, page: { limit: number; offset: number }): Promise<{ items: LedgerEntry[]; total: number }> {
      const wallet = await walletRepo.balance(organizationId);
      if (wallet === null) throw new AppError('entity_not_found', 'wallet not found', { entity: 'wallet', id: organizationId });
      const { rows, total } = await walletRepo.ledger(organizationId, filter, page);
      return { items: rows.map((r) => toEntry(r, wallet.currency)), total };
    },

    /** The wallet with its low-balance threshold (null: none), as the admin API shows them. */
    async account(organizationId: string, tx?: Executor): Promise<Wallet & { lowBalanceThreshold: string | null }> {
      const w = await walletRepo.balance(organizationId, tx);
      if (w === null) throw new AppError('entity_not_found', 'wallet not found', { entity: 'wallet', id: organizationId });
      return { balance: formatMoney(w.balance), currency: w.currency, lowBalanceThreshold: w.lowBalanceThreshold === null ? null : formatMoney(w.lowBalanceThreshold) };
    },

    /**
     * An operator's credit, with its `wallet.credited` event in the same statement; a
     * validation error, and nothing written, when the balance after it would be above
     * MAX_BALANCE (checked in the statement that moves the money).
     */
    async credit(origin: EventOrigin, organizationId: string, amount: string, reference: string | null, tx?: Executor): Promise<Wallet> {
      if (toMicros(amount) <= 0n) throw new AppError('validation_error', 'amount must be greater than zero', { amount });
      const r = await walletRepo.credit(organizationId, { kind: 'credit', amount, reference, maxBalance: MAX_BALANCE }, tx, (prefix) =>
        creditedEventCte(events, prefix, origin, organizationId, amount),
      );
      if (r === null) {
        const wallet = await walletRepo.balance(organizationId, tx);
        if (wallet === null) throw new AppError('entity_not_found', 'wallet not found', { entity: 'wallet', id: organizationId });
        throw invalid(`the balance after this credit would be above ${MAX_BALANCE}`, { field: 'amount', balance: formatMoney(wallet.balance), maximum_balance: MAX_BALANCE });
      }
      return { balance: formatMoney(r.balance), currency: r.currency };
    },

    /**
     * Debits `amount` or throws insufficient_balance with the documented details. Run it
     * inside the transaction that writes what the money pays for; `origin` made the
     * change it pays for (its `wallet.low_balance`, when it crosses the threshold).
     */
    async debit(
      origin: EventOrigin,
      organizationId: string,
      amount: string,
      kind: string,
      opts: { reference?: string | null; metadata?: Record<string, unknown>; id?: string } = {},
      tx?: Executor,
    ): Promise<Wallet & { entryId: string }> {
      const micros = toMicros(amount);
      if (micros <= 0n) throw new Error('debit amount must be positive');
      const r = await walletRepo.debit(origin, organizationId, { kind, amount: formatMoney(amount), ...opts }, tx);
      if (r === null) {
        const w = await walletRepo.balance(organizationId, tx);
        throw insufficientBalance({ required: amount, available: w?.balance ?? '0', currency: w?.currency ?? null });
      }
      return { balance: formatMoney(r.balance), currency: r.currency, entryId: r.entryId };
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
