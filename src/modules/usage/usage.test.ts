import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from '../../../test/harness.ts';
import {
  activate,
  activationRow,
  advanceClock,
  coverageOf,
  createLink,
  deliverSims,
  detachSim,
  getLink,
  linkRow,
  listActivations,
  planOn,
  type SimItem,
  smsDeliveredTo,
  smsOfLink,
  suspendLink,
  useData,
} from '../activations/activations.testkit.ts';
import { injectFault } from '../plans/plans.testkit.ts';

const dayMs = 86_400_000;

let h: Harness;
let t: Tenant;
let sims: SimItem[];
let coverage: string;

beforeAll(async () => {
  // Retries are due at once, so a failed job runs again within the next snapshotNow().
  h = await createHarness({ JOB_RETRY_BASE_MS: '1', JOB_POLL_MS: '20' });
  t = await h.tenant();
  sims = await deliverSims(h, t.id, 30);
  coverage = await coverageOf(h, t, ['magenta']);
});
afterAll(async () => h.close());

let next = 0;
/** A fresh active link with a plan of these settings activated on it. */
async function running(plan: Record<string, unknown> = {}) {
  const sim = sims[next++] as SimItem;
  const linkId = await createLink(h, t, sim);
  const planId = (await planOn(h, t, coverage, { included_data_mb: 100, validity_days: 10, ...plan })).id;
  const { status, body } = await activate(h, t, linkId, planId);
  expect(status).toBe(201);
  return { sim, linkId, planId, activationId: body.id as string };
}

const snapshot = () => h.container.usage.snapshotNow();
const view = async (linkId: string, id: string) => {
  const list = await listActivations(h, t, linkId);
  return list.items.find((a: { id: string }) => a.id === id);
};

