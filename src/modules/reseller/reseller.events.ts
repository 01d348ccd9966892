// The `/v1` money events (docs/events.md): their types, and their writer. Each event is
// about one transaction of the reseller API, written in the transaction (or statement)
// that records it, with the transaction as GET /v1/links/{id}/history lists it and the
// link it belongs to.

import { type SQL, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Executor } from '../../db/client.ts';
import type { EventOrigin } from '../events/events.origin.ts';
import type { EventWriter } from '../events/events.writer.ts';
import { moneyText } from '../wallet/wallet.events.ts';
import type { TransactionRow } from './links.repo.ts';
import { Transaction } from './links.schemas.ts';
import { resellerTransactions } from './links.tables.ts';
import { toTransaction } from './links.view.ts';

const TransactionEvent = Type.Object(
  {
    ...Transaction.properties,
    link_id: Type.Union([Type.String({ format: 'uuid' }), Type.Null()], { description: 'the link it is for; null for a monthly fee, whose links are `charged_link_ids`' }),
  },
  { description: 'the transaction as GET /v1/links/{id}/history lists it, and the link it is for' },
);

const def = (description: string) => ({ resource: 'reseller_transaction', description, data: TransactionEvent, previous: Type.Null() }) as const;

export const resellerEventTypes = {
  'reseller.purchase.completed': def(
    'A `/v1` link purchase (POST /v1/links) completed: the link is recorded and active. `data` is its `activation` transaction (the charge); `previous` is null. Written by the request, or by the repair job (source `system`) that completed a purchase left pending.',
  ),
  'reseller.purchase.refunded': def(
    'A `/v1` link purchase failed at the provider after it was charged, and the amount went back to the wallet. `data` is the `refund` transaction; `previous` is null. Written by the request, or by the repair job (source `system`).',
  ),
  'reseller.topup.completed': def(
    "A top-up of a `/v1` link (a plan added by PUT /v1/links/{id}/plans) completed: the plan is on the link. `data` is its `topup` transaction; `previous` is null. Written by the request, or by the repair job (source `system`).",
  ),
  'reseller.topup.refunded': def(
    'A top-up failed at the provider after it was charged, and the amount went back to the wallet. `data` is the `refund` transaction; `previous` is null.',
  ),
  'reseller.fee.charged': def(
    "A monthly link fee was charged: the billing run's fee of the month for the organisation's active links (`charged_link_ids`), or a suspended link's unpaid fees on POST /v1/links/{id}/reactivate. `data` is the `monthly_link_fee` transaction; `previous` is null.",
  ),
} as const;

export type ResellerEventType = keyof typeof resellerEventTypes;

const iso = (at: SQL) => sql`to_char(${at} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A transaction as the event's `data`, built in SQL from a reseller_transactions row `t`
 * (the same document toTransaction gives, with `link_id`).
 */
export const transactionDataSql = (t: string): SQL => {
  const c = (col: string) => sql.raw(`${t}.${col}`);
  return sql`jsonb_build_object(
    'id', ${c('id')}, 'type', ${c('type')}, 'amount', ${moneyText(c('amount'))}, 'currency', ${c('currency')},
    'plan_name', coalesce(${c('plan_name')}, CASE WHEN jsonb_typeof(${c('metadata')} -> 'plan_name') = 'string' THEN ${c('metadata')} ->> 'plan_name' END),
    'charged_at', ${iso(c('charged_at'))}, 'charged_link_ids', to_jsonb(${c('charged_link_ids')}), 'link_id', ${c('link_id')})`;
};


export function createResellerEvents(deps: { events: Pick<EventWriter, 'write'> }) {
  const { events } = deps;
  const data = (row: TransactionRow) => ({ ...toTransaction(row), link_id: row.linkId });
  return {
    /** The event of a transaction just recorded in `tx`. */
    async recorded(origin: EventOrigin, type: ResellerEventType, row: TransactionRow, tx: Executor): Promise<void> {
      await events.write(tx, { organizationId: row.organizationId, type, resourceId: row.id, data: data(row), previous: null }, origin);
    },

    /** The event of the link's transaction that paid for `walletEntryId` (a completion's charge), read in `tx`. */
    async ofCharge(origin: EventOrigin, type: ResellerEventType, organizationId: string, linkId: string, walletEntryId: string, tx: Executor): Promise<void> {
      const rows = await tx
        .select()
        .from(resellerTransactions)
        .where(
          sql`${resellerTransactions.organizationId} = ${organizationId}::uuid AND ${resellerTransactions.linkId} = ${linkId}::uuid
              AND ${resellerTransactions.walletEntryId} = ${walletEntryId}::uuid AND ${resellerTransactions.type} <> 'refund'`,
        );
      for (const row of rows) await this.recorded(origin, type, row, tx);
    },
  };
}

export type ResellerEvents = ReturnType<typeof createResellerEvents>;
