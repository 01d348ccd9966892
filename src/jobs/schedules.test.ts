import { sql } from 'drizzle-orm';
import pino from 'pino';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../test/database.ts';
import { query } from '../db/client.ts';
import { defineJob, type JobDefinition } from './define.ts';
import { createJobQueue, type JobQueue } from './queue.ts';
import { createWorker } from './runner.ts';
import { createScheduler, defineSchedule } from './schedules.ts';

let tdb: TestDatabase;
let queue: JobQueue;
const logger = pino({ level: 'silent' });

beforeAll(async () => {
  tdb = await freshDatabase();
  queue = createJobQueue({ db: tdb.database.db });
});
afterAll(async () => {
  await tdb.drop();
});

// Untyped on purpose: the last test hands the schedule a payload the schema refuses.
const noop = (name: string): JobDefinition =>
  defineJob({ name, schema: Type.Object({ scope: Type.String({ maxLength: 20 }) }), handle: async () => null });

async function runsOf(key: string) {
  return query<{ run_at: string; status: string; n: number }>(
    tdb.database.db,
    sql`SELECT run_at::text AS run_at, status, (extract(epoch FROM run_at) * 1000)::bigint AS n FROM jobs WHERE dedupe_key = ${key} ORDER BY run_at`,
  );
}

describe('schedules', () => {
  it('two schedulers ticking together enqueue one run for the next period', async () => {
    const schedule = defineSchedule({ name: 'usage-snapshot', job: noop('s.snapshot'), payload: { scope: 'all' }, everyMs: 60_000 });
    const a = createScheduler({ queue, schedules: [schedule], logger });
    const b = createScheduler({ queue, schedules: [schedule], logger });
    const added = await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
    expect(added.reduce((x, y) => x + y, 0)).toBe(1);
    const runs = await runsOf('schedule:usage-snapshot');
    expect(runs).toHaveLength(1);
    expect(runs[0]?.status).toBe('queued');
    expect(Number(runs[0]?.n) % 60_000).toBe(0);
  });

  it('with workers running, each period gets exactly one run', async () => {
    const job = noop('s.tick');
    const seen: number[] = [];
    const recording = defineJob({
      name: 's.tick',
      schema: Type.Object({ scope: Type.String({ maxLength: 20 }) }),
      async handle(_payload, ctx) {
        seen.push(ctx.job.runAt.getTime());
        return null;
      },
    });
    const schedule = defineSchedule({ name: 'tick', job, payload: { scope: 'x' }, everyMs: 100 });
    const schedulers = [0, 1].map(() => createScheduler({ queue, schedules: [schedule], logger, tickMs: 5 }));
    const workers = [0, 1].map(() => createWorker({ queue, definitions: [recording], logger, pollMs: 5, leaseMs: 5000 }));
    for (const s of schedulers) s.start();
    for (const w of workers) w.start();
    const deadline = Date.now() + 15_000;
    while (seen.length < 4 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await Promise.all(schedulers.map((s) => s.stop()));
    await Promise.all(workers.map((w) => w.stop(1000)));

    expect(seen.length).toBeGreaterThanOrEqual(4);
    expect(new Set(seen).size).toBe(seen.length);
    const runs = await runsOf('schedule:tick');
    const periods = runs.map((r) => Number(r.n));
    expect(new Set(periods).size).toBe(periods.length);
    for (const p of periods) expect(p % 100).toBe(0);
    expect(runs.filter((r) => r.status === 'queued' || r.status === 'running').length).toBeLessThanOrEqual(1);
  });

  it('refuses a payload the job schema rejects and a duplicated schedule name', () => {
    const job = noop('s.bad');
    expect(() => defineSchedule({ name: 'bad', job, payload: { scope: 1 }, everyMs: 1000 })).toThrow('invalid payload');
    const ok = defineSchedule({ name: 'twice', job, payload: { scope: 'a' }, everyMs: 1000 });
    expect(() => createScheduler({ queue, schedules: [ok, ok], logger })).toThrow('defined twice');
  });
});
