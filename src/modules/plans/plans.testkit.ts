// Test factories for coverages and plans, going through the public API as a customer
// would. Operators come from GET /operators, so the tests use the real catalogue.

import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Harness } from '../../../test/harness.ts';
import { simNetPlanProfiles } from '../../providers/upstream/simulator/simulator.plans.tables.ts';
import { createActivationsRepo } from '../activations/activations.repo.ts';
import { activations } from '../activations/activations.tables.ts';
import { links } from '../links/links.tables.ts';
import { plans } from './plans.tables.ts';

export type Headers = Record<string, string>;
/** A parsed JSON answer, read field by field in assertions. */
export type Json = ReturnType<typeof JSON.parse>;

export interface OperatorItem {
  id: string;
  name: string;
  country: string;
  tadig: string | null;
  compatibility_zone: string;
}

export async function operatorsIn(h: Harness, headers: Headers, zone: string, count = 5): Promise<OperatorItem[]> {
  const res = await h.app.inject({ method: 'GET', url: `/operators?compatibility_zones=${zone}&page_size=${count}`, headers });
  expect(res.statusCode).toBe(200);
  const items = res.json().items as OperatorItem[];
  expect(items.length).toBe(count);
  return items;
}

export async function createCoverage(h: Harness, headers: Headers, operatorIds: string[], name = 'Coverage'): Promise<Json> {
  const res = await h.app.inject({ method: 'POST', url: '/coverages', headers, payload: { name, operator_ids: operatorIds } });
  if (res.statusCode !== 201) throw new Error(`create coverage: ${res.statusCode} ${res.body}`);
  return res.json();
}

export const planBody = (coverageId: string, extra: Record<string, unknown> = {}) => ({
  name: 'Plan',
  coverage_id: coverageId,
  included_data_mb: 1000,
  validity_days: 30,
  activation_type: 'immediate',
  base_throttle: 'unlimited',
  ...extra,
});

export async function createPlan(h: Harness, headers: Headers, coverageId: string, extra: Record<string, unknown> = {}): Promise<Json> {
  const res = await h.app.inject({ method: 'POST', url: '/plans', headers, payload: planBody(coverageId, extra) });
  if (res.statusCode !== 201) throw new Error(`create plan: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Every item of a list, across pages. */
export async function listAll(h: Harness, headers: Headers, path: string, qs = ''): Promise<Json[]> {
  const items: Json[] = [];
  for (let p = 1; ; p++) {
    const res = await h.app.inject({ method: 'GET', url: `${path}?page_size=100&page=${p}${qs ? `&${qs}` : ''}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    items.push(...res.json().items);
    if (p >= res.json().pages) return items;
  }
}

/** A link row as the links module will store it, for rules that read links (for_link_id). */
export async function insertLink(h: Harness, organizationId: string, input: { zones: string[]; status?: string; removed?: boolean }): Promise<string> {
  const id = randomUUID();
  await h.container.db.insert(links).values({
    organizationId,
    id,
    name: 'link',
    status: input.status ?? 'active',
    provider: 'alpha',
    compatibilityZones: input.zones,
    ...(input.removed ? { removedAt: new Date() } : {}),
  });
  return id;
}

/** An activation of the plan on a fresh link, as the activations module will store it. */
export async function insertActivation(h: Harness, organizationId: string, planId: string, status = 'active'): Promise<string> {
  const linkId = await insertLink(h, organizationId, { zones: ['magenta'] });
  const id = randomUUID();
  await createActivationsRepo(h.container.db).insert({ organizationId, id, linkId, planId, status, source: 'manual' });
  return id;
}

export async function setActivationStatus(h: Harness, organizationId: string, id: string, status: string): Promise<void> {
  await h.container.db
    .update(activations)
    .set({ status })
    .where(and(eq(activations.organizationId, organizationId), eq(activations.id, id)));
}

/** The provider's copy of a plan (the simulator's table), or null. */
export async function profileOf(h: Harness, organizationId: string, planId: string) {
  const [plan] = await h.container.db
    .select()
    .from(plans)
    .where(and(eq(plans.organizationId, organizationId), eq(plans.id, planId)));
  if (plan === undefined) return null;
  const [profile] = await h.container.db
    .select()
    .from(simNetPlanProfiles)
    .where(and(eq(simNetPlanProfiles.provider, plan.provider), eq(simNetPlanProfiles.id, plan.upstreamProfileId)));
  return profile === undefined ? null : { ...profile, planProvider: plan.provider, profileId: plan.upstreamProfileId };
}

export async function countProfiles(h: Harness): Promise<number> {
  return (await h.container.db.select({ id: simNetPlanProfiles.id }).from(simNetPlanProfiles)).length;
}

export async function injectFault(h: Harness, operation: string, status = 503, count = 1): Promise<void> {
  const res = await h.app.inject({ method: 'POST', url: '/admin/simulator/faults', headers: h.admin, payload: { operation, status, count } });
  expect(res.statusCode, res.body).toBeLessThan(300);
}
