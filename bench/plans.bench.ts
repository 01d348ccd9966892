// The plan list under load: 10,000 plans in each of two organisations (inserted with
// multi-row INSERTs, the coverages through the API), then GET /plans with three
// filters combined (zones + minimum allowance + search) against authenticated GET /org
// in the same process and database. Prints both rates and their ratio.

import { randomUUID } from 'node:crypto';
import { asc, inArray, sql } from 'drizzle-orm';
import { operators } from '../src/modules/operators/operators.tables.ts';
import { planNotifications, plans } from '../src/modules/plans/plans.tables.ts';
import { type Benchmark, fmt, freshPostgres, inject, load, type LoadResult, loadSettings, type RunningPlatform, startPlatform, tenant } from './lib.ts';

const plansPerOrganization = 10_000;
const batch = 1_000;
const listQuery = 'compatibility_zones=magenta&compatibility_zones=coral&min_included_data_mb=2000&search=roam';

function line(label: string, r: LoadResult): string {
  const problems = r.non2xx + r.errors > 0 ? `  (${r.non2xx} non-2xx, ${r.errors} errors)` : '';
  return `  ${label.padEnd(34)} ${fmt(r.requestsPerSecond).padStart(8)} req/s   p50 ${fmt(r.latencyP50, 1)} ms   p99 ${fmt(r.latencyP99, 1)} ms${problems}`;
}



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

async function coverages(p: RunningPlatform, headers: Record<string, string>) {
  const rows = await p.container.db
    .select({ id: operators.id, zone: operators.compatibilityZone })
    .from(operators)
    .where(inArray(operators.compatibilityZone, [...new Set(coverageZones.flat())]))
    .orderBy(asc(operators.id));
  const out: Array<{ id: string; provider: string; zones: string[] }> = [];
  for (const [i, zones] of coverageZones.entries()) {
    const picked = zones.flatMap((z) => rows.filter((r) => r.zone === z).slice(3 * i, 3 * i + 3)).map((r) => r.id);
    const c = await inject(p, 'POST', '/coverages', headers, { name: `Coverage ${i}`, operator_ids: picked });
    out.push({ id: c.id, provider: zones[0] === 'coral' || zones[0] === 'teal' || zones[0] === 'slate' ? 'beta' : 'alpha', zones: c.compatibility_zones });
  }
  return out;
}

const words = ['Roam', 'Travel', 'IoT', 'Fleet', 'Sensor', 'Global', 'Local', 'Business'];
const throttles = ['unlimited', 'throttle_1mbps', 'throttle_5mbps'];

async function seedPlans(p: RunningPlatform, organizationId: string, covs: Awaited<ReturnType<typeof coverages>>): Promise<void> {
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
    await p.container.db.insert(plans).values(rows);
    await p.container.db.insert(planNotifications).values(notes);
  }
}

async function run(databaseUrl: string): Promise<void> {
  const platform = await startPlatform({ databaseUrl });
  try {
    const started = Date.now();
    const a = await tenant(platform, 'Bench A');
    const b = await tenant(platform, 'Bench B');
    await seedPlans(platform, a.id, await coverages(platform, a.admin));
    await seedPlans(platform, b.id, await coverages(platform, b.admin));
    // What autovacuum would have done by the time a real table held this many rows.
    for (const table of ['plans', 'plan_notifications', 'coverages', 'coverage_operators']) await platform.container.db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
    console.log(`seeded ${fmt(2 * plansPerOrganization)} plans in two organisations in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const check = await inject(platform, 'GET', `/plans?${listQuery}`, a.viewer);
    const bare = await inject(platform, 'GET', '/plans', a.viewer);
    console.log(`GET /plans?${listQuery}: ${check.total} of ${bare.total} plans match, ${check.items.length} on the first page`);
    if (check.total === 0 || check.items.length === 0) throw new Error('the benchmark query matches nothing; adjust the data');

    const { connections, durationSeconds, warmupSeconds } = loadSettings;
    console.log(`throughput on PostgreSQL, ${connections} connections, ${durationSeconds} s after a ${warmupSeconds} s warm-up:`);
    const org = await load(`${platform.url}/org`, a.viewer);
    console.log(line('GET /org (token, db read)', org));
    const list = await load(`${platform.url}/plans?${listQuery}`, a.viewer);
    console.log(line('GET /plans (3 filters, 20 items)', list));
    if (org.non2xx + org.errors + list.non2xx + list.errors > 0) throw new Error('some benchmark requests failed');
    console.log(`  GET /plans (3 filters) / GET /org = ${fmt((list.requestsPerSecond / org.requestsPerSecond) * 100, 1)}%`);
  } finally {
    await platform.close();
  }
}

export const benchmark: Benchmark = {
  name: 'plans',
  description: 'GET /plans with zones + min_included_data_mb + search over 10,000 plans per organisation (two organisations), vs GET /org',
  async run() {
    const db = await freshPostgres();
    try {
      await run(db.url);
    } finally {
      await db.drop();
    }
  },
};
