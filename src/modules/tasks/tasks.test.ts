// Every bulk operation through HTTP, with a real worker: each item is checked against
// what the single operation answers for the same link.

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from '../../../test/harness.ts';
import { simNetEndpoints } from '../../providers/upstream/simulator/simulator.tables.ts';
import { coverageOf, listActivations, planOn } from '../activations/activations.testkit.ts';
import { call, clearFaults, deliverSims, expectError, fault, newLink, type SimItem } from '../links/links.testkit.ts';
import { links } from '../links/links.tables.ts';
import { allItems, type Json, waitForTask } from './tasks.testkit.ts';

let h: Harness;
let t: Tenant;
let other: Tenant;
let workers: { stop(): Promise<void> };
let plan: { id: string };

beforeAll(async () => {
  h = await createHarness({ JOB_POLL_MS: '50' });
  workers = h.container.startWorkers();
  [t, other] = await Promise.all([h.tenant(), h.tenant()]);
  plan = await planOn(h, t, await coverageOf(h, t, ['magenta']));
});
afterAll(async () => {
  await workers.stop();
  await h.close();
});

/** Queues a bulk task and waits for it; answers the task and its items in request order. */
async function bulk(path: string, body: Record<string, unknown>, who: Tenant = t) {
  const queued = await call(h, who.admin, 'POST', path, body);
  expect(queued.status, JSON.stringify(queued.body)).toBe(202);
  expect(queued.body).toMatchObject({ status: 'pending', completed_items: 0, failed_items: 0, pending_items: queued.body.total_items });
  const task = await waitForTask(h.app, who.viewer, queued.body.id);
  return { queued: queued.body, task, items: await allItems(h.app, who.viewer, queued.body.id) };
}

const linkOf = async (id: string, who: Tenant = t) => call(h, who.viewer, 'GET', `/links/${id}`);
const endpointStatus = async (linkId: string) => {
  const [row] = await h.container.db.select().from(links).where(eq(links.id, linkId));
  const [ep] = await h.container.db.select().from(simNetEndpoints).where(eq(simNetEndpoints.id, row?.upstreamEndpointId as string));
  return ep?.status;
};
const activeLink = () => newLink(h, t, { plan_ids: [plan.id] });

function expectItem(item: Json, reference: string, outcome: { result?: Record<string, unknown>; error?: string }) {
  expect(item.reference_id).toBe(reference);
  if (outcome.error !== undefined) {
    expect(item, JSON.stringify(item)).toMatchObject({ status: 'failed', result: null, error: outcome.error });
  } else {
    expect(item, JSON.stringify(item)).toMatchObject({ status: 'success', error: null, result: outcome.result });
  }
}

describe('POST /sims/bulk-provision', () => {
  it('creates one link per SIM named <prefix>_<counter>, failing bound, unknown and foreign SIMs', async () => {
    const sims = await deliverSims(h, t.id, 4);
    const [a, b, c, bound] = sims as [SimItem, SimItem, SimItem, SimItem];
    const taken = await call(h, t.admin, 'POST', '/links', { name: 'taken', sim_id: bound.id });
    expect(taken.status).toBe(201);
    const [foreign] = await deliverSims(h, other.id, 1);
    const unknown = randomUUID();
    const { task, items, queued } = await bulk('/sims/bulk-provision', {
      name_prefix: 'fleet',
      sim_ids: [a.id, bound.id, b.id, unknown, (foreign as SimItem).id, c.id],
      counter_start: 7,
    });
    expect(queued).toMatchObject({ type: 'sim_provisioning', total_items: 6 });
    expect(task).toMatchObject({ status: 'completed', total_items: 6, completed_items: 3, failed_items: 3, pending_items: 0 });
    expectItem(items[0], a.iccid, { result: { name: 'fleet_7', status: 'pre_active' } });
    expectItem(items[1], bound.iccid, { error: 'validation_error: the SIM is already bound to another link' });
    expectItem(items[2], b.iccid, { result: { name: 'fleet_9', status: 'pre_active' } });
    // Unknown and other organisations' SIMs alike: not found, referenced by the id given.
    expectItem(items[3], unknown, { error: 'entity_not_found: sim not found' });
    expectItem(items[4], (foreign as SimItem).id, { error: 'entity_not_found: sim not found' });
    expectItem(items[5], c.iccid, { result: { name: 'fleet_12', status: 'pre_active' } });
    expect(items[0].payload).toEqual({ sim_id: a.id, name: 'fleet_7', plan_ids: [] });
    const link = await linkOf(items[0].result.link_id);
    expect(link.body).toMatchObject({ name: 'fleet_7', status: 'pre_active', sim: { id: a.id } });
  });

  it('activates plan_ids on every new link, and the plan rules fail items one by one', async () => {
    const [alpha1, alpha2] = await deliverSims(h, t.id, 2);
    const [beta] = await deliverSims(h, t.id, 1, 'physical', 'beta');
    const { task, items } = await bulk('/sims/bulk-provision', {
      name_prefix: 'planned',
      sim_ids: [(alpha1 as SimItem).id, (beta as SimItem).id, (alpha2 as SimItem).id],
      plan_ids: [plan.id],
    });
    expect(task).toMatchObject({ status: 'completed', completed_items: 2, failed_items: 1 });
    expectItem(items[0], (alpha1 as SimItem).iccid, { result: { name: 'planned_1', status: 'active' } });
    expectItem(items[1], (beta as SimItem).iccid, { error: "validation_error: the plan's compatibility zones do not intersect the SIM's" });
    expectItem(items[2], (alpha2 as SimItem).iccid, { result: { name: 'planned_3', status: 'active' } });
    const activations = await listActivations(h, t, items[2].result.link_id);
    expect(activations.items.map((x: Json) => x.plan.id)).toEqual([plan.id]);
  });
});

