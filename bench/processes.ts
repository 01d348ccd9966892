// Benchmarks that measure the platform as a user runs it: the program started the way
// `npm start` starts it (its own process, LOG_LEVEL=info writing to a file, metrics on),
// a bare `node:http` JSON server in another process as the baseline measured in the
// same run, and the load generator in a third process.

import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type autocannon from 'autocannon';
import { adminToken, combine, fmt, type LoadResult, loadSettings, root, startArguments } from './lib.ts';
import { cpuOf, databaseCpu, machineCpu } from './proc-cpu.mjs';

export interface Process {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number, log: () => string): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the process exited with ${child.exitCode}:\n${log()}`);
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the process did not answer /health within ${timeoutMs} ms:\n${log()}`);
}

/** The servers this process started and has not stopped yet. */
const running = new Set<ChildProcess>();

/** Sends SIGTERM to every server still running: for a run interrupted before its own cleanup. */
export function terminateServers(): void {
  for (const child of running) child.kill('SIGTERM');
}

/** Counts `child` among the servers running until it exits. */
function track(child: ChildProcess): ChildProcess {
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

function stopper(child: ChildProcess, cleanup: () => void = () => {}): () => Promise<void> {
  return async () => {
    const exited = new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    cleanup();
  };
}

// A bare node:http server answering a small JSON body: the most a server on this machine can do.
const bareScript = `
import http from 'node:http';
const body = JSON.stringify({ ok: true, timestamp: new Date().toISOString() });
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
});
server.keepAliveTimeout = 72_000;
server.listen(Number(process.argv[1]), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
`;

export async function startBare(): Promise<Process> {
  const port = await freePort();
  const child = track(spawn(process.execPath, ['--input-type=module', '-e', bareScript, String(port)], { stdio: 'ignore' }));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, 10_000, () => '');
  return { url, pid: child.pid as number, stop: stopper(child) };
}

/**
 * The program as `npm start` runs it (`node scripts/start.js`, role `all`), on
 * `databaseUrl` (the embedded database in a new data directory when empty), logging at
 * `info` into a file as a deployment would; from this checkout, or from `tree`.
 */
export async function startPlatformProcess(opts: {
  databaseUrl: string;
  /** Another checkout to run, as its own package.json's `npm start` runs it. */
  tree?: string;
  env?: Record<string, string>;
  /** Extra node flags, e.g. `--cpu-prof` to see where a request's time goes. */
  nodeArgs?: string[];
  /** How long to wait for /health (60 s). */
  startTimeoutMs?: number;
}): Promise<Process & { admin: Record<string, string>; logFile: string }> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-bench-'));
  const logFile = path.join(dir, 'platform.log');
  const out = fs.openSync(logFile, 'a');
  // BENCH_PROFILE_DIR=<dir> writes a CPU profile of the platform there when it stops.
  const profile = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];
  const tree = opts.tree ?? root;
  const child = track(
    spawn(process.execPath, [...profile, ...(opts.nodeArgs ?? []), ...startArguments(tree)], {
      cwd: tree,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        ADMIN_TOKEN: adminToken,
        DATA_DIR: dir,
        DATABASE_URL: opts.databaseUrl,
        // A bench drives a few organisations at tens of thousands of requests a second,
        // far past any organisation's default limit a minute; the limiter still counts
        // every request (a lease of 20 million, taken once a minute).
        RATE_LIMIT_PER_MINUTE: '1000000000',
        ...opts.env,
      },
      stdio: ['ignore', out, out],
    }),
  );
  fs.closeSync(out);
  const url = `http://127.0.0.1:${port}`;
  const tail = () => fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
  // BENCH_KEEP_LOGS=1 leaves the platform's log for a look after the run.
  const stop = stopper(child, () => (process.env.BENCH_KEEP_LOGS === '1' ? console.log(`kept log ${logFile}`) : fs.rmSync(dir, { recursive: true, force: true })));
  try {
    await waitForHealth(url, child, opts.startTimeoutMs ?? 60_000, tail);
  } catch (err) {
    // A program that never answered must not outlive the run (nor keep it from exiting).
    await stop();
    throw err;
  }
  return { url, pid: child.pid as number, admin: { authorization: `Bearer ${adminToken}` }, logFile, stop };
}

