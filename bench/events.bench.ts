// The event feed at scale and its delivery, with the platform as a user runs it
// (`npm start` on PostgreSQL, its own process) and the load generator in a process of
// its own (docs/performance.md#events).
//
// 1. The first page of GET /events, of GET /events?type=link.* and of
//    GET /links/{id}/events (a link with many events, and one with few) in an
//    organisation with 10,000,000 events must take at most 1.3x the same request in one
//    with 10,000 (goal: the 10,000-event rate is at most 1.3x the 10-million rate),
//    alternated in one-second slices with a bare node:http server, with the CPU per
//    answer of the platform and of its database's backends. The events are copied from
//    real ones the platform wrote (every type a few API calls make), seeded with
//    generate_series in batches into a database kept between runs (`cp_bench_events`,
//    recognised by its seed marker), and each first page's plan is shown by
//    EXPLAIN (ANALYZE).
// 2. A bulk-suspend of 5,000 links writes 5,000 `link.status_changed` events, and two
//    event destinations (servers of a process of their own, answering 204) must get all
//    10,000 deliveries within two minutes, each event once, in their own counts and in
//    the delivery log.

import os from 'node:os';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Executor } from '../src/db/client.ts';
import { openPostgres } from '../src/db/drivers.ts';
import { createEventsRepo, type EventFilter } from '../src/modules/events/events.repo.ts';
import { seedActiveLinks } from '../src/modules/tasks/tasks.testkit.ts';
import { analyze, benchDatabaseUrl, type Benchmark, fmt, freshPostgres } from './lib.ts';
import { backendsCpu, backendsSpent, cpuOf } from './proc-cpu.mjs';
import { activeLinks, call, loadInterleaved, organization, type Process, startBare, startPlatformProcess } from './processes.ts';
import { startReceivers } from './receivers.ts';

const num = (name: string, def: number) => (process.env[name] ? Number(process.env[name]) : def);
const bigCount = num('BENCH_EVENTS', 10_000_000);
const smallCount = 10_000;
/** Links the events of each organisation are spread over (besides the one with many and the one with few). */
const bigLinks = 100_000;
const smallLinks = 1_000;
const BATCH = 1_000_000;
/** The seeded events span this many days before the seed, newest last. */
const SPAN_DAYS = 20;
const scaleGoal = 1.3;
const deliveryLinks = num('BENCH_DELIVERY_LINKS', 5_000);
const deliveryGoalSeconds = 120;
const GENERATOR_LIMIT = 0.9;
const parts = (process.env.BENCH_EVENTS_PARTS ?? 'scale,delivery').split(',');
/** The database part 1 keeps between runs; its marker names what was seeded. */
const KEPT = 'cp_bench_events';
const MARKER = `events v2: ${bigCount} + ${smallCount} events`;

/** How often each type of the templates comes up among the seeded events, per mille-ish. */
const weights: Record<string, number> = {
  'link.status_changed': 300,
  'usage.threshold_reached': 150,
  'activation.started': 120,
  'link.created': 100,
  'activation.expired': 60,
  'activation.exhausted': 40,
  'activation.removed': 40,
  'link.terminated': 30,
  'task.completed': 20,
  'wallet.credited': 20,
  'client.created': 5,
};

type Platform = Process & { admin: Record<string, string> };
interface SeededOrg {
  id: string;
  /** A link with 2% of the organisation's link events, and one with a handful. */
  hot: string;
  few: string;
}
interface Seed {
  marker: string;
  /** The seeded events are those of the two organisations created at or before t0 (the API's come after). */
  t0: string;
  big: SeededOrg | null;
  small: SeededOrg | null;
  /** Seconds spent seeding, over every run that took part. */
  seconds: number;
  /** False while a seed is under way: a run stopped half-way goes on from there. */
  done: boolean;
  at: string;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** The seed of the kept database, finished or under way, when it is this run's. */
async function keptSeed(url: string): Promise<Seed | null> {
  const exists = await withClient(benchDatabaseUrl(), async (c) => (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [KEPT])).rowCount === 1);
  if (!exists) return null;
  return withClient(url, async (c) => {
    const r = await c.query<{ value: Seed }>("SELECT value FROM bench_seed WHERE key = 'events'").catch(() => null);
    const seed = r?.rows[0]?.value;
    return seed?.marker === MARKER ? seed : null;
  });
}

