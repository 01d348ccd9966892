// GET /tasks and GET /tasks/{task_id}/items: filters, sorts and pages; and a task whose
// queue jobs all ended with items left over reads as failed.

import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from '../../../test/harness.ts';
import { jobs } from '../../jobs/jobs.tables.ts';
import { call, expectError, newLink } from '../links/links.testkit.ts';
import { tasks } from './tasks.tables.ts';
import { type Json, waitForTask } from './tasks.testkit.ts';

let h: Harness;
let t: Tenant;
const ids: Record<string, string> = {};

const queue = async (path: string, body: Record<string, unknown>) => {
  const res = await call(h, t.admin, 'POST', path, body);
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return res.body.id as string;
};
const list = async (qs: string) => {
  const res = await call(h, t.viewer, 'GET', `/tasks?${qs}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  h = await createHarness({ JOB_POLL_MS: '50' });
  t = await h.tenant();
  // Three tasks run to the end; two more are queued while no worker runs (pending).
  const workers = h.container.startWorkers();
  const links = await Promise.all([newLink(h, t), newLink(h, t)]);
  ids.a = await queue('/links/bulk-suspend', { link_ids: [randomUUID(), randomUUID()] });
  await pause(5);
  ids.b = await queue('/links/bulk-delink-sim', { link_ids: [links[0].id, randomUUID(), links[1].id, randomUUID(), randomUUID()] });
  await pause(5);
  ids.c = await queue('/links/bulk-resume', { link_ids: [randomUUID()] });
  for (const id of [ids.a, ids.b, ids.c]) await waitForTask(h.app, t.viewer, id as string);
  await workers.stop();
  await pause(5);
  ids.d = await queue('/links/bulk-suspend', { link_ids: [randomUUID()] });
  await pause(5);
  ids.e = await queue('/links/bulk-delete', { link_ids: [randomUUID(), randomUUID(), randomUUID()] });
});
afterAll(async () => h.close());

describe('GET /tasks', () => {
  it('lists the most recently updated first, with both page counts', async () => {
    const all = await list('page_size=100');
    expect(all).toMatchObject({ total: 5, page: 1, page_size: 100, pages: 1, total_pages: 1 });
    expect(all.items.slice(0, 2).map((x: Json) => x.id)).toEqual([ids.e, ids.d]);
    expect(all.items.find((x: Json) => x.id === ids.b)).toMatchObject({
      type: 'link_delink_sim',
      status: 'completed',
      total_items: 5,
      completed_items: 2,
      failed_items: 3,
      pending_items: 0,
    });
    expect(all.items.find((x: Json) => x.id === ids.e)).toMatchObject({ status: 'pending', total_items: 3, pending_items: 3 });
  });

  it('filters by type and status, sorts by created_at and status, and pages', async () => {
    expect((await list('type=link_suspend&sort_by=created_at&sort_order=asc')).items.map((x: Json) => x.id)).toEqual([ids.a, ids.d]);
    expect((await list('status=pending&sort_by=created_at')).items.map((x: Json) => x.id)).toEqual([ids.e, ids.d]);
    expect((await list('status=completed&type=link_resume')).items.map((x: Json) => x.id)).toEqual([ids.c]);
    expect((await list('status=running')).total).toBe(0);
    const byCreated = await list('sort_by=created_at&sort_order=asc');
    expect(byCreated.items.map((x: Json) => x.id)).toEqual([ids.a, ids.b, ids.c, ids.d, ids.e]);
    const byStatus = await list('sort_by=status');
    expect(byStatus.items.map((x: Json) => x.status)).toEqual(['completed', 'completed', 'completed', 'pending', 'pending']);
    const second = await list('sort_by=created_at&sort_order=asc&page=2&page_size=2');
    expect(second).toMatchObject({ total: 5, page: 2, page_size: 2, pages: 3, total_pages: 3 });
    expect(second.items.map((x: Json) => x.id)).toEqual([ids.c, ids.d]);
    expect((await list('page=9&page_size=2')).items).toEqual([]);
    for (const qs of ['type=nope', 'status=done', 'sort_by=type', 'page_size=101', 'page=0', 'sort_order=up']) {
      expectError(await call(h, t.viewer, 'GET', `/tasks?${qs}`), 422, 'request_validation_error');
    }
  });

  it('answers a task whose jobs all ended with items left as failed', async () => {
    const [row] = await h.container.db.select().from(tasks).where(inArray(tasks.id, [ids.d as string]));
    // What the queue does to a job whose worker died on its last attempt.
    await h.container.db.update(jobs).set({ status: 'failed', finishedAt: new Date() }).where(inArray(jobs.id, row?.jobIds ?? []));
    expect((await call(h, t.viewer, 'GET', `/tasks/${ids.d}`)).body).toMatchObject({ status: 'failed', pending_items: 1 });
    expect((await list('status=failed')).items.map((x: Json) => x.id)).toEqual([ids.d]);
    // A queued job can still finish its task.
    expect((await call(h, t.viewer, 'GET', `/tasks/${ids.e}`)).body.status).toBe('pending');
  });
});

describe('GET /tasks/{task_id}/items', () => {
  it('lists items newest first (request order reversed), filters by status, sorts and pages', async () => {
    const base = `/tasks/${ids.b}/items`;
    const all = (await call(h, t.viewer, 'GET', base)).body;
    expect(all).toMatchObject({ total: 5, pages: 1, total_pages: 1, page_size: 20 });
    const asc = (await call(h, t.viewer, 'GET', `${base}?sort_order=asc`)).body.items;
    expect(all.items.map((x: Json) => x.id)).toEqual([...asc].reverse().map((x: Json) => x.id));
    expect(asc.map((x: Json) => x.status)).toEqual(['success', 'failed', 'success', 'failed', 'failed']);
    expect(asc[0]).toEqual({
      id: expect.any(String),
      reference_id: asc[0].payload.link_id,
      status: 'success',
      payload: { link_id: asc[0].payload.link_id },
      result: { link_id: asc[0].payload.link_id, status: 'hold' },
      error: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const failed = (await call(h, t.viewer, 'GET', `${base}?status=failed&page_size=2`)).body;
    expect(failed).toMatchObject({ total: 3, pages: 2 });
    expect(failed.items.every((x: Json) => x.status === 'failed' && x.error === 'entity_not_found: link not found' && x.result === null)).toBe(true);
    const byStatus = (await call(h, t.viewer, 'GET', `${base}?sort_by=status&sort_order=asc`)).body.items;
    expect(byStatus.map((x: Json) => x.status)).toEqual(['failed', 'failed', 'failed', 'success', 'success']);
    const pending = (await call(h, t.viewer, 'GET', `/tasks/${ids.e}/items?status=pending`)).body;
    expect(pending.total).toBe(3);
    expect(pending.items[0]).toMatchObject({ status: 'pending', result: null, error: null });
    expectError(await call(h, t.viewer, 'GET', `${base}?status=done`), 422, 'request_validation_error');
  });
});
