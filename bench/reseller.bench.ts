// The reseller API as a shop calls it (`npm start` settings on PostgreSQL, simulator
// latency 0): `POST /v1/links` (an eSIM issued, the wallet debited, the plan added
// upstream) against authenticated `GET /org` in the same run (cost ratio, goal >= 0.25),
// with the wallets checked afterwards to the cent; then `GET /v1/links/{identifier}`
// rotating over 1,000 distinct links, each answer with its live upstream status and
// usage, against a bare node:http server in its own process (cost ratio, goal >= 0.08).
// Shares of throughput are printed beside. The load generator runs in a process of its
// own; targets alternate in rounds.

import pg from 'pg';
import { analyze, type Benchmark, fmt, freshPostgres, loadSettings } from './lib.ts';
import { alternateWithCpu, call, concurrently, judged, type Measured, type RotatingRequest, startBare, startPlatformProcess } from './processes.ts';

const TENANTS = 4;
const DETAIL_LINKS = Number(process.env.BENCH_RESELLER_LINKS ?? 1000);
const CREDIT = '1000000';
/** `BENCH_RESELLER_PARTS=reads` (or `purchases`) runs one half only. */
const PARTS = new Set((process.env.BENCH_RESELLER_PARTS ?? 'purchases,reads').split(',').map((p) => p.trim()));

interface Shop {
  id: string;
  auth: Record<string, string>;
  planId: string;
}

async function shop(base: string, admin: Record<string, string>, i: number): Promise<Shop> {
  const org = await call<{ id: string }>(base, 'POST', '/admin/organizations', admin, { name: `Reseller bench ${i}` });
  await call(base, 'POST', `/admin/organizations/${org.id}/wallet/credits`, admin, { amount: CREDIT });
  const client = await call<{ client_id: string; client_secret: string }>(base, 'POST', `/admin/organizations/${org.id}/clients`, admin, { name: 'bench', roles: ['admin'] });
  const token = await call<{ access_token: string }>(base, 'POST', '/auth/token', {}, { grant_type: 'client_credentials', client_id: client.client_id, client_secret: client.client_secret });
  const plan = await call<{ id: string }>(base, 'POST', '/admin/reseller-plans', admin, {
    name: `Bench Europe 1 GB ${i}`,
    provider_plan_id: `bench-${org.id}`,
    data_mb: 1024,
    validity_days: 30,
    sponsor_profile: 'default',
    coverage_type: 'regional',
    countries: ['DE', 'FR', 'ES'],
    retail_price: '2.50',
    currency: 'EUR',
    enabled: true,
    organization_id: org.id,
  });
  return { id: org.id, auth: { authorization: `Bearer ${token.access_token}` }, planId: plan.id };
}

function purchasesOf(shops: Shop[]): RotatingRequest[] {
  return shops.map((s, i) => ({ method: 'POST', path: '/v1/links', headers: s.auth, body: { plan_id: s.planId, name: `load-${i}` } }));
}

/** Buys `count` links spread over the shops, a few at a time; answers their ids. */
async function buyLinks(base: string, shops: Shop[], count: number): Promise<Array<{ shop: Shop; id: string }>> {
  const bought: Array<{ shop: Shop; id: string }> = [];
  await concurrently(count, 8, async (i) => {
    const s = shops[i % shops.length] as Shop;
    const link = await call<{ id: string }>(base, 'POST', '/v1/links', s.auth, { plan_id: s.planId, name: `bench-${i}` });
    bought.push({ shop: s, id: link.id });
  });
  return bought;
}

/**
 * After purchases: waits for those still in flight, then checks every wallet equals its
 * credit minus the price of the links it bought, and that no settled purchase left its
 * repair job queued.
 */
