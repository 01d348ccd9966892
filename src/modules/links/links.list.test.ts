import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from '../../../test/harness.ts';
import { query } from '../../db/client.ts';
import { operators } from '../operators/operators.tables.ts';
import { createCoverage, createPlan, listAll, operatorsIn } from '../plans/plans.testkit.ts';
import { call, createLink, deliverSims, expectError, newLink, reportImei, type SimItem, useData } from './links.testkit.ts';

let h: Harness;
let t: Tenant;
let other: Tenant;
/** Links by role: connected active, suspended eSIM, pre_active, hold on beta, removed. */
let L: Record<'connected' | 'suspended' | 'pre' | 'hold' | 'removed' | 'foreign', Awaited<ReturnType<typeof newLink>>>;
let planA: { id: string };
let planB: { id: string };
let coverageB: { id: string };

beforeAll(async () => {
  h = await createHarness();
  [t, other] = await Promise.all([h.tenant(), h.tenant()]);
  const magenta = await operatorsIn(h, t.viewer, 'magenta', 2);
  const coverageA = await createCoverage(h, t.admin, [magenta[0]!.id], 'A');
  coverageB = await createCoverage(h, t.admin, [magenta[1]!.id], 'B');
  planA = await createPlan(h, t.admin, coverageA.id, { name: 'A' });
  planB = await createPlan(h, t.admin, coverageB.id, { name: 'B' });

  const connected = await newLink(h, t, { name: 'Alpha One', plan_ids: [planA.id] });
  await reportImei(h, connected.sim.iccid, '356938035643809');
  expect((await useData(h, connected.sim.iccid, 2)).status).toBe(200);
  await call(h, t.viewer, 'GET', `/links/${connected.id}`);
  const [esim] = (await deliverSims(h, t.id, 1, 'eSIM')) as [SimItem];
  const suspended = await createLink(h, t.admin, esim.id, { name: 'Bravo two', plan_ids: [planB.id] });
  await call(h, t.admin, 'POST', `/links/${suspended.id}/suspend`);
  const pre = await newLink(h, t, { name: 'Charlie' });
  const [beta] = (await deliverSims(h, t.id, 1, 'physical', 'beta')) as [SimItem];
  const hold = await createLink(h, t.admin, beta.id, { name: 'Delta_%' });
  await call(h, t.admin, 'DELETE', `/links/${hold.id}/sim`);
  const removed = await newLink(h, t, { name: 'Alpha removed' });
  await call(h, t.admin, 'DELETE', `/links/${removed.id}/sim`);
  await call(h, t.admin, 'DELETE', `/links/${removed.id}`);
  const foreign = await newLink(h, other, { name: 'Alpha One' });
  L = { connected, suspended, pre, hold, removed, foreign };
});
afterAll(async () => h.close());

