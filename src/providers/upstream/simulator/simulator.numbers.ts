// The simulated number provider: search and hold numbers of its stock, order and
// release them, send SMS from them, and tell the platform of SMS arriving for them.
// Every call passes the network's gate (faults, latency, clock) like the SIM provider's.

import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type CountryCode, getCountryCallingCode } from 'libphonenumber-js/max';
import type { Db } from '../../../db/client.ts';
import { query, queryNamed } from '../../../db/client.ts';
import type { HeldNumber, InboundMessageListener, NumbersPort, NumberType, TrafficDirection } from '../numbers.port.ts';
import { refuse } from './simulator.records.ts';
import { type Offering, offeringOf, offeringOfNumber, priceIn, smsPricesIn } from './simulator.number-stock.ts';
import { createGroupCommit } from '../../../lib/group-commit.ts';
import { answerAfter, type Gate } from './simulator.adapter.ts';
import { callsOf, type GatedAnswer, type GateRow, type NetworkState, networkNowSql } from './simulator.state.ts';
import type { InboundSms } from './simulator.messages.ts';
import { simNetNumbers } from './simulator.tables.ts';

/** The numbers are hosted by this provider of the simulated network. */
export const NUMBERS_PROVIDER = 'alpha';

type NumberRow = typeof simNetNumbers.$inferSelect;

export interface SimulatorNumbers extends NumbersPort {
  /**
   * Control: an SMS arrives for `to`. When `to` is an ordered number it is stored (one
   * statement: the check and the write) and the registered listeners are told of it;
   * otherwise nothing is written and the answer is null.
   */
  receiveInbound(input: { from: string; to: string; body: string }): Promise<InboundSms | null>;
}

