import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from '../../../test/harness.ts';
import { createCoverage, createPlan, listAll, type OperatorItem, operatorsIn, type Json } from '../plans/plans.testkit.ts';

let h: Harness;
let t: Tenant;
let magenta: OperatorItem[];
let cyan: OperatorItem[];
let coral: OperatorItem[];

beforeAll(async () => {
  h = await createHarness();
  t = await h.tenant();
  [magenta, cyan, coral] = await Promise.all([operatorsIn(h, t.viewer, 'magenta'), operatorsIn(h, t.viewer, 'cyan'), operatorsIn(h, t.viewer, 'coral')]);
});
afterAll(async () => h.close());

const ids = (ops: OperatorItem[]) => ops.map((o) => o.id);
const byName = (a: { name: string; id: string }, b: { name: string; id: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1);

async function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, headers = t.admin) {
  const res = await h.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { status: res.statusCode, body: res.body.length > 0 ? res.json() : null };
}

describe('POST /coverages', () => {
  it('creates a coverage with its operator summaries and sorted, distinct zones', async () => {
    const chosen = [magenta[0]!, cyan[0]!, magenta[1]!];
    const { status, body } = await call('POST', '/coverages', { name: 'Europe', operator_ids: ids(chosen) });
    expect(status).toBe(201);
    expect(Object.keys(body).sort()).toEqual(['compatibility_zones', 'created_at', 'id', 'name', 'operators', 'updated_at']);
    expect(body.name).toBe('Europe');
    expect(body.compatibility_zones).toEqual(['cyan', 'magenta']);
    expect(body.operators).toEqual(
      [...chosen].sort(byName).map((o) => ({ id: o.id, name: o.name, country: o.country, tadig: o.tadig, compatibility_zone: o.compatibility_zone })),
    );
    expect(Object.keys(body.operators[0]).sort()).toEqual(['compatibility_zone', 'country', 'id', 'name', 'tadig']);
    const got = await call('GET', `/coverages/${body.id}`, undefined, t.viewer);
    expect(got).toEqual({ status: 200, body });
  });

  it('rejects bad bodies with request_validation_error', async () => {
    const op = magenta[0]!.id;
    const bodies: unknown[] = [
      {},
      { name: 'x' },
      { operator_ids: [op] },
      { name: '', operator_ids: [op] },
      { name: 'x'.repeat(201), operator_ids: [op] },
      { name: 'x', operator_ids: [] },
      { name: 'x', operator_ids: [op, op] },
      { name: 'x', operator_ids: ['not-a-uuid'] },
      { name: 'x', operator_ids: [`urn:uuid:${op}`] },
      { name: 'x', operator_ids: Array.from({ length: 1001 }, () => randomUUID()) },
      { name: 'x', operator_ids: [op], extra: true },
      { name: 7, operator_ids: [op] },
    ];
    for (const payload of bodies) {
      const r = await call('POST', '/coverages', payload);
      expect(r.status, JSON.stringify(payload).slice(0, 80)).toBe(422);
      expect(r.body.code).toBe('request_validation_error');
    }
  });

  it('answers 404 naming unknown operator ids, and creates nothing', async () => {
    const before = (await call('GET', '/coverages')).body.total;
    const unknown = [randomUUID(), randomUUID()];
    const r = await call('POST', '/coverages', { name: 'x', operator_ids: [magenta[0]!.id, ...unknown] });
    expect(r.status).toBe(404);
    expect(r.body.code).toBe('entity_not_found');
    expect(r.body.details.entity).toBe('operator');
    expect([...r.body.details.ids].sort()).toEqual([...unknown].sort());
    expect((await call('GET', '/coverages')).body.total).toBe(before);
  });

  it('refuses operators of two providers with validation_error', async () => {
    const r = await call('POST', '/coverages', { name: 'mixed', operator_ids: [magenta[0]!.id, coral[0]!.id] });
    expect(r.status).toBe(422);
    expect(r.body.code).toBe('validation_error');
    expect(r.body.details.providers).toEqual(['alpha', 'beta']);
  });

  it('needs the admin role', async () => {
    const r = await call('POST', '/coverages', { name: 'x', operator_ids: [magenta[0]!.id] }, t.viewer);
    expect(r.status).toBe(403);
  });
});

