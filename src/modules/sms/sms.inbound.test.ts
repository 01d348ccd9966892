import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from '../../../test/harness.ts';
import { phoneNumbers } from '../numbers/numbers.tables.ts';
import { numbersTenant, ownNumber } from '../numbers/numbers.testkit.ts';
import { walletEntries } from '../wallet/wallet.tables.ts';
import { inboundSms } from '../webhooks/webhooks.testkit.ts';
import { smsMessages } from './sms.tables.ts';

let h: Harness;

beforeAll(async () => {
  h = await createHarness({ WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true' });
});
afterAll(async () => {
  await h.close();
});

const messages = (t: Tenant, qs = '') => h.app.inject({ method: 'GET', url: `/numbers/sms/messages${qs}`, headers: t.viewer });
const balanceOf = async (orgId: string): Promise<string> =>
  (await h.app.inject({ method: 'GET', url: `/admin/organizations/${orgId}`, headers: h.admin })).json().wallet.balance;
const inboundPrice = async (countryIso: string, currency = 'EUR') =>
  (await h.container.upstream.numbers.smsPricing(currency)).find((p) => p.countryIso === countryIso)!.inboundPerMessage;

describe('inbound SMS', () => {
  it('stores the message with its segments and charges inbound_per_message', async () => {
    const t = await numbersTenant(h, { credit: '10.00' });
    const n = await ownNumber(h, t.id, { countryIso: 'GB' });
    const body = 'Ünïcödé ✓ message';
    const sent = await inboundSms(h, n.e164, body, '+447700900123');
    expect(sent.statusCode).toBe(201);
    const price = await inboundPrice('GB');

    const res = await messages(t);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        messages: [
          {
            id: expect.any(String),
            phone_number_id: n.id,
            direction: 'inbound',
            from: '+447700900123',
            to: n.e164,
            body,
            segments: 1,
            encoding: 'ucs2',
            status: 'received',
            price: expect.any(String),
            currency: 'EUR',
            received_at: sent.json().received_at,
          },
        ],
        page: 1,
        per_page: 20,
        total: 1,
      },
    });
    // Six decimals, as the price list writes it.
    expect(res.json().data.messages[0].price).toBe(price);
    expect(Number(await balanceOf(t.id))).toBeCloseTo(10 - Number(price), 6);
    const entries = await h.container.db.select().from(walletEntries).where(eq(walletEntries.organizationId, t.id));
    expect(entries.filter((e) => e.kind === 'sms_inbound')).toHaveLength(1);
  });

  it('counts GSM-7 segments of a long message', async () => {
    const t = await numbersTenant(h);
    const n = await ownNumber(h, t.id);
    await inboundSms(h, n.e164, 'a'.repeat(161));
    expect((await messages(t)).json().data.messages[0]).toMatchObject({ segments: 2, encoding: 'gsm7' });
  });

  it('stores and charges even when the wallet cannot pay: the balance goes negative', async () => {
    const t = await numbersTenant(h, { credit: null });
    const n = await ownNumber(h, t.id);
    expect((await inboundSms(h, n.e164)).statusCode).toBe(201);
    expect((await inboundSms(h, n.e164)).statusCode).toBe(201);
    const price = Number(await inboundPrice('DE'));
    expect(price).toBeGreaterThan(0);
    expect((await messages(t)).json().data.total).toBe(2);
    expect(Number(await balanceOf(t.id))).toBeCloseTo(-2 * price, 6);
  });

  it('a wallet below zero still takes a credit, which is never refused on the balance', async () => {
    const t = await numbersTenant(h, { credit: null });
    const n = await ownNumber(h, t.id);
    expect((await inboundSms(h, n.e164)).statusCode).toBe(201);
    const price = Number(await inboundPrice('DE'));
    expect(Number(await balanceOf(t.id))).toBeCloseTo(-price, 6);
    const credit = await h.app.inject({ method: 'POST', url: `/admin/organizations/${t.id}/wallet/credits`, headers: h.admin, payload: { amount: '0.001' } });
    expect(credit.statusCode).toBe(201);
    expect(Number(await balanceOf(t.id))).toBeCloseTo(0.001 - price, 6);
  });

  it('a suspended number still receives; without billing configured nothing is charged', async () => {
    const t = await numbersTenant(h, { credit: '1.00' });
    const n = await ownNumber(h, t.id, { status: 'suspended' });
    expect((await inboundSms(h, n.e164)).statusCode).toBe(201);
    expect((await messages(t)).json().data.total).toBe(1);

    const free = await numbersTenant(h, { billing: false, credit: '1.00' });
    const m = await ownNumber(h, free.id);
    expect((await inboundSms(h, m.e164)).statusCode).toBe(201);
    expect((await messages(free)).json().data.messages[0].price).toBe('0.000000');
    expect(await balanceOf(free.id)).toBe('1.00');
  });

  it('a number nobody ordered: the network answers 404 and nothing is stored', async () => {
    const before = await h.container.db.select().from(smsMessages);
    const res = await inboundSms(h, '+4915799999999');
    expect(res.statusCode).toBe(404);
    expect(await h.container.db.select().from(smsMessages)).toHaveLength(before.length);
  });

  it('a number the network knows but no organisation owns (released) is ignored', async () => {
    const t = await numbersTenant(h);
    const n = await ownNumber(h, t.id);
    await h.container.db.update(phoneNumbers).set({ status: 'released' }).where(eq(phoneNumbers.id, n.id));
    expect((await inboundSms(h, n.e164)).statusCode).toBe(201);
    expect((await messages(t)).json().data.total).toBe(0);
  });
});

