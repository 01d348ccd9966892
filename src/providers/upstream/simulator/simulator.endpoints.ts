// Endpoints of the simulated provider: the network-side service a SIM is attached to.
// Each operation checks the provider's rules inside one short transaction that locks
// the endpoint and then its SIM; a broken rule is a non-retryable UpstreamError
// (404 unknown, 409 wrong state, 400 malformed input).

import { randomUUID } from 'node:crypto';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { decodeRow, type Executor, keyList, queryNamed } from '../../../db/client.ts';
import { type NetworkStatus, type NetworkType, networkTypes, type UpstreamEndpoint } from '../upstream.port.ts';
import { pickFor, servingNetworkType, zonesOfIccid } from './simulator.identifiers.ts';
import {
  type EndpointRow,
  findSim,
  refuse,
  requireEndpoint,
  type SimulatorContext,
  simStatusFor,
  toUpstreamEndpoint,
} from './simulator.records.ts';
import { answersOf, callsOf, type GatedAnswer, type GateRow, toDate, type UpstreamOperation, writtenRowsSql } from './simulator.state.ts';
import { simNetAddons, simNetEndpoints, simNetSims } from './simulator.tables.ts';

const imeiRe = /^\d{15}$/;

/**
 * The CTEs that create the endpoints of the calls (CTE `calls`: ord, id, account, iccid
 * or null) at the gate's time, as `created`: each SIM named is looked up by its key
 * (LATERAL: planned as a join, the lookup scanned every SIM of the provider) and locked
 * as bind locks it; a call naming a SIM gets its endpoint only when the account has the
 * SIM free and no earlier call of the batch names it, and the SIM is bound to it.
 */
export const createdEndpointsCtes = (provider: string): SQL =>
  sql`sim AS (
        SELECT s.iccid, s.account FROM (SELECT DISTINCT iccid FROM calls WHERE iccid IS NOT NULL) k
        CROSS JOIN LATERAL (
          SELECT s.iccid, s.account FROM sim_net_sims s
          WHERE s.provider = ${provider} AND s.iccid = k.iccid AND s.endpoint_id IS NULL AND s.status <> 'terminated'
          FOR UPDATE
        ) s
      ), bindable AS (
        SELECT calls.* FROM calls
        WHERE calls.iccid IS NULL
           OR (EXISTS (SELECT 1 FROM sim WHERE sim.iccid = calls.iccid AND sim.account = calls.account)
               AND calls.ord = (SELECT min(o.ord) FROM calls o WHERE o.iccid = calls.iccid))
      ), created AS (
        INSERT INTO sim_net_endpoints (provider, id, account, iccid, status, created_at, updated_at)
        SELECT ${provider}, bindable.id, bindable.account, bindable.iccid, 'active', gate.now, gate.now
        FROM bindable, gate, (SELECT set_config('synchronous_commit', 'off', true)) AS relaxed_commit
        RETURNING *
      ), bound AS (
        UPDATE sim_net_sims s SET endpoint_id = created.id, status = ${simStatusFor({ status: 'active' })}, updated_at = created.updated_at
        FROM created WHERE s.provider = ${provider} AND s.iccid = created.iccid
      )`;

