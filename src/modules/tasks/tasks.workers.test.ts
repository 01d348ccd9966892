// Bulk tasks at scale and across workers: a 5,000-item task, two containers (two
// "processes", each with its own worker and upstream limiter) sharing one task, a worker
// stopped in the middle of a task, and a job that crashes beyond its retries.

import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from '../../../test/harness.ts';
import { jobs } from '../../jobs/jobs.tables.ts';
import { simNetEndpoints } from '../../providers/upstream/simulator/simulator.tables.ts';
import { call, expectError } from '../links/links.testkit.ts';
import { links } from '../links/links.tables.ts';
import { taskItems, tasks } from './tasks.tables.ts';
import { allItems, seedActiveLinks, waitForTask } from './tasks.testkit.ts';

const env = { JOB_POLL_MS: '50', JOB_RETRY_BASE_MS: '5' };
let h: Harness;
let t: Tenant;

beforeAll(async () => {
  h = await createHarness(env);
  t = await h.tenant();
});
afterAll(async () => h.close());

type Port = ReturnType<Harness['container']['upstream']['get']>;

/**
 * Counts, per link id, the suspends a container's bulk items send to the provider, and
 * lets a test replace the call. The registry answers a copy of each port whose
 * suspendEndpoint counts, then runs `replace` (or the provider's own call). Undone by
 * `restore`.
 */
function countSuspends(harness: Harness, replace?: (real: Port['suspendEndpoint'], endpointId: string) => ReturnType<Port['suspendEndpoint']>) {
  const byEndpoint = new Map<string, number>();
  const registry = harness.container.upstream;
  const realGet = registry.get;
  registry.get = (provider) => {
    const port = realGet.call(registry, provider);
    const real: Port['suspendEndpoint'] = (id) => port.suspendEndpoint(id);
    const suspendEndpoint: Port['suspendEndpoint'] = (id) => {
      byEndpoint.set(id, (byEndpoint.get(id) ?? 0) + 1);
      return replace ? replace(real, id) : real(id);
    };
    return { ...port, suspendEndpoint };
  };
  restorers.push(() => {
    registry.get = realGet;
  });
  return {
    /** Suspends sent per link id. */
    async perLink(linkIds: readonly string[]): Promise<Map<string, number>> {
      const rows = await h.container.db.select({ id: links.id, endpoint: links.upstreamEndpointId }).from(links).where(inArray(links.id, [...linkIds]));
      return new Map(rows.map((r) => [r.id, byEndpoint.get(r.endpoint ?? '') ?? 0]));
    },
    get total(): number {
      return [...byEndpoint.values()].reduce((a, b) => a + b, 0);
    },
  };
}
type Counter = ReturnType<typeof countSuspends>;
const restorers: Array<() => void> = [];
const restore = () => {
  for (const undo of restorers.splice(0).reverse()) undo();
};

const queueSuspend = async (linkIds: string[]) => {
  const res = await call(h, t.admin, 'POST', '/links/bulk-suspend', { link_ids: linkIds });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return res.body.id as string;
};

/** The task's jobs that ran more than once, with their last error, as text for an assertion's message. */
async function retriedRanges(taskId: string): Promise<string> {
  const rows = await h.container.db
    .select({ attempts: jobs.attempts, status: jobs.status, lastError: jobs.lastError, payload: jobs.payload })
    .from(jobs)
    .where(sql`${jobs.payload}->>'taskId' = ${taskId} AND ${jobs.attempts} > 1`);
  return `retried ranges of the task: ${JSON.stringify(rows)}`;
}

async function expectAllSuspendedOnce(linkIds: string[], taskId: string, ...counters: Counter[]) {
  const items = await allItems(h.app, t.viewer, taskId);
  expect(items.map((i) => i.reference_id)).toEqual(linkIds);
  expect(items.filter((i) => i.status !== 'success')).toEqual([]);
  const counts = await Promise.all(counters.map((c) => c.perLink(linkIds)));
  for (const id of linkIds) expect(counts.reduce((n, c) => n + (c.get(id) ?? 0), 0), id).toBe(1);
  const rows = await h.container.db
    .select({ status: simNetEndpoints.status })
    .from(links)
    .innerJoin(simNetEndpoints, eq(simNetEndpoints.id, links.upstreamEndpointId))
    .where(inArray(links.id, linkIds));
  expect(rows.filter((r) => r.status !== 'suspended')).toEqual([]);
}

