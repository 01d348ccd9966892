// Real platform processes that a test kills and starts again on one database (the
// embedded one under a DATA_DIR, or a fresh PostgreSQL database under TEST_DATABASE_URL),
// and a small HTTP client for them: what the crash-and-retry tests share.

import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshDatabase, type TestDatabase } from './database.ts';

export interface Platform {
  child: ChildProcess;
  /** The base URL once it listens. */
  listening: Promise<string>;
  exited: Promise<void>;
}

/**
 * Processes of the program (ROLE all: API and worker) sharing one database, each started
 * with the given admin token and Idempotency-Key lock and its own `env`. `close` kills
 * what still runs and drops the database.
 */
export function platformProcesses(opts: { adminToken: string; lockSeconds: number }) {
  const children: ChildProcess[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-crash-'));
  let db: TestDatabase | null = null;
  let prepared: Promise<void> | null = null;

  async function start(env: Record<string, string> = {}): Promise<Platform> {
    prepared ??= (async () => {
      if (process.env.TEST_DATABASE_URL) db = await freshDatabase();
    })();
    await prepared;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: db?.url ?? '',
        ADMIN_TOKEN: opts.adminToken,
        LOG_LEVEL: 'warn',
        IDEMPOTENCY_LOCK_SECONDS: String(opts.lockSeconds),
        JOB_POLL_MS: '50',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let out = '';
    child.stdout?.on('data', (d) => (out += String(d)));
    child.stderr?.on('data', (d) => (out += String(d)));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const listening = (async (): Promise<string> => {
      // Start-up on a machine busy with the rest of the suite can take many seconds.
      for (let i = 0; i < 2400; i++) {
        const m = /listening on (http:\/\/localhost:\d+)/.exec(out);
        if (m) return (m[1] as string).replace('localhost', '127.0.0.1');
        if (child.exitCode !== null) throw new Error(`exited: ${out}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`did not start: ${out}`);
    })();
    return { child, listening, exited };
  }

  return {
    start,
    /** SIGKILL: the process gets no chance to finish anything. */
    async kill(p: Platform): Promise<void> {
      p.child.kill('SIGKILL');
      await p.exited;
    },
    async close(): Promise<void> {
      for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
      await Promise.all(children.map((c) => (c.exitCode === null && c.signalCode === null ? new Promise((r) => c.once('exit', r)) : null)));
      fs.rmSync(dataDir, { recursive: true, force: true });
      await db?.drop();
    },
  };
}

export interface Answer {
  status: number;
  body: string;
  replayed: string | null;
  retryAfter: string | null;
}

/** Requests to a process with fixed headers: `send` answers whatever comes, `ok` the JSON of a 2xx (else throws). */
export function httpClient(base: string, headers: Record<string, string>) {
  const send = async (method: string, url: string, body?: unknown, extra: Record<string, string> = {}): Promise<Answer> => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { ...headers, ...extra, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.text(), replayed: res.headers.get('idempotent-replayed'), retryAfter: res.headers.get('retry-after') };
  };
  const ok = async (method: string, url: string, body?: unknown) => {
    const a = await send(method, url, body);
    if (a.status >= 300) throw new Error(`${method} ${url}: ${a.status} ${a.body}`);
    return JSON.parse(a.body);
  };
  return { send, ok };
}

/** Polls `done` until it holds; throws naming `what` after `tries` polls `everyMs` apart. */
export async function until(what: string, done: () => Promise<boolean>, opts: { tries?: number; everyMs?: number } = {}): Promise<void> {
  const tries = opts.tries ?? 2000;
  for (let i = 0; !(await done()); i++) {
    if (i > tries) throw new Error(`never: ${what}`);
    await new Promise((r) => setTimeout(r, opts.everyMs ?? 5));
  }
}

/** The same request `times` times: every answer, with a 5xx message's request id left out (the rest must be the same). */
export async function answersOf(times: number, ask: () => Promise<Answer>): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let i = 0; i < times; i++) answers.push(await ask().then((x) => ({ ...x, body: x.body.replace(/; request id [^"]*/, '') })));
  return answers;
}
