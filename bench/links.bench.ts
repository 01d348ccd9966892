// The link list at scale and the live link read, on PostgreSQL.
//
// 1. The first page of GET /links (no filter, then status=active) over 1,000,000 links
//    of one organisation must cost at most 2x the same request over 1,000 links of
//    another, measured in the same run and database, with the exact `total` (goal: the
//    1,000-link rate is at most 2x the million-link rate).
// 2. GET /links/{id} of an active link (token, database, the live network status from
//    the simulated provider at latency 0, read at most once a second per link and
//    stored) against a bare Fastify route in the same process (goal: at least 25%);
//    GET /org, the cheapest authenticated read, is measured alongside for reference.
//
// Links and their SIMs are inserted with generate_series, in one statement per table.

import { sql } from 'drizzle-orm';
import { publicRoute } from '../src/http/auth/route-auth.ts';
import { query } from '../src/db/client.ts';
import { operators } from '../src/modules/operators/operators.tables.ts';
import { type Benchmark, combine, fmt, freshPostgres, inject, load, type LoadResult, loadSettings, type RunningPlatform, startPlatform, tenant } from './lib.ts';

const bigCount = Number(process.env.BENCH_LINKS ?? 1_000_000);
const smallCount = 1_000;
const listGoal = 2;
const detailGoal = 0.25;

function line(label: string, r: LoadResult): string {
  const problems = r.non2xx + r.errors > 0 ? `  (${r.non2xx} non-2xx, ${r.errors} errors)` : '';
  return `  ${label.padEnd(44)} ${fmt(r.requestsPerSecond).padStart(8)} req/s   p50 ${fmt(r.latencyP50, 1)} ms   p99 ${fmt(r.latencyP99, 1)} ms${problems}`;
}



/**
 * `count` SIMs and as many links in the organisation: one link in twenty is on hold
 * without a SIM, two suspended, two pre_active, the rest active; distinct update times.
 */
async function seed(p: RunningPlatform, organizationId: string, count: number): Promise<void> {
  const db = p.container.db;
  await db.execute(sql`
    INSERT INTO sims (organization_id, id, iccid, provider, status, sim_type, is_attached, msisdn, imsi, compatibility_zones, created_at, updated_at)
    SELECT ${organizationId}::uuid, md5('sim:' || ${organizationId} || ':' || g)::uuid, '894901' || lpad(g::text, 13, '0'), 'alpha', 'active',
           CASE WHEN g % 5 = 0 THEN 'eSIM' ELSE 'physical' END, true, '+4915' || lpad(g::text, 9, '0'), '26201' || lpad(g::text, 10, '0'),
           ARRAY['magenta', 'cyan']::text[], now() - make_interval(secs => g), now() - make_interval(secs => g)
    FROM generate_series(1, ${count}::int) AS g`);
  await db.execute(sql`
    INSERT INTO links (organization_id, id, name, status, sim_id, provider, upstream_endpoint_id, compatibility_zones, created_at, updated_at)
    SELECT ${organizationId}::uuid, md5('link:' || ${organizationId} || ':' || g)::uuid, 'Link ' || g,
           CASE WHEN g % 20 = 0 THEN 'hold' WHEN g % 20 IN (1, 2) THEN 'suspended' WHEN g % 20 IN (3, 4) THEN 'pre_active' ELSE 'active' END,
           CASE WHEN g % 20 = 0 THEN NULL ELSE md5('sim:' || ${organizationId} || ':' || g)::uuid END,
           'alpha', 'bench-' || g, ARRAY['magenta', 'cyan']::text[], now() - make_interval(secs => g), now() - make_interval(secs => g)
    FROM generate_series(1, ${count}::int) AS g`);
}

/** The API's total against a plain count: the list must be exact, not estimated. */
async function checkTotal(p: RunningPlatform, organizationId: string, headers: Record<string, string>, status?: string): Promise<number> {
  const page = await inject(p, 'GET', `/links${status ? `?status=${status}` : ''}`, headers);
  const [row] = await query<{ n: string }>(
    p.container.db,
    sql`SELECT count(*)::text AS n FROM links WHERE organization_id = ${organizationId}::uuid AND status <> 'removed' ${status ? sql`AND status = ${status}` : sql``}`,
  );
  if (page.total !== Number(row?.n) || page.items.length !== 20) throw new Error(`GET /links total ${page.total} but the table holds ${row?.n}`);
  return page.total;
}

/** Alternates the targets over the rounds so that noise from elsewhere falls on all of them. */
async function measure(targets: Array<{ url: string; headers: Record<string, string> }>): Promise<LoadResult[]> {
  const { rounds, durationSeconds } = loadSettings;
  const runs: LoadResult[][] = targets.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [i, t] of targets.entries()) runs[i]!.push(await load(t.url, t.headers, durationSeconds / rounds));
  }
  return runs.map(combine);
}

