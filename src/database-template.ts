// What every new database holds before it serves, the same for all (the migrations and
// the operator catalogue), and the template data directory that gives a new embedded
// database all of it as a copy (src/db/template.ts). The template is an optimisation
// only: every start still migrates and seeds, which finds nothing to do on a copy of an
// up-to-date template and brings a stale one up to date.

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Database, migrationsFolder, newPglite, wrapPglite } from './db/drivers.ts';
import type { DataDirTemplate } from './db/template.ts';
import { datasetPath } from './modules/operators/operators.dataset.ts';
import { createOperatorsRepo } from './modules/operators/operators.repo.ts';
import { createOperatorsService } from './modules/operators/operators.service.ts';

/** Migrates a new database and seeds its reference data (the test templates are built the same way). */
export async function fillNewDatabase(database: Database): Promise<void> {
  await database.migrate();
  await createOperatorsService({ db: database.db, operatorsRepo: createOperatorsRepo(database.db) }).seed();
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Start-up caches live beside the installed packages: outside the repository, gone with a new `npm ci`. */
export const startCacheDir = path.join(root, 'node_modules', '.cache', 'connectivity-platform');

/** PGlite's version: a data directory belongs to one PostgreSQL build. */
function pgliteVersion(): string {
  const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (!fs.existsSync(file)) continue;
    const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (pkg.name === '@electric-sql/pglite') return pkg.version ?? '';
  }
  return '';
}

/** Everything a template is built from: PGlite's version, the migrations and the operator data set. */
function templateKey(): string {
  const hash = createHash('sha256').update(`pglite ${pgliteVersion()}\n`);
  const migrations = fs
    .readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.sql') || f.endsWith('_journal.json'))
    .sort();
  for (const [name, file] of [...migrations.map((f) => [f, path.join(migrationsFolder, f)]), ['operators.json', datasetPath]] as const) {
    hash.update(`${name}\n`).update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

export function databaseTemplate(onError: (err: unknown) => void): DataDirTemplate {
  return {
    cacheDir: startCacheDir,
    key: templateKey,
    async build(dataDir) {
      const client = newPglite({ dataDir });
      await client.waitReady;
      const database = wrapPglite(client);
      try {
        await fillNewDatabase(database);
      } finally {
        await database.close();
      }
    },
    onError,
  };
}
