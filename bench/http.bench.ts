// The request pipeline as a user meets it (`npm start` settings on PostgreSQL, simulator
// latency 0, 32 connections unless BENCH_CONNECTIONS says otherwise): five requests of
// rising cost, each judged by its cost ratio: the CPU a bare node:http server (in its own
// process) spends per 2xx answer over the CPU the platform process and its PostgreSQL
// backends spend per 2xx answer, both fed the same requests in interleaved one-second
// slices by one load generator in a third process. Shares of the bare server's
// throughput are printed beside, and the generator's own CPU. Goals (issue 38, on the
// cost ratio, median of the rounds): /health >= 0.70, POST /mccmnc/lookup >= 0.55 and
// billed >= 0.35, authenticated GET /org >= 0.40, GET /links/{id} rotating over 5,000
// distinct active links (each answer with its live network status) >= 0.20 and at least
// half of GET /org's; and no decline: each target's last round's cost ratio within 15%
// of its first round's.

import os from 'node:os';
import { type CompareTarget, costRatio, figures, generatorText, GENERATOR_LIMIT, median, type SideFigures } from './against.ts';
import { analyze, type Benchmark, fmt, freshPostgres, loadSettings } from './lib.ts';
import { machineCpu } from './proc-cpu.mjs';
import { activeLinks, type BenchOrganization, loadInterleaved, organization, type RotatingRequest, startBare, startPlatformProcess } from './processes.ts';

