// The wallet's events (docs/events.md): their types, and the SQL that writes one in the
// statement of its movement (wallet.ledger.ts), so a credit and its event are one write.

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
} as const;

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
