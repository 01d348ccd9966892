// A fresh, migrated database for one test file, copied from the run's template.

import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, newPglite, openPostgres, wrapPglite } from '../src/db/drivers.ts';

export interface TestDatabase {
  database: Database;
  /** Connection string of this test's PostgreSQL database (null on PGlite). */
  url: string | null;
  drop(): Promise<void>;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function freshDatabase(): Promise<TestDatabase> {
  const pgTemplate = inject('pgTemplate');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (pgTemplate && serverUrl) {
    const name = `cp_t_${process.ppid}_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${pgTemplate}`);
        break;
      } catch (err) {
        // Two files cloning the template at the same instant can collide; try again.
        if (attempt >= 20) throw err;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
    await admin.end();
    const url = withDatabase(serverUrl, name);
    const database = openPostgres(url, 10);
    return {
      database,
      url,
      async drop() {
        await database.close();
        const c = new pg.Client({ connectionString: serverUrl });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  }
  const file = inject('pgliteTemplate');
  if (!file) throw new Error('the test template database was not prepared (globalSetup)');
  const client = newPglite({ loadDataDir: new Blob([fs.readFileSync(file)]) });
  await client.waitReady;
  const database = wrapPglite(client);
  return { database, url: null, drop: () => database.close() };
}
