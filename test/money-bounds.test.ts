// Every money field an operator sets has a documented maximum that numeric(20,6) holds
// after any sum the platform makes (docs/operations.md#money-bounds): beyond it, 422 in
// the surface's body; at it, the platform charges and refunds without a 5xx.

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../src/db/client.ts';
import { resellerKit } from '../src/modules/reseller/links.testkit.ts';
import { createHarness, type Harness } from './harness.ts';

let h: Harness;
let k: ReturnType<typeof resellerKit>;

beforeAll(async () => {
  h = await createHarness();
  k = resellerKit(h);
});
afterAll(async () => h.close());

type Answer = Awaited<ReturnType<Harness['app']['inject']>>;

/** Values around every bound, and the malformed ones: none may answer 5xx. */
const fuzz: unknown[] = [
  '0', '0.000001', '0.0000001', '1', '999999.999999', '1000000', '1000000.000001', '1000001',
  '999999999.999999', '1000000000', '1000000000.000001', '99999999999999.99', '99999999999999.999999',
  '100000000000000', '1'.repeat(30), '-1', '-0.000001', '1e3', '0x10', '', ' 1', '1.', '.5', '1,5', 'NaN', 'Infinity',
  5, 0.5, 1e20, -1, null, true, [], {},
];

function expectRefused(res: Answer, what: string, message?: string): void {
  expect(res.statusCode, `${what}: ${res.body}`).toBe(422);
  const body = res.json();
  expect(body.code, what).toMatch(/^(request_)?validation_error$/);
  if (message !== undefined) expect(body.message, what).toBe(message);
}

const setBalance = (orgId: string, balance: string) =>
  query(h.container.db, sql`UPDATE wallet_accounts SET balance = ${balance}::numeric WHERE organization_id = ${orgId}::uuid`);

describe('wallet credits', () => {
  const credit = (orgId: string, amount: unknown) =>
    h.app.inject({ method: 'POST', url: `/admin/organizations/${orgId}/wallet/credits`, headers: h.admin, payload: { amount } });

  it('takes 0.000001 to 1000000000 a credit, refuses anything else with 422, and never answers 5xx', async () => {
    const org = await h.createOrganization();
    for (const amount of fuzz) {
      const res = await credit(org.id, amount);
      expect([201, 422], `${JSON.stringify(amount)}: ${res.body}`).toContain(res.statusCode);
    }
    const fresh = await h.createOrganization();
    expect((await credit(fresh.id, '1000000000')).statusCode).toBe(201);
    expect((await credit(fresh.id, '0.000001')).statusCode).toBe(201);
    expectRefused(await credit(fresh.id, '1000000000.000001'), 'above MAX_CREDIT', 'amount must be at most 1000000000');
    expectRefused(await credit(fresh.id, '99999999999999.99'), 'the amount of the report', 'amount must be at most 1000000000');
    expectRefused(await credit(fresh.id, '0'), 'zero');
    const wallet = (await h.app.inject({ method: 'GET', url: `/admin/organizations/${fresh.id}`, headers: h.admin })).json().wallet;
    expect(wallet.balance).toBe('1000000000.000001');
  });

  it('refuses a credit that would bring the balance above 1000000000000', async () => {
    const org = await h.createOrganization();
    await setBalance(org.id, '999999999999.5');
    const over = await credit(org.id, '1');
    expectRefused(over, 'over the balance bound', 'the balance after this credit would be above 1000000000000');
    expect(over.json().details).toEqual({ field: 'amount', balance: '999999999999.50', maximum_balance: '1000000000000' });
    const exact = await credit(org.id, '0.5');
    expect(exact.statusCode).toBe(201);
    expect(exact.json().balance).toBe('1000000000000.00');
    expectRefused(await credit(org.id, '0.000001'), 'at the balance bound');
  });

  it('checks the balance bound in the statement of the credit: of credits sent at once, only those that fit pass, and a refused one writes nothing', async () => {
    const org = await h.createOrganization();
    await setBalance(org.id, '999999999999');
    const entries = async () => Number((await query<{ n: number }>(h.container.db, sql`SELECT count(*)::int AS n FROM wallet_entries WHERE organization_id = ${org.id}::uuid`))[0]?.n);
    const before = await entries();
    const answers = await Promise.all(Array.from({ length: 5 }, () => credit(org.id, '0.3')));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 201, 422, 422]);
    for (const refused of answers.filter((a) => a.statusCode === 422)) {
      expectRefused(refused, 'a credit at once over the bound', 'the balance after this credit would be above 1000000000000');
      expect(refused.json().details).toMatchObject({ field: 'amount', maximum_balance: '1000000000000' });
    }
    const wallet = (await h.app.inject({ method: 'GET', url: `/admin/organizations/${org.id}`, headers: h.admin })).json().wallet;
    expect(wallet.balance).toBe('999999999999.90');
    expect(await entries()).toBe(before + 3);
  });
});

