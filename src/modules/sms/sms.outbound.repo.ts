// Every query of outbound SMS: the sending number, the message row and its moves out of
// `sending`. Each move is conditional on the row still being `sending`, so the request
// that sent a message and the settle job that repairs it can never both settle it.

import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { type Executor, queryNamed } from '../../db/client.ts';
import { bindKeysCte } from '../idempotency/idempotency.service.ts';
import type { EventOrigin } from '../events/events.origin.ts';
import { originOf } from '../events/events.sql.ts';
import type { EventWriter } from '../events/events.writer.ts';
import { debitBatchCtes, walletOfSql } from '../wallet/wallet.ledger.ts';
import { outboundDataSql } from './sms.events.ts';
import { heldStatusesSql, type SenderNumber, senderRefusedSql } from './sms.senders.ts';
import { smsMessages } from './sms.tables.ts';

/** Ledger kind of an outbound SMS charge. */
export const SMS_DEBIT_KIND = 'sms_outbound';

export type SmsMessageRow = typeof smsMessages.$inferSelect;

/** One send of a batch, checked and priced: `amount` is null when its destination has no price. */
export interface ReserveInput {
  organizationId: string;
  id: string;
  entryId: string;
  from: string;
  to: string;
  body: string;
  segments: number;
  encoding: string;
  /** segments x the destination's price, in the organisation's currency; null when not offered. */
  amount: string | null;
  /** The request's Idempotency-Key, bound to the message in the statement of its charge. */
  idempotencyKey?: string | null;
  /** Who sent it, for the `wallet.low_balance` its charge may write. */
  origin: EventOrigin;
}

/** Why a send was refused, in the order they are checked. */
export type ReserveRefusal = 'organization' | 'sender' | 'billing' | 'price' | 'balance';

export type ReserveOutcome =
  | { refused: null; row: SmsMessageRow }
  | { refused: ReserveRefusal; sender: SenderNumber | null; currency: string | null; available: string | null };

interface ReserveRow {
  ord: number;
  outcome: ReserveRefusal | null;
  phone_number_id: string | null;
  number_status: string | null;
  kyc_status: string | null;
  traffic_direction: string | null;
  currency: string | null;
  available: string | null;
  /** created_at of a reserved message, sent_at of a sent mark. */
  created_at: unknown;
  /** Set on the rows of sent marks. */
  sent_id: string | null;
}

/** A message the provider took: `sending` -> `sent` with its id there. */
export interface SentMark {
  organizationId: string;
  id: string;
  upstreamId: string;
  /** When the provider took it (the answer to the send says so too). */
  sentAt: Date;
  /** Who sent it (the request, or the sweeper), for its `sms.outbound.sent`. */
  origin: EventOrigin;
}

const toDate = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));

