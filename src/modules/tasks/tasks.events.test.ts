// task.completed through HTTP: a bulk task's last item recorded puts the task, with its
// counts, on the feed as GET /tasks/{task_id} answers it; a refused bulk request queues
// no task and writes nothing.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from '../../../test/harness.ts';
import { call, expectError, newLink } from '../links/links.testkit.ts';
import { type Json, waitForTask } from './tasks.testkit.ts';

let h: Harness;
let t: Tenant;
let other: Tenant;
let workers: { stop(): Promise<void> };

beforeAll(async () => {
  h = await createHarness({ JOB_POLL_MS: '50' });
  workers = h.container.startWorkers();
  [t, other] = await Promise.all([h.tenant(), h.tenant()]);
});
afterAll(async () => {
  await workers.stop();
  await h.close();
});

const taskEvents = async (who: Tenant) => {
  const res = await call(h, who.viewer, 'GET', '/events?type=task.*&limit=100');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.items as Json[];
};

describe('task.completed', () => {
  it('is written by the platform with the task and its counts as GET /tasks/{id} answers it', async () => {
    const links = await Promise.all([0, 1].map(() => newLink(h, t)));
    // A link created without plans is pre_active: resuming it fails its item.
    const queued = await call(h, t.admin, 'POST', '/links/bulk-resume', { link_ids: links.map((l) => l.id) });
    expect(queued.status, JSON.stringify(queued.body)).toBe(202);
    await waitForTask(h.app, t.viewer, queued.body.id);
    const task = (await call(h, t.viewer, 'GET', `/tasks/${queued.body.id}`)).body;
    expect(task).toMatchObject({ status: 'completed', total_items: 2, failed_items: 2, completed_items: 0 });
    const events = await taskEvents(t);
    expect(events.filter((e) => e.resource.id === task.id)).toHaveLength(1);
    const [done] = events;
    expect(done).toMatchObject({ type: 'task.completed', source: 'system', actor: { type: 'system', id: null }, request_id: null, resource: { type: 'task', id: task.id }, previous: { status: 'running' } });
    expect(done!.data).toEqual(task);
    expect(await taskEvents(other)).toEqual([]);
  });

  it('counts the items that succeeded', async () => {
    const link = await newLink(h, t);
    const queued = await call(h, t.admin, 'POST', '/links/bulk-delink-sim', { link_ids: [link.id] });
    expect(queued.status, JSON.stringify(queued.body)).toBe(202);
    await waitForTask(h.app, t.viewer, queued.body.id);
    const task = (await call(h, t.viewer, 'GET', `/tasks/${queued.body.id}`)).body;
    expect(task).toMatchObject({ status: 'completed', completed_items: 1, failed_items: 0 });
    const [done] = await taskEvents(t);
    expect(done!.data).toEqual(task);
  });

  it('is not written for a bulk request that was refused', async () => {
    const before = await taskEvents(t);
    const link = await newLink(h, t);
    expectError(await call(h, t.admin, 'POST', '/links/bulk-suspend', { link_ids: [link.id, link.id] }), 422, 'request_validation_error');
    expectError(await call(h, t.viewer, 'POST', '/links/bulk-suspend', { link_ids: [link.id] }), 403, 'forbidden');
    expect(await taskEvents(t)).toEqual(before);
  });
});
