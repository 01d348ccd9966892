import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from '../../../test/harness.ts';
import {
  countProfiles,
  createCoverage,
  createPlan,
  injectFault,
  insertActivation,
  listAll,
  type OperatorItem,
  operatorsIn,
  planBody,
  profileOf,
  setActivationStatus,
  type Json,
} from './plans.testkit.ts';

let h: Harness;
let t: Tenant;
let magenta: OperatorItem[];
let cyan: OperatorItem[];
let coral: OperatorItem[];
let alphaCoverage: Json;
let cyanCoverage: Json;
let betaCoverage: Json;

beforeAll(async () => {
  h = await createHarness();
  t = await h.tenant();
  [magenta, cyan, coral] = await Promise.all([operatorsIn(h, t.viewer, 'magenta'), operatorsIn(h, t.viewer, 'cyan'), operatorsIn(h, t.viewer, 'coral')]);
  alphaCoverage = await createCoverage(h, t.admin, [magenta[0]!.id, magenta[1]!.id], 'Alpha land');
  cyanCoverage = await createCoverage(h, t.admin, [cyan[0]!.id], 'Cyan land');
  betaCoverage = await createCoverage(h, t.admin, [coral[0]!.id], 'Coral land');
});
afterAll(async () => h.close());

async function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, headers = t.admin) {
  const res = await h.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { status: res.statusCode, body: res.body.length > 0 ? res.json() : null };
}

const full = () =>
  planBody(alphaCoverage.id, {
    name: 'Roam 5 GB',
    included_data_mb: 5000,
    validity_days: 30,
    activation_type: 'on_first_data_usage',
    base_throttle: 'throttle_1mbps',
    description: 'Five gigabytes for a month',
    data_cap: { threshold_mb: 1000, period: 'daily', period_multiplier: 2, action: 'throttle_256kbps' },
    reactivation_trigger: 'expiry_or_exhaustion',
    max_reactivations: -1,
  });

