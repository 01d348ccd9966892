// One database interface over two drivers: embedded PostgreSQL (PGlite) for a
// single-machine start, and PostgreSQL (node-postgres) for production. Both speak the
// same SQL, so repositories never know which one they talk to.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Db, query } from './client.ts';
import * as schema from './schema.ts';
import { copyTemplate, type DataDirTemplate, isNewDataDir } from './template.ts';

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations; safe to call from several processes at once. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * Calls `onNotify` for every NOTIFY on `channel` until the answered function is called.
   * On PostgreSQL it holds one connection of its own (outside the pool) and reconnects
   * after a second when it loses it, calling `onNotify` once then, since a notification
   * may have been missed. The embedded database has no other process to hear from: there
   * it does nothing.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The `when` of the folder's newest migration, from drizzle's journal. */
function newestMigration(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ when: number }> };
  return Math.max(...journal.entries.map((e) => e.when));
}

/**
 * Whether the folder's newest migration is already recorded, so the migrator would do
 * nothing: a restart then costs two small queries instead of reading and hashing every
 * migration file and creating drizzle's schema and table if missing. drizzle applies the
 * migrations newer than the newest recorded one, so this is the same test.
 */
async function migrated(db: Db): Promise<boolean> {
  const [table] = await query<{ present: boolean }>(db, sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`);
  if (table?.present !== true) return false;
  const [row] = await query<{ newest: string | null }>(db, sql`SELECT max(created_at)::text AS newest FROM drizzle.__drizzle_migrations`);
  return row?.newest != null && Number(row.newest) >= newestMigration();
}

// numeric and bigint arrive as strings on both drivers; timestamps as Date.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => v);

export function openPostgres(url: string, poolSize = 10, options: { statementTimeoutMs?: number } = {}): Database {
  // A server that cannot be reached fails a new connection after ten seconds instead of
  // holding its request for ever, and TCP keep-alive finds a connection whose server
  // vanished while it sat idle. A statement that runs (or waits for a lock) longer than
  // the timeout is cancelled by the server, and a session left idle in a transaction that
  // long is ended, so one stuck statement cannot hold a connection and its locks for ever.
  const timeout = options.statementTimeoutMs ?? 0;
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 10_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    ...(timeout > 0 ? { statement_timeout: timeout, idle_in_transaction_session_timeout: timeout } : {}),
  });
  // An idle client that loses its server must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      if (await migrated(db)) return;
      // A dedicated session holds an advisory lock so that concurrent starts migrate once.
      const client = await pool.connect();
      try {
        // Migrations may rebuild large tables, and a second process waits here for the
        // first to finish: neither is held to the timeout of requests.
        await client.query('SET statement_timeout = 0');
        await client.query('SELECT pg_advisory_lock(724461)');
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock(724461)').catch(() => {});
        await client.query('RESET statement_timeout').catch(() => {});
        client.release();
      }
    },
    async ping() {
      await pool.query('SELECT 1');
    },
    listen: (channel, onNotify) => listenPostgres(url, channel, onNotify),
    async close() {
      await pool.end();
    },
  };
}

const RELISTEN_MS = 1000;

async function listenPostgres(url: string, channel: string, onNotify: () => void): Promise<() => Promise<void>> {
  let current: pg.Client | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  const retry = () => {
    if (closed) return;
    timer = setTimeout(() => void connect(true), RELISTEN_MS);
    timer.unref();
  };
  const drop = (client: pg.Client) => {
    client.removeAllListeners('error');
    client.on('error', () => {});
    client.end().catch(() => {});
    if (current === client) {
      current = null;
      retry();
    }
  };
  async function connect(again: boolean): Promise<void> {
    if (closed) return;
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (m) => {
      if (m.channel === channel) onNotify();
    });
    client.on('error', () => drop(client));
    client.on('end', () => drop(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch {
      client.removeAllListeners('end');
      drop(client);
      retry();
      return;
    }
    if (closed) return void client.end().catch(() => {});
    current = client;
    if (again) onNotify();
  }
  await connect(false);
  return async () => {
    closed = true;
    clearTimeout(timer);
    const client = current;
    current = null;
    if (client !== null) {
      client.removeAllListeners('end');
      await client.end().catch(() => {});
    }
  };
}

export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      if (await migrated(db)) return;
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    async ping() {
      await client.query('SELECT 1');
    },
    async listen() {
      return async () => {};
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * PostgreSQL's buffer pool of an embedded database: it is set up at every open, and at
 * 32 MB instead of the default 128 MB an open costs about 80 ms less CPU (a third). The
 * data of a trial, a test or a bench fits in it, and pages it evicts are re-read from
 * the operating system's cache.
 */
const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/**
 * Every embedded database loads the same extensions that the migrations create on
 * PostgreSQL (pg_trgm for substring search), so one set of migrations serves both.
 */
export function newPglite(options: Omit<PGliteOptions, 'extensions'> = {}): PGlite {
  return new PGlite({ startParams: pgliteStartParams, ...options, extensions: { pg_trgm } });
}

/**
 * PGlite's file system for a data directory that is still being made (a template being
 * copied into place): PGlite loads its WebAssembly meanwhile and mounts the directory
 * only once `before` has settled.
 */
class PreparedNodeFS extends NodeFS {
  readonly #before: Promise<void>;

  constructor(dataDir: string, before: Promise<void>) {
    super(dataDir);
    this.#before = before;
  }

  override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    await this.#before;
    return super.init(...args);
  }
}

/**
 * The embedded database under `dataDir/pgdata` (in memory when `dataDir` is null). A new
 * one starts as a copy of `template` when one is given. It answers at once and opens in
 * the background, so the caller can build what does not query yet (the container, the
 * app) meanwhile; its first statement waits until it is open.
 */
export function openPglite(dataDir: string | null, template: DataDirTemplate | null = null): Database {
  if (dataDir === null) return wrapPglite(newPglite());
  fs.mkdirSync(dataDir, { recursive: true });
  const pgdata = path.join(dataDir, 'pgdata');
  const copied =
    template !== null && isNewDataDir(pgdata)
      ? copyTemplate(template, pgdata).catch((err: unknown) => {
          // PGlite then creates the database from nothing, as without a template.
          template.onError?.(err);
        })
      : Promise.resolve();
  const client = newPglite({ fs: new PreparedNodeFS(pgdata, copied) });
  // A failed open fails the first statement; this keeps it from also being unhandled.
  client.waitReady.catch(() => {});
  return wrapPglite(client);
}

/** The configured database; neither driver has connected when it answers (PostgreSQL's pool connects on demand). */
export function openDatabase(cfg: { url: string | null; dataDir: string; poolSize: number; statementTimeoutMs?: number }, options: { template?: DataDirTemplate | null } = {}): Database {
  return cfg.url !== null
    ? openPostgres(cfg.url, cfg.poolSize, { statementTimeoutMs: cfg.statementTimeoutMs ?? 0 })
    : openPglite(cfg.dataDir, options.template ?? null);
}