describe('rename, operators and delete', () => {
  it('renames locally and moves updated_at, leaving the operators alone', async () => {
    const c = await createCoverage(h, t.admin, ids(magenta.slice(0, 2)), 'Old');
    const r = await call('PATCH', `/coverages/${c.id}`, { name: 'New' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: c.id, name: 'New', compatibility_zones: ['magenta'], operators: c.operators, created_at: c.created_at });
    expect(r.body.updated_at > (c.updated_at as string)).toBe(true);
    for (const payload of [{}, { name: '' }, { name: 'x', operator_ids: [] }, { name: null }]) {
      expect((await call('PATCH', `/coverages/${c.id}`, payload)).status).toBe(422);
    }
    expect((await call('GET', `/coverages/${c.id}`)).body.name).toBe('New');
  });

  it('adds operators, skipping those already present, and recomputes the zones', async () => {
    const c = await createCoverage(h, t.admin, [magenta[0]!.id]);
    const r = await call('POST', `/coverages/${c.id}/operators`, { operator_ids: [magenta[0]!.id, cyan[0]!.id, cyan[1]!.id] });
    expect(r.status).toBe(200);
    expect(r.body.compatibility_zones).toEqual(['cyan', 'magenta']);
    expect(r.body.operators.map((o: OperatorItem) => o.id).sort()).toEqual([magenta[0]!.id, cyan[0]!.id, cyan[1]!.id].sort());
    const again = await call('POST', `/coverages/${c.id}/operators`, { operator_ids: [cyan[0]!.id] });
    expect(again.status).toBe(200);
    expect(again.body.operators).toHaveLength(3);
    expect(again.body.updated_at).toBe(r.body.updated_at);
  });

  it('refuses to add another provider\'s operators or unknown ones, changing nothing', async () => {
    const c = await createCoverage(h, t.admin, [magenta[0]!.id]);
    const mixed = await call('POST', `/coverages/${c.id}/operators`, { operator_ids: [cyan[0]!.id, coral[0]!.id] });
    expect(mixed.status).toBe(422);
    expect(mixed.body.code).toBe('validation_error');
    const unknown = randomUUID();
    const missing = await call('POST', `/coverages/${c.id}/operators`, { operator_ids: [cyan[0]!.id, unknown] });
    expect(missing.status).toBe(404);
    expect(missing.body.details).toEqual({ entity: 'operator', ids: [unknown] });
    const dup = await call('POST', `/coverages/${c.id}/operators`, { operator_ids: [cyan[0]!.id, cyan[0]!.id] });
    expect(dup.status).toBe(422);
    expect(dup.body.code).toBe('request_validation_error');
    const after = await call('GET', `/coverages/${c.id}`);
    expect(after.body.operators.map((o: OperatorItem) => o.id)).toEqual([magenta[0]!.id]);
    expect(after.body.updated_at).toBe(c.updated_at);
  });

  it('removes operators, skipping absent ones, and never the last one', async () => {
    const c = await createCoverage(h, t.admin, [magenta[0]!.id, cyan[0]!.id]);
    const skip = await call('DELETE', `/coverages/${c.id}/operators`, { operator_ids: [magenta[1]!.id] });
    expect(skip.status).toBe(200);
    expect(skip.body.operators).toHaveLength(2);
    const r = await call('DELETE', `/coverages/${c.id}/operators`, { operator_ids: [cyan[0]!.id, magenta[2]!.id] });
    expect(r.status).toBe(200);
    expect(r.body.operators.map((o: OperatorItem) => o.id)).toEqual([magenta[0]!.id]);
    expect(r.body.compatibility_zones).toEqual(['magenta']);
    const all = await call('DELETE', `/coverages/${c.id}/operators`, { operator_ids: [magenta[0]!.id] });
    expect(all.status).toBe(422);
    expect(all.body.code).toBe('validation_error');
    const unknown = await call('DELETE', `/coverages/${c.id}/operators`, { operator_ids: [randomUUID()] });
    expect(unknown.status).toBe(404);
    expect((await call('GET', `/coverages/${c.id}`)).body.operators).toHaveLength(1);
  });

  it('keeps one operator when two removals race for the last ones', async () => {
    const c = await createCoverage(h, t.admin, [magenta[3]!.id, magenta[4]!.id]);
    const results = await Promise.all([
      call('DELETE', `/coverages/${c.id}/operators`, { operator_ids: [magenta[3]!.id] }),
      call('DELETE', `/coverages/${c.id}/operators`, { operator_ids: [magenta[4]!.id] }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    expect((await call('GET', `/coverages/${c.id}`)).body.operators).toHaveLength(1);
  });

  it('soft-deletes: 204, then 410 on read and on every write, and gone from lists', async () => {
    const c = await createCoverage(h, t.admin, [magenta[0]!.id], 'doomed');
    expect((await call('DELETE', `/coverages/${c.id}`)).status).toBe(204);
    const checks: Array<[ 'GET' | 'PATCH' | 'POST' | 'DELETE', string, unknown]> = [
      ['GET', `/coverages/${c.id}`, undefined],
      ['PATCH', `/coverages/${c.id}`, { name: 'x' }],
      ['POST', `/coverages/${c.id}/operators`, { operator_ids: [magenta[1]!.id] }],
      ['DELETE', `/coverages/${c.id}/operators`, { operator_ids: [magenta[0]!.id] }],
      ['DELETE', `/coverages/${c.id}`, undefined],
    ];
    for (const [method, url, payload] of checks) {
      const r = await call(method, url, payload);
      expect(r.status, `${method} ${url}`).toBe(410);
      expect(r.body).toEqual({ message: expect.any(String), code: 'entity_deleted', details: { entity: 'coverage', id: c.id } });
    }
    const listed = await listAll(h, t.admin, '/coverages');
    expect(listed.some((x) => x.id === c.id)).toBe(false);
    const plan = await call('POST', '/plans', { name: 'p', coverage_id: c.id, included_data_mb: 1, validity_days: 1, activation_type: 'immediate', base_throttle: 'unlimited' });
    expect(plan.status).toBe(410);
  });

  it('cannot delete a coverage a live plan uses, and can once the plan is gone', async () => {
    const c = await createCoverage(h, t.admin, [magenta[0]!.id]);
    const plan = await createPlan(h, t.admin, c.id);
    const refused = await call('DELETE', `/coverages/${c.id}`);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('validation_error');
    expect((await call('GET', `/coverages/${c.id}`)).status).toBe(200);
    expect((await call('DELETE', `/plans/${plan.id}`)).status).toBe(204);
    expect((await call('DELETE', `/coverages/${c.id}`)).status).toBe(204);
  });

  it('copies changed zones onto the plans built on the coverage', async () => {
    const c = await createCoverage(h, t.admin, [magenta[0]!.id]);
    const plan = await createPlan(h, t.admin, c.id);
    expect(plan.compatibility_zones).toEqual(['magenta']);
    await call('POST', `/coverages/${c.id}/operators`, { operator_ids: [cyan[2]!.id] });
    const after = (await call('GET', `/plans/${plan.id}`)).body;
    expect(after.compatibility_zones).toEqual(['cyan', 'magenta']);
    expect(after.coverage).toEqual({ id: c.id, name: c.name, compatibility_zones: ['cyan', 'magenta'] });
    const byZone = await listAll(h, t.admin, '/plans', 'compatibility_zones=cyan');
    expect(byZone.map((p) => p.id)).toContain(plan.id);
    await call('DELETE', `/coverages/${c.id}/operators`, { operator_ids: [magenta[0]!.id] });
    expect((await call('GET', `/plans/${plan.id}`)).body.compatibility_zones).toEqual(['cyan']);
  });
});

describe('tenancy', () => {
  it("answers 404 for another organisation's coverage on every route, and never lists it", async () => {
    const other = await h.tenant();
    const theirs = await createCoverage(h, other.admin, [magenta[0]!.id], 'theirs');
    const routes: Array<['GET' | 'PATCH' | 'POST' | 'DELETE', string, unknown]> = [
      ['GET', `/coverages/${theirs.id}`, undefined],
      ['PATCH', `/coverages/${theirs.id}`, { name: 'mine now' }],
      ['POST', `/coverages/${theirs.id}/operators`, { operator_ids: [magenta[1]!.id] }],
      ['DELETE', `/coverages/${theirs.id}/operators`, { operator_ids: [magenta[0]!.id] }],
      ['DELETE', `/coverages/${theirs.id}`, undefined],
      ['GET', `/coverages/${randomUUID()}`, undefined],
    ];
    for (const [method, url, payload] of routes) {
      const r = await call(method, url, payload);
      expect(r.status, `${method} ${url}`).toBe(404);
      expect(r.body.code).toBe('entity_not_found');
    }
    const mine = await listAll(h, t.admin, '/coverages');
    expect(mine.some((x) => x.id === theirs.id)).toBe(false);
    const search = await call('GET', `/coverages?search=${theirs.id}`);
    expect(search.body.total).toBe(0);
    expect((await call('GET', `/coverages/${theirs.id}`, undefined, other.viewer)).body.name).toBe('theirs');
    const plan = await call('POST', '/plans', { name: 'p', coverage_id: theirs.id, included_data_mb: 1, validity_days: 1, activation_type: 'immediate', base_throttle: 'unlimited' });
    expect(plan.status).toBe(404);
  });
});

describe('GET /coverages', () => {
  let org: Tenant;
  const made: Array<Json> = [];
  beforeAll(async () => {
    org = await h.tenant();
    made.push(await createCoverage(h, org.admin, [magenta[0]!.id, magenta[1]!.id], 'bravo 100%'));
    made.push(await createCoverage(h, org.admin, [cyan[0]!.id], 'Alpha'));
    made.push(await createCoverage(h, org.admin, [coral[0]!.id, coral[1]!.id], 'charlie'));
    made.push(await createCoverage(h, org.admin, [magenta[1]!.id, cyan[1]!.id], 'delta'));
  });
  const list = async (qs: string) => {
    const r = await h.app.inject({ method: 'GET', url: `/coverages?${qs}`, headers: org.viewer });
    return { status: r.statusCode, body: r.json() };
  };
  const names = (body: { items: Array<{ name: string }> }) => body.items.map((i) => i.name);

  it('sorts by updated_at descending by default, and by each documented field', async () => {
    expect(names((await list('')).body)).toEqual(['delta', 'charlie', 'Alpha', 'bravo 100%']);
    await h.app.inject({ method: 'PATCH', url: `/coverages/${made[1]!.id}`, headers: org.admin, payload: { name: 'Alpha' } });
    expect(names((await list('')).body)).toEqual(['Alpha', 'delta', 'charlie', 'bravo 100%']);
    expect(names((await list('sort_by=updated_at&sort_order=asc')).body)).toEqual(['bravo 100%', 'charlie', 'delta', 'Alpha']);
    expect(names((await list('sort_by=created_at')).body)).toEqual(['delta', 'charlie', 'Alpha', 'bravo 100%']);
    expect(names((await list('sort_by=created_at&sort_order=asc')).body)).toEqual(['bravo 100%', 'Alpha', 'charlie', 'delta']);
    const byName = names((await list('sort_by=name')).body);
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(names((await list('sort_by=name&sort_order=desc')).body)).toEqual([...byName].reverse());
    for (const bad of ['sort_by=provider', 'sort_order=up', 'page=0', 'page_size=101', 'country=DE', 'compatibility_zones=pink', 'operator_ids=x']) {
      const r = await list(bad);
      expect(r.status, bad).toBe(422);
      expect(r.body.code).toBe('request_validation_error');
    }
  });

  it('pages, and past the end answers empty items with the real total', async () => {
    const p1 = await list('page_size=3&sort_by=created_at&sort_order=asc');
    expect(p1.body).toMatchObject({ total: 4, page: 1, page_size: 3, pages: 2, total_pages: 2 });
    expect(names(p1.body)).toEqual(['bravo 100%', 'Alpha', 'charlie']);
    const p2 = await list('page_size=3&page=2&sort_by=created_at&sort_order=asc');
    expect(names(p2.body)).toEqual(['delta']);
    const past = await list('page_size=3&page=3');
    expect(past.status).toBe(200);
    expect(past.body).toMatchObject({ items: [], total: 4, page: 3, pages: 2 });
  });

  it('searches name and id case-insensitively, matching % literally', async () => {
    expect(names((await list('search=ALPHA')).body)).toEqual(['Alpha']);
    expect(names((await list('search=100%25')).body)).toEqual(['bravo 100%']);
    expect((await list('search=%25')).body.total).toBe(1);
    expect((await list('search=_')).body.total).toBe(0);
    const idPart = (made[2]!.id as string).slice(9, 18).toUpperCase();
    expect(names((await list(`search=${idPart}`)).body)).toEqual(['charlie']);
    expect((await list('search=%20%20')).body.total).toBe(4);
  });

  it('filters by zones, operators and country (repeatable ones match any), combined with AND', async () => {
    const sorted = (body: { items: Array<{ name: string }> }) => names(body).sort();
    expect(sorted((await list('compatibility_zones=magenta')).body)).toEqual(['bravo 100%', 'delta']);
    expect(sorted((await list('compatibility_zones=coral&compatibility_zones=cyan')).body)).toEqual(['Alpha', 'charlie', 'delta']);
    expect(sorted((await list(`operator_ids=${magenta[1]!.id}`)).body)).toEqual(['bravo 100%', 'delta']);
    expect(sorted((await list(`operator_ids=${cyan[0]!.id}&operator_ids=${coral[1]!.id}`)).body)).toEqual(['Alpha', 'charlie']);
    const country = coral[0]!.country;
    const expected = made.filter((c) => (c.operators as OperatorItem[]).some((o) => o.country === country)).map((c) => c.name).sort();
    expect(sorted((await list(`country=${country.toLowerCase()}`)).body)).toEqual(expected);
    expect(sorted((await list(`compatibility_zones=magenta&operator_ids=${magenta[0]!.id}`)).body)).toEqual(['bravo 100%']);
    expect(sorted((await list(`compatibility_zones=magenta&search=delta`)).body)).toEqual(['delta']);
    expect((await list(`compatibility_zones=coral&operator_ids=${magenta[0]!.id}`)).body.total).toBe(0);
    expect((await list('country=ZZZ')).body).toMatchObject({ items: [], total: 0 });
  });

  it('never mixes organisations', async () => {
    const all = await listAll(h, org.viewer, '/coverages');
    expect(all.map((c) => c.id).sort()).toEqual(made.map((c) => c.id).sort());
  });
});