async function listScaling(p: RunningPlatform): Promise<boolean> {
  const big = await tenant(p, 'A million links');
  const small = await tenant(p, 'A thousand links');
  const started = Date.now();
  await seed(p, big.id, bigCount);
  await seed(p, small.id, smallCount);
  // What autovacuum would have done by the time a real table held this many rows.
  for (const table of ['links', 'sims', 'link_counts']) await p.container.db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
  // Written out now, so the flush of two million new rows does not fall on the first measurement.
  await p.container.db.execute(sql`CHECKPOINT`);
  console.log(`seeded ${fmt(bigCount)} + ${fmt(smallCount)} links and SIMs with generate_series in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  for (const status of [undefined, 'active']) {
    const totals = [await checkTotal(p, big.id, big.viewer, status), await checkTotal(p, small.id, small.viewer, status)];
    console.log(`  GET /links${status ? `?status=${status}` : ''}: exact totals ${totals.map((n) => fmt(n)).join(' and ')}`);
  }

  const { connections, durationSeconds, rounds } = loadSettings;
  console.log(`first page of GET /links, ${connections} connections, ${durationSeconds} s per target in ${rounds} alternating rounds:`);
  let pass = true;
  for (const qs of ['', '?status=active']) {
    const [many, few] = await measure([
      { url: `${p.url}/links${qs}`, headers: big.viewer },
      { url: `${p.url}/links${qs}`, headers: small.viewer },
    ]);
    console.log(line(`GET /links${qs} over ${fmt(bigCount)}`, many!));
    console.log(line(`GET /links${qs} over ${fmt(smallCount)}`, few!));
    if (many!.non2xx + many!.errors + few!.non2xx + few!.errors > 0) throw new Error('some benchmark requests failed');
    const ratio = few!.requestsPerSecond / many!.requestsPerSecond;
    const ok = ratio <= listGoal;
    pass &&= ok;
    console.log(`  cost over ${fmt(bigCount)} / cost over ${fmt(smallCount)} = ${fmt(ratio, 2)}x   goal <= ${listGoal}x: ${ok ? 'PASS' : 'FAIL'}`);
  }
  return pass;
}

async function liveDetail(p: RunningPlatform, bare: string): Promise<boolean> {
  const t = await tenant(p, 'Live link');
  const [sim] = (await inject(p, 'POST', `/admin/organizations/${t.id}/sims`, p.admin, { count: 1, sim_type: 'physical' })).items;
  const [op] = await p.container.db.select({ id: operators.id }).from(operators).where(sql`${operators.compatibilityZone} = 'magenta'`).limit(1);
  const coverage = await inject(p, 'POST', '/coverages', t.admin, { name: 'Bench', operator_ids: [op!.id] });
  const plan = await inject(p, 'POST', '/plans', t.admin, {
    name: 'Bench',
    coverage_id: coverage.id,
    included_data_mb: 100_000,
    validity_days: 30,
    activation_type: 'immediate',
    base_throttle: 'unlimited',
  });
  const link = await inject(p, 'POST', '/links', t.admin, { name: 'Bench', sim_id: sim.id, plan_ids: [plan.id] });
  await inject(p, 'POST', '/admin/simulator/imei', p.admin, { iccid: sim.iccid, imei: '356938035643809' });
  await inject(p, 'POST', '/admin/simulator/data-usage', p.admin, { iccid: sim.iccid, mb: 1 });
  const detail = await inject(p, 'GET', `/links/${link.id}`, t.viewer);
  if (detail.status !== 'active' || !detail.network_status.connected) throw new Error(`the bench link is not active and connected: ${JSON.stringify(detail)}`);

  const { connections, durationSeconds, rounds } = loadSettings;
  console.log(`GET /links/{id} of an active link (live network status, simulator latency 0), ${connections} connections, ${durationSeconds} s each in ${rounds} rounds:`);
  const [bareResult, orgResult, detailResult] = await measure([
    { url: bare, headers: {} },
    { url: `${p.url}/org`, headers: t.viewer },
    { url: `${p.url}/links/${link.id}`, headers: t.viewer },
  ]);
  console.log(line('GET /bare (no auth, no db)', bareResult!));
  console.log(line('GET /org (token, one db read; reference)', orgResult!));
  console.log(line('GET /links/{id} (token, db, live refresh)', detailResult!));
  if ([bareResult!, orgResult!, detailResult!].some((r) => r.non2xx + r.errors > 0)) throw new Error('some benchmark requests failed');
  const ratio = detailResult!.requestsPerSecond / bareResult!.requestsPerSecond;
  const ok = ratio >= detailGoal;
  console.log(
    `  GET /links/{id} / GET /bare = ${fmt(ratio * 100, 1)}%   goal >= ${detailGoal * 100}%: ${ok ? 'PASS' : 'FAIL'}` +
      `   (GET /org / GET /bare = ${fmt((orgResult!.requestsPerSecond / bareResult!.requestsPerSecond) * 100, 1)}%)`,
  );
  return ok;
}

export const benchmark: Benchmark = {
  name: 'links',
  description: `first page of GET /links over ${fmt(bigCount)} vs ${fmt(smallCount)} links (exact totals); GET /links/{id} live vs a bare route`,
  async run() {
    const db = await freshPostgres();
    try {
      const platform = await startPlatform({
        databaseUrl: db.url,
        env: { SIMULATOR_LATENCY_MS: '0' },
        extraRoutes: (app) => app.get('/bare', { config: publicRoute }, async () => ({ ok: true })),
      });
      try {
        await liveDetail(platform, `${platform.url}/bare`);
        await listScaling(platform);
      } finally {
        await platform.close();
      }
    } finally {
      await db.drop();
    }
  },
};
