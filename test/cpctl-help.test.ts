// cpctl's habits, which need no server: --version, the global help, each command's own
// help, and exit code 2 for no command at all.

import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { commands } from '../src/cli/commands.ts';
import { run } from '../src/cli/cpctl.ts';

async function cpctl(argv: string[]) {
  let stdout = '';
  let stderr = '';
  // Nothing listens here: a command that reached for the server would fail, not hang.
  const code = await run(argv, { CP_URL: 'http://127.0.0.1:9', CP_ADMIN_TOKEN: 'unused-unused-unused' }, {
    stdout: { write: (s: string) => (stdout += s) },
    stderr: { write: (s: string) => (stderr += s) },
  });
  return { code, stdout, stderr };
}

const packageVersion = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string }).version;
/** How a list of commands (the help) starts a command's entry: its name alone, or before its arguments. */
const entry = (name: string) => new RegExp(`\\n  ${name}[ \\n]`);

describe('cpctl habits', () => {
  it('prints its version with --version, whatever else is on the line', async () => {
    for (const argv of [['--version'], ['org', 'list', '--version']]) {
      expect(await cpctl(argv)).toEqual({ code: 0, stdout: `cpctl ${packageVersion}\n`, stderr: '' });
    }
  });

  it('prints the help on stderr and exits 2 when given no command', async () => {
    const r = await cpctl([]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('Usage: cpctl <command>');
    for (const c of commands) expect(r.stderr, c.name).toMatch(entry(c.name));
  });

  it('prints the whole help with exit 0 when asked', async () => {
    for (const argv of [['help'], ['--help'], ['-h']]) {
      const r = await cpctl(argv);
      expect(r).toMatchObject({ code: 0, stderr: '' });
      for (const c of commands) expect(r.stdout, c.name).toMatch(entry(c.name));
    }
  });

  it('prints each command its own help, with --help anywhere or as cpctl help <command>', async () => {
    for (const c of commands) {
      const words = c.name.split(' ');
      const asked = [await cpctl([...words, '--help']), await cpctl(['help', ...words]), await cpctl([...words, 'some-argument', '--help'])];
      for (const r of asked) {
        expect(r.code, c.name).toBe(0);
        expect(r.stderr, c.name).toBe('');
        expect(r.stdout.startsWith(`Usage: cpctl ${c.name}`), c.name).toBe(true);
        const summary = c.about[0] as string;
        expect(r.stdout, c.name).toContain(`${summary.charAt(0).toUpperCase()}${summary.slice(1)}.`);
        for (const line of c.about.slice(1)) expect(r.stdout, c.name).toContain(line);
        // Its own help, not the global one: no other command is described.
        for (const o of commands) expect(r.stdout, `${c.name} shows ${o.name}`).not.toMatch(entry(o.name));
      }
    }
  });

  it('lists the commands of a group for cpctl <group> --help', async () => {
    const r = await cpctl(['org', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^cpctl org: 4 commands\n/);
    for (const name of ['org create', 'org list', 'org get', 'org update']) expect(r.stdout).toMatch(entry(name));
    expect(r.stdout).not.toContain('wallet credit');
  });

  it('refuses help for no such command, and ends usage errors with the command\'s usage', async () => {
    const none = await cpctl(['help', 'frobnicate']);
    expect(none).toMatchObject({ code: 2, stdout: '', stderr: 'cpctl: no command "frobnicate"; see cpctl help\n' });
    const wrongSub = await cpctl(['org', 'frobnicate', '--help']);
    expect(wrongSub.code).toBe(2);
    expect(wrongSub.stderr).toBe('cpctl: no command "org frobnicate"; "org" takes: create, list, get, update; see cpctl help\n');

    const create = commands.find((c) => c.name === 'org create');
    const missing = await cpctl(['org', 'create']);
    expect(missing).toMatchObject({ code: 2, stdout: '', stderr: `cpctl: missing <name>; usage: cpctl ${create?.usage}\n` });
  });
});
