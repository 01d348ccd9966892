// The wallet's events (docs/events.md): their types, and the SQL that writes one in the
// statement of its movement (wallet.ledger.ts), so a movement and its event are one write.

import { type SQL, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { EventOrigin } from '../events/events.origin.ts';
import type { EventWriter } from '../events/events.writer.ts';
import { Balance } from './wallet.schemas.ts';

export const walletEventTypes = {
  'wallet.credited': {
    resource: 'wallet',
    description:
      "The operator credited the organisation's wallet (POST /admin/organizations/{id}/wallet/credits). The resource id is the organisation's id. `data` is the wallet after the credit, as GET /v1/balance shows it; `previous` holds its balance before.",
    data: Balance,
    previous: Type.Object({ balance: Balance.properties.balance }, { additionalProperties: false }),
  },
  'wallet.low_balance': {
    resource: 'wallet',
    description:
      "A debit took the wallet's balance below the organisation's low_balance_threshold (set by the operator, PATCH /admin/organizations/{id}) from at or above it: once per crossing, whatever debited it (a purchase, a top-up, an SMS, a billed lookup, a monthly fee, a number's renewal); again only after a credit or a refund lifts the balance back to or above the threshold and a debit takes it below. The resource id is the organisation's id. `data` is the wallet after the debit that crossed, with the threshold; `previous` holds its balance before that debit.",
    data: Type.Object({
      ...Balance.properties,
      threshold: Type.String({ description: 'the low_balance_threshold the balance fell below, decimal string' }),
    }),
    previous: Type.Object({ balance: Balance.properties.balance }, { additionalProperties: false }),
  },
} as const;

/** The writer a debit's statement writes `wallet.low_balance` with. */
export type LowBalanceWriter = Pick<EventWriter, 'fromSelect'>;

/** A numeric as the API writes money (formatMoney): no trailing zeros beyond two decimals. */
export const moneyText = (value: SQL): SQL => sql`(CASE WHEN scale(trim_scale(${value})) < 2 THEN round(${value}, 2)::text ELSE trim_scale(${value})::text END)`;

/**
 * The CTE `<prefix>_event` writing `wallet.credited` from the `<prefix>_moved` CTE of a
 * credit of `amount` (wallet.ledger.ts), to run in the credit's own statement.
 */
export function creditedEventCte(events: Pick<EventWriter, 'fromSelect'>, prefix: string, origin: EventOrigin, organizationId: string, amount: string): SQL {
  const moved = sql.identifier(`${prefix}_moved`);
  return sql`${sql.identifier(`${prefix}_event`)} AS (
      ${events.fromSelect(
        'wallet.credited',
        sql`SELECT ${organizationId}::uuid AS organization_id, ${organizationId}::text AS resource_id,
                   jsonb_build_object('balance', ${moneyText(sql`m.balance`)}, 'currency', m.currency) AS data,
                   jsonb_build_object('balance', ${moneyText(sql`m.balance - ${amount}::numeric`)}) AS previous
            FROM ${moved} m`,
        origin,
      )}
    )`;
}

/**
 * The INSERT of `wallet.low_balance` for the debits `debits` answers that crossed their
 * wallet's threshold: columns organization_id, balance (after the debit), amount (what it
 * took), currency, threshold, and with origin `'selected'` source, actor and request_id.
 * A debit crosses when the balance before it was at or above the threshold and the
 * balance after it is below; under the wallet row's lock debits take turns, so one
 * crossing has one event (docs/events.md).
 */
export function lowBalanceEventSql(events: LowBalanceWriter, debits: SQL, origin: EventOrigin | 'selected'): SQL {
  return events.fromSelect('wallet.low_balance', lowBalanceRowsSql(debits, origin), origin);
}

/** The rows lowBalanceEventSql inserts, for a statement that writes them with its other events in one INSERT (EventWriter's fromSelects). */
export function lowBalanceRowsSql(debits: SQL, origin: EventOrigin | 'selected'): SQL {
  return sql`SELECT d.organization_id, d.organization_id::text AS resource_id,
           jsonb_build_object('balance', ${moneyText(sql`d.balance`)}, 'currency', d.currency, 'threshold', ${moneyText(sql`d.threshold`)}) AS data,
           jsonb_build_object('balance', ${moneyText(sql`d.balance + d.amount`)}) AS previous${origin === 'selected' ? sql`, d.source, d.actor, d.request_id` : sql``}
    FROM (${debits}) d
    WHERE d.threshold IS NOT NULL AND d.balance < d.threshold AND d.balance + d.amount >= d.threshold`;
}