const LINKS = Number(process.env.BENCH_HTTP_LINKS ?? 5000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Each target's run is interleaved with the bare server's in slices this long. */
const SLICE_SECONDS = Number(process.env.BENCH_SLICE ?? 1);
/**
 * Seconds per target per round: ten, where other benches take five. A round's figure
 * then averages over more of the machine's speed phases, which the decline check
 * compares round with round.
 */
const SECONDS = Number(process.env.BENCH_DURATION ?? 10);
/** `BENCH_HTTP_ONLY=org,links` measures those targets only (with the bare baseline), for a closer look. */
const ONLY = process.env.BENCH_HTTP_ONLY ? new Set(process.env.BENCH_HTTP_ONLY.split(',').map((k) => k.trim())) : null;
const plmns = ['26201', '26202', '26203', '23410', '23415', '20801', '20810', '21407', '20404', '22201', '310260', '311480'];

/** Cost-ratio goals by target key (issue 38). */
const goals: Record<string, number> = { health: 0.7, lookup: 0.55, billed: 0.35, org: 0.4, links: 0.2 };
/** The link read's cost ratio at least this share of `GET /org`'s. */
const LINKS_TO_ORG = 0.5;
/** The last round's cost ratio may be this much below the first's. */
const DECLINE = 0.15;

/** One target's rounds: its figures and the bare server's in the slices beside them. */
interface Measured {
  target: CompareTarget;
  rounds: Array<{ bare: SideFigures; side: SideFigures }>;
}

/**
 * The targets in turn, round after round. Each target's run of a round is interleaved
 * with the bare server's in one-second slices by one load generator (bare, target, bare,
 * target, ...), the bare server sent the target's own requests: the machine's speed
 * moves within seconds here, and a baseline measured seconds away from its target
 * compared them at different speeds.
 */
async function measure(bare: { url: string; pid: number }, platform: { url: string; pid: number; database: string }, targets: CompareTarget[]): Promise<Measured[]> {
  const slices = Math.max(1, Math.round(SECONDS / SLICE_SECONDS));
  const out: Measured[] = targets.map((target) => ({ target, rounds: [] }));
  for (let round = 0; round < ROUNDS; round++) {
    for (const m of out) {
      const { list } = m.target;
      const [b, t] = (
        await loadInterleaved(
          [
            { base: bare.url, list, pid: bare.pid },
            { base: platform.url, list, pid: platform.pid, database: platform.database },
          ],
          { slices, sliceSeconds: SECONDS / slices, connections: CONNECTIONS, warmupSeconds: loadSettings.warmupSeconds, settleMs: 100 },
        )
      ).map(figures) as [SideFigures, SideFigures];
      m.rounds.push({ bare: b, side: t });
      console.log(
        `  round ${round + 1} ${m.target.label}: cost ${fmt(costRatio(b, t), 3)}; bare ${fmt(b.requestsPerSecond)}/s ${fmt(b.platformMicros, 1)} µs; platform ${fmt(t.requestsPerSecond)}/s ${fmt(t.platformMicros, 1)}+${fmt(t.databaseMicros, 1)} µs; generator ${generatorText(b.generatorLoad)} / ${generatorText(t.generatorLoad)}`,
      );
    }
  }
  return out;
}

/**
 * The bench's organisations and links on one platform, and its targets on them (the
 * bare server's excepted), in order.
 */
async function seed(base: string, admin: Record<string, string>, databaseUrl: string | null): Promise<CompareTarget[]> {
  const free = await organization(base, admin, 'HTTP bench');
  const billed = await organization(base, admin, 'HTTP bench, billed', { price_per_request: '0.0001', billing_configured: true });
  const started = Date.now();
  const links = await activeLinks(base, admin, free, LINKS);
  console.log(`${fmt(links.length)} active links created through the API in ${fmt((Date.now() - started) / 1000, 1)} s`);
  if (databaseUrl !== null) await analyze(databaseUrl);
  const lookup = (o: BenchOrganization): RotatingRequest[] => plmns.map((plmn) => ({ method: 'POST', path: `/mccmnc/lookup?plmn=${plmn}`, headers: o.auth }));
  const all: CompareTarget[] = [
    { key: 'health', label: 'GET /health', list: [{ method: 'GET', path: '/health' }] },
    { key: 'lookup', label: 'POST /mccmnc/lookup', list: lookup(free) },
    { key: 'billed', label: 'POST /mccmnc/lookup, billed', list: lookup(billed) },
    { key: 'org', label: 'GET /org (token, one read)', list: [{ method: 'GET', path: '/org', headers: free.auth }] },
    { key: 'links', label: `GET /links/{id} over ${fmt(links.length)} links`, list: links.map((id) => ({ method: 'GET', path: `/links/${id}`, headers: free.auth })) },
  ];
  return all.filter((t) => ONLY === null || ONLY.has(t.key));
}

export const benchmark: Benchmark = {
  name: 'http',
  description: 'five requests of rising cost, each judged by its CPU per answer against a bare node:http server fed the same requests: /health, lookup, billed lookup, GET /org, GET /links/{id} over distinct links',
  compare: {
    connections: CONNECTIONS,
    env: { SIMULATOR_LATENCY_MS: '0' },
    seed: async (p) => ({ targets: await seed(p.url, p.admin, p.databaseUrl) }),
  },
  async run() {
    const db = await freshPostgres();
    const platform = await startPlatformProcess({ databaseUrl: db.url, env: { SIMULATOR_LATENCY_MS: '0' } });
    const bare = await startBare();
    try {
      const targets = await seed(platform.url, platform.admin, db.url);
      const load0 = os.loadavg()[0] as number;
      const machine0 = machineCpu();
      const started = Date.now();
      console.log(
        `${CONNECTIONS} connections, ${SECONDS} s per target per round in ${SLICE_SECONDS}-second slices interleaved with the bare server's (sent the same requests), ${ROUNDS} rounds:`,
      );
      const results = await measure(bare, { url: platform.url, pid: platform.pid, database: db.name }, targets);
      const busy = (machineCpu() - machine0) / ((Date.now() - started) * 1000) / os.cpus().length;
      const width = Math.max(...targets.map((t) => t.label.length)) + 2;
      let failed = false;
      console.log(
        `\nmedians over ${ROUNDS} rounds; cost: the bare server's CPU per 2xx answer over the platform's + PostgreSQL's (what is judged); share: of the bare server's requests a second; generator: its own CPU in cores during the bare / platform slices (max over the rounds)`,
      );
      console.log(`  ${'target'.padEnd(width)} ${'cost'.padStart(6)} ${'goal'.padStart(5)}        ${'share'.padStart(6)} ${'req/s'.padStart(7)} ${'µs CPU per 2xx'.padStart(15)} ${'bare µs'.padStart(8)}  generator  rounds' cost`);
      const costs = new Map<string, number>();
      for (const { target, rounds } of results) {
        const perRound = rounds.map((r) => costRatio(r.bare, r.side));
        const cost = median(perRound);
        costs.set(target.key, cost);
        const share = median(rounds.map((r) => r.side.requestsPerSecond / Math.max(r.bare.requestsPerSecond, 1e-9)));
        const first = perRound[0] ?? 0;
        const decline = first > 0 ? 1 - (perRound.at(-1) ?? 0) / first : 0;
        const goal = goals[target.key];
        const problems = rounds.reduce((n, r) => n + r.side.non2xx + r.side.errors, 0);
        const meets = goal === undefined || (cost >= goal && decline <= DECLINE);
        failed ||= !meets || problems > 0;
        const platformMicros = median(rounds.map((r) => r.side.platformMicros));
        const databaseMicros = median(rounds.map((r) => r.side.databaseMicros));
        const generator = `${generatorText(Math.max(...rounds.map((r) => r.bare.generatorLoad)))} / ${generatorText(Math.max(...rounds.map((r) => r.side.generatorLoad)))}`;
        console.log(
          `  ${target.label.padEnd(width)} ${fmt(cost, 3).padStart(6)} ${goal === undefined ? '     ' : `>=${fmt(goal, 2)}`} ${goal === undefined ? '    ' : meets ? 'PASS' : 'FAIL'}  ${fmt(share, 3).padStart(6)} ${fmt(median(rounds.map((r) => r.side.requestsPerSecond))).padStart(7)} ${`${fmt(platformMicros, 1)} + ${fmt(databaseMicros, 1)}`.padStart(15)} ${fmt(median(rounds.map((r) => r.bare.platformMicros)), 1).padStart(8)}  ${generator}  ${perRound.map((c) => fmt(c, 3)).join(' / ')} (last ${decline > 0 ? '-' : '+'}${fmt(Math.abs(decline) * 100)}%, at most -${fmt(DECLINE * 100)}%)` +
            (problems > 0 ? `  (${problems} non-2xx or errors)` : ''),
        );
      }
      const org = costs.get('org');
      const link = costs.get('links');
      if (org !== undefined && link !== undefined) {
        const half = link / org;
        failed ||= half < LINKS_TO_ORG;
        console.log(`  GET /links/{id} / GET /org = ${fmt(half, 3)} (their cost ratios)   goal >= ${LINKS_TO_ORG}: ${half >= LINKS_TO_ORG ? 'PASS' : 'FAIL'}`);
      }
      if (results.some((m) => m.rounds.some((r) => Math.max(r.bare.generatorLoad, r.side.generatorLoad) > GENERATOR_LIMIT))) {
        console.log(`  ! the load generator used more than ${GENERATOR_LIMIT} of a core in those slices: their rate is the generator's ceiling (the cost ratio is not)`);
      }
      console.log(`  machine: ${os.cpus().length} cores, busy ${fmt(busy * 100)}% during the run (all processes), load average ${fmt(load0, 1)} before and ${fmt(os.loadavg()[0] as number, 1)} after`);
      console.log(`  all goals: ${failed || ONLY !== null ? 'FAIL' : 'PASS'}${ONLY !== null ? ' (not all targets measured)' : ''}`);
    } finally {
      await bare.stop();
      await platform.stop();
      await db.drop();
    }
  },
};