export function createSimulatorNumbers(deps: { db: Db; state: NetworkState; gate: Gate }): SimulatorNumbers {
  const { db, gate } = deps;
  const provider = NUMBERS_PROVIDER;
  const listeners: InboundMessageListener[] = [];

  /**
   * SMS sends made together go through the gate and are written in one statement (a
   * group commit, as the SIM provider's suspensions are): a fault fires for the first
   * calls of the batch, the others are checked (an ordered number, not inbound-only, a
   * body of 1 to 1600 characters) and stored under their reference, once.
   */
  const sends = createGroupCommit<{ from: string; to: string; body: string; reference: string }, GatedAnswer<{ id: string; status: 'sent' }>>(
    async (_key, calls) => {
      const refusals = calls.map((c) => {
        if (typeof c.body !== 'string' || c.body.length === 0 || c.body.length > 1600) return refuse('send_sms', 400, 'body must be 1 to 1600 characters');
        if (offeringOfNumber(c.from)?.trafficDirection === 'inbound_only') return refuse('send_sms', 403, `${c.from} cannot originate SMS`);
        return null;
      });
      const list = JSON.stringify(calls.map((c, i) => ({ ord: i + 1, id: c.reference, from_number: c.from, to_number: c.to, body: c.body, eligible: refusals[i] === null })));
      type Row = GateRow & { hits: number; ord: number | null };
      // Planning this statement costs more than running it: it is prepared once per connection.
      const rows = await queryNamed<Row>(
        db,
        'sim_net_send_sms',
        sql`WITH ${deps.state.batchGateCtes('send_sms', calls.length)}, calls AS (
              SELECT * FROM jsonb_to_recordset(${list}::jsonb) AS c(ord int, id text, from_number text, to_number text, body text, eligible boolean)
            ), sendable AS (
              SELECT calls.* FROM calls, gate
              WHERE calls.ord > gate.hits AND calls.eligible AND EXISTS (
                SELECT 1 FROM sim_net_numbers n WHERE n.provider = ${provider} AND n.e164 = calls.from_number AND n.status = 'ordered')
            ), stored AS (
              INSERT INTO sim_net_sms (provider, id, direction, iccid, from_number, to_number, body, status, created_at)
              SELECT ${provider}, s.id, 'outbound', NULL, s.from_number, s.to_number, s.body, 'sent', gate.now
              FROM sendable s, gate, (SELECT set_config('synchronous_commit', 'off', true)) AS relaxed_commit
              ON CONFLICT DO NOTHING
            )
            SELECT gate.fault, gate.hits, gate.latency, gate.now, sendable.ord FROM gate LEFT JOIN sendable ON true`,
      );
      const perCall = callsOf(rows, calls.length);
      return calls.map((c, i) => ({
        ok: true as const,
        value: {
          gate: perCall[i]?.gate as GateRow,
          async answer() {
            const refusal = refusals[i];
            if (refusal !== null && refusal !== undefined) throw refusal;
            // The platform's reference is the message id here, so a repeated send is sent once.
            if (perCall[i]?.row === undefined) throw refuse('send_sms', 404, `${c.from} is not a number of this account`);
            return { id: c.reference, status: 'sent' as const };
          },
        },
      }));
    },
    { maxBatch: 500 },
  );

  function priced(offering: Offering, currency: string): { connectionFee: string; monthlyFee: string } | null {
    const connectionFee = priceIn(offering.connectionFee, currency);
    const monthlyFee = priceIn(offering.monthlyFee, currency);
    return connectionFee === null || monthlyFee === null ? null : { connectionFee, monthlyFee };
  }

  function toHeld(row: NumberRow, currency: string): HeldNumber | null {
    const offering = offeringOf(row.countryIso, row.numberType as NumberType);
    const fees = offering === null ? null : priced(offering, currency);
    if (offering === null || fees === null) return null;
    return {
      holdId: row.holdId,
      e164: row.e164,
      countryIso: row.countryIso,
      numberType: row.numberType as NumberType,
      ...fees,
      currency,
      trafficDirection: offering.trafficDirection as TrafficDirection,
      heldUntil: row.heldUntil,
    };
  }

  async function liveHolds(account: string, holdIds: string[], now: Date): Promise<NumberRow[]> {
    const ids = holdIds.filter((id) => typeof id === 'string' && id.length > 0 && id.length <= 64);
    if (ids.length === 0) return [];
    const rows = await db
      .select()
      .from(simNetNumbers)
      .where(and(eq(simNetNumbers.provider, provider), inArray(simNetNumbers.holdId, ids), eq(simNetNumbers.account, account), eq(simNetNumbers.status, 'held')));
    return rows.filter((r) => r.heldUntil.getTime() > now.getTime());
  }

  return {
    now: () => deps.state.now(),

    searchNumbers: gate('search_numbers', async (now, input: Parameters<NumbersPort['searchNumbers']>[0]) => {
      const offering = offeringOf(input.countryIso, input.numberType);
      if (offering === null) throw refuse('search_numbers', 404, `no ${input.numberType} numbers offered in ${input.countryIso}`);
      if (priced(offering, input.currency) === null) throw refuse('search_numbers', 404, `numbers are not priced in ${input.currency}`);
      // The digits are sought in the national number, after the country calling code.
      const digits = input.contains ?? '';
      const national = 1 + getCountryCallingCode(offering.countryIso as CountryCode).length;
      const candidates = digits.length === 0 ? offering.stock : offering.stock.filter((e) => e.slice(national).includes(digits));
      if (candidates.length === 0) return { numbers: [], totalAvailable: 0 };
      // Rows of the candidates that are taken: ordered, or held by someone while the hold lasts.
      const taken = await query<{ e164: string; account: string; status: string; held_until: unknown }>(
        db,
        sql`SELECT e164, account, status, held_until FROM sim_net_numbers
            WHERE provider = ${provider} AND e164 = ANY(${sql.param([...candidates])}::text[])
              AND (status = 'ordered' OR held_until > ${now.toISOString()}::timestamptz)`,
      );
      const mine = new Set(taken.filter((t) => t.status === 'held' && t.account === input.account).map((t) => t.e164));
      const unavailable = new Set(taken.filter((t) => !mine.has(t.e164)).map((t) => t.e164));
      const free = candidates.filter((e) => !unavailable.has(e));
      // Start at a random place so concurrent searches of an offering rarely want the same numbers.
      const start = Math.floor(Math.random() * free.length);
      const wanted = [...free.slice(start), ...free.slice(0, start)].slice(0, input.limit);
      if (wanted.length === 0) return { numbers: [], totalAvailable: 0 };
      const heldUntil = new Date(now.getTime() + input.holdSeconds * 1000);
      // Hold each number unless someone else took it meanwhile: a number held by the
      // same account keeps its hold id (found again, not held twice).
      const rows = await query<{ e164: string; hold_id: string; held_until: unknown }>(
        db,
        sql`INSERT INTO sim_net_numbers (provider, e164, country_iso, number_type, status, account, hold_id, held_until)
            SELECT ${provider}, e, ${offering.countryIso}, ${offering.numberType}, 'held', ${input.account}, gen_random_uuid()::text, ${heldUntil.toISOString()}::timestamptz
            FROM unnest(${sql.param(wanted)}::text[]) AS e
            ON CONFLICT (provider, e164) DO UPDATE SET
              hold_id = CASE WHEN sim_net_numbers.account = excluded.account AND sim_net_numbers.held_until > ${now.toISOString()}::timestamptz
                             THEN sim_net_numbers.hold_id ELSE excluded.hold_id END,
              account = excluded.account, held_until = excluded.held_until, status = 'held'
            WHERE sim_net_numbers.status = 'held'
              AND (sim_net_numbers.held_until <= ${now.toISOString()}::timestamptz OR sim_net_numbers.account = excluded.account)
            RETURNING e164, hold_id, held_until`,
      );
      const byE164 = new Map(rows.map((r) => [r.e164, r]));
      const fees = priced(offering, input.currency) as { connectionFee: string; monthlyFee: string };
      const numbers: HeldNumber[] = wanted.flatMap((e164) => {
        const r = byE164.get(e164);
        if (r === undefined) return [];
        return [
          {
            holdId: r.hold_id,
            e164,
            countryIso: offering.countryIso,
            numberType: offering.numberType,
            ...fees,
            currency: input.currency,
            trafficDirection: offering.trafficDirection,
            heldUntil,
          },
        ];
      });
      return { numbers, totalAvailable: free.length - (wanted.length - numbers.length) };
    }),

    getHolds: gate('get_holds', async (now, input: { account: string; holdIds: string[]; currency: string }) => {
      const rows = await liveHolds(input.account, input.holdIds, now);
      return rows.flatMap((r) => {
        const h = toHeld(r, input.currency);
        return h === null ? [] : [h];
      });
    }),

    extendHolds: gate('extend_holds', async (now, input: { account: string; holdIds: string[]; until: Date; currency: string }) => {
      const live = await liveHolds(input.account, input.holdIds, now);
      if (live.length === 0) return [];
      const rows = await db
        .update(simNetNumbers)
        .set({ heldUntil: input.until })
        .where(
          and(
            eq(simNetNumbers.provider, provider),
            eq(simNetNumbers.status, 'held'),
            eq(simNetNumbers.account, input.account),
            inArray(
              simNetNumbers.holdId,
              live.map((r) => r.holdId),
            ),
          ),
        )
        .returning();
      return rows.flatMap((r) => {
        const h = toHeld(r, input.currency);
        return h === null ? [] : [h];
      });
    }),

    orderNumber: gate('order_number', async (now, input: { account: string; holdId: string }) => {
      const rows = await query<{ e164: string; number_id: string }>(
        db,
        sql`UPDATE sim_net_numbers SET status = 'ordered', number_id = ${randomUUID()}, ordered_at = ${now.toISOString()}::timestamptz
            WHERE provider = ${provider} AND hold_id = ${input.holdId} AND account = ${input.account}
              AND status = 'held' AND held_until > ${now.toISOString()}::timestamptz
            RETURNING e164, number_id`,
      );
      const ordered =
        rows[0] ??
        (
          await query<{ e164: string; number_id: string }>(
            db,
            sql`SELECT e164, number_id FROM sim_net_numbers
                WHERE provider = ${provider} AND hold_id = ${input.holdId} AND account = ${input.account} AND status = 'ordered'`,
          )
        )[0];
      if (ordered === undefined) throw refuse('order_number', 404, 'the hold has expired or does not exist');
      return { upstreamId: ordered.number_id, e164: ordered.e164 };
    }),

    releaseNumber: gate('release_number', async (_now, upstreamId: string) => {
      await db.delete(simNetNumbers).where(and(eq(simNetNumbers.provider, provider), eq(simNetNumbers.numberId, upstreamId)));
    }),

    sendMessage: async (input: { from: string; to: string; body: string; reference: string }) => {
      const started = performance.now();
      const ran = await sends.submit('send_sms', input);
      const { latencyMs, fault } = deps.state.gateOf('send_sms', ran.gate);
      return answerAfter(started, latencyMs, async () => {
        if (fault !== null) throw fault;
        return ran.answer();
      });
    },

    smsPricing: gate('get_sms_pricing', async (_now, currency: string) => {
      const prices = smsPricesIn(currency);
      if (prices === null) throw refuse('get_sms_pricing', 404, `SMS is not priced in ${currency}`);
      return prices;
    }),

    onInboundMessage(listener) {
      listeners.push(listener);
    },

    async receiveInbound(input) {
      const id = randomUUID();
      const rows = await queryNamed<{ created_at: unknown }>(
        db,
        'sim_net_receive_sms',
        sql`INSERT INTO sim_net_sms (provider, id, direction, iccid, from_number, to_number, body, status, created_at)
            SELECT ${provider}, ${id}, 'inbound', NULL, ${input.from}, ${input.to}, ${input.body}, 'received', ${networkNowSql}
            WHERE EXISTS (SELECT 1 FROM sim_net_numbers WHERE provider = ${provider} AND e164 = ${input.to} AND status = 'ordered')
            RETURNING created_at`,
      );
      const row = rows[0];
      if (row === undefined) return null;
      const receivedAt = row.created_at instanceof Date ? row.created_at : new Date(String(row.created_at));
      const sms: InboundSms = { id, provider, from: input.from, to: input.to, body: input.body, iccid: null, receivedAt };
      for (const l of listeners) await l({ id, from: sms.from, to: sms.to, body: sms.body, receivedAt });
      return sms;
    },
  };
}
