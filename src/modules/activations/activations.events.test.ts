// The activations' events through HTTP: a plan started, removed, expired or exhausted,
// and a data threshold reached, each on GET /events with the activation as the API
// shows it; nothing for a change that failed.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from '../../../test/harness.ts';
import { call, clearFaults, expectError, fault } from '../links/links.testkit.ts';
import type { Json } from '../plans/plans.testkit.ts';
import { activate, activationRow, advanceClock, coverageOf, createLink, deliverSims, linkRow, listActivations, planOn, type SimItem, useData } from './activations.testkit.ts';

let h: Harness;
let t: Tenant;
let sims: SimItem[];
let coverage: string;

beforeAll(async () => {
  h = await createHarness({ JOB_RETRY_BASE_MS: '1', JOB_POLL_MS: '20' });
  t = await h.tenant();
  sims = await deliverSims(h, t.id, 20);
  coverage = await coverageOf(h, t, ['magenta']);
});
afterAll(async () => h.close());

let next = 0;
/** A fresh active link with a plan of these settings activated on it. */
async function running(plan: Record<string, unknown> = {}) {
  const sim = sims[next++] as SimItem;
  const linkId = await createLink(h, t, sim);
  const planId = (await planOn(h, t, coverage, { included_data_mb: 100, validity_days: 10, ...plan })).id as string;
  const { status, body } = await activate(h, t, linkId, planId);
  expect(status).toBe(201);
  return { sim, linkId, planId, activation: body as Json };
}

