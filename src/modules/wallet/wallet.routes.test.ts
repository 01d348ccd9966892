// GET /v1/balance, /numbers/balance and /mccmnc/balance: the wallet as each charging service shows it.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from '../../../test/harness.ts';

let h: Harness;
let t: Tenant;
beforeAll(async () => {
  h = await createHarness();
  t = await h.tenant();
  await h.app.inject({ method: 'POST', url: `/admin/organizations/${t.id}/wallet/credits`, headers: h.admin, payload: { amount: '12.5' } });
});
afterAll(async () => h.close());

const get = (url: string, headers: Record<string, string>) => h.app.inject({ method: 'GET', url, headers });

describe('the wallet balance', () => {
  it('answers the balance and currency in each service body, to a viewer too', async () => {
    const v1 = await get('/v1/balance', t.viewer);
    expect(v1.statusCode).toBe(200);
    expect(v1.json()).toEqual({ balance: '12.50', currency: 'EUR' });
    for (const url of ['/numbers/balance', '/mccmnc/balance']) {
      const res = await get(url, t.viewer);
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toEqual({ success: true, data: { balance: '12.50', currency: 'EUR' } });
    }
  });

  it('is not a billed lookup: reading it under /mccmnc charges nothing', async () => {
    const priced = await h.tenant();
    await h.app.inject({ method: 'PATCH', url: `/admin/organizations/${priced.id}`, headers: h.admin, payload: { price_per_request: '0.25', billing_configured: true } });
    await h.app.inject({ method: 'POST', url: `/admin/organizations/${priced.id}/wallet/credits`, headers: h.admin, payload: { amount: '1' } });
    for (let i = 0; i < 3; i++) expect((await get('/mccmnc/balance', priced.admin)).json().data.balance).toBe('1.00');
  });

  it('needs a token, and the service enabled', async () => {
    expect((await get('/v1/balance', {})).json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
    expect((await get('/numbers/balance', {})).statusCode).toBe(401);
    const narrow = await h.tenant({ services: ['connectivity'] });
    expect((await get('/v1/balance', narrow.admin)).statusCode).toBe(403);
    expect((await get('/numbers/balance', narrow.admin)).json()).toMatchObject({ success: false, error: { code: 'PHONE_NUMBERS_DISABLED' } });
  });
});
