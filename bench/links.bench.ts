// The link list at scale and the live link read, with the platform as a user runs it
// (`npm start` settings on PostgreSQL, its own process, simulator latency 0) and the
// load generator in a process of its own; the targets of each comparison alternate in
// rounds.
//
// 1. The first page of GET /links (no filter, then status=active) over 1,000,000 links
//    of one organisation must cost at most 2x the same request over 1,000 links of
//    another, measured in the same run and database, with the exact `total` (goal: the
//    CPU per answer over the million, the database's included, at most 2x the 1,000's).
// 2. GET /links/{id} rotating over 1,000 distinct active links (token, database, the
//    live network status from the simulated provider, read at most once a second per
//    link and stored) against a bare node:http server in its own process (cost ratio,
//    goal at least 0.10, and at least half of GET /org's, the cheapest authenticated
//    read, measured alongside).
//
// The links of part 1 and their SIMs are inserted with generate_series, one statement
// per table, over a connection of the bench's own; those of part 2 through the API.

import { sql } from 'drizzle-orm';
import { query } from '../src/db/client.ts';
import { type Database, openPostgres } from '../src/db/drivers.ts';
import { type Benchmark, fmt, freshPostgres } from './lib.ts';
import {
  activeLinks,
  alternateWithCpu,
  type BenchOrganization,
  call,
  judged,
  type Measured,
  measuredCostRatio,
  organization,
  type Process,
  type RotatingRequest,
  startBare,
  startPlatformProcess,
} from './processes.ts';

const bigCount = Number(process.env.BENCH_LINKS ?? 1_000_000);
const smallCount = 1_000;
const detailCount = Number(process.env.BENCH_DETAIL_LINKS ?? 1_000);
const listGoal = 2;
const detailGoal = 0.1;

type Platform = Process & { admin: Record<string, string> };

/**
 * `count` SIMs and as many links in the organisation: one link in twenty is on hold
 * without a SIM, two suspended, two pre_active, the rest active; distinct update times.
 */
