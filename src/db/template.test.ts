import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { query } from './client.ts';
import { openPglite } from './drivers.ts';
import { copyTemplate, type DataDirTemplate, isNewDataDir } from './template.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-template-'));
  dirs.push(d);
  return d;
};

/** A template whose "database" is two files, built by a counted function. */
function fakeTemplate(cacheDir: string, key = 'k1') {
  const counter = { builds: 0 };
  const template: DataDirTemplate = {
    cacheDir,
    key: () => key,
    async build(dataDir) {
      counter.builds++;
      fs.mkdirSync(path.join(dataDir, 'base'), { recursive: true });
      fs.writeFileSync(path.join(dataDir, 'PG_VERSION'), '17\n');
      fs.writeFileSync(path.join(dataDir, 'base', 'table'), key);
    },
  };
  return { template, counter };
}

describe('database templates', () => {
  it('builds a template once and gives each new data directory its own copy', async () => {
    const cache = tempDir();
    const { template, counter } = fakeTemplate(cache);
    const a = path.join(tempDir(), 'pgdata');
    const b = path.join(tempDir(), 'pgdata');
    fs.mkdirSync(b); // an empty folder is new too
    expect(isNewDataDir(a)).toBe(true);
    expect(isNewDataDir(b)).toBe(true);
    await Promise.all([copyTemplate(template, a), copyTemplate(template, b)]);
    expect(counter.builds).toBeGreaterThanOrEqual(1);
    const built = counter.builds;
    await copyTemplate(template, path.join(tempDir(), 'pgdata'));
    expect(counter.builds).toBe(built);
    for (const d of [a, b]) expect(fs.readFileSync(path.join(d, 'base', 'table'), 'utf8')).toBe('k1');
    fs.writeFileSync(path.join(a, 'base', 'table'), 'changed');
    expect(fs.readFileSync(path.join(b, 'base', 'table'), 'utf8')).toBe('k1');
    expect(isNewDataDir(a)).toBe(false);
    expect(fs.readdirSync(cache)).toEqual(['pgdata-k1']);
    expect(fs.readdirSync(path.dirname(a))).toEqual(['pgdata']);
  });

  it('replaces the templates of other keys and removes a copy a stopped start left behind', async () => {
    const cache = tempDir();
    await copyTemplate(fakeTemplate(cache, 'old').template, path.join(tempDir(), 'pgdata'));
    const dataDir = tempDir();
    fs.mkdirSync(path.join(dataDir, 'pgdata.tmp-1-abcd'));
    await copyTemplate(fakeTemplate(cache, 'new').template, path.join(dataDir, 'pgdata'));
    expect(fs.readdirSync(cache)).toEqual(['pgdata-new']);
    expect(fs.readdirSync(dataDir)).toEqual(['pgdata']);
  });

  it('leaves nothing behind when the template cannot be built', async () => {
    const cache = tempDir();
    const template: DataDirTemplate = {
      cacheDir: cache,
      key: () => 'k',
      async build(dataDir) {
        fs.mkdirSync(dataDir);
        throw new Error('no space left');
      },
    };
    const pgdata = path.join(tempDir(), 'pgdata');
    await expect(copyTemplate(template, pgdata)).rejects.toThrow('no space left');
    expect(fs.readdirSync(cache)).toEqual([]);
    expect(fs.existsSync(pgdata)).toBe(false);
  });

  it('creates the embedded database from nothing when no copy can be made', { timeout: 60_000 }, async () => {
    const errors: unknown[] = [];
    const template: DataDirTemplate = {
      cacheDir: tempDir(),
      key: () => 'k',
      build: async () => {
        throw new Error('read-only cache');
      },
      onError: (err) => errors.push(err),
    };
    const database = openPglite(tempDir(), template);
    try {
      await database.migrate();
      expect(await query(database.db, sql`SELECT count(*)::int AS n FROM operators`)).toEqual([{ n: 0 }]);
      expect(errors).toHaveLength(1);
    } finally {
      await database.close();
    }
  });
});