/** One request of a rotating load: each request takes the next entry, round robin. */
export interface RotatingRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

// The load generators' request list: each request takes the next entry, round robin.
const requestsOfSource = `
const requestsOf = (list) => {
  const prepared = list.map((r) => ({
    method: r.method,
    path: r.path,
    headers: { ...(r.body === undefined ? {} : { 'content-type': 'application/json' }), ...(r.headers ?? {}) },
    ...(r.body === undefined ? {} : { body: JSON.stringify(r.body) }),
  }));
  let i = 0;
  return [{ setupRequest: (req) => ({ ...req, ...prepared[i++ % prepared.length] }) }];
};`;

// Runs in a child process: a warm-up that is thrown away (unless warmup is 0), then the
// measured run; requests rotate over the given list so load spreads over many records.
const rotatingScript = `
import fs from 'node:fs';
import autocannon from 'autocannon';
const { warmup, list, ...opts } = JSON.parse(fs.readFileSync(process.argv[1], 'utf8'));
${requestsOfSource}
const requests = requestsOf(list);
if (warmup > 0) await autocannon({ ...opts, requests, duration: warmup });
const r = await autocannon({ ...opts, requests });
process.stdout.write(JSON.stringify({ total: r.requests.total, duration: r.duration, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors, statusCodeStats: r.statusCodeStats }));
`;

export interface RotatingLoad {
  /** Defaults to loadSettings.connections. */
  connections?: number;
  durationSeconds?: number;
  /** Requests in all, instead of a duration. */
  amount?: number;
  /** Requests per second over all connections, for a steady load. */
  overallRate?: number;
  warmupSeconds?: number;
}

export async function loadRotating(baseUrl: string, list: RotatingRequest[], o: RotatingLoad = {}): Promise<LoadResult & { statusCodes: Record<string, number> }> {
  if (list.length === 0) throw new Error('no requests to send');
  const opts: autocannon.Options & { warmup: number; list: RotatingRequest[] } = {
    url: baseUrl,
    connections: o.connections ?? loadSettings.connections,
    ...(o.amount === undefined ? { duration: o.durationSeconds ?? loadSettings.durationSeconds } : { amount: o.amount }),
    ...(o.overallRate === undefined ? {} : { overallRate: o.overallRate }),
    warmup: o.warmupSeconds ?? loadSettings.warmupSeconds,
    list,
  };
  // The request list can be larger than a command line may be: it travels in a file.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-load-'));
  const file = path.join(dir, 'load.json');
  fs.writeFileSync(file, JSON.stringify(opts));
  const stdout = await new Promise<string>((resolve, reject) => {
    execFile(process.execPath, ['--input-type=module', '-e', rotatingScript, file], { cwd: root, maxBuffer: 64 * 1024 * 1024 }, (err, out, errOut) =>
      err ? reject(new Error(`load generator failed: ${errOut || err.message}`)) : resolve(out),
    );
  }).finally(() => fs.rmSync(dir, { recursive: true, force: true }));
  const r = JSON.parse(stdout) as { total: number; duration: number; p50: number; p99: number; non2xx: number; errors: number; statusCodeStats: Record<string, { count: number }> };
  return {
    requestsPerSecond: r.total / r.duration,
    latencyP50: r.p50,
    latencyP99: r.p99,
    total: r.total,
    non2xx: r.non2xx,
    errors: r.errors,
    statusCodes: Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([k, v]) => [k, v.count])),
  };
}

