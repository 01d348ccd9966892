// Queries of inbound SMS: the owned numbers a batch of messages is for, the statement
// that stores a batch with its charges and its webhook outbox, and the inbound list.
// Outbound messages live in the same table and are another module's.

import { and, count, desc, eq, gte, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryNamed } from '../../db/client.ts';
import { networkOrigin } from '../events/events.origin.ts';
import type { LowBalanceWriter } from '../wallet/wallet.events.ts';
import { debitBatchCtes, walletOfSql } from '../wallet/wallet.ledger.ts';
import { inboundDataSql } from './sms.events.ts';
import { heldStatusesSql } from './sms.senders.ts';
import { smsMessages } from './sms.tables.ts';

export type SmsMessageRow = typeof smsMessages.$inferSelect;

/** Ledger kind of an inbound SMS charge. */
export const SMS_INBOUND_KIND = 'sms_inbound';

/** The owner of a receiving number, with what pricing its message needs. */
export interface ReceivingNumber {
  organizationId: string;
  id: string;
  countryIso: string;
  currency: string;
  billingConfigured: boolean;
  /** Whether the organisation has a wallet to charge. */
  hasWallet: boolean;
}

/** One message of a batch to store, priced: `price` is '0' when it is not charged. */
export interface InboundRow {
  organizationId: string;
  id: string;
  entryId: string;
  phoneNumberId: string;
  countryIso: string;
  from: string;
  to: string;
  body: string;
  segments: number;
  encoding: string;
  price: string;
  currency: string;
  upstreamId: string;
  receivedAt: Date;
  /** The exact body of the message's `sms.inbound` event. */
  eventPayload: string;
}

/** What storing one message did: its id (an earlier copy's when the provider reported it before) and its deliveries. */
export interface StoredInbound {
  id: string;
  duplicate: boolean;
  deliveryIds: string[];
}

/**
 * `outbox`: the webhook deliveries of the stored messages; `events`: the feed's writer,
 * whose `sms.inbound.received` (and a charge's `wallet.low_balance`) the batch's statement writes.
 */