const snapshot = () => h.container.usage.snapshotNow();
/** The activation's events, newest first. */
async function eventsOf(activationId: string): Promise<Json[]> {
  const res = await call(h, t.viewer, 'GET', `/events?resource_id=${activationId}&limit=100`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.items;
}
/** The activation as GET /links/{link_id}/activations answers it. */
async function listed(linkId: string, id: string): Promise<Json> {
  const found = (await listActivations(h, t, linkId)).items.find((a: Json) => a.id === id);
  expect(found).toBeDefined();
  return found;
}
const system = { source: 'system', actor: { type: 'system', id: null }, request_id: null };

describe('activation events', () => {
  it('writes activation.started with the activation as POST answered it, and who asked', async () => {
    const { linkId, activation } = await running();
    const [started, ...rest] = await eventsOf(activation.id);
    expect(rest).toEqual([]);
    expect(started).toMatchObject({ type: 'activation.started', source: 'api', actor: { type: 'client' }, resource: { type: 'activation', id: activation.id }, previous: null });
    expect(started!.data).toEqual({ ...activation, link_id: linkId });
    expect((await call(h, t.viewer, 'GET', `/events/${started!.id}`)).body).toEqual(started);
  });

  it('writes activation.started for each plan of a link created with plan_ids', async () => {
    const plan = await planOn(h, t, coverage);
    const created = await call(h, t.admin, 'POST', '/links', { name: 'With plan', sim_id: (sims[next++] as SimItem).id, plan_ids: [plan.id] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const [activation] = (await listActivations(h, t, created.body.id)).items;
    const [started] = await eventsOf(activation.id);
    expect(started).toMatchObject({ type: 'activation.started', source: 'api' });
    expect(started!.data).toEqual({ ...activation, link_id: created.body.id });
  });

  it('writes nothing when a plan does not start', async () => {
    const sim = sims[next++] as SimItem;
    const linkId = await createLink(h, t, sim);
    const planId = (await planOn(h, t, coverage)).id;
    const before = (await call(h, t.viewer, 'GET', '/events?type=activation.*&limit=100')).body.items;
    await fault(h, 'add_plan');
    expectError(await call(h, t.admin, 'POST', `/links/${linkId}/activations`, { plan_id: planId }), 502, 'upstream_unavailable');
    await clearFaults(h);
    const suspended = await createLink(h, t, sims[next++] as SimItem, 'suspended');
    expectError(await call(h, t.admin, 'POST', `/links/${suspended}/activations`, { plan_id: planId }), 422, 'validation_error');
    expect((await call(h, t.viewer, 'GET', '/events?type=activation.*&limit=100')).body.items).toEqual(before);
  });

  it('writes activation.removed on DELETE, once, with the activation as removed', async () => {
    const { linkId, activation } = await running();
    const shown = await listed(linkId, activation.id);
    const res = await call(h, t.admin, 'DELETE', `/links/${linkId}/activations/${activation.id}`);
    expect(res.status).toBe(204);
    expectError(await call(h, t.admin, 'DELETE', `/links/${linkId}/activations/${activation.id}`), 410, 'entity_deleted');
    const [removed, started] = await eventsOf(activation.id);
    expect(started!.type).toBe('activation.started');
    expect(removed).toMatchObject({ type: 'activation.removed', source: 'api', previous: { status: 'active' } });
    const row = await activationRow(h, t.id, activation.id);
    expect(removed!.data).toEqual({ ...shown, status: 'removed', updated_at: row.updatedAt.toISOString(), link_id: linkId });
  });

  it('writes activation.removed for each activation of a deleted link', async () => {
    const { linkId, planId, activation } = await running();
    const second = (await activate(h, t, linkId, planId)).body;
    expect((await call(h, t.admin, 'DELETE', `/links/${linkId}/sim`)).status).toBe(200);
    expect((await call(h, t.admin, 'DELETE', `/links/${linkId}`)).status).toBe(204);
    for (const a of [activation, second]) {
      const [removed] = await eventsOf(a.id);
      expect(removed).toMatchObject({ type: 'activation.removed', source: 'api', previous: { status: 'active' }, data: { id: a.id, status: 'removed', link_id: linkId } });
    }
  });
});

describe('activation events of the usage snapshot', () => {
  it('writes activation.exhausted and the renewal’s activation.started as the platform', async () => {
    const { sim, linkId, activation } = await running({ included_data_mb: 10, reactivation_trigger: 'exhaustion', max_reactivations: 1 });
    await useData(h, sim.iccid, 10);
    await snapshot();
    const [exhausted] = await eventsOf(activation.id);
    expect(exhausted).toMatchObject({ type: 'activation.exhausted', ...system, previous: { status: 'active' } });
    expect(exhausted!.data).toEqual({ ...(await listed(linkId, activation.id)), link_id: linkId });
    const renewal = (await listActivations(h, t, linkId)).items.find((a: Json) => a.source === 'resubscription');
    const [started] = await eventsOf(renewal.id);
    expect(started).toMatchObject({ type: 'activation.started', ...system, previous: null });
    expect(started!.data).toEqual({ ...renewal, link_id: linkId });
    // A later snapshot finds nothing new to report of the exhausted activation.
    await snapshot();
    expect(await eventsOf(activation.id)).toHaveLength(2);
  });

  it('writes activation.expired when the validity ends', async () => {
    const { linkId, activation } = await running({ validity_days: 1 });
    await snapshot();
    await advanceClock(h, 86_400 + 60);
    await snapshot();
    const [expired] = await eventsOf(activation.id);
    expect(expired).toMatchObject({ type: 'activation.expired', ...system, previous: { status: 'active' } });
    expect(expired!.data).toEqual({ ...(await listed(linkId, activation.id)), link_id: linkId });
  });

  it('writes activation.removed when the provider no longer runs the add-on', async () => {
    const { linkId, activation } = await running();
    const a = await activationRow(h, t.id, activation.id);
    const link = await linkRow(h, t.id, linkId);
    await h.container.upstream.get('alpha').removePlan(link.upstreamEndpointId as string, a.upstreamAddonId as string);
    await snapshot();
    const [removed] = await eventsOf(activation.id);
    expect(removed).toMatchObject({ type: 'activation.removed', ...system, previous: { status: 'active' }, data: { id: activation.id, status: 'removed', link_id: linkId } });
  });

  it('writes usage.threshold_reached once per data threshold of the plan', async () => {
    const notifications = [
      { type: 'activation', message: 'Your plan is active' },
      { type: 'data_consumption_absolute', message: '50 MB used', threshold: 50 },
      { type: 'data_consumption_relative', message: '80% used', threshold: 80 },
    ];
    const { sim, linkId, planId, activation } = await running({ notifications });
    const plan = (await call(h, t.viewer, 'GET', `/plans/${planId}`)).body;
    await snapshot();
    expect((await eventsOf(activation.id)).map((e) => e.type)).toEqual(['activation.started']);
    await useData(h, sim.iccid, 60);
    await Promise.all([snapshot(), snapshot()]);
    await snapshot();
    const [reached, ...rest] = await eventsOf(activation.id);
    expect(rest.map((e) => e.type)).toEqual(['activation.started']);
    expect(reached).toMatchObject({ type: 'usage.threshold_reached', ...system, resource: { type: 'activation', id: activation.id }, previous: null });
    expect(reached!.data).toEqual({
      activation: { ...(await listed(linkId, activation.id)), link_id: linkId },
      notification: plan.notifications.find((n: Json) => n.type === 'data_consumption_absolute'),
    });
    await useData(h, sim.iccid, 25);
    await snapshot();
    const types = (await eventsOf(activation.id)).map((e) => [e.type, e.data.notification?.type ?? null]);
    expect(types).toEqual([
      ['usage.threshold_reached', 'data_consumption_relative'],
      ['usage.threshold_reached', 'data_consumption_absolute'],
      ['activation.started', null],
    ]);
  });
});
