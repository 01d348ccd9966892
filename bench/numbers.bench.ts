// The phone-number service as a user runs it (`npm start` settings on PostgreSQL,
// simulator latency 0): charged `POST /numbers/sms/send` against a bare node:http server
// in its own process (cost ratio, goal >= 0.08; the share of throughput beside), with
// the load generator in a third process and the sends spread over many numbers of
// several organisations; then 10,000 inbound SMS at a steady 200 per second, each
// delivered to a local webhook receiver (goal: all delivered, median latency < 200 ms,
// p99 < 2 s).

import http from 'node:http';
import pg from 'pg';
import { analyze, type Benchmark, fmt, freshPostgres, loadSettings } from './lib.ts';
import { alternateWithCpu, call, concurrently, judged, loadRotating, type Measured, type Process, type RotatingRequest, startBare, startPlatformProcess } from './processes.ts';

const TENANTS = 8;
const NUMBERS_PER_TENANT = 8;
const INBOUND_TOTAL = Number(process.env.BENCH_INBOUND_TOTAL ?? 10_000);
const INBOUND_RATE = 200;
/** `BENCH_NUMBERS_PARTS=webhooks` (or `sends`) runs one half only. */
const PARTS = new Set((process.env.BENCH_NUMBERS_PARTS ?? 'sends,webhooks').split(',').map((p) => p.trim()));
/** Sends made before the measured ones, as the history a live platform's tables hold (`BENCH_SMS_HISTORY`). */
const HISTORY = Number(process.env.BENCH_SMS_HISTORY ?? 20_000);
const destinations = ['+4915123456789', '+447400123456', '+33612345678', '+34612345678', '+31612345678'];

interface BenchTenant {
  id: string;
  auth: Record<string, string>;
  numbers: Array<{ id: string; e164: string }>;
}

export async function numbersTenant(base: string, admin: Record<string, string>, i: number): Promise<BenchTenant> {
  const org = await call<{ id: string }>(base, 'POST', '/admin/organizations', admin, { name: `Numbers bench ${i}` });
  await call(base, 'PATCH', `/admin/organizations/${org.id}`, admin, { kyc_status: 'approved', billing_configured: true });
  await call(base, 'POST', `/admin/organizations/${org.id}/wallet/credits`, admin, { amount: '1000000' });
  const client = await call<{ client_id: string; client_secret: string }>(base, 'POST', `/admin/organizations/${org.id}/clients`, admin, { name: 'bench', roles: ['admin'] });
  const token = await call<{ access_token: string }>(base, 'POST', '/auth/token', {}, { grant_type: 'client_credentials', client_id: client.client_id, client_secret: client.client_secret });
  const auth = { authorization: `Bearer ${token.access_token}` };
  const found = await call<{ data: { numbers: Array<{ id: string }> } }>(base, 'GET', `/numbers/available?country_iso=DE&number_type=mobile&limit=${NUMBERS_PER_TENANT}`, auth);
  const bought = await call<{ data: { phone_numbers: Array<{ id: string; e164: string }> } }>(base, 'POST', '/numbers/', auth, {
    number_ids: found.data.numbers.map((n) => n.id),
  });
  const numbers = bought.data.phone_numbers.map((n) => ({ id: n.id, e164: n.e164 }));
  const until = Date.now() + 30_000;
  for (const n of numbers) {
    for (;;) {
      const got = await call<{ data: { status: string } }>(base, 'GET', `/numbers/${n.id}`, auth);
      if (got.data.status === 'active') break;
      if (Date.now() > until) throw new Error(`number ${n.id} is still ${got.data.status} after 30 s`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { id: org.id, auth, numbers };
}

/** Receives webhook deliveries and records how long after the message each arrived. */
async function startReceiver(): Promise<{ url: string; latencies: number[]; ids: Set<string>; close(): Promise<void> }> {
  const latencies: number[] = [];
  const ids = new Set<string>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const arrived = Date.now();
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data: { id: string; received_at: string } };
        if (!ids.has(body.data.id)) {
          ids.add(body.data.id);
          latencies.push(arrived - Date.parse(body.data.received_at));
        }
      } catch {
        // a malformed delivery is counted as missing
      }
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as import('node:net').AddressInfo).port;
  return { url: `http://127.0.0.1:${port}/hooks/sms`, latencies, ids, close: () => new Promise((r) => server.close(() => r())) };
}

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/**
 * The organisations and their numbers, then a history of sends and ANALYZE, as autovacuum
 * would have run it on a deployment: without them the send's statement keeps the plan it
 * made over an empty message table, a scan of every message for each batch, whose cost
 * grows with the messages the run itself sends (docs/performance.md, "numbers").
 */
