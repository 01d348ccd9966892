// /v1 plans, coverage and regions over HTTP on a real database. Each describe block
// gives its plans a sponsor profile of its own and filters by it, so blocks sharing the
// file's database never see each other's global plans.

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from '../../../test/harness.ts';
import { resellerKit } from './links.testkit.ts';

let h: Harness;
let a: Tenant;
let b: Tenant;

beforeAll(async () => {
  h = await createHarness();
  [a, b] = await Promise.all([h.tenant(), h.tenant()]);
});
afterAll(async () => h.close());

type PlanBody = Record<string, unknown>;

/** A plan through the admin API (the links tests' factory), named `Plan` unless `over` says otherwise. */
const createPlan = async (over: PlanBody): Promise<{ id: string } & PlanBody> => (await resellerKit(h).plan({ name: 'Plan', ...over })) as { id: string } & PlanBody;

const get = (url: string, headers: Record<string, string> = a.viewer) => h.app.inject({ method: 'GET', url: `/v1${url}`, headers });
const idsOf = (res: { json(): { items: Array<{ id: string }> } }) => res.json().items.map((p) => p.id).sort();

describe('visibility', () => {
  const rows: Array<{ label: string; id: string; a: boolean; b: boolean }> = [];

  beforeAll(async () => {
    const sp = { sponsor_profile: 'vis' };
    const add = async (label: string, body: PlanBody, seenByA: boolean, seenByB: boolean) =>
      rows.push({ label, id: (await createPlan({ ...sp, name: label, ...body })).id, a: seenByA, b: seenByB });
    await add('global', {}, true, true);
    await add('global excluding A', { excluded_organizations: [a.id] }, false, true);
    await add('global with an A copy', { provider_plan_id: 'shared' }, false, true);
    await add("A's copy", { provider_plan_id: 'shared', organization_id: a.id, retail_price: '3.50' }, true, false);
    await add("B's plan", { organization_id: b.id }, false, true);
    await add('global disabled', { enabled: false }, false, false);
    await add("A's disabled copy", { provider_plan_id: 'withdrawn', organization_id: a.id, enabled: false }, false, false);
    await add('global shadowed by a disabled A copy', { provider_plan_id: 'withdrawn' }, false, true);
  });

  it('lists exactly the plans each organisation may see', async () => {
    for (const [tenant, key] of [
      [a, 'a'],
      [b, 'b'],
    ] as const) {
      const res = await get('/plans?sponsor_profile=vis&per_page=100', tenant.viewer);
      expect(res.statusCode).toBe(200);
      const want = rows.filter((r) => r[key]).map((r) => r.id).sort();
      expect(idsOf(res), `seen by ${key}: ${rows.filter((r) => r[key]).map((r) => r.label)}`).toEqual(want);
    }
  });

  it('answers the detail for a visible plan and 404 NOT_FOUND for every hidden one', async () => {
    for (const r of rows) {
      const res = await get(`/plans/${r.id}`);
      expect(res.statusCode, r.label).toBe(r.a ? 200 : 404);
      if (!r.a) expect(res.json(), r.label).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String), details: expect.anything() } });
    }
  });

  it("shows the organisation's copy as not global, with its own price", async () => {
    const copy = rows.find((r) => r.label === "A's copy") as { id: string };
    const res = await get(`/plans/${copy.id}`);
    expect(res.json()).toMatchObject({ is_global: false, retail_price: '3.50', provider_plan_id: 'shared' });
  });

  it('follows a PATCH: enabling, disabling and excluding take effect at once', async () => {
    const p = await createPlan({ sponsor_profile: 'vis2' });
    expect((await get(`/plans/${p.id}`)).statusCode).toBe(200);
    const patch = (payload: PlanBody) => h.app.inject({ method: 'PATCH', url: `/admin/reseller-plans/${p.id}`, headers: h.admin, payload });
    expect((await patch({ excluded_organizations: [a.id] })).statusCode).toBe(200);
    expect((await get(`/plans/${p.id}`)).statusCode).toBe(404);
    expect((await get(`/plans/${p.id}`, b.viewer)).statusCode).toBe(200);
    await patch({ excluded_organizations: [], enabled: false });
    expect((await get(`/plans/${p.id}`, b.viewer)).statusCode).toBe(404);
  });
});

