// The event feed through HTTP: each link event where its change happens, with the link
// as the API shows it and who made the change; nothing for a change that failed; paging,
// filters, tenancy and retention.

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from '../../../test/harness.ts';
import { query } from '../../db/client.ts';
import { coverageOf, planOn } from '../activations/activations.testkit.ts';
import { call, clearFaults, deliverSims, expectError, fault, newLink, type SimItem } from '../links/links.testkit.ts';
import { type Json, waitForTask } from '../tasks/tasks.testkit.ts';
import { createEventsPrune } from './events.jobs.ts';
import { createEventsRepo } from './events.repo.ts';

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

/** The client id behind a bearer token (its `sub`). */
const clientOf = (headers: Record<string, string>): string =>
  JSON.parse(Buffer.from((headers.authorization as string).split('.')[1] as string, 'base64url').toString()).sub;

const eventsOf = async (path: string, who = t.viewer) => {
  const res = await call(h, who, 'GET', path);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { items: Json[]; has_more: boolean };
};
const linkEvents = async (linkId: string) => (await eventsOf(`/links/${linkId}/events?limit=100`)).items;
const withoutNetwork = ({ network_status: _n, ...rest }: Record<string, unknown>) => rest;

describe('link events', () => {
  it('writes link.created with the link as POST /links answered it, and who asked', async () => {
    const [sim] = await deliverSims(h, t.id);
    const res = await h.app.inject({ method: 'POST', url: '/links', headers: { ...t.admin, 'x-request-id': 'create-req-1' }, payload: { name: 'Tracker', sim_id: (sim as SimItem).id } });
    expect(res.statusCode).toBe(201);
    const link = res.json();
    const [created, ...rest] = await linkEvents(link.id);
    expect(rest).toEqual([]);
    expect(created).toMatchObject({
      type: 'link.created',
      source: 'api',
      actor: { type: 'client', id: clientOf(t.admin) },
      resource: { type: 'link', id: link.id },
      previous: null,
      request_id: 'create-req-1',
    });
    expect(created!.data).toEqual(link);
    expect(created!.sequence).toBeGreaterThan(0);
    expect((await call(h, t.viewer, 'GET', `/events/${created!.id}`)).body).toEqual(created);
  });

  it('writes link.status_changed on suspend, resume, detach and attach, and link.terminated on delete', async () => {
    const link = await newLink(h, t, { plan_ids: [plan.id] });
    const suspended = (await call(h, t.admin, 'POST', `/links/${link.id}/suspend`)).body;
    const resumed = (await call(h, t.admin, 'POST', `/links/${link.id}/resume`)).body;
    const held = (await call(h, t.admin, 'DELETE', `/links/${link.id}/sim`)).body;
    const attached = (await call(h, t.admin, 'POST', `/links/${link.id}/sim`, { sim_id: link.sim.id })).body;
    expect((await call(h, t.admin, 'DELETE', `/links/${link.id}/sim`)).status).toBe(200);
    expect((await call(h, t.admin, 'DELETE', `/links/${link.id}`)).status).toBe(204);

    const events = await linkEvents(link.id);
    expect(events.map((e) => [e.type, e.previous?.status ?? null, e.data.status])).toEqual([
      ['link.terminated', 'hold', 'removed'],
      ['link.status_changed', 'active', 'hold'],
      ['link.status_changed', 'hold', 'active'],
      ['link.status_changed', 'active', 'hold'],
      ['link.status_changed', 'suspended', 'active'],
      ['link.status_changed', 'active', 'suspended'],
      ['link.created', null, 'active'],
    ]);
    // `data` is the link as the change's answer showed it (the live network status aside).
    expect(withoutNetwork(events[5]!.data)).toEqual(withoutNetwork(suspended));
    expect(withoutNetwork(events[4]!.data)).toEqual(withoutNetwork(resumed));
    expect(withoutNetwork(events[3]!.data)).toEqual(withoutNetwork(held));
    expect(withoutNetwork(events[2]!.data)).toEqual(withoutNetwork(attached));
    // Sequences increase with every event of the organisation.
    const sequences = events.map((e) => e.sequence);
    expect([...sequences].sort((a, b) => b - a)).toEqual(sequences);
    expect(new Set(sequences).size).toBe(sequences.length);
    // The removed link's events stay readable; the link itself answers 410.
    expectError(await call(h, t.viewer, 'GET', `/links/${link.id}`), 410, 'entity_deleted');
  });

  it('writes nothing for a change that failed', async () => {
    const link = await newLink(h, t, { plan_ids: [plan.id] });
    const before = await linkEvents(link.id);
    await fault(h, 'suspend_endpoint');
    expectError(await call(h, t.admin, 'POST', `/links/${link.id}/suspend`), 502, 'upstream_unavailable');
    await clearFaults(h);
    expectError(await call(h, t.admin, 'POST', `/links/${link.id}/resume`), 422, 'validation_error');
    expectError(await call(h, t.admin, 'DELETE', `/links/${link.id}`), 422, 'validation_error');
    // A second link on the same SIM is refused: no link, no event.
    expectError(await call(h, t.admin, 'POST', '/links', { name: 'Twin', sim_id: link.sim.id }), 422, 'validation_error');
    expect(await linkEvents(link.id)).toEqual(before);
    const all = await eventsOf('/events?type=link.created&limit=100');
    expect(all.items.filter((e) => e.data.sim?.id === link.sim.id)).toHaveLength(1);
  });

  it("records a console user's change as theirs: source console, actor user with the user's id", async () => {
    const email = `events-${randomUUID()}@example.com`;
    const password = 'correct horse battery';
    const created = await h.app.inject({ method: 'POST', url: `/admin/organizations/${t.id}/users`, headers: h.admin, payload: { email, role: 'admin', password } });
    expect(created.statusCode, created.body).toBe(201);
    const userId = created.json().id as string;
    const signedIn = await h.app.inject({ method: 'POST', url: '/console/api/session', payload: { email, password } });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const cookie = String(signedIn.headers['set-cookie']).split(';')[0] as string;
    const minted = await h.app.inject({ method: 'POST', url: '/console/api/token', headers: { cookie, 'x-csrf-token': signedIn.json().csrf_token } });
    expect(minted.statusCode, minted.body).toBe(200);
    const asUser = { authorization: `Bearer ${minted.json().access_token}` };

    const link = await newLink(h, t, { plan_ids: [plan.id] });
    const suspended = await h.app.inject({ method: 'POST', url: `/links/${link.id}/suspend`, headers: { ...asUser, 'x-request-id': 'console-suspend-1' } });
    expect(suspended.statusCode, suspended.body).toBe(200);
    const feed = await call(h, asUser, 'GET', `/events?resource_id=${link.id}&limit=100`);
    expect(feed.status, JSON.stringify(feed.body)).toBe(200);
    const [changed, first] = feed.body.items as Json[];
    expect(changed).toMatchObject({ type: 'link.status_changed', source: 'console', actor: { type: 'user', id: userId }, request_id: 'console-suspend-1' });
    expect(userId).toMatch(/^usr_/);
    // The link was created with the tenant's client token: that event stays the client's.
    expect(first).toMatchObject({ type: 'link.created', source: 'api', actor: { type: 'client', id: clientOf(t.admin) } });
  });

  it('writes one link.status_changed per link a bulk task moved, as the platform', async () => {
    const links = await Promise.all([0, 1, 2].map(() => newLink(h, t, { plan_ids: [plan.id] })));
    const pre = await newLink(h, t);
    const queued = await call(h, t.admin, 'POST', '/links/bulk-suspend', { link_ids: [...links.map((l) => l.id), pre.id] });
    expect(queued.status, JSON.stringify(queued.body)).toBe(202);
    expect(await waitForTask(h.app, t.viewer, queued.body.id)).toMatchObject({ status: 'completed', completed_items: 3, failed_items: 1 });
    for (const l of links) {
      const [changed] = await linkEvents(l.id);
      expect(changed).toMatchObject({ type: 'link.status_changed', source: 'system', actor: { type: 'system', id: null }, request_id: null, previous: { status: 'active' } });
      expect(changed!.data).toMatchObject({ id: l.id, status: 'suspended' });
    }
    expect((await linkEvents(pre.id)).map((e) => e.type)).toEqual(['link.created']);
  });
});

