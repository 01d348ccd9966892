import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from '../../../test/harness.ts';
import { query } from '../../db/client.ts';
import { operatorDataset, operatorIdOf } from './operators.dataset.ts';

const { records } = operatorDataset();
const telekom = records.find((r) => r.plmn === '26201' && r.iso === 'DE')!;

let h: Harness;
let t: Tenant;
beforeAll(async () => {
  h = await createHarness();
  t = await h.tenant();
});
afterAll(async () => h.close());

interface Item {
  id: string;
  name: string;
  country: string;
  tadig: string | null;
  compatibility_zone: string;
  mcc: string;
  mnc: string;
}

async function list(qs: string, headers: Record<string, string> = t.viewer) {
  const res = await h.app.inject({ method: 'GET', url: `/operators${qs}`, headers });
  return { status: res.statusCode, body: res.json() };
}

async function listAll(qs: string): Promise<Item[]> {
  const items: Item[] = [];
  for (let p = 1; ; p++) {
    const { status, body } = await list(`${qs}&page_size=100&page=${p}`);
    expect(status).toBe(200);
    items.push(...body.items);
    if (p >= body.pages) return items;
  }
}

describe('GET /operators', () => {
  it('lists the whole seeded data set, name ascending, with the documented fields', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: records.length, page: 1, page_size: 20 });
    expect(body.pages).toBe(Math.ceil(records.length / 20));
    expect(body.total_pages).toBe(body.pages);
    expect(body.items).toHaveLength(20);
    expect(Object.keys(body.items[0]).sort()).toEqual(['compatibility_zone', 'country', 'id', 'mcc', 'mnc', 'name', 'tadig']);
  });

  it('pages to the end and past it', async () => {
    const pages = Math.ceil(records.length / 100);
    const last = await list(`?page_size=100&page=${pages}`);
    expect(last.body.items).toHaveLength(records.length - (pages - 1) * 100);
    const past = await list(`?page_size=100&page=${pages + 1}`);
    expect(past.status).toBe(200);
    expect(past.body).toMatchObject({ items: [], total: records.length, page: pages + 1, pages, total_pages: pages });
    for (const bad of ['?page=0', '?page_size=0', '?page_size=101', '?page=x', '?sort_by=mcc', '?sort_order=up']) {
      const r = await list(bad);
      expect(r.status, bad).toBe(422);
      expect(r.body.code).toBe('request_validation_error');
    }
  });

  it('filters by alpha-3 country, in any case', async () => {
    const expected = records.filter((r) => r.iso3 === 'DEU').length;
    const items = await listAll('?country=DEU');
    expect(items).toHaveLength(expected);
    expect(items.every((i) => i.country === 'DEU')).toBe(true);
    expect((await list('?country=deu')).body.total).toBe(expected);
    expect((await list('?country=XYZ')).body).toMatchObject({ items: [], total: 0, pages: 0 });
    expect((await list('?country=DE')).status).toBe(422);
  });

  it('filters by one or several compatibility zones', async () => {
    const one = await listAll('?compatibility_zones=cyan');
    expect(one).toHaveLength(records.filter((r) => r.compatibility_zone === 'cyan').length);
    expect(one.every((i) => i.compatibility_zone === 'cyan')).toBe(true);
    const two = await list('?compatibility_zones=cyan&compatibility_zones=coral&page_size=100');
    expect(two.body.total).toBe(records.filter((r) => r.compatibility_zone === 'cyan' || r.compatibility_zone === 'coral').length);
    expect(two.body.items.every((i: Item) => ['cyan', 'coral'].includes(i.compatibility_zone))).toBe(true);
    const bad = await list('?compatibility_zones=pink');
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('request_validation_error');
  });

  it('searches name case-insensitively and MCC+MNC as digits', async () => {
    for (const q of ['26201', '262-01']) {
      const { body } = await list(`?search=${q}`);
      expect(body.items.map((i: Item) => i.id)).toContain(telekom.id);
      expect(body.total).toBe(records.filter((r) => r.plmn.includes('26201') || r.operator.includes(q)).length);
    }
    const expected = records.filter((r) => r.operator.toLowerCase().includes('vodafone')).length;
    expect(expected).toBeGreaterThan(0);
    expect((await list('?search=VODAFONE')).body.total).toBe(expected);
    expect((await list('?search=vodafone')).body.total).toBe(expected);
    // LIKE wildcards in the input are literal characters.
    expect((await list('?search=%25')).body.total).toBe(0);
    expect((await list('?search=_')).body.total).toBe(0);
    const both = await list('?search=telekom&country=DEU');
    expect(both.body.items.map((i: Item) => i.id)).toContain(telekom.id);
    expect(both.body.items.every((i: Item) => i.country === 'DEU')).toBe(true);
    for (const bad of [`?search=${'x'.repeat(101)}`, '?search=%00', '?search=a%0Ab']) expect((await list(bad)).status, bad).toBe(422);
    expect((await list('?search=%20')).body.total).toBe(records.length);
  });

  it('sorts by name, country and plmn in both directions', async () => {
    const asc = await listAll('?country=USA&sort_by=name');
    const desc = await listAll('?country=USA&sort_by=name&sort_order=desc');
    expect(desc.map((i) => i.id)).toEqual(asc.map((i) => i.id).reverse());

    const byPlmn = (await list('?sort_by=plmn&page_size=3')).body.items.map((i: Item) => `${i.mcc}${i.mnc}`);
    expect(byPlmn).toEqual([...records.map((r) => r.plmn)].sort().slice(0, 3));
    const lastPlmn = (await list('?sort_by=plmn&sort_order=desc&page_size=1')).body.items[0];
    expect(`${lastPlmn.mcc}${lastPlmn.mnc}`).toBe([...records.map((r) => r.plmn)].sort().at(-1));

    const countries = records.map((r) => r.iso3).sort();
    expect((await list('?sort_by=country&page_size=1')).body.items[0].country).toBe(countries[0]);
    expect((await list('?sort_by=country&sort_order=desc&page_size=1')).body.items[0].country).toBe(countries.at(-1));
  });
});

