// The usage snapshot at scale: 100,000 active links (BENCH_USAGE_LINKS), each with a
// SIM, an endpoint and an add-on at the simulated provider and one activation, seeded
// with set-based INSERT ... SELECT. Two snapshots are timed with `snapshotNow()` (the
// production path: split into chunk jobs, run through the queue at JOB_CONCURRENCY):
// the first sync, where every activation and link changes, and a steady-state run after
// every device used more data and 1% of the add-ons ran out (so renewals and
// notification SMS are part of it). Goal: each under 60 s on PostgreSQL.

import { asc, eq, sql } from 'drizzle-orm';
import { operators } from '../src/modules/operators/operators.tables.ts';
import { organizations } from '../src/modules/organizations/organizations.tables.ts';
import { type Benchmark, fmt, freshPostgres, type RunningPlatform, startPlatform } from './lib.ts';

const linkCount = process.env.BENCH_USAGE_LINKS ? Number(process.env.BENCH_USAGE_LINKS) : 100_000;
const goalSeconds = 60;

async function inject(p: RunningPlatform, method: 'POST', url: string, headers: Record<string, string>, payload: object) {
  const res = await p.app.inject({ method, url, headers, payload });
  if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

/** An organisation with an admin token, a magenta coverage and a 1000 MB plan that renews on exhaustion and notifies at 900 MB. */
async function tenantWithPlan(p: RunningPlatform) {
  const org = await inject(p, 'POST', '/admin/organizations', p.admin, { name: 'Usage bench' });
  const client = await inject(p, 'POST', `/admin/organizations/${org.id}/clients`, p.admin, { name: 'bench', roles: ['admin'] });
  const token = await inject(p, 'POST', '/auth/token', {}, { grant_type: 'client_credentials', client_id: client.client_id, client_secret: client.client_secret });
  const auth = { authorization: `Bearer ${token.access_token}` };
  const ops = await p.container.db.select({ id: operators.id }).from(operators).where(eq(operators.compatibilityZone, 'magenta')).orderBy(asc(operators.id)).limit(3);
  const coverage = await inject(p, 'POST', '/coverages', auth, { name: 'Bench', operator_ids: ops.map((o) => o.id) });
  const plan = await inject(p, 'POST', '/plans', auth, {
    name: 'Bench 1 GB',
    coverage_id: coverage.id,
    included_data_mb: 1000,
    validity_days: 30,
    activation_type: 'immediate',
    base_throttle: 'unlimited',
    reactivation_trigger: 'exhaustion',
    max_reactivations: -1,
    notifications: [{ type: 'data_consumption_absolute', message: '900 MB used', threshold: 900 }],
  });
  const [row] = await p.container.db.select({ account: organizations.providerAccount }).from(organizations).where(eq(organizations.id, org.id));
  return { organizationId: org.id as string, planId: plan.id as string, account: row?.account as string };
}

/** Rows of every table the snapshot reads, one statement per table; ids derive from the row number. */
async function seed(p: RunningPlatform, t: { organizationId: string; planId: string; account: string }): Promise<void> {
  const db = p.container.db;
  const n = sql.raw(String(linkCount));
  const org = sql`${t.organizationId}::uuid`;
  const iccid = sql.raw(`'8999' || lpad(n::text, 15, '0')`);
  const used = sql.raw(`((n * 7919) % 800)::numeric`);
  await db.execute(sql`INSERT INTO sim_net_sims (provider, iccid, account, sim_type, imsi, msisdn, status, endpoint_id)
    SELECT 'alpha', ${iccid}, ${t.account}, 'physical', '26201' || lpad(n::text, 10, '0'), '+4915' || lpad(n::text, 9, '0'), 'active', 'ep-' || n
    FROM generate_series(1, ${n}) n`);
  await db.execute(sql`INSERT INTO sim_net_endpoints (provider, id, account, iccid, status)
    SELECT 'alpha', 'ep-' || n, ${t.account}, ${iccid}, 'active' FROM generate_series(1, ${n}) n`);
  await db.execute(sql`INSERT INTO sim_net_addons (provider, id, endpoint_id, allowance_mb, used_mb, validity_days, activation_type, throttle, status, activated_at, expires_at, created_at)
    SELECT 'alpha', 'ad-' || n, 'ep-' || n, 1000, ${used}, 30, 'immediate', 'unlimited', 'active', now(), now() + interval '30 days', now()
    FROM generate_series(1, ${n}) n`);
  await db.execute(sql`INSERT INTO sim_net_usage (provider, id, iccid, endpoint_id, addon_id, service, quantity, amount, occurred_at)
    SELECT 'alpha', 'us-' || n, ${iccid}, 'ep-' || n, 'ad-' || n, 'DATA', ${used}, 0, now() FROM generate_series(1, ${n}) n`);
  await db.execute(sql`INSERT INTO sims (organization_id, id, iccid, provider, status, sim_type, is_attached, msisdn, imsi, compatibility_zones)
    SELECT ${org}, md5('sim-' || n)::uuid, ${iccid}, 'alpha', 'active', 'physical', true, '+4915' || lpad(n::text, 9, '0'),
           '26201' || lpad(n::text, 10, '0'), '{magenta}' FROM generate_series(1, ${n}) n`);
  await db.execute(sql`INSERT INTO links (organization_id, id, name, status, sim_id, provider, upstream_endpoint_id, compatibility_zones)
    SELECT ${org}, md5('link-' || n)::uuid, 'link_' || n, 'active', md5('sim-' || n)::uuid, 'alpha', 'ep-' || n, '{magenta}'
    FROM generate_series(1, ${n}) n`);
  await db.execute(sql`INSERT INTO activations (organization_id, id, link_id, plan_id, status, source, upstream_addon_id)
    SELECT ${org}, md5('act-' || n)::uuid, md5('link-' || n)::uuid, ${t.planId}::uuid, 'active', 'manual', 'ad-' || n
    FROM generate_series(1, ${n}) n`);
  await db.execute(sql`ANALYZE`);
}

/** Every device uses 50 MB more; one add-on in a hundred is used up. */
async function consume(p: RunningPlatform): Promise<void> {
  const db = p.container.db;
  await db.execute(sql`UPDATE sim_net_addons SET used_mb = CASE WHEN (substr(id, 4)::int) % 100 = 0 THEN allowance_mb ELSE used_mb + 50 END,
                                                status = CASE WHEN (substr(id, 4)::int) % 100 = 0 THEN 'exhausted' ELSE status END
                       WHERE provider = 'alpha'`);
  await db.execute(sql`UPDATE sim_net_usage SET quantity = quantity + 50 WHERE provider = 'alpha'`);
}

async function timed(p: RunningPlatform, label: string): Promise<boolean> {
  const started = performance.now();
  const totals = await p.container.usage.snapshotNow();
  const seconds = (performance.now() - started) / 1000;
  const ratio = seconds / goalSeconds;
  const pass = seconds < goalSeconds;
  console.log(
    `  ${label.padEnd(14)} ${fmt(seconds, 1).padStart(6)} s   ${fmt(ratio, 3)} of the ${goalSeconds} s goal   ${pass ? 'PASS' : 'FAIL'}\n` +
      `  ${''.padEnd(14)} reading and applying usage ${fmt(totals.readMs / 1000, 1)} s: ${fmt(totals.links)} links in ${totals.chunks} chunks, ` +
      `${fmt(totals.activationsUpdated)} activations and ${fmt(totals.linksUpdated)} links written, ${fmt(totals.ended)} ended\n` +
      `  ${''.padEnd(14)} renewals and notification SMS ${fmt(totals.followUpsMs / 1000, 1)} s: ${fmt(totals.renewals)} renewed, ${fmt(totals.notifications)} notified`,
  );
  return pass;
}

export const benchmark: Benchmark = {
  name: 'usage',
  description: `a usage snapshot over ${fmt(linkCount)} active links completes in under ${goalSeconds} s on PostgreSQL`,
  async run() {
    const database = await freshPostgres();
    // The settings that shape a snapshot can be tried from the command line.
    const env = Object.fromEntries(
      ['JOB_CONCURRENCY', 'USAGE_BATCH_SIZE', 'DATABASE_POOL_SIZE'].flatMap((k) => (process.env[k] ? [[k, process.env[k] as string]] : [])),
    );
    const p = await startPlatform({ databaseUrl: database.url, env });
    try {
      const t = await tenantWithPlan(p);
      const seeding = performance.now();
      await seed(p, t);
      console.log(`  seeded ${fmt(linkCount)} links with SIMs, endpoints, add-ons and activations in ${fmt((performance.now() - seeding) / 1000, 1)} s`);
      console.log(`  JOB_CONCURRENCY ${p.container.config.jobs.concurrency}, USAGE_BATCH_SIZE ${p.container.config.usage.batchSize}`);
      await timed(p, 'first sync');
      await consume(p);
      await timed(p, 'steady state');
    } finally {
      await p.close();
      await database.drop();
    }
  },
};