describe('POST /links/bulk-*', () => {
  it('suspends active links; other states, removed, foreign and unknown links fail their item', async () => {
    const [active1, active2, preActive, removed] = await Promise.all([activeLink(), activeLink(), newLink(h, t), newLink(h, t)]);
    expect((await call(h, t.admin, 'DELETE', `/links/${removed.id}/sim`)).status).toBe(200);
    expect((await call(h, t.admin, 'DELETE', `/links/${removed.id}`)).status).toBe(204);
    const foreign = await newLink(h, other);
    const unknown = randomUUID();
    const ids = [active1.id, preActive.id, removed.id, foreign.id, unknown, active2.id];
    const { task, items } = await bulk('/links/bulk-suspend', { link_ids: ids });
    expect(task).toMatchObject({ type: 'link_suspend', status: 'completed', total_items: 6, completed_items: 2, failed_items: 4 });
    expectItem(items[0], active1.id, { result: { link_id: active1.id, status: 'suspended' } });
    expectItem(items[1], preActive.id, { error: 'validation_error: only active links can be suspended; this link is pre_active' });
    expectItem(items[2], removed.id, { error: 'entity_deleted: link has been deleted' });
    expectItem(items[3], foreign.id, { error: 'entity_not_found: link not found' });
    expectItem(items[4], unknown, { error: 'entity_not_found: link not found' });
    expectItem(items[5], active2.id, { result: { link_id: active2.id, status: 'suspended' } });
    expect(items[0].payload).toEqual({ link_id: active1.id });
    expect((await linkOf(active1.id)).body.status).toBe('suspended');
    expect(await endpointStatus(active1.id)).toBe('suspended');
    // The bound SIM's status follows its link in the same write, as the provider reports it.
    expect((await call(h, t.viewer, 'GET', `/sims/${active1.sim.id}`)).body.status).toBe('suspended');
    expect((await linkOf(foreign.id, other)).body.status).toBe('pre_active');

    const resumed = await bulk('/links/bulk-resume', { link_ids: [active1.id, preActive.id, active2.id] });
    expect(resumed.task).toMatchObject({ type: 'link_resume', status: 'completed', completed_items: 2, failed_items: 1 });
    expectItem(resumed.items[0], active1.id, { result: { link_id: active1.id, status: 'active' } });
    expectItem(resumed.items[1], preActive.id, { error: 'validation_error: only suspended links can be resumed; this link is pre_active' });
    expect(await endpointStatus(active2.id)).toBe('active');
    expect((await call(h, t.viewer, 'GET', `/sims/${active2.sim.id}`)).body.status).toBe('active');
  });

  it('detaches SIMs (links go on hold); a link without a SIM fails its item', async () => {
    const [withSim, active] = await Promise.all([newLink(h, t), activeLink()]);
    const held = await newLink(h, t);
    expect((await call(h, t.admin, 'DELETE', `/links/${held.id}/sim`)).status).toBe(200);
    const { task, items } = await bulk('/links/bulk-delink-sim', { link_ids: [withSim.id, held.id, active.id] });
    expect(task).toMatchObject({ type: 'link_delink_sim', completed_items: 2, failed_items: 1 });
    expectItem(items[0], withSim.id, { result: { link_id: withSim.id, status: 'hold' } });
    expectItem(items[1], held.id, { error: 'validation_error: the link has no SIM attached' });
    expectItem(items[2], active.id, { result: { link_id: active.id, status: 'hold' } });
    expect((await call(h, t.viewer, 'GET', `/sims/${active.sim.id}`)).body).toMatchObject({ link: null, status: 'inactive' });
  });

  it('deletes links without a SIM; a link with one fails as "link has a SIM attached"', async () => {
    const [withSim, held] = await Promise.all([newLink(h, t), activeLink()]);
    expect((await call(h, t.admin, 'DELETE', `/links/${held.id}/sim`)).status).toBe(200);
    const { task, items } = await bulk('/links/bulk-delete', { link_ids: [withSim.id, held.id] });
    expect(task).toMatchObject({ type: 'link_delete', completed_items: 1, failed_items: 1 });
    expectItem(items[0], withSim.id, { error: 'validation_error: link has a SIM attached' });
    expectItem(items[1], held.id, { result: { link_id: held.id, status: 'removed' } });
    expectError(await linkOf(held.id), 410, 'entity_deleted');
    expect((await linkOf(withSim.id)).status).toBe(200);
    expect(await endpointStatus(held.id)).toBe('deleted');
  });

  it('adds the plan to each link; inactive links and zone mismatches fail their item', async () => {
    const [active, preActive] = await Promise.all([activeLink(), newLink(h, t)]);
    const [betaSim] = await deliverSims(h, t.id, 1, 'physical', 'beta');
    const betaPlan = await planOn(h, t, await coverageOf(h, t, ['coral']));
    const beta = (await call(h, t.admin, 'POST', '/links', { name: 'b', sim_id: (betaSim as SimItem).id, plan_ids: [betaPlan.id] })).body;
    const { task, items } = await bulk('/links/bulk-add-activation', { link_ids: [active.id, preActive.id, beta.id], plan_id: plan.id });
    expect(task).toMatchObject({ type: 'link_add_activation', completed_items: 1, failed_items: 2 });
    expectItem(items[0], active.id, { result: { link_id: active.id, plan_id: plan.id } });
    expect(items[0].payload).toEqual({ link_id: active.id, plan_id: plan.id });
    expectItem(items[1], preActive.id, { error: 'validation_error: a plan can only be activated on an active link; this link is pre_active (a link created without plans becomes active when its SIM is detached and attached again; create links with plan_ids to start them active)' });
    expectItem(items[2], beta.id, { error: "validation_error: the plan's compatibility zones do not intersect the SIM's" });
    const after = await listActivations(h, t, active.id);
    expect(after.items).toHaveLength(2);
    expect(after.items.map((a: Json) => a.id)).toContain(items[0].result.activation_id);

    const unknownPlan = await bulk('/links/bulk-add-activation', { link_ids: [active.id], plan_id: randomUUID() });
    expectItem(unknownPlan.items[0], active.id, { error: 'entity_not_found: plan not found' });
  });

  it('removes every active activation of the plan; a link without one fails its item', async () => {
    const [twice, none] = await Promise.all([activeLink(), activeLink()]);
    expect((await call(h, t.admin, 'POST', `/links/${twice.id}/activations`, { plan_id: plan.id })).status).toBe(201);
    const before = (await listActivations(h, t, twice.id)).items.map((a: Json) => a.id);
    expect(before).toHaveLength(2);
    const onNone = (await listActivations(h, t, none.id)).items[0].id;
    expect((await call(h, t.admin, 'DELETE', `/links/${none.id}/activations/${onNone}`)).status).toBe(204);
    const { task, items } = await bulk('/links/bulk-delete-activation', { link_ids: [twice.id, none.id], plan_id: plan.id });
    expect(task).toMatchObject({ type: 'link_delete_activation', completed_items: 1, failed_items: 1 });
    expectItem(items[0], twice.id, { result: { link_id: twice.id, plan_id: plan.id } });
    expect([...items[0].result.removed_activation_ids].sort()).toEqual([...before].sort());
    expectItem(items[1], none.id, { error: 'entity_not_found: the link has no active activation of the plan' });
    expect((await listActivations(h, t, twice.id)).items).toHaveLength(0);
    expect((await linkOf(twice.id)).body.usage.activation_count).toBe(0);
  });
});

