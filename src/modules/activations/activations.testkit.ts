// Test factories for activations and the usage snapshot: SIMs delivered through the
// admin API, links, plans on a coverage of the SIMs' zones, and the simulator's
// controls (a device using data, the network clock, faults).

import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Harness, Tenant } from '../../../test/harness.ts';
import { simNetAddons, simNetSms } from '../../providers/upstream/simulator/simulator.tables.ts';
import { links } from '../links/links.tables.ts';
import { createCoverage, createPlan, type Json, operatorsIn } from '../plans/plans.testkit.ts';
import { activations } from './activations.tables.ts';

export interface SimItem {
  id: string;
  iccid: string;
  compatibility_zones: string[];
}

export async function deliverSims(h: Harness, organizationId: string, count: number, provider: 'alpha' | 'beta' = 'alpha'): Promise<SimItem[]> {
  const res = await h.app.inject({ method: 'POST', url: `/admin/organizations/${organizationId}/sims`, headers: h.admin, payload: { count, sim_type: 'physical', provider } });
  if (res.statusCode !== 201) throw new Error(`deliver SIMs: ${res.statusCode} ${res.body}`);
  return res.json().items;
}

async function ok(h: Harness, headers: Record<string, string>, method: 'POST' | 'DELETE', url: string, payload?: object): Promise<Json> {
  const res = await h.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.body.length > 0 ? res.json() : null;
}

export type LinkState = 'active' | 'pre_active' | 'hold' | 'suspended' | 'removed';

/**
 * A link on the SIM in the wanted state, through the links API: created pre_active,
 * then detached (hold) and attached again (active), then suspended or deleted.
 */
export async function createLink(h: Harness, t: Tenant, sim: SimItem, state: LinkState = 'active'): Promise<string> {
  const link = await ok(h, t.admin, 'POST', '/links', { name: `link-${sim.iccid.slice(-6)}`, sim_id: sim.id });
  const id = link.id as string;
  if (state === 'pre_active') return id;
  await ok(h, t.admin, 'DELETE', `/links/${id}/sim`);
  if (state === 'hold') return id;
  if (state === 'removed') {
    await ok(h, t.admin, 'DELETE', `/links/${id}`);
    return id;
  }
  await ok(h, t.admin, 'POST', `/links/${id}/sim`, { sim_id: sim.id });
  if (state === 'suspended') await ok(h, t.admin, 'POST', `/links/${id}/suspend`);
  return id;
}

export const detachSim = (h: Harness, t: Tenant, linkId: string) => ok(h, t.admin, 'DELETE', `/links/${linkId}/sim`);
export const suspendLink = (h: Harness, t: Tenant, linkId: string) => ok(h, t.admin, 'POST', `/links/${linkId}/suspend`);

/** The link as the API answers it. */
export async function getLink(h: Harness, t: Tenant, linkId: string): Promise<Json> {
  const res = await h.app.inject({ method: 'GET', url: `/links/${linkId}`, headers: t.viewer });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A state the API cannot reach (a race's outcome), written on the row itself. */
export async function setLinkRow(h: Harness, organizationId: string, linkId: string, patch: Partial<typeof links.$inferInsert>): Promise<void> {
  await h.container.db
    .update(links)
    .set(patch)
    .where(and(eq(links.organizationId, organizationId), eq(links.id, linkId)));
}

export async function linkRow(h: Harness, organizationId: string, linkId: string) {
  const [row] = await h.container.db
    .select()
    .from(links)
    .where(and(eq(links.organizationId, organizationId), eq(links.id, linkId)));
  return row as typeof links.$inferSelect;
}

export async function activationRow(h: Harness, organizationId: string, id: string) {
  const [row] = await h.container.db
    .select()
    .from(activations)
    .where(and(eq(activations.organizationId, organizationId), eq(activations.id, id)));
  return row as typeof activations.$inferSelect;
}

/** A coverage over the first operators of these zones. */
export async function coverageOf(h: Harness, t: Tenant, zones: string[]): Promise<string> {
  const ops = (await Promise.all(zones.map((z) => operatorsIn(h, t.viewer, z, 2)))).flat();
  return (await createCoverage(h, t.admin, ops.map((o) => o.id))).id;
}

export const planOn = (h: Harness, t: Tenant, coverageId: string, extra: Record<string, unknown> = {}): Promise<Json> => createPlan(h, t.admin, coverageId, extra);

export async function activate(h: Harness, t: Tenant, linkId: string, planId: string) {
  const res = await h.app.inject({ method: 'POST', url: `/links/${linkId}/activations`, headers: t.admin, payload: { plan_id: planId } });
  return { status: res.statusCode, body: res.body.length > 0 ? res.json() : null };
}

export async function listActivations(h: Harness, t: Tenant, linkId: string, qs = ''): Promise<Json> {
  const res = await h.app.inject({ method: 'GET', url: `/links/${linkId}/activations?page_size=100${qs ? `&${qs}` : ''}`, headers: t.viewer });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The device with this SIM uses `mb` MB now. */
export async function useData(h: Harness, iccid: string, mb: number): Promise<void> {
  const res = await h.app.inject({ method: 'POST', url: '/admin/simulator/data-usage', headers: h.admin, payload: { iccid, mb } });
  expect(res.statusCode, res.body).toBe(200);
}

export async function advanceClock(h: Harness, seconds: number): Promise<void> {
  const res = await h.app.inject({ method: 'POST', url: '/admin/simulator/clock', headers: h.admin, payload: { advance_seconds: seconds } });
  expect(res.statusCode, res.body).toBe(200);
}

export async function addonOf(h: Harness, organizationId: string, activationId: string) {
  const a = await activationRow(h, organizationId, activationId);
  const [row] = await h.container.db
    .select()
    .from(simNetAddons)
    .where(eq(simNetAddons.id, a.upstreamAddonId as string));
  return row ?? null;
}

export async function addonsOfEndpoint(h: Harness, endpointId: string) {
  return h.container.db.select().from(simNetAddons).where(eq(simNetAddons.endpointId, endpointId));
}

/** The link's SMS history as GET /links/{link_id}/sms answers it, oldest first. */
export async function smsOfLink(h: Harness, t: Tenant, linkId: string): Promise<Array<{ message: string; status: string; failure_reason: string | null }>> {
  const res = await h.app.inject({ method: 'GET', url: `/links/${linkId}/sms?sort_order=asc&page_size=100`, headers: t.viewer });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
}

/** Messages the simulated network delivered to the SIM. */
export async function smsDeliveredTo(h: Harness, iccid: string): Promise<string[]> {
  const rows = await h.container.db
    .select({ body: simNetSms.body, direction: simNetSms.direction })
    .from(simNetSms)
    .where(eq(simNetSms.iccid, iccid));
  return rows.filter((r) => r.direction === 'outbound').map((r) => r.body);
}
