// Shared pieces of the benchmarks: a fresh PostgreSQL database, the platform started
// in-process on an ephemeral port, a load generator in a separate process (so it does
// not compete with the server for its event loop), and the idle memory of the real
// program started as a child.

import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type autocannon from 'autocannon';
import pg from 'pg';
import pino from 'pino';
import type { Comparison } from './against.ts';
import { loadConfig } from '../src/config.ts';
import { type Container, createContainer } from '../src/container.ts';
import { openDatabase } from '../src/db/drivers.ts';
import { type App, buildApp } from '../src/http/app.ts';

export interface Benchmark {
  name: string;
  description: string;
  run(): Promise<void>;
  /** How the bench compares this checkout with another revision (`--against`), when it can. */
  compare?: Comparison;
}

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const adminToken = 'bench-admin-token-0123456789abcdef';
/**
 * Node.js arguments that run the program as `npm start` does (its Node.js flags and the
 * bundle of src/main.ts, scripts/start.js): read from package.json, so the benches run
 * what a user runs.
 */
export const programArgs = startArguments(root);

/** The Node.js arguments of `npm start` in the checkout at `tree`, from its package.json. */
export function startArguments(tree: string): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(tree, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const argv = pkg.scripts.start.trim().split(/\s+/);
  if (argv[0] !== 'node') throw new Error(`npm start runs "${pkg.scripts.start}", which the benches cannot run without a shell`);
  return argv.slice(1);
}

const num = (name: string, def: number) => (process.env[name] ? Number(process.env[name]) : def);
/** Load settings, overridable for a quick look (BENCH_DURATION=2) or a longer, steadier one. */
export const loadSettings = {
  connections: num('BENCH_CONNECTIONS', 20),
  durationSeconds: num('BENCH_DURATION', 5),
  warmupSeconds: num('BENCH_WARMUP', 1),
  /** Comparisons alternate their targets in this many rounds, so a burst of load from
   * elsewhere on the machine falls on both sides instead of one. */
  rounds: num('BENCH_ROUNDS', 2),
};

export function benchDatabaseUrl(): string {
  return process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export interface FreshDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * Creates `cp_bench_<pid>` (or `cp_bench_<pid>_<suffix>`, for a run with several) on the
 * benchmark server (migrations run when the platform opens it).
 */
export async function freshPostgres(suffix?: string): Promise<FreshDatabase & { name: string }> {
  const server = benchDatabaseUrl();
  const name = `cp_bench_${process.pid}${suffix === undefined ? '' : `_${suffix}`}`;
  const admin = new pg.Client({ connectionString: server });
  try {
    await admin.connect();
  } catch (err) {
    throw new Error(`cannot connect to PostgreSQL at ${server} (set BENCH_DATABASE_URL): ${(err as Error).message}`);
  }
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return {
    name,
    url: withDatabase(server, name),
    async drop() {
      // BENCH_KEEP_DATABASE=1 leaves it for inspection (EXPLAIN, pg_stat_statements).
      if (process.env.BENCH_KEEP_DATABASE === '1') return console.log(`kept database ${name}`);
      const c = new pg.Client({ connectionString: server });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * ANALYZE after a bench has loaded its data, as autovacuum would have done by then on a
 * deployment (this machine's PostgreSQL runs without autovacuum). Without statistics a
 * named statement keeps the generic plan it made while its tables were nearly empty.
 */
export async function analyze(url: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query('ANALYZE');
  } finally {
    await c.end();
  }
}

export interface RunningPlatform {
  url: string;
  app: App;
  container: Container;
  admin: Record<string, string>;
  close(): Promise<void>;
}

/**
 * The real container and app on `databaseUrl`, listening on an ephemeral port. Logging
 * runs at `info` into /dev/null, so the cost of the one line per request is measured
 * as in production without flooding the terminal. `extraRoutes` runs before listening.
 */
export async function startPlatform(opts: { databaseUrl: string; env?: Record<string, string>; extraRoutes?(app: App): void }): Promise<RunningPlatform> {
  const config = loadConfig({ DATABASE_URL: opts.databaseUrl, ADMIN_TOKEN: adminToken, LOG_LEVEL: 'info', ...opts.env });
  const logger = pino({ level: config.logLevel }, pino.destination({ dest: '/dev/null', sync: false }));
  const database = openDatabase(config.database);
  await database.migrate();
  const container = createContainer({ config, database, logger, adminToken });
  await container.prepare();
  const app = await buildApp(container);
  opts.extraRoutes?.(app);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    app,
    container,
    admin: { authorization: `Bearer ${adminToken}` },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export interface LoadResult {
  requestsPerSecond: number;
  latencyP50: number;
  latencyP99: number;
  total: number;
  non2xx: number;
  errors: number;
}

// Runs in a child node process: a warm-up run that is thrown away, then the measured one.
const loadScript = `
import autocannon from 'autocannon';
const { warmup, ...opts } = JSON.parse(process.argv[1]);
if (warmup > 0) await autocannon({ ...opts, duration: warmup });
const r = await autocannon(opts);
process.stdout.write(JSON.stringify(r));
`;

/** Drives `url` with autocannon from a child process and returns its summary. */
export async function load(
  url: string,
  headers: Record<string, string> = {},
  durationSeconds = loadSettings.durationSeconds,
  request: { method?: 'GET' | 'POST' } = {},
): Promise<LoadResult> {
  const opts: autocannon.Options & { warmup: number } = {
    url,
    headers,
    method: request.method ?? 'GET',
    connections: loadSettings.connections,
    duration: durationSeconds,
    warmup: loadSettings.warmupSeconds,
  };
  const stdout = await new Promise<string>((resolve, reject) => {
    execFile(process.execPath, ['--input-type=module', '-e', loadScript, JSON.stringify(opts)], { cwd: root, maxBuffer: 64 * 1024 * 1024 }, (err, out, errOut) =>
      err ? reject(new Error(`load generator failed: ${errOut || err.message}`)) : resolve(out),
    );
  });
  const r = JSON.parse(stdout) as autocannon.Result;
  return {
    requestsPerSecond: r.requests.total / r.duration,
    latencyP50: r.latency.p50,
    latencyP99: r.latency.p99,
    total: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

/** Totals of several runs against one target: requests/s over the whole measured time. */
export function combine(runs: LoadResult[]): LoadResult {
  const total = runs.reduce((n, r) => n + r.total, 0);
  // A round that completed nothing (requests slower than the round) adds no time: its
  // rate is 0, not NaN.
  const seconds = runs.reduce((n, r) => n + (r.requestsPerSecond > 0 ? r.total / r.requestsPerSecond : 0), 0);
  return {
    requestsPerSecond: seconds > 0 ? total / seconds : 0,
    latencyP50: Math.max(...runs.map((r) => r.latencyP50)),
    latencyP99: Math.max(...runs.map((r) => r.latencyP99)),
    total,
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
    errors: runs.reduce((n, r) => n + r.errors, 0),
  };
}

function waitForListening(child: ChildProcess, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`the program did not start within ${timeoutMs} ms:\n${seen}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      const m = /listening on (http:\/\/\S+)/.exec(seen);
      if (m) {
        clearTimeout(timer);
        resolve(m[1] as string);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (c: Buffer) => (seen += c.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the program exited with ${code} before listening:\n${seen}`));
    });
  });
}

function vmRssMiB(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const m = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return m ? Number(m[1]) / 1024 : null;
  } catch {
    return null; // no /proc (not Linux)
  }
}

