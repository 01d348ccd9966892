// The program as an operator runs it: a real child process, real signals.

import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freshDatabase } from './database.ts';

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null) c.kill('SIGKILL');
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** The program from its sources (`npm run dev`), or with `args` (`scripts/start.js` is `npm start`'s bundle); a new DATA_DIR unless given. */
function start(env: Record<string, string>, opts: { args?: string[]; dataDir?: string } = {}) {
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'cp-proc-'));
  if (opts.dataDir === undefined) dirs.push(dataDir);
  const child = spawn(process.execPath, opts.args ?? ['--import', 'tsx', 'src/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  let err = '';
  child.stdout?.on('data', (d) => {
    out += String(d);
  });
  child.stderr?.on('data', (d) => {
    err += String(d);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = async (): Promise<string> => {
    // Start-up on a machine busy with the rest of the suite can take many seconds.
    for (let i = 0; i < 2000; i++) {
      const m = /listening on (http:\/\/localhost:\d+)/.exec(out);
      if (m) return (m[1] as string).replace('localhost', '127.0.0.1');
      if (child.exitCode !== null) throw new Error(`exited: ${err}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`did not start: ${out} ${err}`);
  };
  return { child, exited, listening, output: () => ({ out, err }), dataDir };
}

// Each test starts the real program, whose start-up competes with the other test files.
describe('the program', { timeout: 120_000 }, () => {
  it('stops at start-up with one line naming a bad variable', async () => {
    const p = start({ PORT: 'eighty' });
    expect(await p.exited).toBe(1);
    expect(p.output().err.trim()).toBe('configuration error: PORT must be a whole number, got "eighty"');
  });

  it('prints where it listens and where the admin token is, then finishes in-flight requests on SIGTERM', async () => {
    const p = start({ SIMULATOR_LATENCY_MS: '1500' });
    const base = await p.listening();
    expect(p.output().out).toContain('/docs');
    expect(p.output().out).toContain(path.join(p.dataDir, 'admin-token'));
    // On a port and a data directory other than cpctl's defaults the hint says how cpctl reaches it.
    expect(p.output().out).toContain(`Try: CP_URL=${base.replace('127.0.0.1', 'localhost')} DATA_DIR=${p.dataDir} npx cpctl demo`);
    const token = fs.readFileSync(path.join(p.dataDir, 'admin-token'), 'utf8').trim();
    const admin = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const org = await (await fetch(`${base}/admin/organizations`, { method: 'POST', headers: admin, body: JSON.stringify({ name: 'x' }) })).json();
    // A SIM delivery waits on the simulated provider (1.5 s latency): SIGTERM arrives meanwhile.
    const inFlight = fetch(`${base}/admin/organizations/${org.id}/sims`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ count: 1, sim_type: 'physical' }),
    });
    await new Promise((r) => setTimeout(r, 300));
    p.child.kill('SIGTERM');
    const res = await inFlight;
    expect(res.status).toBe(201);
    expect((await res.json()).items).toHaveLength(1);
    expect(await p.exited).toBe(0);
  });

  it('runs as npm start runs it (the bundle): serves a new DATA_DIR, stops on SIGTERM, and serves the same data after a restart', async () => {
    const first = start({}, { args: ['scripts/start.js'] });
    const base = await first.listening();
    const token = fs.readFileSync(path.join(first.dataDir, 'admin-token'), 'utf8').trim();
    const admin = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    expect((await fetch(`${base}/ready`)).status).toBe(200);
    const created = await fetch(`${base}/admin/organizations`, { method: 'POST', headers: admin, body: JSON.stringify({ name: 'Kept' }) });
    expect(created.status).toBe(201);
    const org = (await created.json()) as { id: string };
    // The operator catalogue is in place (a new database is a copy of the seeded template).
    const client = await (await fetch(`${base}/admin/organizations/${org.id}/clients`, { method: 'POST', headers: admin, body: JSON.stringify({ name: 'c', roles: ['viewer'] }) })).json();
    const issued = await (
      await fetch(`${base}/auth/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ grant_type: 'client_credentials', client_id: client.client_id, client_secret: client.client_secret }) })
    ).json();
    const operators = await fetch(`${base}/operators?page_size=1`, { headers: { authorization: `Bearer ${issued.access_token}` } });
    expect(operators.status).toBe(200);
    expect(((await operators.json()) as { total: number }).total).toBeGreaterThan(1000);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const again = start({}, { args: ['scripts/start.js'], dataDir: first.dataDir });
    const base2 = await again.listening();
    const read = await fetch(`${base2}/admin/organizations/${org.id}`, { headers: admin });
    expect(read.status).toBe(200);
    expect(((await read.json()) as { name: string }).name).toBe('Kept');
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });

  it('serves no HTTP in the worker role', async () => {
    const p = start({ ROLE: 'worker' });
    for (let i = 0; i < 2000 && !p.output().out.includes('worker (pglite) started'); i++) {
      if (p.child.exitCode !== null) throw new Error(`worker exited: ${p.output().err}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(p.output().out).toContain('worker (pglite) started');
    expect(p.child.exitCode).toBeNull();
    expect(p.output().out).not.toContain('listening');
    p.child.kill('SIGTERM');
    expect(await p.exited).toBe(0);
  });

  it('answers every request it took while under load when SIGTERM arrives, logs no error and exits 0', async () => {
    // On PostgreSQL (TEST_DATABASE_URL) the program gets a database of its own; else it makes its PGlite.
    // (Its pool here opens no connection: nothing queries through it.)
    const db = process.env.TEST_DATABASE_URL ? await freshDatabase() : null;
    try {
      // No rate limit: on a fast machine sixteen clients spend the organisation's 6,000 a minute within the 1.5 s.
      const p = start({ SIMULATOR_LATENCY_MS: '0', LOG_LEVEL: 'info', RATE_LIMIT_PER_MINUTE: '0', ...(db?.url ? { DATABASE_URL: db.url } : {}) });
      const base = await p.listening();
      const token = fs.readFileSync(path.join(p.dataDir, 'admin-token'), 'utf8').trim();
      const json = { 'content-type': 'application/json' };
      const admin = { authorization: `Bearer ${token}` };
      const call = async (method: string, url: string, headers: Record<string, string>, body?: unknown) => {
        const res = await fetch(`${base}${url}`, { method, headers: body === undefined ? headers : { ...headers, ...json }, body: body === undefined ? undefined : JSON.stringify(body) });
        const text = await res.text();
        expect(res.status, `${method} ${url}: ${text}`).toBeLessThan(300);
        return JSON.parse(text);
      };
      // An active link with a live network status: each read asks the simulated provider.
      const org = await call('POST', '/admin/organizations', admin, { name: 'Shutdown' });
      const client = await call('POST', `/admin/organizations/${org.id}/clients`, admin, { name: 'load', roles: ['admin'] });
      const issued = await call('POST', '/auth/token', {}, { grant_type: 'client_credentials', client_id: client.client_id, client_secret: client.client_secret });
      const auth = { authorization: `Bearer ${issued.access_token}` };
      const [sim] = (await call('POST', `/admin/organizations/${org.id}/sims`, admin, { count: 1, sim_type: 'physical' })).items;
      const operators = await call('GET', '/operators?compatibility_zones=magenta', auth);
      const coverage = await call('POST', '/coverages', auth, { name: 'Load', operator_ids: [(operators.items ?? operators)[0].id] });
      const plan = await call('POST', '/plans', auth, {
        name: 'Load',
        coverage_id: coverage.id,
        included_data_mb: 1000,
        validity_days: 30,
        activation_type: 'immediate',
        base_throttle: 'unlimited',
      });
      const link = await call('POST', '/links', auth, { name: 'Load', sim_id: sim.id, plan_ids: [plan.id] });

      // Sixteen clients read the link and the organisation in a loop until the server is gone.
      const statuses: number[] = [];
      let signalled = false;
      const client_ = async (i: number) => {
        for (let n = 0; ; n++) {
          let res: Response;
          try {
            res = await fetch(`${base}${n % 2 === i % 2 ? `/links/${link.id}` : '/org'}`, { headers: auth });
          } catch {
            // Refused or reset: the server stopped taking connections, which only happens after the signal.
            expect(signalled).toBe(true);
            return;
          }
          statuses.push(res.status);
          await res.arrayBuffer();
        }
      };
      const clients = Array.from({ length: 16 }, (_, i) => client_(i));
      await new Promise((r) => setTimeout(r, 1500));
      signalled = true;
      const before = statuses.length;
      p.child.kill('SIGTERM');
      await Promise.all(clients);
      expect(await p.exited).toBe(0);
      expect(before).toBeGreaterThan(0);
      // Requests were in flight at the signal, and each was answered.
      expect(statuses.length).toBeGreaterThan(before);
      expect(statuses.filter((s) => s !== 200)).toEqual([]);
      const lines = p.output().out.split('\n').filter((l) => l.startsWith('{'));
      expect(lines.filter((l) => (JSON.parse(l) as { level: number }).level >= 50)).toEqual([]);
      expect(lines.some((l) => l.includes('shutting down'))).toBe(true);
    } finally {
      await db?.drop();
    }
  });
});
