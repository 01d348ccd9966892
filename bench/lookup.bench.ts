// The operator-lookup service: lookups come from in-memory indexes, so with a price of
// zero POST /mccmnc/lookup should keep at least 60% of a bare route's throughput; with a
// price above zero every answer debits the wallet on PostgreSQL (goal: 20%). A 10,000-item
// batch should complete in under 5 s.

import { publicRoute } from '../src/http/auth/route-auth.ts';
import { type Benchmark, combine, fmt, freshPostgres, load, type LoadResult, loadSettings, startPlatform, tenant } from './lib.ts';


function report(label: string, r: LoadResult): void {
  const problems = r.non2xx + r.errors > 0 ? `  (${r.non2xx} non-2xx, ${r.errors} errors)` : '';
  console.log(`  ${label.padEnd(34)} ${fmt(r.requestsPerSecond).padStart(8)} req/s   p99 ${fmt(r.latencyP99, 1)} ms${problems}`);
}

export const benchmark: Benchmark = {
  name: 'lookup',
  description: 'POST /mccmnc/lookup against a bare route (price 0 and price > 0), and a 10,000-item batch',
  async run() {
    const db = await freshPostgres();
    const platform = await startPlatform({
      databaseUrl: db.url,
      env: { JOB_POLL_MS: '100' },
      extraRoutes: (app) => app.post('/bare', { config: publicRoute }, async () => ({ ok: true })),
    });
    const workers = platform.container.startWorkers();
    try {
      const free = (await tenant(platform, 'Free')).viewer;
      const paid = (await tenant(platform, 'Paid', { settings: { price_per_request: '0.0001', billing_configured: true }, credit: '1000000' })).viewer;
      const lookup = `${platform.url}/mccmnc/lookup?plmn=26201`;
      const targets = [
        { label: 'POST /bare', url: `${platform.url}/bare`, headers: {}, runs: [] as LoadResult[] },
        { label: 'POST /mccmnc/lookup, price 0', url: lookup, headers: free, runs: [] as LoadResult[] },
        { label: 'POST /mccmnc/lookup, price > 0', url: lookup, headers: paid, runs: [] as LoadResult[] },
      ];
      const { rounds, durationSeconds } = loadSettings;
      console.log(`throughput on PostgreSQL, ${durationSeconds} s per target in ${rounds} alternating rounds:`);
      for (let round = 0; round < rounds; round++) {
        for (const t of targets) t.runs.push(await load(t.url, t.headers, durationSeconds / rounds, { method: 'POST' }));
      }
      const [bare, zero, priced] = targets.map((t) => combine(t.runs)) as [LoadResult, LoadResult, LoadResult];
      targets.forEach((t, i) => report(t.label, [bare, zero, priced][i] as LoadResult));
      if ([bare, zero, priced].some((r) => r.non2xx + r.errors > 0)) throw new Error('some benchmark requests failed');
      const r0 = zero.requestsPerSecond / bare.requestsPerSecond;
      const r1 = priced.requestsPerSecond / bare.requestsPerSecond;
      console.log(`  lookup (price 0) / bare = ${fmt(r0 * 100, 1)}%   goal >= 60%: ${r0 >= 0.6 ? 'PASS' : 'FAIL'}`);
      console.log(`  lookup (price > 0) / bare = ${fmt(r1 * 100, 1)}%   goal >= 20%: ${r1 >= 0.2 ? 'PASS' : 'FAIL'}`);

      const items = Array.from({ length: 10_000 }, (_, i) => (i % 2 === 0 ? { plmn: '26201' } : { mcc: '208', mnc: '01' }));
      const started = Date.now();
      const submitted = await fetch(`${platform.url}/mccmnc/bulk/lookup`, {
        method: 'POST',
        headers: { ...paid, 'content-type': 'application/json' },
        body: JSON.stringify({ items }),
      });
      if (submitted.status !== 202) throw new Error(`bulk submit answered ${submitted.status}`);
      const { data } = (await submitted.json()) as { data: { job_id: string } };
      for (;;) {
        const res = await fetch(`${platform.url}/mccmnc/bulk/lookup/${data.job_id}`, { headers: paid });
        const body = (await res.json()) as { data: { status: string; processed_count: number } };
        if (body.data.status === 'completed') break;
        if (Date.now() - started > 60_000) throw new Error('the batch did not complete within 60 s');
        await new Promise((r) => setTimeout(r, 50));
      }
      const seconds = (Date.now() - started) / 1000;
      console.log(`  10,000-item batch (billed) completed in ${fmt(seconds, 2)} s   goal < 5 s: ${seconds < 5 ? 'PASS' : 'FAIL'}`);
    } finally {
      await workers.stop();
      await platform.close();
      await db.drop();
    }
  },
};