describe('provider failures', () => {
  it('retries a provider outage twice before the item fails; a refusal fails at once', async () => {
    const [flaky, down, refused] = await Promise.all([activeLink(), activeLink(), activeLink()]);
    await fault(h, 'suspend_endpoint', 503, 1);
    const once = await bulk('/links/bulk-suspend', { link_ids: [flaky.id] });
    expectItem(once.items[0], flaky.id, { result: { link_id: flaky.id, status: 'suspended' } });

    await fault(h, 'suspend_endpoint', 503, 3);
    const thrice = await bulk('/links/bulk-suspend', { link_ids: [down.id] });
    expect(thrice.items[0]).toMatchObject({ status: 'failed', error: expect.stringMatching(/^upstream_unavailable: /) });
    expect((await linkOf(down.id)).body.status).toBe('active');

    await fault(h, 'suspend_endpoint', 400, 1);
    const rejected = await bulk('/links/bulk-suspend', { link_ids: [refused.id] });
    expect(rejected.items[0]).toMatchObject({ status: 'failed', error: expect.stringMatching(/^upstream_unavailable: /) });
    // One try only: the fault was used once and the next call goes through.
    expect((await call(h, t.admin, 'POST', `/links/${refused.id}/suspend`)).status).toBe(200);
    await clearFaults(h);
  });
});

