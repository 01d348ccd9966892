import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from '../../../test/harness.ts';
import { injectFault } from '../plans/plans.testkit.ts';
import { systemOrigin } from '../events/events.origin.ts';
import {
  activate,
  activationRow,
  addonOf,
  addonsOfEndpoint,
  coverageOf,
  createLink,
  deliverSims,
  getLink,
  type LinkState,
  linkRow,
  listActivations,
  planOn,
  type SimItem,
  setLinkRow,
} from './activations.testkit.ts';

let h: Harness;
let t: Tenant;
let other: Tenant;
let sims: SimItem[];
let planId: string;
let magentaCoverage: string;

beforeAll(async () => {
  h = await createHarness();
  [t, other] = await Promise.all([h.tenant(), h.tenant()]);
  sims = await deliverSims(h, t.id, 30);
  magentaCoverage = await coverageOf(h, t, ['magenta']);
  planId = (await planOn(h, t, magentaCoverage, { name: 'Starter', included_data_mb: 500, validity_days: 30 })).id;
});
afterAll(async () => h.close());

let next = 0;
const freshSim = () => sims[next++] as SimItem;
const freshLink = async (state: LinkState = 'active') => createLink(h, t, freshSim(), state);

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, headers = t.admin) {
  const res = await h.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { status: res.statusCode, body: res.body.length > 0 ? res.json() : null };
}

