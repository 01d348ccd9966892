// The foundation's cost: how much of a bare Fastify route's throughput an authenticated,
// database-backed read keeps (goal: GET /org at least 35% of GET /bare, on PostgreSQL,
// same process and server), and how much memory an idle server holds on each database.

import { publicRoute } from '../src/http/auth/route-auth.ts';
import { type Benchmark, combine, fmt, freshPostgres, idleRss, load, loadSettings, type LoadResult, startPlatform } from './lib.ts';

const goal = 0.35;

interface Measured extends LoadResult {
  /** Server process CPU (user + system) per answered request, warm-up included. */
  cpuMicros: number;
}

function line(label: string, r: Measured): string {
  const problems = r.non2xx + r.errors > 0 ? `  (${r.non2xx} non-2xx, ${r.errors} errors)` : '';
  return `  ${label.padEnd(26)} ${fmt(r.requestsPerSecond).padStart(8)} req/s   p50 ${fmt(r.latencyP50, 1)} ms   p99 ${fmt(r.latencyP99, 1)} ms   server CPU ${fmt(r.cpuMicros)} µs/req${problems}`;
}

async function throughput(databaseUrl: string): Promise<void> {
  let answered = 0;
  const platform = await startPlatform({
    databaseUrl,
    extraRoutes: (app) => {
      // The same server, hooks, logging and serializer as every route, minus authentication and SQL.
      app.get('/bare', { config: publicRoute }, async () => ({ ok: true }));
      app.addHook('onResponse', async () => {
        answered++;
      });
    },
  });
  try {
    const org = await platform.app.inject({ method: 'POST', url: '/admin/organizations', headers: platform.admin, payload: { name: 'Bench' } });
    const client = await platform.app.inject({
      method: 'POST',
      url: `/admin/organizations/${org.json().id}/clients`,
      headers: platform.admin,
      payload: { name: 'bench', roles: ['viewer'] },
    });
    const { client_id, client_secret } = client.json();
    const token = await platform.app.inject({
      method: 'POST',
      url: '/auth/token',
      payload: { grant_type: 'client_credentials', client_id, client_secret },
    });
    const auth = { authorization: `Bearer ${token.json().access_token}` };
    const check = await platform.app.inject({ method: 'GET', url: '/org', headers: auth });
    if (check.statusCode !== 200) throw new Error(`GET /org answered ${check.statusCode}: ${check.body}`);

    const { connections, durationSeconds, warmupSeconds, rounds } = loadSettings;
    const slice = durationSeconds / rounds;
    const targets = [
      { url: `${platform.url}/bare`, headers: {}, runs: [] as LoadResult[], cpu: 0, answered: 0 },
      { url: `${platform.url}/org`, headers: auth, runs: [] as LoadResult[], cpu: 0, answered: 0 },
    ];
    console.log(`throughput on PostgreSQL, ${connections} connections, ${durationSeconds} s each in ${rounds} alternating rounds (each after a ${warmupSeconds} s warm-up):`);
    for (let round = 0; round < rounds; round++) {
      for (const t of targets) {
        const before = process.cpuUsage();
        answered = 0;
        t.runs.push(await load(t.url, t.headers, slice));
        const used = process.cpuUsage(before);
        t.cpu += used.user + used.system;
        t.answered += answered;
      }
    }
    const [bare, org200] = targets.map((t) => ({ ...combine(t.runs), cpuMicros: t.cpu / t.answered })) as [Measured, Measured];
    console.log(line('GET /bare (no auth, no db)', bare));
    console.log(line('GET /org (token, db read)', org200));
    if (bare.non2xx + bare.errors + org200.non2xx + org200.errors > 0) throw new Error('some benchmark requests failed');
    const ratio = org200.requestsPerSecond / bare.requestsPerSecond;
    const verdict = ratio >= goal ? 'PASS' : 'FAIL';
    console.log(`  GET /org / GET /bare = ${fmt(ratio * 100, 1)}%   goal >= ${goal * 100}%: ${verdict}   (p50/p99: worst round)`);
  } finally {
    await platform.close();
  }
}

async function memory(databaseUrl: string): Promise<void> {
  console.log('resident memory of an idle server (node --import tsx src/main.ts, VmRSS after /health):');
  const show = (mib: number | null) => (mib === null ? 'n/a (no /proc)' : `${fmt(mib, 1)} MiB`);
  console.log(`  embedded PGlite (fresh DATA_DIR)   ${show(await idleRss({}))}`);
  console.log(`  PostgreSQL                         ${show(await idleRss({ DATABASE_URL: databaseUrl }))}`);
}

export const benchmark: Benchmark = {
  name: 'foundation',
  description: 'bare route vs authenticated GET /org on PostgreSQL; idle memory on PGlite and PostgreSQL',
  async run() {
    const db = await freshPostgres();
    try {
      await throughput(db.url);
      await memory(db.url);
    } finally {
      await db.drop();
    }
  },
};