export function createSimulatorEndpoints(ctx: SimulatorContext) {
  const { db, provider } = ctx;
  const tx = <T>(fn: (t: Executor) => Promise<T>): Promise<T> => db.transaction(fn);

  async function update(t: Executor, id: string, patch: Partial<typeof simNetEndpoints.$inferInsert>, now: Date): Promise<EndpointRow> {
    const rows = await t
      .update(simNetEndpoints)
      .set({ ...patch, updatedAt: now })
      .where(and(eq(simNetEndpoints.provider, provider), eq(simNetEndpoints.id, id)))
      .returning();
    return rows[0] as EndpointRow;
  }

  async function setSim(t: Executor, iccid: string, patch: Partial<typeof simNetSims.$inferInsert>, now: Date): Promise<void> {
    await t
      .update(simNetSims)
      .set({ ...patch, updatedAt: now })
      .where(and(eq(simNetSims.provider, provider), eq(simNetSims.iccid, iccid)));
  }

  /** Binds a SIM of the endpoint's account to an endpoint that has none. The endpoint is locked. */
  async function bind(t: Executor, op: UpstreamOperation, endpoint: EndpointRow, iccid: string, now: Date): Promise<EndpointRow> {
    if (endpoint.iccid === iccid) return endpoint;
    if (endpoint.iccid !== null) throw refuse(op, 409, `endpoint ${endpoint.id} already has SIM ${endpoint.iccid} attached`);
    const sim = await findSim(ctx, iccid, t, true);
    // Another account's SIM is as unknown to this account as one that does not exist.
    if (sim === null || sim.account !== endpoint.account) throw refuse(op, 404, `SIM ${iccid} not found`);
    if (sim.endpointId !== null) throw refuse(op, 409, `SIM ${iccid} is attached to another endpoint`);
    if (sim.status === 'terminated') throw refuse(op, 409, `SIM ${iccid} is terminated`);
    const bound = await update(t, endpoint.id, { iccid }, now);
    await setSim(t, iccid, { endpointId: endpoint.id, status: simStatusFor(bound) }, now);
    return bound;
  }

  /**
   * Suspends or resumes the endpoints of several calls made together, in one statement
   * with their gate (`gate`, NetworkState.batchGateCtes): the calls a fault fires for
   * change nothing; for the others the endpoint moves (if still in `from`) with its SIM's
   * status, locking endpoint then SIM like every other operation. A call whose endpoint
   * did not move (unknown, in another state, or named twice in the batch) reads it again
   * to answer 404 or 409. The simulated provider's own durability is not the platform's:
   * the statement does not wait for the WAL flush (a database crash could lose its last
   * changes; a killed platform process cannot).
   */
  async function transitionMany(
    op: UpstreamOperation,
    gate: SQL,
    ids: readonly string[],
    from: 'active' | 'suspended',
    to: 'active' | 'suspended',
  ): Promise<GatedAnswer<UpstreamEndpoint>[]> {
    type Row = GateRow & { hits: number; ord: string | null; id: string | null; iccid: string | null; status: string | null; barred: string[] | null; imei_lock: string | null; throttle: string | null };
    // Planning this statement costs more than running it: it is prepared once per connection.
    const rows = await queryNamed<Row>(
      db,
      `sim_net_${op}`,
      sql`WITH ${gate}, calls AS (
            SELECT c.id, c.ord FROM unnest(${sql.param([...ids])}::text[]) WITH ORDINALITY AS c(id, ord)
          ), moved AS (
            UPDATE sim_net_endpoints e SET status = ${to}, updated_at = gate.now
            FROM gate, calls, (SELECT set_config('synchronous_commit', 'off', true)) AS relaxed_commit
            WHERE calls.ord > gate.hits AND e.provider = ${provider} AND e.id = calls.id AND e.status = ${from}
            RETURNING calls.ord, e.id, e.iccid, e.status, e.barred_network_types, e.imei_lock, e.throttle, e.updated_at
          ), sim AS (
            UPDATE sim_net_sims s SET status = ${simStatusFor({ status: to })}, updated_at = moved.updated_at
            FROM moved WHERE s.provider = ${provider} AND s.iccid = moved.iccid
          )
          SELECT gate.fault, gate.hits, gate.latency, gate.now, moved.ord::text AS ord, moved.id, moved.iccid, moved.status,
                 moved.barred_network_types AS barred, moved.imei_lock, moved.throttle
          FROM gate LEFT JOIN moved ON true`,
    );
    return callsOf(rows, ids.length).map(({ gate, row }, i) => {
      const id = ids[i] as string;
      return {
        gate,
        async answer(): Promise<UpstreamEndpoint> {
          if (row === undefined || row.id === null) {
            const endpoint = await requireEndpoint(ctx, op, id, db);
            throw refuse(op, 409, `endpoint ${id} is ${endpoint.status}, not ${from}`);
          }
          return {
            id: row.id,
            iccid: row.iccid,
            status: row.status as UpstreamEndpoint['status'],
            barredNetworkTypes: (row.barred ?? []) as NetworkType[],
            imeiLock: row.imei_lock,
            throttle: row.throttle,
          };
        },
      };
    });
  }

  return {
    async createEndpoint(input: { account: string; iccid: string | null }, now: Date): Promise<UpstreamEndpoint> {
      if (typeof input.account !== 'string' || input.account.length === 0) throw refuse('create_endpoint', 400, 'account is required');
      return tx(async (t) => {
        const [created] = await t
          .insert(simNetEndpoints)
          .values({ provider, id: randomUUID(), account: input.account, status: 'active', createdAt: now, updatedAt: now })
          .returning();
        const endpoint = created as EndpointRow;
        return toUpstreamEndpoint(input.iccid === null ? endpoint : await bind(t, 'create_endpoint', endpoint, input.iccid, now));
      });
    },

    /**
     * createEndpoint for several calls made together, in one statement with their gate
     * (`gate`, NetworkState.batchGateCtes): the calls a fault fires for write nothing;
     * each other call's endpoint is created, bound to its SIM when it names one that the
     * account has free (locked as bind locks it; the first call of the batch naming a SIM
     * takes it). A call whose endpoint was not created is answered by createEndpoint
     * itself (400, 404 or 409 as its rules say). Each SIM is looked up by its key
     * (LATERAL): planned as a join, the lookup scanned every SIM of the provider.
     */
    async createEndpoints(gate: SQL, calls: ReadonlyArray<readonly [{ account: string; iccid: string | null }]>): Promise<GatedAnswer<UpstreamEndpoint>[]> {
      const list = calls.map(([input], ord) =>
        typeof input.account === 'string' && input.account.length > 0
          ? { ord: ord + 1, id: randomUUID(), account: input.account, iccid: input.iccid }
          : { ord: ord + 1, id: null, account: null, iccid: null },
      );
      type Row = GateRow & { hits: number; ord: string | null } & Record<string, unknown>;
      const rows = await queryNamed<Row>(
        db,
        'sim_net_create_endpoints',
        sql`WITH ${gate}, calls AS (
              SELECT c.* FROM jsonb_to_recordset(${keyList(list)}) AS c(ord int, id text, account text, iccid text)
              WHERE c.id IS NOT NULL AND c.ord > (SELECT hits FROM gate)
            ), ${createdEndpointsCtes(provider)}
            ${writtenRowsSql('created')}`,
      );
      return answersOf(
        rows,
        calls,
        (row) => toUpstreamEndpoint(decodeRow(simNetEndpoints, row) as EndpointRow),
        ([input], now) => this.createEndpoint(input, now),
      );
    },

    async deleteEndpoint(id: string, now: Date): Promise<void> {
      await tx(async (t) => {
        const endpoint = await requireEndpoint(ctx, 'delete_endpoint', id, t, true);
        if (endpoint.iccid !== null) throw refuse('delete_endpoint', 409, `endpoint ${id} still has SIM ${endpoint.iccid} attached`);
        await update(t, id, { status: 'deleted', throttle: null }, now);
        await t
          .update(simNetAddons)
          .set({ status: 'removed' })
          .where(and(eq(simNetAddons.provider, provider), eq(simNetAddons.endpointId, id), inArray(simNetAddons.status, ['active', 'pending'])));
      });
    },

    async attachSim(id: string, iccid: string, now: Date): Promise<UpstreamEndpoint> {
      return tx(async (t) => toUpstreamEndpoint(await bind(t, 'attach_sim', await requireEndpoint(ctx, 'attach_sim', id, t, true), iccid, now)));
    },

    async detachSim(id: string, now: Date): Promise<UpstreamEndpoint> {
      return tx(async (t) => {
        const endpoint = await requireEndpoint(ctx, 'detach_sim', id, t, true);
        if (endpoint.iccid === null) return toUpstreamEndpoint(endpoint);
        const sim = await findSim(ctx, endpoint.iccid, t, true);
        const row = await update(t, id, { iccid: null }, now);
        if (sim !== null) await setSim(t, sim.iccid, { endpointId: null, status: simStatusFor(null) }, now);
        return toUpstreamEndpoint(row);
      });
    },

    suspendEndpoints: (gate: SQL, ids: readonly string[]) => transitionMany('suspend_endpoint', gate, ids, 'active', 'suspended'),
    resumeEndpoints: (gate: SQL, ids: readonly string[]) => transitionMany('resume_endpoint', gate, ids, 'suspended', 'active'),

    async setNetworkBars(id: string, barred: NetworkType[], now: Date): Promise<UpstreamEndpoint> {
      if (!Array.isArray(barred) || barred.some((b) => !networkTypes.includes(b))) {
        throw refuse('set_network_bars', 400, `network types must be among ${networkTypes.join(', ')}`);
      }
      const unique = networkTypes.filter((n) => barred.includes(n));
      return tx(async (t) => {
        await requireEndpoint(ctx, 'set_network_bars', id, t, true);
        return toUpstreamEndpoint(await update(t, id, { barredNetworkTypes: unique }, now));
      });
    },

    async setImeiLock(id: string, imei: string | null, now: Date): Promise<UpstreamEndpoint> {
      if (imei !== null && !imeiRe.test(imei)) throw refuse('set_imei_lock', 400, 'an IMEI is 15 digits');
      return tx(async (t) => {
        await requireEndpoint(ctx, 'set_imei_lock', id, t, true);
        return toUpstreamEndpoint(await update(t, id, { imeiLock: imei }, now));
      });
    },

    /**
     * The endpoints of several calls made together, read in one statement with their
     * gate (as networkStatuses); a call whose endpoint is unknown or deleted gets null.
     */
    async endpointsOf(gate: SQL, ids: readonly string[]): Promise<GatedAnswer<UpstreamEndpoint | null>[]> {
      type Row = GateRow & { hits: number; ord: string; id: string | null; iccid: string | null; status: string | null; barred: string[] | null; imei_lock: string | null; throttle: string | null };
      const rows = await queryNamed<Row>(
        db,
        'sim_net_get_endpoint',
        sql`WITH ${gate}, calls AS (
              SELECT c.id, c.ord FROM jsonb_array_elements_text(${keyList(ids)}) WITH ORDINALITY AS c(id, ord)
            )
            SELECT gate.fault, gate.hits, gate.latency, gate.now, calls.ord::text AS ord,
                   e.id, e.iccid, e.status, e.barred_network_types AS barred, e.imei_lock, e.throttle
            FROM gate CROSS JOIN calls
            LEFT JOIN LATERAL (
              SELECT id, iccid, status, barred_network_types, imei_lock, throttle FROM sim_net_endpoints
              WHERE provider = ${provider} AND id = calls.id AND status <> 'deleted' LIMIT 1
            ) e ON true`,
      );
      return callsOf(rows, ids.length).map(({ gate, row }) => {
        return {
          gate,
          answer: async (): Promise<UpstreamEndpoint | null> =>
            row === undefined || row.id === null
              ? null
              : {
                  id: row.id,
                  iccid: row.iccid,
                  status: row.status as UpstreamEndpoint['status'],
                  barredNetworkTypes: (row.barred ?? []) as NetworkType[],
                  imeiLock: row.imei_lock,
                  throttle: row.throttle,
                },
        };
      });
    },

    /**
     * The network status of the endpoints of several calls made together, read in one
     * statement with their gate (`gate`, NetworkState.batchGateCtes): each call's
     * endpoint and the SIM attached to it. The calls a fault fires for get the fault.
     * Connected while the SIM is attached to an active endpoint, has been seen (data or
     * a device report) and its serving network type (4G) is not barred. The operator is
     * a stable pick among the catalogue's operators of the SIM's zones.
     * Each call's rows are found through the primary keys (LATERAL with LIMIT 1, which
     * the planner does not flatten into a join), whatever it believes of a young table's
     * size: a join planned on such a belief compared every call with every endpoint.
     */
    async networkStatuses(gate: SQL, ids: readonly string[]): Promise<GatedAnswer<NetworkStatus>[]> {
      type Row = GateRow & { hits: number; ord: string; id: string | null; status: string | null; barred: string[] | null; iccid: string | null; last_seen_at: unknown };
      const rows = await queryNamed<Row>(
        db,
        'sim_net_get_network_status',
        sql`WITH ${gate}, calls AS (
              SELECT c.id, c.ord FROM jsonb_array_elements_text(${keyList(ids)}) WITH ORDINALITY AS c(id, ord)
            )
            SELECT gate.fault, gate.hits, gate.latency, gate.now, calls.ord::text AS ord, e.id, e.status, e.barred_network_types AS barred,
                   s.iccid, s.last_seen_at
            FROM gate CROSS JOIN calls
            LEFT JOIN LATERAL (
              SELECT id, status, barred_network_types, iccid FROM sim_net_endpoints
              WHERE provider = ${provider} AND id = calls.id AND status <> 'deleted' LIMIT 1
            ) e ON true
            LEFT JOIN LATERAL (SELECT iccid, last_seen_at FROM sim_net_sims WHERE provider = ${provider} AND iccid = e.iccid LIMIT 1) s ON true`,
      );
      return callsOf(rows, ids.length).map(({ gate, row }, i) => {
        const id = ids[i] as string;
        return {
          gate,
          async answer(): Promise<NetworkStatus> {
            if (row === undefined || row.id === null) throw refuse('get_network_status', 404, `endpoint ${id} not found`);
            const lastSeenAt = row.last_seen_at === null || row.last_seen_at === undefined ? null : toDate(row.last_seen_at);
            if (row.iccid === null || lastSeenAt === null) return { connected: false, rat: 'unknown', operatorId: null, lastSeenAt };
            const connected = row.status === 'active' && !(row.barred ?? []).includes(servingNetworkType);
            const operatorId = pickFor(row.iccid, await ctx.operatorsInZones(zonesOfIccid(provider, row.iccid)));
            return { connected, rat: connected ? '4g' : 'unknown', operatorId, lastSeenAt };
          },
        };
      });
    },
  };
}
