// Start-up as an operator meets it: the command `npm start` runs (read from package.json,
// so the bench follows it when it changes), on the embedded database in a new temporary
// DATA_DIR, then again on the same directory. Each start is timed from the spawn to the
// first 200 of /health and of /ready, and stopped with SIGTERM, which must exit 0.
// Goals (issue 13): under 4 s on a fresh data directory, under 2 s on a restart, for
// both endpoints (medians of BENCH_STARTUP_REPS pairs, 5 by default).
//
// The first pair runs on the start caches as it finds them (the bundle and the database
// template under node_modules/.cache, built by the first start of a checkout) and is
// printed apart; the medians are of the pairs after it.

import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Benchmark, fmt, programArgs, root } from './lib.ts';
import { freePort } from './processes.ts';

const REPS = Number(process.env.BENCH_STARTUP_REPS ?? 5);
const GOAL_FRESH_MS = 4000;
const GOAL_RESTART_MS = 2000;
const POLL_MS = 10;
const TIMEOUT_MS = 120_000;

/** `npm start`'s command as argv, with `node` replaced by this Node.js. */
const startCommand = (): string[] => [process.execPath, ...programArgs];

interface Start {
  healthMs: number;
  readyMs: number;
  /** Whether /ready answered 503 (listening, not yet able to serve) before its first 200. */
  saw503: boolean;
}

const get = async (url: string): Promise<number | null> => {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return null;
  }
};

async function stop(child: ChildProcess, log: () => string): Promise<void> {
  const exited = new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));
  child.kill('SIGTERM');
  const code = await Promise.race([exited, new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 15_000))]);
  if (code === 'timeout') {
    child.kill('SIGKILL');
    throw new Error(`the program did not stop within 15 s of SIGTERM:\n${log()}`);
  }
  if (code !== 0) throw new Error(`the program exited with ${code} after SIGTERM:\n${log()}`);
}

/** Starts the program on `dataDir` (its output appended to `logFile`), waits for /health and /ready, stops it. */
async function timedStart(command: string[], dataDir: string, logFile: string): Promise<Start> {
  const port = await freePort();
  const out = fs.openSync(logFile, 'a');
  const started = performance.now();
  const child = spawn(command[0] as string, command.slice(1), {
    cwd: root,
    // No ADMIN_TOKEN: a first start generates one, as an operator's does.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_TOKEN: '', LOG_LEVEL: 'info' },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const log = () => fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
  const base = `http://127.0.0.1:${port}`;
  let healthMs: number | null = null;
  let readyMs: number | null = null;
  let saw503 = false;
  try {
    while (healthMs === null || readyMs === null) {
      if (child.exitCode !== null) throw new Error(`the program exited with ${child.exitCode} during start-up:\n${log()}`);
      if (performance.now() - started > TIMEOUT_MS) throw new Error(`the program did not become ready within ${TIMEOUT_MS} ms:\n${log()}`);
      const [health, ready] = await Promise.all([healthMs === null ? get(`${base}/health`) : 200, readyMs === null ? get(`${base}/ready`) : 200]);
      const now = performance.now() - started;
      if (healthMs === null && health === 200) healthMs = now;
      if (readyMs === null && ready === 200) readyMs = now;
      if (ready === 503) saw503 = true;
      if (healthMs === null || readyMs === null) await new Promise((r) => setTimeout(r, POLL_MS));
    }
  } finally {
    await stop(child, log);
  }
  return { healthMs, readyMs, saw503 };
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

const line = (label: string, s: Start) =>
  `  ${label.padEnd(9)} /health ${fmt(s.healthMs).padStart(6)} ms   /ready ${fmt(s.readyMs).padStart(6)} ms${s.saw503 ? '   (/ready answered 503 first)' : ''}`;

export const benchmark: Benchmark = {
  name: 'startup',
  description: 'npm start on a new embedded DATA_DIR and again on the same one: time to /health and /ready (goals 4 s and 2 s)',
  async run() {
    const command = startCommand();
    console.log(`command: ${path.basename(command[0] as string)} ${command.slice(1).join(' ')}`);
    const fresh: Start[] = [];
    const restart: Start[] = [];
    for (let rep = 0; rep <= REPS; rep++) {
      // DATA_DIR does not exist yet, as on a first `npm start`; the log sits beside it.
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-startup-'));
      const dataDir = path.join(dir, 'data');
      const logFile = path.join(dir, 'start.log');
      try {
        const first = await timedStart(command, dataDir, logFile);
        const again = await timedStart(command, dataDir, logFile);
        console.log(rep === 0 ? 'first pair (start caches as found):' : `pair ${rep}:`);
        console.log(line('fresh', first));
        console.log(line('restart', again));
        if (rep > 0) {
          fresh.push(first);
          restart.push(again);
        }
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }
    if (REPS < 1) return;
    const verdict = (label: string, runs: Start[], goal: number) => {
      const health = median(runs.map((r) => r.healthMs));
      const ready = median(runs.map((r) => r.readyMs));
      const ok = health < goal && ready < goal;
      console.log(`  ${label.padEnd(9)} median /health ${fmt(health).padStart(6)} ms   /ready ${fmt(ready).padStart(6)} ms   goal < ${fmt(goal)} ms: ${ok ? 'PASS' : 'FAIL'}`);
      return ok;
    };
    console.log(`medians of ${REPS} pairs:`);
    const ok = [verdict('fresh', fresh, GOAL_FRESH_MS), verdict('restart', restart, GOAL_RESTART_MS)].every(Boolean);
    console.log(`  all goals: ${ok ? 'PASS' : 'FAIL'}`);
  },
};