describe('prices and fees', () => {
  const patchOrg = (orgId: string, body: Record<string, unknown>) =>
    h.app.inject({ method: 'PATCH', url: `/admin/organizations/${orgId}`, headers: h.admin, payload: body });

  it('price_per_request and monthly_link_fee: 0 to 1000000', async () => {
    const org = await h.createOrganization();
    for (const field of ['price_per_request', 'monthly_link_fee']) {
      for (const value of fuzz) {
        const res = await patchOrg(org.id, { [field]: value });
        expect([200, 422], `${field} ${JSON.stringify(value)}: ${res.body}`).toContain(res.statusCode);
      }
      expect((await patchOrg(org.id, { [field]: '0' })).statusCode).toBe(200);
      const max = await patchOrg(org.id, { [field]: '1000000' });
      expect(max.statusCode).toBe(200);
      expect(max.json()[field]).toBe('1000000.00');
      expectRefused(await patchOrg(org.id, { [field]: '1000000.000001' }), field, `${field} must be at most 1000000`);
      expectRefused(await patchOrg(org.id, { [field]: '99999999999999.99' }), field, `${field} must be at most 1000000`);
      // A refused value changed nothing.
      expect((await h.app.inject({ method: 'GET', url: `/admin/organizations/${org.id}`, headers: h.admin })).json()[field]).toBe('1000000.00');
    }
  });

  it('retail_price of a reseller plan: above 0 and at most 1000000, at create and at update', async () => {
    const plan = await k.plan({ retail_price: '1000000' });
    expect(plan.retail_price).toBe('1000000.00');
    for (const value of fuzz) {
      const created = await h.app.inject({ method: 'POST', url: '/admin/reseller-plans', headers: h.admin, payload: { ...planBody(), retail_price: value } });
      expect([201, 422], `create ${JSON.stringify(value)}: ${created.body}`).toContain(created.statusCode);
      const updated = await h.app.inject({ method: 'PATCH', url: `/admin/reseller-plans/${plan.id}`, headers: h.admin, payload: { retail_price: value } });
      expect([200, 422], `update ${JSON.stringify(value)}: ${updated.body}`).toContain(updated.statusCode);
    }
    const over = await h.app.inject({ method: 'POST', url: '/admin/reseller-plans', headers: h.admin, payload: { ...planBody(), retail_price: '1000000.000001' } });
    expectRefused(over, 'create', 'retail_price must be at most 1000000');
    const patched = await h.app.inject({ method: 'PATCH', url: `/admin/reseller-plans/${plan.id}`, headers: h.admin, payload: { retail_price: '99999999999999.99' } });
    expectRefused(patched, 'update', 'retail_price must be at most 1000000');
  });
});

describe('sums at the bounds', () => {
  it('a wallet at its bound buys a link and tops it up with 20 plans at the largest price, and is refunded, without a 5xx', async () => {
    const t = await h.tenant();
    await setBalance(t.id, '1000000000000');
    const plan = await k.plan({ retail_price: '1000000' });
    const link = await k.bought(t, plan.id);
    expect(await k.balance(t)).toBe('999999000000.00');
    const topup = await h.app.inject({ method: 'PUT', url: `/v1/links/${link.id}/plans`, headers: t.admin, payload: { add: Array<string>(20).fill(plan.id) } });
    expect(topup.statusCode, topup.body).toBe(200);
    expect(await k.balance(t)).toBe('999979000000.00');
    // A purchase the provider fails is refunded onto the balance it came from.
    expect((await k.fault('add_plan', 503)).statusCode).toBeLessThan(300);
    const failed = await k.buy(t, plan.id);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error.code).toBe('PROVISIONING_ERROR');
    expect(await k.balance(t)).toBe('999979000000.00');
    // The credit bound counts what the refunds brought back: the balance is below it, by the link and the top-ups.
    const credit = await h.app.inject({ method: 'POST', url: `/admin/organizations/${t.id}/wallet/credits`, headers: h.admin, payload: { amount: '21000000' } });
    expect(credit.statusCode).toBe(201);
    expect(credit.json().balance).toBe('1000000000000.00');
  });
});

function planBody(): Record<string, unknown> {
  return {
    name: 'Max',
    provider_plan_id: `pp-${Math.random().toString(36).slice(2)}`,
    data_mb: 1024,
    validity_days: 30,
    sponsor_profile: 'default',
    coverage_type: 'regional',
    countries: ['DE'],
    retail_price: '1',
    currency: 'EUR',
    enabled: true,
  };
}
