// The simulator's rows as the port's types, and the lookups every part of the
// simulated network shares. Locks are always taken endpoint first, then SIM, so two
// operations on the same pair never deadlock.

import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import type {
  EsimProfileStatus,
  NetworkType,
  ProviderName,
  SimType,
  UpstreamAddon,
  UpstreamEndpoint,
  UpstreamSim,
  UpstreamSimStatus,
} from '../upstream.port.ts';
import { UpstreamError } from '../upstream.port.ts';
import { zonesOfIccid } from './simulator.identifiers.ts';
import type { UpstreamOperation } from './simulator.state.ts';
import { type simNetAddons, simNetEndpoints, simNetSims } from './simulator.tables.ts';

export type SimRow = typeof simNetSims.$inferSelect;
export type EndpointRow = typeof simNetEndpoints.$inferSelect;
export type AddonRow = typeof simNetAddons.$inferSelect;

/** Shared by every part of one provider's simulated network. */
export interface SimulatorContext {
  db: Executor;
  provider: ProviderName;
  /** Operator ids of the platform's catalogue in any of the zones, in a stable order. */
  operatorsInZones(zones: readonly string[]): Promise<string[]>;
  /** Operator ids of the platform's catalogue in one country (ISO 3166-1 alpha-2), in a stable order. */
  operatorsInCountry(iso: string): Promise<string[]>;
}

export const refuse = (operation: UpstreamOperation, status: number, message: string): UpstreamError =>
  UpstreamError.fromStatus(operation, status, message);

export function toUpstreamSim(provider: ProviderName, r: SimRow): UpstreamSim {
  return {
    iccid: r.iccid,
    simType: r.simType as SimType,
    status: r.status as UpstreamSimStatus,
    imsi: r.imsi,
    msisdn: r.msisdn,
    eid: r.eid,
    imei: r.imei,
    compatibilityZones: zonesOfIccid(provider, r.iccid),
    esimProfileStatus: r.esimProfileStatus as EsimProfileStatus | null,
    endpointId: r.endpointId,
  };
}

export function toUpstreamEndpoint(r: EndpointRow): UpstreamEndpoint {
  return {
    id: r.id,
    iccid: r.iccid,
    status: r.status as UpstreamEndpoint['status'],
    barredNetworkTypes: r.barredNetworkTypes as NetworkType[],
    imeiLock: r.imeiLock,
    throttle: r.throttle,
  };
}

export function toUpstreamAddon(r: AddonRow): UpstreamAddon {
  return {
    id: r.id,
    endpointId: r.endpointId,
    status: r.status as UpstreamAddon['status'],
    allowanceMb: r.allowanceMb,
    usedMb: r.usedMb,
    activatedAt: r.activatedAt,
    expiresAt: r.expiresAt,
  };
}

export async function findSim(ctx: SimulatorContext, iccid: string, ex: Executor = ctx.db, lock = false): Promise<SimRow | null> {
  const q = ex
    .select()
    .from(simNetSims)
    .where(and(eq(simNetSims.provider, ctx.provider), eq(simNetSims.iccid, iccid)))
    .limit(1);
  const rows = lock ? await q.for('update') : await q;
  return rows[0] ?? null;
}

/** A live (not deleted) endpoint, or null; a deleted endpoint is gone for every caller. */
export async function findEndpoint(ctx: SimulatorContext, id: string, ex: Executor = ctx.db, lock = false): Promise<EndpointRow | null> {
  const q = ex
    .select()
    .from(simNetEndpoints)
    .where(and(eq(simNetEndpoints.provider, ctx.provider), eq(simNetEndpoints.id, id)))
    .limit(1);
  const rows = lock ? await q.for('update') : await q;
  const row = rows[0];
  return row && row.status !== 'deleted' ? row : null;
}

export async function requireEndpoint(ctx: SimulatorContext, op: UpstreamOperation, id: string, ex: Executor, lock = false): Promise<EndpointRow> {
  const row = await findEndpoint(ctx, id, ex, lock);
  if (row === null) throw refuse(op, 404, `endpoint ${id} not found`);
  return row;
}

/** The SIM status that follows from the endpoint it is attached to. */
export function simStatusFor(endpoint: Pick<EndpointRow, 'status'> | null): UpstreamSimStatus {
  if (endpoint === null) return 'inactive';
  return endpoint.status === 'suspended' ? 'suspended' : 'active';
}
