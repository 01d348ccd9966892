import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from '../../../test/harness.ts';
import type { JobContext } from '../../jobs/define.ts';
import { fromMicros, toMicros } from '../../lib/money.ts';
import { numberCharges, phoneNumbers } from '../numbers/numbers.tables.ts';
import { numbersTenant, ownNumber } from '../numbers/numbers.testkit.ts';

// A fresh database per test: the run bills the whole platform, so its summary counts
// only this test's numbers.
let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(async () => h.close());

const run = (asOf?: string) =>
  h.app.inject({ method: 'POST', url: '/admin/billing/run', headers: h.admin, ...(asOf === undefined ? {} : { payload: { as_of: asOf } }) });

async function summary(asOf: string) {
  const res = await run(asOf);
  expect(res.statusCode).toBe(200);
  return res.json() as { as_of: string; numbers: Record<string, number> };
}

const numberRow = async (t: Tenant, id: string) =>
  (await h.container.db.select().from(phoneNumbers).where(and(eq(phoneNumbers.organizationId, t.id), eq(phoneNumbers.id, id))))[0]!;
const charges = (t: Tenant, id: string) =>
  h.container.db
    .select()
    .from(numberCharges)
    .where(and(eq(numberCharges.organizationId, t.id), eq(numberCharges.phoneNumberId, id)))
    .orderBy(numberCharges.periodStart);
const balance = async (t: Tenant) => (await h.container.wallet.get(t.id)).balance;
const minus = (a: string, b: string, times = 1n) => fromMicros(toMicros(a) - toMicros(b) * times);
const credit = (t: Tenant, amount: string) =>
  h.app.inject({ method: 'POST', url: `/admin/organizations/${t.id}/wallet/credits`, headers: h.admin, payload: { amount } });