describe('reading the feed', () => {
  it("shows another organisation's events to no one", async () => {
    const mine = await newLink(h, t);
    const theirs = await newLink(h, other);
    const [myEvent] = await linkEvents(mine.id);
    expectError(await call(h, other.viewer, 'GET', `/events/${myEvent!.id}`), 404, 'entity_not_found');
    expectError(await call(h, other.viewer, 'GET', `/links/${mine.id}/events`), 404, 'entity_not_found');
    expectError(await call(h, other.viewer, 'GET', `/sims/${mine.sim.id}/events`), 404, 'entity_not_found');
    expect((await eventsOf(`/events?resource_id=${mine.id}`, other.viewer)).items).toEqual([]);
    const theirsAll = await eventsOf('/events?limit=100', other.viewer);
    // Theirs only: their link, and their two clients the operator created.
    expect(theirsAll.items.map((e) => e.resource.id).sort()).toEqual([theirs.id, clientOf(other.admin), clientOf(other.viewer)].sort());
    // A cursor of another organisation names no event here.
    expectError(await call(h, other.viewer, 'GET', `/events?starting_after=${myEvent!.id}`), 422, 'request_validation_error');
    expectError(await call(h, t.viewer, 'GET', `/events/${randomUUID()}`), 404, 'entity_not_found');
  });

  it('pages newest first with starting_after and limit, and filters', async () => {
    const fresh = await h.tenant();
    const startedAt = new Date().toISOString();
    const [sim1, sim2] = await deliverSims(h, fresh.id, 2);
    const a = (await call(h, fresh.admin, 'POST', '/links', { name: 'A', sim_id: (sim1 as SimItem).id })).body;
    const b = (await call(h, fresh.admin, 'POST', '/links', { name: 'B', sim_id: (sim2 as SimItem).id })).body;
    expect((await call(h, fresh.admin, 'DELETE', `/links/${a.id}/sim`)).status).toBe(200);
    expect((await call(h, fresh.admin, 'DELETE', `/links/${a.id}`)).status).toBe(204);
    expect((await call(h, fresh.admin, 'DELETE', `/links/${b.id}/sim`)).status).toBe(200);

    const all = (await eventsOf('/events', fresh.viewer)).items;
    // The oldest two are the tenant's clients, created by the operator before the links.
    expect(all.map((e) => [e.type, e.resource.id])).toEqual([
      ['link.status_changed', b.id],
      ['link.terminated', a.id],
      ['link.status_changed', a.id],
      ['link.created', b.id],
      ['link.created', a.id],
      ['client.created', expect.any(String)],
      ['client.created', expect.any(String)],
    ]);
    const links = all.slice(0, 5);
    const pages: string[][] = [];
    let after: string | undefined;
    for (;;) {
      const page = await eventsOf(`/events?limit=2${after ? `&starting_after=${after}` : ''}`, fresh.viewer);
      pages.push(page.items.map((e) => e.id));
      if (!page.has_more) break;
      after = page.items.at(-1)!.id;
    }
    expect(pages.map((p) => p.length)).toEqual([2, 2, 2, 1]);
    expect(pages.flat()).toEqual(all.map((e) => e.id));

    const ids = async (q: string) => (await eventsOf(`/events?${q}`, fresh.viewer)).items.map((e) => e.id);
    expect(await ids('type=link.created')).toEqual([all[3]!.id, all[4]!.id]);
    expect(await ids('type=link.*')).toEqual(links.map((e) => e.id));
    expect(await ids('type=sim.*')).toEqual([]);
    expect(await ids(`resource_id=${a.id}`)).toEqual([all[1]!.id, all[2]!.id, all[4]!.id]);
    expect(await ids(`resource_id=${a.id}&type=link.status_changed`)).toEqual([all[2]!.id]);
    expect(await ids('source=api')).toEqual(all.map((e) => e.id));
    expect(await ids('source=system')).toEqual([]);
    expect(await ids(`created_after=${encodeURIComponent(startedAt)}`)).toEqual(links.map((e) => e.id));
    expect(await ids(`created_before=${encodeURIComponent(startedAt)}`)).toEqual([all[5]!.id, all[6]!.id]);
    expect(await ids(`created_after=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`)).toEqual([]);
    expect((await eventsOf(`/links/${a.id}/events?limit=1&starting_after=${all[2]!.id}`, fresh.viewer)).items.map((e) => e.id)).toEqual([all[4]!.id]);

    for (const bad of ['limit=0', 'limit=101', 'type=LINK', 'type=link.*.x', 'source=portal', 'created_after=yesterday', 'starting_after=nope', `starting_after=${randomUUID()}`]) {
      expectError(await call(h, fresh.viewer, 'GET', `/events?${bad}`), 422, 'request_validation_error');
    }
    expectError(await call(h, fresh.viewer, 'GET', `/links/${randomUUID()}/events`), 404, 'entity_not_found');
    expectError(await call(h, fresh.viewer, 'GET', '/events/not-a-uuid'), 422, 'request_validation_error');
  });

  it('answers a type prefix with the events of every type it names, newest first, with the other filters and the cursor', async () => {
    const fresh = await h.tenant();
    const startedAt = new Date().toISOString();
    const sims = await deliverSims(h, fresh.id, 3);
    const links: Json[] = [];
    for (const [i, sim] of sims.entries()) links.push((await call(h, fresh.admin, 'POST', '/links', { name: `P${i}`, sim_id: sim.id })).body);
    const [a, , c] = links as [Json, Json, Json];
    expect((await call(h, fresh.admin, 'DELETE', `/links/${a.id}/sim`)).status).toBe(200);
    expect((await call(h, fresh.admin, 'DELETE', `/links/${c.id}/sim`)).status).toBe(200);
    expect((await call(h, fresh.admin, 'DELETE', `/links/${a.id}`)).status).toBe(204);
    await call(h, fresh.admin, 'POST', '/links', { name: 'P3', sim_id: (await deliverSims(h, fresh.id, 1))[0]!.id });

    const all = (await eventsOf('/events?limit=100', fresh.viewer)).items;
    const ids = async (q: string) => (await eventsOf(`/events?limit=100&${q}`, fresh.viewer)).items.map((e) => e.id);
    const of = (keep: (e: Json) => boolean) => all.filter(keep).map((e) => e.id);
    const isLink = (e: Json) => (e.type as string).startsWith('link.');
    expect(new Set(all.filter(isLink).map((e) => e.type))).toEqual(new Set(['link.created', 'link.status_changed', 'link.terminated']));

    // Two at a time, the pages of link.* hold the link events of the whole feed, in its order.
    const paged: string[] = [];
    for (let after: string | undefined; ; ) {
      const page = await eventsOf(`/events?type=link.*&limit=2${after ? `&starting_after=${after}` : ''}`, fresh.viewer);
      paged.push(...page.items.map((e) => e.id));
      if (!page.has_more) break;
      after = page.items.at(-1)!.id;
    }
    expect(paged).toEqual(of(isLink));
    expect(await ids('type=link.*&source=api')).toEqual(of(isLink));
    expect(await ids('type=link.*&source=system')).toEqual([]);
    expect(await ids(`type=link.*&created_after=${encodeURIComponent(startedAt)}`)).toEqual(of(isLink));
    expect(await ids(`type=link.*&created_before=${encodeURIComponent(startedAt)}`)).toEqual([]);
    expect(await ids(`type=link.*&resource_id=${a.id}`)).toEqual(of((e) => isLink(e) && e.resource.id === a.id));
    expect(await ids(`type=link.*&starting_after=${of(isLink)[2]}`)).toEqual(of(isLink).slice(3));
    expect(await ids('type=client.*')).toEqual(of((e) => e.type === 'client.created'));
    // A prefix no type of the catalogue has, and one that is a type's first words but not a whole word.
    expect(await ids('type=nothing.*')).toEqual([]);
    expect(await ids('type=link.status.*')).toEqual([]);
    expect(await ids('type=lin.*')).toEqual([]);
    expect((await eventsOf(`/links/${a.id}/events?type=link.*`, fresh.viewer)).items.map((e) => e.id)).toEqual(of((e) => isLink(e) && e.resource.id === a.id));
  });
});