describe('GET /v1/plans filters and paging', () => {
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const sp = { sponsor_profile: 'flt' };
    ids.eu = (await createPlan({ ...sp, name: 'a-eu', coverage_type: 'regional', countries: ['de', 'FR', 'de'] })).id;
    ids.mx = (await createPlan({ ...sp, name: 'b-mx', coverage_type: 'local', countries: ['MX'] })).id;
    ids.world = (await createPlan({ ...sp, name: 'c-world', coverage_type: 'global', countries: ['US', 'JP'] })).id;
    ids.ke = (await createPlan({ ...sp, name: 'd-ke', coverage_type: 'regional', countries: ['KE'] })).id;
    for (let i = 0; i < 5; i++) await createPlan({ sponsor_profile: 'pg', name: `page-${i}` });
  });

  it('answers the documented plan object, exactly', async () => {
    const res = await get(`/plans/${ids.world}`);
    expect(res.json()).toEqual({
      id: ids.world,
      name: 'c-world',
      provider_plan_id: expect.any(String),
      data_mb: 1024,
      validity_days: 30,
      sponsor_profile: 'flt',
      coverage_type: 'global',
      regions: ['AS', 'NA'],
      coverage: { country_count: 2, countries: ['JP', 'US'] },
      retail_price: '5.00',
      currency: 'EUR',
      is_global: true,
    });
    expect((await get(`/plans/${ids.eu}`)).json().coverage).toEqual({ country_count: 2, countries: ['DE', 'FR'] });
  });

  it('filters by region (one covered country is enough), coverage type and sponsor profile, with AND', async () => {
    const cases: Array<[string, string[]]> = [
      ['region=EU', [ids.eu as string]],
      ['region=LA', [ids.mx as string]],
      ['region=NA', [ids.world as string]],
      ['region=AS', [ids.world as string]],
      ['region=OC', []],
      ['coverage_type=regional', [ids.eu as string, ids.ke as string]],
      ['region=NA&coverage_type=global', [ids.world as string]],
      ['region=NA&coverage_type=local', []],
      ['region=AF&coverage_type=regional', [ids.ke as string]],
    ];
    for (const [q, want] of cases) {
      const res = await get(`/plans?sponsor_profile=flt&${q}`);
      expect(res.statusCode, q).toBe(200);
      expect(idsOf(res), q).toEqual([...want].sort());
    }
    expect((await get('/plans?sponsor_profile=nobody')).json()).toEqual({ items: [], page: 1, per_page: 20, total: 0, total_pages: 0 });
  });

  it('pages with page and per_page, by name', async () => {
    const first = (await get('/plans?sponsor_profile=pg&per_page=2')).json();
    expect(first).toMatchObject({ page: 1, per_page: 2, total: 5, total_pages: 3 });
    expect(first.items.map((p: { name: string }) => p.name)).toEqual(['page-0', 'page-1']);
    const last = (await get('/plans?sponsor_profile=pg&per_page=2&page=3')).json();
    expect(last.items.map((p: { name: string }) => p.name)).toEqual(['page-4']);
    const past = (await get('/plans?sponsor_profile=pg&per_page=2&page=4')).json();
    expect(past).toMatchObject({ items: [], page: 4, total: 5, total_pages: 3 });
    expect((await get('/plans?sponsor_profile=pg')).json().per_page).toBe(20);
    expect((await get('/plans?sponsor_profile=pg&per_page=100')).statusCode).toBe(200);
  });

  it('refuses out-of-range paging and unknown filter values with 422 VALIDATION_ERROR', async () => {
    for (const q of ['per_page=0', 'per_page=101', 'page=0', 'page=x', 'region=EUROPE', 'region=eu', 'coverage_type=planet', 'sponsor_profile=Not_A_Slug']) {
      const res = await get(`/plans?${q}`);
      expect(res.statusCode, q).toBe(422);
      expect(res.json(), q).toEqual({ error: { code: 'VALIDATION_ERROR', message: expect.any(String), details: expect.anything() } });
    }
    // A value outside a list is one error that names the list, not one per allowed value.
    const region = (await get('/plans?region=XX')).json().error;
    expect(region.message).toBe('region must be one of: EU, AF, AS, LA, NA, OC');
    expect(region.details.errors).toEqual([{ field: 'region', location: 'query', message: 'must be one of: EU, AF, AS, LA, NA, OC' }]);
  });
});

