import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from '../../../test/harness.ts';
import { createCoverage, createPlan, insertLink, listAll, type OperatorItem, operatorsIn, type Json } from './plans.testkit.ts';

let h: Harness;
let t: Tenant;
let magenta: OperatorItem[];
let cyan: OperatorItem[];
let coral: OperatorItem[];
const plans: Record<string, Json> = {};
let coverages: Record<string, Json>;

// Five plans in creation order; names chosen so that every sort gives a distinct order.
beforeAll(async () => {
  h = await createHarness();
  t = await h.tenant();
  [magenta, cyan, coral] = await Promise.all([operatorsIn(h, t.viewer, 'magenta'), operatorsIn(h, t.viewer, 'cyan'), operatorsIn(h, t.viewer, 'coral')]);
  coverages = {
    magenta: await createCoverage(h, t.admin, [magenta[0]!.id, magenta[1]!.id], 'M'),
    mixed: await createCoverage(h, t.admin, [magenta[2]!.id, cyan[0]!.id], 'MC'),
    coral: await createCoverage(h, t.admin, [coral[0]!.id], 'C'),
  };
  const make = async (key: string, coverage: string, extra: Record<string, unknown>) => {
    plans[key] = await createPlan(h, t.admin, coverages[coverage]!.id, { name: key, ...extra });
  };
  await make('echo', 'magenta', { included_data_mb: 500, validity_days: 30, base_throttle: 'unlimited', description: 'Holiday PACK' });
  await make('Delta', 'mixed', { included_data_mb: 0, validity_days: 7, base_throttle: 'throttle_1mbps', reactivation_trigger: 'expiry' });
  await make('charlie', 'coral', { included_data_mb: 10_000, validity_days: 365, reactivation_trigger: 'exhaustion' });
  await make('bravo_50%', 'magenta', { included_data_mb: 1000, validity_days: 1, base_throttle: 'throttle_1mbps', reactivation_trigger: 'expiry' });
  await make('alpha', 'coral', { included_data_mb: 1000, validity_days: 90, description: 'business' });
  // Another organisation's plans must never appear.
  const other = await h.tenant();
  const theirs = await createCoverage(h, other.admin, [magenta[0]!.id, cyan[0]!.id]);
  for (const name of ['echo', 'zulu']) await createPlan(h, other.admin, theirs.id, { name });
});
afterAll(async () => h.close());

async function list(qs: string) {
  const r = await h.app.inject({ method: 'GET', url: `/plans?${qs}`, headers: t.viewer });
  return { status: r.statusCode, body: r.json() };
}
const names = async (qs: string): Promise<string[]> => {
  const r = await list(qs);
  expect(r.status, `${qs}: ${JSON.stringify(r.body)}`).toBe(200);
  return r.body.items.map((p: { name: string }) => p.name);
};
const sortedNames = async (qs: string) => (await names(qs)).sort();

