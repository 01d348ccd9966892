// The `/v1` money events through HTTP: a purchase's completion or refund, a top-up's, a
// monthly fee, each with the transaction as GET /v1/links/{id}/history lists it; the
// repair job's with source `system`; nothing for a change that failed.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from '../../../test/harness.ts';
import { REPAIR_DELAY_MS, REPAIR_JOB_KIND } from './links.jobs.ts';
import { createResellerLinksRepo } from './links.repo.ts';
import { reserveCall, resellerKit } from './links.testkit.ts';

type Json = Record<string, unknown>;

let h: Harness;
let k: ReturnType<typeof resellerKit>;
let plan: { id: string; name: string; retail_price: string };
let topup: { id: string; name: string; retail_price: string };

beforeAll(async () => {
  h = await createHarness({ JOB_POLL_MS: '50' });
  k = resellerKit(h);
  plan = await k.plan();
  topup = await k.plan({ name: 'Top-up 300 MB', data_mb: 300, retail_price: '2.50' });
});
afterAll(async () => h.close());

const clientOf = (headers: Record<string, string>): string => JSON.parse(Buffer.from((headers.authorization as string).split('.')[1] as string, 'base64url').toString()).sub;

async function events(t: Tenant, type = 'reseller.*'): Promise<Json[]> {
  const res = await h.app.inject({ method: 'GET', url: `/events?limit=100&type=${type}`, headers: t.viewer });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
}
/** The link's transactions as GET /v1/links/{id}/history lists them, each with the link it is under. */
async function history(t: Tenant, linkId: string): Promise<Json[]> {
  const res = await k.get(t, `/links/${linkId}/history?per_page=100`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as Json[]).map((x) => ({ ...x, link_id: x.type === 'monthly_link_fee' ? null : linkId }));
}
const byType = (items: Json[], type: string) => items.filter((x) => x.type === type);
const funded = async (amount: string) => {
  const t = await h.tenant();
  await k.credit(t, amount);
  return t;
};

describe('reseller.purchase.*', () => {
  it('writes reseller.purchase.completed with the purchase charge as the history lists it, and who bought', async () => {
    const t = await funded('20.00');
    const res = await h.app.inject({ method: 'POST', url: '/v1/links', headers: { ...t.admin, 'x-request-id': 'v1-buy' }, payload: { plan_id: plan.id } });
    expect(res.statusCode, res.body).toBe(201);
    const link = res.json();
    const [charge] = await history(t, link.id);
    const [completed, ...rest] = await events(t);
    expect(rest).toEqual([]);
    expect(completed).toMatchObject({
      type: 'reseller.purchase.completed',
      source: 'api',
      actor: { type: 'client', id: clientOf(t.admin) },
      resource: { type: 'reseller_transaction', id: charge!.id },
      previous: null,
      request_id: 'v1-buy',
    });
    expect(completed!.data).toEqual(charge);
    expect(charge).toMatchObject({ type: 'activation', amount: '5.00', plan_name: plan.name, link_id: link.id });
  });

  it('writes reseller.purchase.refunded when the provider fails after the charge, and nothing for a purchase refused before it', async () => {
    const t = await funded('7.00');
    expect((await k.fault('create_endpoint', 500)).statusCode).toBeLessThan(300);
    const failed = await k.buy(t, plan.id);
    expect(failed.statusCode).toBe(502);
    const [refunded, ...rest] = await events(t);
    expect(rest).toEqual([]);
    expect(refunded).toMatchObject({ type: 'reseller.purchase.refunded', source: 'api', previous: null });
    const data = refunded!.data as Json;
    expect(data).toMatchObject({ type: 'refund', amount: '5.00', currency: 'EUR', plan_name: plan.name, charged_link_ids: [] });
    expect(await k.balance(t)).toBe('7.00');

    // 402 and 422: nothing charged, nothing written.
    const poor = await funded('1.00');
    expect((await k.buy(poor, plan.id)).statusCode).toBe(402);
    expect((await h.app.inject({ method: 'POST', url: '/v1/links', headers: poor.admin, payload: { plan_id: '00000000-0000-4000-8000-000000000000' } })).statusCode).toBe(422);
    expect(await events(poor)).toEqual([]);
  });

  it("writes the repair job's refund of a purchase a dying process left pending with source system", async () => {
    const t = await funded('10.00');
    // The default sponsor profile's provider.
    const call = { ...reserveCall(t.id, plan, '5.00'), provider: 'alpha' };
    const [paid] = await createResellerLinksRepo(h.container.db, h.container.events.writer).reserveMany({ kind: REPAIR_JOB_KIND, delayMs: REPAIR_DELAY_MS }, [call]);
    expect(paid?.paid).toBe(true);
    expect(await events(t)).toEqual([]);
    const again = await h.app.inject({ method: 'POST', url: `/admin/organizations/${t.id}/reseller-purchases/${call.id}/repair`, headers: h.admin });
    expect(again.statusCode, again.body).toBe(202);
    await k.untilNonePending(t, '/admin/reseller-purchases');
    const [refunded, ...rest] = await events(t);
    expect(rest).toEqual([]);
    expect(refunded).toMatchObject({ type: 'reseller.purchase.refunded', source: 'system', actor: { type: 'system', id: null }, request_id: null });
    expect(refunded!.data).toMatchObject({ type: 'refund', amount: '5.00', link_id: call.linkId });
  });
});

