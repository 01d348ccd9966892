// The program as an operator runs it: a real child process, real signals.

import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null) c.kill('SIGKILL');
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function start(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-proc-'));
  dirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
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
});