describe('a 5,000-item task', () => {
  it('completes every item, and 5,001 ids are refused', { timeout: 180_000 }, async () => {
    // 1,500 real links among 3,500 unknown ids: every item runs the single operation,
    // and the test stays short on the embedded database.
    const real = await seedActiveLinks(h.container.db, t.id, 1500);
    const ids = Array.from({ length: 5000 }, (_, i) => (i % 10 < 3 ? (real[Math.floor(i / 10) * 3 + (i % 10)] as string) : randomUUID()));
    const calls = countSuspends(h);
    const workers = h.container.startWorkers();
    try {
      const taskId = await queueSuspend(ids);
      const task = await waitForTask(h.app, t.viewer, taskId, 170_000, 200);
      expect(task).toMatchObject({ status: 'completed', total_items: 5000, completed_items: 1500, failed_items: 3500, pending_items: 0 });
      const items = await allItems(h.app, t.viewer, taskId);
      expect(items.map((i) => i.reference_id)).toEqual(ids);
      const known = new Set(real);
      for (const item of items) {
        if (known.has(item.reference_id)) expect(item).toMatchObject({ status: 'success', result: { status: 'suspended' } });
        else expect(item).toMatchObject({ status: 'failed', error: 'entity_not_found: link not found' });
      }
      // Each real link reached the provider once; the unknown ids never did. A range run
      // again (its job retried) asks the provider again for items it had already run, as
      // designed for a crash; the message then names the retried jobs and why they failed.
      const sent = await calls.perLink(real);
      const once = [...sent.values()].every((n) => n === 1) && sent.size === 1500 && calls.total === 1500;
      expect(once, once ? undefined : await retriedRanges(taskId)).toBe(true);
      const rows = await h.container.db
        .select({ status: simNetEndpoints.status })
        .from(links)
        .innerJoin(simNetEndpoints, eq(simNetEndpoints.id, links.upstreamEndpointId))
        .where(inArray(links.id, real));
      expect(rows.filter((r) => r.status !== 'suspended')).toEqual([]);
    } finally {
      restore();
      await workers.stop();
    }
    const more = [...ids, randomUUID()];
    expectError(await call(h, t.admin, 'POST', '/links/bulk-resume', { link_ids: more }), 422, 'request_validation_error');
  });
});

describe('two workers on one task', () => {
  it('share the ranges, and no item is processed twice', { timeout: 120_000 }, async () => {
    // Two jobs at a time each: of the task's four ranges, each worker takes two.
    const second = await createHarness({ ...env, JOB_CONCURRENCY: '2' }, { database: h.db });
    const first = await createHarness({ ...env, JOB_CONCURRENCY: '2' }, { database: h.db });
    const linkIds = await seedActiveLinks(h.container.db, t.id, 1000);
    const counters = [countSuspends(first), countSuspends(second)];
    const taskId = await queueSuspend(linkIds);
    const handles = [first.container.startWorkers(), second.container.startWorkers()];
    try {
      expect((await waitForTask(h.app, t.viewer, taskId, 110_000)).status).toBe('completed');
    } finally {
      await Promise.all(handles.map((w) => w.stop()));
      await Promise.all([first.app.close(), second.app.close()]);
    }
    await expectAllSuspendedOnce(linkIds, taskId, ...counters);
    const [task] = await h.container.db.select().from(tasks).where(eq(tasks.id, taskId));
    const ran = await h.container.db.select({ result: jobs.result }).from(jobs).where(inArray(jobs.id, task?.jobIds ?? []));
    const workers = new Set(ran.map((j) => (j.result as { worker: string }).worker));
    expect(workers).toEqual(new Set(handles.map((w) => w.workerId)));
    expect(counters.every((c) => c.total > 0)).toBe(true);
  });
});

describe('a worker stopped in the middle of a task', () => {
  it('gives its jobs back, and the next worker finishes without repeating an item', { timeout: 120_000 }, async () => {
    await h.container.simulator.setLatency(20);
    const linkIds = await seedActiveLinks(h.container.db, t.id, 400);
    const calls = countSuspends(h);
    const taskId = await queueSuspend(linkIds);
    const first = h.container.startWorkers();
    for (let i = 0; ; i++) {
      const [row] = await h.container.db.select().from(tasks).where(eq(tasks.id, taskId));
      if ((row?.completedItems ?? 0) >= 50) break;
      if (i > 2000) throw new Error('the task did not progress');
      await new Promise((r) => setTimeout(r, 10));
    }
    await first.stop();
    const [stopped] = await h.container.db.select().from(tasks).where(eq(tasks.id, taskId));
    expect(stopped?.completedItems).toBeLessThan(400);
    const held = await h.container.db.select().from(jobs).where(inArray(jobs.id, stopped?.jobIds ?? []));
    expect(held.filter((j) => j.status === 'running')).toEqual([]);
    // Released, not failed: the attempt the shutdown interrupted is not counted.
    expect(held.filter((j) => j.status === 'queued').every((j) => j.attempts === 0)).toBe(true);
    const open = await h.container.db.select().from(taskItems).where(eq(taskItems.taskId, taskId));
    expect(open.filter((i) => i.status === 'running')).toEqual([]);

    await h.container.simulator.setLatency(null);
    const next = h.container.startWorkers();
    try {
      expect((await waitForTask(h.app, t.viewer, taskId, 110_000)).status).toBe('completed');
    } finally {
      await next.stop();
      restore();
    }
    await expectAllSuspendedOnce(linkIds, taskId, calls);
  });
});