describe('reseller.topup.*', () => {
  it('writes reseller.topup.completed with the top-up charge, and reseller.topup.refunded when the provider refuses the plan', async () => {
    const t = await funded('20.00');
    const link = await k.bought(t, plan.id);
    const res = await h.app.inject({ method: 'PUT', url: `/v1/links/${link.id}/plans`, headers: t.admin, payload: { add: [topup.id] } });
    expect(res.statusCode, res.body).toBe(200);
    const [completed] = await events(t, 'reseller.topup.*');
    const [charge] = byType(await history(t, link.id), 'topup');
    expect(completed).toMatchObject({ type: 'reseller.topup.completed', source: 'api', actor: { type: 'client', id: clientOf(t.admin) }, resource: { type: 'reseller_transaction', id: charge!.id } });
    expect(completed!.data).toEqual(charge);

    expect((await k.fault('add_plan', 500)).statusCode).toBeLessThan(300);
    const failed = await h.app.inject({ method: 'PUT', url: `/v1/links/${link.id}/plans`, headers: t.admin, payload: { add: [topup.id] } });
    expect(failed.statusCode).toBe(502);
    const [refunded, ...rest] = await events(t, 'reseller.topup.*');
    expect(rest).toHaveLength(1);
    const [refund] = byType(await history(t, link.id), 'refund');
    expect(refunded).toMatchObject({ type: 'reseller.topup.refunded', resource: { type: 'reseller_transaction', id: refund!.id } });
    expect(refunded!.data).toEqual(refund);
    expect(await events(t, 'reseller.topup.completed')).toHaveLength(1);
  });
});

describe('reseller.fee.charged', () => {
  it("writes the month's fee with the links it paid for, and a reactivation's payment", async () => {
    const t = await funded('12.00');
    const links = [await k.bought(t, plan.id), await k.bought(t, plan.id)];
    expect((await h.app.inject({ method: 'PATCH', url: `/admin/organizations/${t.id}`, headers: h.admin, payload: { monthly_link_fee: '1.50' } })).statusCode).toBe(200);
    // 2.00 left: the older link's fee is paid, the newer one is suspended.
    const now = new Date();
    const asOf = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 3)).toISOString();
    expect((await h.app.inject({ method: 'POST', url: '/admin/billing/run', headers: h.admin, payload: { as_of: asOf } })).statusCode).toBe(200);
    const [fee, ...rest] = await events(t, 'reseller.fee.charged');
    expect(rest).toEqual([]);
    const [listed] = byType(await history(t, links[0]!.id), 'monthly_link_fee');
    expect(fee).toMatchObject({ type: 'reseller.fee.charged', resource: { type: 'reseller_transaction', id: listed!.id } });
    expect(fee!.data).toEqual(listed);
    expect(listed).toMatchObject({ amount: '1.50', charged_link_ids: [links[0]!.id] });
    // A second run charges nothing and writes nothing.
    await h.app.inject({ method: 'POST', url: '/admin/billing/run', headers: h.admin, payload: { as_of: asOf } });
    expect(await events(t, 'reseller.fee.charged')).toHaveLength(1);

    // The suspended link's reactivation: 402 first, then paid.
    const poor = await h.app.inject({ method: 'POST', url: `/v1/links/${links[1]!.id}/reactivate`, headers: t.admin });
    expect(poor.statusCode).toBe(402);
    expect(await events(t, 'reseller.fee.charged')).toHaveLength(1);
    await k.credit(t, '5.00');
    const back = await h.app.inject({ method: 'POST', url: `/v1/links/${links[1]!.id}/reactivate`, headers: t.admin });
    expect(back.statusCode, back.body).toBe(200);
    const [paid] = await events(t, 'reseller.fee.charged');
    const [own] = byType(await history(t, links[1]!.id), 'monthly_link_fee');
    expect(paid).toMatchObject({ source: 'api', actor: { type: 'client', id: clientOf(t.admin) }, resource: { id: own!.id } });
    expect(paid!.data).toEqual(own);
    expect(own).toMatchObject({ amount: '1.50', charged_link_ids: [links[1]!.id] });
  });
});