// Runs in a child process: a warm-up of every side but the first (thrown away), then the
// sides in turn, slice after slice, each slice a fresh autocannon run, the sides after
// the first in reverse order every other slice (so none always follows the same one).
// Around each slice it reads the CPU time of the side's serving process, of its
// database's backends when it names one, and of the load generator itself.
const interleavedScript = `
import fs from 'node:fs';
import autocannon from 'autocannon';
const { warmup, sides, slices, sliceSeconds, connections, settleMs } = JSON.parse(fs.readFileSync(process.argv[1], 'utf8'));
import { backendsCpu, backendsSpent, cpuOf } from ${JSON.stringify(pathToFileURL(path.join(root, 'bench', 'proc-cpu.mjs')).href)};
${requestsOfSource}
const runs = sides.map((s, j) => ({ j, url: s.base, requests: requestsOf(s.list), pid: s.pid, database: s.database }));
if (warmup > 0) for (const s of runs.slice(1)) await autocannon({ url: s.url, requests: s.requests, connections, duration: warmup });
const out = sides.map(() => []);
for (let k = 0; k < slices; k++) {
  const order = k % 2 === 0 ? runs : [runs[0], ...runs.slice(1).reverse()];
  for (const s of order) {
    const database = s.database ? backendsCpu(s.database) : null;
    const before = cpuOf(s.pid);
    const started = performance.now();
    const own = process.cpuUsage();
    const r = await autocannon({ url: s.url, requests: s.requests, connections, duration: sliceSeconds });
    const spent = process.cpuUsage(own);
    const wall = (performance.now() - started) * 1000;
    if (settleMs > 0) await new Promise((done) => setTimeout(done, settleMs));
    out[s.j].push({
      total: r.requests.total, ok: r['2xx'], duration: r.duration, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors,
      cpu: cpuOf(s.pid) - before,
      databaseCpu: database ? backendsSpent(database, backendsCpu(s.database)) : 0,
      generatorCpu: spent.user + spent.system,
      wall,
    });
  }
}
process.stdout.write(JSON.stringify(out));
`;

export interface InterleavedSide {
  base: string;
  list: RotatingRequest[];
  /** The serving process, whose CPU time is read around each slice. */
  pid: number;
  /** The PostgreSQL database the server uses, whose backends' CPU time is read around each slice. */
  database?: string;
}

/** One side of an interleaved load: its slices combined, and the CPU its server spent on them. */
export interface InterleavedResult extends LoadResult {
  slices: LoadResult[];
  /** CPU time of the serving process per answered request, in microseconds (0 without /proc). */
  cpuMicros: number;
  /** Answers with a 2xx status. */
  ok: number;
  /** CPU time of the serving process over the slices, in microseconds. */
  cpuTotal: number;
  /** CPU time of the side's database backends over the slices, in microseconds (0 without a database). */
  databaseTotal: number;
  /** The load generator's own CPU time during the slices, in cores (1 = a whole core). */
  generatorLoad: number;
}

/**
 * Sides loaded in turn in short slices by one load generator (a warm-up of every side
 * but the first): the first for a slice, then each other, `slices` times. A baseline
 * measured this way shares the machine's speed of each second with what it is the
 * baseline of, which runs of several seconds apart do not on a machine whose speed moves
 * within seconds. `settleMs` waits after each slice before its CPU is read, for the
 * answers still in flight.
 */
