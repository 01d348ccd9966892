// SIM delivery and the SIM records of the simulated provider.
//
// eSIM profile lifecycle: `downloaded` at delivery (the profile is bound to the
// delivered EID and waits on the SM-DP+), `installed` once a device reports with it
// (an IMEI event), `enabled` from its first data session. Physical SIMs have none.

import { and, eq, type SQL, sql } from 'drizzle-orm';
import { decodeRow, keyList, queryNamed } from '../../../db/client.ts';
import type { IssuedEsim, SimType, UpstreamSim } from '../upstream.port.ts';
import { activationCodeFor, eidOf, iccidOf, imsiOf, maxSerial, msisdnOf } from './simulator.identifiers.ts';
import { findSim, refuse, type SimRow, type SimulatorContext, toUpstreamSim } from './simulator.records.ts';
import { callsOf, type GatedAnswer, type GateRow, type NetworkState, reserveSerialsSql, toDate } from './simulator.state.ts';
import { simNetSims } from './simulator.tables.ts';

export const maxDelivery = 1000;

export function createSimulatorSims(ctx: SimulatorContext, state: NetworkState) {
  const { db, provider } = ctx;

  /** The SIM of each call (in call order) with the gate's columns, through the primary key. */
  async function simRowsOf(gate: SQL, iccids: readonly string[]): Promise<Array<{ gate: GateRow; row: SimRow | null }>> {
    const rows = await queryNamed<Record<string, unknown> & GateRow & { hits: number; ord: string }>(
      db,
      'sim_net_sims_of',
      sql`WITH ${gate}, calls AS (
            SELECT c.iccid, c.ord FROM jsonb_array_elements_text(${keyList(iccids)}) WITH ORDINALITY AS c(iccid, ord)
          )
          SELECT gate.fault, gate.hits, gate.latency, gate.now, calls.ord::text AS ord, s.*
          FROM gate CROSS JOIN calls
          LEFT JOIN LATERAL (SELECT * FROM sim_net_sims WHERE provider = ${provider} AND iccid = calls.iccid LIMIT 1) s ON true`,
    );
    return callsOf(rows, iccids.length).map(({ gate: g, row: raw }) => ({
      gate: g,
      row: raw === undefined || raw.iccid === null ? null : decodeRow(simNetSims, raw),
    }));
  }

  /** A delivered SIM of the serial's identifiers, not yet on an endpoint. */
  function simRow(account: string, simType: SimType, serial: number, now: Date): typeof simNetSims.$inferInsert {
    const esim = simType === 'eSIM';
    return {
      provider,
      iccid: iccidOf(provider, serial),
      account,
      simType,
      imsi: imsiOf(provider, serial),
      msisdn: msisdnOf(provider, serial),
      eid: esim ? eidOf(provider, serial) : null,
      activationCode: esim ? activationCodeFor(provider) : null,
      status: 'inactive',
      esimProfileStatus: esim ? 'downloaded' : null,
      createdAt: now,
      updatedAt: now,
    };
  }

  /**
   * Writes issued SIMs in one named statement (one text for any number of rows, so it is
   * planned once per connection, where a VALUES list of each length was a statement of
   * its own, built and planned on every call); like the other writes of a batch it does
   * not wait for the WAL flush (see transitionMany).
   */
  async function insertSims(rows: ReadonlyArray<ReturnType<typeof simRow>>): Promise<SimRow[]> {
    const list = rows.map((r) => ({
      iccid: r.iccid,
      account: r.account,
      sim_type: r.simType,
      imsi: r.imsi,
      msisdn: r.msisdn,
      eid: r.eid,
      activation_code: r.activationCode,
      status: r.status,
      esim_profile_status: r.esimProfileStatus,
      created_at: r.createdAt,
    }));
    const written = await queryNamed<Record<string, unknown>>(
      db,
      'sim_net_insert_sims',
      sql`INSERT INTO sim_net_sims (provider, iccid, account, sim_type, imsi, msisdn, eid, activation_code, status, esim_profile_status, created_at, updated_at)
          SELECT ${provider}, r.iccid, r.account, r.sim_type, r.imsi, r.msisdn, r.eid, r.activation_code, r.status, r.esim_profile_status, r.created_at, r.created_at
          FROM jsonb_to_recordset(${keyList(list)}) AS r(iccid text, account text, sim_type text, imsi text, msisdn text, eid text, activation_code text, status text,
                                                          esim_profile_status text, created_at timestamptz),
               (SELECT set_config('synchronous_commit', 'off', true)) AS relaxed_commit
          RETURNING *`,
    );
    return written.map((raw) => decodeRow(simNetSims, raw) as SimRow);
  }

  /** An issued eSIM as the port answers it: the SIM with its activation code. */
  function issuedEsim(row: SimRow): IssuedEsim {
    return { ...toUpstreamSim(provider, row), activationCode: row.activationCode };
  }

  /** Delivers `count` new SIMs of one type to the account (see deliverSims). */
  async function deliverRows(input: { account: string; count: number; simType: SimType }, now: Date): Promise<SimRow[]> {
    const { account, count, simType } = input;
    if (!Number.isInteger(count) || count < 1 || count > maxDelivery) {
      throw refuse('deliver_sims', 400, `count must be a whole number from 1 to ${maxDelivery}`);
    }
    if (simType !== 'physical' && simType !== 'eSIM') throw refuse('deliver_sims', 400, `unknown SIM type ${String(simType)}`);
    if (typeof account !== 'string' || account.length === 0 || account.length > 200) throw refuse('deliver_sims', 400, 'account is required');

    const first = await state.reserveSerials(provider, count);
    if (first + count - 1 > maxSerial) throw refuse('deliver_sims', 409, 'the provider has no numbers left in its MSISDN block');
    const rows = Array.from({ length: count }, (_, i) => simRow(account, simType, first + i, now));
    return db.insert(simNetSims).values(rows).returning();
  }

  return {
    async deliverSims(input: { account: string; count: number; simType: SimType }, now: Date): Promise<UpstreamSim[]> {
      return (await deliverRows(input, now)).map((r) => toUpstreamSim(provider, r));
    },

    /**
     * The pool of eSIMs for a base plan: the simulated provider holds an unbounded
     * stock, so an issue is a delivery of one fresh eSIM to the account (its serial
     * reserved like any delivery, so two issues never hand out the same ICCID).
     */
    async issueEsim(input: { account: string; basePlan: string }, now: Date): Promise<IssuedEsim> {
      if (typeof input.basePlan !== 'string' || input.basePlan.length === 0 || input.basePlan.length > 200) throw refuse('issue_esim', 400, 'base plan is required');
      const [sim] = await deliverRows({ account: input.account, count: 1, simType: 'eSIM' }, now);
      if (sim === undefined) throw refuse('issue_esim', 409, 'the eSIM pool is empty');
      return issuedEsim(sim);
    },

    /**
     * issueEsim for several calls made together: one statement with their gate (`gate`,
     * NetworkState.batchGateCtes) reserves a serial for each call the fault lets through,
     * and one more writes their eSIMs. A call without an eSIM (a malformed one, or none
     * left to number) is answered by issueEsim itself.
     */
    async issueEsims(gate: SQL, calls: ReadonlyArray<readonly [{ account: string; basePlan: string }]>): Promise<GatedAnswer<IssuedEsim>[]> {
      const named = (v: unknown) => typeof v === 'string' && v.length > 0 && v.length <= 200;
      const ords = calls.flatMap(([c], i) => (named(c.basePlan) && named(c.account) ? [i + 1] : []));
      const rows = await queryNamed<GateRow & { hits: number; ord: null; last: string | null }>(
        db,
        'sim_net_issue_esims',
        sql`WITH ${gate}, serials AS (
              ${reserveSerialsSql(provider, sql`SELECT count(*)::bigint FROM jsonb_array_elements_text(${keyList(ords)}) AS o(ord) WHERE o.ord::int > (SELECT hits FROM gate)`)}
            )
            SELECT gate.fault, gate.hits, gate.latency, gate.now, NULL AS ord, (SELECT last FROM serials) AS last FROM gate`,
      );
      const gates = callsOf(rows, calls.length).map((c) => c.gate);
      const hits = Number(rows[0]?.hits ?? 0);
      const through = ords.filter((ord) => ord > hits);
      const first = Number(rows[0]?.last ?? 0) - through.length + 1;
      const now = toDate(rows[0]?.now);
      const serialOf = new Map(through.filter((_, k) => first + k <= maxSerial).map((ord, k) => [ord, first + k]));
      const rowsToWrite = [...serialOf].map(([ord, serial]) => simRow((calls[ord - 1] as readonly [{ account: string }])[0].account, 'eSIM', serial, now));
      const issued = rowsToWrite.length === 0 ? [] : await insertSims(rowsToWrite);
      const byIccid = new Map(issued.map((r) => [r.iccid, r]));
      return calls.map(([input], i) => ({
        gate: gates[i] as GateRow,
        answer: async () => {
          const serial = serialOf.get(i + 1);
          const row = serial === undefined ? undefined : byIccid.get(iccidOf(provider, serial));
          return row === undefined ? this.issueEsim(input, now) : issuedEsim(row);
        },
      }));
    },

    async getSim(iccid: string): Promise<UpstreamSim | null> {
      const row = await findSim(ctx, iccid);
      return row === null ? null : toUpstreamSim(provider, row);
    },

    /**
     * getSim for several calls made together, read in one statement with their gate
     * (`gate`, NetworkState.batchGateCtes); an unknown ICCID answers null.
     */
    async simsOf(gate: SQL, iccids: readonly string[]): Promise<GatedAnswer<UpstreamSim | null>[]> {
      return (await simRowsOf(gate, iccids)).map(({ gate: g, row }) => ({ gate: g, answer: async () => (row === null ? null : toUpstreamSim(provider, row)) }));
    },

    /** getEsimActivationCode for several calls made together, as simsOf; an unknown ICCID is refused (404). */
    async activationCodesOf(gate: SQL, iccids: readonly string[]): Promise<GatedAnswer<string | null>[]> {
      return (await simRowsOf(gate, iccids)).map(({ gate: g, row }, i) => ({
        gate: g,
        answer: async () => {
          if (row === null) throw refuse('get_esim_activation_code', 404, `SIM ${iccids[i]} not found`);
          return row.activationCode;
        },
      }));
    },

    /** Simulator control: the SIM now sits in the device with this IMEI, which the network sees. */
    async setDeviceImei(iccid: string, imei: string, now: Date): Promise<SimRow | null> {
      const rows = await db
        .update(simNetSims)
        .set({
          imei,
          lastSeenAt: now,
          updatedAt: now,
          esimProfileStatus: sql`CASE WHEN ${simNetSims.esimProfileStatus} = 'downloaded' THEN 'installed' ELSE ${simNetSims.esimProfileStatus} END`,
        })
        .where(and(eq(simNetSims.provider, provider), eq(simNetSims.iccid, iccid)))
        .returning();
      return rows[0] ?? null;
    },
  };
}
