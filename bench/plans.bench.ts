// The plan list under load, with the platform as a user runs it (`npm start` settings on
// PostgreSQL, its own process): 10,000 plans in each of two organisations (inserted with
// multi-row INSERTs over a connection of the bench's own, the coverages through the
// API), then GET /plans with three filters combined (zones + minimum allowance + search)
// and authenticated GET /org, each against a bare node:http server in its own process,
// measured in the same run with the targets alternating in rounds. Prints the rates,
// their cost ratios and shares against bare, and GET /plans against GET /org.

import { randomUUID } from 'node:crypto';
import { asc, inArray, sql } from 'drizzle-orm';
import { type Database, openPostgres } from '../src/db/drivers.ts';
import { operators } from '../src/modules/operators/operators.tables.ts';
import { planNotifications, plans } from '../src/modules/plans/plans.tables.ts';
import { type Benchmark, fmt, freshPostgres } from './lib.ts';
import { alternateWithCpu, type BenchOrganization, call, judged, type Measured, organization, type Process, type RotatingRequest, startBare, startPlatformProcess } from './processes.ts';

const plansPerOrganization = 10_000;
const batch = 1_000;
const listQuery = 'compatibility_zones=magenta&compatibility_zones=coral&min_included_data_mb=2000&search=roam';

// Twelve coverages per organisation, each over one or two zones of one provider, so
// that a two-zone filter selects about a third of the plans.
const coverageZones = [
  ['magenta'],
  ['cyan'],
  ['brown'],
  ['magenta', 'cyan'],
  ['cyan', 'brown'],
  ['brown'],
  ['coral'],
  ['teal'],
  ['slate'],
  ['coral', 'teal'],
  ['teal', 'slate'],
  ['slate'],
];

async function coverages(p: Process, database: Database, org: BenchOrganization) {
  const rows = await database.db
    .select({ id: operators.id, zone: operators.compatibilityZone })
    .from(operators)
    .where(inArray(operators.compatibilityZone, [...new Set(coverageZones.flat())]))
    .orderBy(asc(operators.id));
  const out: Array<{ id: string; provider: string; zones: string[] }> = [];
  for (const [i, zones] of coverageZones.entries()) {
    const picked = zones.flatMap((z) => rows.filter((r) => r.zone === z).slice(3 * i, 3 * i + 3)).map((r) => r.id);
    const c = await call<{ id: string; compatibility_zones: string[] }>(p.url, 'POST', '/coverages', org.auth, { name: `Coverage ${i}`, operator_ids: picked });
    out.push({ id: c.id, provider: zones[0] === 'coral' || zones[0] === 'teal' || zones[0] === 'slate' ? 'beta' : 'alpha', zones: c.compatibility_zones });
  }
  return out;
}

const words = ['Roam', 'Travel', 'IoT', 'Fleet', 'Sensor', 'Global', 'Local', 'Business'];
const throttles = ['unlimited', 'throttle_1mbps', 'throttle_5mbps'];

async function seedPlans(database: Database, organizationId: string, covs: Awaited<ReturnType<typeof coverages>>): Promise<void> {
  const base = Date.now();
  for (let start = 0; start < plansPerOrganization; start += batch) {
    const rows = [];
    const notes = [];
    for (let i = start; i < Math.min(start + batch, plansPerOrganization); i++) {
      const cov = covs[i % covs.length]!;
      const id = randomUUID();
      const at = new Date(base - i * 1000);
      rows.push({
        organizationId,
        id,
        name: `${words[i % words.length]} ${words[(i * 7) % words.length]} ${i}`,
        coverageId: cov.id,
        provider: cov.provider,
        compatibilityZones: cov.zones,
        includedDataMb: (i * 7919) % 20_000,
        validityDays: 1 + (i % 365),
        baseThrottle: throttles[i % throttles.length]!,
        activationType: i % 2 === 0 ? 'immediate' : 'on_first_data_usage',
        description: i % 3 === 0 ? `Plan number ${i} for ${words[(i * 3) % words.length]} customers` : null,
        reactivationTrigger: i % 4 === 0 ? 'expiry' : null,
        upstreamProfileId: `bench-${id}`,
        createdAt: at,
        updatedAt: at,
      });
      if (i % 2 === 0) notes.push({ organizationId, planId: id, id: randomUUID(), type: 'activation', message: 'Welcome', threshold: null });
    }
    await database.db.insert(plans).values(rows);
    await database.db.insert(planNotifications).values(notes);
  }
}

async function seed(p: Process & { admin: Record<string, string> }, databaseUrl: string): Promise<BenchOrganization> {
  const database = openPostgres(databaseUrl, 1);
  try {
    const started = Date.now();
    const a = await organization(p.url, p.admin, 'Bench A');
    const b = await organization(p.url, p.admin, 'Bench B');
    await seedPlans(database, a.id, await coverages(p, database, a));
    await seedPlans(database, b.id, await coverages(p, database, b));
    // What autovacuum would have done by the time a real table held this many rows.
    for (const table of ['plans', 'plan_notifications', 'coverages', 'coverage_operators']) await database.db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
    console.log(`seeded ${fmt(2 * plansPerOrganization)} plans in two organisations in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return a;
  } finally {
    await database.close();
  }
}

async function run(databaseUrl: string): Promise<void> {
  const platform = await startPlatformProcess({ databaseUrl });
  const bare = await startBare();
  try {
    const a = await seed(platform, databaseUrl);
    const check = await call<{ total: number; items: unknown[] }>(platform.url, 'GET', `/plans?${listQuery}`, a.auth);
    const all = await call<{ total: number }>(platform.url, 'GET', '/plans', a.auth);
    console.log(`GET /plans?${listQuery}: ${check.total} of ${all.total} plans match, ${check.items.length} on the first page`);
    if (check.total === 0 || check.items.length === 0) throw new Error('the benchmark query matches nothing; adjust the data');

    const planList: RotatingRequest[] = [{ method: 'GET', path: `/plans?${listQuery}`, headers: a.auth }];
    const [bareResult, org, list] = (await alternateWithCpu('throughput on PostgreSQL', [
      // The bare server is sent the plan list's request, so parsing it counts on both sides.
      { label: 'bare node:http (own process)', base: bare.url, pid: bare.pid, list: planList },
      { label: 'GET /org (token, db read)', base: platform.url, pid: platform.pid, list: [{ method: 'GET', path: '/org', headers: a.auth }] },
      { label: 'GET /plans (3 filters, 20 items)', base: platform.url, pid: platform.pid, list: planList },
    ])) as [Measured, Measured, Measured];
    if ([bareResult, org, list].some((r) => r.non2xx + r.errors > 0)) throw new Error('some benchmark requests failed');
    console.log(judged('GET /org / bare', org, bareResult, { against: 'bare' }).line);
    console.log(judged('GET /plans (3 filters) / bare', list, bareResult, { against: 'bare' }).line);
    console.log(judged('GET /plans (3 filters) / GET /org', list, org, { against: 'platform' }).line);
  } finally {
    await bare.stop();
    await platform.stop();
  }
}
export const benchmark: Benchmark = {
  name: 'plans',
  description: 'GET /plans with zones + min_included_data_mb + search over 10,000 plans per organisation (two organisations), vs GET /org and a bare node:http server',
  async run() {
    const db = await freshPostgres();
    try {
      await run(db.url);
    } finally {
      await db.drop();
    }
  },
};