async function checkShops(sql: pg.Client, shops: Shop[]): Promise<void> {
  // Purchases the load generator stopped waiting for still finish on the server: wait for them.
  for (let waited = 0; ; waited += 100) {
    const pending = await sql.query<{ n: string }>(`SELECT count(*)::text AS n FROM reseller_purchases WHERE status = 'pending'`);
    if (pending.rows[0]?.n === '0') break;
    if (waited > 30_000) throw new Error(`${pending.rows[0]?.n} purchases still pending 30 s after the load`);
    await new Promise((r) => setTimeout(r, 100));
  }
  // Money: every wallet is its credit minus the retail price of each link it bought, exactly.
  const money = await sql.query<{ organization_id: string; balance: string; expected: string; links: string }>(
    `SELECT w.organization_id, w.balance::text,
            (${CREDIT} - coalesce((SELECT sum(p.retail_price) FROM links l
               JOIN activations a ON a.organization_id = l.organization_id AND a.link_id = l.id
               JOIN reseller_plans p ON p.id = a.reseller_plan_id
               WHERE l.organization_id = w.organization_id), 0))::text AS expected,
            (SELECT count(*) FROM links l WHERE l.organization_id = w.organization_id)::text AS links
     FROM wallet_accounts w WHERE w.organization_id = ANY($1::uuid[])`,
    [shops.map((s) => s.id)],
  );
  const off = money.rows.filter((r) => Number(r.balance) !== Number(r.expected));
  const links = money.rows.reduce((n, r) => n + Number(r.links), 0);
  console.log(`  ${fmt(links)} links bought; balances equal credit - the links' prices: ${off.length === 0 ? 'yes' : `NO (${off.length} differ)`}`);
  if (off.length > 0) throw new Error(`wallet balances differ from the links bought: ${JSON.stringify(off)}`);
  // Work a purchase leaves for later would run outside the rounds and flatter the
  // rate: a settled purchase leaves no repair job behind.
  const left = await sql.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM jobs j
     JOIN reseller_purchases p ON p.organization_id = j.organization_id AND p.id = (j.payload->>'purchaseId')::uuid
     WHERE j.name = 'reseller.purchase_repair' AND j.status = 'queued' AND p.status <> 'pending'`,
  );
  console.log(`  repair jobs left queued for settled purchases: ${left.rows[0]?.n}`);
  if (left.rows[0]?.n !== '0') throw new Error('settled purchases left their repair jobs queued');
}

/** Links read by the bench, each with its shop's token. */
function readsOf(links: Array<{ shop: Shop; id: string }>): RotatingRequest[] {
  return links.map((l) => ({ method: 'GET', path: `/v1/links/${l.id}`, headers: l.shop.auth }));
}

export const benchmark: Benchmark = {
  name: 'reseller',
  description: 'POST /v1/links against authenticated GET /org, and GET /v1/links/{id} over 1,000 links against a bare node:http server',
  // Compared: GET /org, the purchases and the reads of the links bought before the load.
  compare: {
    connections: loadSettings.connections,
    env: { SIMULATOR_LATENCY_MS: '0' },
    async seed(p) {
      const shops: Shop[] = [];
      for (let i = 0; i < TENANTS; i++) shops.push(await shop(p.url, p.admin, i));
      const bought = await buyLinks(p.url, shops, DETAIL_LINKS);
      if (p.databaseUrl !== null) await analyze(p.databaseUrl);
      return {
        targets: [
          ...(PARTS.has('purchases')
            ? [
                { key: 'org', label: 'GET /org (token, one read)', list: shops.map((s): RotatingRequest => ({ method: 'GET', path: '/org', headers: s.auth })) },
                { key: 'purchases', label: 'POST /v1/links (eSIM, debit, add-on)', list: purchasesOf(shops) },
              ]
            : []),
          ...(PARTS.has('reads') ? [{ key: 'reads', label: `GET /v1/links/{id} over ${fmt(bought.length)} links`, list: readsOf(bought) }] : []),
        ],
        async check() {
          if (p.databaseUrl === null) return;
          const sql = new pg.Client({ connectionString: p.databaseUrl });
          await sql.connect();
          try {
            await checkShops(sql, shops);
          } finally {
            await sql.end();
          }
        },
      };
    },
  },
  async run() {
    const db = await freshPostgres();
    const platform = await startPlatformProcess({ databaseUrl: db.url, env: { SIMULATOR_LATENCY_MS: '0', ...(process.env.BENCH_UPSTREAM_CONCURRENCY ? { UPSTREAM_CONCURRENCY: process.env.BENCH_UPSTREAM_CONCURRENCY } : {}) } });
    const bare = await startBare();
    const sql = new pg.Client({ connectionString: db.url });
    await sql.connect();
    try {
      const shops: Shop[] = [];
      for (let i = 0; i < TENANTS; i++) shops.push(await shop(platform.url, platform.admin, i));
      const purchases = purchasesOf(shops);
      const orgs: RotatingRequest[] = shops.map((s) => ({ method: 'GET', path: '/org', headers: s.auth }));
      // A shop's tables hold records before the load, as a live platform's do, and the
      // database has looked at them (a fresh table's statistics say it is empty).
      const seeded = Date.now();
      await buyLinks(platform.url, shops, DETAIL_LINKS);
      await analyze(db.url);
      console.log(`${fmt(DETAIL_LINKS)} links bought before the load in ${fmt((Date.now() - seeded) / 1000, 1)} s`);
      if (PARTS.has('purchases')) {
        const [orgResult, buyResult] = (await alternateWithCpu('purchases against the cheapest authenticated read', [
          { label: 'GET /org (token, one read)', base: platform.url, list: orgs, pid: platform.pid },
          { label: 'POST /v1/links (eSIM, debit, add-on)', base: platform.url, list: purchases, pid: platform.pid },
        ])) as [Measured, Measured];
        if (orgResult.non2xx + orgResult.errors + buyResult.non2xx + buyResult.errors > 0) throw new Error('some purchases or reads failed');
        console.log(judged('POST /v1/links / GET /org', buyResult, orgResult, { against: 'platform', goal: 0.25 }).line);
        // The whole machine's busy time too: the load generator's and the rest's with them.
        if (buyResult.machineMicros !== null && orgResult.machineMicros !== null) {
          const database = buyResult.databaseMicros === null ? '' : `, the database alone ${fmt(buyResult.databaseMicros / orgResult.machineMicros, 1)} times`;
          console.log(`  a purchase costs the whole machine ${fmt(buyResult.machineMicros / orgResult.machineMicros, 1)} times what a GET /org does${database}`);
        }

        await checkShops(sql, shops);
      }
      if (!PARTS.has('reads')) return;

      // Reads of distinct links, each with its live status and usage from the provider.
      const counted = await sql.query<{ n: string }>('SELECT count(*)::text AS n FROM links WHERE organization_id = ANY($1::uuid[])', [shops.map((s) => s.id)]);
      const existing = Number(counted.rows[0]?.n ?? 0);
      const more = Math.max(0, DETAIL_LINKS - existing);
      const started = Date.now();
      await buyLinks(platform.url, shops, more);
      await analyze(db.url);
      const rows = await sql.query<{ organization_id: string; id: string }>(`SELECT organization_id, id FROM links WHERE organization_id = ANY($1::uuid[]) ORDER BY id LIMIT ${DETAIL_LINKS}`, [
        shops.map((s) => s.id),
      ]);
      const byOrg = new Map(shops.map((s) => [s.id, s]));
      const reads: RotatingRequest[] = rows.rows.map((r) => ({ method: 'GET', path: `/v1/links/${r.id}`, headers: (byOrg.get(r.organization_id) as Shop).auth }));
      console.log(`${fmt(reads.length)} distinct links (${fmt(more)} bought for this in ${fmt((Date.now() - started) / 1000, 1)} s)`);
      const [bareResult, readResult] = (await alternateWithCpu('GET /v1/links/{id} over distinct links', [
        // The bare server is sent the same reads, so parsing them counts on both sides.
        { label: 'bare node:http (own process)', base: bare.url, list: reads, pid: bare.pid },
        { label: 'GET /v1/links/{id} (live status, usage)', base: platform.url, list: reads, pid: platform.pid },
      ])) as [Measured, Measured];
      if (readResult.non2xx + readResult.errors > 0) throw new Error('some link reads failed');
      console.log(judged('GET /v1/links/{id} / bare', readResult, bareResult, { against: 'bare', goal: 0.08 }).line);
    } finally {
      await sql.end();
      await bare.stop();
      await platform.stop();
      await db.drop();
    }
  },
};