describe('link.created and activation.started of /v1', () => {
  const feed = async (t: Tenant, type: string) => events(t, type);
  const connectivity = async (t: Tenant, url: string) => {
    const res = await h.app.inject({ method: 'GET', url, headers: t.viewer });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it("are written by a purchase's completion with the link and its activation as the connectivity API shows them, and who bought; a top-up starts its plan", async () => {
    const t = await funded('20.00');
    const res = await h.app.inject({ method: 'POST', url: '/v1/links', headers: { ...t.admin, 'x-request-id': 'v1-link' }, payload: { plan_id: plan.id, name: 'tracker' } });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as string;
    const origin = { source: 'api', actor: { type: 'client', id: clientOf(t.admin) }, request_id: 'v1-link', previous: null };

    const [created, ...moreLinks] = await feed(t, 'link.*');
    expect(moreLinks).toEqual([]);
    expect(created).toMatchObject({ type: 'link.created', resource: { type: 'link', id }, ...origin });
    // The link as the completion wrote it: the read after refreshes its network status.
    const link = await connectivity(t, `/links/${id}`);
    expect(created!.data).toEqual({ ...link, network_status: { ...link.network_status, refreshed_at: null } });
    expect(link).toMatchObject({ name: 'tracker', status: 'active', usage: { activation_count: 1 } });

    const [started, ...moreActivations] = await feed(t, 'activation.*');
    expect(moreActivations).toEqual([]);
    const [activation] = (await connectivity(t, `/links/${id}/activations`)).items as Json[];
    expect(started).toMatchObject({ type: 'activation.started', resource: { type: 'activation', id: activation!.id }, ...origin });
    expect(started!.data).toEqual({ ...activation, link_id: id });
    // The link's own feed has its creation (the activation's events are the activation's).
    expect(((await connectivity(t, `/links/${id}/events`)).items as Json[]).map((e) => e.type)).toEqual(['link.created']);

    const up = await h.app.inject({ method: 'PUT', url: `/v1/links/${id}/plans`, headers: { ...t.admin, 'x-request-id': 'v1-up' }, payload: { add: [topup.id] } });
    expect(up.statusCode, up.body).toBe(200);
    const [topped, first] = await feed(t, 'activation.started');
    expect(first).toEqual(started);
    const now = (await connectivity(t, `/links/${id}/activations`)).items as Json[];
    const added = now.find((a) => a.id !== activation!.id);
    expect(topped).toMatchObject({ source: 'api', request_id: 'v1-up', resource: { type: 'activation', id: added!.id } });
    expect(topped!.data).toEqual({ ...added, link_id: id });
    expect(topped!.data).toMatchObject({ plan: { id: topup.id, name: topup.name } });
  });

  it('are not written for a purchase refunded or refused, nor for a top-up refunded: the feed has only the refund', async () => {
    const t = await funded('10.00');
    expect((await k.fault('create_endpoint', 500)).statusCode).toBeLessThan(300);
    expect((await k.buy(t, plan.id)).statusCode).toBe(502);
    expect((await k.buy(await funded('1.00'), plan.id)).statusCode).toBe(402);
    expect(await feed(t, 'link.*')).toEqual([]);
    expect(await feed(t, 'activation.*')).toEqual([]);
    expect((await feed(t, 'reseller.*')).map((e) => e.type)).toEqual(['reseller.purchase.refunded']);

    const link = await k.bought(t, plan.id);
    expect((await k.fault('add_plan', 500)).statusCode).toBeLessThan(300);
    const failed = await h.app.inject({ method: 'PUT', url: `/v1/links/${link.id}/plans`, headers: t.admin, payload: { add: [topup.id] } });
    expect(failed.statusCode).toBe(502);
    expect(await feed(t, 'activation.started')).toHaveLength(1);
  });
});
