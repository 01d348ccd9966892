// /v1 links after the purchase: top-ups all or nothing, removals, top-up plans,
// history, network status, and the monthly link fee with its shortfall and reactivation.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from '../../../test/harness.ts';
import { REPAIR_JOB_NAME, TOPUP_REPAIR_JOB_NAME } from './links.jobs.ts';
import { resellerKit } from './links.testkit.ts';
import { systemOrigin } from '../events/events.origin.ts';

let h: Harness;
let k: ReturnType<typeof resellerKit>;
let a: Tenant;
let plan: { id: string; name: string; retail_price: string };
let topup: { id: string; name: string; retail_price: string };

const put = (t: Tenant, id: string, payload: unknown, headers = t.admin) => h.app.inject({ method: 'PUT', url: `/v1/links/${id}/plans`, headers, payload: payload as object });

beforeAll(async () => {
  h = await createHarness();
  k = resellerKit(h);
  a = await h.tenant();
  plan = await k.plan({ sponsor_profile: 'default' });
  topup = await k.plan({ name: 'Top-up 500 MB', data_mb: 500, retail_price: '2.50', sponsor_profile: 'default' });
  await k.credit(a, '100.00');
});
afterAll(async () => h.close());
afterEach(async () => {
  await h.app.inject({ method: 'DELETE', url: '/admin/simulator/faults', headers: h.admin });
});

