// GET /wallet and GET /wallet/entries: the balance and the ledger on the connectivity API,
// with their filters and paging, for the organisation's own entries only.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from '../../../test/harness.ts';
import { resellerKit } from '../reseller/links.testkit.ts';

let h: Harness;
let t: Tenant;
let other: Tenant;
let before: string;

beforeAll(async () => {
  h = await createHarness();
  [t, other] = await Promise.all([h.tenant(), h.tenant()]);
  const kit = resellerKit(h);
  await kit.credit(t, '20');
  await kit.credit(t, '2.5');
  await kit.credit(other, '99');
  before = new Date().toISOString();
  const plan = await kit.plan({ organization_id: t.id, retail_price: '5.00' });
  await kit.bought(t, plan.id, 'Ledger test');
});
afterAll(async () => h.close());

const get = (url: string, headers: Record<string, string> = t.viewer) => h.app.inject({ method: 'GET', url, headers });

describe('GET /wallet', () => {
  it('answers the balance to a viewer', async () => {
    const res = await get('/wallet');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ balance: '17.50', currency: 'EUR' });
  });
});

describe('GET /wallet/entries', () => {
  it('lists the movements newest first with the balance after each, only the organisation’s', async () => {
    const res = await get('/wallet/entries');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 3, page: 1, page_size: 20, pages: 1, total_pages: 1 });
    expect(body.items.map((e: { kind: string; amount: string; balance_after: string }) => [e.kind, e.amount, e.balance_after])).toEqual([
      ['reseller_activation', '-5.00', '17.50'],
      ['credit', '2.50', '22.50'],
      ['credit', '20.00', '20.00'],
    ]);
    expect(body.items[0]).toMatchObject({ currency: 'EUR', reference: expect.any(String), created_at: expect.any(String), metadata: expect.any(Object) });
    expect(JSON.stringify(body)).not.toContain('99.00');
  });

  it('filters by kind, direction and time, and pages on the server', async () => {
    const kinds = (await get('/wallet/entries?kind=credit')).json();
    expect(kinds.total).toBe(2);
    const debits = (await get('/wallet/entries?direction=debit')).json();
    expect(debits.items.map((e: { kind: string }) => e.kind)).toEqual(['reseller_activation']);
    const credits = (await get('/wallet/entries?direction=credit')).json();
    expect(credits.total).toBe(2);
    const after = (await get(`/wallet/entries?created_after=${encodeURIComponent(before)}`)).json();
    expect(after.items.map((e: { kind: string }) => e.kind)).toEqual(['reseller_activation']);
    const beforeIt = (await get(`/wallet/entries?created_before=${encodeURIComponent(before)}`)).json();
    expect(beforeIt.total).toBe(2);
    const p1 = (await get('/wallet/entries?page_size=2')).json();
    const p2 = (await get('/wallet/entries?page_size=2&page=2')).json();
    expect([p1.items.length, p2.items.length, p1.pages, p2.total]).toEqual([2, 1, 2, 3]);
    expect(new Set([...p1.items, ...p2.items].map((e: { id: string }) => e.id)).size).toBe(3);
    expect((await get('/wallet/entries?kind=no_such_kind')).json()).toMatchObject({ total: 0, items: [] });
  });

  it('refuses malformed filters with 422 and changes nothing', async () => {
    for (const q of ['kind=Credit', 'kind=%00', `kind=${'a'.repeat(65)}`, 'direction=sideways', 'created_after=yesterday', 'created_before=2026-13-40T00:00:00Z', 'page=0', 'page_size=101']) {
      const res = await get(`/wallet/entries?${q}`);
      expect(res.statusCode, q).toBe(422);
      expect(res.json().code, q).toBe('request_validation_error');
    }
  });

  it('needs a token of an organisation with the connectivity service', async () => {
    expect((await get('/wallet/entries', {})).statusCode).toBe(401);
    expect((await get('/wallet', {})).statusCode).toBe(401);
    const narrow = await h.tenant({ services: ['reseller'] });
    expect((await get('/wallet/entries', narrow.viewer)).statusCode).toBe(403);
    expect((await get('/wallet', narrow.viewer)).statusCode).toBe(403);
  });
});