async function ids(qs: string, headers = t.viewer): Promise<string[]> {
  const res = await call(h, headers, 'GET', `/links?page_size=100${qs ? `&${qs}` : ''}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.total).toBe(res.body.items.length);
  return res.body.items.map((l: { id: string }) => l.id);
}
const set = (...links: Array<{ id: string }>) => links.map((l) => l.id).sort();
const sorted = async (qs: string) => (await ids(qs)).sort();

describe('GET /links', () => {
  it('lists the live links of the organisation, newest update first, with exact totals and paging', async () => {
    expect(await sorted('')).toEqual(set(L.connected, L.suspended, L.pre, L.hold));
    const all = await call(h, t.viewer, 'GET', '/links');
    const times = all.body.items.map((l: { updated_at: string }) => l.updated_at);
    expect(times).toEqual([...times].sort().reverse());
    const p1 = await call(h, t.viewer, 'GET', '/links?page_size=3');
    expect(p1.body).toMatchObject({ total: 4, page: 1, page_size: 3, pages: 2, total_pages: 2 });
    const p2 = await call(h, t.viewer, 'GET', '/links?page_size=3&page=2');
    expect(p2.body.items).toHaveLength(1);
    expect([...p1.body.items, ...p2.body.items].map((l: { id: string }) => l.id)).toEqual(all.body.items.map((l: { id: string }) => l.id));
    expect(await ids('', other.admin)).toEqual([L.foreign.id]);
  });

  it('filters by status, SIM, activations and SIM type', async () => {
    expect(await sorted('status=active')).toEqual(set(L.connected));
    expect(await sorted('status=suspended')).toEqual(set(L.suspended));
    expect(await sorted('status=pre_active')).toEqual(set(L.pre));
    expect(await sorted('status=hold')).toEqual(set(L.hold));
    expect(await sorted('has_sim=true')).toEqual(set(L.connected, L.suspended, L.pre));
    expect(await sorted('has_sim=false')).toEqual(set(L.hold));
    expect(await sorted('has_activations=true')).toEqual(set(L.connected, L.suspended));
    expect(await sorted('has_activations=false')).toEqual(set(L.pre, L.hold));
    expect(await sorted('sim_type=eSIM')).toEqual(set(L.suspended));
    expect(await sorted('sim_type=physical')).toEqual(set(L.connected, L.pre));
    expect(await sorted('status=active&has_sim=false')).toEqual([]);
    // A documented status, but removed links (L.removed) are never listed.
    expect(await sorted('status=removed')).toEqual([]);
  });

  it('filters by zones, plan, coverage and compatible countries', async () => {
    expect(await sorted('compatibility_zones=coral')).toEqual(set(L.hold));
    expect(await sorted('compatibility_zones=magenta&compatibility_zones=coral')).toEqual(set(L.connected, L.suspended, L.pre, L.hold));
    expect(await sorted(`plan_id=${planA.id}`)).toEqual(set(L.connected));
    expect(await sorted(`plan_id=${planB.id}`)).toEqual(set(L.suspended));
    expect(await sorted(`coverage_id=${coverageB.id}`)).toEqual(set(L.suspended));
    expect(await sorted('plan_id=00000000-0000-4000-8000-000000000000')).toEqual([]);

    // A country is compatible when an operator there is in one of the link's zones.
    const zonesByCountry = await query<{ country: string; zones: string[] }>(
      h.container.db,
      sql`SELECT country, array_agg(DISTINCT compatibility_zone) AS zones FROM ${operators} GROUP BY country`,
    );
    const live = [L.connected, L.suspended, L.pre, L.hold];
    const expected = (countries: string[]) =>
      set(...live.filter((l) => zonesByCountry.some((c) => countries.includes(c.country) && c.zones.some((z) => l.compatibility_zones.includes(z)))));
    const betaOnly = zonesByCountry.find((c) => c.zones.every((z) => ['coral', 'teal', 'slate', 'ivory'].includes(z)));
    const magentaCountry = zonesByCountry.find((c) => c.zones.includes('magenta'));
    expect(betaOnly && magentaCountry).toBeTruthy();
    for (const countries of [[betaOnly!.country], [magentaCountry!.country], [betaOnly!.country, magentaCountry!.country]]) {
      expect(await sorted(countries.map((c) => `countries=${c.toLowerCase()}`).join('&'))).toEqual(expected(countries));
    }
    expect(expected([betaOnly!.country])).toContain(L.hold.id);
  });

  it('filters by network country and connection', async () => {
    const detail = (await call(h, t.viewer, 'GET', `/links/${L.connected.id}`)).body;
    expect(detail.network_status.connected).toBe(true);
    const country = detail.network_status.country as string;
    const [op] = await h.container.db.select().from(operators).where(inArray(operators.id, [detail.network_status.operator.id]));
    expect(op!.country).toBe(country);
    expect(await sorted(`network_country=${country}`)).toEqual(set(L.connected));
    expect(await sorted(`network_country=${country.toLowerCase()}`)).toEqual(set(L.connected));
    expect(await sorted('network_connected=true')).toEqual(set(L.connected));
    expect(await sorted('network_connected=false')).toEqual(set(L.suspended, L.pre, L.hold));
  });

  it('searches the name, the id and the bound SIM’s ICCID, case-insensitively and literally', async () => {
    expect(await sorted('search=ALPHA')).toEqual(set(L.connected));
    expect(await sorted(`search=${L.pre.id.slice(0, 13).toUpperCase()}`)).toEqual(set(L.pre));
    expect(await sorted(`search=${L.pre.sim.iccid.slice(-8)}`)).toEqual(set(L.pre));
    expect(await sorted(`search=${encodeURIComponent('_%')}`)).toEqual(set(L.hold));
    expect(await sorted('search=%25')).toEqual(set(L.hold));
    expect(await sorted('search=nothing-like-this')).toEqual([]);
    expect(await sorted('search=%20%20')).toEqual(set(L.connected, L.suspended, L.pre, L.hold));
  });

  it('matches an ICCID only through a live link bound to that SIM now, and only in the organisation', async () => {
    expect(await sorted(`search=${L.connected.sim.iccid}`)).toEqual(set(L.connected));
    expect(await sorted(`search=${L.pre.id.toUpperCase()}`)).toEqual(set(L.pre));
    for (const l of [L.hold, L.removed, L.foreign]) expect(l.sim.iccid).toMatch(/^\d{18,20}$/);
    // hold's SIM was detached, removed's SIM was detached before the link was removed.
    expect(await sorted(`search=${L.hold.sim.iccid}`)).toEqual([]);
    expect(await sorted(`search=${L.removed.sim.iccid}`)).toEqual([]);
    expect(await sorted(`search=${L.removed.id}`)).toEqual([]);
    expect(await sorted(`search=${L.foreign.sim.iccid}`)).toEqual([]);
    expect(await sorted(`search=${L.foreign.id}`)).toEqual([]);
  });

  it('sorts by name, status, created_at and updated_at in either direction', async () => {
    const names = async (qs: string) => (await call(h, t.viewer, 'GET', `/links?${qs}`)).body.items.map((l: { name: string }) => l.name);
    expect(await names('sort_by=name')).toEqual(['Alpha One', 'Bravo two', 'Charlie', 'Delta_%'].sort());
    expect(await names('sort_by=name&sort_order=desc')).toEqual(['Alpha One', 'Bravo two', 'Charlie', 'Delta_%'].sort().reverse());
    const statuses = async (qs: string) => (await call(h, t.viewer, 'GET', `/links?${qs}`)).body.items.map((l: { status: string }) => l.status);
    expect(await statuses('sort_by=status')).toEqual(['active', 'hold', 'pre_active', 'suspended']);
    expect(await statuses('sort_by=status&sort_order=desc')).toEqual(['suspended', 'pre_active', 'hold', 'active']);
    expect(await ids('sort_by=created_at&sort_order=asc')).toEqual([L.connected.id, L.suspended.id, L.pre.id, L.hold.id]);
    expect(await ids('sort_by=created_at')).toEqual([L.hold.id, L.pre.id, L.suspended.id, L.connected.id]);
    const updated = await ids('sort_by=updated_at&sort_order=asc');
    expect(updated).toEqual([...(await ids(''))].reverse());
  });

  it('rejects malformed queries with 422', async () => {
    for (const qs of [
      'sort_by=iccid',
      'sort_order=up',
      'status=deleted',
      'page=0',
      'page_size=101',
      'has_sim=maybe',
      'sim_type=nano',
      'compatibility_zones=red',
      'plan_id=nope',
      'coverage_id=1',
      'countries=DE',
      'network_country=1234',
      `search=${'x'.repeat(201)}`,
    ]) {
      expectError(await call(h, t.viewer, 'GET', `/links?${qs}`), 422, 'request_validation_error');
    }
  });

  it('keeps link_counts exact through every change', async () => {
    const counts = await query<{ organization_id: string; status: string; count: string }>(
      h.container.db,
      sql`SELECT organization_id, status, sum(count)::text AS count FROM link_counts GROUP BY 1, 2 HAVING sum(count) <> 0 ORDER BY 1, 2`,
    );
    const actual = await query<{ organization_id: string; status: string; count: string }>(
      h.container.db,
      sql`SELECT organization_id, status, count(*)::text AS count FROM links GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    expect(counts).toEqual(actual);
    const everything = await listAll(h, t.viewer, '/links');
    expect(everything).toHaveLength(4);
  });
});
