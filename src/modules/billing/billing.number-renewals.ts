// Monthly renewal of phone numbers, one runner of the billing
// run. Each number and period is charged in its own short transaction that writes the
// charge row (primary key: organisation, number, period) and the wallet debit together
// under the number's row lock, so a repeated or concurrent run never charges twice.
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { formatMoney, toMicros } from '../../lib/money.ts';
import type { NumbersPort } from '../../providers/upstream/numbers.port.ts';
import type { EventOrigin } from '../events/events.origin.ts';
import type { NumberEvents } from '../numbers/numbers.events.ts';
import type { WalletRepo } from '../wallet/wallet.repo.ts';
import type { BillingRepo, DueNumber, UnpaidCharge } from './billing.repo.ts';
import type { BillingRunner } from './billing.service.ts';

/** Days a fee may stay unpaid before the number is released. */
export const unpaidReleaseDays = 7;
const batch = 200;
const dayMs = 86_400_000;

export interface RenewalSummary {
  charged: number;
  unpaid: number;
  reactivated: number;
  suspended: number;
  released: number;
  errors: number;
}

export function createNumberRenewals(deps: {
  db: Db;
  repo: BillingRepo;
  walletRepo: Pick<WalletRepo, 'debit'>;
  numbers: NumbersPort;
  events: Pick<NumberEvents, 'changed'>;
  logger: Logger;
}): BillingRunner<RenewalSummary> {
  const { db, repo, walletRepo, numbers, events, logger } = deps;

  /** Debits `amount`; the entry id, null for a zero fee, or undefined when the wallet cannot pay. */
  async function pay(
    origin: EventOrigin,
    organizationId: string,
    amount: string,
    metadata: Record<string, unknown>,
    reference: string,
    tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  ): Promise<string | null | undefined> {
    if (toMicros(amount) === 0n) return null;
    const r = await walletRepo.debit(origin, organizationId, { kind: 'number_monthly_fee', amount: formatMoney(amount), reference, metadata }, tx);
    return r === null ? undefined : r.entryId;
  }

  /** Charges every due period of one number; stops at the first the wallet cannot pay. */
  async function renew(origin: EventOrigin, n: DueNumber, asOf: Date, asOfDate: string, s: RenewalSummary): Promise<void> {
    for (let periods = 0; periods < 120; periods++) {
      const more = await db.transaction(async (tx) => {
        const row = await repo.lockNumber(n.organizationId, n.id, tx);
        if (row === null || (row.status !== 'active' && row.status !== 'suspended') || row.unpaidSince !== null) return false;
        if (row.nextBillingDate > asOfDate) return false;
        const periodStart = row.nextBillingDate;
        const inserted = await repo.insertCharge(
          { organizationId: n.organizationId, phoneNumberId: n.id, periodStart, amount: row.monthlyFee, currency: row.currency, attemptAt: asOf },
          tx,
        );
        await repo.advance(n.organizationId, n.id, tx);
        if (!inserted) return true;
        const entry = await pay(origin, n.organizationId, row.monthlyFee, { phone_number_id: n.id, period_start: periodStart }, n.id, tx);
        if (entry === undefined) {
          await repo.suspend(n.organizationId, n.id, asOf, tx);
          s.unpaid++;
          if (row.status === 'active') {
            s.suspended++;
            await events.changed(origin, n.organizationId, 'number.suspended', n.id, row, tx);
          }
          return false;
        }
        await repo.markPaid(n.organizationId, n.id, periodStart, entry, tx);
        await events.changed(origin, n.organizationId, 'number.renewed', n.id, row, tx);
        s.charged++;
        return true;
      });
      if (!more) return;
    }
  }

  /** The daily attempt of an unpaid fee; a paid one brings its number back to active. */
  async function retry(origin: EventOrigin, c: UnpaidCharge, asOf: Date, s: RenewalSummary): Promise<void> {
    await db.transaction(async (tx) => {
      const row = await repo.lockNumber(c.organizationId, c.phoneNumberId, tx);
      if (row === null || row.status !== 'suspended') return;
      const locked = await repo.lockRetryable(c, asOf, tx);
      if (locked === null) return;
      await repo.recordAttempt(locked, asOf, tx);
      const entry = await pay(origin, c.organizationId, locked.amount, { phone_number_id: c.phoneNumberId, period_start: c.periodStart, retry: true }, c.phoneNumberId, tx);
      if (entry === undefined) {
        s.unpaid++;
        return;
      }
      await repo.markPaid(c.organizationId, c.phoneNumberId, c.periodStart, entry, tx);
      s.charged++;
      if (await repo.reactivateIfPaid(c.organizationId, c.phoneNumberId, tx)) s.reactivated++;
      await events.changed(origin, c.organizationId, 'number.renewed', c.phoneNumberId, row, tx);
    });
  }

  /** Gives a number unpaid for 7 days back to the provider, then records it released. */
  async function release(origin: EventOrigin, n: DueNumber, asOf: Date, cutoff: Date, s: RenewalSummary): Promise<void> {
    // A plain read (outside a transaction the lock ends with the statement): the
    // decision is taken again under the lock below, after the upstream call.
    const row = await repo.lockNumber(n.organizationId, n.id, db);
    if (row === null || row.status !== 'suspended' || row.unpaidSince === null || row.unpaidSince > cutoff) return;
    // Outside any transaction; releasing a number twice upstream is harmless, so a run
    // that dies between the two steps is finished by the next one.
    if (row.upstreamNumberId !== null) await numbers.releaseNumber(row.upstreamNumberId);
    await db.transaction(async (tx) => {
      const again = await repo.lockNumber(n.organizationId, n.id, tx);
      if (again === null || again.status !== 'suspended' || again.unpaidSince === null || again.unpaidSince > cutoff) return;
      await repo.releaseUnpaid(n.organizationId, n.id, asOf, tx);
      await events.changed(origin, n.organizationId, 'number.released', n.id, again, tx);
      s.released++;
    });
  }

  /** Runs `step` on each item, counting failures instead of stopping the run. */
  async function each<T>(items: T[], s: RenewalSummary, step: (item: T) => Promise<void>): Promise<void> {
    for (const item of items) {
      try {
        await step(item);
      } catch (error) {
        s.errors++;
        logger.error({ err: error, item }, 'number renewal step failed');
      }
    }
  }

  return {
    name: 'numbers',
    async run(origin: EventOrigin, asOf: Date): Promise<RenewalSummary> {
      const s: RenewalSummary = { charged: 0, unpaid: 0, reactivated: 0, suspended: 0, released: 0, errors: 0 };
      const asOfDate = asOf.toISOString().slice(0, 10);
      // Retries first: a wallet credited since the last attempt reactivates its numbers
      // before the release check and before their next periods are charged.
      for (let seen = new Set<string>(); ; ) {
        const charges = (await repo.retryableCharges(asOf, batch)).filter((c) => !seen.has(`${c.organizationId}/${c.phoneNumberId}/${c.periodStart}`));
        if (charges.length === 0) break;
        for (const c of charges) seen.add(`${c.organizationId}/${c.phoneNumberId}/${c.periodStart}`);
        await each(charges, s, (c) => retry(origin, c, asOf, s));
      }
      for (let seen = new Set<string>(); ; ) {
        const due = (await repo.dueNumbers(asOfDate, batch)).filter((n) => !seen.has(`${n.organizationId}/${n.id}`));
        if (due.length === 0) break;
        for (const n of due) seen.add(`${n.organizationId}/${n.id}`);
        await each(due, s, (n) => renew(origin, n, asOf, asOfDate, s));
      }
      const cutoff = new Date(asOf.getTime() - unpaidReleaseDays * dayMs);
      for (let seen = new Set<string>(); ; ) {
        const overdue = (await repo.overdueNumbers(cutoff, batch)).filter((n) => !seen.has(`${n.organizationId}/${n.id}`));
        if (overdue.length === 0) break;
        for (const n of overdue) seen.add(`${n.organizationId}/${n.id}`);
        await each(overdue, s, (n) => release(origin, n, asOf, cutoff, s));
      }
      return s;
    },
  };
}