export async function loadInterleaved(
  sides: InterleavedSide[],
  o: { slices: number; sliceSeconds: number; connections: number; warmupSeconds: number; settleMs?: number },
): Promise<InterleavedResult[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-load-'));
  const file = path.join(dir, 'load.json');
  fs.writeFileSync(file, JSON.stringify({ warmup: o.warmupSeconds, sides, slices: o.slices, sliceSeconds: o.sliceSeconds, connections: o.connections, settleMs: o.settleMs ?? 0 }));
  const stdout = await new Promise<string>((resolve, reject) => {
    execFile(process.execPath, ['--input-type=module', '-e', interleavedScript, file], { cwd: root, maxBuffer: 64 * 1024 * 1024 }, (err, out, errOut) =>
      err ? reject(new Error(`load generator failed: ${errOut || err.message}`)) : resolve(out),
    );
  }).finally(() => fs.rmSync(dir, { recursive: true, force: true }));
  type Slice = { total: number; ok: number; duration: number; p50: number; p99: number; non2xx: number; errors: number; cpu: number; databaseCpu: number; generatorCpu: number; wall: number };
  const sideOf = (slices: Slice[]): InterleavedResult => {
    const results = slices.map((r) => ({ requestsPerSecond: r.total / r.duration, latencyP50: r.p50, latencyP99: r.p99, total: r.total, non2xx: r.non2xx, errors: r.errors }));
    const all = combine(results);
    // Over the slices' own durations: a slice that answered nothing still took its time.
    const time = slices.reduce((n, r) => n + r.duration, 0);
    const cpuTotal = slices.reduce((n, r) => n + r.cpu, 0);
    return {
      ...all,
      requestsPerSecond: all.total / Math.max(time, 1e-9),
      slices: results,
      cpuMicros: all.total === 0 ? 0 : cpuTotal / all.total,
      ok: slices.reduce((n, r) => n + r.ok, 0),
      cpuTotal,
      databaseTotal: slices.reduce((n, r) => n + r.databaseCpu, 0),
      generatorLoad: slices.reduce((n, r) => n + r.generatorCpu, 0) / Math.max(slices.reduce((n, r) => n + r.wall, 0), 1e-9),
    };
  };
  return (JSON.parse(stdout) as Slice[][]).map(sideOf);
}

