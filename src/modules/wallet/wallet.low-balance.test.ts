// The low-balance threshold through HTTP: the operator sets it on the admin API, and
// every debit that takes the wallet from at or above it to below it writes one
// `wallet.low_balance` in its own statement: single debits (top-ups), batched ones (/v1
// purchases, outbound and inbound SMS, billed lookups), concurrent ones; a credit re-arms it.

import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from '../../../test/harness.ts';
import { numbersTenant, ownNumber } from '../numbers/numbers.testkit.ts';
import { resellerKit } from '../reseller/links.testkit.ts';
import { inboundSms } from '../webhooks/webhooks.testkit.ts';
import { walletEntries } from './wallet.tables.ts';

type Json = Record<string, unknown>;

let h: Harness;
let k: ReturnType<typeof resellerKit>;
let plan: { id: string; name: string; retail_price: string };
let topup: { id: string; name: string; retail_price: string };

beforeAll(async () => {
  h = await createHarness({ WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true' });
  k = resellerKit(h);
  plan = await k.plan();
  topup = await k.plan({ name: 'Top-up 300 MB', data_mb: 300, retail_price: '2.50' });
});
afterAll(async () => h.close());

const clientOf = (headers: Record<string, string>): string => JSON.parse(Buffer.from((headers.authorization as string).split('.')[1] as string, 'base64url').toString()).sub;
const patch = (orgId: string, payload: unknown) => h.app.inject({ method: 'PATCH', url: `/admin/organizations/${orgId}`, headers: h.admin, payload: payload as Json });
const admin = async (orgId: string) => (await h.app.inject({ method: 'GET', url: `/admin/organizations/${orgId}`, headers: h.admin })).json();
async function threshold(t: Tenant, value: string | null): Promise<void> {
  const res = await patch(t.id, { low_balance_threshold: value });
  expect(res.statusCode, res.body).toBe(200);
}
async function lows(t: Tenant): Promise<Json[]> {
  const res = await h.app.inject({ method: 'GET', url: '/events?type=wallet.low_balance&limit=100', headers: t.viewer });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
}
const credit = async (t: Tenant, amount: string) =>
  expect((await h.app.inject({ method: 'POST', url: `/admin/organizations/${t.id}/wallet/credits`, headers: h.admin, payload: { amount } })).statusCode).toBe(201);

describe('low_balance_threshold on the admin API', () => {
  it('is null until set; a decimal string as price_per_request is written, shown by GET and the list; null turns it off; a bad value is 422 and changes nothing', async () => {
    const t = await h.tenant();
    expect((await admin(t.id)).low_balance_threshold).toBeNull();

    const set = await patch(t.id, { low_balance_threshold: '10.5' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ low_balance_threshold: '10.50', wallet: { balance: '0.00', currency: 'EUR' } });
    expect((await admin(t.id)).low_balance_threshold).toBe('10.50');
    const list = await h.app.inject({ method: 'GET', url: '/admin/organizations?page_size=100', headers: h.admin });
    expect((list.json().items as Json[]).find((o) => o.id === t.id)).toMatchObject({ low_balance_threshold: '10.50' });

    for (const bad of ['-1', 'ten', '1.1234567', '1000000000001', '', {}]) {
      const res = await patch(t.id, { low_balance_threshold: bad });
      expect(res.statusCode, `${String(bad)}: ${res.body}`).toBe(422);
    }
    expect((await patch(randomUUID(), { low_balance_threshold: '1' })).statusCode).toBe(404);
    expect((await admin(t.id)).low_balance_threshold).toBe('10.50');

    // With another field, and then off.
    expect((await patch(t.id, { name: 'Renamed', low_balance_threshold: '0.000001' })).json()).toMatchObject({ name: 'Renamed', low_balance_threshold: '0.000001' });
    await threshold(t, null);
    expect((await admin(t.id)).low_balance_threshold).toBeNull();
  });
});

describe('wallet.low_balance', () => {
  it('is written once per crossing by a /v1 purchase and by a top-up, with who debited; not again below; again after a credit re-arms it', async () => {
    const t = await h.tenant();
    await credit(t, '20');
    await threshold(t, '12');

    const first = await k.bought(t, plan.id); // 20 -> 15
    expect(await lows(t)).toEqual([]);
    const crossing = await h.app.inject({ method: 'POST', url: '/v1/links', headers: { ...t.admin, 'x-request-id': 'low-1' }, payload: { plan_id: plan.id } });
    expect(crossing.statusCode, crossing.body).toBe(201); // 15 -> 10
    const [low] = await lows(t);
    expect(low).toMatchObject({
      type: 'wallet.low_balance',
      source: 'api',
      actor: { type: 'client', id: clientOf(t.admin) },
      resource: { type: 'wallet', id: t.id },
      data: { balance: '10.00', currency: 'EUR', threshold: '12.00' },
      previous: { balance: '15.00' },
      request_id: 'low-1',
    });

    // Further below, and refused for the balance: nothing more.
    await k.bought(t, plan.id); // 10 -> 5
    await k.bought(t, plan.id); // 5 -> 0
    expect((await k.buy(t, plan.id)).statusCode).toBe(402);
    expect(await lows(t)).toHaveLength(1);

    // A credit lifts it above the threshold; the next crossing is a top-up's single debit.
    await credit(t, '15'); // 15
    const up = (payload: Json) => h.app.inject({ method: 'PUT', url: `/v1/links/${first.id}/plans`, headers: t.admin, payload });
    expect((await up({ add: [topup.id] })).statusCode).toBe(200); // 12.50
    expect(await lows(t)).toHaveLength(1);
    expect((await up({ add: [topup.id] })).statusCode).toBe(200); // 10.00
    const [again, earlier] = await lows(t);
    expect(earlier).toEqual(low);
    expect(again).toMatchObject({ source: 'api', data: { balance: '10.00', currency: 'EUR', threshold: '12.00' }, previous: { balance: '12.50' } });
    // `type=wallet.*` answers both wallet types, newest first.
    const wallet = await h.app.inject({ method: 'GET', url: '/events?type=wallet.*&limit=100', headers: t.viewer });
    expect(wallet.statusCode, wallet.body).toBe(200);
    const feed = wallet.json().items as Json[];
    expect(feed.map((e) => e.type)).toEqual(['wallet.low_balance', 'wallet.credited', 'wallet.low_balance', 'wallet.credited']);
    expect([feed[0], feed[2]]).toEqual([again, low]);
    expect((await h.app.inject({ method: 'GET', url: '/v1/balance', headers: t.viewer })).json()).toEqual({ balance: '10.00', currency: 'EUR' });

    // A threshold of exactly the balance: the next debit crosses (at or above, then below).
    await threshold(t, '10');
    expect((await up({ add: [topup.id] })).statusCode).toBe(200); // 7.50
    expect(await lows(t)).toHaveLength(3);
    // Turned off: nothing, even for a debit that would have crossed it.
    await threshold(t, null);
    await credit(t, '5'); // 12.50
    await k.bought(t, plan.id); // 7.50
    expect(await lows(t)).toHaveLength(3);

    // Another organisation sees none of it.
    const other = await h.tenant();
    expect(await lows(other)).toEqual([]);
  });

  it('is written once by concurrent debits: top-ups of four links at once, purchases at once', async () => {
    const t = await h.tenant();
    await credit(t, '30');
    const links = [];
    for (let i = 0; i < 4; i++) links.push(await k.bought(t, plan.id)); // 30 -> 10
    await threshold(t, '6');
    const ups = await Promise.all(links.map((l) => h.app.inject({ method: 'PUT', url: `/v1/links/${l.id}/plans`, headers: t.admin, payload: { add: [topup.id] } })));
    expect(ups.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]); // 10 -> 0
    const [low, ...rest] = await lows(t);
    expect(rest).toEqual([]);
    expect(low).toMatchObject({ data: { balance: '5.00', threshold: '6.00' }, previous: { balance: '7.50' } });

    await credit(t, '20'); // 20
    await threshold(t, '12');
    const buys = await Promise.all([0, 1, 2, 3, 4].map(() => k.buy(t, plan.id)));
    expect(buys.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 201, 402]);
    const [second, ...others] = await lows(t);
    expect(others).toHaveLength(1);
    expect(second).toMatchObject({ source: 'api', data: { balance: '10.00', threshold: '12.00' }, previous: { balance: '15.00' } });
  });

  it('is written once by a batch of concurrent sends that crosses the threshold mid-batch, with the origin of the send that crossed', async () => {
    const t = await numbersTenant(h, { credit: '1.00' });
    const n = await ownNumber(h, t.id, { countryIso: 'GB' });
    await threshold(t, '0.50');
    // 0.04 a send to GB: the 13th takes 0.52 to 0.48.
    const ids = Array.from({ length: 20 }, (_, i) => `send-${i}`);
    const sends = await Promise.all(
      ids.map((id) => h.app.inject({ method: 'POST', url: '/numbers/sms/send', headers: { ...t.admin, 'x-request-id': id }, payload: { from: n.e164, to: '+447400123456', body: 'hi' } })),
    );
    await h.container.smsOutbound.sender.drain();
    expect(sends.map((r) => r.statusCode)).toEqual(ids.map(() => 201));
    const [low, ...rest] = await lows(t);
    expect(rest).toEqual([]);
    expect(low).toMatchObject({ source: 'api', actor: { type: 'client', id: clientOf(t.admin) }, data: { balance: '0.48', currency: 'EUR', threshold: '0.50' }, previous: { balance: '0.52' } });
    expect(ids).toContain(low!.request_id);
    // The send that crossed is the one whose ledger entry left 0.48.
    const [entry] = await h.container.db
      .select({ reference: walletEntries.reference })
      .from(walletEntries)
      .where(and(eq(walletEntries.organizationId, t.id), eq(walletEntries.kind, 'sms_outbound'), eq(walletEntries.balanceAfter, '0.48')));
    const crossed = sends.findIndex((r) => r.json().data.id === entry?.reference);
    expect(ids[crossed]).toBe(low!.request_id);

    // A send refused for the balance writes nothing.
    await threshold(t, '0.30');
    const refused = await h.app.inject({ method: 'POST', url: '/numbers/sms/send', headers: t.admin, payload: { from: n.e164, to: '+447400123456', body: 'x'.repeat(1600) } });
    expect(refused.statusCode).toBe(402);
    expect(await lows(t)).toHaveLength(1);
  });

  it('is written once by inbound messages that overdraw the wallet, with source network', async () => {
    const t = await numbersTenant(h, { credit: '1.00' });
    const n = await ownNumber(h, t.id, { countryIso: 'GB' });
    await threshold(t, '1.00');
    const got = await Promise.all([0, 1, 2].map((i) => inboundSms(h, n.e164, `message ${i}`, '+447700900123')));
    expect(got.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const price = (await h.container.upstream.numbers.smsPricing('EUR')).find((p) => p.countryIso === 'GB')!.inboundPerMessage;
    const [low, ...rest] = await lows(t);
    expect(rest).toEqual([]);
    expect(low).toMatchObject({ source: 'network', actor: { type: 'system', id: null }, request_id: null, previous: { balance: '1.00' }, data: { currency: 'EUR', threshold: '1.00' } });
    expect(Number((low!.data as Json).balance)).toBeCloseTo(1 - Number(price), 6);
  });

  it('is written once by concurrent billed lookups (one charge statement for many requests), with the request that crossed', async () => {
    const t = await h.tenant();
    expect((await patch(t.id, { price_per_request: '0.25', billing_configured: true, low_balance_threshold: '2' })).statusCode).toBe(200);
    await credit(t, '5');
    const ids = Array.from({ length: 30 }, (_, i) => `lookup-${i}`);
    const res = await Promise.all(ids.map((id) => h.app.inject({ method: 'POST', url: '/mccmnc/lookup?plmn=26201', headers: { ...t.viewer, 'x-request-id': id } })));
    expect(res.filter((r) => r.statusCode === 200)).toHaveLength(20);
    expect(res.filter((r) => r.statusCode === 402)).toHaveLength(10);
    const [low, ...rest] = await lows(t);
    expect(rest).toEqual([]);
    expect(low).toMatchObject({ source: 'api', data: { balance: '1.75', threshold: '2.00' }, previous: { balance: '2.00' } });
    expect(ids).toContain(low!.request_id);
  });

  it('is written once by billed lookups the balance covers, one at a time and many at once, with the request that crossed', async () => {
    const t = await h.tenant();
    expect((await patch(t.id, { price_per_request: '0.25', billing_configured: true, low_balance_threshold: '0.5' })).statusCode).toBe(200);
    await credit(t, '1');
    // One at a time: 1.00 -> 0.75 -> 0.50 -> 0.25 (crossed) -> 0.00.
    for (const id of ['one-1', 'one-2', 'one-3', 'one-4']) {
      const res = await h.app.inject({ method: 'POST', url: '/mccmnc/lookup?plmn=26201', headers: { ...t.viewer, 'x-request-id': id } });
      expect(res.statusCode, res.body).toBe(200);
    }
    const [low, ...rest] = await lows(t);
    expect(rest).toEqual([]);
    expect(low).toMatchObject({ source: 'api', request_id: 'one-3', data: { balance: '0.25', threshold: '0.50' }, previous: { balance: '0.50' } });

    // Many at once, all paid: 10.00 -> 7.50, the threshold of 9 crossed by the fifth charge (9.25 -> 9.00 is not below).
    await credit(t, '10');
    await threshold(t, '9');
    const ids = Array.from({ length: 10 }, (_, i) => `many-${i}`);
    const res = await Promise.all(ids.map((id) => h.app.inject({ method: 'POST', url: '/mccmnc/lookup?plmn=26201', headers: { ...t.viewer, 'x-request-id': id } })));
    expect(res.map((r) => r.statusCode)).toEqual(ids.map(() => 200));
    const [second, ...earlier] = await lows(t);
    expect(earlier).toEqual([low]);
    expect(second).toMatchObject({ source: 'api', data: { balance: '8.75', threshold: '9.00' }, previous: { balance: '9.00' } });
    expect(ids).toContain(second!.request_id);
    expect((await h.app.inject({ method: 'GET', url: '/mccmnc/balance', headers: t.viewer })).json()).toMatchObject({ data: { balance: '7.50' } });
  });
});