describe('POST /plans', () => {
  it('creates a plan with every documented field and a provider copy without its name', async () => {
    const { status, body } = await call('POST', '/plans', full());
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.any(String),
      name: 'Roam 5 GB',
      coverage: { id: alphaCoverage.id, name: 'Alpha land', compatibility_zones: ['magenta'] },
      included_data_mb: 5000,
      validity_days: 30,
      base_throttle: 'throttle_1mbps',
      activation_type: 'on_first_data_usage',
      description: 'Five gigabytes for a month',
      data_cap: { threshold_mb: 1000, period: 'daily', period_multiplier: 2, action: 'throttle_256kbps' },
      reactivation_trigger: 'expiry_or_exhaustion',
      max_reactivations: -1,
      notifications: [],
      compatibility_zones: ['magenta'],
      created_at: expect.any(String),
      updated_at: body.created_at,
    });
    expect(await call('GET', `/plans/${body.id}`, undefined, t.viewer)).toEqual({ status: 200, body });
    const profile = await profileOf(h, t.id, body.id);
    expect(profile).toMatchObject({
      provider: 'alpha',
      allowanceMb: 5000,
      validityDays: 30,
      activationType: 'on_first_data_usage',
      throttle: 'throttle_1mbps',
      dataCap: { thresholdMb: 1000, period: 'daily', periodMultiplier: 2, action: 'throttle_256kbps' },
    });
    expect(JSON.stringify(profile)).not.toContain('Roam');
  });

  it('defaults the optional fields to null and places a beta coverage’s plan at beta', async () => {
    const { status, body } = await call('POST', '/plans', planBody(betaCoverage.id, { description: null, data_cap: null }));
    expect(status).toBe(201);
    expect(body).toMatchObject({ description: null, data_cap: null, reactivation_trigger: null, max_reactivations: null, notifications: [], compatibility_zones: ['coral'] });
    expect((await profileOf(h, t.id, body.id))?.provider).toBe('beta');
  });

  it('rejects bodies outside the schema with request_validation_error', async () => {
    const base = planBody(alphaCoverage.id);
    const cases: Array<Record<string, unknown>> = [
      ...['name', 'coverage_id', 'included_data_mb', 'validity_days', 'activation_type', 'base_throttle'].map((k) => {
        const b: Record<string, unknown> = { ...base };
        delete b[k];
        return b;
      }),
      { ...base, base_throttle: null },
      { ...base, base_throttle: 'throttle_3mbps' },
      { ...base, activation_type: 'later' },
      { ...base, name: '' },
      { ...base, name: 'x'.repeat(201) },
      { ...base, description: 'x'.repeat(1001) },
      { ...base, included_data_mb: -1 },
      { ...base, included_data_mb: 10_000_001 },
      { ...base, included_data_mb: 1.5 },
      { ...base, included_data_mb: '100' },
      { ...base, validity_days: 0 },
      { ...base, validity_days: 3651 },
      { ...base, max_reactivations: -2 },
      { ...base, max_reactivations: 100_001 },
      { ...base, reactivation_trigger: 'sometimes' },
      { ...base, data_cap: { threshold_mb: 1, period: 'daily', period_multiplier: 1 } },
      { ...base, data_cap: { threshold_mb: 1, period: 'weekly', period_multiplier: 1, action: 'throttle_1mbps' } },
      { ...base, data_cap: { threshold_mb: 1, period: 'daily', period_multiplier: 0, action: 'throttle_1mbps' } },
      { ...base, data_cap: { threshold_mb: 1, period: 'daily', period_multiplier: 1, action: 'unlimited' } },
      { ...base, data_cap: { threshold_mb: 1, period: 'daily', period_multiplier: 1, action: 'throttle_1mbps', extra: 1 } },
      { ...base, coverage_id: 'nope' },
      { ...base, unknown: true },
      { ...base, notifications: Array.from({ length: 5 }, () => ({ type: 'activation', message: 'hi' })) },
    ];
    const before = await countProfiles(h);
    for (const payload of cases) {
      const r = await call('POST', '/plans', payload);
      expect(r.status, JSON.stringify(payload)).toBe(422);
      expect(r.body.code).toBe('request_validation_error');
    }
    expect(await countProfiles(h)).toBe(before);
  });

  it('keeps the data cap within the allowance (validation_error), equal being fine', async () => {
    const cap = { period: 'monthly', period_multiplier: 1, action: 'throttle_512kbps' };
    const over = await call('POST', '/plans', planBody(alphaCoverage.id, { included_data_mb: 100, data_cap: { ...cap, threshold_mb: 101 } }));
    expect(over.status).toBe(422);
    expect(over.body.code).toBe('validation_error');
    const equal = await call('POST', '/plans', planBody(alphaCoverage.id, { included_data_mb: 100, data_cap: { ...cap, threshold_mb: 100 } }));
    expect(equal.status).toBe(201);
  });

  it('needs a live coverage of the organisation', async () => {
    const missing = await call('POST', '/plans', planBody(randomUUID()));
    expect(missing.status).toBe(404);
    expect(missing.body.details).toMatchObject({ entity: 'coverage' });
  });

  it('answers 502 and creates nothing when the provider fails', async () => {
    const before = { plans: (await call('GET', '/plans')).body.total, profiles: await countProfiles(h) };
    await injectFault(h, 'create_plan_profile', 503);
    const r = await call('POST', '/plans', planBody(alphaCoverage.id, { name: 'never' }));
    expect(r.status).toBe(502);
    expect(r.body).toEqual({ message: expect.stringContaining('internal server error'), code: 'upstream_unavailable' });
    expect((await call('GET', '/plans')).body.total).toBe(before.plans);
    expect(await countProfiles(h)).toBe(before.profiles);
    expect((await call('POST', '/plans', planBody(alphaCoverage.id))).status).toBe(201);
  });
});

