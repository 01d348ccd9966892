// The only SQL that names wallet_accounts and wallet_entries: statement builders that a
// caller composes into its own statement or transaction, so money and the records it
// pays for commit together (docs/architecture.md, "The money path"). Every debit writes
// its `wallet.low_balance` event in its own statement (docs/events.md).

import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../lib/errors.ts';
import { formatMoney } from '../../lib/money.ts';
import type { EventOrigin } from '../events/events.origin.ts';
import { originOf } from '../events/events.sql.ts';
import { type LowBalanceWriter, lowBalanceEventSql, lowBalanceRowsSql } from './wallet.events.ts';

/** One movement of one wallet. */
export interface Movement {
  organizationId: string;
  /** The ledger entry's id (the caller's records may point at it). */
  entryId: string;
  kind: string;
  /** A positive decimal: the builder gives it its sign. */
  amount: string;
  reference?: string | null;
  metadata?: Record<string, unknown>;
}

const name = (prefix: string, part: string) => sql.identifier(`${prefix}_${part}`);

/**
 * The wallet row moves by `signed` only when `condition` holds on it, and its ledger row
 * is written from the same result, so the balance never drifts from its ledger. Under
 * concurrent writers PostgreSQL re-checks the condition against the latest balance.
 */
function moveCtes(prefix: string, m: Movement, signed: SQL, condition: SQL): SQL {
  return sql`${name(prefix, 'moved')} AS (
      UPDATE wallet_accounts SET balance = balance + ${signed}, updated_at = now()
      WHERE organization_id = ${m.organizationId} AND ${condition}
      RETURNING balance, currency, low_balance_threshold
    ), ${name(prefix, 'entry')} AS (
      INSERT INTO wallet_entries (organization_id, id, kind, amount, balance_after, reference, metadata)
      SELECT ${m.organizationId}, ${m.entryId}, ${m.kind}, ${signed}, m.balance, ${m.reference ?? null}, ${JSON.stringify(m.metadata ?? {})}::jsonb
      FROM ${name(prefix, 'moved')} m
      RETURNING id
    )`;
}

/** What every debit builder takes: the writer of its `wallet.low_balance` event, and who made the debit. */
export interface DebitOptions {
  events: LowBalanceWriter;
  /** The origin of the change the debit pays for (the route's or the job's), which its `wallet.low_balance` carries. */
  origin: EventOrigin;
  /** Debit whatever the balance: only for a charge of what was already delivered and cannot be refused. */
  overdraft?: boolean;
}

/**
 * CTEs of one debit: `<prefix>_moved` (balance after, currency; no row when the balance
 * does not cover it), `<prefix>_entry` (id) and `<prefix>_low` (its `wallet.low_balance`
 * event when it crossed the threshold, made by `opts.origin`).
 */
export function debitCtes(prefix: string, m: Movement, opts: DebitOptions): SQL {
  const signed = sql`-(${m.amount}::numeric)`;
  const moved = moveCtes(prefix, m, signed, opts.overdraft === true ? sql`true` : sql`balance - ${m.amount}::numeric >= 0`);
  return sql`${moved}, ${name(prefix, 'low')} AS (
      ${lowBalanceEventSql(
        opts.events,
        sql`SELECT ${m.organizationId}::uuid AS organization_id, m.balance, ${m.amount}::numeric AS amount, m.currency, m.low_balance_threshold AS threshold
            FROM ${name(prefix, 'moved')} m`,
        opts.origin,
      )}
    )`;
}

/**
 * CTEs of one credit (money added to the wallet): `<prefix>_moved` and `<prefix>_entry`,
 * as debitCtes. With `maxBalance`, no row when the balance after it would be above that:
 * the bound is checked on the row the statement moves, so two credits at once cannot
 * both pass it.
 */
export function creditCtes(prefix: string, m: Movement, opts: { maxBalance?: string } = {}): SQL {
  const condition = opts.maxBalance === undefined ? sql`true` : sql`balance + ${m.amount}::numeric <= ${opts.maxBalance}::numeric`;
  return moveCtes(prefix, m, sql`${m.amount}::numeric`, condition);
}

/**
 * CTEs of a refund: the amount of an earlier debit given back, under the refund's own
 * kind and reference (the record the debit paid for). Like a credit, it never fails on
 * the balance; the caller moves its record out of its pending state in the same
 * transaction, so a charge is refunded at most once.
 */
export function refundCtes(prefix: string, m: Movement): SQL {
  return creditCtes(prefix, m);
}