describe('GET /plans sorting and paging', () => {
  it('lists most recently updated first by default', async () => {
    expect(await names('')).toEqual(['alpha', 'bravo_50%', 'charlie', 'Delta', 'echo']);
    const r = await list('');
    expect(r.body).toMatchObject({ total: 5, page: 1, page_size: 20, pages: 1, total_pages: 1 });
    expect(r.body.items[0]).toEqual(plans.alpha);
  });

  it('sorts by every documented field in both directions, ties broken by id', async () => {
    expect(await names('sort_by=updated_at&sort_order=asc')).toEqual(['echo', 'Delta', 'charlie', 'bravo_50%', 'alpha']);
    expect(await names('sort_by=created_at')).toEqual(['alpha', 'bravo_50%', 'charlie', 'Delta', 'echo']);
    expect(await names('sort_by=created_at&sort_order=asc')).toEqual(['echo', 'Delta', 'charlie', 'bravo_50%', 'alpha']);
    expect(await names('sort_by=validity_days')).toEqual(['bravo_50%', 'Delta', 'echo', 'alpha', 'charlie']);
    expect(await names('sort_by=validity_days&sort_order=desc')).toEqual(['charlie', 'alpha', 'echo', 'Delta', 'bravo_50%']);
    const byData = await names('sort_by=included_data_mb');
    expect(byData[0]).toBe('Delta');
    expect(byData.slice(1, 2)).toEqual(['echo']);
    expect(byData.slice(2, 4).sort()).toEqual(['alpha', 'bravo_50%']);
    expect(byData[4]).toBe('charlie');
    const tie = [plans.alpha!, plans['bravo_50%']!].sort((a, b) => (a.id < b.id ? -1 : 1)).map((p) => p.name);
    expect(byData.slice(2, 4)).toEqual(tie);
    expect(await names('sort_by=included_data_mb&sort_order=desc')).toEqual(['charlie', ...[...tie].reverse(), 'echo', 'Delta']);
    const byName = await names('sort_by=name');
    expect(byName).toHaveLength(5);
    expect(await names('sort_by=name&sort_order=desc')).toEqual([...byName].reverse());
    expect(byName.indexOf('alpha')).toBeLessThan(byName.indexOf('charlie'));
    expect(byName.indexOf('charlie')).toBeLessThan(byName.indexOf('echo'));
  });

  it('pages, and a page past the end has empty items with the real total', async () => {
    expect(await names('page_size=2&sort_by=created_at&sort_order=asc')).toEqual(['echo', 'Delta']);
    expect(await names('page_size=2&page=3&sort_by=created_at&sort_order=asc')).toEqual(['alpha']);
    const past = await list('page_size=2&page=4');
    expect(past.status).toBe(200);
    expect(past.body).toMatchObject({ items: [], total: 5, page: 4, page_size: 2, pages: 3, total_pages: 3 });
  });

  it('rejects query values outside the schema', async () => {
    for (const bad of [
      'page=0',
      'page_size=0',
      'page_size=101',
      'sort_by=price',
      'sort_order=sideways',
      'base_throttle=fast',
      'reactivation_trigger=never',
      'coverage_id=x',
      'operator_ids=x',
      'compatibility_zones=pink',
      'min_included_data_mb=-1',
      'max_validity_days=abc',
      'for_link_id=1',
      `search=${'x'.repeat(201)}`,
      'search=a%01b',
    ]) {
      const r = await list(bad);
      expect(r.status, bad).toBe(422);
      expect(r.body.code).toBe('request_validation_error');
    }
    expect((await list('unknown_param=1')).status).toBe(200);
  });
});