describe('validation and access', () => {
  it('refuses repeated ids (in any letter case), empty lists, more than 5,000 ids and unknown fields', async () => {
    const id = randomUUID();
    const bodies: Array<[string, unknown]> = [
      ['/links/bulk-suspend', { link_ids: [id, id] }],
      ['/links/bulk-suspend', { link_ids: [id, id.toUpperCase()] }],
      ['/links/bulk-suspend', { link_ids: [] }],
      ['/links/bulk-suspend', { link_ids: Array.from({ length: 5001 }, () => randomUUID()) }],
      ['/links/bulk-suspend', { link_ids: ['not-a-uuid'] }],
      ['/links/bulk-resume', { link_ids: [id], extra: true }],
      ['/links/bulk-add-activation', { link_ids: [id] }],
      ['/links/bulk-delete-activation', { link_ids: [id], plan_id: 'x' }],
      ['/sims/bulk-provision', { name_prefix: 'x', sim_ids: [id, id] }],
      ['/sims/bulk-provision', { name_prefix: '', sim_ids: [id] }],
      ['/sims/bulk-provision', { name_prefix: 'x'.repeat(91), sim_ids: [id] }],
      ['/sims/bulk-provision', { name_prefix: 'x', sim_ids: [id], counter_start: -1 }],
      ['/sims/bulk-provision', { name_prefix: 'x', sim_ids: [id], plan_ids: [id, id] }],
      ['/sims/bulk-provision', { sim_ids: [id] }],
    ];
    for (const [path, body] of bodies) expectError(await call(h, t.admin, 'POST', path, body), 422, 'request_validation_error');
    const listed = await call(h, t.viewer, 'GET', '/tasks?page_size=100');
    expect(listed.body.items.every((x: Json) => x.total_items > 0)).toBe(true);
  });

  it('needs an admin token to queue, and hides other organisations\u2019 tasks', async () => {
    expectError(await call(h, t.viewer, 'POST', '/links/bulk-suspend', { link_ids: [randomUUID()] }), 403, 'forbidden');
    expectError(await call(h, {}, 'POST', '/links/bulk-suspend', { link_ids: [randomUUID()] }), 401, 'unauthorized');
    const { queued } = await bulk('/links/bulk-suspend', { link_ids: [randomUUID()] });
    expectError(await call(h, other.viewer, 'GET', `/tasks/${queued.id}`), 404, 'entity_not_found');
    expectError(await call(h, other.viewer, 'GET', `/tasks/${queued.id}/items`), 404, 'entity_not_found');
    expectError(await call(h, t.viewer, 'GET', `/tasks/${randomUUID()}`), 404, 'entity_not_found');
    expect((await call(h, other.viewer, 'GET', '/tasks')).body.items.map((x: Json) => x.id)).not.toContain(queued.id);

    const admin = await call(h, h.admin, 'GET', `/admin/organizations/${t.id}/tasks/${queued.id}`);
    expect(admin.status).toBe(200);
    expect(admin.body).toMatchObject({ id: queued.id, status: 'completed', failed_items: 1 });
    expectError(await call(h, h.admin, 'GET', `/admin/organizations/${other.id}/tasks/${queued.id}`), 404, 'entity_not_found');
    expectError(await call(h, t.admin, 'GET', `/admin/organizations/${t.id}/tasks/${queued.id}`), 401, 'unauthorized');
  });
});