/**
 * CTEs that pay a batch of debits of any organisations in one statement. `charges` is a
 * query with the columns organization_id, ord (the order they are taken in), entry_id,
 * kind, amount (positive), reference and metadata. The wallets of the batch are locked
 * in organisation order (so two such statements never wait for each other in a cycle)
 * and each organisation's charges are paid in `ord` order while its wallet covers them
 * (every one with `overdraft`): one update per wallet and one ledger entry per charge
 * paid, with its own balance_after. Defines:
 * - `<prefix>_locked` (organization_id, balance, currency): the wallets before;
 * - `<prefix>_paid`: the charges paid, their columns and balance_after;
 * - `<prefix>_moved` (organization_id, balance): the wallets that moved, after;
 * - `<prefix>_entries` (organization_id, id): the ledger entries written;
 * - `<prefix>_after` (organization_id, balance, currency): every locked wallet, after;
 * - `<prefix>_low`: the `wallet.low_balance` event of each wallet whose threshold a
 *   charge of the batch crossed, with that charge's balance_after. Its origin is
 *   `origin`; with `'selected'`, `charges` answers each charge's source, actor and
 *   request_id (a batch of several requests' charges), and the event has the origin of
 *   the charge that crossed. With `lowRows`, `<prefix>_low` is the event's rows
 *   (lowBalanceRowsSql) and not their INSERT: the caller's statement must insert them with
 *   its own events, as one INSERT of several types (EventWriter's fromSelects), which
 *   opens the events table and fires its delivery trigger once.
 */
export function debitBatchCtes(
  prefix: string,
  charges: SQL,
  opts: Omit<DebitOptions, 'origin'> & { origin: EventOrigin | 'selected'; lowRows?: boolean },
): SQL {
  const low = opts.lowRows === true ? lowBalanceRowsSql : (debits: SQL, origin: EventOrigin | 'selected') => lowBalanceEventSql(opts.events, debits, origin);
  const n = (part: string) => name(prefix, part);
  return sql`${n('charges')} AS (
      SELECT c.*, sum(c.amount) OVER (PARTITION BY c.organization_id ORDER BY c.ord) AS cum FROM (${charges}) c
    ), ${n('locked')} AS (
      SELECT w.organization_id, w.balance, w.currency, w.low_balance_threshold FROM wallet_accounts w
      WHERE w.organization_id IN (SELECT organization_id FROM ${n('charges')})
      ORDER BY w.organization_id
      FOR UPDATE
    ), ${n('paid')} AS (
      SELECT c.*, l.balance - c.cum AS balance_after
      FROM ${n('charges')} c JOIN ${n('locked')} l ON l.organization_id = c.organization_id
      WHERE ${opts.overdraft === true ? sql`true` : sql`c.cum <= l.balance`}
    ), ${n('moved')} AS (
      UPDATE wallet_accounts w SET balance = w.balance - t.total, updated_at = now()
      FROM (SELECT organization_id, sum(amount) AS total FROM ${n('paid')} GROUP BY organization_id) t
      WHERE w.organization_id = t.organization_id
      RETURNING w.organization_id, w.balance
    ), ${n('entries')} AS (
      INSERT INTO wallet_entries (organization_id, id, kind, amount, balance_after, reference, metadata)
      SELECT organization_id, entry_id, kind, -amount, balance_after, reference, metadata FROM ${n('paid')}
      RETURNING organization_id, id
    ), ${n('after')} AS (
      SELECT l.organization_id, coalesce(m.balance, l.balance) AS balance, l.currency
      FROM ${n('locked')} l LEFT JOIN ${n('moved')} m ON m.organization_id = l.organization_id
    ), ${n('low')} AS (
      ${low(
        sql`SELECT p.organization_id, p.balance_after AS balance, p.amount, l.currency, l.low_balance_threshold AS threshold
                   ${opts.origin === 'selected' ? sql`, p.source, p.actor, p.request_id` : sql``}
            FROM ${n('paid')} p JOIN ${n('locked')} l ON l.organization_id = p.organization_id`,
        opts.origin,
      )}
    )`;
}

/** What a request charge takes: `units` requests of `kind` of one organisation. */
export interface RequestCharge {
  organizationId: string;
  units: number;
  kind: string;
  metadata: Record<string, unknown>;
}

/**
 * The statement that charges `units` requests at the organisation's current
 * price_per_request, reading the price and moving the money together (a price change
 * can never be half applied); nothing moves when the price is zero, billing is not
 * configured or the balance does not cover it. It answers one row (none without the
 * organisation): price, billing, balance and currency after (null when nothing moved).
 *
 * This one also moves nothing when the charge would take the balance from at or above
 * the wallet's low_balance_threshold to below it, so it never writes `wallet.low_balance`
 * and holds no event INSERT to plan and run: almost every charge crosses nothing, and a
 * caller whose charge did not move runs requestChargeCrossingSql, which writes the event
 * of a crossing. The condition is on the row the UPDATE moves, re-checked by PostgreSQL
 * against the latest balance under concurrent writers, so a crossing is never charged
 * here (docs/events.md#low-balance).
 */