/** A JSON call that must succeed: a bench must not measure errors. */
export async function call<T = unknown>(base: string, method: string, url: string, headers: Record<string, string>, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${url} answered ${res.status}: ${text}`);
  return (text.length > 0 ? JSON.parse(text) : null) as T;
}

/** One target of a comparison: a base URL and the requests it rotates over. */
export interface Target {
  label: string;
  base: string;
  list: RotatingRequest[];
}

/**
 * Loads the targets in turn, round after round (loadSettings), so a burst of load from
 * elsewhere on the machine falls on every side; answers each target's rounds combined,
 * after printing one line per target.
 */
export async function alternate(title: string, targets: Target[]): Promise<LoadResult[]> {
  const { rounds, durationSeconds, connections } = loadSettings;
  console.log(`${title}, ${connections} connections, ${durationSeconds} s per target in ${rounds} alternating rounds:`);
  const runs = targets.map(() => [] as LoadResult[]);
  for (let round = 0; round < rounds; round++) {
    for (const [i, t] of targets.entries()) runs[i]?.push(await loadRotating(t.base, t.list, { durationSeconds: durationSeconds / rounds }));
  }
  const results = runs.map((r) => combine(r));
  const width = Math.max(...targets.map((t) => t.label.length)) + 2;
  targets.forEach((t, i) => {
    const r = results[i] as LoadResult;
    const problems = r.non2xx + r.errors > 0 ? `  (${r.non2xx} non-2xx, ${r.errors} errors)` : '';
    console.log(`  ${t.label.padEnd(width)} ${fmt(r.requestsPerSecond).padStart(8)} req/s   p50 ${fmt(r.latencyP50, 1)} ms   p99 ${fmt(r.latencyP99, 1)} ms${problems}`);
  });
  return results;
}

export interface Measured extends LoadResult {
  /** Each round's figure, first to last: a decline shows here. */
  rounds: LoadResult[];
  /** CPU time of the serving process per answered request in microseconds, null without a pid or /proc. */
  cpuMicros: number | null;
  /** CPU time of this machine's PostgreSQL processes per answered request (µs), null when none runs here. */
  databaseMicros: number | null;
  /** Busy CPU time of the whole machine per answered request (µs): server, database, load generator, the rest. */
  machineMicros: number | null;
}

/** How long a round waits after its load for the answers still in flight. */
const SETTLE_MS = 300;

/**
 * As `alternate`, and reads the CPU time of each target's serving process (`pid`), of the
 * local PostgreSQL processes and of the whole machine around each of its rounds, printed
 * per answered request: what a request costs the machine, not only the platform. The
 * warm-up's CPU is counted too, so its requests are estimated at the measured rate.
 */
export async function alternateWithCpu(title: string, targets: Array<Target & { pid?: number }>): Promise<Measured[]> {
  const { rounds, durationSeconds, connections, warmupSeconds } = loadSettings;
  const slice = durationSeconds / rounds;
  console.log(`${title}, ${connections} connections, ${durationSeconds} s per target in ${rounds} alternating rounds:`);
  const runs = targets.map(() => [] as LoadResult[]);
  const used = targets.map(() => ({ server: 0, database: 0, machine: 0 }));
  // A database on another machine shows no processes here: then no database figure.
  const databaseHere = databaseCpu() > 0;
  for (let round = 0; round < rounds; round++) {
    for (const [i, t] of targets.entries()) {
      const before = { server: t.pid === undefined ? 0 : cpuOf(t.pid), database: databaseCpu(), machine: machineCpu() };
      runs[i]?.push(await loadRotating(t.base, t.list, { durationSeconds: slice }));
      // Answers the load generator stopped waiting for still finish on the server: their
      // CPU belongs to this target, not to the next one's round.
      await new Promise((r) => setTimeout(r, SETTLE_MS));
      const u = used[i] as { server: number; database: number; machine: number };
      u.server += t.pid === undefined ? 0 : cpuOf(t.pid) - before.server;
      u.database += databaseCpu() - before.database;
      u.machine += machineCpu() - before.machine;
    }
  }
  const results = targets.map((t, i): Measured => {
    const all = combine(runs[i] as LoadResult[]);
    const u = used[i] as { server: number; database: number; machine: number };
    const perRequest = (micros: number) => (micros <= 0 || all.total === 0 ? null : micros / (all.total * (1 + warmupSeconds / slice)));
    return {
      ...all,
      rounds: runs[i] as LoadResult[],
      cpuMicros: t.pid === undefined ? null : perRequest(u.server),
      databaseMicros: databaseHere ? (perRequest(u.database) ?? 0) : null,
      machineMicros: perRequest(u.machine),
    };
  });
  const width = Math.max(...targets.map((t) => t.label.length)) + 2;
  targets.forEach((t, i) => {
    const r = results[i] as Measured;
    const problems = r.non2xx + r.errors > 0 ? `  (${r.non2xx} non-2xx, ${r.errors} errors)` : '';
    const cpuText =
      (r.cpuMicros === null ? '' : `   server CPU ${fmt(r.cpuMicros)} µs/req`) +
      (r.databaseMicros === null ? '' : `, database ${fmt(r.databaseMicros)}`) +
      (r.machineMicros === null ? '' : `, whole machine ${fmt(r.machineMicros)}`);
    console.log(`  ${t.label.padEnd(width)} ${fmt(r.requestsPerSecond).padStart(8)} req/s   p50 ${fmt(r.latencyP50, 1)} ms   p99 ${fmt(r.latencyP99, 1)} ms${cpuText}${problems}`);
  });
  return results;
}

/** The cost ratio every bench judges: a baseline's CPU per answer over a target's (1 = as cheap). */
export const costRatioOf = (baselineMicros: number, targetMicros: number): number => baselineMicros / Math.max(targetMicros, 1e-9);

/**
 * costRatioOf for whole-round figures: `baseline`'s CPU per answer over `r`'s, each the
 * serving process plus, for the platform, this machine's PostgreSQL processes;
 * `baseline` is the bare server (which has no database) or a target of the platform.
 * Null without CPU figures (no /proc).
 */
export function measuredCostRatio(r: Measured, baseline: Measured, against: 'bare' | 'platform'): number | null {
  if (r.cpuMicros === null || baseline.cpuMicros === null) return null;
  return costRatioOf(baseline.cpuMicros + (against === 'platform' ? (baseline.databaseMicros ?? 0) : 0), r.cpuMicros + (r.databaseMicros ?? 0));
}

/**
 * A target against its baseline as every throughput bench prints it: the cost ratio,
 * which a goal judges, and the share of the baseline's requests a second beside it. A
 * load generator that saturates a core caps the baseline's rate and flatters the share,
 * not the cost (docs/performance.md#how-the-benchmarks-measure). Without CPU figures the
 * share is judged, and the line says so.
 */
export function judged(label: string, r: Measured, baseline: Measured, opts: { against: 'bare' | 'platform'; goal?: number }): { line: string; pass: boolean } {
  const share = r.requestsPerSecond / baseline.requestsPerSecond;
  const cost = measuredCostRatio(r, baseline, opts.against);
  const value = cost ?? share;
  const pass = opts.goal === undefined || value >= opts.goal;
  const verdict = opts.goal === undefined ? '' : `   goal >= ${opts.goal}: ${pass ? 'PASS' : 'FAIL'}`;
  const line =
    cost === null
      ? `  ${label}: share ${fmt(share, 3)}${verdict}   (no CPU figures: the share is judged)`
      : `  ${label}: cost ${fmt(cost, 3)}${verdict}   share ${fmt(share, 3)}`;
  return { line, pass };
}

/** An organisation and an API token for it. */
export interface BenchOrganization {
  id: string;
  auth: Record<string, string>;
}

/**
 * An organisation created through the admin API (with `settings` patched in and a wallet
 * credit of 1,000,000), and the token of a client with `roles`.
 */
export async function organization(
  base: string,
  admin: Record<string, string>,
  name: string,
  settings?: Record<string, unknown>,
  roles: string[] = ['admin'],
): Promise<BenchOrganization> {
  const org = await call<{ id: string }>(base, 'POST', '/admin/organizations', admin, { name });
  if (settings) await call(base, 'PATCH', `/admin/organizations/${org.id}`, admin, settings);
  await call(base, 'POST', `/admin/organizations/${org.id}/wallet/credits`, admin, { amount: '1000000' });
  const client = await call<{ client_id: string; client_secret: string }>(base, 'POST', `/admin/organizations/${org.id}/clients`, admin, { name: 'bench', roles });
  const token = await call<{ access_token: string }>(base, 'POST', '/auth/token', {}, { grant_type: 'client_credentials', client_id: client.client_id, client_secret: client.client_secret });
  return { id: org.id, auth: { authorization: `Bearer ${token.access_token}` } };
}

/** `count` active links with SIMs and a plan, created through the API a few at a time (the token needs the admin role). */
export async function activeLinks(base: string, admin: Record<string, string>, org: BenchOrganization, count: number): Promise<string[]> {
  const operators = await call<{ items: Array<{ id: string }> }>(base, 'GET', '/operators?per_page=5&compatibility_zones=magenta', org.auth);
  const coverage = await call<{ id: string }>(base, 'POST', '/coverages', org.auth, { name: 'Bench', operator_ids: operators.items.map((o) => o.id) });
  const plan = await call<{ id: string }>(base, 'POST', '/plans', org.auth, {
    name: 'Bench',
    coverage_id: coverage.id,
    included_data_mb: 100_000,
    validity_days: 30,
    activation_type: 'immediate',
    base_throttle: 'unlimited',
  });
  const sims: Array<{ id: string }> = [];
  while (sims.length < count) {
    const delivered = await call<{ items: Array<{ id: string }> }>(base, 'POST', `/admin/organizations/${org.id}/sims`, admin, {
      count: Math.min(1000, count - sims.length),
      sim_type: 'physical',
    });
    sims.push(...delivered.items);
  }
  const ids: string[] = [];
  await concurrently(count, 8, async (i) => {
    const link = await call<{ id: string }>(base, 'POST', '/links', org.auth, { name: `Bench ${i}`, sim_id: sims[i]?.id, plan_ids: [plan.id] });
    ids.push(link.id);
  });
  return ids;
}

/** Runs `each(i)` for i from 0 to count - 1, `workers` at a time (seeding through the API). */
export async function concurrently(count: number, workers: number, each: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) await each(i);
  };
  await Promise.all(Array.from({ length: workers }, worker));
}