async function saveSeed(c: pg.Client, s: Seed): Promise<void> {
  await c.query('CREATE TABLE IF NOT EXISTS bench_seed (key text PRIMARY KEY, value jsonb NOT NULL)');
  await c.query("INSERT INTO bench_seed VALUES ('events', $1) ON CONFLICT (key) DO UPDATE SET value = excluded.value", [JSON.stringify(s)]);
}

/** A viewer token of an organisation (a new client each run: the kept database keeps no secret). */
async function viewerToken(p: Platform, organizationId: string): Promise<Record<string, string>> {
  const client = await call<{ client_id: string; client_secret: string }>(p.url, 'POST', `/admin/organizations/${organizationId}/clients`, p.admin, { name: 'bench', roles: ['viewer'] });
  const token = await call<{ access_token: string }>(p.url, 'POST', '/auth/token', {}, { grant_type: 'client_credentials', client_id: client.client_id, client_secret: client.client_secret });
  return { authorization: `Bearer ${token.access_token}` };
}

async function taskDone(p: Platform, auth: Record<string, string>, taskId: string): Promise<void> {
  for (const until = Date.now() + 60_000; Date.now() < until; await new Promise((r) => setTimeout(r, 100))) {
    const t = await call<{ status: string }>(p.url, 'GET', `/tasks/${taskId}`, auth);
    if (t.status === 'completed' || t.status === 'failed') return;
  }
  throw new Error(`task ${taskId} did not end within 60 s`);
}

/**
 * Real events to copy: an organisation whose credit, client, links with plans, bulk
 * suspend, SIM detach and delete write every type those make, one row kept per type.
 */
async function writeTemplates(p: Platform, c: pg.Client): Promise<string[]> {
  const org = await organization(p.url, p.admin, 'Event templates');
  const links = await activeLinks(p.url, p.admin, org, 3);
  const bulk = async (path: string, ids: string[]) => taskDone(p, org.auth, (await call<{ id: string }>(p.url, 'POST', `/links/${path}`, org.auth, { link_ids: ids })).id);
  await bulk('bulk-suspend', links.slice(0, 2));
  await bulk('bulk-delink-sim', links.slice(2));
  await bulk('bulk-delete', links.slice(2));
  await c.query('DROP TABLE IF EXISTS bench_event_templates');
  await c.query(
    `CREATE TABLE bench_event_templates AS
       SELECT DISTINCT ON (type) type, resource_type, source, actor, data, previous, 0 AS lo, 0 AS hi
       FROM events WHERE organization_id = $1 ORDER BY type, sequence DESC`,
    [org.id],
  );
  const types = (await c.query<{ type: string }>('SELECT type FROM bench_event_templates ORDER BY type')).rows.map((r) => r.type);
  // Each template takes a range of g % total: its weight's share of the events.
  let lo = 0;
  for (const type of types) {
    const w = weights[type] ?? 10;
    await c.query('UPDATE bench_event_templates SET lo = $2, hi = $3 WHERE type = $1', [type, lo, lo + w]);
    lo += w;
  }
  return types;
}

const linkId = (org: string, n: string) => `md5('link:' || '${org}' || ':' || ${n})::uuid`;

/**
 * `count` events of the organisation from the templates, `BATCH` a statement, oldest
 * first (so `sequence` increases with `created_at`), over SPAN_DAYS before `t0`; link
 * events spread over `links` links, one in fifty on the hot link, a few on the other.
 * Types and resources follow each event's age (k, 0 for the newest), so the newest
 * pages of two organisations of different sizes hold the same types.
 */