describe('GET /plans filters', () => {
  it('filters by base_throttle, reactivation_trigger and coverage_id', async () => {
    expect(await sortedNames('base_throttle=throttle_1mbps')).toEqual(['Delta', 'bravo_50%']);
    expect(await sortedNames('base_throttle=unlimited')).toEqual(['alpha', 'charlie', 'echo']);
    expect(await sortedNames('reactivation_trigger=expiry')).toEqual(['Delta', 'bravo_50%']);
    expect(await sortedNames('reactivation_trigger=exhaustion')).toEqual(['charlie']);
    expect(await sortedNames('reactivation_trigger=expiry_or_exhaustion')).toEqual([]);
    expect(await sortedNames(`coverage_id=${coverages.coral!.id}`)).toEqual(['alpha', 'charlie']);
    expect(await sortedNames(`coverage_id=${randomUUID()}`)).toEqual([]);
  });

  it('filters by operator ids and zones, matching any of the repeated values', async () => {
    expect(await sortedNames(`operator_ids=${magenta[0]!.id}`)).toEqual(['bravo_50%', 'echo']);
    expect(await sortedNames(`operator_ids=${magenta[0]!.id}&operator_ids=${coral[0]!.id}`)).toEqual(['alpha', 'bravo_50%', 'charlie', 'echo']);
    expect(await sortedNames(`operator_ids=${cyan[0]!.id}`)).toEqual(['Delta']);
    expect(await sortedNames(`operator_ids=${magenta[4]!.id}`)).toEqual([]);
    expect(await sortedNames('compatibility_zones=magenta')).toEqual(['Delta', 'bravo_50%', 'echo']);
    expect(await sortedNames('compatibility_zones=cyan')).toEqual(['Delta']);
    expect(await sortedNames('compatibility_zones=cyan&compatibility_zones=coral')).toEqual(['Delta', 'alpha', 'charlie']);
    expect(await sortedNames('compatibility_zones=ivory')).toEqual([]);
  });

  it('filters by inclusive allowance and validity bounds', async () => {
    expect(await sortedNames('min_included_data_mb=1000')).toEqual(['alpha', 'bravo_50%', 'charlie']);
    expect(await sortedNames('max_included_data_mb=500')).toEqual(['Delta', 'echo']);
    expect(await sortedNames('min_included_data_mb=500&max_included_data_mb=1000')).toEqual(['alpha', 'bravo_50%', 'echo']);
    expect(await sortedNames('min_included_data_mb=0&max_included_data_mb=0')).toEqual(['Delta']);
    expect(await sortedNames('min_validity_days=30')).toEqual(['alpha', 'charlie', 'echo']);
    expect(await sortedNames('max_validity_days=7')).toEqual(['Delta', 'bravo_50%']);
    expect(await sortedNames('min_validity_days=7&max_validity_days=30')).toEqual(['Delta', 'echo']);
    expect(await sortedNames('min_validity_days=31&max_validity_days=30')).toEqual([]);
  });

  it('searches name, description and id case-insensitively, with % and _ taken literally', async () => {
    expect(await sortedNames('search=DELTA')).toEqual(['Delta']);
    expect(await sortedNames('search=holiday pack')).toEqual(['echo']);
    expect(await sortedNames('search=BUSINESS')).toEqual(['alpha']);
    expect(await sortedNames(`search=${(plans.charlie!.id as string).slice(4, 13).toUpperCase()}`)).toEqual(['charlie']);
    expect(await sortedNames('search=50%25')).toEqual(['bravo_50%']);
    expect(await sortedNames('search=o_5')).toEqual(['bravo_50%']);
    expect(await sortedNames('search=_')).toEqual(['bravo_50%']);
    expect(await sortedNames('search=%25')).toEqual(['bravo_50%']);
    expect(await sortedNames('search=zulu')).toEqual([]);
    expect(await names('search=%20')).toHaveLength(5);
  });

  it('combines filters with AND', async () => {
    expect(await sortedNames('compatibility_zones=magenta&base_throttle=throttle_1mbps')).toEqual(['Delta', 'bravo_50%']);
    expect(await sortedNames('compatibility_zones=magenta&base_throttle=throttle_1mbps&min_validity_days=2')).toEqual(['Delta']);
    expect(await sortedNames(`compatibility_zones=magenta&min_included_data_mb=500&search=a`)).toEqual(['bravo_50%', 'echo']);
    expect(await sortedNames(`coverage_id=${coverages.coral!.id}&reactivation_trigger=exhaustion&max_validity_days=365`)).toEqual(['charlie']);
    expect(await sortedNames(`operator_ids=${coral[0]!.id}&compatibility_zones=magenta`)).toEqual([]);
  });

  it("uses the link's zones for for_link_id, overriding compatibility_zones", async () => {
    const cyanLink = await insertLink(h, t.id, { zones: ['cyan'] });
    expect(await sortedNames(`for_link_id=${cyanLink}`)).toEqual(['Delta']);
    expect(await sortedNames(`for_link_id=${cyanLink}&compatibility_zones=coral`)).toEqual(['Delta']);
    expect(await sortedNames(`for_link_id=${cyanLink}&max_validity_days=1`)).toEqual([]);
    const wide = await insertLink(h, t.id, { zones: ['coral', 'magenta'] });
    expect(await sortedNames(`for_link_id=${wide}`)).toEqual(['Delta', 'alpha', 'bravo_50%', 'charlie', 'echo']);
    const bare = await insertLink(h, t.id, { zones: [], status: 'pre_active' });
    expect(await sortedNames(`for_link_id=${bare}`)).toEqual([]);

    const unknown = await list(`for_link_id=${randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'entity_not_found', details: { entity: 'link' } });
    const other = await h.tenant();
    const theirs = await insertLink(h, other.id, { zones: ['cyan'] });
    expect((await list(`for_link_id=${theirs}`)).status).toBe(404);
    const removed = await insertLink(h, t.id, { zones: ['cyan'], status: 'removed', removed: true });
    expect((await list(`for_link_id=${removed}`)).status).toBe(410);
  });

  it('never lists another organisation’s plans', async () => {
    const all = await listAll(h, t.viewer, '/plans');
    expect(all.map((p) => p.id).sort()).toEqual(Object.values(plans).map((p) => p.id).sort());
    expect(await sortedNames('search=zulu')).toEqual([]);
  });
});