describe('GET /numbers/sms/messages', () => {
  it('filters by number and since, pages newest first, and keeps organisations apart', async () => {
    const t = await numbersTenant(h);
    const a = await ownNumber(h, t.id);
    const b = await ownNumber(h, t.id, { countryIso: 'FR' });
    const first = await inboundSms(h, a.e164, 'one');
    await inboundSms(h, b.e164, 'two');
    // The network clock moves on, so the next message is received later.
    expect((await h.app.inject({ method: 'POST', url: '/admin/simulator/clock', headers: h.admin, payload: { advance_seconds: 3600 } })).statusCode).toBeLessThan(300);
    const third = await inboundSms(h, a.e164, 'three');

    const all = (await messages(t)).json().data;
    expect(all.total).toBe(3);
    expect(all.messages.map((m: { body: string }) => m.body)).toEqual(['three', 'two', 'one']);

    const ofA = (await messages(t, `?phone_number_id=${a.id}`)).json().data;
    expect(ofA.messages.map((m: { body: string }) => m.body)).toEqual(['three', 'one']);
    expect(ofA.total).toBe(2);

    const since = (await messages(t, `?since=${encodeURIComponent(third.json().received_at)}`)).json().data;
    expect(since.messages.map((m: { body: string }) => m.body)).toEqual(['three']);
    const sinceFirst = (await messages(t, `?since=${encodeURIComponent(first.json().received_at)}`)).json().data;
    expect(sinceFirst.total).toBe(3);

    const page = (await messages(t, '?per_page=2&page=2')).json().data;
    expect(page).toMatchObject({ page: 2, per_page: 2, total: 3 });
    expect(page.messages.map((m: { body: string }) => m.body)).toEqual(['one']);

    const other = await numbersTenant(h);
    expect((await messages(other)).json().data.total).toBe(0);
    expect((await messages(other, `?phone_number_id=${a.id}`)).json().data.total).toBe(0);
  });

  it('answers 422 VALIDATION_ERROR for bad query parameters', async () => {
    const t = await numbersTenant(h);
    for (const qs of ['?page=0', '?per_page=0', '?per_page=101', '?phone_number_id=nope', '?since=yesterday', '?since=2026-13-01T00:00:00Z']) {
      const res = await messages(t, qs);
      expect(res.statusCode, qs).toBe(422);
      expect(res.json()).toEqual({ success: false, error: { code: 'VALIDATION_ERROR', message: expect.any(String) } });
    }
    // An unknown parameter is ignored, as on every other list.
    expect((await messages(t, '?unknown=1')).statusCode).toBe(200);
  });
});

describe('when the provider cannot price the message', () => {
  it('the message is still stored (uncharged without a price list), and a fetched list is reused', async () => {
    const t = await numbersTenant(h, { currency: 'GBP', credit: '5.00' });
    const n = await ownNumber(h, t.id, { countryIso: 'NL' });
    const fault = (count: number) =>
      h.app.inject({ method: 'POST', url: '/admin/simulator/faults', headers: h.admin, payload: { operation: 'get_sms_pricing', status: 503, count } });
    // No price list in GBP was ever fetched: received uncharged.
    expect((await fault(1)).statusCode).toBeLessThan(300);
    expect((await inboundSms(h, n.e164, 'first')).statusCode).toBe(201);
    expect((await messages(t)).json().data.messages[0]).toMatchObject({ body: 'first', price: '0.000000' });
    expect(await balanceOf(t.id)).toBe('5.00');
    // Fetched now; the next message is priced from the cached list without asking the provider.
    expect((await inboundSms(h, n.e164, 'second')).statusCode).toBe(201);
    const price = await inboundPrice('NL', 'GBP');
    expect(Number((await messages(t)).json().data.messages[0].price)).toBe(Number(price));
    expect((await fault(5)).statusCode).toBeLessThan(300);
    expect((await inboundSms(h, n.e164, 'third')).statusCode).toBe(201);
    expect((await messages(t)).json().data.total).toBe(3);
    expect(Number((await messages(t)).json().data.messages[0].price)).toBe(Number(price));
    expect((await h.app.inject({ method: 'GET', url: '/admin/simulator/faults', headers: h.admin })).json().items).toEqual([
      { operation: 'get_sms_pricing', status: 503, remaining: 5 },
    ]);
    await h.app.inject({ method: 'DELETE', url: '/admin/simulator/faults', headers: h.admin });
  });
});
