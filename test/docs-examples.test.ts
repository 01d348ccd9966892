// The guides' shell examples run as a reader would run them: against the platform
// started on a fresh database (its workers too), block after block in one shell
// session per guide, with curl and jq. A block must exit 0 and every HTTP answer in it
// must be 2xx, except a block fenced as ```sh status=NNN, which shows an error: its last
// answer must have that status. A block fenced as ```sh norun (starting the server, a
// path on the reader's machine) is shown but not run. See docs/getting-started.md for
// what the examples assume.

import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, createHarness, type Harness } from './harness.ts';

const guides = ['authentication', 'connectivity', 'reseller', 'numbers', 'lookup'];

export interface Block {
  /** 1-based line of the opening fence. */
  line: number;
  code: string;
  run: boolean;
  status: number | null;
}

/** The fenced `sh` blocks of a markdown text, with what their info string asks. */
export function shellBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\S*)(.*)$/.exec(lines[i] as string);
    if (open === null) continue;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && lines[i] !== '```'; i++) body.push(lines[i] as string);
    if (open[1] !== 'sh') continue;
    const attrs = (open[2] as string).trim();
    const status = /(?:^| )status=(\d{3})(?: |$)/.exec(attrs);
    blocks.push({ line: start + 1, code: body.join('\n'), run: !/(?:^| )norun(?: |$)/.test(attrs), status: status ? Number(status[1]) : null });
  }
  return blocks;
}

const tools = ['curl', 'jq', 'bash'].filter((tool) => {
  try {
    execFileSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' });
    return false;
  } catch {
    return true;
  }
});

// Each curl reports its answer's status on stderr, after whatever the block prints.
const prelude = `set -euo pipefail
set -a
. "$STATE"
curl() { command curl -w '%{stderr}@@status %{http_code}\\n' "$@"; }
`;
const postlude = `
export -p > "$STATE"
`;

function runBlock(block: Block, env: Record<string, string>): Promise<{ code: number | null; out: string; err: string; statuses: number[] }> {
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', prelude + block.code + postlude], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += String(d)));
    child.stderr.on('data', (d) => (err += String(d)));
    child.on('close', (code) => {
      const statuses = [...err.matchAll(/@@status (\d{3})/g)].map((m) => Number(m[1]));
      resolve({ code, out, err: err.replace(/@@status \d{3}\n/g, ''), statuses });
    });
  });
}

let h: Harness;
let base: string;
let workers: { stop(): Promise<void> };
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-docs-'));

beforeAll(async () => {
  // As the getting-started guide starts it for a trial: webhooks may reach this machine.
  h = await createHarness({ WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true' });
  base = await h.app.listen({ port: 0, host: '127.0.0.1' });
  workers = h.container.startWorkers();
});
afterAll(async () => {
  await workers.stop();
  await h.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(tools.length > 0)(`the guides' examples${tools.length > 0 ? ` (skipped: ${tools.join(', ')} missing)` : ''}`, () => {
  it.each(guides)('docs/%s.md runs as written', { timeout: 120_000 }, async (guide) => {
    const blocks = shellBlocks(fs.readFileSync(`docs/${guide}.md`, 'utf8'));
    expect(blocks.filter((b) => b.run).length, 'runnable examples').toBeGreaterThan(0);
    const state = path.join(dir, `${guide}.env`);
    fs.writeFileSync(state, '');
    const env = { PATH: process.env.PATH ?? '', HOME: dir, STATE: state, BASE: base, ADMIN_TOKEN };
    for (const block of blocks.filter((b) => b.run)) {
      const where = `docs/${guide}.md:${block.line}`;
      const r = await runBlock(block, env);
      const shown = `${where}\n${block.code}\n--- stdout\n${r.out}\n--- stderr\n${r.err}\n--- statuses ${r.statuses.join(' ')}`;
      expect(r.code, shown).toBe(0);
      expect(r.statuses.length, `${shown}\n(no HTTP call)`).toBeGreaterThan(0);
      if (block.status === null) expect(r.statuses.every((s) => s >= 200 && s < 300), shown).toBe(true);
      else expect(r.statuses.at(-1), shown).toBe(block.status);
    }
  });
});

describe('shellBlocks', () => {
  it('reads the fences of a guide and what they ask', () => {
    const md = ['text', '```sh', 'curl -s "$BASE/health"', '```', '```json', '{}', '```', '```sh status=404', 'curl x', 'curl y', '```', '```sh norun', 'npm start', '```'].join('\n');
    expect(shellBlocks(md)).toEqual([
      { line: 2, code: 'curl -s "$BASE/health"', run: true, status: null },
      { line: 8, code: 'curl x\ncurl y', run: true, status: 404 },
      { line: 12, code: 'npm start', run: false, status: null },
    ]);
  });
});
