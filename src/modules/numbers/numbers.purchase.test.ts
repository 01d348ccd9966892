// POST /numbers/ through HTTP with the worker running: the documented checks in order,
// quotes, Idempotency-Key, races, and provisioning to `active` by the worker.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../db/client.ts';
import { createHarness, type Harness, type Tenant } from '../../../test/harness.ts';
import { numbersTenant } from './numbers.testkit.ts';

let h: Harness;
let t: Tenant;
let workers: { stop(): Promise<void> };

beforeAll(async () => {
  h = await createHarness({ JOBS_POLL_MS: '50' });
  workers = h.container.startWorkers();
  t = await numbersTenant(h, { credit: '1000.00' });
});
afterAll(async () => {
  await workers.stop();
  await h.close();
});

type Headers = Record<string, string>;
const buy = (payload: unknown, headers: Headers = t.admin) => h.app.inject({ method: 'POST', url: '/numbers/', headers, payload: payload as object });
const advance = (seconds: number) => h.app.inject({ method: 'POST', url: '/admin/simulator/clock', headers: h.admin, payload: { advance_seconds: seconds } });
const balance = async (orgId: string): Promise<string> => (await h.app.inject({ method: 'GET', url: `/admin/organizations/${orgId}`, headers: h.admin })).json().wallet.balance;

async function found(tenant: Tenant = t, query = 'country_iso=DE&limit=1'): Promise<Array<{ id: string; e164: string }>> {
  const res = await h.app.inject({ method: 'GET', url: `/numbers/available?${query}`, headers: tenant.viewer });
  expect(res.statusCode).toBe(200);
  return res.json().data.numbers;
}
const idOf = async (tenant: Tenant = t, query?: string) => (await found(tenant, query))[0]?.id as string;

async function quoteOf(ids: string[], tenant: Tenant = t): Promise<string> {
  const res = await h.app.inject({ method: 'POST', url: '/numbers/preview', headers: tenant.viewer, payload: { number_ids: ids } });
  expect(res.statusCode).toBe(200);
  return res.json().data.quote.quote_token;
}

async function activeSoon(id: string, headers: Headers = t.viewer) {
  for (let i = 0; i < 200; i++) {
    const res = await h.app.inject({ method: 'GET', url: `/numbers/${id}`, headers });
    if (res.statusCode === 200 && res.json().data.status === 'active') return res.json().data;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`number ${id} did not become active`);
}

const orderCount = async (orgId: string) =>
  Number((await query<{ n: number }>(h.container.db, sql`SELECT count(*)::int AS n FROM number_orders WHERE organization_id = ${orgId}`))[0]?.n ?? 0);

