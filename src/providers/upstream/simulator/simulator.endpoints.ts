// Endpoints of the simulated provider: the network-side service a SIM is attached to.
// Each operation checks the provider's rules inside one short transaction that locks
// the endpoint and then its SIM; a broken rule is a non-retryable UpstreamError
// (404 unknown, 409 wrong state, 400 malformed input).

import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { type NetworkStatus, type NetworkType, networkTypes, type UpstreamEndpoint } from '../port.ts';
import { pickFor, servingNetworkType, zonesOfIccid } from './simulator.identifiers.ts';
import {
  type EndpointRow,
  findEndpoint,
  findSim,
  refuse,
  requireEndpoint,
  type SimulatorContext,
  simStatusFor,
  toUpstreamEndpoint,
} from './simulator.records.ts';
import type { UpstreamOperation } from './simulator.state.ts';
import { simNetAddons, simNetEndpoints, simNetSims } from './simulator.tables.ts';

const imeiRe = /^\d{15}$/;

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

  async function transition(
    op: UpstreamOperation,
    id: string,
    from: EndpointRow['status'],
    to: EndpointRow['status'],
    now: Date,
  ): Promise<UpstreamEndpoint> {
    return tx(async (t) => {
      const endpoint = await requireEndpoint(ctx, op, id, t, true);
      if (endpoint.status !== from) throw refuse(op, 409, `endpoint ${id} is ${endpoint.status}, not ${from}`);
      const row = await update(t, id, { status: to }, now);
      if (row.iccid !== null) await setSim(t, row.iccid, { status: simStatusFor(row) }, now);
      return toUpstreamEndpoint(row);
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

    suspendEndpoint: (id: string, now: Date) => transition('suspend_endpoint', id, 'active', 'suspended', now),
    resumeEndpoint: (id: string, now: Date) => transition('resume_endpoint', id, 'suspended', 'active', now),

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
     * Connected while the SIM is attached to an active endpoint, has been seen (data or
     * a device report) and its serving network type (4G) is not barred. The operator is
     * a stable pick among the catalogue's operators of the SIM's zones.
     */
    async getNetworkStatus(id: string): Promise<NetworkStatus> {
      const endpoint = await findEndpoint(ctx, id);
      if (endpoint === null) throw refuse('get_network_status', 404, `endpoint ${id} not found`);
      const sim = endpoint.iccid === null ? null : await findSim(ctx, endpoint.iccid);
      if (sim === null || sim.lastSeenAt === null) return { connected: false, rat: 'unknown', operatorId: null, lastSeenAt: sim?.lastSeenAt ?? null };
      const connected = endpoint.status === 'active' && !endpoint.barredNetworkTypes.includes(servingNetworkType);
      const operatorId = pickFor(sim.iccid, await ctx.operatorsInZones(zonesOfIccid(provider, sim.iccid)));
      return { connected, rat: connected ? '4g' : 'unknown', operatorId, lastSeenAt: sim.lastSeenAt };
    },
  };
}