describe('POST /links/{link_id}/activations', () => {
  it('starts the plan at the provider and answers a zero-usage activation not yet activated', async () => {
    const linkId = await freshLink();
    const { status, body } = await activate(h, t, linkId, planId);
    expect(status).toBe(201);
    expect(Object.keys(body).sort()).toEqual(['activated_at', 'created_at', 'expires_at', 'id', 'plan', 'source', 'status', 'updated_at', 'usage']);
    expect(body.plan).toEqual({ id: planId, name: 'Starter', included_data_mb: 500, validity_days: 30 });
    expect(body).toMatchObject({ status: 'active', source: 'manual', activated_at: null, expires_at: null });
    expect(body.usage).toEqual({ allocated_mib: '0.00', remaining_mib: '0.00', used_mib: '0.00' });
    const addon = await addonOf(h, t.id, body.id);
    expect(addon).toMatchObject({ status: 'active', allowanceMb: '500.000000', validityDays: 30, activationType: 'immediate' });
    expect((await getLink(h, t, linkId)).usage).toEqual({ total_used_mib: '0.00', activation_count: 1 });
    const list = await listActivations(h, t, linkId);
    expect(list.items).toEqual([body]);
  });

  it('keeps the plan terms it was activated with when the plan is edited later; a new activation takes the new ones', async () => {
    const edited = (await planOn(h, t, magentaCoverage, { name: 'Before', included_data_mb: 100, validity_days: 7 })).id;
    const linkId = await freshLink();
    expect((await activate(h, t, linkId, edited)).status).toBe(201);
    const patch = await h.app.inject({ method: 'PATCH', url: `/plans/${edited}`, headers: t.admin, payload: { name: 'After', included_data_mb: 200, validity_days: 14 } });
    expect(patch.statusCode).toBe(200);
    expect((await listActivations(h, t, linkId)).items[0].plan).toEqual({ id: edited, name: 'Before', included_data_mb: 100, validity_days: 7 });
    expect((await activate(h, t, await freshLink(), edited)).body.plan).toEqual({ id: edited, name: 'After', included_data_mb: 200, validity_days: 14 });
  });

  it('rejects malformed bodies with request_validation_error', async () => {
    const linkId = await freshLink();
    for (const payload of [{}, { plan_id: 'nope' }, { plan_id: planId, extra: 1 }, { plan_id: 7 }]) {
      const r = await call('POST', `/links/${linkId}/activations`, payload);
      expect(r.status, JSON.stringify(payload)).toBe(422);
      expect(r.body.code).toBe('request_validation_error');
    }
  });

  it("answers 404 for unknown links and plans and for another organisation's", async () => {
    const linkId = await freshLink();
    const foreignSims = await deliverSims(h, other.id, 1);
    const foreignLink = await createLink(h, other, foreignSims[0] as SimItem);
    const foreignPlan = (await planOn(h, other, await coverageOf(h, other, ['magenta']))).id;
    for (const [link, plan, entity] of [
      [randomUUID(), planId, 'link'],
      [foreignLink, planId, 'link'],
      [linkId, randomUUID(), 'plan'],
      [linkId, foreignPlan, 'plan'],
    ] as const) {
      const r = await activate(h, t, link, plan);
      expect(r.status).toBe(404);
      expect(r.body).toMatchObject({ code: 'entity_not_found', details: { entity } });
    }
  });

  it('answers 410 for a removed link or plan', async () => {
    const removedLink = await freshLink('removed');
    expect((await activate(h, t, removedLink, planId)).body).toMatchObject({ code: 'entity_deleted', details: { entity: 'link' } });
    const gone = (await planOn(h, t, magentaCoverage)).id;
    expect((await call('DELETE', `/plans/${gone}`)).status).toBe(204);
    const r = await activate(h, t, await freshLink(), gone);
    expect(r.status).toBe(410);
    expect(r.body).toMatchObject({ code: 'entity_deleted', details: { entity: 'plan' } });
  });

  it('refuses a link that is not active or has no SIM, and a plan whose zones miss the SIM, with validation_error and no add-on', async () => {
    const cases: Array<[string, string]> = [];
    for (const state of ['pre_active', 'suspended', 'hold'] as const) cases.push([await freshLink(state), state]);
    // Active without a SIM is no state the API reaches; the rule holds should a race leave one.
    const bare = await freshLink('hold');
    await setLinkRow(h, t.id, bare, { status: 'active' });
    cases.push([bare, 'no SIM']);
    const betaPlan = (await planOn(h, t, await coverageOf(h, t, ['coral']))).id;
    const violetLess = sims.slice(next).find((s) => !s.compatibility_zones.includes('violet')) as SimItem;
    sims = sims.filter((s) => s !== violetLess);
    const violetPlan = (await planOn(h, t, await coverageOf(h, t, ['violet']))).id;
    const zoneLink = await createLink(h, t, violetLess);
    for (const [linkId, why] of cases) {
      const r = await activate(h, t, linkId, planId);
      expect(r.status, why).toBe(422);
      expect(r.body.code, why).toBe('validation_error');
      expect((await listActivations(h, t, linkId)).total).toBe(0);
      // The message says how a link of that status becomes active.
      if (why !== 'no SIM') expect(r.body.message, why).toMatch(/\((a link created without plans|resume it|attach a SIM)/);
    }
    for (const plan of [betaPlan, violetPlan]) {
      const r = await activate(h, t, zoneLink, plan);
      expect(r.status).toBe(422);
      expect(r.body).toMatchObject({ code: 'validation_error', details: { entity: 'plan', id: plan } });
    }
    const { upstreamEndpointId } = await linkRow(h, t.id, zoneLink);
    expect(await addonsOfEndpoint(h, upstreamEndpointId as string)).toEqual([]);
  });

  it('answers 502 upstream_unavailable when the provider fails, and records nothing', async () => {
    const linkId = await freshLink();
    await injectFault(h, 'add_plan', 503);
    const r = await activate(h, t, linkId, planId);
    expect(r.status).toBe(502);
    expect(r.body.code).toBe('upstream_unavailable');
    expect((await listActivations(h, t, linkId)).total).toBe(0);
    expect((await linkRow(h, t.id, linkId)).activationCount).toBe(0);
    expect(await addonsOfEndpoint(h, (await linkRow(h, t.id, linkId)).upstreamEndpointId as string)).toEqual([]);
  });

  it('removes the add-on again when the link changed before the activation was recorded', async () => {
    const linkId = await freshLink();
    const stale = await linkRow(h, t.id, linkId);
    await h.app.inject({ method: 'POST', url: `/links/${linkId}/suspend`, headers: t.admin });
    await expect(h.container.activations.activate(systemOrigin, t.id, stale, planId, 'manual')).rejects.toMatchObject({ code: 'validation_error' });
    const addons = await addonsOfEndpoint(h, stale.upstreamEndpointId as string);
    expect(addons.map((a) => a.status)).toEqual(['removed']);
    expect((await listActivations(h, t, linkId)).total).toBe(0);
  });
});

describe('DELETE /links/{link_id}/activations/{activation_id}', () => {
  it('removes the add-on at the provider, hides the activation and answers 410 afterwards', async () => {
    const linkId = await freshLink();
    const { body } = await activate(h, t, linkId, planId);
    const r = await call('DELETE', `/links/${linkId}/activations/${body.id}`);
    expect(r).toEqual({ status: 204, body: null });
    expect((await addonOf(h, t.id, body.id))?.status).toBe('removed');
    expect((await activationRow(h, t.id, body.id)).status).toBe('removed');
    expect((await getLink(h, t, linkId)).usage.activation_count).toBe(0);
    expect((await listActivations(h, t, linkId)).total).toBe(0);
    const again = await call('DELETE', `/links/${linkId}/activations/${body.id}`);
    expect(again.status).toBe(410);
    expect(again.body).toMatchObject({ code: 'entity_deleted', details: { entity: 'activation' } });
  });

  it("answers 404 for an unknown activation, one of another link, and another organisation's", async () => {
    const linkId = await freshLink();
    const otherLink = await freshLink();
    const { body } = await activate(h, t, otherLink, planId);
    expect((await call('DELETE', `/links/${linkId}/activations/${randomUUID()}`)).status).toBe(404);
    expect((await call('DELETE', `/links/${linkId}/activations/${body.id}`)).status).toBe(404);
    expect((await call('DELETE', `/links/${otherLink}/activations/${body.id}`, undefined, other.admin)).status).toBe(404);
    expect((await activationRow(h, t.id, body.id)).status).toBe('active');
  });

  it('answers 502 and changes nothing when the provider fails', async () => {
    const linkId = await freshLink();
    const { body } = await activate(h, t, linkId, planId);
    await injectFault(h, 'remove_plan', 500);
    const r = await call('DELETE', `/links/${linkId}/activations/${body.id}`);
    expect(r.status).toBe(502);
    expect(r.body.code).toBe('upstream_unavailable');
    expect((await activationRow(h, t.id, body.id)).status).toBe('active');
    expect((await addonOf(h, t.id, body.id))?.status).toBe('active');
    expect((await linkRow(h, t.id, linkId)).activationCount).toBe(1);
  });

  it('is refused to a viewer', async () => {
    const linkId = await freshLink();
    const { body } = await activate(h, t, linkId, planId);
    expect((await call('DELETE', `/links/${linkId}/activations/${body.id}`, undefined, t.viewer)).status).toBe(403);
  });
});

describe('GET /links/{link_id}/activations', () => {
  it('filters by status, plan and source, sorts on every documented field, and pages', async () => {
    const linkId = await freshLink();
    const second = (await planOn(h, t, magentaCoverage, { name: 'Second' })).id;
    const ids: string[] = [];
    for (const p of [planId, second, planId]) ids.push((await activate(h, t, linkId, p)).body.id);
    await call('DELETE', `/links/${linkId}/activations/${ids[2]}`);
    const all = await listActivations(h, t, linkId);
    expect(all.items.map((a: { id: string }) => a.id)).toEqual([ids[1], ids[0]]);
    expect(all).toMatchObject({ total: 2, page: 1, pages: 1, total_pages: 1 });
    expect((await listActivations(h, t, linkId, `plan_id=${second}`)).items.map((a: { id: string }) => a.id)).toEqual([ids[1]]);
    expect((await listActivations(h, t, linkId, 'status=active')).total).toBe(2);
    expect((await listActivations(h, t, linkId, 'status=expired')).total).toBe(0);
    // A documented status, but removed activations are never listed (this link has one).
    expect(await listActivations(h, t, linkId, 'status=removed')).toMatchObject({ items: [], total: 0 });
    expect((await listActivations(h, t, linkId, 'source=resubscription')).total).toBe(0);
    expect((await listActivations(h, t, linkId, 'sort_by=created_at&sort_order=asc')).items.map((a: { id: string }) => a.id)).toEqual([ids[0], ids[1]]);
    for (const sortBy of ['updated_at', 'status', 'activated_at', 'expires_at']) {
      for (const order of ['asc', 'desc']) expect((await listActivations(h, t, linkId, `sort_by=${sortBy}&sort_order=${order}`)).total).toBe(2);
    }
    const paged = await call('GET', `/links/${linkId}/activations?page=2&page_size=1`, undefined, t.viewer);
    expect(paged.body).toMatchObject({ total: 2, page: 2, page_size: 1, pages: 2 });
    expect(paged.body.items.map((a: { id: string }) => a.id)).toEqual([ids[0]]);
  });

  it('rejects unknown sort fields and filter values, and answers 404 / 410 for the link', async () => {
    const linkId = await freshLink('hold');
    for (const qs of ['sort_by=name', 'status=deleted', 'source=auto', 'plan_id=x', 'page=0', 'page_size=101']) {
      const r = await call('GET', `/links/${linkId}/activations?${qs}`, undefined, t.viewer);
      expect(r.status, qs).toBe(422);
      expect(r.body.code).toBe('request_validation_error');
    }
    expect((await call('GET', `/links/${randomUUID()}/activations`, undefined, t.viewer)).status).toBe(404);
    expect((await call('GET', `/links/${linkId}/activations`, undefined, other.viewer)).status).toBe(404);
    expect((await call('DELETE', `/links/${linkId}`)).status).toBe(204);
    expect((await call('GET', `/links/${linkId}/activations`, undefined, t.viewer)).status).toBe(410);
  });
});

describe('rules that follow from activations', () => {
  it('refuses to delete a plan while it has active activations, and allows it once they are removed', async () => {
    const linkId = await freshLink();
    const plan = (await planOn(h, t, magentaCoverage, { name: 'In use' })).id;
    const { body } = await activate(h, t, linkId, plan);
    const refused = await call('DELETE', `/plans/${plan}`);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'validation_error', details: { active_activations: 1 } });
    expect((await call('GET', `/plans/${plan}`, undefined, t.viewer)).status).toBe(200);
    await call('DELETE', `/links/${linkId}/activations/${body.id}`);
    expect((await call('DELETE', `/plans/${plan}`)).status).toBe(204);
  });

  it('removes every activation of a link in the cascade of a link delete', async () => {
    const linkId = await freshLink();
    const ids = [(await activate(h, t, linkId, planId)).body.id, (await activate(h, t, linkId, planId)).body.id];
    expect((await call('DELETE', `/links/${linkId}/sim`)).status).toBe(200);
    expect((await call('DELETE', `/links/${linkId}`)).status).toBe(204);
    for (const id of ids) expect((await activationRow(h, t.id, id)).status).toBe('removed');
    expect((await linkRow(h, t.id, linkId)).activationCount).toBe(0);
  });

  it('starts the plans of POST /links with plan_ids through the same rules', async () => {
    const sim = freshSim();
    const created = await call('POST', '/links', { name: 'With plan', sim_id: sim.id, plan_ids: [planId] });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('active');
    const list = await listActivations(h, t, created.body.id);
    expect(list.items.map((a: { plan: { id: string }; source: string }) => [a.plan.id, a.source])).toEqual([[planId, 'manual']]);
  });
});
