// Migrates one template database per test run; every test file then starts from a
// copy of it (a PGlite data-directory dump, or CREATE DATABASE ... TEMPLATE on
// PostgreSQL when TEST_DATABASE_URL is set), which is far faster than migrating each.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fillNewDatabase } from '../src/database-template.ts';
import { newPglite, openPostgres, wrapPglite } from '../src/db/drivers.ts';
import { ensureConsole } from '../scripts/console-build.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string | null;
    pgTemplate: string | null;
  }
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export default async function setup(project: TestProject) {
  // The console's pages, which the browser tests open (test/browser), built when stale.
  await ensureConsole();
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `cp_template_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const database = openPostgres(withDatabase(url, name), 2);
    // Reference data goes into the template too, so each test's prepare() finds it in place.
    await fillNewDatabase(database);
    await database.close();
    project.provide('pgTemplate', name);
    project.provide('pgliteTemplate', null);
    return async () => {
      const leftovers = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2`,
        [name, `cp_t_${process.pid}_%`],
      );
      for (const row of leftovers.rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
      await admin.end();
    };
  }
  const client = newPglite();
  const database = wrapPglite(client);
  await fillNewDatabase(database);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-test-'));
  const file = path.join(dir, 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('pgTemplate', null);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
