// GET /numbers/available and POST /numbers/preview through HTTP: holds, quotes and
// every documented error of the two routes.
import { randomUUID } from 'node:crypto';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from '../../../test/harness.ts';
import { numbersTenant } from './numbers.testkit.ts';

let h: Harness;
let t: Tenant;

beforeAll(async () => {
  h = await createHarness();
  t = await numbersTenant(h);
});
afterAll(async () => h.close());

const search = (query: string, headers: Record<string, string> = t.viewer) => h.app.inject({ method: 'GET', url: `/numbers/available?${query}`, headers });
const preview = (payload: unknown, headers: Record<string, string> = t.viewer) => h.app.inject({ method: 'POST', url: '/numbers/preview', headers, payload: payload as object });
const advance = (seconds: number) => h.app.inject({ method: 'POST', url: '/admin/simulator/clock', headers: h.admin, payload: { advance_seconds: seconds } });

async function firstId(tenant: Tenant = t, query = 'country_iso=DE&limit=1'): Promise<string> {
  const res = await search(query, tenant.viewer);
  expect(res.statusCode).toBe(200);
  return res.json().data.numbers[0].id;
}

describe('GET /numbers/available', () => {
  it('answers held catalogue numbers with six-decimal fees in the organisation currency', async () => {
    const res = await search('country_iso=de&limit=3');
    expect(res.statusCode).toBe(200);
    const { numbers, total_available } = res.json().data;
    expect(numbers).toHaveLength(3);
    expect(total_available).toBeGreaterThan(100);
    for (const n of numbers) {
      expect(n).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        e164: expect.stringMatching(/^\+491512\d{7}$/),
        phone_number: n.e164,
        national_format: parsePhoneNumberFromString(n.e164)?.formatNational(),
        country_iso: 'DE',
        number_type: 'mobile',
        connection_fee: '1.000000',
        monthly_fee: '2.500000',
        total_fee: '3.500000',
        billing_period: 'monthly',
        currency: 'EUR',
        value_tier: 'standard',
        traffic_direction: 'inbound_and_outbound',
        expires_at: expect.any(String),
      });
      expect(n.national_format).not.toBe(n.e164);
    }
    // Held for 15 minutes on the provider's clock.
    const clock = (await h.container.upstream.numbers.now()).getTime();
    const ttl = new Date(numbers[0].expires_at).getTime() - clock;
    expect(ttl).toBeGreaterThan(890_000);
    expect(ttl).toBeLessThanOrEqual(900_000);
  });

  it('prices in the organisation currency and knows toll-free numbers receive only', async () => {
    const usd = await numbersTenant(h, { currency: 'USD' });
    const res = await search('country_iso=US&number_type=toll_free&limit=1', usd.viewer);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.numbers[0]).toMatchObject({ currency: 'USD', number_type: 'toll_free', traffic_direction: 'inbound_only', connection_fee: '2.160000' });
  });

  it('finds numbers containing the digits asked for', async () => {
    const res = await search('country_iso=GB&number_type=local&contains=77&limit=5');
    expect(res.statusCode).toBe(200);
    const { numbers, total_available } = res.json().data;
    expect(numbers.length).toBeGreaterThan(0);
    expect(total_available).toBeGreaterThanOrEqual(numbers.length);
    for (const n of numbers) expect(n.e164.slice(1)).toContain('77');
    const none = await search('country_iso=GB&contains=999999999999999');
    expect(none.json().data).toEqual({ numbers: [], total_available: 0 });
  });

  it('answers 404 OFFERING_NOT_FOUND for a country or currency without an offering', async () => {
    const res = await search('country_iso=JP');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: { code: 'OFFERING_NOT_FOUND', message: expect.any(String) } });
    const chf = await numbersTenant(h, { currency: 'CHF' });
    expect((await search('country_iso=DE', chf.viewer)).json().error.code).toBe('OFFERING_NOT_FOUND');
  });

  it('answers 422 VALIDATION_ERROR for bad queries', async () => {
    for (const q of ['', 'country_iso=DEU', 'country_iso=D1', 'country_iso=DE&number_type=premium', 'country_iso=DE&limit=0', 'country_iso=DE&limit=101', 'country_iso=DE&contains=12a', 'country_iso=DE&contains=1234567890123456']) {
      const res = await search(q);
      expect(res.statusCode, q).toBe(422);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('answers 502 UPSTREAM_UNAVAILABLE when the provider is down', async () => {
    await h.app.inject({ method: 'POST', url: '/admin/simulator/faults', headers: h.admin, payload: { operation: 'search_numbers', status: 503, count: 1 } });
    const res = await search('country_iso=DE');
    expect(res.statusCode).toBe(502);
    expect(res.json().error.code).toBe('UPSTREAM_UNAVAILABLE');
    expect((await search('country_iso=DE')).statusCode).toBe(200);
  });

  it('never offers a number another organisation holds', async () => {
    const other = await numbersTenant(h);
    const mine = (await search('country_iso=NL&limit=100')).json().data.numbers.map((n: { e164: string }) => n.e164);
    const theirs = (await search('country_iso=NL&limit=100', other.viewer)).json().data.numbers.map((n: { e164: string }) => n.e164);
    expect(theirs.filter((e: string) => mine.includes(e))).toEqual([]);
  });
});

describe('POST /numbers/preview', () => {
  it('re-holds the numbers and answers a quote', async () => {
    const found = (await search('country_iso=FR&limit=2')).json().data.numbers;
    const ids = found.map((n: { id: string }) => n.id);
    const res = await preview({ number_ids: ids });
    expect(res.statusCode).toBe(200);
    const { numbers, quote } = res.json().data;
    expect(numbers.map((n: { id: string }) => n.id)).toEqual(ids);
    const clock = await h.container.upstream.numbers.now();
    const day = clock.toISOString().slice(0, 10);
    expect(quote).toEqual({
      connection_cost: 2,
      monthly_cost: 5,
      total_cost: 7,
      currency: 'EUR',
      quote_token: expect.any(String),
      expected_total_cost_minor: 700,
      first_billing_date: day,
      next_billing_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      expires_at: numbers[0].expires_at,
    });
    expect(quote.next_billing_date > day).toBe(true);
    // The quote is no access token.
    const asToken = await h.app.inject({ method: 'GET', url: '/numbers/', headers: { authorization: `Bearer ${quote.quote_token}` } });
    expect(asToken.statusCode).toBe(401);
  });

  it('accepts number_id alone', async () => {
    const id = await firstId();
    const res = await preview({ number_id: id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.quote.expected_total_cost_minor).toBe(350);
  });

  it('answers 404 NUMBER_NOT_AVAILABLE for unknown, foreign and expired ids', async () => {
    const unknown = await preview({ number_ids: [randomUUID()] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NUMBER_NOT_AVAILABLE');
    const other = await numbersTenant(h);
    const foreign = await firstId(other);
    expect((await preview({ number_ids: [foreign] })).json().error.code).toBe('NUMBER_NOT_AVAILABLE');
    const id = await firstId(t, 'country_iso=ES&limit=1');
    await advance(16 * 60);
    const expired = await preview({ number_ids: [id] });
    expect(expired.statusCode).toBe(404);
    expect(expired.json().error.code).toBe('NUMBER_NOT_AVAILABLE');
  });

  it('answers 422 VALIDATION_ERROR for bad bodies', async () => {
    const id = randomUUID();
    for (const body of [{}, { number_ids: [] }, { number_ids: ['nope'] }, { number_ids: Array.from({ length: 11 }, () => randomUUID()) }, { number_ids: [id, id] }, { number_id: id, number_ids: [id] }, { number_ids: [id], extra: 1 }]) {
      const res = await preview(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
  });
});
