// A worker process killed (SIGKILL) in the middle of a 2,000-item bulk-suspend, then a
// new worker process: the task completes, every item is processed, and no provider
// suspend ran twice for an item. Real child processes of the program (ROLE=worker) on
// one PostgreSQL database: this file runs only with TEST_DATABASE_URL (vitest.config.ts).

import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, createHarness, type Harness, type Tenant } from '../../../test/harness.ts';
import { query } from '../../db/client.ts';
import { jobs } from '../../jobs/jobs.tables.ts';
import { coverageOf, deliverSims, planOn } from '../activations/activations.testkit.ts';
import { call } from '../links/links.testkit.ts';
import { taskItems, tasks } from './tasks.tables.ts';
import { allItems, seedActiveLinks, waitForTask } from './tasks.testkit.ts';

const ITEMS = 2000;
let h: Harness;
let t: Tenant;
const children: ChildProcess[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-crash-'));

beforeAll(async () => {
  h = await createHarness({ JOB_POLL_MS: '50' });
  if (h.db.url === null) throw new Error('this file needs PostgreSQL (TEST_DATABASE_URL)');
  t = await h.tenant();
  // The provider's own record of every endpoint state change: a suspend that ran twice
  // on an endpoint would show as a second active -> suspended row (or fail its item).
  await h.container.db.execute(sql`
    CREATE TABLE zz_endpoint_changes (endpoint_id text NOT NULL, old_status text NOT NULL, new_status text NOT NULL)`);
  await h.container.db.execute(sql`
    CREATE FUNCTION zz_log_endpoint_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO zz_endpoint_changes VALUES (NEW.id, OLD.status, NEW.status);
      RETURN NULL;
    END $$`);
  await h.container.db.execute(sql`
    CREATE TRIGGER zz_endpoint_change AFTER UPDATE OF status ON sim_net_endpoints
    FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION zz_log_endpoint_change()`);
});
afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  await h.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** `node --import tsx src/main.ts` as a worker on the test database. */
function startWorker(): { child: ChildProcess; started: Promise<void>; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    env: {
      ...process.env,
      ROLE: 'worker',
      DATABASE_URL: h.db.url as string,
      DATA_DIR: dataDir,
      ADMIN_TOKEN,
      LOG_LEVEL: 'warn',
      // Slow enough to be killed mid-task; short leases so the next worker takes over soon.
      SIMULATOR_LATENCY_MS: '40',
      JOB_LEASE_MS: '2000',
      JOB_POLL_MS: '50',
      USAGE_SNAPSHOT_INTERVAL_MS: '86400000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout?.on('data', (d) => (out += String(d)));
  child.stderr?.on('data', (d) => (out += String(d)));
  const started = (async () => {
    for (let i = 0; i < 1200; i++) {
      if (out.includes('worker (postgres) started')) return;
      if (child.exitCode !== null) throw new Error(`the worker exited: ${out}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`the worker did not start: ${out}`);
  })();
  return { child, started, output: () => out };
}

const taskRow = async (id: string) => (await h.container.db.select().from(tasks).where(eq(tasks.id, id)))[0];

describe('a worker process killed in the middle of a task', () => {
  it('is replaced by another that finishes every item without repeating a provider call', { timeout: 240_000 }, async () => {
    // Half the links as customers make them (a SIM and a plan each, through the bulk
    // provisioning endpoint), half seeded without a SIM: a resumed item reads the provider's
    // state through the SIM when there is one, and takes its refusal as done otherwise.
    const plan = await planOn(h, t, await coverageOf(h, t, ['magenta']));
    const sims = [...(await deliverSims(h, t.id, 500)), ...(await deliverSims(h, t.id, 500))];
    const setup = h.container.startWorkers();
    const provisioned = await call(h, t.admin, 'POST', '/sims/bulk-provision', { name_prefix: 'crash', sim_ids: sims.map((x) => x.id), plan_ids: [plan.id] });
    expect(provisioned.status).toBe(202);
    expect(await waitForTask(h.app, t.viewer, provisioned.body.id, 120_000, 100)).toMatchObject({ status: 'completed', completed_items: ITEMS / 2 });
    await setup.stop();
    const withSim = (await allItems(h.app, t.viewer, provisioned.body.id)).map((i) => i.result.link_id as string);
    const seeded = await seedActiveLinks(h.container.db, t.id, ITEMS / 2);
    const linkIds = withSim.flatMap((id, i) => [id, seeded[i] as string]);
    const queued = await call(h, t.admin, 'POST', '/links/bulk-suspend', { link_ids: linkIds });
    expect(queued.status).toBe(202);
    const taskId = queued.body.id as string;

    const first = startWorker();
    await first.started;
    for (let i = 0; ; i++) {
      if (((await taskRow(taskId))?.completedItems ?? 0) >= 300) break;
      if (i > 3000) throw new Error(`no progress: ${first.output()}`);
      await new Promise((r) => setTimeout(r, 10));
    }
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));

    const atKill = await h.container.db.select().from(taskItems).where(eq(taskItems.taskId, taskId));
    const doneBefore = new Map(atKill.filter((i) => i.status === 'success').map((i) => [i.seq, i.updatedAt.getTime()]));
    const inFlight = atKill.filter((i) => i.status === 'running').length;
    expect(doneBefore.size).toBeGreaterThanOrEqual(300);
    expect(doneBefore.size).toBeLessThan(ITEMS);
    expect(inFlight).toBeGreaterThan(0);

    const second = startWorker();
    await second.started;
    const task = await waitForTask(h.app, t.viewer, taskId, 180_000, 100);
    second.child.kill('SIGTERM');
    // Every item succeeded; those recorded before the kill were not touched again.
    const after = await h.container.db.select().from(taskItems).where(eq(taskItems.taskId, taskId));
    expect(after.filter((i) => i.status !== 'success').map((i) => [i.seq, i.status, i.error])).toEqual([]);
    expect(task).toMatchObject({ status: 'completed', total_items: ITEMS, completed_items: ITEMS, failed_items: 0, pending_items: 0 });
    for (const item of after) {
      const before = doneBefore.get(item.seq);
      if (before !== undefined) expect(item.updatedAt.getTime(), `item ${item.seq}`).toBe(before);
    }

    // The provider: each endpoint went active -> suspended exactly once.
    const changes = await query<{ endpoint_id: string; n: string; suspends: string }>(
      h.container.db,
      sql`SELECT l.upstream_endpoint_id AS endpoint_id, count(c.*) AS n,
                 count(c.*) FILTER (WHERE c.old_status = 'active' AND c.new_status = 'suspended') AS suspends
          FROM links l LEFT JOIN zz_endpoint_changes c ON c.endpoint_id = l.upstream_endpoint_id
          WHERE l.organization_id = ${t.id}::uuid
          GROUP BY l.upstream_endpoint_id`,
    );
    expect(changes).toHaveLength(ITEMS);
    expect(changes.filter((c) => Number(c.n) !== 1 || Number(c.suspends) !== 1)).toEqual([]);
    const statuses = await query<{ status: string; n: string }>(
      h.container.db,
      sql`SELECT status, count(*) AS n FROM links WHERE organization_id = ${t.id}::uuid GROUP BY status`,
    );
    expect(statuses.map((s) => [s.status, Number(s.n)])).toEqual([['suspended', ITEMS]]);

    // The killed worker's jobs were taken over: claimed again after their lease ran out.
    const jobIds = (await taskRow(taskId))?.jobIds ?? [];
    const ran = await h.container.db.select({ attempts: jobs.attempts, status: jobs.status }).from(jobs).where(inArray(jobs.id, jobIds));
    expect(ran).toHaveLength(jobIds.length);
    expect(ran.every((j) => j.status === 'succeeded')).toBe(true);
    expect(ran.some((j) => j.attempts >= 2)).toBe(true);
  });
});
