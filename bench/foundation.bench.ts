// The foundation's cost: an authenticated, database-backed read against a bare
// node:http server (its own process, a small JSON body) when the platform runs as a user
// runs it (`npm start` settings on PostgreSQL, its own process, LOG_LEVEL=info, metrics
// on), measured in the same run with the load generator in a third process and the
// targets alternating in rounds. Goal: GET /org's cost ratio at least 0.25 (the share of
// throughput beside). Then how much memory an idle server holds on each database.

import { type Benchmark, fmt, freshPostgres, idleRss } from './lib.ts';
import { alternateWithCpu, call, judged, type Measured, organization, type Process, type RotatingRequest, startBare, startPlatformProcess } from './processes.ts';

const goal = 0.25;

async function throughput(platform: Process & { admin: Record<string, string> }, bare: Process): Promise<void> {
  const org = await organization(platform.url, platform.admin, 'Bench', undefined, ['viewer']);
  await call(platform.url, 'GET', '/org', org.auth);
  // The bare server is sent the same request, so parsing it counts on both sides.
  const orgRequest: RotatingRequest[] = [{ method: 'GET', path: '/org', headers: org.auth }];
  const [bareResult, orgResult] = (await alternateWithCpu('throughput on PostgreSQL', [
    { label: 'bare node:http (own process)', base: bare.url, pid: bare.pid, list: orgRequest },
    { label: 'GET /org (token, db read)', base: platform.url, pid: platform.pid, list: orgRequest },
  ])) as [Measured, Measured];
  if (bareResult.non2xx + bareResult.errors + orgResult.non2xx + orgResult.errors > 0) throw new Error('some benchmark requests failed');
  console.log(`${judged('GET /org / bare', orgResult, bareResult, { against: 'bare', goal }).line}   (p50/p99: worst round)`);
}

async function memory(databaseUrl: string): Promise<void> {
  console.log('resident memory of an idle server (as npm start runs it, VmRSS after /health):');
  const show = (mib: number | null) => (mib === null ? 'n/a (no /proc)' : `${fmt(mib, 1)} MiB`);
  console.log(`  embedded PGlite (fresh DATA_DIR)   ${show(await idleRss({}))}`);
  console.log(`  PostgreSQL                         ${show(await idleRss({ DATABASE_URL: databaseUrl }))}`);
}

export const benchmark: Benchmark = {
  name: 'foundation',
  description: 'authenticated GET /org on PostgreSQL against a bare node:http server; idle memory on PGlite and PostgreSQL',
  async run() {
    const db = await freshPostgres();
    try {
      const platform = await startPlatformProcess({ databaseUrl: db.url });
      const bare = await startBare();
      try {
        await throughput(platform, bare);
      } finally {
        await bare.stop();
        await platform.stop();
      }
      await memory(db.url);
    } finally {
      await db.drop();
    }
  },
};
