import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));

// A child process logs through the destination and exits at once (or is told to stop):
// every line must be in its file, in order, whether the process waited or not.
function runChild(script: string, destinationArgs = 'fd'): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-log-'));
  const file = path.join(dir, 'out.log');
  const code = `
    import fs from 'node:fs';
    import pino from 'pino';
    import { gatheredDestination } from ${JSON.stringify(path.join(here, 'log-destination.ts'))};
    const file = ${JSON.stringify(file)};
    const fd = fs.openSync(file, 'a');
    const logger = pino({ base: null }, gatheredDestination(${destinationArgs}));
    ${script}
  `;
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { cwd: path.join(here, '..', '..') }, (err) => {
      if (err && err.signal !== 'SIGKILL') return reject(err);
      const lines = fs.readFileSync(file, 'utf8').trim().split('\n');
      fs.rmSync(dir, { recursive: true, force: true });
      resolve(lines);
    });
  });
}

describe('gathered log destination', () => {
  it('writes every line in order when the process exits in the same turn', async () => {
    const lines = await runChild(`for (let i = 0; i < 500; i++) logger.info({ i }, 'line'); process.exit(0);`);
    expect(lines.map((l) => JSON.parse(l).i)).toEqual([...Array(500).keys()]);
  });

  it('writes lines gathered over several turns, and flushes on request', async () => {
    const lines = await runChild(`
      for (let t = 0; t < 5; t++) { for (let i = 0; i < 100; i++) logger.info({ i: t * 100 + i }, 'line'); await new Promise((r) => setImmediate(r)); }
      await new Promise((r) => logger.flush(r));
      process.exit(0);
    `);
    expect(lines.map((l) => JSON.parse(l).i)).toEqual([...Array(500).keys()]);
  });

  it('writes many blocks in order, lines of several bytes a character and lines longer than a block included', async () => {
    const lines = await runChild(`
      for (let t = 0; t < 20; t++) {
        for (let i = 0; i < 1000; i++) logger.info({ i: t * 1000 + i, s: i === 500 ? 'ü'.repeat(40_000) : 'Zürich ✓' }, 'line');
        await new Promise((r) => setImmediate(r));
      }
      await new Promise((r) => logger.flush(r));
      process.exit(0);
    `);
    expect(lines.map((l) => JSON.parse(l).i)).toEqual([...Array(20_000).keys()]);
    expect(new Set(lines.map((l) => JSON.parse(l).s))).toEqual(new Set(['Zürich ✓', 'ü'.repeat(40_000)]));
  });

  it('writes a block that never fills after a while, so a killed process keeps its lines', async () => {
    // One line, far below a block; the process is killed, so no exit handler runs.
    const lines = await runChild(
      `
      logger.error({ i: 1 }, 'alone');
      const deadline = Date.now() + 5000;
      while (fs.statSync(file).size === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      process.kill(process.pid, 'SIGKILL');
    `,
      'fd, 50',
    );
    expect(lines.map((l) => JSON.parse(l).msg)).toEqual(['alone']);
  });
});