describe('PUT /v1/links/{identifier}/plans', () => {
  it('tops up with each plan charged, and removes activations', async () => {
    const link = await k.bought(a, plan.id);
    const before = Number(await k.balance(a));
    const res = await put(a, link.iccid, { add: [topup.id, topup.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json().activations).toHaveLength(3);
    for (const x of res.json().activations) expect(x.activated_at, 'a top-up starts at once').not.toBeNull();
    expect(res.json().data_remaining_mb).toBe(2024);
    expect(Number(await k.balance(a))).toBeCloseTo(before - 5, 6);
    const removed = await put(a, link.id, { remove: [link.activations[0]?.id] });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().activations.map((x: { id: string }) => x.id)).not.toContain(link.activations[0]?.id);
    const history = (await k.get(a, `/links/${link.id}/history`)).json();
    expect(history.items.map((t: { type: string }) => t.type)).toEqual(['topup', 'topup', 'activation']);
    expect(history).toMatchObject({ page: 1, per_page: 15, total: 3, total_pages: 1 });
    // The settled purchase and top-up left no repair job waiting.
    expect(await k.queuedJobs(a, REPAIR_JOB_NAME)).toBe(0);
    expect(await k.queuedJobs(a, TOPUP_REPAIR_JOB_NAME)).toBe(0);
  });

  it('shows a link whose eSIM was detached through the connectivity API as inactive in list and detail, and refuses its top-up uncharged', async () => {
    const t = await h.tenant();
    await k.credit(t, '20.00');
    const link = await k.bought(t, plan.id);
    const detached = await h.app.inject({ method: 'DELETE', url: `/links/${link.id}/sim`, headers: t.admin });
    expect(detached.statusCode).toBe(200);
    expect(detached.json().status).toBe('hold');
    const detail = (await k.get(t, `/links/${link.id}`)).json();
    expect(detail).toMatchObject({ status: 'inactive', iccid: null });
    const listed = (await k.get(t, `/links?search=${link.id}`)).json().items;
    expect(listed.map((l: { status: string }) => l.status)).toEqual(['inactive']);
    const before = await k.balance(t);
    const res = await put(t, link.id, { add: [topup.id] });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringMatching(/no eSIM/) });
    expect(await k.balance(t)).toBe(before);
    expect((await k.get(t, `/links/${link.id}`)).json().activations).toHaveLength(1);
  });

  it('charges all top-ups or none: 402 adds nothing', async () => {
    const t = await h.tenant();
    await k.credit(t, '7.00');
    const link = await k.bought(t, plan.id);
    const res = await put(t, link.id, { add: [topup.id, topup.id] });
    expect(res.statusCode).toBe(402);
    expect(res.json().error.details).toEqual({ required: '5.00', available: '2.00', currency: 'EUR' });
    expect(await k.balance(t)).toBe('2.00');
    expect((await k.get(t, `/links/${link.id}`)).json().activations).toHaveLength(1);
  });

  it('refuses plans of another sponsor profile, unknown plans and foreign activations with 422; a viewer with 403', async () => {
    const link = await k.bought(a, plan.id);
    await h.app.inject({ method: 'PUT', url: '/admin/sponsor-profiles/other', headers: h.admin, payload: { provider: 'alpha', base_plan: 'other-base' } });
    const other = await k.plan({ sponsor_profile: 'other' });
    for (const body of [{ add: [other.id] }, { add: ['00000000-0000-4000-8000-000000000000'] }, { remove: ['00000000-0000-4000-8000-000000000000'] }, {}]) {
      const res = await put(a, link.id, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    expect((await put(a, link.id, { add: [topup.id] }, a.viewer)).statusCode).toBe(403);
    const plans = (await k.get(a, `/links/${link.id}/topup-plans`)).json().items.map((p: { id: string }) => p.id);
    expect(plans).toContain(topup.id);
    expect(plans).not.toContain(other.id);
  });

  it('an add-on failure refunds the top-up and adds nothing', async () => {
    const link = await k.bought(a, plan.id);
    const before = await k.balance(a);
    await k.fault('add_plan', 503);
    const res = await put(a, link.id, { add: [topup.id] });
    expect(res.statusCode).toBe(502);
    expect(res.json().error.code).toBe('PROVISIONING_ERROR');
    expect(await k.balance(a)).toBe(before);
    const history = (await k.get(a, `/links/${link.id}/history`)).json().items.map((t: { type: string }) => t.type);
    expect(history).toEqual(['refund', 'topup', 'activation']);
    expect(await k.queuedJobs(a, TOPUP_REPAIR_JOB_NAME)).toBe(0);
  });

  it('a top-up makes an inactive link active again', async () => {
    const link = await k.bought(a, plan.id);
    const gone = await put(a, link.id, { remove: [link.activations[0]?.id] });
    expect(gone.json().status).toBe('inactive');
    expect((await k.get(a, '/links?status=inactive&per_page=100')).json().items.map((l: { id: string }) => l.id)).toContain(link.id);
    const back = await put(a, link.id, { add: [topup.id] });
    expect(back.json().status).toBe('active');
  });
});

describe('list, network status', () => {
  it('lists with paging, status and search over ICCID, name and id', async () => {
    const t = await h.tenant();
    await k.credit(t, '50');
    const one = await k.bought(t, plan.id, 'alpha-phone');
    await k.bought(t, plan.id, 'beta-phone');
    const all = (await k.get(t, '/links?per_page=1')).json();
    expect(all).toMatchObject({ page: 1, per_page: 1, total: 2, total_pages: 2 });
    expect((await k.get(t, '/links?search=alpha')).json().items.map((l: { id: string }) => l.id)).toEqual([one.id]);
    expect((await k.get(t, `/links?search=${one.iccid}`)).json().total).toBe(1);
    expect((await k.get(t, `/links?search=${one.id.slice(0, 8)}`)).json().total).toBe(1);
    expect((await k.get(t, '/links?status=suspended')).json().total).toBe(0);
    expect((await k.get(t, '/links?per_page=101')).statusCode).toBe(422);
  });

  it('answers the cached reading, and a live one that it stores', async () => {
    const link = await k.bought(a, plan.id);
    await h.app.inject({ method: 'POST', url: '/admin/simulator/data-usage', headers: h.admin, payload: { iccid: link.iccid, mb: 1 } });
    const live = (await k.get(a, `/links/${link.id}/network-status?live=true`)).json();
    expect(live).toMatchObject({ cached: false, connected: true, rat: '4g' });
    const cached = (await k.get(a, `/links/${link.id}/network-status`)).json();
    expect(cached).toMatchObject({ cached: true, connected: true, as_of: live.as_of });
  });

  it('answers the last stored reading when the provider fails a live read, as GET /links/{id} does', async () => {
    const link = await k.bought(a, plan.id);
    await h.app.inject({ method: 'POST', url: '/admin/simulator/data-usage', headers: h.admin, payload: { iccid: link.iccid, mb: 1 } });
    await h.app.inject({ method: 'POST', url: '/admin/simulator/faults', headers: h.admin, payload: { operation: 'get_network_status', status: 503, count: 1 } });
    const failed = await k.get(a, `/links/${link.id}/network-status?live=true`);
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toMatchObject({ cached: true, as_of: null, connected: false });
    const live = (await k.get(a, `/links/${link.id}/network-status?live=true`)).json();
    expect(live).toMatchObject({ cached: false, connected: true, rat: '4g' });
    expect(live.as_of).not.toBeNull();
    expect((await k.get(a, `/links/${link.id}/network-status`)).json()).toMatchObject({ cached: true, as_of: live.as_of });
  });
});

describe('monthly link fee', () => {
  it('charges once per month the links created before it, oldest first, suspends the rest; reactivate pays and resumes', async () => {
    const t = await h.tenant();
    await k.credit(t, '17.50');
    const links = [];
    for (let i = 0; i < 4; i++) links.push(await k.bought(t, topup.id));
    // 17.50 - 4 x 2.50 = 7.50 left: with a fee of 3.00 the two oldest links are paid, the two newest are not.
    await h.app.inject({ method: 'PATCH', url: `/admin/organizations/${t.id}`, headers: h.admin, payload: { monthly_link_fee: '3.00' } });
    const nextMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 1, 0, 5));
    const [first, again] = await Promise.all([
      h.container.resellerLinks.chargeMonthlyLinkFees(systemOrigin, nextMonth),
      h.container.resellerLinks.chargeMonthlyLinkFees(systemOrigin, nextMonth),
    ]);
    expect(first.charged + again.charged).toBe(2);
    expect(await k.balance(t)).toBe('1.50');
    const rerun = await h.container.resellerLinks.chargeMonthlyLinkFees(systemOrigin, new Date(nextMonth.getTime() + 86_400_000));
    expect(rerun.charged).toBe(0);
    expect(await k.balance(t)).toBe('1.50');

    const statuses = await Promise.all(links.map(async (l) => (await k.get(t, `/links/${l.id}`)).json().status));
    expect(statuses).toEqual(['active', 'active', 'suspended', 'suspended']);
    const fee = (await k.get(t, `/links/${links[0]?.id}/history`)).json().items[0];
    expect(fee).toMatchObject({ type: 'monthly_link_fee', amount: '6.00' });
    expect(fee.charged_link_ids.sort()).toEqual([links[0]?.id, links[1]?.id].sort());
    const typesOf = async (id: string | undefined) => (await k.get(t, `/links/${id}/history`)).json().items.map((x: { type: string }) => x.type);
    // The fee is in the history of the links it paid for only.
    expect(await typesOf(links[2]?.id)).toEqual(['activation']);
    expect(await typesOf(links[3]?.id)).toEqual(['activation']);

    const notSuspended = await h.app.inject({ method: 'POST', url: `/v1/links/${links[0]?.id}/reactivate`, headers: t.admin });
    expect(notSuspended.statusCode).toBe(422);
    const poor = await h.app.inject({ method: 'POST', url: `/v1/links/${links[2]?.id}/reactivate`, headers: t.admin });
    expect(poor.statusCode).toBe(402);
    expect(poor.json().error.details).toEqual({ required: '3.00', available: '1.50', currency: 'EUR' });
    await k.credit(t, '1.50');
    // The provider fails to resume: the fee stays paid and the answer says so; a retry resumes without a second charge.
    await h.app.inject({ method: 'POST', url: '/admin/simulator/faults', headers: h.admin, payload: { operation: 'resume_endpoint', status: 500, count: 10 } });
    const failed = await h.app.inject({ method: 'POST', url: `/v1/links/${links[2]?.id}/reactivate`, headers: t.admin });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error.message).toMatch(/the unpaid fee \(3\.00 EUR\) was charged, and reactivating again resumes the link without charging it again; request id/);
    expect(failed.json().error.details).toMatchObject({ operation: 'resume_endpoint', fee_charged: '3.00' });
    expect(await k.balance(t)).toBe('0.00');
    expect((await k.get(t, `/links/${links[2]?.id}`)).json().status).toBe('suspended');
    await h.app.inject({ method: 'DELETE', url: '/admin/simulator/faults', headers: h.admin });
    const back = await h.app.inject({ method: 'POST', url: `/v1/links/${links[2]?.id}/reactivate`, headers: t.admin });
    expect(back.statusCode).toBe(200);
    expect(back.json().status).toBe('active');
    expect(await k.balance(t)).toBe('0.00');
    expect(await typesOf(links[2]?.id)).toEqual(['monthly_link_fee', 'activation']);
    expect((await h.app.inject({ method: 'POST', url: `/v1/links/${links[2]?.id}/reactivate`, headers: t.viewer })).statusCode).toBe(403);
  });

  it('charges nothing for an organisation whose fee is zero, and runs through its scheduled job', async () => {
    const t = await h.tenant();
    await k.credit(t, '10.00');
    await k.bought(t, topup.id);
    const nextMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 2));
    await h.container.resellerLinks.chargeMonthlyLinkFees(systemOrigin, nextMonth);
    expect(await k.balance(t)).toBe('7.50');
    // The job with a later month, after a fee is set.
    await h.app.inject({ method: 'PATCH', url: `/admin/organizations/${t.id}`, headers: h.admin, payload: { monthly_link_fee: '1.25' } });
    const later = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 2, 1, 1));
    const job = h.container.resellerLinks.jobs.find((j) => j.name === 'reseller.monthly_link_fees');
    if (job === undefined) throw new Error('fee job not registered');
    await h.container.jobs.enqueue(job.job({ asOf: later.toISOString() }, {}));
    const workers = h.container.startWorkers();
    for (let i = 0; i < 100 && (await k.balance(t)) !== '6.25'; i++) await new Promise((r) => setTimeout(r, 50));
    await workers.stop();
    expect(await k.balance(t)).toBe('6.25');
  });

  it('is charged by POST /admin/billing/run with the number renewals, once per month', async () => {
    const t = await h.tenant();
    await k.credit(t, '10.00');
    await k.bought(t, topup.id);
    await h.app.inject({ method: 'PATCH', url: `/admin/organizations/${t.id}`, headers: h.admin, payload: { monthly_link_fee: '0.50' } });
    const asOf = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 3, 1, 2)).toISOString();
    const run = () => h.app.inject({ method: 'POST', url: '/admin/billing/run', headers: h.admin, payload: { as_of: asOf } });
    const first = await run();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ as_of: asOf, numbers: expect.any(Object), reseller_link_fees: expect.objectContaining({ charged: expect.any(Number) }) });
    expect(await k.balance(t)).toBe('7.00');
    expect((await run()).statusCode).toBe(200);
    expect(await k.balance(t)).toBe('7.00');
  });
});
