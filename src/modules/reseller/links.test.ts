// /v1 links over HTTP on a real database: the purchase's five steps and its errors,
// refunds at each upstream step, concurrency against the wallet, reads by UUID and
// ICCID, and the connectivity API seeing the same link and usage.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from '../../../test/harness.ts';
import { REPAIR_JOB_NAME } from './links.jobs.ts';
import { resellerKit } from './links.testkit.ts';

let h: Harness;
let k: ReturnType<typeof resellerKit>;
let a: Tenant;
let b: Tenant;
let plan: { id: string; name: string; retail_price: string };

beforeAll(async () => {
  h = await createHarness();
  k = resellerKit(h);
  [a, b] = await Promise.all([h.tenant(), h.tenant()]);
  plan = await k.plan();
  await k.credit(a, '100.00');
});
afterAll(async () => h.close());

afterEach(async () => {
  await h.app.inject({ method: 'DELETE', url: '/admin/simulator/faults', headers: h.admin });
});

describe('POST /v1/links', () => {
  it('charges the retail price and answers the link with its eSIM, activation and activation URLs', async () => {
    const before = await k.balance(a);
    const res = await k.buy(a, plan.id, 'Trip to Paris');
    expect(res.statusCode).toBe(201);
    const link = res.json();
    expect(link).toMatchObject({ name: 'Trip to Paris', status: 'active', sponsor_profile: 'default', data_used_mb: 0, data_remaining_mb: 1024 });
    expect(link.iccid).toMatch(/^\d{18,22}$/);
    expect(link.activations).toHaveLength(1);
    expect(link.activations[0]).toMatchObject({ plan: { id: plan.id, name: plan.name, data_mb: 1024, validity_days: 30 }, status: 'active', coverage_countries: ['DE', 'FR'] });
    // The plan starts at once: the answer says when, and when it ends, as the provider does.
    const { activated_at: activatedAt, expires_at: expiresAt } = link.activations[0];
    expect(Math.abs(Date.parse(activatedAt) - Date.now())).toBeLessThan(60_000);
    expect(Date.parse(expiresAt) - Date.parse(activatedAt)).toBe(30 * 86_400_000);
    expect(link.lpa_profile).toMatch(/^LPA:1\$/);
    expect(link.apple_activation_url).toBe(`https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${encodeURIComponent(link.lpa_profile)}`);
    expect(link.android_activation_url).toBe(`https://esimsetup.android.com/esim_qrcode_provisioning?carddata=${encodeURIComponent(link.lpa_profile)}`);
    expect(link.coverage_data.map((c: { iso: string }) => c.iso)).toEqual(['DE', 'FR']);
    expect(Number(await k.balance(a))).toBeCloseTo(Number(before) - 5, 6);
    const history = (await k.get(a, `/links/${link.id}/history`)).json();
    expect(history.items).toMatchObject([{ type: 'activation', amount: '5.00', currency: 'EUR', plan_name: plan.name }]);
    // The answer's live part is what the provider answered during the purchase: a read
    // that asks it again finds the same.
    expect((await k.get(a, `/links/${link.id}`)).json()).toEqual(link);
  });

  it('reads the link by UUID and by ICCID; another organisation gets 404', async () => {
    const link = await k.bought(a, plan.id);
    const byId = await k.get(a, `/links/${link.id}`);
    const byIccid = await k.get(a, `/links/${link.iccid}`);
    expect(byId.statusCode).toBe(200);
    expect(byIccid.json().id).toBe(link.id);
    expect((await k.get(b, `/links/${link.id}`)).json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect((await k.get(b, `/links/${link.iccid}`)).statusCode).toBe(404);
    expect((await k.get(a, '/links/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('answers 402 with required, available and currency, charging nothing', async () => {
    const poor = await h.tenant();
    await k.credit(poor, '4.99');
    const res = await k.buy(poor, plan.id);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ error: { code: 'INSUFFICIENT_BALANCE', message: expect.any(String), details: { required: '5.00', available: '4.99', currency: 'EUR' } } });
    expect(await k.linkCount(poor)).toBe(0);
  });

  it('answers 422 for a missing, unknown or invisible plan_id', async () => {
    const other = await k.plan({ organization_id: b.id });
    for (const payload of [{}, { plan_id: '00000000-0000-4000-8000-000000000000' }, { plan_id: other.id }, { plan_id: 'nope' }]) {
      const res = await h.app.inject({ method: 'POST', url: '/v1/links', headers: a.admin, payload });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('answers 500 CONFIG_ERROR for an unconfigured sponsor profile before charging', async () => {
    const odd = await k.plan({ sponsor_profile: 'not-configured' });
    const before = await k.balance(a);
    const res = await k.buy(a, odd.id);
    expect(res.statusCode).toBe(500);
    expect(res.json().error).toEqual({
      code: 'CONFIG_ERROR',
      message: `sponsor profile not-configured is not configured; request id ${res.headers['x-request-id']}`,
      details: { sponsor_profile: 'not-configured' },
    });
    expect(await k.balance(a)).toBe(before);
  });

  it('replays the first answer for the same Idempotency-Key, charging once', async () => {
    const t = await h.tenant();
    await k.credit(t, '10.00');
    const send = () => h.app.inject({ method: 'POST', url: '/v1/links', headers: { ...t.admin, 'idempotency-key': 'order-1' }, payload: { plan_id: plan.id } });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    // The first answer is written as JSON text, the replay from the stored document: the same document.
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.json()).toEqual(first.json());
    expect(first.json().coverage_data.length).toBeGreaterThan(0);
    expect(await k.balance(t)).toBe('5.00');
    expect(await k.linkCount(t)).toBe(1);
    // A refusal is that key's outcome too, replayed with the same mark even once the
    // wallet could pay.
    const poor = await h.tenant();
    const buy = () => h.app.inject({ method: 'POST', url: '/v1/links', headers: { ...poor.admin, 'idempotency-key': 'order-2' }, payload: { plan_id: plan.id } });
    const refused = await buy();
    expect(refused.statusCode).toBe(402);
    expect(refused.headers['idempotent-replayed']).toBeUndefined();
    await k.credit(poor, '10.00');
    const replayed = await buy();
    expect(replayed.statusCode).toBe(402);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json()).toEqual(refused.json());
    expect(await k.linkCount(poor)).toBe(0);
  });

  it('a viewer may not buy: 403 FORBIDDEN', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/v1/links', headers: a.viewer, payload: { plan_id: plan.id } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
  });

  it.each([
    ['issue_esim', 'PROVISIONING_ERROR'],
    ['create_endpoint', 'PROVISIONING_ERROR'],
    ['add_plan', 'PROVISIONING_ERROR'],
  ])('an upstream failure at %s answers 502 %s, refunds and leaves no link', async (operation, code) => {
    const t = await h.tenant();
    await k.credit(t, '10.00');
    expect((await k.fault(operation, 503)).statusCode).toBeLessThan(300);
    const res = await k.buy(t, plan.id);
    expect(res.statusCode).toBe(502);
    // The message says what happened to the money; details name the provider's step.
    expect(res.json().error).toEqual({
      code,
      message: expect.stringMatching(operation === 'issue_esim' ? /nothing was charged; request id \S+$/ : /the amount was refunded; request id \S+$/),
      details: expect.objectContaining({ upstream_status: 503 }),
    });
    expect(await k.balance(t)).toBe('10.00');
    expect(await k.linkCount(t)).toBe(0);
    expect(await k.queuedJobs(t, REPAIR_JOB_NAME)).toBe(0);
    const connectivity = await h.app.inject({ method: 'GET', url: '/links', headers: t.viewer });
    expect(connectivity.json().total ?? connectivity.json().items.length).toBe(0);
  });

  it('50 concurrent purchases against a wallet that covers 20: 20 links, 30 answers 402, the balance exact', async () => {
    const t = await h.tenant();
    const cheap = await k.plan({ retail_price: '1.37' });
    await k.credit(t, '27.40');
    const answers = await Promise.all(Array.from({ length: 50 }, () => k.buy(t, cheap.id)));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(20);
    expect(codes.filter((c) => c === 402)).toHaveLength(30);
    expect(await k.balance(t)).toBe('0.00');
    expect(await k.linkCount(t)).toBe(20);
    // Each purchase's repair job went with its records, unclaimed.
    expect(await k.queuedJobs(t, REPAIR_JOB_NAME)).toBe(0);
  }, 120_000);
});

describe('errors of every link route', () => {
  it('401 UNAUTHORIZED without a token; 404 NOT_FOUND for a link of another organisation on every route', async () => {
    const noToken = await h.app.inject({ method: 'GET', url: '/v1/links' });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json().error.code).toBe('UNAUTHORIZED');
    const link = await k.bought(a, plan.id);
    for (const [method, url, payload] of [
      ['GET', `/v1/links/${link.id}`],
      ['GET', `/v1/links/${link.iccid}/topup-plans`],
      ['GET', `/v1/links/${link.id}/history`],
      ['GET', `/v1/links/${link.id}/network-status?live=true`],
      ['PUT', `/v1/links/${link.id}/plans`, { add: [plan.id] }],
      ['POST', `/v1/links/${link.id}/reactivate`],
    ] as const) {
      const res = await h.app.inject({ method, url, headers: b.admin, ...(payload !== undefined && { payload }) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    expect((await k.get(b, '/links')).json().total).toBe(0);
  });
});

describe('one link for /v1 and the connectivity API', () => {
  it('GET /links/{id} sees the /v1 link and the usage the device made', async () => {
    const link = await k.bought(a, plan.id);
    const used = await h.app.inject({ method: 'POST', url: '/admin/simulator/data-usage', headers: h.admin, payload: { iccid: link.iccid, mb: 100 } });
    expect(used.statusCode).toBeLessThan(300);
    const v1 = (await k.get(a, `/links/${link.id}`)).json();
    expect(v1.data_used_mb).toBe(100);
    expect(v1.data_remaining_mb).toBe(924);
    expect(v1.activations[0].data_used_mb).toBe(100);
    await h.container.usage.snapshotNow();
    const conn = await h.app.inject({ method: 'GET', url: `/links/${link.id}`, headers: a.viewer });
    expect(conn.statusCode).toBe(200);
    expect(conn.json()).toMatchObject({ id: link.id, status: 'active', sim: { iccid: link.iccid } });
    expect(Number(conn.json().usage.total_used_mib)).toBe(100);
    const acts = await h.app.inject({ method: 'GET', url: `/links/${link.id}/activations`, headers: a.viewer });
    expect(acts.statusCode).toBe(200);
    expect(acts.json().items[0]).toMatchObject({ plan: { id: plan.id, name: plan.name } });
  });
});

describe("a plan's allowance applies in the countries it covers", () => {
  it('draws a session from the activations whose plan covers its country, and carries the rest out of bundle', async () => {
    const americas = await k.plan({ name: 'USA and Canada 500 MB', countries: ['US', 'CA'], data_mb: 500 });
    const link = await k.bought(a, plan.id);
    const topup = await h.app.inject({ method: 'PUT', url: `/v1/links/${link.id}/plans`, headers: a.admin, payload: { add: [americas.id] } });
    expect(topup.statusCode).toBe(200);
    const session = (payload: Record<string, unknown>) => h.app.inject({ method: 'POST', url: '/admin/simulator/data-usage', headers: h.admin, payload: { iccid: link.iccid, ...payload } });
    const usedByPlan = async () => {
      const detail = (await k.get(a, `/links/${link.id}`)).json();
      return Object.fromEntries(detail.activations.map((x: { plan: { id: string }; data_used_mb: number }) => [x.plan.id, x.data_used_mb]));
    };

    // In the US only the plan that covers it pays, though the European one is older.
    const inUs = await session({ mb: 100, country: 'US' });
    expect(inUs.statusCode).toBe(200);
    expect(inUs.json()).toMatchObject({ country: 'US', out_of_bundle_mb: '0.00' });
    const operator = await h.app.inject({ method: 'GET', url: `/operators/${inUs.json().operator_id}`, headers: a.viewer });
    expect(operator.json()).toMatchObject({ country: 'USA' });
    expect(await usedByPlan()).toEqual({ [plan.id]: 0, [americas.id]: 100 });

    expect((await session({ mb: 50, country: 'FR' })).json()).toMatchObject({ country: 'FR', out_of_bundle_mb: '0.00' });
    expect(await usedByPlan()).toEqual({ [plan.id]: 50, [americas.id]: 100 });

    // Where no plan of the link applies, the network carries the traffic out of bundle.
    expect((await session({ mb: 10, country: 'JP' })).json()).toMatchObject({ country: 'JP', out_of_bundle_mb: '10.00' });
    expect(await usedByPlan()).toEqual({ [plan.id]: 50, [americas.id]: 100 });

    // Without a country the session's place does not matter: the oldest plan pays.
    expect((await session({ mb: 1 })).json()).toMatchObject({ country: null, out_of_bundle_mb: '0.00' });
    expect(await usedByPlan()).toEqual({ [plan.id]: 51, [americas.id]: 100 });

    // A malformed code, or a country no operator of the catalogue serves, is refused and uses nothing.
    for (const country of ['us', 'USA', 7]) expect((await session({ mb: 1, country })).statusCode).toBe(422);
    const nowhere = await session({ mb: 1, country: 'XX' });
    expect(nowhere.statusCode).toBe(422);
    expect(nowhere.json()).toMatchObject({ code: 'validation_error', details: { reason: 'no_network' } });
    expect(await usedByPlan()).toEqual({ [plan.id]: 51, [americas.id]: 100 });
  });
});
