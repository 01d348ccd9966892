import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../../test/database.ts';
import { query } from '../../db/client.ts';
import type { JobContext } from '../../jobs/define.ts';
import { createIdempotencyPrune } from './idempotency.jobs.ts';
import { createIdempotency } from './idempotency.service.ts';

let tdb: TestDatabase;

beforeAll(async () => {
  tdb = await freshDatabase();
});
afterAll(async () => tdb?.drop());

describe('idempotency.prune', () => {
  it('runs daily and deletes only the records past their 24 hours', async () => {
    const db = tdb.database.db;
    const idempotency = createIdempotency({ db });
    const org = '00000000-0000-4000-8000-000000000001';
    await idempotency.run(org, 'old', { a: 1 }, async () => ({ status: 201, body: { ok: true } }));
    await idempotency.run(org, 'fresh', { a: 2 }, async () => ({ status: 201, body: { ok: true } }));
    await query(db, sql`UPDATE idempotency_keys SET expires_at = now() - interval '1 second' WHERE key = 'old'`);
    const prune = createIdempotencyPrune(idempotency);
    expect(prune.schedule).toMatchObject({ name: 'idempotency.prune', everyMs: 86_400_000 });
    const ctx = { signal: new AbortController().signal, logger: pino({ level: 'silent' }) } as unknown as JobContext;
    expect(await prune.job.handle({}, ctx)).toEqual({ deleted: 1 });
    const left = await query<{ key: string }>(db, sql`SELECT key FROM idempotency_keys WHERE organization_id = ${org}`);
    expect(left.map((r) => r.key)).toEqual(['fresh']);
  });
});
