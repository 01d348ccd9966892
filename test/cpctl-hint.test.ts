// The start banner's `Try:` line works as printed: the program started with a data
// directory and a port that are not cpctl's defaults prints a command that, run as it
// is from another shell, reaches this server with its admin token.

import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { cpctlHint } from '../src/cli/hint.ts';

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

describe('the start banner', { timeout: 120_000 }, () => {
  it('prints a cpctl command that works as printed', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp hint-'));
    dirs.push(dataDir);
    const child = spawn(process.execPath, ['scripts/start.js'], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', ADMIN_TOKEN: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let out = '';
    child.stdout.on('data', (d) => (out += String(d)));
    child.stderr.on('data', (d) => (out += String(d)));
    let hint: string | undefined;
    for (let i = 0; i < 2000 && hint === undefined; i++) {
      hint = /Try: (.+)$/m.exec(out)?.[1];
      if (child.exitCode !== null) throw new Error(`exited: ${out}`);
      if (hint === undefined) await new Promise((r) => setTimeout(r, 50));
    }
    const port = /listening on http:\/\/localhost:(\d+)/.exec(out)?.[1];
    expect(hint).toBe(`CP_URL=http://localhost:${port} DATA_DIR='${dataDir}' npx cpctl demo`);

    // Another shell, in the checkout, knowing nothing of this server.
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('CP_') && k !== 'DATA_DIR' && k !== 'ADMIN_TOKEN'));
    const { stdout } = await promisify(execFile)('sh', ['-c', hint as string], { env, cwd: process.cwd() });
    expect(stdout).toMatch(/^client_id: +\S+$/m);
    expect(stdout).toContain(`curl -s http://localhost:${port}/org -H "Authorization: Bearer $TOKEN"`);
    child.kill('SIGTERM');
  });

  it('names only what is not cpctl\'s default', () => {
    expect(cpctlHint({ port: 8080, adminTokenFile: path.resolve('data', 'admin-token') })).toBe('npx cpctl demo');
    expect(cpctlHint({ port: 8080, adminTokenFile: 'data/admin-token' })).toBe('npx cpctl demo');
    expect(cpctlHint({ port: 3000, adminTokenFile: './data/admin-token' })).toBe('CP_URL=http://localhost:3000 npx cpctl demo');
    expect(cpctlHint({ port: 8080, adminTokenFile: '/srv/cp/admin-token' })).toBe('DATA_DIR=/srv/cp npx cpctl demo');
    expect(cpctlHint({ port: 8080, adminTokenFile: "/srv/it's here/admin-token" })).toBe(`DATA_DIR='/srv/it'\\''s here' npx cpctl demo`);
    // A token given as ADMIN_TOKEN is not printed: the command reads it from the shell.
    expect(cpctlHint({ port: 9000, adminTokenFile: null })).toBe('CP_URL=http://localhost:9000 CP_ADMIN_TOKEN="$ADMIN_TOKEN" npx cpctl demo');
  });
});