describe('the usage snapshot', () => {
  it('fills in activation and link usage from the provider', async () => {
    const { sim, linkId, activationId } = await running();
    await snapshot();
    const started = await view(linkId, activationId);
    expect(started.usage).toEqual({ allocated_mib: '100.00', remaining_mib: '100.00', used_mib: '0.00' });
    expect(started.activated_at).not.toBeNull();
    expect(new Date(started.expires_at).getTime() - new Date(started.activated_at).getTime()).toBe(10 * dayMs);
    const linkBefore = await getLink(h, t, linkId);
    await useData(h, sim.iccid, 30.5);
    const totals = await snapshot();
    expect(totals.links).toBeGreaterThan(0);
    const used = await view(linkId, activationId);
    expect(used.usage).toEqual({ allocated_mib: '100.00', remaining_mib: '69.50', used_mib: '30.50' });
    // A reading is not an update: neither the activation's nor the link's updated_at moves.
    expect(used.updated_at).toBe(started.updated_at);
    expect((await getLink(h, t, linkId)).updated_at).toBe(linkBefore.updated_at);
    expect((await getLink(h, t, linkId)).usage).toEqual({ total_used_mib: '30.50', activation_count: 1 });
  });

  it("reads every organisation's links and writes each only into its own", async () => {
    const other = await h.tenant();
    const [otherSim] = await deliverSims(h, other.id, 1);
    const otherLink = await createLink(h, other, otherSim as SimItem);
    const otherPlan = (await planOn(h, other, await coverageOf(h, other, ['magenta']))).id;
    const otherActivation = (await activate(h, other, otherLink, otherPlan)).body.id;
    const mine = await running();
    await useData(h, (otherSim as SimItem).iccid, 7);
    await useData(h, mine.sim.iccid, 3);
    await snapshot();
    expect((await activationRow(h, other.id, otherActivation)).usedMib).toBe('7.000000');
    expect((await activationRow(h, t.id, mine.activationId)).usedMib).toBe('3.000000');
    expect((await getLink(h, other, otherLink)).usage.total_used_mib).toBe('7.00');
  });

  it('marks an activation exhausted when its allowance is used up', async () => {
    const { sim, linkId, activationId } = await running();
    await useData(h, sim.iccid, 60);
    await useData(h, sim.iccid, 55);
    await snapshot();
    const a = await view(linkId, activationId);
    expect(a.status).toBe('exhausted');
    expect(a.usage).toEqual({ allocated_mib: '100.00', remaining_mib: '0.00', used_mib: '100.00' });
    expect((await getLink(h, t, linkId)).usage).toEqual({ total_used_mib: '115.00', activation_count: 0 });
  });

  it('marks an activation expired once the network clock passes expires_at', async () => {
    const { linkId, activationId } = await running({ validity_days: 1 });
    await snapshot();
    expect((await view(linkId, activationId)).status).toBe('active');
    await advanceClock(h, 86_400 + 60);
    await snapshot();
    expect((await view(linkId, activationId)).status).toBe('expired');
  });

  it('starts an on_first_data_usage activation at its first data session', async () => {
    const { sim, linkId, activationId } = await running({ activation_type: 'on_first_data_usage', validity_days: 7 });
    await snapshot();
    expect(await view(linkId, activationId)).toMatchObject({ status: 'active', activated_at: null, expires_at: null });
    await useData(h, sim.iccid, 1);
    await snapshot();
    const a = await view(linkId, activationId);
    expect(a.activated_at).not.toBeNull();
    expect(new Date(a.expires_at).getTime() - new Date(a.activated_at).getTime()).toBe(7 * dayMs);
    expect(a.usage.used_mib).toBe('1.00');
  });

  it('stores the throttle the provider applies when a data cap is reached', async () => {
    const { sim, linkId } = await running({ data_cap: { threshold_mb: 20, period: 'daily', period_multiplier: 1, action: 'throttle_1mbps' } });
    await useData(h, sim.iccid, 10);
    await snapshot();
    expect((await getLink(h, t, linkId)).throttle).toBeNull();
    await useData(h, sim.iccid, 15);
    await snapshot();
    expect((await getLink(h, t, linkId)).throttle).toBe('throttle_1mbps');
  });

  it('leaves everything as it was when the provider fails, and catches up on the next run', async () => {
    const { sim, linkId, activationId } = await running();
    await snapshot();
    await useData(h, sim.iccid, 40);
    await injectFault(h, 'get_usage', 503, 1000);
    await snapshot();
    expect((await view(linkId, activationId)).usage.used_mib).toBe('0.00');
    await h.app.inject({ method: 'DELETE', url: '/admin/simulator/faults', headers: h.admin });
    await snapshot();
    expect((await view(linkId, activationId)).usage.used_mib).toBe('40.00');
  });

  it('marks an activation removed when the provider no longer runs its add-on', async () => {
    const { linkId, activationId } = await running();
    const a = await activationRow(h, t.id, activationId);
    const link = await linkRow(h, t.id, linkId);
    await h.container.upstream.get('alpha').removePlan(link.upstreamEndpointId as string, a.upstreamAddonId as string);
    await snapshot();
    expect((await activationRow(h, t.id, activationId)).status).toBe('removed');
    expect((await linkRow(h, t.id, linkId)).activationCount).toBe(0);
  });

  it('skips deleted links and reads suspended ones', async () => {
    const removed = await running();
    const suspended = await running({ validity_days: 1 });
    await detachSim(h, t, removed.linkId);
    expect((await h.app.inject({ method: 'DELETE', url: `/links/${removed.linkId}`, headers: t.admin })).statusCode).toBe(204);
    await suspendLink(h, t, suspended.linkId);
    await advanceClock(h, 2 * 86_400);
    await snapshot();
    expect(await activationRow(h, t.id, removed.activationId)).toMatchObject({ status: 'removed', activatedAt: null });
    expect((await activationRow(h, t.id, suspended.activationId)).status).toBe('expired');
  });
});

