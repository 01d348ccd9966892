import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

describe('GET /org', () => {
  it("answers the caller's own organisation", async () => {
    const t = await h.tenant();
    const res = await h.app.inject({ method: 'GET', url: '/org', headers: t.viewer });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ id: t.id, name: 'Org', created_at: expect.any(String), updated_at: expect.any(String) });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('needs a token', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/org' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'missing bearer token', code: 'unauthorized', details: null });
  });
});

describe('admin organisations', () => {
  it('creates with defaults: all services, EUR, billing off, kyc none, price 0', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/admin/organizations', headers: h.admin, payload: { name: 'Acme' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Acme',
      services: ['connectivity', 'reseller', 'numbers', 'mccmnc'],
      currency: 'EUR',
      billing_configured: false,
      kyc_status: 'none',
      price_per_request: '0.00',
      monthly_link_fee: '0.00',
      wallet: { balance: '0.00', currency: 'EUR' },
    });
  });

  it('patches, lists and credits the wallet as a ledger', async () => {
    const org = await h.createOrganization({ name: 'Beta', currency: 'USD' });
    const patched = await h.app.inject({
      method: 'PATCH',
      url: `/admin/organizations/${org.id}`,
      headers: h.admin,
      payload: { price_per_request: '0.0125', billing_configured: true, kyc_status: 'approved', services: ['mccmnc'] },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ price_per_request: '0.0125', billing_configured: true, kyc_status: 'approved', services: ['mccmnc'] });

    for (const amount of ['10.10', '0.2', '5']) {
      const r = await h.app.inject({ method: 'POST', url: `/admin/organizations/${org.id}/wallet/credits`, headers: h.admin, payload: { amount } });
      expect(r.statusCode).toBe(201);
    }
    const got = await h.app.inject({ method: 'GET', url: `/admin/organizations/${org.id}`, headers: h.admin });
    expect(got.json().wallet).toEqual({ balance: '15.30', currency: 'USD' });
    const entries = await h.container.db.query.walletEntries.findMany();
    expect(entries.filter((e) => e.organizationId === org.id)).toHaveLength(3);

    const list = await h.app.inject({ method: 'GET', url: '/admin/organizations?page=1&page_size=1', headers: h.admin });
    expect(list.json()).toMatchObject({ page: 1, page_size: 1, items: [expect.any(Object)] });
    expect(list.json().total).toBeGreaterThanOrEqual(2);
    expect(list.json().pages).toBe(list.json().total_pages);
  });

  it('rejects bad input without changing anything', async () => {
    const before = await h.container.db.query.organizations.findMany();
    for (const payload of [{}, { name: '' }, { name: 'x', extra: 1 }, { name: 'x'.repeat(201) }, { name: 'x', currency: 'eur' }, [], 'str']) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/admin/organizations',
        headers: { ...h.admin, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().code).toBe('request_validation_error');
    }
    const after = await h.container.db.query.organizations.findMany();
    expect(after.length).toBe(before.length);
    const neg = await h.app.inject({ method: 'POST', url: `/admin/organizations/${before[0]?.id}/wallet/credits`, headers: h.admin, payload: { amount: '-1' } });
    expect(neg.statusCode).toBe(422);
    const unknown = await h.app.inject({ method: 'GET', url: '/admin/organizations/00000000-0000-4000-8000-000000000000', headers: h.admin });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('entity_not_found');
  });

  it('needs the admin token', async () => {
    const t = await h.tenant();
    for (const headers of [{}, { authorization: 'Bearer wrong-token-wrong-token' }, t.admin]) {
      const res = await h.app.inject({ method: 'GET', url: '/admin/organizations', headers });
      expect(res.statusCode).toBe(401);
    }
  });
});