/**
 * Starts the program as `npm start` does with `env`, waits until /health answers and
 * the program has settled, and returns its resident memory in MiB (null without /proc).
 */
export async function idleRss(env: Record<string, string>, settleMs = 1500): Promise<number | null> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-bench-'));
  const child = spawn(process.execPath, programArgs, {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ADMIN_TOKEN: adminToken, DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const base = await waitForListening(child, 60_000);
    const health = await fetch(`${base}/health`);
    if (!health.ok) throw new Error(`/health answered ${health.status}`);
    await new Promise((r) => setTimeout(r, settleMs));
    return vmRssMiB(child.pid as number);
  } finally {
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** Calls the platform in-process and insists on success: a bench must not measure errors. */
export async function inject(p: RunningPlatform, method: 'GET' | 'POST' | 'PATCH', url: string, headers: Record<string, string>, payload?: object) {
  const res = await p.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

export interface BenchTenant {
  id: string;
  admin: Record<string, string>;
  viewer: Record<string, string>;
}

/** An organisation (optionally with settings and a wallet credit) with an admin and a viewer token. */
export async function tenant(p: RunningPlatform, name: string, opts: { settings?: Record<string, unknown>; credit?: string } = {}): Promise<BenchTenant> {
  const org = await inject(p, 'POST', '/admin/organizations', p.admin, { name });
  if (opts.settings) await inject(p, 'PATCH', `/admin/organizations/${org.id}`, p.admin, opts.settings);
  if (opts.credit) await inject(p, 'POST', `/admin/organizations/${org.id}/wallet/credits`, p.admin, { amount: opts.credit });
  const token = async (roles: string[]) => {
    const c = await inject(p, 'POST', `/admin/organizations/${org.id}/clients`, p.admin, { name: 'bench', roles });
    const t = await inject(p, 'POST', '/auth/token', {}, { grant_type: 'client_credentials', client_id: c.client_id, client_secret: c.client_secret });
    return { authorization: `Bearer ${t.access_token}` };
  };
  return { id: org.id as string, admin: await token(['admin']), viewer: await token(['viewer']) };
}
