import { sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../../test/database.ts';
import { query } from '../../db/client.ts';
import { statusOf } from '../../http/errors.ts';
import type { JobContext } from '../../jobs/define.ts';
import { createIdempotencyPrune } from './idempotency.jobs.ts';
import { createIdempotency } from './idempotency.service.ts';

let tdb: TestDatabase;

beforeAll(async () => {
  tdb = await freshDatabase();
});
afterAll(async () => tdb?.drop());

describe('idempotency.prune', () => {
  it('runs daily and deletes only the records past their 24 hours, a batch at a time', async () => {
    const db = tdb.database.db;
    const idempotency = createIdempotency({ db, statusOf });
    const org = '00000000-0000-4000-8000-000000000001';
    for (const key of ['old-1', 'old-2', 'old-3', 'old-4', 'old-5', 'fresh']) {
      await idempotency.run(org, key, { key }, async () => ({ status: 201, body: { ok: true } }));
    }
    await query(db, sql`UPDATE idempotency_keys SET expires_at = now() - interval '1 second' WHERE key LIKE 'old-%'`);
    let calls = 0;
    const prune = createIdempotencyPrune({ prune: (limit) => (calls++, idempotency.prune(limit)) }, 2);
    expect(prune.schedule).toMatchObject({ name: 'idempotency.prune', everyMs: 86_400_000 });
    const ctx = { signal: new AbortController().signal, logger: pino({ level: 'silent' }) } as unknown as JobContext;
    expect(await prune.job.handle({}, ctx)).toEqual({ deleted: 5 });
    expect(calls).toBe(4); // 2 + 2 + 1, then one that finds none
    const left = await query<{ key: string }>(db, sql`SELECT key FROM idempotency_keys WHERE organization_id = ${org}`);
    expect(left.map((r) => r.key)).toEqual(['fresh']);
  });

  // Two sessions at once need a server: the embedded database runs one statement at a time.
  it.runIf(process.env.TEST_DATABASE_URL)('keeps a key that a request claims again while the prune waits for it', async () => {
    const db = tdb.database.db;
    const idempotency = createIdempotency({ db, statusOf });
    const org = '00000000-0000-4000-8000-000000000002';
    await idempotency.run(org, 'reclaimed', { a: 1 }, async () => ({ status: 201, body: { ok: true } }));
    await query(db, sql`UPDATE idempotency_keys SET expires_at = now() - interval '1 second' WHERE organization_id = ${org}`);
    // A request takes the expired key again (as claim() does) and holds its row until it commits.
    const claimer = new pg.Client({ connectionString: tdb.url as string });
    await claimer.connect();
    try {
      await claimer.query('BEGIN');
      await claimer.query(`UPDATE idempotency_keys SET status = 'running', expires_at = now() + interval '24 hours' WHERE organization_id = $1`, [org]);
      const pruned = idempotency.prune();
      await new Promise((r) => setTimeout(r, 200));
      await claimer.query('COMMIT');
      expect(await pruned).toBe(0);
    } finally {
      await claimer.end();
    }
    const left = await query<{ status: string }>(db, sql`SELECT status FROM idempotency_keys WHERE organization_id = ${org}`);
    expect(left).toEqual([{ status: 'running' }]);
  });
});
