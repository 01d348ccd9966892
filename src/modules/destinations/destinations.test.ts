// Event destinations through HTTP: the destinations themselves, and link changes
// delivered to a real HTTP receiver by the webhooks module's delivery job (signed, retried
// with back-off, turned off by a 410 with its event, sent again on request), also when
// no worker ran at the time of the change.

import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from '../../../test/harness.ts';
import { coverageOf, planOn } from '../activations/activations.testkit.ts';
import { call, expectError, newLink } from '../links/links.testkit.ts';
import { type Json, seedActiveLinks, waitForTask } from '../tasks/tasks.testkit.ts';
import { claimDeliveries, drainDeliveries, type Receiver, runJob, startReceiver } from '../webhooks/webhooks.testkit.ts';

let h: Harness;
let t: Tenant;
let other: Tenant;
let plan: { id: string };
const receivers: Receiver[] = [];

beforeAll(async () => {
  h = await createHarness({ WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true', JOB_POLL_MS: '50' });
  [t, other] = await Promise.all([h.tenant(), h.tenant()]);
  plan = await planOn(h, t, await coverageOf(h, t, ['magenta']));
});

/** An active link (its plan started), which can be suspended. */
const activeLink = () => newLink(h, t, { plan_ids: [plan.id] });
afterAll(async () => {
  for (const r of receivers) await r.close();
  await h.close();
});

async function receiver(respond?: Receiver['respond']): Promise<Receiver> {
  const r = await startReceiver(respond);
  receivers.push(r);
  return r;
}

async function destination(who: Tenant, body: Record<string, unknown>): Promise<Json> {
  const res = await call(h, who.admin, 'POST', '/event-destinations', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const deliveriesOf = async (who: Tenant, id: string, qs = '') => {
  const res = await call(h, who.viewer, 'GET', `/event-destinations/${id}/deliveries${qs}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { items: Json[]; total: number };
};

const eventOf = async (who: Tenant, id: string) => (await call(h, who.viewer, 'GET', `/events/${id}`)).body;

describe('/event-destinations', () => {
  it('creates with the secret answered once, lists, reads, updates partially and deletes', async () => {
    const created = await destination(t, { url: 'https://hooks.example.com/events', event_types: ['link.*'], description: 'ops' });
    expect(created).toMatchObject({ url: 'https://hooks.example.com/events', event_types: ['link.*'], description: 'ops', enabled: true, disabled_reason: null });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const { secret, ...shown } = created;

    const read = await call(h, t.viewer, 'GET', `/event-destinations/${created.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(shown);
    const list = await call(h, t.viewer, 'GET', '/event-destinations');
    expect(list.body).toMatchObject({ total: 1, page: 1, page_size: 20, pages: 1 });
    expect(list.body.items).toEqual([shown]);
    expect(JSON.stringify(list.body) + JSON.stringify(read.body)).not.toContain(secret);

    const patched = await call(h, t.admin, 'PATCH', `/event-destinations/${created.id}`, { event_types: ['link.status_changed', 'webhook.*'] });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ url: 'https://hooks.example.com/events', event_types: ['link.status_changed', 'webhook.*'], description: 'ops' });
    const off = await call(h, t.admin, 'PATCH', `/event-destinations/${created.id}`, { enabled: false, description: null });
    expect(off.body).toMatchObject({ enabled: false, disabled_reason: 'turned_off', description: null });
    const on = await call(h, t.admin, 'PATCH', `/event-destinations/${created.id}`, { enabled: true });
    expect(on.body).toMatchObject({ enabled: true, disabled_reason: null });

    expect((await call(h, t.admin, 'DELETE', `/event-destinations/${created.id}`)).status).toBe(204);
    expectError(await call(h, t.viewer, 'GET', `/event-destinations/${created.id}`), 404, 'entity_not_found');
    expectError(await call(h, t.admin, 'DELETE', `/event-destinations/${created.id}`), 404, 'entity_not_found');
  });

  it('refuses bad bodies and unknown event types with 422, and viewers may not write', async () => {
    const bad: unknown[] = [
      {},
      { url: 'https://hooks.example.com/x' },
      { url: 'https://hooks.example.com/x', event_types: [] },
      { url: 'https://hooks.example.com/x', event_types: ['link.nothing'] },
      { url: 'https://hooks.example.com/x', event_types: ['parcel.*'] },
      { url: 'https://hooks.example.com/x', event_types: ['*'] },
      { url: 'https://hooks.example.com/x', event_types: ['link.created', 'link.created'] },
      { url: 'ftp://hooks.example.com/x', event_types: ['link.created'] },
      { url: 'not a url', event_types: ['link.created'] },
      { url: 'https://hooks.example.com/x', event_types: ['link.created'], secret: 'mine' },
    ];
    for (const body of bad) expectError(await call(h, t.admin, 'POST', '/event-destinations', body), 422, 'request_validation_error');
    const d = await destination(t, { url: 'https://hooks.example.com/x', event_types: ['link.created'] });
    expectError(await call(h, t.admin, 'PATCH', `/event-destinations/${d.id}`, {}), 422, 'request_validation_error');
    expectError(await call(h, t.admin, 'PATCH', `/event-destinations/${d.id}`, { event_types: ['device.*'] }), 422, 'request_validation_error');
    expect((await call(h, t.viewer, 'POST', '/event-destinations', { url: 'https://hooks.example.com/x', event_types: ['link.created'] })).status).toBe(403);
    expect((await call(h, t.viewer, 'PATCH', `/event-destinations/${d.id}`, { enabled: false })).status).toBe(403);
    expect((await call(h, t.viewer, 'DELETE', `/event-destinations/${d.id}`)).status).toBe(403);
    expect((await call(h, t.viewer, 'GET', `/event-destinations/${d.id}`)).body).toMatchObject({ event_types: ['link.created'], enabled: true });
    await call(h, t.admin, 'DELETE', `/event-destinations/${d.id}`);
  });

  it("shows another organisation's destination and its deliveries to no one", async () => {
    const d = await destination(t, { url: 'https://hooks.example.com/mine', event_types: ['link.created'] });
    for (const [method, path, body] of [
      ['GET', `/event-destinations/${d.id}`],
      ['PATCH', `/event-destinations/${d.id}`, { enabled: false }],
      ['DELETE', `/event-destinations/${d.id}`],
      ['GET', `/event-destinations/${d.id}/deliveries`],
      ['POST', `/event-destinations/${d.id}/deliveries/${d.id}/retry`],
    ] as const) {
      expectError(await call(h, other.admin, method, path, body), 404, 'entity_not_found');
    }
    expect((await call(h, other.viewer, 'GET', '/event-destinations')).body).toMatchObject({ items: [], total: 0 });
    expect((await call(h, t.viewer, 'GET', `/event-destinations/${d.id}`)).body.enabled).toBe(true);
    await call(h, t.admin, 'DELETE', `/event-destinations/${d.id}`);
  });

  it('refuses private targets at create and update, as the webhooks module does, and stores nothing', async () => {
    // The same data, served without WEBHOOKS_ALLOW_PRIVATE_TARGETS.
    const strict = await createHarness({}, { database: h.db });
    try {
      const d = await destination(t, { url: 'https://93.184.216.34/hook', event_types: ['link.created'] });
      for (const url of ['http://127.0.0.1:8080/hook', 'http://localhost/hook', 'http://10.0.0.1/', 'http://169.254.169.254/latest/meta-data/', 'http://[::1]/']) {
        const webhook = await strict.app.inject({ method: 'PUT', url: '/numbers/sms/webhook', headers: t.admin, payload: { url } });
        const post = await strict.app.inject({ method: 'POST', url: '/event-destinations', headers: t.admin, payload: { url, event_types: ['link.created'] } });
        expect(post.statusCode, url).toBe(422);
        expect(post.json().code).toBe('request_validation_error');
        // The webhooks module's words, in the connectivity API's body.
        expect(post.json().message, url).toBe(webhook.json().error.message);
        const patch = await strict.app.inject({ method: 'PATCH', url: `/event-destinations/${d.id}`, headers: t.admin, payload: { url } });
        expect(patch.statusCode, url).toBe(422);
        expect(patch.json().message, url).toMatch(/may not reach; set WEBHOOKS_ALLOW_PRIVATE_TARGETS=true/);
      }
      const list = (await call(h, t.viewer, 'GET', '/event-destinations')).body;
      expect(list.items.map((x: Json) => x.url)).toEqual(['https://93.184.216.34/hook']);
      await call(h, t.admin, 'DELETE', `/event-destinations/${d.id}`);
    } finally {
      await strict.app.close();
    }
  });
});

describe('delivering events', () => {
  it('delivers the subscribed types, signed, with the event as GET /events/{id} shows it', async () => {
    const r1 = await receiver();
    const r2 = await receiver();
    const changes = await destination(t, { url: r1.url, event_types: ['link.status_changed'] });
    const everything = await destination(t, { url: r2.url, event_types: ['link.*'] });
    const link = await activeLink();
    expect((await call(h, t.admin, 'POST', `/links/${link.id}/suspend`)).status).toBe(200);
    // Another organisation's changes go to its own destinations only.
    await newLink(h, other);
    await drainDeliveries(h);

    const types = (r: Receiver) => r.requests.map((x) => JSON.parse(x.body).type);
    expect(types(r1)).toEqual(['link.status_changed']);
    expect(types(r2).sort()).toEqual(['link.created', 'link.status_changed']);
    for (const [r, d] of [[r1, changes], [r2, everything]] as const) {
      for (const req of r.requests) {
        const body = JSON.parse(req.body);
        expect(new Webhook(d.secret).verify(req.body, req.headers as Record<string, string>)).toEqual(body);
        expect(req.headers['event-id']).toBe(body.id);
        expect(body).toEqual(await eventOf(t, body.id));
        expect(body.resource).toEqual({ type: 'link', id: link.id });
      }
      const log = await deliveriesOf(t, d.id);
      expect(log.total).toBe(r.requests.length);
      for (const item of log.items) {
        expect(item).toMatchObject({ status: 'succeeded', url: r.url, next_attempt_at: null, attempts: [{ status_code: 200, error: null }] });
        expect(r.requests.filter((x) => x.headers['webhook-id'] === item.id).map((x) => x.headers['event-id'])).toEqual([item.event_id]);
      }
    }
    for (const d of [changes, everything]) await call(h, t.admin, 'DELETE', `/event-destinations/${d.id}`);
  });

  it('retries with back-off after a failure, then succeeds with the same webhook-id', async () => {
    const r = await receiver((n) => (n === 0 ? 500 : 200));
    const d = await destination(t, { url: r.url, event_types: ['link.created'] });
    await drainDeliveries(h);
    await newLink(h, t);
    const first = await claimDeliveries(h);
    expect(first).toHaveLength(1);
    await runJob(h, first[0]!);
    const [pending] = (await deliveriesOf(t, d.id)).items;
    expect(pending).toMatchObject({ status: 'pending', attempts: [{ status_code: 500, error: 'receiver answered 500' }] });
    // The next attempt waits its turn on the schedule (5 s, +-10%): nothing is due now.
    expect(Date.parse(pending!.next_attempt_at) - Date.parse(pending!.attempts[0].at)).toBeGreaterThanOrEqual(4000);
    expect(await claimDeliveries(h)).toEqual([]);
    await drainDeliveries(h);
    const [done] = (await deliveriesOf(t, d.id)).items;
    expect(done).toMatchObject({ id: pending!.id, status: 'succeeded', attempts: [{ status_code: 500 }, { status_code: 200 }] });
    expect(r.requests.map((x) => x.headers['webhook-id'])).toEqual([pending!.id, pending!.id]);
    await call(h, t.admin, 'DELETE', `/event-destinations/${d.id}`);
  });

  it('turns a destination off on 410 and writes webhook.destination_disabled; the retry endpoint sends it again', async () => {
    const gone = await receiver((n) => (n === 0 ? 410 : 200));
    const watcher = await receiver();
    const d = await destination(t, { url: gone.url, event_types: ['link.created'] });
    const w = await destination(t, { url: watcher.url, event_types: ['webhook.destination_disabled'] });
    const link = await newLink(h, t);
    await drainDeliveries(h);

    const off = (await call(h, t.viewer, 'GET', `/event-destinations/${d.id}`)).body;
    expect(off).toMatchObject({ enabled: false, disabled_reason: 'gone' });
    const [failed] = (await deliveriesOf(t, d.id)).items;
    expect(failed).toMatchObject({ status: 'failed', attempts: [{ status_code: 410 }] });
    const [disabled, ...more] = (await call(h, t.viewer, 'GET', `/events?type=webhook.*&resource_id=${d.id}`)).body.items;
    expect(more).toEqual([]);
    expect(disabled).toMatchObject({ type: 'webhook.destination_disabled', source: 'system', actor: { type: 'system', id: null }, resource: { type: 'event_destination', id: d.id }, previous: { enabled: true } });
    expect(disabled.data).toEqual(off);
    // The feed delivers it like any event.
    expect(watcher.requests.map((x) => JSON.parse(x.body))).toEqual([disabled]);

    // Off: a new change records no delivery for it.
    await newLink(h, t);
    expect((await deliveriesOf(t, d.id)).total).toBe(1);

    // Back on, the failed delivery is sent again on request, with its webhook-id.
    expectError(await call(h, t.admin, 'POST', `/event-destinations/${d.id}/deliveries/${w.id}/retry`), 404, 'entity_not_found');
    const [watched] = (await deliveriesOf(t, w.id)).items;
    expectError(await call(h, t.admin, 'POST', `/event-destinations/${d.id}/deliveries/${watched!.id}/retry`), 404, 'entity_not_found');
    expect((await call(h, t.viewer, 'POST', `/event-destinations/${d.id}/deliveries/${failed!.id}/retry`)).status).toBe(403);
    await call(h, t.admin, 'PATCH', `/event-destinations/${d.id}`, { enabled: true });
    const retried = await call(h, t.admin, 'POST', `/event-destinations/${d.id}/deliveries/${failed!.id}/retry`);
    expect(retried.status).toBe(202);
    expect(retried.body).toMatchObject({ id: failed!.id, status: 'pending' });
    await drainDeliveries(h);
    const [again] = (await deliveriesOf(t, d.id)).items;
    expect(again).toMatchObject({ id: failed!.id, status: 'succeeded', attempts: [{ status_code: 410 }, { status_code: 200 }] });
    expect(gone.requests.map((x) => [x.headers['webhook-id'], JSON.parse(x.body).resource.id])).toEqual([
      [failed!.id, link.id],
      [failed!.id, link.id],
    ]);
    for (const x of [d, w]) await call(h, t.admin, 'DELETE', `/event-destinations/${x.id}`);
  });

  it('delivers a change made while no worker ran, once a worker starts', async () => {
    const r = await receiver();
    const d = await destination(t, { url: r.url, event_types: ['link.status_changed'] });
    const link = await activeLink();
    expect((await call(h, t.admin, 'POST', `/links/${link.id}/suspend`)).status).toBe(200);
    expect(r.requests).toEqual([]);
    // A worker process that starts afterwards finds the delivery recorded with the change.
    const workers = h.container.startWorkers();
    try {
      for (let i = 0; i < 400 && r.requests.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 25));
    } finally {
      await workers.stop();
    }
    expect(r.requests.map((x) => JSON.parse(x.body))).toEqual([await eventOf(t, JSON.parse(r.requests[0]!.body).id)]);
    expect(JSON.parse(r.requests[0]!.body)).toMatchObject({ type: 'link.status_changed', resource: { id: link.id }, data: { status: 'suspended' } });
    await call(h, t.admin, 'DELETE', `/event-destinations/${d.id}`);
  });

  it('delivers every event of a bulk change to every destination, none twice', async () => {
    const rs = [await receiver(), await receiver()];
    const ds = [];
    for (const r of rs) ds.push(await destination(t, { url: r.url, event_types: ['link.status_changed'] }));
    const ids = await seedActiveLinks(h.container.db, t.id, 200);
    const workers = h.container.startWorkers();
    try {
      const queued = await call(h, t.admin, 'POST', '/links/bulk-suspend', { link_ids: ids });
      expect(queued.status, JSON.stringify(queued.body)).toBe(202);
      expect(await waitForTask(h.app, t.viewer, queued.body.id)).toMatchObject({ status: 'completed', completed_items: 200 });
      const succeeded = async (d: Json) => (await deliveriesOf(t, d.id, '?page_size=1&status=succeeded')).total;
      for (let i = 0; i < 1000 && (await succeeded(ds[0]!)) + (await succeeded(ds[1]!)) < 400; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await workers.stop();
    }
    for (const [n, r] of rs.entries()) {
      const resources = r.requests.map((x) => JSON.parse(x.body).resource.id);
      expect(new Set(resources)).toEqual(new Set(ids));
      expect(resources).toHaveLength(200);
      const log = await deliveriesOf(t, ds[n]!.id, '?page_size=1&status=succeeded');
      expect(log.total).toBe(200);
      expect((await deliveriesOf(t, ds[n]!.id)).total).toBe(200);
    }
    for (const d of ds) await call(h, t.admin, 'DELETE', `/event-destinations/${d.id}`);
  }, 120_000);
});