export async function seedLinks(database: Database, organizationId: string, count: number): Promise<void> {
  const db = database.db;
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
async function checkTotal(p: Platform, database: Database, org: BenchOrganization, status?: string): Promise<number> {
  const page = await call<{ total: number; items: unknown[] }>(p.url, 'GET', `/links${status ? `?status=${status}` : ''}`, org.auth);
  const [row] = await query<{ n: string }>(
    database.db,
    sql`SELECT count(*)::text AS n FROM links WHERE organization_id = ${org.id}::uuid AND status <> 'removed' ${status ? sql`AND status = ${status}` : sql``}`,
  );
  if (page.total !== Number(row?.n) || page.items.length !== 20) throw new Error(`GET /links total ${page.total} but the table holds ${row?.n}`);
  return page.total;
}

async function listScaling(p: Platform, databaseUrl: string): Promise<boolean> {
  const big = await organization(p.url, p.admin, 'A million links', undefined, ['viewer']);
  const small = await organization(p.url, p.admin, 'A thousand links', undefined, ['viewer']);
  const database = openPostgres(databaseUrl, 1);
  try {
    const started = Date.now();
    await seedLinks(database, big.id, bigCount);
    await seedLinks(database, small.id, smallCount);
    // What autovacuum would have done by the time a real table held this many rows.
    for (const table of ['links', 'sims', 'link_counts']) await database.db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
    // Written out now, so the flush of two million new rows does not fall on the first measurement.
    await database.db.execute(sql`CHECKPOINT`);
    console.log(`seeded ${fmt(bigCount)} + ${fmt(smallCount)} links and SIMs with generate_series in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    for (const status of [undefined, 'active']) {
      const totals = [await checkTotal(p, database, big, status), await checkTotal(p, database, small, status)];
      console.log(`  GET /links${status ? `?status=${status}` : ''}: exact totals ${totals.map((n) => fmt(n)).join(' and ')}`);
    }
  } finally {
    await database.close();
  }

  let pass = true;
  for (const qs of ['', '?status=active']) {
    const [many, few] = (await alternateWithCpu(`first page of GET /links${qs}`, [
      { label: `GET /links${qs} over ${fmt(bigCount)}`, base: p.url, pid: p.pid, list: [{ method: 'GET', path: `/links${qs}`, headers: big.auth }] },
      { label: `GET /links${qs} over ${fmt(smallCount)}`, base: p.url, pid: p.pid, list: [{ method: 'GET', path: `/links${qs}`, headers: small.auth }] },
    ])) as [Measured, Measured];
    if (many.non2xx + many.errors + few.non2xx + few.errors > 0) throw new Error('some benchmark requests failed');
    // What a page over the many costs against one over the few (CPU per answer, the
    // database's included); requests a second where no CPU is measured.
    const ratio = measuredCostRatio(few, many, 'platform') ?? few.requestsPerSecond / many.requestsPerSecond;
    const ok = ratio <= listGoal;
    pass &&= ok;
    console.log(`  cost over ${fmt(bigCount)} / cost over ${fmt(smallCount)} = ${fmt(ratio, 2)}x   goal <= ${listGoal}x: ${ok ? 'PASS' : 'FAIL'}`);
  }
  return pass;
}

async function liveDetail(p: Platform, bare: Process): Promise<boolean> {
  const org = await organization(p.url, p.admin, 'Live links');
  const started = Date.now();
  const links = await activeLinks(p.url, p.admin, org, detailCount);
  console.log(`${fmt(links.length)} active links created through the API in ${fmt((Date.now() - started) / 1000, 1)} s`);
  const detail = await call<{ status: string; network_status: unknown }>(p.url, 'GET', `/links/${links[0]}`, org.auth);
  if (detail.status !== 'active' || typeof detail.network_status !== 'object' || detail.network_status === null) {
    throw new Error(`the bench link is not active with a network status: ${JSON.stringify(detail)}`);
  }

  const reads = links.map((id): RotatingRequest => ({ method: 'GET', path: `/links/${id}`, headers: org.auth }));
  const [bareResult, orgResult, detailResult] = (await alternateWithCpu(`GET /links/{id} over ${fmt(links.length)} active links (live network status, simulator latency 0)`, [
    // The bare server is sent the link reads, so parsing them counts on both sides.
    { label: 'bare node:http (own process)', base: bare.url, pid: bare.pid, list: reads },
    { label: 'GET /org (token, one db read; reference)', base: p.url, pid: p.pid, list: [{ method: 'GET', path: '/org', headers: org.auth }] },
    { label: `GET /links/{id} over ${fmt(links.length)} links`, base: p.url, pid: p.pid, list: reads },
  ])) as [Measured, Measured, Measured];
  if ([bareResult, orgResult, detailResult].some((r) => r.non2xx + r.errors > 0)) throw new Error('some benchmark requests failed');
  const detailJudged = judged('GET /links/{id} / bare', detailResult, bareResult, { against: 'bare', goal: detailGoal });
  const overOrg = judged('GET /links/{id} / GET /org', detailResult, orgResult, { against: 'platform', goal: 0.5 });
  console.log(detailJudged.line);
  console.log(`${judged('GET /org / bare', orgResult, bareResult, { against: 'bare' }).line}   (reference)`);
  console.log(overOrg.line);
  return detailJudged.pass && overOrg.pass;
}

export const benchmark: Benchmark = {
  name: 'links',
  description: `first page of GET /links over ${fmt(bigCount)} vs ${fmt(smallCount)} links (exact totals); GET /links/{id} live over ${fmt(detailCount)} links vs a bare node:http server`,
  async run() {
    const db = await freshPostgres();
    const platform = await startPlatformProcess({ databaseUrl: db.url, env: { SIMULATOR_LATENCY_MS: '0' } });
    const bare = await startBare();
    try {
      await liveDetail(platform, bare);
      await listScaling(platform, db.url);
    } finally {
      await bare.stop();
      await platform.stop();
      await db.drop();
    }
  },
};