export function requestChargeSql(c: RequestCharge): SQL {
  const cost = sql`org.price * ${c.units}::int`;
  return requestChargeStatement(
    c,
    sql`AND (w.low_balance_threshold IS NULL OR w.balance < w.low_balance_threshold OR w.balance - ${cost} >= w.low_balance_threshold)`,
    null,
  );
}

/**
 * requestChargeSql that also charges a crossing and writes its `wallet.low_balance`.
 * `origins` holds each request's origin in charge order: the event of a charge that
 * crosses the threshold has the origin of the request that crossed it (the last origin
 * stands for the rest when there are fewer origins than units).
 */
export function requestChargeCrossingSql(events: LowBalanceWriter, c: RequestCharge & { origins: readonly EventOrigin[] }): SQL {
  const origins = JSON.stringify(c.origins.map(originOf));
  return requestChargeStatement(
    c,
    sql``,
    sql`, low AS (
      ${lowBalanceEventSql(
        events,
        // The request that crossed is the first whose price takes the balance before
        // (balance + price * units) below the threshold, index floor((before - threshold) / price);
        // a batch that did not cross answers its last request, whose balance after is not below.
        sql`SELECT ${c.organizationId}::uuid AS organization_id, b.before - (x.n + 1) * m.price AS balance, m.price AS amount, m.currency,
                   m.low_balance_threshold AS threshold, o.source, o.actor, o.request_id
            FROM moved m
            CROSS JOIN LATERAL (SELECT m.balance + m.price * ${c.units}::int AS before) b
            CROSS JOIN LATERAL (
              SELECT LEAST(GREATEST(coalesce(floor((b.before - m.low_balance_threshold) / m.price), 0), 0), ${c.units}::int - 1)::int AS n
            ) x
            CROSS JOIN LATERAL jsonb_to_record(${origins}::jsonb -> LEAST(x.n, jsonb_array_length(${origins}::jsonb) - 1)) AS o(source text, actor jsonb, request_id text)`,
        'selected',
      )}
    )`,
  );
}

function requestChargeStatement(c: RequestCharge, condition: SQL, also: SQL | null): SQL {
  return sql`
    WITH org AS (
      SELECT price_per_request AS price, billing_configured AS billing FROM organizations WHERE id = ${c.organizationId}
    ), moved AS (
      UPDATE wallet_accounts w SET balance = w.balance - org.price * ${c.units}::int, updated_at = now()
      FROM org
      WHERE w.organization_id = ${c.organizationId} AND org.price > 0 AND org.billing
        AND w.balance - org.price * ${c.units}::int >= 0 ${condition}
      RETURNING w.balance, w.currency, w.low_balance_threshold, org.price
    ), entry AS (
      INSERT INTO wallet_entries (organization_id, id, kind, amount, balance_after, metadata)
      SELECT ${c.organizationId}, ${randomUUID()}, ${c.kind}, -(moved.price * ${c.units}::int), moved.balance,
             ${JSON.stringify({ ...c.metadata, units: c.units })}::jsonb
      FROM moved
      RETURNING id
    )${also ?? sql``}
    SELECT org.price::text AS price, org.billing,
           (SELECT balance::text FROM moved) AS balance,
           (SELECT currency FROM moved) AS currency,
           (SELECT count(*) FROM entry) AS entries
    FROM org`;
}

/**
 * A query of the wallet of `organizationId` (a SQL expression, e.g. a column of the
 * caller's query): organization_id, balance, currency; no row when it has none. It
 * reads, it does not lock: a debit's own statement decides whether the balance covers it.
 */
export function walletOfSql(organizationId: SQL): SQL {
  return sql`SELECT organization_id, balance, currency FROM wallet_accounts WHERE organization_id = ${organizationId}`;
}

/**
 * 402 insufficient_balance: `required` is what was asked, `available` what the wallet
 * had (left out when unknown). The numbers and lookup APIs carry no details in their
 * errors, so `spelledOut` puts the amounts into the message.
 */
export function insufficientBalance(
  d: { required: string; available?: string | null; currency: string | null },
  opts: { spelledOut?: boolean } = {},
): AppError {
  const required = formatMoney(d.required);
  const available = d.available === undefined || d.available === null ? undefined : formatMoney(d.available);
  const message =
    opts.spelledOut === true && available !== undefined
      ? `wallet balance is too low: ${required} ${d.currency ?? ''} required, ${available} ${d.currency ?? ''} available`
      : 'wallet balance is too low';
  return new AppError('insufficient_balance', message, available === undefined ? { required, currency: d.currency } : { required, available, currency: d.currency });
}