describe('resubscription', () => {
  it('renews on exhaustion up to max_reactivations, counting along the chain', async () => {
    const { sim, linkId, activationId } = await running({ included_data_mb: 10, reactivation_trigger: 'exhaustion', max_reactivations: 2 });
    const chain = [activationId];
    for (let i = 0; i < 3; i++) {
      await useData(h, sim.iccid, 10);
      const totals = await snapshot();
      expect(totals.renewals).toBe(i < 2 ? 1 : 0);
      const items = (await listActivations(h, t, linkId, 'sort_by=created_at&sort_order=asc')).items;
      expect(items.length).toBe(Math.min(i + 2, 3));
      const newest = items[items.length - 1];
      if (i < 2) {
        expect(newest).toMatchObject({ source: 'resubscription', status: 'active' });
        chain.push(newest.id);
      } else {
        expect(newest.status).toBe('exhausted');
      }
    }
    const rows = await Promise.all(chain.map((id) => activationRow(h, t.id, id)));
    expect(rows.map((r) => r.reactivationCount)).toEqual([0, 1, 2]);
    expect(rows.map((r) => r.previousActivationId)).toEqual([null, chain[0], chain[1]]);
    expect(rows.map((r) => r.status)).toEqual(['exhausted', 'exhausted', 'exhausted']);
  });

  it('renews on expiry without limit (-1), and not on the event the trigger does not name', async () => {
    const expiring = await running({ validity_days: 1, reactivation_trigger: 'expiry', max_reactivations: -1 });
    const exhausting = await running({ included_data_mb: 5, reactivation_trigger: 'expiry' });
    await useData(h, exhausting.sim.iccid, 5);
    for (let i = 0; i < 3; i++) {
      await advanceClock(h, 86_400 + 60);
      await snapshot();
    }
    const renewed = (await listActivations(h, t, expiring.linkId)).items;
    expect(renewed.filter((a: { source: string }) => a.source === 'resubscription').length).toBe(3);
    expect(renewed.filter((a: { status: string }) => a.status === 'active').length).toBe(1);
    expect((await listActivations(h, t, exhausting.linkId)).items.map((a: { status: string }) => a.status)).toEqual(['exhausted']);
  });

  it('renews once even when two snapshots run at the same time', async () => {
    const { sim, linkId } = await running({ included_data_mb: 10, reactivation_trigger: 'expiry_or_exhaustion', max_reactivations: -1 });
    await useData(h, sim.iccid, 10);
    await Promise.all([snapshot(), snapshot()]);
    await snapshot();
    expect((await listActivations(h, t, linkId)).total).toBe(2);
  });
});

describe('plan notifications', () => {
  const notifications = [
    { type: 'activation', message: 'Your plan is active' },
    { type: 'data_consumption_absolute', message: '50 MB used', threshold: 50 },
    { type: 'data_consumption_relative', message: '80% used', threshold: 80 },
    { type: 'expiration', message: 'Your plan has expired' },
  ];

  it('sends each notification once, when its condition is met, and records it on the link', async () => {
    const { sim, linkId } = await running({ notifications, validity_days: 3 });
    await snapshot();
    await snapshot();
    expect(await smsDeliveredTo(h, sim.iccid)).toEqual(['Your plan is active']);
    await useData(h, sim.iccid, 60);
    await Promise.all([snapshot(), snapshot()]);
    expect(await smsDeliveredTo(h, sim.iccid)).toEqual(['Your plan is active', '50 MB used']);
    await useData(h, sim.iccid, 25);
    await snapshot();
    await advanceClock(h, 4 * 86_400);
    await snapshot();
    await snapshot();
    const sent = ['Your plan is active', '50 MB used', '80% used', 'Your plan has expired'];
    expect(await smsDeliveredTo(h, sim.iccid)).toEqual(sent);
    const history = await smsOfLink(h, t, linkId);
    expect(history.map((s) => [s.message, s.status])).toEqual(sent.map((m) => [m, 'sent']));
  });

  it('records a failed attempt when the provider refuses, and retries an outage', async () => {
    const { sim, linkId } = await running({ notifications: [notifications[0]] });
    await injectFault(h, 'send_sms', 503);
    await snapshot();
    await snapshot();
    expect((await smsOfLink(h, t, linkId)).map((s) => s.status)).toEqual(['failed', 'sent']);
    expect(await smsDeliveredTo(h, sim.iccid)).toEqual(['Your plan is active']);
  });

  it('does not send to a link that is no longer active, and says why', async () => {
    const { sim, linkId } = await running({ notifications: [notifications[0]] });
    await detachSim(h, t, linkId);
    await snapshot();
    const history = await smsOfLink(h, t, linkId);
    expect(history.map((s) => [s.status, s.failure_reason])).toEqual([['failed', 'the link is hold']]);
    expect(await smsDeliveredTo(h, sim.iccid)).toEqual([]);
  });
});

describe('POST /admin/usage/snapshot', () => {
  it('queues a snapshot that the workers run', async () => {
    const { sim, linkId, activationId } = await running();
    await useData(h, sim.iccid, 12);
    const res = await h.app.inject({ method: 'POST', url: '/admin/usage/snapshot', headers: h.admin });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ status: 'queued' });
    const workers = h.container.startWorkers();
    try {
      for (let i = 0; i < 200 && (await activationRow(h, t.id, activationId)).usedMib !== '12.000000'; i++) await new Promise((r) => setTimeout(r, 50));
    } finally {
      await workers.stop();
    }
    expect((await view(linkId, activationId)).usage.used_mib).toBe('12.00');
  });

  it('needs the admin token', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/admin/usage/snapshot', headers: t.admin });
    expect(res.statusCode).toBe(401);
  });
});
