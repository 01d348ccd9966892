// Workers of another process hear of a new job at once (LISTEN/NOTIFY) instead of at
// their next poll. PostgreSQL only: the embedded database has no other process.

import { sql } from 'drizzle-orm';
import pino from 'pino';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../test/database.ts';
import { query } from '../db/client.ts';
import { type Database, openPostgres } from '../db/drivers.ts';
import { defineJob } from './define.ts';
import { createJobsModule } from './jobs.module.ts';

let tdb: TestDatabase;
let other: Database;
const logger = pino({ level: 'silent' });
const config = {
  jobs: { concurrency: 2, pollMs: 60_000, leaseMs: 30_000, schedulerTickMs: 60_000, retryBaseMs: 1000, retentionDays: 7 },
  shutdownGraceMs: 1000,
};
const metrics = { countJob() {}, setJobQueueDepth() {} };

beforeAll(async () => {
  tdb = await freshDatabase();
  if (tdb.url === null) throw new Error('this test needs TEST_DATABASE_URL');
  other = openPostgres(tdb.url, 2);
});
afterAll(async () => {
  await other.close();
  await tdb.drop();
});

describe('job notifications', () => {
  it("a job enqueued by another process runs long before the worker's next poll", async () => {
    const ran: number[] = [];
    const job = defineJob({ name: 'n.ping', schema: Type.Object({ n: Type.Integer() }), handle: async (p) => ran.push(p.n) });
    // The worker's process: it polls once a minute and listens.
    const workerSide = createJobsModule({ db: tdb.database.db, config, logger, metrics, listen: tdb.database.listen });
    workerSide.registerJob(job);
    const workers = workerSide.startWorkers();
    try {
      // The API's process: its own connections, no worker of its own.
      const apiSide = createJobsModule({ db: other.db, config, logger, metrics });
      // Let the worker's first poll (which finds nothing) and its LISTEN happen.
      await new Promise((r) => setTimeout(r, 500));
      for (const n of [1, 2]) {
        await other.db.transaction(async (tx) => {
          await apiSide.queue.enqueue(job.job({ n }), tx);
        });
        const deadline = Date.now() + 5000;
        while (!ran.includes(n) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
        expect(ran).toContain(n);
      }

      // The listening connection is cut (a server restart, a proxy timeout): it comes back
      // within about a second, and the next job is heard of at once again.
      const cut = await query<{ cut: boolean }>(
        other.db,
        sql`SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
      );
      expect(cut).toEqual([{ cut: true }]);
      await new Promise((r) => setTimeout(r, 2000));
      await apiSide.queue.enqueue(job.job({ n: 3 }));
      const deadline = Date.now() + 5000;
      while (!ran.includes(3) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      expect(ran).toContain(3);
    } finally {
      await workers.stop();
    }
  });
});