describe('GET /operators/{id}', () => {
  it('answers one operator', async () => {
    const res = await h.app.inject({ method: 'GET', url: `/operators/${telekom.id}`, headers: t.viewer });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: telekom.id,
      name: 'Telekom Deutschland GmbH',
      country: 'DEU',
      tadig: null,
      compatibility_zone: telekom.compatibility_zone,
      mcc: '262',
      mnc: '01',
    });
  });

  it('answers 404 for an unknown id and 422 for a malformed one', async () => {
    const missing = await h.app.inject({ method: 'GET', url: `/operators/${operatorIdOf('99999', 'ZZ')}`, headers: t.viewer });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'entity_not_found' });
    const bad = await h.app.inject({ method: 'GET', url: '/operators/not-a-uuid', headers: t.viewer });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().code).toBe('request_validation_error');
  });
});

describe('operator access', () => {
  it('needs a token', async () => {
    for (const url of ['/operators', `/operators/${telekom.id}`]) {
      const res = await h.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('unauthorized');
    }
  });

  it('is open to admins and viewers', async () => {
    for (const headers of [t.admin, t.viewer]) expect((await list('?page_size=1', headers)).status).toBe(200);
  });

  it('is forbidden when the connectivity service is disabled', async () => {
    const other = await h.tenant({ services: ['mccmnc'] });
    for (const url of ['/operators', `/operators/${telekom.id}`]) {
      const res = await h.app.inject({ method: 'GET', url, headers: other.viewer });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
  });
});

describe('operator seeding', () => {
  it('finds the seeded table in place and repairs a drifted row', async () => {
    expect(await h.container.operators.seed()).toEqual({ upserted: 0 });
    await query(h.container.db, sql`UPDATE operators SET name = 'drifted' WHERE id = ${telekom.id}`);
    expect(await h.container.operators.seed()).toEqual({ upserted: records.length });
    expect((await h.container.operators.get(telekom.id)).name).toBe(telekom.operator);
    expect(await h.container.operators.seed()).toEqual({ upserted: 0 });
  });

  it('finds operators by id for other modules, ignoring unknown ids', async () => {
    const rows = await h.container.operators.findByIds([telekom.id, telekom.id, operatorIdOf('99999', 'ZZ')]);
    expect(rows.map((r) => r.id)).toEqual([telekom.id]);
    expect(await h.container.operators.findByIds([])).toEqual([]);
  });
});