describe('retention', () => {
  it('prunes events older than EVENTS_RETENTION_DAYS in batches and keeps the rest', async () => {
    const fresh = await h.tenant();
    const links = await Promise.all([0, 1, 2, 3].map(() => newLink(h, fresh)));
    const all = (await eventsOf('/events?type=link.*', fresh.viewer)).items;
    expect(all).toHaveLength(4);
    const aged = [links[0]!.id, links[1]!.id, links[2]!.id];
    await query(h.container.db, sql`UPDATE events SET created_at = now() - interval '31 days' WHERE organization_id = ${fresh.id}::uuid AND resource_id IN (${sql.join(aged.map((id) => sql`${id}`), sql`, `)})`);

    // The scheduled job, run by a worker: it deletes what is past 30 days.
    await h.container.jobs.enqueue({ name: 'events.prune', payload: {} });
    for (let i = 0; i < 400 && (await eventsOf('/events?type=link.*', fresh.viewer)).items.length > 1; i++) await new Promise((r) => setTimeout(r, 25));
    expect((await eventsOf('/events?type=link.*', fresh.viewer)).items.map((e) => e.resource.id)).toEqual([links[3]!.id]);

    // A batch at a time: with batches of 2, three old events take two deletes.
    await query(h.container.db, sql`UPDATE events SET created_at = now() - interval '2 days' WHERE organization_id = ${fresh.id}::uuid`);
    const more = await Promise.all([0, 1].map(() => newLink(h, fresh)));
    await query(h.container.db, sql`UPDATE events SET created_at = now() - interval '2 days' WHERE organization_id = ${fresh.id}::uuid AND resource_id = ${more[0]!.id}`);
    const repo = createEventsRepo(h.container.db);
    let calls = 0;
    const prune = createEventsPrune({ repo: { prune: (days, limit) => (calls++, repo.prune(days, limit)) }, retentionDays: 1, batch: 1 });
    expect(prune.schedule).toMatchObject({ name: 'events.prune', everyMs: 3_600_000 });
    const ctx = { signal: new AbortController().signal } as Parameters<typeof prune.job.handle>[1];
    const { deleted } = (await prune.job.handle({}, ctx)) as { deleted: number };
    expect(deleted).toBeGreaterThanOrEqual(2);
    expect(calls).toBe(deleted + 1);
    expect((await eventsOf('/events?type=link.*', fresh.viewer)).items.map((e) => e.resource.id)).toEqual([more[1]!.id]);
  });
});
