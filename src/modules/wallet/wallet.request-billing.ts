// Per-request billing (operator lookups today): each answered request debits the
// organisation's price_per_request, and the debits that arrive together are charged by
// one statement (a group commit), as many as the balance covers, in arrival order.

import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { createGroupCommit, type Settled } from '../../lib/group-commit.ts';
import { toMicros } from '../../lib/money.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { EventOrigin } from '../events/events.origin.ts';
import { insufficientBalance } from './wallet.ledger.ts';
import type { WalletRepo } from './wallet.repo.ts';

export type ChargeRefusal = 'BILLING_NOT_CONFIGURED' | 'INSUFFICIENT_BALANCE';

type Repo = Pick<WalletRepo, 'chargeRequests' | 'balance'>;

/**
 * Charges up to `wanted` requests: all of them when the wallet covers it, else as many
 * as the balance pays for now. `reason` says why the rest were refused.
 */
export async function chargeUpTo(
  walletRepo: Repo,
  /** Each request's origin, in order, when they are several requests'; else the one origin of the change. */
  origins: readonly EventOrigin[],
  organizationId: string,
  wanted: number,
  kind: string,
  metadata: Record<string, unknown>,
  tx?: Executor,
): Promise<{ charged: number; reason: ChargeRefusal | null; price: string; currency: string | null }> {
  if (wanted === 0) return { charged: 0, reason: null, price: '0', currency: null };
  // The charge that crosses no low-balance threshold, as nearly every one: no event to write.
  const first = await walletRepo.chargeRequests(organizationId, wanted, kind, metadata, null, tx);
  const price = toMicros(first.price);
  if (price <= 0n || first.balance !== null) return { charged: wanted, reason: null, price: first.price, currency: first.currency };
  if (!first.billingConfigured) return { charged: 0, reason: 'BILLING_NOT_CONFIGURED', price: first.price, currency: null };
  // Not moved: the balance does not cover it, or it crosses the threshold. The charge of
  // what the balance covers then writes the crossing's `wallet.low_balance`. Should a
  // concurrent debit take the money between these two statements, the second charge
  // fails and the requests stay unpaid: the wallet is never overdrawn.
  const wallet = await walletRepo.balance(organizationId, tx);
  const n = Math.max(0, Math.min(wanted, Number(toMicros(wallet?.balance ?? '0') / price)));
  const reason = n < wanted ? 'INSUFFICIENT_BALANCE' : null;
  if (n > 0) {
    const second = await walletRepo.chargeRequests(organizationId, n, kind, metadata, origins.slice(0, n), tx);
    if (second.balance === null) return { charged: 0, reason: 'INSUFFICIENT_BALANCE', price: first.price, currency: wallet?.currency ?? null };
  }
  return { charged: n, reason, price: first.price, currency: wallet?.currency ?? null };
}

export function createRequestBilling(deps: { walletRepo: Repo; cacheSeconds: number }) {
  const free = new TtlCache<string, true>(10_000);
  // One queue per organisation and kind; a batch is every request that waited, however many.
  const debits = createGroupCommit<{ organizationId: string; kind: string; origin: EventOrigin }, void>(
    async (_key, requests) => {
      const { organizationId, kind } = requests[0] as { organizationId: string; kind: string };
      const origins = requests.map((r) => r.origin);
      const r = await chargeUpTo(deps.walletRepo, origins, organizationId, requests.length, kind, { requests: requests.length });
      if (toMicros(r.price) <= 0n && deps.cacheSeconds > 0) free.set(organizationId, true, Date.now() + deps.cacheSeconds * 1000);
      return requests.map((_, i): Settled<void> => {
        if (i < r.charged) return { ok: true, value: undefined };
        if (r.reason === 'BILLING_NOT_CONFIGURED') return { ok: false, error: new AppError('billing_not_configured', 'billing is not configured for this organisation') };
        return { ok: false, error: insufficientBalance({ required: r.price, currency: r.currency }) };
      });
    },
    // Under load a charge waits a millisecond for more requests before its statement:
    // each statement's fixed cost (and its commit) is then shared by more answers
    // (docs/performance.md, "Where a request's time goes").
    { maxBatch: Number.POSITIVE_INFINITY, busyGatherMs: 1 },
  );

  return {
    /**
     * Debits one request of `kind` made by `origin`, or throws insufficient_balance /
     * billing_not_configured.
     * A zero price is remembered for `cacheSeconds`, so free requests skip the database.
     */
    bill(origin: EventOrigin, organizationId: string, kind: string): Promise<void> {
      if (deps.cacheSeconds > 0 && free.get(organizationId) !== undefined) return Promise.resolve();
      // The request's origin, for the `wallet.low_balance` its charge may write.
      return debits.submit(`${organizationId}:${kind}`, { organizationId, kind, origin });
    },

    /** Called by admin writes in this process, so a price raised from zero bills here at once (elsewhere within `cacheSeconds`). */
    forget(organizationId: string): void {
      free.delete(organizationId);
    },
  };
}

export type RequestBilling = ReturnType<typeof createRequestBilling>;