describe('PATCH /plans/{plan_id}', () => {
  const patch = (id: string, payload: unknown) => call('PATCH', `/plans/${id}`, payload);
  const without = (o: Record<string, unknown>, ...keys: string[]) => Object.fromEntries(Object.entries(o).filter(([k]) => !keys.includes(k)));

  it('applies only the fields present, one at a time', async () => {
    const changes: Array<[string, unknown]> = [
      ['name', 'Renamed'],
      ['description', 'new text'],
      ['included_data_mb', 6000],
      ['validity_days', 7],
      ['base_throttle', 'unlimited'],
      ['activation_type', 'immediate'],
      ['data_cap', { threshold_mb: 10, period: 'monthly', period_multiplier: 3, action: 'throttle_20mbps' }],
      ['reactivation_trigger', 'expiry'],
      ['max_reactivations', 5],
    ];
    for (const [field, value] of changes) {
      const plan = (await call('POST', '/plans', full())).body;
      const r = await patch(plan.id, { [field]: value });
      expect(r.status, field).toBe(200);
      expect(r.body[field], field).toEqual(value);
      expect(without(r.body, field, 'updated_at'), field).toEqual(without(plan, field, 'updated_at'));
      expect(r.body.updated_at > plan.updated_at, field).toBe(true);
    }
  });

  it('clears description, data_cap and max_reactivations with an explicit null', async () => {
    for (const field of ['description', 'data_cap', 'max_reactivations']) {
      const plan = (await call('POST', '/plans', full())).body;
      const r = await patch(plan.id, { [field]: null });
      expect(r.status, field).toBe(200);
      expect(r.body[field], field).toBeNull();
      expect(without(r.body, field, 'updated_at')).toEqual(without(plan, field, 'updated_at'));
    }
  });

  it('refuses null for the fields that cannot be cleared, and bad values', async () => {
    const plan = (await call('POST', '/plans', full())).body;
    for (const payload of [
      { base_throttle: null },
      { name: null },
      { included_data_mb: null },
      { validity_days: null },
      { activation_type: null },
      { coverage_id: null },
      { name: '' },
      { included_data_mb: -5 },
      { validity_days: 4000 },
      { notifications: [] },
      { id: randomUUID() },
    ]) {
      const r = await patch(plan.id, payload);
      expect(r.status, JSON.stringify(payload)).toBe(422);
      expect(r.body.code).toBe('request_validation_error');
    }
    expect((await call('GET', `/plans/${plan.id}`)).body).toEqual(plan);
  });

  it('changes a reactivation trigger between values but never adds or removes one', async () => {
    const withTrigger = (await call('POST', '/plans', full())).body;
    const removed = await patch(withTrigger.id, { reactivation_trigger: null });
    expect(removed.status).toBe(422);
    expect(removed.body.code).toBe('validation_error');
    const changed = await patch(withTrigger.id, { reactivation_trigger: 'exhaustion' });
    expect(changed.body.reactivation_trigger).toBe('exhaustion');

    const plain = await createPlan(h, t.admin, alphaCoverage.id);
    const added = await patch(plain.id, { reactivation_trigger: 'expiry' });
    expect(added.status).toBe(422);
    expect(added.body.code).toBe('validation_error');
    expect((await patch(plain.id, { reactivation_trigger: null })).status).toBe(200);
    expect((await call('GET', `/plans/${plain.id}`)).body.reactivation_trigger).toBeNull();
  });

  it('checks the data cap against the allowance after merging', async () => {
    const plan = (await call('POST', '/plans', full())).body; // 5000 MB, cap 1000 MB
    const lower = await patch(plan.id, { included_data_mb: 999 });
    expect(lower.status).toBe(422);
    expect(lower.body.code).toBe('validation_error');
    const bigCap = await patch(plan.id, { data_cap: { ...plan.data_cap, threshold_mb: 5001 } });
    expect(bigCap.status).toBe(422);
    expect((await patch(plan.id, { included_data_mb: 500, data_cap: { ...plan.data_cap, threshold_mb: 500 } })).status).toBe(200);
    expect((await patch(plan.id, { data_cap: null, included_data_mb: 0 })).body).toMatchObject({ included_data_mb: 0, data_cap: null });
  });

  it('moves to another coverage: same provider keeps the profile, another provider moves it', async () => {
    const plan = (await call('POST', '/plans', full())).body;
    const before = await profileOf(h, t.id, plan.id);
    const same = await patch(plan.id, { coverage_id: cyanCoverage.id });
    expect(same.status).toBe(200);
    expect(same.body.coverage).toEqual({ id: cyanCoverage.id, name: 'Cyan land', compatibility_zones: ['cyan'] });
    expect(same.body.compatibility_zones).toEqual(['cyan']);
    expect((await profileOf(h, t.id, plan.id))?.profileId).toBe(before?.profileId);

    const moved = await patch(plan.id, { coverage_id: betaCoverage.id, included_data_mb: 7000 });
    expect(moved.status).toBe(200);
    expect(moved.body.compatibility_zones).toEqual(['coral']);
    const after = await profileOf(h, t.id, plan.id);
    expect(after).toMatchObject({ provider: 'beta', allowanceMb: 7000 });
    const profiles = await countProfiles(h);
    expect(await patch(plan.id, { coverage_id: alphaCoverage.id })).toMatchObject({ status: 200 });
    expect(await countProfiles(h)).toBe(profiles);

    const other = await h.tenant();
    const theirs = await createCoverage(h, other.admin, [magenta[0]!.id]);
    for (const id of [randomUUID(), theirs.id]) expect((await patch(plan.id, { coverage_id: id })).status).toBe(404);
    const gone = await createCoverage(h, t.admin, [magenta[0]!.id]);
    await call('DELETE', `/coverages/${gone.id}`);
    expect((await patch(plan.id, { coverage_id: gone.id })).status).toBe(410);
  });

  it('sends provider-relevant changes upstream and keeps the name local', async () => {
    const plan = (await call('POST', '/plans', full())).body;
    await patch(plan.id, { name: 'Local only', validity_days: 9, base_throttle: 'throttle_2mbps', data_cap: null });
    const profile = await profileOf(h, t.id, plan.id);
    expect(profile).toMatchObject({ allowanceMb: 5000, validityDays: 9, throttle: 'throttle_2mbps', dataCap: null });
    expect(JSON.stringify(profile)).not.toContain('Local only');
  });

  it('answers 502 and changes nothing when the provider fails', async () => {
    const plan = (await call('POST', '/plans', full())).body;
    await injectFault(h, 'update_plan_profile', 500);
    const r = await patch(plan.id, { included_data_mb: 9000, name: 'not applied' });
    expect(r.status).toBe(502);
    expect(r.body.code).toBe('upstream_unavailable');
    expect((await call('GET', `/plans/${plan.id}`)).body).toEqual(plan);
    expect((await profileOf(h, t.id, plan.id))?.allowanceMb).toBe(5000);
    // A change the provider need not know about does not call it.
    await injectFault(h, 'update_plan_profile', 500);
    expect((await patch(plan.id, { name: 'local' })).status).toBe(200);
    expect((await patch(plan.id, { validity_days: 2 })).status).toBe(502);
  });

  it('leaves the provider with what the database holds when updates race', async () => {
    const plan = (await call('POST', '/plans', full())).body;
    const results = await Promise.all([5001, 5002, 5003, 5004].map((mb) => patch(plan.id, { included_data_mb: mb })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const final = (await call('GET', `/plans/${plan.id}`)).body;
    expect((await profileOf(h, t.id, plan.id))?.allowanceMb).toBe(final.included_data_mb);
  });

  it('answers an empty patch with the plan unchanged', async () => {
    const plan = (await call('POST', '/plans', full())).body;
    expect(await patch(plan.id, {})).toEqual({ status: 200, body: plan });
  });
});

describe('DELETE /plans/{plan_id}', () => {
  it('soft-deletes: 204, then 410 on read and every write, gone from lists and from the provider', async () => {
    const plan = (await call('POST', '/plans', full())).body;
    const profile = await profileOf(h, t.id, plan.id);
    expect((await call('DELETE', `/plans/${plan.id}`)).status).toBe(204);
    const checks: Array<['GET' | 'PATCH' | 'POST' | 'DELETE', string, unknown]> = [
      ['GET', `/plans/${plan.id}`, undefined],
      ['PATCH', `/plans/${plan.id}`, { name: 'x' }],
      ['DELETE', `/plans/${plan.id}`, undefined],
      ['POST', `/plans/${plan.id}/notifications`, { type: 'activation', message: 'hi' }],
      ['PATCH', `/plans/${plan.id}/notifications/${randomUUID()}`, { message: 'hi' }],
      ['DELETE', `/plans/${plan.id}/notifications/${randomUUID()}`, undefined],
    ];
    for (const [method, url, payload] of checks) {
      const r = await call(method, url, payload);
      expect(r.status, `${method} ${url}`).toBe(410);
      expect(r.body).toEqual({ message: expect.any(String), code: 'entity_deleted', details: { entity: 'plan', id: plan.id } });
    }
    expect((await listAll(h, t.admin, '/plans')).some((p) => p.id === plan.id)).toBe(false);
    expect(await profileOf(h, t.id, plan.id)).toBeNull();
    expect(profile).not.toBeNull();
  });

  it('refuses while the plan has active activations', async () => {
    const plan = await createPlan(h, t.admin, alphaCoverage.id);
    const activation = await insertActivation(h, t.id, plan.id);
    const r = await call('DELETE', `/plans/${plan.id}`);
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ code: 'validation_error', details: { active_activations: 1 } });
    expect((await call('GET', `/plans/${plan.id}`)).status).toBe(200);
    await setActivationStatus(h, t.id, activation, 'expired');
    expect((await call('DELETE', `/plans/${plan.id}`)).status).toBe(204);
  });

  it('answers 502 and keeps the plan when the provider fails', async () => {
    const plan = (await call('POST', '/plans', full())).body;
    await injectFault(h, 'delete_plan_profile', 503);
    const r = await call('DELETE', `/plans/${plan.id}`);
    expect(r.status).toBe(502);
    expect(await call('GET', `/plans/${plan.id}`)).toEqual({ status: 200, body: plan });
    expect((await listAll(h, t.admin, '/plans')).some((p) => p.id === plan.id)).toBe(true);
    expect((await call('DELETE', `/plans/${plan.id}`)).status).toBe(204);
  });
});