describe('access', () => {
  it('answers 401 UNAUTHORIZED without a token and with a bad one', async () => {
    for (const url of ['/plans', `/plans/${randomUUID()}`, `/plans/${randomUUID()}/coverage`, '/regions']) {
      for (const headers of [{}, { authorization: 'Bearer not-a-token' }, h.admin]) {
        const res = await get(url, headers);
        expect(res.statusCode, url).toBe(401);
        expect(res.json().error.code, url).toBe('UNAUTHORIZED');
      }
    }
  });

  it('answers 403 FORBIDDEN when the organisation has the reseller service disabled', async () => {
    const off = await h.tenant({ services: ['connectivity', 'numbers'] });
    for (const url of ['/plans', '/regions']) {
      const res = await get(url, off.admin);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.code, url).toBe('FORBIDDEN');
    }
  });

  it('lets a viewer read and answers 404 for an unknown id, 422 for a malformed one', async () => {
    expect((await get('/plans', a.viewer)).statusCode).toBe(200);
    const missing = await get(`/plans/${randomUUID()}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
    expect((await get(`/plans/${randomUUID()}/coverage`)).statusCode).toBe(404);
    const malformed = await get('/plans/not-a-uuid');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().error.code).toBe('VALIDATION_ERROR');
  });
});

describe('GET /v1/plans/{id}/coverage', () => {
  it('lists every country with catalogue operators and network types from their band data', async () => {
    const p = await createPlan({ sponsor_profile: 'cov', countries: ['GR', 'AQ'] });
    const res = await get(`/plans/${p.id}/coverage`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.plan_id).toBe(p.id);
    expect(body.country_count).toBe(2);
    expect(body.countries.map((c: { iso: string }) => c.iso)).toEqual(['AQ', 'GR']);
    const [aq, gr] = body.countries;
    expect(aq).toEqual({ iso: 'AQ', name: 'Antarctica', region: null, operators: [] });
    expect(gr).toMatchObject({ iso: 'GR', name: 'Greece', region: 'EU' });
    // Cosmote's bands read "GSM 900 / LTE 800 / ... / 5G 3500" in the data set.
    const cosmote = gr.operators.find((o: { mcc: string; mnc: string }) => o.mcc === '202' && o.mnc === '01');
    expect(cosmote).toMatchObject({ brand: 'Cosmote', network_types: ['2G', '4G', '5G'] });
    // The ids are the connectivity catalogue's.
    expect((await h.container.operators.get(cosmote.id)).mnc).toBe('01');
    // The coverage matches the plan's own summary.
    expect((await get(`/plans/${p.id}`)).json().coverage.countries).toEqual(['AQ', 'GR']);
    expect((await get(`/plans/${p.id}`)).json().regions).toEqual(['EU']);
  });
});

describe('GET /v1/regions', () => {
  it('answers the six codes with labels and their countries, each country in one region', async () => {
    const res = await get('/regions');
    expect(res.statusCode).toBe(200);
    const items: Array<{ code: string; label: string; country_count: number; countries: string[] }> = res.json().items;
    expect(items.map((r) => r.code)).toEqual(['EU', 'AF', 'AS', 'LA', 'NA', 'OC']);
    const of = (code: string) => items.find((r) => r.code === code) as (typeof items)[number];
    expect(of('LA').label).toBe('Latin America and the Caribbean');
    expect(of('NA').countries).toEqual(['BM', 'CA', 'GL', 'PM', 'US']);
    expect(of('LA').countries).toEqual(expect.arrayContaining(['MX', 'PA', 'CR', 'CU', 'PR', 'JM', 'BR', 'AR']));
    expect(of('EU').countries).toEqual(expect.arrayContaining(['DE', 'FR', 'XK']));
    for (const r of items) expect(r.country_count).toBe(r.countries.length);
    const all = items.flatMap((r) => r.countries);
    expect(new Set(all).size).toBe(all.length);
    expect(all).not.toContain('AQ');
  });
});