async function seedOrg(c: pg.Client, org: SeededOrg, count: number, links: number, t0: Date, fewAt: number): Promise<void> {
  const { rows } = await c.query<{ total: number }>('SELECT max(hi)::int AS total FROM bench_event_templates');
  const total = rows[0]?.total as number;
  await c.query(
    `INSERT INTO links (organization_id, id, name, status, provider, upstream_endpoint_id, compatibility_zones, created_at, updated_at)
     SELECT $1::uuid, CASE g WHEN 0 THEN $2::uuid WHEN -1 THEN $3::uuid ELSE ${linkId(org.id, 'g')} END, 'Events ' || g,
            CASE WHEN g % 10 = 1 THEN 'suspended' ELSE 'active' END, 'alpha', 'bench-events-' || g, ARRAY['magenta']::text[], $4::timestamptz, $4::timestamptz
     FROM generate_series(-1, $5::int) AS g
     ON CONFLICT DO NOTHING`,
    [org.id, org.hot, org.few, new Date(t0.getTime() - SPAN_DAYS * 86_400_000).toISOString(), links],
  );
  const spacingSeconds = (SPAN_DAYS * 86_400) / count;
  // Triggers off for the seed (this session only): no destination exists, and the
  // delivery trigger's transition table of a million rows would only cost time.
  await c.query("SET session_replication_role = 'replica'");
  for (let from = 1; from <= count; from += BATCH) {
    const to = Math.min(count, from + BATCH - 1);
    await c.query(
      `INSERT INTO events (organization_id, id, type, source, actor, request_id, resource_type, resource_id, data, previous, created_at)
       SELECT $1::uuid, gen_random_uuid(), t.type, t.source, t.actor, NULL, t.resource_type, r.rid,
              CASE WHEN t.resource_type = 'link' AND t.data ? 'id' THEN jsonb_set(t.data, '{id}', to_jsonb(r.rid)) ELSE t.data END,
              t.previous, $4::timestamptz - make_interval(secs => ($5::int - g) * $6::float8)
       FROM generate_series($2::int, $3::int) AS g
       CROSS JOIN LATERAL (SELECT $5::int - g AS k) a
       CROSS JOIN LATERAL (SELECT * FROM bench_event_templates t WHERE a.k % ${total} >= t.lo AND a.k % ${total} < t.hi) t
       CROSS JOIN LATERAL (SELECT CASE
           WHEN t.resource_type <> 'link' THEN md5(t.resource_type || ':' || (a.k % 5000))::uuid::text
           WHEN a.k % 1000000 = ${fewAt} THEN $7
           WHEN a.k % 50 = 0 THEN $8
           ELSE (${linkId(org.id, `(1 + (a.k::bigint * 7919) % ${links})`)})::text END AS rid) r`,
      [org.id, from, to, t0.toISOString(), count, spacingSeconds, org.few, org.hot],
    );
    if (count >= BATCH) console.log(`  ${fmt(to)} of ${fmt(count)} events`);
  }
  await c.query('RESET session_replication_role');
}

/**
 * Seeds the kept database with its two organisations and their events, or goes on with
 * a seed a stopped run left under way (`partial`): an organisation whose events are all
 * there is kept, one with some is seeded again.
 */
async function seed(p: Platform, url: string, partial: Seed | null): Promise<Seed> {
  const started = Date.now();
  return withClient(url, async (c) => {
    const templates = partial === null ? await writeTemplates(p, c) : null;
    const { rows } = await c.query<{ type: string; lo: number; hi: number }>('SELECT type, lo, hi FROM bench_event_templates ORDER BY type');
    const types = rows.map((r) => r.type);
    const total = Math.max(...rows.map((r) => r.hi));
    const status = rows.find((r) => r.type === 'link.status_changed');
    if (status === undefined) throw new Error(`the templates hold no link.status_changed event: ${(templates ?? types).join(', ')}`);
    // An age whose template is a link status change and that the hot link does not take.
    let fewAt = 1;
    while (fewAt % total < status.lo || fewAt % total >= status.hi || fewAt % 50 === 0) fewAt++;
    console.log(
      `${partial === null ? 'seeding' : 'going on with the seed of'} the kept database ${KEPT}: ${fmt(bigCount)} + ${fmt(smallCount)} events copied from ${types.length} real ones (${types.join(', ')})`,
    );
    const s: Seed = partial ?? { marker: MARKER, t0: new Date().toISOString(), big: null, small: null, seconds: 0, done: false, at: '' };
    const seconds = s.seconds;
    const t0 = new Date(s.t0);
    for (const [key, name, count, links] of [
      ['big', 'Ten million events', bigCount, bigLinks],
      ['small', 'Ten thousand events', smallCount, smallLinks],
    ] as const) {
      let o = s[key];
      if (o === null) {
        const org = await call<{ id: string }>(p.url, 'POST', '/admin/organizations', p.admin, { name });
        const ids = (await c.query<{ hot: string; few: string }>('SELECT gen_random_uuid()::text AS hot, gen_random_uuid()::text AS few')).rows[0] as { hot: string; few: string };
        o = { id: org.id, ...ids };
        s[key] = o;
        await saveSeed(c, s);
      }
      const have = Number((await c.query<{ n: string }>('SELECT count(*) AS n FROM events WHERE organization_id = $1 AND created_at <= $2', [o.id, s.t0])).rows[0]?.n);
      if (have === count) {
        console.log(`  ${name}: all ${fmt(count)} events there already`);
        continue;
      }
      if (have > 0) await c.query('DELETE FROM events WHERE organization_id = $1 AND created_at <= $2', [o.id, s.t0]);
      await seedOrg(c, o, count, links, t0, fewAt);
      s.seconds = seconds + (Date.now() - started) / 1000;
      await saveSeed(c, s);
    }
    // What autovacuum would have done by now on a deployment (this machine's runs without it).
    for (const table of ['events', 'links']) await c.query(`VACUUM ANALYZE ${table}`);
    await c.query('CHECKPOINT');
    Object.assign(s, { seconds: seconds + (Date.now() - started) / 1000, done: true, at: new Date().toISOString() });
    await saveSeed(c, s);
    return s;
  });
}

