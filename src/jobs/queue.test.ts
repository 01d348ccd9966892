import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../test/database.ts';
import { query } from '../db/client.ts';
import { PLATFORM_ORGANIZATION_ID } from './jobs.tables.ts';
import { createJobQueue, type JobQueue, retryDelayMs } from './queue.ts';

let tdb: TestDatabase;
let queue: JobQueue;
const ORG = '11111111-1111-4111-8111-111111111111';
const OTHER_ORG = '22222222-2222-4222-8222-222222222222';

beforeAll(async () => {
  tdb = await freshDatabase();
  queue = createJobQueue({ db: tdb.database.db, backoff: { baseMs: 1, maxMs: 5 } });
});
afterAll(async () => {
  await tdb.drop();
});

const kinds = (name: string, maxVersion = 1) => [{ name, maxVersion }];

describe('enqueue', () => {
  it('is part of the caller transaction: a rollback leaves no job, a commit keeps it', async () => {
    const db = tdb.database.db;
    await expect(
      db.transaction(async (tx) => {
        await queue.enqueue({ name: 'q.tx', payload: { n: 1 }, organizationId: ORG }, tx);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await queue.claim('w', kinds('q.tx'), 10, 1000)).toEqual([]);

    const job = await db.transaction((tx) => queue.enqueue({ name: 'q.tx', payload: { n: 2 }, organizationId: ORG }, tx));
    const claimed = await queue.claim('w', kinds('q.tx'), 10, 1000);
    expect(claimed.map((j) => j.id)).toEqual([job?.id]);
    expect(claimed[0]?.payload).toEqual({ n: 2 });
  });

  it('tells the listeners of its process of a job due now, not of a delayed one (a poll after its time finds that)', async () => {
    const heard: string[] = [];
    const off = queue.onEnqueue((job) => heard.push(job.name));
    try {
      await queue.enqueue({ name: 'q.heard.now', payload: {}, organizationId: ORG });
      await queue.enqueue({ name: 'q.heard.later', payload: {}, organizationId: ORG, delayMs: 60_000 });
      await queue.enqueueMany([
        { name: 'q.heard.many', payload: {}, organizationId: ORG },
        { name: 'q.heard.many.later', payload: {}, organizationId: ORG, delayMs: 60_000 },
      ]);
    } finally {
      off();
    }
    expect(heard).toEqual(['q.heard.now', 'q.heard.many']);
  });

  it('keeps one unfinished job per organisation and dedupe key', async () => {
    const first = await queue.enqueue({ name: 'q.dedupe', payload: {}, organizationId: ORG, dedupeKey: 'k' });
    expect(first).not.toBeNull();
    expect(await queue.enqueue({ name: 'q.dedupe', payload: {}, organizationId: ORG, dedupeKey: 'k' })).toBeNull();
    // Another organisation's key is its own.
    expect(await queue.enqueue({ name: 'q.dedupe', payload: {}, organizationId: OTHER_ORG, dedupeKey: 'k' })).not.toBeNull();
    const [claimed] = await queue.claim('w', kinds('q.dedupe'), 1, 1000);
    expect(claimed).toBeDefined();
    await queue.complete(claimed!, { ok: true });
    // Finished jobs free the key.
    const again = await queue.enqueue({ name: 'q.dedupe', payload: {}, organizationId: claimed!.organizationId, dedupeKey: 'k' });
    expect(again).not.toBeNull();
  });

  it('enqueues many jobs in one statement, with the same transaction and dedupe rules', async () => {
    const db = tdb.database.db;
    const many = (n: number, extra: object = {}) => Array.from({ length: n }, (_, i) => ({ name: 'q.many', payload: { i }, organizationId: ORG, ...extra }));
    await expect(
      db.transaction(async (tx) => {
        expect(await queue.enqueueMany(many(3), tx)).toHaveLength(3);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await queue.claim('w', kinds('q.many'), 10, 1000)).toEqual([]);

    const added = await db.transaction((tx) => queue.enqueueMany([...many(3), { name: 'q.many', payload: { i: 9 }, organizationId: ORG, delayMs: 60_000 }], tx));
    expect(added.map((j) => j.payload)).toEqual([{ i: 0 }, { i: 1 }, { i: 2 }, { i: 9 }]);
    // The delayed one is not due yet.
    const claimed = await queue.claim('w', kinds('q.many'), 10, 1000);
    expect(claimed.map((j) => j.payload).sort((a, b) => (a as { i: number }).i - (b as { i: number }).i)).toEqual([{ i: 0 }, { i: 1 }, { i: 2 }]);

    // A taken key is left out, also when the same statement repeats it; the others are added.
    await queue.enqueue({ name: 'q.many', payload: {}, organizationId: ORG, dedupeKey: 'taken' });
    const deduped = await queue.enqueueMany([
      { name: 'q.many', payload: { i: 1 }, organizationId: ORG, dedupeKey: 'taken' },
      { name: 'q.many', payload: { i: 2 }, organizationId: ORG, dedupeKey: 'fresh' },
      { name: 'q.many', payload: { i: 3 }, organizationId: ORG, dedupeKey: 'fresh' },
    ]);
    expect(deduped.map((j) => j.payload)).toEqual([{ i: 2 }]);
    await expect(queue.enqueueMany([{ name: 'q.many', payload: undefined }])).rejects.toThrow('payload');
    expect(await queue.enqueueMany([])).toEqual([]);
  });

  it('defaults to the platform organisation and refuses a job without payload', async () => {
    const job = await queue.enqueue({ name: 'q.platform', payload: [] });
    expect(job?.organizationId).toBe(PLATFORM_ORGANIZATION_ID);
    await expect(queue.enqueue({ name: 'q.platform', payload: undefined })).rejects.toThrow('payload');
    await expect(queue.enqueue({ name: 'q.platform', payload: {}, maxAttempts: 0 })).rejects.toThrow('maxAttempts');
  });

  it('holds a delayed job until it is due', async () => {
    await queue.enqueue({ name: 'q.delayed', payload: {}, delayMs: 60_000 });
    expect(await queue.claim('w', kinds('q.delayed'), 10, 1000)).toEqual([]);
    const [row] = await query<{ due: boolean }>(tdb.database.db, sql`SELECT run_at > now() + interval '50 seconds' AS due FROM jobs WHERE name = 'q.delayed'`);
    expect(row?.due).toBe(true);
  });

  it('cancels a job nobody claimed yet, by kind, organisation and id; a claimed one is left to finish', async () => {
    const waiting = await queue.enqueue({ name: 'q.cancel', payload: {}, organizationId: ORG, delayMs: 60_000 });
    const claimed = await queue.enqueue({ name: 'q.cancel.run', payload: {}, organizationId: ORG });
    if (waiting === null || claimed === null) throw new Error('not enqueued');
    expect(await queue.cancelQueued({ name: 'q.other' }, ORG, waiting.id)).toBe(false);
    expect(await queue.cancelQueued({ name: 'q.cancel' }, OTHER_ORG, waiting.id)).toBe(false);
    expect(await queue.cancelQueued({ name: 'q.cancel' }, ORG, waiting.id)).toBe(true);
    expect(await queue.get(ORG, waiting.id)).toBeNull();
    expect(await queue.cancelQueued({ name: 'q.cancel' }, ORG, waiting.id)).toBe(false);
    const [running] = await queue.claim('w', kinds('q.cancel.run'), 1, 60_000);
    expect(running?.id).toBe(claimed.id);
    expect(await queue.cancelQueued({ name: 'q.cancel.run' }, ORG, claimed.id)).toBe(false);
    expect(await queue.complete(running as NonNullable<typeof running>)).toBe(true);
  });
});

describe('claim and lease', () => {
  it('claims only the names and payload versions asked for, up to the limit', async () => {
    await queue.enqueue({ name: 'q.kind', payload: {}, payloadVersion: 2 });
    await queue.enqueue({ name: 'q.kind', payload: {}, payloadVersion: 1 });
    await queue.enqueue({ name: 'q.kind.other', payload: {} });
    const old = await queue.claim('w', kinds('q.kind', 1), 10, 1000);
    expect(old.map((j) => j.payloadVersion)).toEqual([1]);
    expect(old[0]).toMatchObject({ status: 'running', attempts: 1, lockedBy: 'w' });
    const newer = await queue.claim('w', kinds('q.kind', 2), 10, 1000);
    expect(newer.map((j) => j.payloadVersion)).toEqual([2]);
    expect(await queue.claim('w', [], 10, 1000)).toEqual([]);
  });

  it('reclaims a job whose lease expired and fences the worker that lost it', async () => {
    await queue.enqueue({ name: 'q.lease', payload: {} });
    const [dead] = await queue.claim('dead', kinds('q.lease'), 1, 1);
    expect(dead).toBeDefined();
    await new Promise((r) => setTimeout(r, 20));
    const [alive] = await queue.claim('alive', kinds('q.lease'), 1, 10_000);
    expect(alive).toMatchObject({ id: dead!.id, attempts: 2, lockedBy: 'alive' });
    expect(await queue.renew(dead!, 10_000)).toBe(false);
    expect(await queue.complete(dead!)).toBe(false);
    expect(await queue.fail(dead!, new Error('late'), true)).toBe('lost');
    expect(await queue.release(dead!)).toBe(false);
    expect(await queue.renew(alive!, 10_000)).toBe(true);
    expect(await queue.complete(alive!, { done: 1 })).toBe(true);
    expect(await queue.get(alive!.organizationId, alive!.id)).toMatchObject({ status: 'succeeded', result: { done: 1 }, lockedBy: null });
  });

  it('fails a job whose lease expired on its last attempt instead of reclaiming it', async () => {
    await queue.enqueue({ name: 'q.poison', payload: {}, maxAttempts: 1 });
    const [held] = await queue.claim('dead', kinds('q.poison'), 1, 1);
    await new Promise((r) => setTimeout(r, 20));
    expect(await queue.claim('alive', kinds('q.poison'), 1, 1000)).toEqual([]);
    const reaped = await queue.reapExhausted();
    expect(reaped.map((j) => j.id)).toContain(held!.id);
    expect(await queue.get(held!.organizationId, held!.id)).toMatchObject({ status: 'failed' });
  });

  it('release gives the job back at once without counting the attempt', async () => {
    await queue.enqueue({ name: 'q.release', payload: {} });
    const [held] = await queue.claim('w', kinds('q.release'), 1, 10_000);
    expect(await queue.release(held!)).toBe(true);
    const [again] = await queue.claim('w2', kinds('q.release'), 1, 10_000);
    expect(again).toMatchObject({ id: held!.id, attempts: 1, lockedBy: 'w2' });
  });

  it('another organisation id finds nothing', async () => {
    const job = await queue.enqueue({ name: 'q.get', payload: {}, organizationId: ORG });
    expect(await queue.get(ORG, job!.id)).not.toBeNull();
    expect(await queue.get(OTHER_ORG, job!.id)).toBeNull();
  });
});

describe('failure', () => {
  it('puts a retryable failure back with a back-off and ends it at max attempts', async () => {
    await queue.enqueue({ name: 'q.retry', payload: {}, maxAttempts: 2 });
    const [first] = await queue.claim('w', kinds('q.retry'), 1, 1000);
    expect(await queue.fail(first!, new Error('flaky'), true, 60_000)).toBe('retried');
    const row = await queue.get(first!.organizationId, first!.id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: 'Error: flaky', lockedBy: null });
    expect(row!.runAt.getTime()).toBeGreaterThan(first!.runAt.getTime());
    expect(await queue.claim('w', kinds('q.retry'), 1, 1000)).toEqual([]);

    await tdb.database.db.execute(sql`UPDATE jobs SET run_at = now() WHERE id = ${first!.id}`);
    const [second] = await queue.claim('w', kinds('q.retry'), 1, 1000);
    expect(second?.attempts).toBe(2);
    expect(await queue.fail(second!, new Error('flaky again'), true)).toBe('failed');
    expect(await queue.get(second!.organizationId, second!.id)).toMatchObject({ status: 'failed', lastError: 'Error: flaky again' });
  });

  it('ends a non-retryable failure at once', async () => {
    await queue.enqueue({ name: 'q.fatal', payload: {}, maxAttempts: 5 });
    const [job] = await queue.claim('w', kinds('q.fatal'), 1, 1000);
    expect(await queue.fail(job!, 'bad input', false)).toBe('failed');
    const row = await queue.get(job!.organizationId, job!.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, lastError: 'bad input' });
    expect(row!.finishedAt).not.toBeNull();
  });

  it('grows the back-off exponentially with jitter, up to the cap', () => {
    const b = { baseMs: 1000, maxMs: 60_000 };
    expect(retryDelayMs(1, b, () => 0)).toBe(500);
    expect(retryDelayMs(1, b, () => 1)).toBe(1000);
    expect(retryDelayMs(3, b, () => 0)).toBe(2000);
    expect(retryDelayMs(50, b, () => 1)).toBe(60_000);
  });
});

describe('depth and prune', () => {
  it('counts unfinished and failed jobs by name and status, and prunes finished ones', async () => {
    await queue.enqueue({ name: 'q.depth', payload: {} });
    await queue.enqueue({ name: 'q.depth', payload: {} });
    await queue.enqueue({ name: 'q.depth', payload: {} });
    const [a, b] = await queue.claim('w', kinds('q.depth'), 2, 1000);
    await queue.fail(a!, 'x', false);
    await queue.complete(b!);
    const depth = (await queue.depth()).filter((r) => r.name === 'q.depth');
    expect(depth).toEqual([
      { name: 'q.depth', status: 'failed', count: 1 },
      { name: 'q.depth', status: 'queued', count: 1 },
    ]);
    expect(await queue.prune(60_000)).toBe(0);
    await new Promise((r) => setTimeout(r, 5));
    const pruned = await queue.prune(0);
    expect(pruned).toBeGreaterThanOrEqual(2);
    expect(await queue.get(a!.organizationId, a!.id)).toBeNull();
  });
});
