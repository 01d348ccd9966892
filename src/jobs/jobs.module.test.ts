import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test/harness.ts';
import { defineJob } from './define.ts';
import { defineSchedule } from './schedules.ts';

let h: Harness;

beforeAll(async () => {
  h = await createHarness({ JOB_POLL_MS: '10', JOB_SCHEDULER_TICK_MS: '10' });
});
afterAll(async () => {
  await h.close();
});

describe('the worker role in the container', () => {
  it('runs registered jobs enqueued through the container and reports queue metrics', async () => {
    const tenant = await h.tenant();
    const handled: string[] = [];
    const greet = defineJob({
      name: 'test.greet',
      schema: Type.Object({ who: Type.String({ maxLength: 50 }) }),
      async handle(payload, ctx) {
        // Handlers re-check the organisation they were enqueued for.
        handled.push(`${ctx.job.organizationId}:${payload.who}`);
        return { greeted: payload.who };
      },
    });
    h.container.registerJob(greet);
    expect(() => h.container.registerJob(greet)).toThrow('registered twice');
    h.container.registerSchedule(defineSchedule({ name: 'test.greet.hourly', job: greet, payload: { who: 'everyone' }, everyMs: 3_600_000 }));

    const workers = h.container.startWorkers();
    try {
      expect(() => h.container.registerJob(defineJob({ name: 'test.late', handle: async () => null }))).toThrow('after the workers started');
      const job = await h.container.jobs.enqueue(greet.job({ who: 'ada' }, { organizationId: tenant.id }));
      const deadline = Date.now() + 15_000;
      let row = await h.container.jobs.get(tenant.id, job!.id);
      while (row?.status !== 'succeeded' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 10));
        row = await h.container.jobs.get(tenant.id, job!.id);
      }
      expect(row).toMatchObject({ status: 'succeeded', result: { greeted: 'ada' } });
      expect(handled).toEqual([`${tenant.id}:ada`]);

      await h.container.jobs.enqueue(greet.job({ who: 'later' }, { organizationId: tenant.id, delayMs: 600_000 }));
      // The scheduler enqueues the next hourly run on its first tick: wait for it rather than race it.
      const queuedGreets = async () => (await h.container.jobs.depth()).find((r) => r.name === 'test.greet' && r.status === 'queued')?.count ?? 0;
      while ((await queuedGreets()) < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      const res = await h.app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('jobs_total{name="test.greet",outcome="succeeded"} 1');
      expect(res.body).toContain('job_queue_depth{name="test.greet",status="queued"} 2');
      // The next hourly run and the queue's own pruning are scheduled.
      expect(res.body).toContain('job_queue_depth{name="jobs.prune",status="queued"} 1');
    } finally {
      await workers.stop();
    }
  });
});

describe('lanes', () => {
  let lanes: Harness;
  beforeAll(async () => {
    lanes = await createHarness({ JOB_POLL_MS: '10', JOB_CONCURRENCY: '1' });
  });
  afterAll(async () => {
    await lanes.close();
  });

  it('runs a lane job while every slot of the main worker is held', async () => {
    const tenant = await lanes.tenant();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let blocking = false;
    const block = defineJob({
      name: 'test.block',
      async handle() {
        blocking = true;
        await held;
        return null;
      },
    });
    const deliver = defineJob({ name: 'test.deliver', lane: { name: 'test-lane', concurrency: 2 }, handle: async () => ({ delivered: true }) });
    expect(() => defineJob({ name: 'test.bad', lane: { name: 'Bad Lane', concurrency: 0 }, handle: async () => null })).toThrow('lane');
    lanes.container.registerJob(block);
    lanes.container.registerJob(deliver);
    const workers = lanes.container.startWorkers();
    try {
      const blocker = await lanes.container.jobs.enqueue(block.job({}, { organizationId: tenant.id }));
      const deadline = Date.now() + 15_000;
      while (!blocking && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      expect(blocking).toBe(true);

      const job = await lanes.container.jobs.enqueue(deliver.job({}, { organizationId: tenant.id }));
      let row = await lanes.container.jobs.get(tenant.id, job!.id);
      while (row?.status !== 'succeeded' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 10));
        row = await lanes.container.jobs.get(tenant.id, job!.id);
      }
      expect(row).toMatchObject({ status: 'succeeded', result: { delivered: true } });
      expect((await lanes.container.jobs.get(tenant.id, blocker!.id))?.status).toBe('running');
    } finally {
      release();
      await workers.stop();
    }
  });
});
