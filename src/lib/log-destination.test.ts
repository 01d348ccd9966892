import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));

// A child process logs through the destination and exits at once (or is told to stop):
// every line must be in its file, in order, whether the process waited or not.
function runChild(script: string): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-log-'));
  const file = path.join(dir, 'out.log');
  const code = `
    import fs from 'node:fs';
    import pino from 'pino';
    import { gatheredDestination } from ${JSON.stringify(path.join(here, 'log-destination.ts'))};
    const fd = fs.openSync(${JSON.stringify(file)}, 'a');
    const logger = pino({ base: null }, gatheredDestination(fd));
    ${script}
  `;
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { cwd: path.join(here, '..', '..') }, (err) => {
      if (err) return reject(err);
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
});
