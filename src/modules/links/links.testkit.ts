// Test factories for SIMs and links, through the public and admin APIs as a customer
// and an operator would use them.

import { expect } from 'vitest';
import { createHarness, type Harness } from '../../../test/harness.ts';
import { createCoverage, createPlan, operatorsIn } from '../plans/plans.testkit.ts';

export type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export async function call(h: Harness, headers: Headers, method: Method, url: string, payload?: unknown) {
  const res = await h.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { status: res.statusCode, body: res.body.length > 0 ? res.json() : null };
}

/** A status and a JSON body (read loosely by the tests). */
export type Answer = Awaited<ReturnType<typeof call>>;

export interface SimItem {
  id: string;
  iccid: string;
  msisdn: string;
  sim_type: string;
  compatibility_zones: string[];
  [k: string]: unknown;
}

/** SIMs the provider delivers into the organisation's inventory. */
export async function deliverSims(h: Harness, organizationId: string, count = 1, simType = 'physical', provider = 'alpha'): Promise<SimItem[]> {
  const res = await call(h, h.admin, 'POST', `/admin/organizations/${organizationId}/sims`, { count, sim_type: simType, provider });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.items;
}

export async function createLink(h: Harness, headers: Headers, simId: string, extra: Record<string, unknown> = {}) {
  const res = await call(h, headers, 'POST', '/links', { name: 'Link', sim_id: simId, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** A fresh SIM and a link on it (pre_active, or active with plan_ids). */
export async function newLink(h: Harness, t: { id: string; admin: Headers }, extra: Record<string, unknown> = {}, simType = 'physical') {
  const [sim] = await deliverSims(h, t.id, 1, simType);
  return createLink(h, t.admin, (sim as SimItem).id, extra);
}

export async function fault(h: Harness, operation: string, status = 503, count = 1): Promise<void> {
  const res = await call(h, h.admin, 'POST', '/admin/simulator/faults', { operation, status, count });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
}

export async function clearFaults(h: Harness): Promise<void> {
  await call(h, h.admin, 'DELETE', '/admin/simulator/faults');
}

/** The SIM now sits in the device with this IMEI (the network sees it). */
export async function reportImei(h: Harness, iccid: string, imei: string): Promise<void> {
  const res = await call(h, h.admin, 'POST', '/admin/simulator/imei', { iccid, imei });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

export async function useData(h: Harness, iccid: string, mb: number): Promise<Answer> {
  return call(h, h.admin, 'POST', '/admin/simulator/data-usage', { iccid, mb });
}

/** Expects the error body of the connectivity API. */
export function expectError(a: Answer, status: number, code: string): void {
  expect(a.status, JSON.stringify(a.body)).toBe(status);
  expect(a.body.code, JSON.stringify(a.body)).toBe(code);
}

/** A harness (with `env` in its configuration) with two organisations and a plan on a magenta coverage in the first. */
export async function linkWorld(env: Record<string, string> = {}) {
  const h = await createHarness(env);
  const [t, other] = await Promise.all([h.tenant(), h.tenant()]);
  const magenta = await operatorsIn(h, t.viewer, 'magenta', 1);
  const plan: { id: string } = await createPlan(h, t.admin, (await createCoverage(h, t.admin, [magenta[0]!.id])).id);
  return { h, t, other, plan };
}