/** EXPLAIN (ANALYZE) of the feed's own statement for `filter`: the repository's SQL run through a wrapper. */
async function explain(url: string, organizationId: string, filter: EventFilter): Promise<string[]> {
  const database = openPostgres(url, 1);
  try {
    // The plan's rows, taken before the repository decodes them as events.
    let plan: string[] = [];
    const wrapped = {
      async execute(statement: Parameters<Executor['execute']>[0]) {
        const result = (await database.db.execute(sql`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${statement}`)) as unknown as { rows: Array<Record<string, string>> };
        plan = result.rows.map((r) => Object.values(r)[0] as string);
        return { rows: [] };
      },
    } as unknown as Executor;
    await createEventsRepo(wrapped).list(organizationId, filter, 21);
    return plan;
  } finally {
    await database.close();
  }
}

interface ScaleFigure {
  target: string;
  big: { requestsPerSecond: number; platformMicros: number; databaseMicros: number; p50: number; generator: number };
  small: { requestsPerSecond: number; platformMicros: number; databaseMicros: number; p50: number; generator: number };
  bareRequestsPerSecond: number;
  timeRatio: number;
  cpuRatio: number;
  pass: boolean;
}

async function scale(): Promise<{ seed: Seed; seeded: boolean; figures: ScaleFigure[]; plans: Record<string, string[]> }> {
  const url = withDatabase(benchDatabaseUrl(), KEPT);
  const kept = await keptSeed(url);
  const seeded = kept?.done !== true;
  if (kept === null) {
    await withClient(benchDatabaseUrl(), async (c) => {
      await c.query(`DROP DATABASE IF EXISTS ${KEPT} WITH (FORCE)`);
      await c.query(`CREATE DATABASE ${KEPT}`);
    });
  }
  // Retention is pushed out of the way: the kept events must outlive a month.
  const platform = await startPlatformProcess({ databaseUrl: url, env: { SIMULATOR_LATENCY_MS: '0', EVENTS_RETENTION_DAYS: '3650' } });
  const bare = await startBare();
  try {
    const s = kept?.done === true ? kept : await seed(platform, url, kept);
    console.log(
      seeded
        ? `seeded in ${fmt(s.seconds, 1)} s (generate_series, ${fmt(BATCH)} events a statement, then VACUUM ANALYZE)`
        : `kept database ${KEPT} seeded ${s.at} in ${fmt(s.seconds, 1)} s (its marker: ${s.marker}); drop it to seed again`,
    );
    if (s.big === null || s.small === null) throw new Error('the seed has no organisations');
    const orgs = { big: s.big, small: s.small };
    const counts = await withClient(url, async (c) => {
      const r = await c.query<{ org: string; n: string; hot: string; few: string }>(
        `SELECT organization_id::text AS org, count(*) AS n, count(*) FILTER (WHERE resource_id = ANY($1)) AS hot, count(*) FILTER (WHERE resource_id = ANY($2)) AS few
         FROM events WHERE organization_id = ANY($3::uuid[]) GROUP BY 1`,
        [[orgs.big.hot, orgs.small.hot], [orgs.big.few, orgs.small.few], [orgs.big.id, orgs.small.id]],
      );
      return new Map(r.rows.map((x) => [x.org, x]));
    });
    for (const [label, o] of [['big', orgs.big], ['small', orgs.small]] as const) {
      const c = counts.get(o.id);
      console.log(`  ${label}: ${fmt(Number(c?.n))} events, ${fmt(Number(c?.hot))} on the link with many, ${fmt(Number(c?.few))} on the link with few`);
    }
    // The link with few is compared with a link of the small organisation that has as
    // many events, so both first pages hold the same number.
    const fewCount = Number(counts.get(orgs.big.id)?.few);
    const smallFew = await withClient(url, async (c) => {
      const r = await c.query<{ id: string }>(
        `SELECT e.resource_id AS id FROM events e JOIN links l ON l.organization_id = e.organization_id AND l.id::text = e.resource_id
         WHERE e.organization_id = $1 AND e.resource_type = 'link' GROUP BY 1 HAVING count(*) = $2 LIMIT 1`,
        [orgs.small.id, fewCount],
      );
      return r.rows[0]?.id ?? orgs.small.few;
    });
    console.log(`  the link with few of the ${fmt(smallCount)} is one with ${fmt(fewCount)} events too`);

    const plans: Record<string, string[]> = {};
    // The seeded types are those of links, activations, tasks, the wallet and clients: a
    // number.* prefix names types the organisations have none of.
    const filters: Array<[string, EventFilter, string]> = [
      ['GET /events', {}, orgs.big.id],
      [`GET /events, ${fmt(smallCount)} events`, {}, orgs.small.id],
      ['GET /events?type=link.*', { type: { prefix: 'link.' } }, orgs.big.id],
      ['GET /events?type=client.created', { type: { exact: 'client.created' } }, orgs.big.id],
      ['GET /events?type=client.*', { type: { prefix: 'client.' } }, orgs.big.id],
      ['GET /events?type=number.* (none)', { type: { prefix: 'number.' } }, orgs.big.id],
      ['GET /events?resource_id={many}', { resourceId: orgs.big.hot }, orgs.big.id],
      ['GET /links/{few}/events', { resourceId: orgs.big.few }, orgs.big.id],
      ['GET /links/{many}/events?type=link.*', { resourceId: orgs.big.hot, type: { prefix: 'link.' } }, orgs.big.id],
    ];
    console.log(`first pages over ${fmt(bigCount)} events (unless named), EXPLAIN (ANALYZE) of the feed's statement (limit 21):`);
    for (const [label, f, organizationId] of filters) {
      const lines = await explain(url, organizationId, f);
      plans[label] = lines;
      const scans = lines.filter((l) => /Scan|Sort|Limit|Append/.test(l) && !/Sort Method|Sort Key|Full-sort/.test(l)).map((l) => l.trim().replace(/\s+\(actual.*$/, ''));
      const time = lines.find((l) => l.startsWith('Execution Time')) ?? '';
      console.log(`  ${label.padEnd(40)} ${time.padEnd(28)} ${scans.join(' > ')}`);
    }

    const big = await viewerToken(platform, orgs.big.id);
    const small = await viewerToken(platform, orgs.small.id);
    const targets: Array<{ label: string; big: string; small: string }> = [
      { label: 'GET /events', big: '/events', small: '/events' },
      { label: 'GET /events?type=link.*', big: '/events?type=link.*', small: '/events?type=link.*' },
      { label: 'GET /links/{id}/events, many', big: `/links/${orgs.big.hot}/events`, small: `/links/${orgs.small.hot}/events` },
      { label: 'GET /links/{id}/events, few', big: `/links/${orgs.big.few}/events`, small: `/links/${smallFew}/events` },
    ];
    const rounds = num('BENCH_ROUNDS', 2);
    const slices = Math.max(1, Math.round(num('BENCH_DURATION', 5) / num('BENCH_SLICE', 1)));
    const connections = num('BENCH_CONNECTIONS', 20);
    console.log(
      `first page, ${fmt(bigCount)} events against ${fmt(smallCount)}: ${connections} connections, ${rounds} rounds of ${slices} one-second slices on each of bare, ${fmt(bigCount)} and ${fmt(smallCount)}, alternated; µs CPU per 2xx (platform + its PostgreSQL backends)`,
    );
    const figures: ScaleFigure[] = [];
    for (const t of targets) {
      const rs = [] as Array<ReturnType<typeof side>[]>;
      for (let round = 0; round < rounds; round++) {
        const out = await loadInterleaved(
          [
            { base: bare.url, pid: bare.pid, list: [{ method: 'GET', path: t.big, headers: big }] },
            { base: platform.url, pid: platform.pid, database: KEPT, list: [{ method: 'GET', path: t.big, headers: big }] },
            { base: platform.url, pid: platform.pid, database: KEPT, list: [{ method: 'GET', path: t.small, headers: small }] },
          ],
          { slices, sliceSeconds: num('BENCH_SLICE', 1), connections, warmupSeconds: num('BENCH_WARMUP', 1), settleMs: 100 },
        );
        if (out.slice(1).some((r) => r.non2xx + r.errors > 0)) throw new Error(`${t.label}: some requests failed`);
        rs.push(out.map(side));
      }
      const med = (j: number, k: keyof ReturnType<typeof side>) => median(rs.map((r) => (r[j] as ReturnType<typeof side>)[k]));
      const sideOf = (j: number) => ({
        requestsPerSecond: med(j, 'requestsPerSecond'),
        platformMicros: med(j, 'platformMicros'),
        databaseMicros: med(j, 'databaseMicros'),
        p50: med(j, 'p50'),
        generator: Math.max(...rs.map((r) => (r[j] as ReturnType<typeof side>).generator)),
      });
      const [b, m, f] = [sideOf(0), sideOf(1), sideOf(2)];
      const timeRatio = median(rs.map((r) => (r[2] as ReturnType<typeof side>).requestsPerSecond / (r[1] as ReturnType<typeof side>).requestsPerSecond));
      const cpu = (x: ReturnType<typeof side>) => x.platformMicros + x.databaseMicros;
      const cpuRatio = median(rs.map((r) => cpu(r[1] as ReturnType<typeof side>) / cpu(r[2] as ReturnType<typeof side>)));
      const pass = timeRatio <= scaleGoal;
      const gen = (g: number) => `${fmt(g, 2)}${g > GENERATOR_LIMIT ? '!' : ''}`;
      console.log(
        `  ${t.label.padEnd(32)} ${fmt(m.requestsPerSecond).padStart(6)}/s ${fmt(m.platformMicros)}+${fmt(m.databaseMicros)} µs  against ${fmt(f.requestsPerSecond).padStart(6)}/s ${fmt(f.platformMicros)}+${fmt(f.databaseMicros)} µs   time ${fmt(timeRatio, 2)}x, CPU ${fmt(cpuRatio, 2)}x   goal <= ${scaleGoal}x: ${pass ? 'PASS' : 'FAIL'}   (bare ${fmt(b.requestsPerSecond)}/s; generator ${gen(b.generator)} / ${gen(m.generator)} / ${gen(f.generator)})`,
      );
      figures.push({ target: t.label, big: m, small: f, bareRequestsPerSecond: b.requestsPerSecond, timeRatio, cpuRatio, pass });
    }
    if (figures.some((x) => Math.max(x.big.generator, x.small.generator) > GENERATOR_LIMIT)) {
      console.log(`  ! the load generator used more than ${GENERATOR_LIMIT} of a core in those slices: their rate is the generator's ceiling, judge those by CPU per answer`);
    }
    return { seed: s, seeded, figures, plans };
  } finally {
    await bare.stop();
    await platform.stop();
  }
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

function side(r: { requestsPerSecond: number; cpuTotal: number; databaseTotal: number; ok: number; latencyP50: number; generatorLoad: number }) {
  const ok = Math.max(r.ok, 1e-9);
  return { requestsPerSecond: r.requestsPerSecond, platformMicros: r.cpuTotal / ok, databaseMicros: r.databaseTotal / ok, p50: r.latencyP50, generator: r.generatorLoad };
}

interface DeliveryFigures {
  links: number;
  taskSeconds: number;
  allDeliveredSeconds: number;
  firstDeliverySeconds: number;
  deliveriesPerSecond: number;
  platformMicrosPerDelivery: number;
  databaseMicrosPerDelivery: number;
  receivers: Array<{ received: number; distinct: number; twice: number }>;
  log: Array<{ total: number; succeeded: number; distinctEvents: number; retried: number }>;
  pass: boolean;
}

/** Part 2: the bulk task's events delivered to two destinations. */
async function delivery(): Promise<DeliveryFigures> {
  const db = await freshPostgres('events');
  // The provider as the tasks bench has it (20 ms a call, 16 at once); the usage snapshot a day away.
  const platform = await startPlatformProcess({
    databaseUrl: db.url,
    env: { SIMULATOR_LATENCY_MS: '20', UPSTREAM_CONCURRENCY: '16', USAGE_SNAPSHOT_INTERVAL_MS: '86400000', WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true' },
  });
  const receivers = await startReceivers(2);
  try {
    const org = await organization(platform.url, platform.admin, 'Bulk events');
    const database = openPostgres(db.url, 1);
    let ids: string[];
    try {
      ids = await seedActiveLinks(database.db, org.id, deliveryLinks);
    } finally {
      await database.close();
    }
    await analyze(db.url);
    const destinations: string[] = [];
    for (const u of receivers.urls) {
      destinations.push((await call<{ id: string }>(platform.url, 'POST', '/event-destinations', org.auth, { url: `${u}/events`, event_types: ['link.status_changed'], description: 'bench' })).id);
    }
    const expected = deliveryLinks * destinations.length;
    console.log(
      `bulk-suspend of ${fmt(deliveryLinks)} links (provider 20 ms a call, 16 at once), link.status_changed delivered to ${destinations.length} destinations (receivers in a process of their own, answering 204):`,
    );
    const before = { platform: cpuOf(platform.pid), database: backendsCpu(db.name) };
    const started = Date.now();
    const task = await call<{ id: string }>(platform.url, 'POST', '/links/bulk-suspend', org.auth, { link_ids: ids });
    let taskSeconds = Number.NaN;
    let stats = await Promise.all(destinations.map((_, i) => receivers.stats(i)));
    const deadline = started + Math.max(300_000, deliveryGoalSeconds * 2_000);
    const statusOf = async () =>
      withClient(db.url, async (c) => (await c.query<{ status: string }>('SELECT status FROM tasks WHERE organization_id = $1 AND id = $2', [org.id, task.id])).rows[0]?.status);
    while (stats.some((x) => x.distinct < deliveryLinks) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      if (Number.isNaN(taskSeconds) && ['completed', 'failed'].includes((await statusOf()) ?? '')) taskSeconds = (Date.now() - started) / 1000;
      stats = await Promise.all(destinations.map((_, i) => receivers.stats(i)));
    }
    const spent = { platform: cpuOf(platform.pid) - before.platform, database: backendsSpent(before.database, backendsCpu(db.name)) };
    const first = Math.min(...stats.map((x) => x.first ?? Number.POSITIVE_INFINITY));
    const last = Math.max(...stats.map((x) => x.last ?? 0));
    const allDelivered = stats.every((x) => x.distinct >= deliveryLinks);
    const allDeliveredSeconds = allDelivered ? (last - started) / 1000 : Number.POSITIVE_INFINITY;
    // A little longer, for a repeat that would come after the last first delivery.
    await new Promise((r) => setTimeout(r, 2_000));
    stats = await Promise.all(destinations.map((_, i) => receivers.stats(i)));

    const events = await withClient(db.url, async (c) =>
      (await c.query<{ id: string }>("SELECT id::text FROM events WHERE organization_id = $1 AND type = 'link.status_changed'", [org.id])).rows.map((r) => r.id),
    );
    const eventSet = new Set(events);
    const log: DeliveryFigures['log'] = [];
    for (const [i, d] of destinations.entries()) {
      const got = await receivers.ids(i);
      const missing = events.filter((e) => !got.includes(e)).length;
      const foreign = got.filter((e) => !eventSet.has(e)).length;
      if (missing + foreign > 0) console.log(`  destination ${i + 1}: ${missing} events never received, ${foreign} received that the feed does not hold`);
      const rows: Array<{ event_id: string; status: string; attempts: unknown[] }> = [];
      for (let page = 1; ; page++) {
        const p = await call<{ items: typeof rows; total_pages: number }>(platform.url, 'GET', `/event-destinations/${d}/deliveries?page=${page}&page_size=100`, org.auth);
        rows.push(...p.items);
        if (page >= p.total_pages) break;
      }
      log.push({
        total: rows.length,
        succeeded: rows.filter((r) => r.status === 'succeeded').length,
        distinctEvents: new Set(rows.map((r) => r.event_id)).size,
        retried: rows.filter((r) => r.attempts.length > 1).length,
      });
    }
    const receiverFigures = stats.map((x) => ({ received: x.received, distinct: x.distinct, twice: x.twice.length }));
    const onceEach = receiverFigures.every((x) => x.twice === 0 && x.received === deliveryLinks) && log.every((l) => l.total === deliveryLinks && l.distinctEvents === deliveryLinks);
    const pass = events.length === deliveryLinks && allDelivered && allDeliveredSeconds <= deliveryGoalSeconds && onceEach && log.every((l) => l.succeeded === deliveryLinks);
    const rate = expected / Math.max((last - first) / 1000, 1e-3);
    console.log(`  ${fmt(events.length)} link.status_changed events; the task completed after ${fmt(taskSeconds, 1)} s; first delivery after ${fmt((first - started) / 1000, 2)} s`);
    console.log(
      `  all ${fmt(expected)} delivered after ${fmt(allDeliveredSeconds, 1)} s, ${fmt(rate)} deliveries/s from the first to the last; CPU per delivery ${fmt(spent.platform / expected)} µs platform + ${fmt(spent.database / expected)} µs PostgreSQL (the task's work included)`,
    );
    receiverFigures.forEach((x, i) => {
      const l = log[i] as DeliveryFigures['log'][number];
      console.log(
        `  destination ${i + 1}: received ${fmt(x.received)} (${fmt(x.distinct)} events, ${x.twice} more than once); its delivery log ${fmt(l.total)} (${fmt(l.distinctEvents)} events, ${fmt(l.succeeded)} succeeded, ${l.retried} retried)`,
      );
    });
    console.log(`  goal: every event delivered once to each destination within ${deliveryGoalSeconds} s: ${pass ? 'PASS' : 'FAIL'}`);
    return {
      links: deliveryLinks,
      taskSeconds,
      allDeliveredSeconds,
      firstDeliverySeconds: (first - started) / 1000,
      deliveriesPerSecond: rate,
      platformMicrosPerDelivery: spent.platform / expected,
      databaseMicrosPerDelivery: spent.database / expected,
      receivers: receiverFigures,
      log,
      pass,
    };
  } finally {
    await receivers.stop();
    await platform.stop();
    await db.drop();
  }
}

export const benchmark: Benchmark = {
  name: 'events',
  description: `first page of the feed over ${fmt(bigCount)} vs ${fmt(smallCount)} events; a ${fmt(deliveryLinks)}-link bulk-suspend's events delivered to two destinations`,
  async run() {
    const load0 = os.loadavg();
    const result: Record<string, unknown> = { bench: 'events', at: new Date().toISOString(), database: 'postgresql', machine: { cores: os.cpus().length, loadBefore: load0 } };
    if (parts.includes('scale')) result.scale = await scale();
    if (parts.includes('delivery')) result.delivery = await delivery();
    const load1 = os.loadavg();
    (result.machine as Record<string, unknown>).loadAfter = load1;
    console.log(`machine: ${os.cpus().length} cores, load average ${load0.map((x) => fmt(x, 2)).join(' ')} before, ${load1.map((x) => fmt(x, 2)).join(' ')} after`);
    console.log('events on against off (the tree before events), for a quiet machine: npm run bench -- http numbers reseller --against 09726ad');
    // BENCH_EVENTS_OUT=<file> appends the run's figures (and the plans) as one JSON line.
    if (process.env.BENCH_EVENTS_OUT) fs.appendFileSync(process.env.BENCH_EVENTS_OUT, `${JSON.stringify(result)}\n`);
  },
};

