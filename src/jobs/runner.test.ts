import pino from 'pino';
import { Type } from 'typebox';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../test/database.ts';
import { UpstreamError } from '../providers/upstream/upstream.port.ts';
import { defineJob, JobError, type JobDefinition } from './define.ts';
import { createJobQueue, type Job, type JobQueue } from './queue.ts';
import { createWorker, type JobOutcome, type Worker } from './runner.ts';

let tdb: TestDatabase;
let queue: JobQueue;
const logger = pino({ level: 'silent' });
const workers: Worker[] = [];

beforeAll(async () => {
  tdb = await freshDatabase();
  queue = createJobQueue({ db: tdb.database.db, backoff: { baseMs: 5, maxMs: 20 } });
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop(0)));
});
afterAll(async () => {
  await tdb.drop();
});

async function waitFor<T>(probe: () => Promise<T | undefined | null | false>, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

function start(definitions: JobDefinition[], options: { concurrency?: number; leaseMs?: number; pollMs?: number; graceMs?: number; outcomes?: JobOutcome[] } = {}): Worker {
  const worker = createWorker({
    queue,
    definitions,
    logger,
    concurrency: options.concurrency ?? 4,
    leaseMs: options.leaseMs ?? 2000,
    pollMs: options.pollMs ?? 10,
    graceMs: options.graceMs ?? 1000,
    onOutcome: (_name, outcome) => options.outcomes?.push(outcome),
  });
  workers.push(worker);
  worker.start();
  return worker;
}

const finished = (job: Job | null) => async () => {
  const row = await queue.get(job!.organizationId, job!.id);
  return row && (row.status === 'succeeded' || row.status === 'failed') ? row : null;
};

describe('worker', () => {
  it("holds no more jobs of one name than its definition's concurrency, and gives the other slots to other jobs", async () => {
    let running = 0;
    let most = 0;
    const release: Array<() => void> = [];
    const capped = defineJob({
      name: 'r.capped',
      concurrency: 2,
      schema: Type.Object({ n: Type.Integer() }),
      async handle() {
        running++;
        most = Math.max(most, running);
        await new Promise<void>((r) => release.push(r));
        running--;
        return null;
      },
    });
    const other = defineJob({ name: 'r.other', schema: Type.Object({}), handle: async () => null });
    await tdb.database.db.transaction(async (tx) => {
      for (let n = 0; n < 6; n++) await queue.enqueue(capped.job({ n }), tx);
    });
    const otherJob = await queue.enqueue(other.job({}));
    // A minute between polls: only the worker's own wake-up when a job ends can start the next one in time.
    start([capped, other], { concurrency: 4, pollMs: 60_000 });
    // Two capped jobs run and the other job is not kept waiting behind the rest.
    await waitFor(finished(otherJob), 'the other job');
    await waitFor(async () => release.length === 2, 'two capped jobs');
    expect(most).toBe(2);
    // Each capped job that ends lets the next one in at once, never more than two at a time.
    for (let done = 0; done < 6; done++) {
      await waitFor(async () => release.length > 0, 'a running capped job');
      release.shift()?.();
    }
    await waitFor(async () => (await queue.depth()).every((r) => r.name !== 'r.capped'), 'every capped job');
    expect(most).toBe(2);
  });

  it('two workers process each of 200 jobs exactly once', async () => {
    const runs = new Map<number, number>();
    const def = defineJob({
      name: 'r.many',
      schema: Type.Object({ n: Type.Integer() }),
      async handle(payload) {
        runs.set(payload.n, (runs.get(payload.n) ?? 0) + 1);
        await new Promise((r) => setImmediate(r));
        return { n: payload.n };
      },
    });
    await tdb.database.db.transaction(async (tx) => {
      for (let n = 0; n < 200; n++) await queue.enqueue(def.job({ n }), tx);
    });
    start([def], { concurrency: 8 });
    start([def], { concurrency: 8 });
    await waitFor(async () => {
      const depth = (await queue.depth()).filter((r) => r.name === 'r.many');
      return depth.length === 0 && runs.size === 200;
    }, 'all 200 jobs');
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(runs.size).toBe(200);
  });

  it('reclaims the job of a dead worker once its lease expires', async () => {
    const seen: string[] = [];
    const def = defineJob<Record<string, never>>({
      name: 'r.orphan',
      async handle(_payload, ctx) {
        seen.push(ctx.job.lockedBy ?? '');
        return null;
      },
    });
    const job = await queue.enqueue(def.job({}));
    // The dead worker claims with a short lease and never renews or finishes.
    const [orphan] = await queue.claim('dead-worker', [{ name: 'r.orphan', maxVersion: 1 }], 1, 100);
    expect(orphan?.id).toBe(job!.id);
    const worker = start([def]);
    const row = await waitFor(finished(job), 'the reclaimed job');
    expect(row).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect(seen).toEqual([worker.id]);
  });

  it('retries a retryable failure after a back-off, then succeeds', async () => {
    const runAts: number[] = [];
    const outcomes: JobOutcome[] = [];
    const def = defineJob<Record<string, never>>({
      name: 'r.flaky',
      async handle(_payload, ctx) {
        runAts.push(ctx.job.runAt.getTime());
        if (runAts.length <= 2) throw UpstreamError.fromStatus('get_usage', 503);
        return { ok: true };
      },
    });
    const job = await queue.enqueue(def.job({}));
    start([def], { outcomes });
    const row = await waitFor(finished(job), 'the flaky job');
    expect(row).toMatchObject({ status: 'succeeded', attempts: 3, result: { ok: true } });
    expect(runAts).toHaveLength(3);
    expect(runAts[1]!).toBeGreaterThan(runAts[0]!);
    expect(runAts[2]!).toBeGreaterThan(runAts[1]!);
    expect(outcomes).toEqual(['retried', 'retried', 'succeeded']);
  });

  it('fails a non-retryable error at once', async () => {
    let calls = 0;
    const def = defineJob<Record<string, never>>({
      name: 'r.fatal',
      maxAttempts: 5,
      async handle() {
        calls++;
        throw UpstreamError.fromStatus('create_endpoint', 400);
      },
    });
    const job = await queue.enqueue(def.job({}));
    start([def]);
    const row = await waitFor(finished(job), 'the failing job');
    expect(row).toMatchObject({ status: 'failed', attempts: 1, maxAttempts: 5 });
    expect(row.lastError).toContain('UpstreamError');
    expect(calls).toBe(1);
  });

  it('ends a job that keeps failing at max attempts', async () => {
    let calls = 0;
    const def = defineJob<Record<string, never>>({
      name: 'r.always',
      maxAttempts: 3,
      backoff: () => 1,
      async handle() {
        calls++;
        throw new Error('still broken');
      },
    });
    const job = await queue.enqueue(def.job({}));
    start([def]);
    const row = await waitFor(finished(job), 'the exhausted job');
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lastError: 'Error: still broken' });
    expect(calls).toBe(3);
  });

  it('honours a JobError retry delay and rejects a payload that does not match the schema', async () => {
    const def = defineJob({
      name: 'r.schema',
      schema: Type.Object({ id: Type.String({ maxLength: 10 }) }),
      async handle() {
        throw new JobError('not yet', { retryable: true, retryInMs: 60_000 });
      },
    });
    expect(() => def.job({ id: 'far too long an id' })).toThrow('invalid payload');
    const bad = await queue.enqueue({ name: 'r.schema', payload: { id: 42 } });
    const good = await queue.enqueue(def.job({ id: 'ok' }));
    start([def]);
    const row = await waitFor(finished(bad), 'the invalid payload');
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.lastError).toContain('invalid payload');
    const later = await waitFor(async () => {
      const r = await queue.get(good!.organizationId, good!.id);
      return r?.status === 'queued' && r.attempts === 1 ? r : null;
    }, 'the delayed retry');
    expect(later.runAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
  });

  it('stop() releases held jobs, and another worker finishes them', async () => {
    let releaseStubborn: () => void = () => {};
    const stubbornGate = new Promise<void>((r) => (releaseStubborn = r));
    const started = new Set<string>();
    const slow = defineJob({
      name: 'r.slow',
      schema: Type.Object({ cooperative: Type.Boolean() }),
      async handle(payload, ctx) {
        started.add(ctx.job.id);
        if (payload.cooperative) {
          await new Promise((_, reject) => ctx.signal.addEventListener('abort', () => reject(ctx.signal.reason)));
        }
        await stubbornGate;
        return null;
      },
    });
    const fast = defineJob({ name: 'r.slow', schema: Type.Object({ cooperative: Type.Boolean() }), handle: async () => ({ by: 'b' }) });
    const cooperative = await queue.enqueue(slow.job({ cooperative: true }));
    const stubborn = await queue.enqueue(slow.job({ cooperative: false }));
    const outcomes: JobOutcome[] = [];
    const a = start([slow], { graceMs: 50, outcomes });
    await waitFor(async () => started.size === 2, 'both handlers to start');
    await a.stop();
    expect(outcomes.sort()).toEqual(['released', 'released']);
    for (const job of [cooperative, stubborn]) {
      expect(await queue.get(job!.organizationId, job!.id)).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null });
    }
    start([fast]);
    for (const job of [cooperative, stubborn]) {
      expect(await waitFor(finished(job), 'the released job')).toMatchObject({ status: 'succeeded', attempts: 1, result: { by: 'b' } });
    }
    // The stubborn handler finishing late must not touch the job another worker completed.
    releaseStubborn();
    await new Promise((r) => setTimeout(r, 20));
    expect(await queue.get(stubborn!.organizationId, stubborn!.id)).toMatchObject({ status: 'succeeded', result: { by: 'b' } });
    expect(outcomes).toEqual(['released', 'released']);
  });

  it('renews the lease while a handler runs longer than the lease', async () => {
    const def = defineJob<Record<string, never>>({
      name: 'r.long',
      async handle(_payload, ctx) {
        await new Promise((r) => setTimeout(r, 400));
        await ctx.heartbeat();
        return null;
      },
    });
    const job = await queue.enqueue(def.job({}));
    start([def], { leaseMs: 100 });
    await new Promise((r) => setTimeout(r, 200));
    // A second worker must not steal the job while its lease is being renewed.
    start([def], { leaseMs: 100 });
    const row = await waitFor(finished(job), 'the long job');
    expect(row).toMatchObject({ status: 'succeeded', attempts: 1 });
  });
});
