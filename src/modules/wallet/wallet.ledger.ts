// The only SQL that names wallet_accounts and wallet_entries: statement builders that a
// caller composes into its own statement or transaction, so money and the records it
// pays for commit together (docs/architecture.md, "The money path").

import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../lib/errors.ts';
import { formatMoney } from '../../lib/money.ts';

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
      RETURNING balance, currency
    ), ${name(prefix, 'entry')} AS (
      INSERT INTO wallet_entries (organization_id, id, kind, amount, balance_after, reference, metadata)
      SELECT ${m.organizationId}, ${m.entryId}, ${m.kind}, ${signed}, m.balance, ${m.reference ?? null}, ${JSON.stringify(m.metadata ?? {})}::jsonb
      FROM ${name(prefix, 'moved')} m
      RETURNING id
    )`;
}

/**
 * CTEs of one debit: `<prefix>_moved` (balance after, currency; no row when the balance
 * does not cover it) and `<prefix>_entry` (id). `overdraft` debits whatever the balance:
 * only for a charge of what was already delivered and cannot be refused.
 */
export function debitCtes(prefix: string, m: Movement, opts: { overdraft?: boolean } = {}): SQL {
  const signed = sql`-(${m.amount}::numeric)`;
  return moveCtes(prefix, m, signed, opts.overdraft === true ? sql`true` : sql`balance - ${m.amount}::numeric >= 0`);
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
 * - `<prefix>_after` (organization_id, balance, currency): every locked wallet, after.
 */
export function debitBatchCtes(prefix: string, charges: SQL, opts: { overdraft?: boolean } = {}): SQL {
  const n = (part: string) => name(prefix, part);
  return sql`${n('charges')} AS (
      SELECT c.*, sum(c.amount) OVER (PARTITION BY c.organization_id ORDER BY c.ord) AS cum FROM (${charges}) c
    ), ${n('locked')} AS (
      SELECT w.organization_id, w.balance, w.currency FROM wallet_accounts w
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
    )`;
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
