// The monthly fee of `/v1` links: one transaction per organisation and month, so a
// second run charges nothing (docs/architecture.md, "The monthly link fee").

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { type Db, query } from '../../db/client.ts';
import { formatMoney, fromMicros, toMicros } from '../../lib/money.ts';
import type { LinksModule } from '../links/links.module.ts';
import type { WalletRepo } from '../wallet/wallet.repo.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { ResellerLinksRepo } from './links.repo.ts';
import type { EventOrigin } from '../events/events.origin.ts';
import type { ResellerEvents } from './reseller.events.ts';

export const FEE_KIND = 'reseller_monthly_link_fee';

export interface FeeRunResult {
  month: string;
  organizations: number;
  charged: number;
  suspended: number;
}

/** `YYYY-MM` of a date (UTC) and the instant its month began. */
export function monthOf(d: Date): { month: string; start: Date } {
  const start = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
  return { month: start.toISOString().slice(0, 7), start };
}

export function createResellerFees(deps: {
  db: Db;
  repo: Pick<ResellerLinksRepo, 'insertTransaction'>;
  wallet: Pick<WalletService, 'debit'>;
  walletRepo: Pick<WalletRepo, 'lock'>;
  links: Pick<LinksModule, 'suspend'>;
  events: Pick<ResellerEvents, 'recorded'>;
  logger: Logger;
}) {
  const { db, repo, logger } = deps;

  /** One organisation's month; null when it already ran. */
  async function chargeOrganization(origin: EventOrigin, organizationId: string, fee: string, month: string, start: Date): Promise<{ charged: number; unpaid: number } | null> {
    return db.transaction(async (tx) => {
      const claimed = await query<{ month: string }>(
        tx,
        sql`INSERT INTO reseller_fee_runs (organization_id, month) VALUES (${organizationId}::uuid, ${month}) ON CONFLICT DO NOTHING RETURNING month`,
      );
      if (claimed.length === 0) return null;
      // The wallet row is locked so the balance read here is the one the debit meets.
      const wallet = (await deps.walletRepo.lock(organizationId, tx)) ?? undefined;
      const due = await query<{ id: string }>(
        tx,
        sql`SELECT id FROM links WHERE organization_id = ${organizationId}::uuid AND sponsor_profile IS NOT NULL
              AND status = 'active' AND activation_count > 0 AND created_at < ${start.toISOString()}::timestamptz
            ORDER BY created_at, id`,
      );
      const feeMicros = toMicros(fee);
      const balance = wallet === undefined ? 0n : toMicros(wallet.balance);
      const affordable = balance <= 0n ? 0 : Number(balance / feeMicros);
      const paid = due.slice(0, Math.min(due.length, affordable)).map((r) => r.id);
      const unpaid = due.slice(paid.length).map((r) => r.id);
      const currency = wallet?.currency ?? 'EUR';
      let transactionId: string | null = null;
      if (paid.length > 0) {
        const amount = fromMicros(feeMicros * BigInt(paid.length));
        const debit = await deps.wallet.debit(origin, organizationId, amount, FEE_KIND, { reference: month, metadata: { month, link_count: paid.length } }, tx);
        transactionId = randomUUID();
        const recorded = await repo.insertTransaction(
          { organizationId, id: transactionId, linkId: null, type: 'monthly_link_fee', amount, currency, planName: null, metadata: { month, fee_per_link: fromMicros(feeMicros) }, chargedLinkIds: paid, walletEntryId: debit.entryId },
          tx,
        );
        await deps.events.recorded(origin, 'reseller.fee.charged', recorded, tx);
      }
      // Every unpaid fee in one statement, not a round trip each, while the wallet row is locked.
      if (unpaid.length > 0) {
        await query(
          tx,
          sql`INSERT INTO reseller_unpaid_fees (organization_id, link_id, month, amount, currency)
              SELECT ${organizationId}::uuid, u.link_id, ${month}, ${fromMicros(feeMicros)}::numeric, ${currency}
              FROM unnest(${sql.param(unpaid)}::uuid[]) AS u(link_id)
              ON CONFLICT DO NOTHING`,
        );
      }
      await query(
        tx,
        sql`UPDATE reseller_fee_runs SET transaction_id = ${transactionId}::uuid, charged_count = ${paid.length}, suspended_count = ${unpaid.length}
            WHERE organization_id = ${organizationId}::uuid AND month = ${month}`,
      );
      return { charged: paid.length, unpaid: unpaid.length };
    });
  }

  /** Suspends at the provider every active link that has an unpaid fee; answers how many. */
  async function suspendUnpaid(origin: EventOrigin): Promise<number> {
    const rows = await query<{ organizationId: string; linkId: string }>(
      db,
      sql`SELECT DISTINCT f.organization_id AS "organizationId", f.link_id AS "linkId"
          FROM reseller_unpaid_fees f JOIN links l ON l.organization_id = f.organization_id AND l.id = f.link_id
          WHERE f.paid_at IS NULL AND l.status = 'active'`,
    );
    let suspended = 0;
    for (const r of rows) {
      try {
        await deps.links.suspend(origin, r.organizationId, r.linkId);
        suspended++;
      } catch (err) {
        // Left for the next run; a link removed or changed meanwhile is no longer due.
        logger.warn({ err, organizationId: r.organizationId, linkId: r.linkId }, 'could not suspend a link with an unpaid monthly fee');
      }
    }
    return suspended;
  }

  return {
    /** What the billing run and the scheduled job call; the events are `origin`'s (the billing run's). */
    async chargeMonthlyLinkFees(origin: EventOrigin, asOf: Date): Promise<FeeRunResult> {
      const { month, start } = monthOf(asOf);
      const orgs = await query<{ id: string; fee: string }>(
        db,
        sql`SELECT o.id, o.monthly_link_fee::text AS fee FROM organizations o
            WHERE o.monthly_link_fee > 0
              AND NOT EXISTS (SELECT 1 FROM reseller_fee_runs r WHERE r.organization_id = o.id AND r.month = ${month})
            ORDER BY o.id`,
      );
      const result: FeeRunResult = { month, organizations: 0, charged: 0, suspended: 0 };
      for (const org of orgs) {
        const r = await chargeOrganization(origin, org.id, org.fee, month, start);
        if (r === null) continue;
        result.organizations++;
        result.charged += r.charged;
      }
      result.suspended = await suspendUnpaid(origin);
      return result;
    },

    /**
     * Reactivation's charge: every unpaid fee of the link in one `monthly_link_fee`
     * transaction (402 insufficient_balance when the wallet cannot pay them); answers the
     * amount charged, or null when none was owed.
     */
    async payUnpaid(origin: EventOrigin, organizationId: string, linkId: string): Promise<{ amount: string; currency: string } | null> {
      return db.transaction(async (tx) => {
        const open = await query<{ month: string; amount: string; currency: string }>(
          tx,
          sql`UPDATE reseller_unpaid_fees SET paid_at = now()
              WHERE organization_id = ${organizationId}::uuid AND link_id = ${linkId}::uuid AND paid_at IS NULL
              RETURNING month, amount::text AS amount, currency`,
        );
        if (open.length === 0) return null;
        const total = fromMicros(open.reduce((s, o) => s + toMicros(o.amount), 0n));
        const currency = open[0]?.currency ?? 'EUR';
        const debit = await deps.wallet.debit(origin, organizationId, total, FEE_KIND, { reference: linkId, metadata: { link_id: linkId, months: open.map((o) => o.month) } }, tx);
        const id = randomUUID();
        const recorded = await repo.insertTransaction(
          { organizationId, id, linkId: null, type: 'monthly_link_fee', amount: total, currency, planName: null, metadata: { months: open.map((o) => o.month), reactivation: true }, chargedLinkIds: [linkId], walletEntryId: debit.entryId },
          tx,
        );
        await deps.events.recorded(origin, 'reseller.fee.charged', recorded, tx);
        await query(tx, sql`UPDATE reseller_unpaid_fees SET transaction_id = ${id}::uuid WHERE organization_id = ${organizationId}::uuid AND link_id = ${linkId}::uuid AND transaction_id IS NULL`);
        return { amount: formatMoney(total), currency };
      });
    },
  };
}

export type ResellerFees = ReturnType<typeof createResellerFees>;