describe('POST /numbers/', () => {
  it('charges connection fee and first month, answers provisioning numbers, and the worker activates them', async () => {
    const org = await numbersTenant(h, { credit: '20.00' });
    const numbers = await found(org, 'country_iso=DE&limit=2');
    const before = await balance(org.id);
    const res = await buy({ number_ids: numbers.map((n) => n.id) }, org.admin);
    expect(res.statusCode).toBe(201);
    const { order_id, phone_numbers } = res.json().data;
    expect(order_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(phone_numbers).toHaveLength(2);
    const clock = await h.container.upstream.numbers.now();
    const next = new Date(Date.UTC(clock.getUTCFullYear(), clock.getUTCMonth() + 1, 1));
    expect(phone_numbers[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      e164: numbers[0]?.e164,
      phone_number: numbers[0]?.e164,
      national_format: expect.any(String),
      country_iso: 'DE',
      number_type: 'mobile',
      connection_fee: '1.000000',
      monthly_fee: '2.500000',
      total_fee: '3.500000',
      status: 'provisioning',
      kyc_status: 'approved',
      traffic_direction: 'inbound_and_outbound',
      voice_endpoint_id: null,
      sms_endpoint_id: null,
      next_billing_date: expect.stringMatching(new RegExp(`^${next.toISOString().slice(0, 7)}-\\d{2}$`)),
      billing_period: 'monthly',
      currency: 'EUR',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(before).toBe('20.00');
    expect(await balance(org.id)).toBe('13.00');
    for (const n of phone_numbers) expect((await activeSoon(n.id, org.viewer)).status).toBe('active');
    const upstream = await query<{ status: string; account: string }>(h.container.db, sql`SELECT status, account FROM sim_net_numbers WHERE e164 = ${numbers[0]?.e164 ?? ''}`);
    expect(upstream).toEqual([{ status: 'ordered', account: (await h.container.organizations.get(org.id)).providerAccount }]);
  });

  it('buys with number_id and a matching quote', async () => {
    const id = await idOf();
    const res = await buy({ number_id: id, quote_token: await quoteOf([id]) });
    expect(res.statusCode).toBe(201);
    await activeSoon(res.json().data.phone_numbers[0].id);
  });

  it('answers 403 KYC_REQUIRED before anything else', async () => {
    for (const kyc of ['none', 'pending', 'rejected'] as const) {
      const org = await numbersTenant(h, { kyc, billing: false, credit: null });
      const res = await buy({ number_id: randomUUID() }, org.admin);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('KYC_REQUIRED');
    }
  });

  it('answers 403 BILLING_NOT_CONFIGURED', async () => {
    const org = await numbersTenant(h, { billing: false });
    const res = await buy({ number_id: await idOf(org) }, org.admin);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('BILLING_NOT_CONFIGURED');
  });

  it('answers 404 NUMBER_NOT_AVAILABLE for unknown, foreign and expired ids, charging nothing', async () => {
    const org = await numbersTenant(h, { credit: '10.00' });
    const other = await numbersTenant(h);
    for (const id of [randomUUID(), await idOf(other)]) {
      const res = await buy({ number_id: id }, org.admin);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NUMBER_NOT_AVAILABLE');
    }
    const id = await idOf(org, 'country_iso=NL&limit=1');
    await advance(15 * 60 + 1);
    const expired = await buy({ number_ids: [id] }, org.admin);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().error.code).toBe('NUMBER_NOT_AVAILABLE');
    expect(await balance(org.id)).toBe('10.00');
  });

  it('answers 409 QUOTE_EXPIRED when the quote outlived its 15 minutes while the numbers are still held', async () => {
    const id = await idOf();
    const first = await quoteOf([id]);
    await advance(10 * 60);
    await quoteOf([id]); // holds the number until 25 minutes after the first quote
    await advance(6 * 60);
    const res = await buy({ number_id: id, quote_token: first });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('QUOTE_EXPIRED');
  });

  it('answers 422 VALIDATION_ERROR for a tampered quote, a quote of other numbers or another organisation, or an access token', async () => {
    const [a, b] = await found(t, 'country_iso=GB&limit=2');
    const token = await quoteOf([a?.id as string]);
    const [head, payload, sig] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    claims.numbers[0].monthly_fee = '0.010000';
    const tampered = `${head}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${sig}`;
    const other = await numbersTenant(h);
    const foreignQuote = await quoteOf([await idOf(other)], other);
    const accessToken = (t.admin.authorization as string).slice('Bearer '.length);
    const cases: Array<[string, string[]]> = [
      [tampered, [a?.id as string]],
      [token, [b?.id as string]],
      [token, [a?.id as string, b?.id as string]],
      [foreignQuote, [a?.id as string]],
      [accessToken, [a?.id as string]],
      ['not-a-token', [a?.id as string]],
    ];
    for (const [quote_token, number_ids] of cases) {
      const res = await buy({ number_ids, quote_token });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('answers 402 INSUFFICIENT_BALANCE with the wallet details', async () => {
    const org = await numbersTenant(h, { credit: '3.00' });
    const res = await buy({ number_id: await idOf(org) }, org.admin);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ success: false, error: { code: 'INSUFFICIENT_BALANCE', message: 'wallet balance is too low: 3.50 EUR required, 3.00 EUR available' } });
    expect(await balance(org.id)).toBe('3.00');
  });

  it('answers 422 VALIDATION_ERROR for bad bodies and keys', async () => {
    const id = randomUUID();
    for (const body of [{}, { number_id: 'x' }, { number_id: id, number_ids: [id] }, { number_ids: [] }, { number_ids: Array.from({ length: 11 }, () => randomUUID()) }, { number_id: id, other: true }]) {
      const res = await buy(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    const badKey = await buy({ number_id: id }, { ...t.admin, 'idempotency-key': 'has space' });
    expect(badKey.statusCode).toBe(422);
  });

  it('replays the same Idempotency-Key and body, and refuses the key with another body', async () => {
    const org = await numbersTenant(h, { credit: '10.00' });
    const [a, b] = await found(org, 'country_iso=ES&limit=2');
    const headers = { ...org.admin, 'idempotency-key': `buy-${randomUUID()}` };
    const first = await buy({ number_id: a?.id }, headers);
    expect(first.statusCode).toBe(201);
    const again = await buy({ number_id: a?.id }, headers);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const conflict = await buy({ number_id: b?.id }, headers);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().error.code).toBe('IDEMPOTENCY_CONFLICT');
    // The same number asked for in the other form is another body too.
    const otherForm = await buy({ number_ids: [a?.id] }, headers);
    expect(otherForm.statusCode).toBe(409);
    expect(otherForm.json().error.code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await balance(org.id)).toBe('6.75');
    expect(await orderCount(org.id)).toBe(1);
  });

  it('answers the order of a key whose process died after the charge, not a second order', async () => {
    const org = await numbersTenant(h, { credit: '10.00' });
    const id = await idOf(org);
    const headers = { ...org.admin, 'idempotency-key': `crash-${randomUUID()}` };
    const first = await buy({ number_id: id }, headers);
    expect(first.statusCode).toBe(201);
    // The state a process killed after the order's transaction leaves: the key bound to
    // the order, running, no answer, its lock lapsed.
    const [bound] = await query<{ record_kind: string; record_id: string }>(
      h.container.db,
      sql`UPDATE idempotency_keys SET status = 'running', response_status = NULL, response_body = NULL, locked_until = now() - interval '1 second'
          WHERE organization_id = ${org.id}::uuid RETURNING record_kind, record_id`,
    );
    expect(bound).toEqual({ record_kind: 'number_order', record_id: first.json().data.order_id });
    const answers = [await buy({ number_id: id }, headers), await buy({ number_id: id }, headers)];
    for (const a of answers) {
      expect(a.statusCode, a.body).toBe(201);
      expect(a.headers['idempotent-replayed']).toBe('true');
      expect(a.json()).toEqual(answers[0]?.json());
    }
    expect(answers[0]?.json().data.order_id).toBe(first.json().data.order_id);
    expect(await balance(org.id)).toBe('6.50');
    expect(await orderCount(org.id)).toBe(1);
  });

  it('charges once for 20 identical purchases sent at once with one key: 409 while the first runs, its answer replayed after', async () => {
    const org = await numbersTenant(h, { credit: '10.00' });
    const id = await idOf(org);
    const headers = { ...org.admin, 'idempotency-key': `race-${randomUUID()}` };
    const answers = await Promise.all(Array.from({ length: 20 }, () => buy({ number_id: id }, headers)));
    const first = answers.filter((r) => r.statusCode === 201 && r.headers['idempotent-replayed'] === undefined);
    expect(first).toHaveLength(1);
    for (const r of answers.filter((a) => a !== first[0])) {
      // Arrived while the first still ran: 409; after it finished: its answer, replayed.
      if (r.statusCode === 409) expect(r.json().error).toEqual({ code: 'IDEMPOTENCY_CONFLICT', message: 'a request with this Idempotency-Key is still being processed' });
      else expect([r.statusCode, r.headers['idempotent-replayed'], r.json()]).toEqual([201, 'true', first[0]?.json()]);
    }
    const retry = await buy({ number_id: id }, headers);
    expect([retry.statusCode, retry.headers['idempotent-replayed']]).toEqual([201, 'true']);
    expect(retry.json()).toEqual(first[0]?.json());
    expect(await balance(org.id)).toBe('6.50');
    expect(await orderCount(org.id)).toBe(1);
  });

  it('sells a number once when the same catalogue id is bought twice at once without a key', async () => {
    const org = await numbersTenant(h, { credit: '10.00' });
    const id = await idOf(org);
    const answers = await Promise.all([buy({ number_id: id }, org.admin), buy({ number_id: id }, org.admin)]);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 404]);
    expect(answers.find((r) => r.statusCode === 404)?.json().error.code).toBe('NUMBER_NOT_AVAILABLE');
    expect(await balance(org.id)).toBe('6.50');
  });

  it('lets one of two organisations racing for one number win; the other is never charged for it', async () => {
    const a = await numbersTenant(h, { credit: '10.00' });
    const b = await numbersTenant(h, { credit: '10.00' });
    const [held] = await found(a, 'country_iso=FR&limit=1');
    // A's hold lapses; B finds the same number and buys it first.
    await advance(15 * 60 + 1);
    const national = (held?.e164 as string).slice(3);
    const [same] = await found(b, `country_iso=FR&contains=${national}&limit=1`);
    expect(same?.e164).toBe(held?.e164);
    const [ra, rb] = await Promise.all([buy({ number_id: held?.id }, a.admin), buy({ number_id: same?.id }, b.admin)]);
    expect(rb.statusCode).toBe(201);
    expect(ra.statusCode).toBe(404);
    expect(ra.json().error.code).toBe('NUMBER_NOT_AVAILABLE');
    expect(await balance(a.id)).toBe('10.00');
    expect(await balance(b.id)).toBe('6.50');
  });
});
