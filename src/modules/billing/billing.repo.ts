// Every query of the monthly renewal of numbers. The due-number scans span organisations
// (they feed the run); each write names the organisation and re-checks under a row lock.
import { sql } from 'drizzle-orm';
import { type Executor, query } from '../../db/client.ts';

export interface DueNumber {
  organizationId: string;
  id: string;
}

export interface LockedNumber {
  id: string;
  status: string;
  monthlyFee: string;
  currency: string;
  nextBillingDate: string;
  unpaidSince: Date | null;
  upstreamNumberId: string | null;
}

export interface UnpaidCharge {
  organizationId: string;
  phoneNumberId: string;
  periodStart: string;
  amount: string;
}

export function createBillingRepo(db: Executor) {
  return {
    /** Numbers whose next fee is due on `asOfDate`, paid up (an unpaid one waits for its retry). */
    async dueNumbers(asOfDate: string, limit: number, tx: Executor = db): Promise<DueNumber[]> {
      const rows = await query<{ organization_id: string; id: string }>(
        tx,
        sql`SELECT organization_id, id FROM phone_numbers
            WHERE status IN ('active', 'suspended') AND next_billing_date <= ${asOfDate}::date AND unpaid_since IS NULL
            ORDER BY next_billing_date, organization_id, id LIMIT ${limit}`,
      );
      return rows.map((r) => ({ organizationId: r.organization_id, id: r.id }));
    },

    async lockNumber(organizationId: string, id: string, tx: Executor): Promise<LockedNumber | null> {
      const rows = await query<{
        id: string;
        status: string;
        monthly_fee: string;
        currency: string;
        next_billing_date: string;
        unpaid_since: string | Date | null;
        upstream_number_id: string | null;
      }>(
        tx,
        sql`SELECT id, status, monthly_fee::text AS monthly_fee, currency, next_billing_date::text AS next_billing_date, unpaid_since, upstream_number_id
            FROM phone_numbers WHERE organization_id = ${organizationId} AND id = ${id} FOR UPDATE`,
      );
      const r = rows[0];
      if (r === undefined) return null;
      return {
        id: r.id,
        status: r.status,
        monthlyFee: r.monthly_fee,
        currency: r.currency,
        nextBillingDate: r.next_billing_date,
        unpaidSince: r.unpaid_since === null ? null : new Date(r.unpaid_since),
        upstreamNumberId: r.upstream_number_id,
      };
    },

    /** Records the fee of one period; false when that period already has its charge. */
    async insertCharge(
      c: { organizationId: string; phoneNumberId: string; periodStart: string; amount: string; currency: string; attemptAt: Date },
      tx: Executor,
    ): Promise<boolean> {
      const rows = await query<{ period_start: string }>(
        tx,
        sql`INSERT INTO number_charges (organization_id, phone_number_id, period_start, amount, currency, status, attempts, last_attempt_at)
            VALUES (${c.organizationId}, ${c.phoneNumberId}, ${c.periodStart}::date, ${c.amount}::numeric, ${c.currency}, 'unpaid', 1, ${c.attemptAt.toISOString()}::timestamptz)
            ON CONFLICT DO NOTHING RETURNING period_start`,
      );
      return rows.length === 1;
    },

    async markPaid(organizationId: string, phoneNumberId: string, periodStart: string, walletEntryId: string | null, tx: Executor): Promise<void> {
      await tx.execute(
        sql`UPDATE number_charges SET status = 'paid', wallet_entry_id = ${walletEntryId}, updated_at = now()
            WHERE organization_id = ${organizationId} AND phone_number_id = ${phoneNumberId} AND period_start = ${periodStart}::date`,
      );
    },

    /** Moves the number's next fee one month on (month ends clamp: 31 January -> 28/29 February). */
    async advance(organizationId: string, id: string, tx: Executor): Promise<void> {
      await tx.execute(
        sql`UPDATE phone_numbers SET next_billing_date = (next_billing_date + interval '1 month')::date, updated_at = now()
            WHERE organization_id = ${organizationId} AND id = ${id}`,
      );
    },

    async suspend(organizationId: string, id: string, since: Date, tx: Executor): Promise<void> {
      await tx.execute(
        sql`UPDATE phone_numbers SET status = 'suspended', unpaid_since = COALESCE(unpaid_since, ${since.toISOString()}::timestamptz), updated_at = now()
            WHERE organization_id = ${organizationId} AND id = ${id}`,
      );
    },

    /** Back to `active` once no fee of the number is unpaid. */
    async reactivateIfPaid(organizationId: string, id: string, tx: Executor): Promise<boolean> {
      const rows = await query<{ id: string }>(
        tx,
        sql`UPDATE phone_numbers SET status = 'active', unpaid_since = NULL, updated_at = now()
            WHERE organization_id = ${organizationId} AND id = ${id} AND status = 'suspended'
              AND NOT EXISTS (SELECT 1 FROM number_charges c WHERE c.organization_id = ${organizationId} AND c.phone_number_id = ${id} AND c.status = 'unpaid')
            RETURNING id`,
      );
      return rows.length === 1;
    },

    /** Unpaid charges not tried within the last day before `asOf`. */
    async retryableCharges(asOf: Date, limit: number, tx: Executor = db): Promise<UnpaidCharge[]> {
      const rows = await query<{ organization_id: string; phone_number_id: string; period_start: string; amount: string }>(
        tx,
        sql`SELECT c.organization_id, c.phone_number_id, c.period_start::text AS period_start, c.amount::text AS amount FROM number_charges c
            JOIN phone_numbers n ON n.organization_id = c.organization_id AND n.id = c.phone_number_id AND n.status = 'suspended'
            WHERE c.status = 'unpaid' AND (c.last_attempt_at IS NULL OR c.last_attempt_at <= ${asOf.toISOString()}::timestamptz - interval '1 day')
            ORDER BY c.organization_id, c.phone_number_id, c.period_start LIMIT ${limit}`,
      );
      return rows.map((r) => ({ organizationId: r.organization_id, phoneNumberId: r.phone_number_id, periodStart: r.period_start, amount: r.amount }));
    },

    /** Locks an unpaid charge that is due for its daily attempt; null when another run took it. */
    async lockRetryable(c: UnpaidCharge, asOf: Date, tx: Executor): Promise<UnpaidCharge | null> {
      const rows = await query<{ amount: string }>(
        tx,
        sql`SELECT amount::text AS amount FROM number_charges
            WHERE organization_id = ${c.organizationId} AND phone_number_id = ${c.phoneNumberId} AND period_start = ${c.periodStart}::date
              AND status = 'unpaid' AND (last_attempt_at IS NULL OR last_attempt_at <= ${asOf.toISOString()}::timestamptz - interval '1 day')
            FOR UPDATE`,
      );
      const r = rows[0];
      return r === undefined ? null : { ...c, amount: r.amount };
    },

    async recordAttempt(c: UnpaidCharge, at: Date, tx: Executor): Promise<void> {
      await tx.execute(
        sql`UPDATE number_charges SET attempts = attempts + 1, last_attempt_at = ${at.toISOString()}::timestamptz, updated_at = now()
            WHERE organization_id = ${c.organizationId} AND phone_number_id = ${c.phoneNumberId} AND period_start = ${c.periodStart}::date`,
      );
    },

    /** Suspended numbers unpaid since `cutoff` or earlier: due for release. */
    async overdueNumbers(cutoff: Date, limit: number, tx: Executor = db): Promise<DueNumber[]> {
      const rows = await query<{ organization_id: string; id: string }>(
        tx,
        sql`SELECT organization_id, id FROM phone_numbers
            WHERE status = 'suspended' AND unpaid_since <= ${cutoff.toISOString()}::timestamptz
            ORDER BY unpaid_since, organization_id, id LIMIT ${limit}`,
      );
      return rows.map((r) => ({ organizationId: r.organization_id, id: r.id }));
    },

    /** Releases the number for non-payment; its unpaid fees are waived. */
    async releaseUnpaid(organizationId: string, id: string, at: Date, tx: Executor): Promise<void> {
      await tx.execute(
        sql`UPDATE phone_numbers SET status = 'released', released_at = ${at.toISOString()}::timestamptz, updated_at = now()
            WHERE organization_id = ${organizationId} AND id = ${id}`,
      );
      await tx.execute(
        sql`UPDATE number_charges SET status = 'waived', updated_at = now()
            WHERE organization_id = ${organizationId} AND phone_number_id = ${id} AND status = 'unpaid'`,
      );
    },
  };
}

export type BillingRepo = ReturnType<typeof createBillingRepo>;
