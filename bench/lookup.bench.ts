// The operator-lookup service as a user runs it (`npm start` settings on PostgreSQL, its
// own process): lookups come from in-memory indexes, so with a price of zero
// POST /mccmnc/lookup should have a cost ratio of at least 0.60 against a bare node:http
// server (its own process, a small JSON body, measured in the same run); with a price
// above zero every answer debits the wallet on PostgreSQL (goal: 0.35). Lookups
// rotate over a dozen PLMNs; the targets alternate in rounds. A 10,000-item batch
// should complete in under 5 s.

import { type Benchmark, fmt, freshPostgres } from './lib.ts';
import { alternateWithCpu, judged, type Measured, organization, type RotatingRequest, startBare, startPlatformProcess } from './processes.ts';

const plmns = ['26201', '26202', '26203', '23410', '23415', '20801', '20810', '21407', '20404', '22201', '310260', '311480'];

export const benchmark: Benchmark = {
  name: 'lookup',
  description: 'POST /mccmnc/lookup (price 0 and price > 0) against a bare node:http server, and a 10,000-item batch',
  async run() {
    const db = await freshPostgres();
    const platform = await startPlatformProcess({ databaseUrl: db.url, env: { JOB_POLL_MS: '100' } });
    const bare = await startBare();
    try {
      const free = (await organization(platform.url, platform.admin, 'Free', undefined, ['viewer'])).auth;
      const paid = (await organization(platform.url, platform.admin, 'Paid', { price_per_request: '0.0001', billing_configured: true }, ['viewer'])).auth;
      const lookup = (headers: Record<string, string>): RotatingRequest[] => plmns.map((plmn) => ({ method: 'POST', path: `/mccmnc/lookup?plmn=${plmn}`, headers }));
      const results = (await alternateWithCpu('throughput on PostgreSQL', [
        // The bare server is sent the lookups (the billed organisation's token), so parsing them counts on both sides.
        { label: 'bare node:http (own process)', base: bare.url, pid: bare.pid, list: lookup(paid) },
        { label: 'POST /mccmnc/lookup, price 0', base: platform.url, pid: platform.pid, list: lookup(free) },
        { label: 'POST /mccmnc/lookup, price > 0', base: platform.url, pid: platform.pid, list: lookup(paid) },
      ])) as [Measured, Measured, Measured];
      const [bareResult, zero, priced] = results;
      if (results.some((r) => r.non2xx + r.errors > 0)) throw new Error('some benchmark requests failed');
      console.log(judged('lookup (price 0) / bare', zero, bareResult, { against: 'bare', goal: 0.6 }).line);
      console.log(judged('lookup (price > 0) / bare', priced, bareResult, { against: 'bare', goal: 0.35 }).line);

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
      await bare.stop();
      await platform.stop();
      await db.drop();
    }
  },
};