describe('POST /admin/billing/run: monthly renewal of numbers', () => {
  it('charges each number once per period, however often and concurrently it runs', async () => {
    const t = await numbersTenant(h, { credit: '100.00' });
    const n = await ownNumber(h, t.id, { nextBillingDate: '2030-01-15' });
    const fee = (await numberRow(t, n.id)).monthlyFee;
    const before = await balance(t);

    expect(await summary('2030-01-14T23:00:00Z')).toEqual({
      as_of: '2030-01-14T23:00:00.000Z',
      numbers: { charged: 0, unpaid: 0, reactivated: 0, suspended: 0, released: 0, errors: 0 },
      reseller_link_fees: { month: '2030-01', organizations: expect.any(Number), charged: expect.any(Number), suspended: expect.any(Number) },
    });
    expect((await summary('2030-01-15T10:00:00Z')).numbers).toMatchObject({ charged: 1, unpaid: 0 });
    expect(await balance(t)).toBe(minus(before, fee));
    expect((await numberRow(t, n.id)).nextBillingDate).toBe('2030-02-15');
    expect(await charges(t, n.id)).toEqual([expect.objectContaining({ periodStart: '2030-01-15', status: 'paid', amount: fee, walletEntryId: expect.any(String) })]);

    expect((await summary('2030-01-15T10:00:00Z')).numbers.charged).toBe(0);
    expect((await summary('2030-01-20T10:00:00Z')).numbers.charged).toBe(0);
    expect(await balance(t)).toBe(minus(before, fee));

    // Two runs at once for the next period: one charge between them.
    const both = await Promise.all([summary('2030-02-15T00:00:00Z'), summary('2030-02-15T00:00:00Z')]);
    expect(both.reduce((n, r) => n + (r.numbers.charged ?? 0), 0)).toBe(1);
    expect(await balance(t)).toBe(minus(before, fee, 2n));

    // A run that comes late charges each period it missed, once.
    expect((await summary('2030-04-16T00:00:00Z')).numbers.charged).toBe(2);
    expect((await charges(t, n.id)).map((c) => c.periodStart)).toEqual(['2030-01-15', '2030-02-15', '2030-03-15', '2030-04-15']);
    expect(await balance(t)).toBe(minus(before, fee, 4n));
    expect((await numberRow(t, n.id)).nextBillingDate).toBe('2030-05-15');
  });

  it('suspends a number the wallet cannot pay, retries once a day and reactivates it when paid', async () => {
    const t = await numbersTenant(h, { credit: null });
    const n = await ownNumber(h, t.id, { nextBillingDate: '2030-01-15' });
    const fee = (await numberRow(t, n.id)).monthlyFee;

    expect((await summary('2030-01-15T08:00:00Z')).numbers).toMatchObject({ charged: 0, unpaid: 1, suspended: 1 });
    const suspended = await numberRow(t, n.id);
    expect(suspended).toMatchObject({ status: 'suspended', nextBillingDate: '2030-02-15' });
    expect(suspended.unpaidSince?.toISOString()).toBe('2030-01-15T08:00:00.000Z');
    expect(await charges(t, n.id)).toEqual([expect.objectContaining({ status: 'unpaid', attempts: 1, walletEntryId: null })]);

    expect((await credit(t, '100.00')).statusCode).toBe(201);
    // At most one attempt per day.
    expect((await summary('2030-01-15T20:00:00Z')).numbers).toMatchObject({ charged: 0, unpaid: 0, reactivated: 0 });
    expect((await numberRow(t, n.id)).status).toBe('suspended');

    expect((await summary('2030-01-16T08:00:00Z')).numbers).toMatchObject({ charged: 1, reactivated: 1 });
    const active = await numberRow(t, n.id);
    expect(active).toMatchObject({ status: 'active', unpaidSince: null, nextBillingDate: '2030-02-15' });
    expect(await charges(t, n.id)).toEqual([expect.objectContaining({ status: 'paid', attempts: 2, walletEntryId: expect.any(String) })]);
    expect(await balance(t)).toBe(minus('100.00', fee));
  });

  it('releases a number after 7 unpaid days, upstream too, and waives its fee', async () => {
    const t = await numbersTenant(h, { credit: null });
    const n = await ownNumber(h, t.id, { nextBillingDate: '2030-01-15' });
    await summary('2030-01-15T00:00:00Z');
    for (const day of ['16', '17', '18', '19', '20', '21']) {
      expect((await summary(`2030-01-${day}T00:00:00Z`)).numbers).toMatchObject({ unpaid: 1, released: 0 });
    }
    expect((await numberRow(t, n.id)).status).toBe('suspended');
    expect((await summary('2030-01-22T00:00:00Z')).numbers).toMatchObject({ released: 1 });
    const row = await numberRow(t, n.id);
    expect(row.status).toBe('released');
    expect(row.releasedAt?.toISOString()).toBe('2030-01-22T00:00:00.000Z');
    expect(await charges(t, n.id)).toEqual([expect.objectContaining({ status: 'waived', attempts: 8 })]);
    // The provider has the number back: inbound SMS to it are refused as unknown.
    const inbound = await h.app.inject({ method: 'POST', url: '/admin/simulator/inbound-sms', headers: h.admin, payload: { from: '+4915112345678', to: n.e164, body: 'hi' } });
    expect(inbound.statusCode).toBe(404);
    // Released numbers are never charged again.
    expect((await summary('2030-06-01T00:00:00Z')).numbers).toEqual({ charged: 0, unpaid: 0, reactivated: 0, suspended: 0, released: 0, errors: 0 });
  });

  it('runs as of the provider clock by default, also as the scheduled job', async () => {
    const t = await numbersTenant(h);
    const now = await h.container.upstream.numbers.now();
    const today = now.toISOString().slice(0, 10);
    const a = await ownNumber(h, t.id, { nextBillingDate: today });
    const res = await run();
    expect(res.statusCode).toBe(200);
    expect(res.json().numbers.charged).toBe(1);
    expect(new Date(res.json().as_of).getTime()).toBeGreaterThanOrEqual(now.getTime());

    const b = await ownNumber(h, t.id, { nextBillingDate: today });
    const result = (await h.container.billing.job.handle({}, {} as JobContext)) as { numbers: { charged: number } };
    expect(result.numbers.charged).toBe(1);
    expect((await charges(t, a.id)).length + (await charges(t, b.id)).length).toBe(2);
  });

  it('refuses a bad as_of with 422 and callers without the admin token with 401', async () => {
    for (const payload of [{ as_of: 'yesterday' }, { as_of: 5 }, { other: 1 }]) {
      const res = await h.app.inject({ method: 'POST', url: '/admin/billing/run', headers: h.admin, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().code).toBe('request_validation_error');
    }
    // Out of range: year 1 looked back into year 0, which the database refuses.
    for (const asOf of ['0001-01-01T00:00:00Z', '1969-12-31T23:59:59Z', '9999-01-01T00:00:00Z']) {
      const res = await run(asOf);
      expect(res.statusCode, asOf).toBe(422);
      expect(res.json()).toMatchObject({ code: 'validation_error', details: { field: 'as_of' } });
    }
    expect((await h.app.inject({ method: 'POST', url: '/admin/billing/run', payload: {} })).statusCode).toBe(401);
  });
});