/** `events`: the feed's writer, whose `sms.outbound.sent` and `wallet.low_balance` the batch's statement writes. */
export function createSmsOutboundRepo(db: Executor, events: Pick<EventWriter, 'fromSelect' | 'fromSelects'>) {
  return {
    /**
     * Step 1 of a batch of sends, of any organisations, in one statement (so one round
     * trip and one commit for the whole batch): lock the wallets of the batch in a
     * fixed order, check each send (the organisation, its number, billing, a price),
     * and charge the ones that pass in arrival order while their wallet covers them;
     * then one update per wallet, one ledger entry and one `sending` message per paid
     * send. FOR UPDATE returns each wallet's latest balance, and the update applies to
     * that same row version, so concurrent batches of other processes queue on the row
     * and the balance can never go below zero. Answers one outcome per send, in order.
     * The same statement also moves earlier messages the provider has taken from
     * `sending` to `sent` (each only if still `sending`), so a busy sender costs one
     * statement per batch for both; `sent` has the sending time of each that moved.
     */
    async writeBatch(
      sends: readonly ReserveInput[],
      sentMarks: ReadonlyArray<SentMark>,
      tx: Executor = db,
    ): Promise<{ reserved: ReserveOutcome[]; sent: Map<string, Date> }> {
      const marks = JSON.stringify(
        sentMarks.map((m) => ({ organization_id: m.organizationId, id: m.id, upstream_id: m.upstreamId, sent_at: m.sentAt.toISOString(), ...originOf(m.origin) })),
      );
      const list = JSON.stringify(
        sends.map((s, i) => ({
          ord: i + 1,
          organization_id: s.organizationId,
          id: s.id,
          entry_id: s.entryId,
          from_number: s.from,
          to_number: s.to,
          body: s.body,
          segments: s.segments,
          encoding: s.encoding,
          amount: s.amount,
          priced: s.amount !== null,
          idempotency_key: s.idempotencyKey ?? null,
          metadata: { message_id: s.id, to: s.to, segments: s.segments },
          ...originOf(s.origin),
        })),
      );
      // Planning this statement costs more than running it: it is prepared once per connection.
      const rows = await queryNamed<ReserveRow>(tx, 'sms_write_batch', sql`
        WITH input AS (
          SELECT * FROM jsonb_to_recordset(${list}::jsonb) AS i(
            ord int, organization_id uuid, id uuid, entry_id uuid, from_number text, to_number text, body text,
            segments int, encoding text, amount numeric, priced boolean, metadata jsonb, idempotency_key text, source text, actor jsonb, request_id text)
        ), checked AS (
          SELECT i.*, a.currency, p.id AS phone_number_id, p.status AS number_status, p.kyc_status, p.traffic_direction,
                 CASE WHEN a.organization_id IS NULL THEN 'organization'
                      WHEN p.id IS NULL OR ${senderRefusedSql(sql`p`)} THEN 'sender'
                      WHEN NOT o.billing_configured THEN 'billing'
                      WHEN NOT i.priced THEN 'price'
                 END AS refusal
          FROM input i
          LEFT JOIN organizations o ON o.id = i.organization_id
          LEFT JOIN LATERAL (${walletOfSql(sql`i.organization_id`)}) a ON o.id IS NOT NULL
          LEFT JOIN LATERAL (
            SELECT n.id, n.status, n.kyc_status, n.traffic_direction FROM phone_numbers n
            WHERE n.organization_id = i.organization_id AND n.e164 = i.from_number AND n.status IN ${heldStatusesSql}
            LIMIT 1
          ) p ON true
        ), ${debitBatchCtes(
          'charge',
          sql`SELECT organization_id, ord, entry_id, ${SMS_DEBIT_KIND}::text AS kind, amount, id::text AS reference, metadata, source, actor, request_id
              FROM checked WHERE refusal IS NULL AND amount > 0`,
          { events, origin: 'selected', lowRows: true },
        )}, decided AS (
          SELECT c.*, coalesce(c.refusal, CASE WHEN c.amount > 0 AND p.ord IS NULL THEN 'balance' END) AS outcome
          FROM checked c LEFT JOIN charge_paid p ON p.organization_id = c.organization_id AND p.ord = c.ord
        ), inserted AS (
          INSERT INTO sms_messages (organization_id, id, phone_number_id, direction, from_number, to_number, body, segments, encoding,
                                    status, price, currency, wallet_entry_id)
          SELECT d.organization_id, d.id, d.phone_number_id, 'outbound', d.from_number, d.to_number, d.body, d.segments, d.encoding,
                 'sending', d.amount, d.currency, CASE WHEN d.amount > 0 THEN d.entry_id END
          FROM decided d WHERE d.outcome IS NULL
          RETURNING id, created_at
        ), ${bindKeysCte('bound', 'sms', sql`SELECT d.organization_id, d.idempotency_key AS key, d.id AS record_id FROM decided d JOIN inserted ON inserted.id = d.id`)}, sent AS (
          UPDATE sms_messages m SET status = 'sent', upstream_id = u.upstream_id, sent_at = u.sent_at
          FROM jsonb_to_recordset(${marks}::jsonb) AS u(organization_id uuid, id uuid, upstream_id text, sent_at timestamptz, source text, actor jsonb, request_id text)
          -- IS NOT DISTINCT FROM, not =, so each message is read by its key: with =, the planner
          -- read the partial index of sending messages, whose entries of sent ones stay until
          -- vacuum (docs/performance.md#sms-in-batches).
          WHERE m.organization_id = u.organization_id AND m.id = u.id AND m.status IS NOT DISTINCT FROM 'sending'
          RETURNING m.*, u.source, u.actor, u.request_id
        ), sent_event AS (
          ${events.fromSelects(
            [
              {
                type: 'sms.outbound.sent',
                select: sql`SELECT s.organization_id, s.id::text AS resource_id, ${outboundDataSql('s')} AS data, '{"status": "sending"}'::jsonb AS previous,
                                   s.source, s.actor, s.request_id
                            FROM sent s`,
              },
              { type: 'wallet.low_balance', select: sql`SELECT * FROM charge_low` },
            ],
            'selected',
          )}
        )
        SELECT d.ord, d.outcome, d.phone_number_id, d.number_status, d.kyc_status, d.traffic_direction, d.currency,
               wallet.balance::text AS available, inserted.created_at, NULL::uuid AS sent_id
        FROM decided d
        LEFT JOIN charge_after wallet ON wallet.organization_id = d.organization_id
        LEFT JOIN inserted ON inserted.id = d.id
        UNION ALL
        SELECT NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, sent.sent_at, sent.id FROM sent
        ORDER BY 1`);
      const sent = new Map<string, Date>();
      const reservedRows: ReserveRow[] = [];
      for (const r of rows) {
        if (r.sent_id !== null) sent.set(r.sent_id, toDate(r.created_at));
        else reservedRows.push(r);
      }
      const reserved = sends.map((s, i): ReserveOutcome => {
        const r = reservedRows[i];
        if (r === undefined) throw new Error(`reservation of SMS ${s.id} returned no row`);
        const sender: SenderNumber | null =
          r.phone_number_id === null
            ? null
            : { id: r.phone_number_id, e164: s.from, status: r.number_status ?? '', kycStatus: r.kyc_status ?? '', trafficDirection: r.traffic_direction ?? '' };
        if (r.outcome !== null) return { refused: r.outcome, sender, currency: r.currency, available: r.available };
        const amount = s.amount ?? '0';
        const paid = Number(amount) > 0;
        return {
          refused: null,
          row: {
            organizationId: s.organizationId,
            id: s.id,
            phoneNumberId: r.phone_number_id as string,
            direction: 'outbound',
            fromNumber: s.from,
            toNumber: s.to,
            body: s.body,
            segments: s.segments,
            encoding: s.encoding,
            status: 'sending',
            price: amount,
            currency: r.currency as string,
            walletEntryId: paid ? s.entryId : null,
            refundEntryId: null,
            upstreamId: null,
            failureReason: null,
            sentAt: null,
            deliveredAt: null,
            receivedAt: null,
            createdAt: toDate(r.created_at),
          },
        };
      });
      return { reserved, sent };
    },

    /** Outbound messages of every organisation still `sending` since before `before`, oldest first. */
    async findLeftSending(before: Date, limit: number, tx: Executor = db): Promise<Array<{ organizationId: string; id: string; createdAt: Date }>> {
      return tx
        .select({ organizationId: smsMessages.organizationId, id: smsMessages.id, createdAt: smsMessages.createdAt })
        .from(smsMessages)
        .where(and(eq(smsMessages.status, 'sending'), lt(smsMessages.createdAt, before)))
        .orderBy(asc(smsMessages.createdAt))
        .limit(limit);
    },

    async insert(row: typeof smsMessages.$inferInsert, tx: Executor = db): Promise<SmsMessageRow> {
      const rows = await tx.insert(smsMessages).values(row).returning();
      return rows[0] as SmsMessageRow;
    },

    async find(organizationId: string, id: string, tx: Executor = db): Promise<SmsMessageRow | null> {
      const rows = await tx
        .select()
        .from(smsMessages)
        .where(and(eq(smsMessages.organizationId, organizationId), eq(smsMessages.id, id), eq(smsMessages.direction, 'outbound')))
        .limit(1);
      return rows[0] ?? null;
    },

    /** `sending` -> `sent`; null when the message had already left `sending`. */
    async markSent(organizationId: string, id: string, upstreamId: string, tx: Executor = db): Promise<SmsMessageRow | null> {
      const rows = await tx
        .update(smsMessages)
        .set({ status: 'sent', upstreamId, sentAt: sql`now()` })
        .where(and(eq(smsMessages.organizationId, organizationId), eq(smsMessages.id, id), eq(smsMessages.status, 'sending')))
        .returning();
      return rows[0] ?? null;
    },

    /**
     * `sending` -> `failed` with its reason and the refund's ledger entry; null when the
     * message had already left `sending` (then the caller must not refund).
     */
    async markFailed(
      organizationId: string,
      id: string,
      change: { failureReason: string; refundEntryId: string | null },
      tx: Executor = db,
    ): Promise<SmsMessageRow | null> {
      const rows = await tx
        .update(smsMessages)
        .set({ status: 'failed', failureReason: change.failureReason, refundEntryId: change.refundEntryId })
        .where(and(eq(smsMessages.organizationId, organizationId), eq(smsMessages.id, id), eq(smsMessages.status, 'sending')))
        .returning();
      return rows[0] ?? null;
    },
  };
}

export type SmsOutboundRepo = ReturnType<typeof createSmsOutboundRepo>;
