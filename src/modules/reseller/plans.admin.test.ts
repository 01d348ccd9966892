// The operator's side of the /v1 catalogue over HTTP: reseller plans and sponsor
// profiles under /admin, with their validation and `{message, code, details}` errors.

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../test/harness.ts';

let h: Harness;
let org: { id: string };

beforeAll(async () => {
  h = await createHarness();
  org = await h.createOrganization({ name: 'Reseller' });
});
afterAll(async () => h.close());

const valid = () => ({
  name: 'Europe 5 GB',
  provider_plan_id: `eu-5gb-${randomUUID()}`,
  data_mb: 5120,
  validity_days: 30,
  sponsor_profile: 'default',
  coverage_type: 'regional',
  countries: ['fr', 'DE', 'de', 'it'],
  retail_price: '12.5',
  currency: 'EUR',
  enabled: true,
});

const admin = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: unknown) =>
  h.app.inject({ method, url: `/admin${url}`, headers: h.admin, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

describe('POST /admin/reseller-plans', () => {
  it('creates a global plan, normalising countries and the price', async () => {
    const res = await admin('POST', '/reseller-plans', valid());
    expect(res.statusCode).toBe(201);
    const p = res.json();
    expect(p).toMatchObject({
      name: 'Europe 5 GB',
      data_mb: 5120,
      coverage_type: 'regional',
      regions: ['EU'],
      coverage: { country_count: 3, countries: ['DE', 'FR', 'IT'] },
      retail_price: '12.50',
      currency: 'EUR',
      is_global: true,
      organization_id: null,
      excluded_organizations: [],
      enabled: true,
    });
    expect((await admin('GET', `/reseller-plans/${p.id}`)).json()).toEqual(p);
  });

  it('creates an organisation plan and a global plan with exclusions', async () => {
    const own = await admin('POST', '/reseller-plans', { ...valid(), organization_id: org.id });
    expect(own.statusCode).toBe(201);
    expect(own.json()).toMatchObject({ organization_id: org.id, is_global: false });
    const ex = await admin('POST', '/reseller-plans', { ...valid(), excluded_organizations: [org.id, org.id] });
    expect(ex.statusCode).toBe(201);
    expect(ex.json().excluded_organizations).toEqual([org.id]);
  });

  it('refuses invalid bodies with 422 in the admin error body', async () => {
    const unknownOrg = randomUUID();
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['unknown country', { countries: ['DE', 'ZZ'] }, 'validation_error'],
      ['reserved, not assigned (Ascension)', { countries: ['AC'] }, 'validation_error'],
      ['zero price', { retail_price: '0.00' }, 'validation_error'],
      ['negative price', { retail_price: '-1' }, 'request_validation_error'],
      ['float price', { retail_price: 12.5 }, 'request_validation_error'],
      ['no countries', { countries: [] }, 'request_validation_error'],
      ['three-letter country', { countries: ['DEU'] }, 'request_validation_error'],
      ['coverage type', { coverage_type: 'planet' }, 'request_validation_error'],
      ['currency', { currency: 'eur' }, 'request_validation_error'],
      ['sponsor profile slug', { sponsor_profile: 'Not A Slug' }, 'request_validation_error'],
      ['data_mb', { data_mb: 0 }, 'request_validation_error'],
      ['unknown field', { colour: 'red' }, 'request_validation_error'],
      ['unknown organisation', { organization_id: unknownOrg }, 'validation_error'],
      ['unknown excluded organisation', { excluded_organizations: [unknownOrg] }, 'validation_error'],
      ['exclusions on an organisation plan', { organization_id: org.id, excluded_organizations: [org.id] }, 'validation_error'],
    ];
    for (const [label, over, code] of cases) {
      const res = await admin('POST', '/reseller-plans', { ...valid(), ...over });
      expect(res.statusCode, label).toBe(422);
      expect(res.json(), label).toEqual({ message: expect.any(String), code, details: expect.anything() });
    }
    const missing = await admin('POST', '/reseller-plans', { name: 'x' });
    expect(missing.statusCode).toBe(422);
    const unknown = await admin('POST', '/reseller-plans', { ...valid(), countries: ['de', 'xx', 'yy'] });
    expect(unknown.json().details).toEqual({ countries: ['XX', 'YY'] });
    const noOrg = await admin('POST', '/reseller-plans', { ...valid(), organization_id: unknownOrg });
    expect(noOrg.json().details).toEqual({ organization_id: [unknownOrg] });
  });
});

describe('PATCH, GET and list /admin/reseller-plans', () => {
  it('updates any subset and keeps the rest', async () => {
    const p = (await admin('POST', '/reseller-plans', valid())).json();
    const res = await admin('PATCH', `/reseller-plans/${p.id}`, { retail_price: '9.9', countries: ['es'], coverage_type: 'local', enabled: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: p.id,
      name: p.name,
      retail_price: '9.90',
      coverage: { country_count: 1, countries: ['ES'] },
      coverage_type: 'local',
      enabled: false,
    });
    expect(res.json().updated_at >= p.updated_at).toBe(true);
  });

  it('refuses bad updates', async () => {
    const own = (await admin('POST', '/reseller-plans', { ...valid(), organization_id: org.id })).json();
    const cases: Array<[string, Record<string, unknown>, number]> = [
      ['empty', {}, 422],
      ['owner change', { organization_id: randomUUID() }, 422],
      ['exclusions on an organisation plan', { excluded_organizations: [org.id] }, 422],
      ['zero price', { retail_price: '0' }, 422],
      ['unknown country', { countries: ['QQ'] }, 422],
    ];
    for (const [label, body, status] of cases) expect((await admin('PATCH', `/reseller-plans/${own.id}`, body)).statusCode, label).toBe(status);
    const missing = await admin('PATCH', `/reseller-plans/${randomUUID()}`, { enabled: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'entity_not_found' });
    expect((await admin('GET', `/reseller-plans/${randomUUID()}`)).statusCode).toBe(404);
    expect((await admin('GET', '/reseller-plans/nope')).statusCode).toBe(422);
  });

  it('lists with filters and the admin paging envelope', async () => {
    const other = await h.createOrganization({ name: 'Other' });
    const ppid = `list-${randomUUID()}`;
    await admin('POST', '/reseller-plans', { ...valid(), provider_plan_id: ppid, organization_id: other.id });
    await admin('POST', '/reseller-plans', { ...valid(), provider_plan_id: ppid, enabled: false });
    const byOrg = (await admin('GET', `/reseller-plans?organization_id=${other.id}`)).json();
    expect(byOrg).toMatchObject({ total: 1, page: 1, page_size: 20, pages: 1, total_pages: 1 });
    expect(byOrg.items[0].organization_id).toBe(other.id);
    const globalOff = (await admin('GET', `/reseller-plans?organization_id=global&enabled=false&provider_plan_id=${ppid}`)).json();
    expect(globalOff.total).toBe(1);
    expect(globalOff.items[0]).toMatchObject({ is_global: true, enabled: false });
    expect((await admin('GET', `/reseller-plans?provider_plan_id=${ppid}`)).json().total).toBe(2);
    expect((await admin('GET', '/reseller-plans?page_size=101')).statusCode).toBe(422);
  });
});

describe('sponsor profiles', () => {
  it('has `default` on a fresh platform', async () => {
    const res = await admin('GET', '/sponsor-profiles');
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toContainEqual(expect.objectContaining({ name: 'default', provider: 'alpha', base_plan: 'esim-base' }));
  });

  it('creates (201) and replaces (200) by name, and lists by name', async () => {
    const created = await admin('PUT', '/sponsor-profiles/travel-beta', { provider: 'beta', base_plan: 'beta-base' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'travel-beta', provider: 'beta', base_plan: 'beta-base' });
    const replaced = await admin('PUT', '/sponsor-profiles/travel-beta', { provider: 'alpha', base_plan: 'alpha-travel' });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ provider: 'alpha', base_plan: 'alpha-travel', created_at: created.json().created_at });
    const names = (await admin('GET', '/sponsor-profiles')).json().items.map((p: { name: string }) => p.name);
    expect(names).toEqual([...names].sort());
    expect(names).toContain('travel-beta');
  });

  it('keeps a replaced `default` across a restart of the program', async () => {
    await admin('PUT', '/sponsor-profiles/default', { provider: 'beta', base_plan: 'b1' });
    await h.container.prepare();
    expect((await h.container.reseller.sponsorProfiles.require('default')).provider).toBe('beta');
    await admin('PUT', '/sponsor-profiles/default', { provider: 'alpha', base_plan: 'esim-base' });
  });

  it('answers CONFIG_ERROR for a profile that is not configured', async () => {
    await expect(h.container.reseller.sponsorProfiles.require('never-configured')).rejects.toMatchObject({ code: 'config_error' });
  });

  it('refuses bad names and bodies with 422', async () => {
    const cases: Array<[string, Record<string, unknown>]> = [
      ['/sponsor-profiles/Bad_Name', { provider: 'alpha', base_plan: 'x' }],
      ['/sponsor-profiles/-edge', { provider: 'alpha', base_plan: 'x' }],
      ['/sponsor-profiles/ok', { provider: 'gamma', base_plan: 'x' }],
      ['/sponsor-profiles/ok', { provider: 'alpha', base_plan: '' }],
      ['/sponsor-profiles/ok', { provider: 'alpha' }],
      ['/sponsor-profiles/ok', { provider: 'alpha', base_plan: 'x', extra: 1 }],
    ];
    for (const [url, body] of cases) {
      const res = await admin('PUT', url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(422);
      expect(res.json().code).toBe('request_validation_error');
    }
  });

  it('refuses callers without the admin token', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong' }]) {
      const res = await h.app.inject({ method: 'GET', url: '/admin/sponsor-profiles', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('unauthorized');
    }
  });
});
