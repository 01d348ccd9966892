// GET /numbers/, GET /numbers/{id} and DELETE /numbers/{id} through HTTP.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from '../../../test/harness.ts';
import { query } from '../../db/client.ts';
import { numbersTenant, ownNumber } from './numbers.testkit.ts';

let h: Harness;
let t: Tenant;

beforeAll(async () => {
  h = await createHarness();
  t = await numbersTenant(h);
});
afterAll(async () => h.close());

type Headers = Record<string, string>;
const list = (q = '', headers: Headers = t.viewer) => h.app.inject({ method: 'GET', url: `/numbers/${q}`, headers });
const get = (id: string, headers: Headers = t.viewer) => h.app.inject({ method: 'GET', url: `/numbers/${id}`, headers });
const release = (id: string, headers: Headers = t.admin) => h.app.inject({ method: 'DELETE', url: `/numbers/${id}`, headers });

describe('GET /numbers/', () => {
  it('lists live numbers newest first, page by page', async () => {
    const org = await numbersTenant(h);
    const a = await ownNumber(h, org.id, { countryIso: 'DE' });
    const b = await ownNumber(h, org.id, { countryIso: 'GB' });
    const c = await ownNumber(h, org.id, { countryIso: 'NL', status: 'provisioning' });
    const first = await list('?per_page=2', org.viewer);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ page: 1, per_page: 2, total: 3 });
    expect(first.json().data.phone_numbers.map((n: { id: string }) => n.id)).toEqual([c.id, b.id]);
    const second = await list('?page=2&per_page=2', org.viewer);
    expect(second.json().data.phone_numbers.map((n: { id: string }) => n.id)).toEqual([a.id]);
    const defaults = await list('', org.viewer);
    expect(defaults.json().data).toMatchObject({ page: 1, per_page: 20, total: 3 });
    expect(defaults.json().data.phone_numbers[2]).toMatchObject({ id: a.id, e164: a.e164, status: 'active', country_iso: 'DE' });
    // Another organisation sees none of them.
    expect((await list()).json().data.phone_numbers.map((n: { id: string }) => n.id)).not.toContain(a.id);
  });

  it('answers 422 VALIDATION_ERROR for bad paging', async () => {
    for (const q of ['?page=0', '?per_page=0', '?per_page=101', '?page=x']) {
      const res = await list(q);
      expect(res.statusCode, q).toBe(422);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('GET /numbers/{id}', () => {
  it('answers an owned number', async () => {
    const n = await ownNumber(h, t.id, { countryIso: 'FR', numberType: 'local' });
    const res = await get(n.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: n.id, e164: n.e164, phone_number: n.e164, number_type: 'local', status: 'active', connection_fee: '1.000000', monthly_fee: '1.500000', total_fee: '2.500000' });
    expect(res.json().data.national_format).toMatch(/^0\d( \d\d){4}$/);
  });

  it('answers 404 NOT_FOUND for unknown ids and numbers of another organisation, 422 for a bad id', async () => {
    const other = await numbersTenant(h);
    const theirs = await ownNumber(h, other.id);
    for (const id of [randomUUID(), theirs.id]) {
      const res = await get(id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, error: { code: 'NOT_FOUND', message: expect.any(String) } });
    }
    const bad = await get('not-a-uuid');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.code).toBe('VALIDATION_ERROR');
  });
});

describe('DELETE /numbers/{id}', () => {
  it('releases the number upstream and answers it released; it then leaves the list and reads 404', async () => {
    const n = await ownNumber(h, t.id, { countryIso: 'ES' });
    const res = await release(n.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: n.id, e164: n.e164, status: 'released' });
    const upstream = await query(h.container.db, sql`SELECT status FROM sim_net_numbers WHERE e164 = ${n.e164}`);
    expect(upstream).toEqual([]);
    expect((await get(n.id)).statusCode).toBe(404);
    expect((await list('?per_page=100')).json().data.phone_numbers.map((x: { id: string }) => x.id)).not.toContain(n.id);
    const again = await release(n.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('NOT_FOUND');
  });

  it('answers 404 NOT_FOUND for another organisation number, 422 for a provisioning one', async () => {
    const other = await numbersTenant(h);
    const theirs = await ownNumber(h, other.id);
    expect((await release(theirs.id)).json().error.code).toBe('NOT_FOUND');
    expect((await get(theirs.id, other.viewer)).statusCode).toBe(200);
    const provisioning = await ownNumber(h, t.id, { status: 'provisioning' });
    await query(h.container.db, sql`UPDATE phone_numbers SET upstream_number_id = NULL WHERE id = ${provisioning.id}`);
    const res = await release(provisioning.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('answers 502 UPSTREAM_UNAVAILABLE when the provider cannot release, leaving the number owned', async () => {
    const n = await ownNumber(h, t.id);
    await h.app.inject({ method: 'POST', url: '/admin/simulator/faults', headers: h.admin, payload: { operation: 'release_number', status: 503, count: 1 } });
    const res = await release(n.id);
    expect(res.statusCode).toBe(502);
    expect(res.json().error.code).toBe('UPSTREAM_UNAVAILABLE');
    expect((await get(n.id)).json().data.status).toBe('active');
  });
});