describe('tenancy', () => {
  it("answers 404 for another organisation's plan on every route", async () => {
    const other = await h.tenant();
    const theirCoverage = await createCoverage(h, other.admin, [magenta[0]!.id]);
    const theirs = await createPlan(h, other.admin, theirCoverage.id, { notifications: [{ type: 'activation', message: 'hi' }] });
    const nid = theirs.notifications[0].id;
    const checks: Array<['GET' | 'PATCH' | 'POST' | 'DELETE', string, unknown]> = [
      ['GET', `/plans/${theirs.id}`, undefined],
      ['PATCH', `/plans/${theirs.id}`, { name: 'x' }],
      ['DELETE', `/plans/${theirs.id}`, undefined],
      ['POST', `/plans/${theirs.id}/notifications`, { type: 'expiration', message: 'hi' }],
      ['PATCH', `/plans/${theirs.id}/notifications/${nid}`, { message: 'hi' }],
      ['DELETE', `/plans/${theirs.id}/notifications/${nid}`, undefined],
      ['GET', `/plans/${randomUUID()}`, undefined],
    ];
    for (const [method, url, payload] of checks) {
      const r = await call(method, url, payload);
      expect(r.status, `${method} ${url}`).toBe(404);
      expect(r.body.code).toBe('entity_not_found');
    }
    expect((await call('GET', `/plans/${theirs.id}`, undefined, other.viewer)).body).toEqual(theirs);
  });
});