describe('a job that crashes beyond its retries', () => {
  it('fails the task; the items it recorded keep their outcome', { timeout: 60_000 }, async () => {
    const linkIds = await seedActiveLinks(h.container.db, t.id, 3);
    let n = 0;
    // The first item works; then the process "loses its database" for every item.
    countSuspends(h, async (real, id) => {
      if (n++ === 0) return real(id);
      throw new Error('connection terminated unexpectedly');
    });
    const workers = h.container.startWorkers();
    try {
      const taskId = await queueSuspend(linkIds);
      const task = await waitForTask(h.app, t.viewer, taskId, 55_000);
      expect(task).toMatchObject({ status: 'failed', completed_items: 1, failed_items: 0, pending_items: 2 });
      const [row] = await h.container.db.select().from(tasks).where(eq(tasks.id, taskId));
      // The last attempt marks the task failed before it throws; the worker records the
      // job's failure after that, so the job may still read as running for a moment.
      const jobOf = async () => (await h.container.db.select().from(jobs).where(inArray(jobs.id, row?.jobIds ?? [])))[0];
      let job = await jobOf();
      for (let i = 0; job?.status === 'running' && i < 200; i++) {
        await new Promise((r) => setTimeout(r, 10));
        job = await jobOf();
      }
      expect(job).toMatchObject({ status: 'failed', attempts: 8 });
      // The item whose action crashed stays running (it may or may not have happened);
      // an item the last run marked but never started went back to pending.
      const items = await allItems(h.app, t.viewer, taskId);
      expect(items.filter((i) => i.status === 'success')).toHaveLength(1);
      expect(items.filter((i) => i.status === 'running').length).toBeGreaterThanOrEqual(1);
      expect(items.every((i) => ['success', 'running', 'pending'].includes(i.status))).toBe(true);
    } finally {
      restore();
      await workers.stop();
    }
  });
});

describe('a link that changes while its bulk suspend is at the provider', () => {
  it('fails its item as the single operation does, and the provider change is undone', { timeout: 60_000 }, async () => {
    const [changed, removed, plain] = (await seedActiveLinks(h.container.db, t.id, 3)) as [string, string, string];
    // While the provider suspends, another process moves one link on and deletes another.
    countSuspends(h, async (real, endpointId) => {
      const done = await real(endpointId);
      const [link] = await h.container.db.select().from(links).where(eq(links.upstreamEndpointId, endpointId));
      if (link?.id === changed) await h.container.db.update(links).set({ status: 'hold' }).where(eq(links.id, changed));
      if (link?.id === removed) await h.container.db.update(links).set({ status: 'removed', removedAt: new Date() }).where(eq(links.id, removed));
      return done;
    });
    const workers = h.container.startWorkers();
    try {
      const taskId = await queueSuspend([changed, removed, plain]);
      expect(await waitForTask(h.app, t.viewer, taskId, 55_000)).toMatchObject({ status: 'completed', completed_items: 1, failed_items: 2 });
      const items = await allItems(h.app, t.viewer, taskId);
      expect(items.map((i) => [i.status, i.error])).toEqual([
        ['failed', 'validation_error: the link changed while it was being suspended; read it and try again'],
        ['failed', expect.stringMatching(/^entity_deleted: /)],
        ['success', null],
      ]);
    } finally {
      restore();
      await workers.stop();
    }
    const endpoints = await h.container.db
      .select({ link: links.id, status: simNetEndpoints.status })
      .from(links)
      .innerJoin(simNetEndpoints, eq(simNetEndpoints.id, links.upstreamEndpointId))
      .where(inArray(links.id, [changed, removed, plain]));
    const byLink = new Map(endpoints.map((e) => [e.link, e.status]));
    expect([byLink.get(changed), byLink.get(removed), byLink.get(plain)]).toEqual(['active', 'active', 'suspended']);
  });
});
