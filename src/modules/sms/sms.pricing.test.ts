import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../test/harness.ts';
import { numbersTenant } from '../numbers/numbers.testkit.ts';

let h: Harness;

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

const pricing = (headers: Record<string, string>) => h.app.inject({ method: 'GET', url: '/numbers/sms/pricing', headers });

describe('GET /numbers/sms/pricing', () => {
  it("lists every destination the provider offers, in the organisation's currency, as six-decimal strings", async () => {
    const t = await numbersTenant(h);
    const res = await pricing(t.viewer);
    expect(res.statusCode).toBe(200);
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(data.currency).toBe('EUR');
    expect(data.prices.map((p: { country_iso: string }) => p.country_iso)).toEqual(['DE', 'ES', 'FR', 'GB', 'NL', 'US']);
    expect(data.prices).toContainEqual({ country_iso: 'DE', outbound_per_segment: '0.080000', inbound_per_message: '0.007500' });
    expect(data.prices).toContainEqual({ country_iso: 'GB', outbound_per_segment: '0.040000', inbound_per_message: '0.007500' });
    for (const p of data.prices) {
      expect(p.outbound_per_segment).toMatch(/^\d+\.\d{6}$/);
      expect(p.inbound_per_message).toMatch(/^\d+\.\d{6}$/);
    }
  });

  it('answers in another currency the provider prices in', async () => {
    const t = await numbersTenant(h, { currency: 'USD' });
    const { data } = (await pricing(t.admin)).json();
    expect(data.currency).toBe('USD');
    // The provider converts its EUR list: 0.075 EUR -> 0.08 USD (to the cent), 0.0079 -> 0.0085 (to a tenth of a cent).
    expect(data.prices).toContainEqual({ country_iso: 'DE', outbound_per_segment: '0.080000', inbound_per_message: '0.008100' });
    expect(data.prices).toContainEqual({ country_iso: 'US', outbound_per_segment: '0.008500', inbound_per_message: '0.008500' });
  });

  it('is an empty list for a currency the provider does not price in', async () => {
    const t = await numbersTenant(h, { currency: 'CHF' });
    const res = await pricing(t.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { currency: 'CHF', prices: [] } });
  });

  it('answers 502 UPSTREAM_UNAVAILABLE when the provider cannot tell its prices', async () => {
    const t = await numbersTenant(h);
    const fault = await h.app.inject({ method: 'POST', url: '/admin/simulator/faults', headers: h.admin, payload: { operation: 'get_sms_pricing', status: 503, count: 1 } });
    expect(fault.statusCode).toBeLessThan(300);
    const res = await pricing(t.admin);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'UPSTREAM_UNAVAILABLE' } });
    // The fault was used up: the next call answers.
    expect((await pricing(t.admin)).statusCode).toBe(200);
  });

  it('is refused without the numbers service', async () => {
    const t = await numbersTenant(h, { services: ['connectivity'] });
    const res = await pricing(t.admin);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('PHONE_NUMBERS_DISABLED');
  });
});