async function seedTenants(base: string, admin: Record<string, string>, databaseUrl: string | null): Promise<BenchTenant[]> {
  const tenants: BenchTenant[] = [];
  for (let i = 0; i < TENANTS; i++) tenants.push(await numbersTenant(base, admin, i));
  const sends = sendsOf(tenants);
  await concurrently(HISTORY, 16, async (i) => {
    const s = sends[i % sends.length] as RotatingRequest;
    await call(base, s.method, s.path, s.headers ?? {}, s.body);
  });
  if (databaseUrl !== null) await analyze(databaseUrl);
  console.log(`${TENANTS} organisations with ${NUMBERS_PER_TENANT} active numbers each, ${fmt(HISTORY)} SMS sent before the load`);
  return tenants;
}

export const benchmark: Benchmark = {
  name: 'numbers',
  description: 'charged POST /numbers/sms/send against a bare node:http server, and 10,000 inbound SMS delivered to a webhook at 200/s',
  // Compared: the sends (the inbound half runs at a fixed rate, a latency check).
  compare: {
    connections: loadSettings.connections,
    env: { SIMULATOR_LATENCY_MS: '0', WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true' },
    async seed(p) {
      const tenants = await seedTenants(p.url, p.admin, p.databaseUrl);
      return {
        targets: [{ key: 'sends', label: 'POST /numbers/sms/send (charged)', list: sendsOf(tenants) }],
        async check() {
          if (p.databaseUrl === null) return;
          const sql = new pg.Client({ connectionString: p.databaseUrl });
          await sql.connect();
          try {
            await checkBalances(sql, tenants);
          } finally {
            await sql.end();
          }
        },
      };
    },
  },
  async run() {
    const db = await freshPostgres();
    const platform = await startPlatformProcess({ databaseUrl: db.url, env: { SIMULATOR_LATENCY_MS: '0', WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true' } });
    const bare = await startBare();
    const sql = new pg.Client({ connectionString: db.url });
    await sql.connect();
    try {
      const tenants = await seedTenants(platform.url, platform.admin, db.url);

      if (PARTS.has('sends')) await sendsPart(platform, bare, tenants, sql);
      if (PARTS.has('webhooks')) await webhooksPart(platform, tenants);
    } finally {
      await sql.end();
      await bare.stop();
      await platform.stop();
      await db.drop();
    }
  },
};

/** Every (number, destination) pair in turn, so consecutive sends touch different rows and wallets. */
function sendsOf(tenants: BenchTenant[]): RotatingRequest[] {
  const sends: RotatingRequest[] = [];
  for (let j = 0; j < NUMBERS_PER_TENANT * destinations.length; j++) {
    for (const t of tenants) {
      const from = t.numbers[j % t.numbers.length] as { e164: string };
      sends.push({ method: 'POST', path: '/numbers/sms/send', headers: t.auth, body: { from: from.e164, to: destinations[j % destinations.length], body: `Your code is ${100000 + j}` } });
    }
  }
  return sends;
}

/** Money: every organisation's balance is its credit minus its purchases minus its sent SMS, exactly. */
async function checkBalances(sql: pg.Client, tenants: BenchTenant[]): Promise<void> {
  const money = await sql.query<{ organization_id: string; balance: string; expected: string }>(
    `SELECT w.organization_id, w.balance::text,
            (1000000 - coalesce((SELECT sum(total_amount) FROM number_orders o WHERE o.organization_id = w.organization_id AND o.status <> 'failed'), 0)
                     - coalesce((SELECT sum(price) FROM sms_messages m WHERE m.organization_id = w.organization_id AND m.direction = 'outbound' AND m.status = 'sent'), 0))::text AS expected
     FROM wallet_accounts w WHERE w.organization_id = ANY($1::uuid[])`,
    [tenants.map((t) => t.id)],
  );
  const off = money.rows.filter((r) => r.balance !== r.expected);
  const sent = await sql.query<{ n: string }>(`SELECT count(*)::text AS n FROM sms_messages WHERE direction = 'outbound' AND status = 'sent'`);
  console.log(`  ${sent.rows[0]?.n} SMS sent and charged; balances equal credit - purchases - sends: ${off.length === 0 ? 'yes' : `NO (${off.length} differ)`}`);
  if (off.length > 0) throw new Error(`wallet balances differ from their records: ${JSON.stringify(off)}`);
}

async function sendsPart(platform: Process, bare: Process, tenants: BenchTenant[], sql: pg.Client): Promise<void> {
  const sends = sendsOf(tenants);
  const [bareResult, sendResult] = (await alternateWithCpu('throughput', [
    // The bare server is sent the same sends, so parsing them counts on both sides.
    { label: 'bare node:http (own process)', base: bare.url, list: sends, pid: bare.pid },
    { label: 'POST /numbers/sms/send (charged)', base: platform.url, list: sends, pid: platform.pid },
  ])) as [Measured, Measured];
  if (sendResult.non2xx + sendResult.errors > 0) throw new Error('some sends failed');
  console.log(judged('sms/send / bare', sendResult, bareResult, { against: 'bare', goal: 0.08 }).line);

  await checkBalances(sql, tenants);
}

/** A steady inbound stream into a local receiver. */
async function webhooksPart(platform: Process & { admin: Record<string, string> }, tenants: BenchTenant[]): Promise<void> {
  const receiver = await startReceiver();
  try {
    for (const t of tenants) await call(platform.url, 'PUT', '/numbers/sms/webhook', t.auth, { url: receiver.url, secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', enabled: true });
    const inbound: RotatingRequest[] = [];
    for (let j = 0; j < NUMBERS_PER_TENANT; j++) {
      for (const t of tenants) {
        inbound.push({ method: 'POST', path: '/admin/simulator/inbound-sms', headers: platform.admin, body: { from: '+447400123456', to: (t.numbers[j] as { e164: string }).e164, body: 'STOP' } });
      }
    }
    const started = Date.now();
    const sentIn = await loadRotating(platform.url, inbound, { amount: INBOUND_TOTAL, overallRate: INBOUND_RATE, connections: 20, warmupSeconds: 0 });
    if (sentIn.non2xx + sentIn.errors > 0) throw new Error(`inbound SMS failed: ${JSON.stringify(sentIn.statusCodes)}`);
    const until = Date.now() + 120_000;
    while (receiver.ids.size < INBOUND_TOTAL && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    const sorted = [...receiver.latencies].sort((a, b) => a - b);
    const p50 = percentile(sorted, 50);
    const p99 = percentile(sorted, 99);
    const all = receiver.ids.size === INBOUND_TOTAL;
    console.log(
      `  ${fmt(INBOUND_TOTAL)} inbound SMS at ${INBOUND_RATE}/s (taken at ${fmt(sentIn.requestsPerSecond)}/s), all delivered ${fmt((Date.now() - started) / 1000, 1)} s after the first: ${fmt(receiver.ids.size)} delivered ${all ? 'PASS' : 'FAIL'}; ` +
        `latency p50 ${fmt(p50)} ms ${p50 < 200 ? 'PASS' : 'FAIL'}, p99 ${fmt(p99)} ms ${p99 < 2000 ? 'PASS' : 'FAIL'}, max ${fmt(sorted[sorted.length - 1] ?? 0)} ms`,
    );
  } finally {
    await receiver.close();
  }
}
