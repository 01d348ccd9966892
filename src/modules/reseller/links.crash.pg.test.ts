// An API process killed (SIGKILL) while purchases are between their debit and their
// records, then the repair jobs: every purchase ends completed (link, activation and
// eSIM recorded from what the provider has) or refunded (the provider's partial state
// deleted), never both and never neither, and the wallet balance is exact. A real child
// process of the program (ROLE=api) on one PostgreSQL database: this file runs only
// with TEST_DATABASE_URL (vitest.config.ts).

import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, createHarness, type Harness, type Tenant } from '../../../test/harness.ts';
import { query } from '../../db/client.ts';
import { resellerKit } from './links.testkit.ts';

const PURCHASES = 10;
let h: Harness;
let t: Tenant;
const children: ChildProcess[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-reseller-crash-'));
const port = 20_000 + Math.floor(Math.random() * 20_000);

beforeAll(async () => {
  h = await createHarness({ JOB_POLL_MS: '50' });
  if (h.db.url === null) throw new Error('this file needs PostgreSQL (TEST_DATABASE_URL)');
  t = await h.tenant();
});
afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  await h.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** `node --import tsx src/main.ts` as an API process on the test database, each provider call slow. */
function startApi(): { child: ChildProcess; started: Promise<void>; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    env: {
      ...process.env,
      ROLE: 'api',
      PORT: String(port),
      DATABASE_URL: h.db.url as string,
      DATA_DIR: dataDir,
      ADMIN_TOKEN,
      LOG_LEVEL: 'warn',
      SIMULATOR_LATENCY_MS: '700',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout?.on('data', (d) => (out += String(d)));
  child.stderr?.on('data', (d) => (out += String(d)));
  const started = (async () => {
    for (let i = 0; i < 1200; i++) {
      if (out.includes('is listening on')) return;
      if (child.exitCode !== null) throw new Error(`the API exited: ${out}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`the API did not start: ${out}`);
  })();
  return { child, started, output: () => out };
}

const purchases = () =>
  query<{ id: string; status: string; iccid: string; link_id: string; provider: string }>(
    h.container.db,
    sql`SELECT id, status, iccid, link_id, provider FROM reseller_purchases WHERE organization_id = ${t.id}::uuid`,
  );

describe('an API process killed between the debit and the records', () => {
  it('leaves purchases the repair job completes or refunds, exactly once each', { timeout: 120_000 }, async () => {
    const k = resellerKit(h);
    const plan = await k.plan({ retail_price: '3.33' });
    await k.credit(t, '100.00');
    const api = startApi();
    await api.started;

    // Purchases started 150 ms apart, each taking about 1.4 s of provider calls (the
    // eSIM, then the endpoint with its add-on): when the process dies they stand at
    // different steps (before the endpoint, before the records).
    const answers: Promise<number>[] = [];
    for (let i = 0; i < PURCHASES; i++) {
      answers.push(
        fetch(`http://127.0.0.1:${port}/v1/links`, {
          method: 'POST',
          headers: { ...t.admin, 'content-type': 'application/json' },
          body: JSON.stringify({ plan_id: plan.id }),
        }).then(
          (r) => r.status,
          () => 0,
        ),
      );
      await new Promise((r) => setTimeout(r, 150));
    }
    for (let i = 0; (await purchases()).filter((p) => p.status === 'pending').length < 3; i++) {
      if (i > 400) throw new Error(`no pending purchases: ${api.output()}`);
      await new Promise((r) => setTimeout(r, 10));
    }
    api.child.kill('SIGKILL');
    await new Promise((r) => api.child.once('exit', r));
    const statuses = await Promise.all(answers);
    const pendingAtKill = (await purchases()).filter((p) => p.status === 'pending');
    expect(pendingAtKill.length).toBeGreaterThan(0);

    // The repair jobs are delayed a minute; bring them forward and run a worker here.
    await h.container.db.execute(sql`UPDATE jobs SET run_at = now() WHERE name = 'reseller.purchase_repair' AND status = 'queued'`);
    const workers = h.container.startWorkers();
    for (let i = 0; (await purchases()).some((p) => p.status === 'pending'); i++) {
      if (i > 600) throw new Error('purchases still pending after the repair jobs');
      await new Promise((r) => setTimeout(r, 50));
    }
    await workers.stop();

    const all = await purchases();
    const completed = all.filter((p) => p.status === 'completed');
    const refunded = all.filter((p) => p.status === 'refunded');
    expect(completed.length + refunded.length).toBe(all.length);
    // Every answered 201 is a completed purchase; the rest were cut off or refunded.
    expect(completed.length).toBeGreaterThanOrEqual(statuses.filter((s) => s === 201).length);

    // The money: each completed purchase paid once, each refunded one got its money back once.
    expect(await k.balance(t)).toBe((100 - 3.33 * completed.length).toFixed(2));
    const money = await query<{ type: string; n: string }>(
      h.container.db,
      sql`SELECT type, count(*)::text AS n FROM reseller_transactions WHERE organization_id = ${t.id}::uuid GROUP BY type ORDER BY type`,
    );
    expect(Object.fromEntries(money.map((m) => [m.type, Number(m.n)]))).toEqual({ activation: all.length, ...(refunded.length > 0 && { refund: refunded.length }) });

    // The records: a link with its activation per completed purchase, none for a refunded one.
    const links = await query<{ id: string; activation_count: number }>(
      h.container.db,
      sql`SELECT id, activation_count FROM links WHERE organization_id = ${t.id}::uuid AND status <> 'removed'`,
    );
    expect(links.map((l) => l.id).sort()).toEqual(completed.map((p) => p.link_id).sort());
    expect(links.every((l) => l.activation_count === 1)).toBe(true);

    // The provider: a refunded purchase's eSIM is on no endpoint; a completed one's endpoint has its add-on.
    const upstream = h.container.upstream.get('alpha');
    for (const p of refunded) expect((await upstream.getSim(p.iccid))?.endpointId ?? null).toBeNull();
    for (const p of completed) {
      const sim = await upstream.getSim(p.iccid);
      expect(sim?.endpointId).toBeTruthy();
      const [usage] = await upstream.getUsage([sim?.endpointId as string]);
      expect(usage?.addons.filter((a) => a.status !== 'removed')).toHaveLength(1);
    }
    // Both outcomes were exercised by this run.
    console.info(`crash repair: ${completed.length} completed, ${refunded.length} refunded, ${pendingAtKill.length} pending at the kill`);
  });
  it('leaves top-ups the repair job completes or refunds, exactly once each', { timeout: 120_000 }, async () => {
    const k = resellerKit(h);
    const topup = await k.plan({ name: 'Top-up 700 MB', data_mb: 700, retail_price: '1.11' });
    // The links to top up: those the purchase test completed, and more bought here when a
    // loaded machine let that test refund all of its purchases.
    const active = sql`SELECT id FROM links WHERE organization_id = ${t.id}::uuid AND status = 'active' ORDER BY created_at`;
    const missing = 3 - (await query<{ id: string }>(h.container.db, active)).length;
    if (missing > 0) {
      const plan = await k.plan({ name: 'Link for top-ups' });
      await k.credit(t, '50');
      for (let i = 0; i < missing; i++) await k.bought(t, plan.id);
    }
    const links = await query<{ id: string }>(h.container.db, active);
    expect(links.length).toBeGreaterThan(2);
    const balanceBefore = Number(await k.balance(t));
    const api = startApi();
    await api.started;
    const answers: Promise<number>[] = [];
    for (const l of links) {
      answers.push(
        fetch(`http://127.0.0.1:${port}/v1/links/${l.id}/plans`, {
          method: 'PUT',
          headers: { ...t.admin, 'content-type': 'application/json' },
          body: JSON.stringify({ add: [topup.id] }),
        }).then(
          (r) => r.status,
          () => 0,
        ),
      );
      await new Promise((r) => setTimeout(r, 300));
    }
    const topups = () =>
      query<{ id: string; status: string; link_id: string; upstream_addon_id: string | null }>(
        h.container.db,
        sql`SELECT id, status, link_id, upstream_addon_id FROM reseller_topups WHERE organization_id = ${t.id}::uuid`,
      );
    for (let i = 0; (await topups()).filter((x) => x.status === 'pending').length < 2; i++) {
      if (i > 400) throw new Error(`no pending top-ups: ${api.output()}`);
      await new Promise((r) => setTimeout(r, 10));
    }
    api.child.kill('SIGKILL');
    await new Promise((r) => api.child.once('exit', r));
    await Promise.all(answers);

    await h.container.db.execute(sql`UPDATE jobs SET run_at = now() WHERE name = 'reseller.topup_repair' AND status = 'queued'`);
    const workers = h.container.startWorkers();
    for (let i = 0; (await topups()).some((x) => x.status === 'pending'); i++) {
      if (i > 600) throw new Error('top-ups still pending after the repair jobs');
      await new Promise((r) => setTimeout(r, 50));
    }
    await workers.stop();

    const all = await topups();
    const completed = all.filter((x) => x.status === 'completed');
    const refunded = all.filter((x) => x.status === 'refunded');
    expect(completed.length + refunded.length).toBe(all.length);
    expect(Number(await k.balance(t))).toBeCloseTo(balanceBefore - 1.11 * completed.length, 6);
    // A completed top-up's add-on is recorded once as an activation; a refunded one left none behind.
    const acts = await query<{ upstream_addon_id: string; n: string }>(
      h.container.db,
      sql`SELECT a.upstream_addon_id, count(*)::text AS n FROM activations a JOIN reseller_topups r
            ON r.organization_id = a.organization_id AND r.upstream_addon_id = a.upstream_addon_id
          WHERE a.organization_id = ${t.id}::uuid GROUP BY a.upstream_addon_id`,
    );
    expect(acts.length).toBe(completed.length);
    expect(acts.every((a) => Number(a.n) === 1)).toBe(true);
    const upstream = h.container.upstream.get('alpha');
    for (const r of refunded) {
      const [link] = await query<{ endpoint: string }>(h.container.db, sql`SELECT upstream_endpoint_id AS endpoint FROM links WHERE organization_id = ${t.id}::uuid AND id = ${r.link_id}::uuid`);
      const [usage] = await upstream.getUsage([link?.endpoint as string]);
      const recorded = await query<{ id: string }>(h.container.db, sql`SELECT upstream_addon_id AS id FROM activations WHERE organization_id = ${t.id}::uuid AND link_id = ${r.link_id}::uuid`);
      const ids = new Set(recorded.map((x) => x.id));
      expect((usage?.addons ?? []).filter((a) => a.status !== 'removed' && !ids.has(a.id))).toEqual([]);
    }
    console.info(`top-up repair: ${completed.length} completed, ${refunded.length} refunded`);
  });
});