export function createInboundSmsRepo(db: Executor, outbox: (messages: SQL) => SQL, events: LowBalanceWriter) {
  return {
    /** The live owners of these numbers (one each at most: a unique index says so), across organisations, in order; null for a number nobody holds. */
    async receivingNumbers(e164s: readonly string[], tx: Executor = db): Promise<Array<ReceivingNumber | null>> {
      const list = JSON.stringify(e164s.map((e164, i) => ({ ord: i + 1, e164 })));
      const rows = await queryNamed<{ ord: number; organization_id: string; id: string; country_iso: string; currency: string; billing_configured: boolean; has_wallet: boolean }>(
        tx,
        'sms_receiving_numbers',
        sql`SELECT i.ord, n.organization_id, n.id, n.country_iso, o.currency, o.billing_configured,
                   EXISTS (${walletOfSql(sql`n.organization_id`)}) AS has_wallet
            FROM jsonb_to_recordset(${list}::jsonb) AS i(ord int, e164 text)
            -- Numbers that still receive SMS: suspended ones too (an unpaid fee stops sending only).
            JOIN phone_numbers n ON n.e164 = i.e164 AND n.status IN ${heldStatusesSql}
            JOIN organizations o ON o.id = n.organization_id`,
      );
      const found = new Map(rows.map((r) => [Number(r.ord), r]));
      return e164s.map((_, i) => {
        const r = found.get(i + 1);
        return r === undefined
          ? null
          : { organizationId: r.organization_id, id: r.id, countryIso: r.country_iso, currency: r.currency, billingConfigured: r.billing_configured, hasWallet: r.has_wallet };
      });
    },

    /**
     * Stores a batch of inbound messages of any organisations in one statement, so one
     * round trip and one commit carry the whole batch: each message (once: a provider id
     * already stored is a duplicate and writes nothing), its charge (the wallets of the
     * batch locked in a fixed order, one update per wallet, one ledger entry per charged
     * message with its own balance_after; the network already delivered the message, so
     * the balance may go below zero), and its webhook outbox (deliveries and their jobs).
     * Answers one result per message, in order.
     */
    async storeBatch(messages: readonly InboundRow[], tx: Executor = db): Promise<StoredInbound[]> {
      const list = JSON.stringify(
        messages.map((m, i) => ({
          ord: i + 1,
          organization_id: m.organizationId,
          id: m.id,
          entry_id: m.entryId,
          phone_number_id: m.phoneNumberId,
          from_number: m.from,
          to_number: m.to,
          body: m.body,
          segments: m.segments,
          encoding: m.encoding,
          price: m.price,
          currency: m.currency,
          upstream_id: m.upstreamId,
          received_at: m.receivedAt.toISOString(),
          payload: m.eventPayload,
          metadata: { message_id: m.id, phone_number_id: m.phoneNumberId, country_iso: m.countryIso },
        })),
      );
      // Planning this statement costs more than running it: it is prepared once per connection.
      const rows = await queryNamed<{ ord: number; stored_id: string | null; earlier_id: string | null; delivery_ids: string[] | null }>(
        tx,
        'sms_store_inbound',
        sql`WITH input AS (
              SELECT * FROM jsonb_to_recordset(${list}::jsonb) AS i(
                ord int, organization_id uuid, id uuid, entry_id uuid, phone_number_id uuid, from_number text, to_number text, body text,
                segments int, encoding text, price numeric, currency text, upstream_id text, received_at timestamptz, payload text, metadata jsonb)
            ), inserted AS (
              INSERT INTO sms_messages (organization_id, id, phone_number_id, direction, from_number, to_number, body, segments, encoding,
                                        status, price, currency, wallet_entry_id, upstream_id, received_at)
              SELECT organization_id, id, phone_number_id, 'inbound', from_number, to_number, body, segments, encoding,
                     'received', price, currency, CASE WHEN price > 0 THEN entry_id END, upstream_id, received_at
              FROM input ORDER BY ord
              ON CONFLICT (organization_id, upstream_id) WHERE direction = 'inbound' AND upstream_id IS NOT NULL DO NOTHING
              RETURNING *
            ), received_event AS (
              ${events.fromSelect(
                'sms.inbound.received',
                sql`SELECT s.organization_id, s.id::text AS resource_id, ${inboundDataSql('s')} AS data, NULL::jsonb AS previous FROM inserted s`,
                networkOrigin,
              )}
            ), ${debitBatchCtes(
              'charge',
              sql`SELECT i.organization_id, i.ord, i.entry_id, ${SMS_INBOUND_KIND}::text AS kind, i.price AS amount, i.id::text AS reference, i.metadata
                  FROM input i JOIN inserted s ON s.organization_id = i.organization_id AND s.id = i.id
                  WHERE i.price > 0`,
              { events, overdraft: true, origin: networkOrigin },
            )}, ${outbox(sql`SELECT i.organization_id, i.id AS message_id, i.phone_number_id, i.payload FROM input i JOIN inserted s ON s.organization_id = i.organization_id AND s.id = i.id`)}
            SELECT i.ord, s.id AS stored_id,
                   (SELECT m.id FROM sms_messages m
                    WHERE s.id IS NULL AND m.organization_id = i.organization_id AND m.direction = 'inbound' AND m.upstream_id = i.upstream_id) AS earlier_id,
                   (SELECT array_agg(d.id) FROM outbox_deliveries d WHERE d.organization_id = i.organization_id AND d.message_id = i.id) AS delivery_ids
            FROM input i LEFT JOIN inserted s ON s.organization_id = i.organization_id AND s.id = i.id
            ORDER BY i.ord`,
      );
      return messages.map((m, i) => {
        const r = rows[i];
        if (r === undefined) throw new Error(`storing inbound SMS ${m.id} returned no row`);
        if (r.stored_id !== null) return { id: r.stored_id, duplicate: false, deliveryIds: r.delivery_ids ?? [] };
        return { id: r.earlier_id ?? m.id, duplicate: true, deliveryIds: [] };
      });
    },

    async list(
      organizationId: string,
      q: { phoneNumberId?: string; since?: Date; limit: number; offset: number },
      tx: Executor = db,
    ): Promise<{ rows: SmsMessageRow[]; total: number }> {
      const where = and(
        eq(smsMessages.organizationId, organizationId),
        eq(smsMessages.direction, 'inbound'),
        q.phoneNumberId === undefined ? undefined : eq(smsMessages.phoneNumberId, q.phoneNumberId),
        q.since === undefined ? undefined : gte(smsMessages.receivedAt, q.since),
      );
      const [rows, totals] = await Promise.all([
        tx
          .select()
          .from(smsMessages)
          .where(where)
          .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
          .limit(q.limit)
          .offset(q.offset),
        tx.select({ n: count() }).from(smsMessages).where(where),
      ]);
      return { rows, total: Number(totals[0]?.n ?? 0) };
    },
  };
}

export type InboundSmsRepo = ReturnType<typeof createInboundSmsRepo>;
