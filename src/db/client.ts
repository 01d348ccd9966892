// One database interface over two drivers: embedded PostgreSQL (PGlite) for a
// single-machine start, and PostgreSQL (node-postgres) for production. Both speak the
// same SQL, so repositories never know which one they talk to.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { Column, type ExtractTablesWithRelations, getTableColumns, type SQL, sql, type Table } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';
import { paramsOf } from './statement-params.ts';
import { copyTemplate, type DataDirTemplate, isNewDataDir } from './template.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything a query can run on: the database itself or an open transaction. */
export type Executor = Db | Tx;

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

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function query<T>(ex: Executor, statement: SQL): Promise<T[]> {
  const result = (await ex.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * The keys of a batched read as one jsonb parameter, for jsonb_to_recordset or
 * jsonb_array_elements_text in a named statement (see queryNamed). An array parameter
 * would do as well, but PostgreSQL's planner counts the elements of an array it is given
 * (unnest, = ANY), so every custom plan of a batch of two looks cheaper than the generic
 * plan sized for ten, and the statement is planned again on every call. These functions
 * are estimated the same whatever their argument, and the generic plan is kept.
 */
export const keyList = (values: readonly unknown[]): SQL => sql`${JSON.stringify(values)}::jsonb`;

/**
 * A row read by raw SQL as drizzle's own queries answer it: each of `columns` (keyed by
 * its property name) taken from the raw column named `prefix` + its SQL name and decoded
 * by its type.
 */
export function decodeColumns<C extends Record<string, Column>>(columns: C, raw: Record<string, unknown>, prefix = ''): { [K in keyof C]: C[K]['_']['data'] | null } {
  const row: Record<string, unknown> = {};
  for (const { key, name, column, decodes } of decodingOf(columns, prefix)) {
    const v = raw[name];
    row[key] = v === null || v === undefined ? null : decodes ? column.mapFromDriverValue(v) : v;
  }
  return row as { [K in keyof C]: C[K]['_']['data'] | null };
}

interface ColumnDecoding {
  key: string;
  name: string;
  column: Column;
  /** False for the types whose driver value is already the row's (text, uuid, boolean). */
  decodes: boolean;
}

/** How to decode each column of a set under a prefix, worked out once: the hot reads decode every row of every batch. */
const decodings = new WeakMap<Record<string, Column>, Map<string, ColumnDecoding[]>>();
function decodingOf(columns: Record<string, Column>, prefix: string): ColumnDecoding[] {
  let byPrefix = decodings.get(columns);
  if (byPrefix === undefined) decodings.set(columns, (byPrefix = new Map()));
  let plan = byPrefix.get(prefix);
  if (plan === undefined) {
    plan = Object.entries(columns).map(([key, column]) => ({
      key,
      name: prefix + column.name,
      column,
      decodes: column.mapFromDriverValue !== Column.prototype.mapFromDriverValue,
    }));
    byPrefix.set(prefix, plan);
  }
  return plan;
}

/** A row of `table` read by raw SQL (`SELECT t.*`, its columns by their SQL names), as drizzle's own queries answer it. */
export const decodeRow = <T extends Table>(table: T, raw: Record<string, unknown>): T['$inferSelect'] => decodeColumns(getTableColumns(table), raw) as T['$inferSelect'];

interface SessionInternals {
  dialect: { sqlToQuery(statement: SQL): { sql: string; params: unknown[] } };
  session: { prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string, arrayMode: false): { execute(): Promise<unknown> } };
}

/** The text of each named statement, built by drizzle on its first call. */
const namedTexts = new Map<string, { sql: string; checks: number }>();
/** Calls of a name whose parameters are also built by drizzle and compared, to catch a statement whose text changes. */
const checkedCalls = 3;

/**
 * Raw SQL as a named prepared statement: PostgreSQL parses and plans it once per
 * connection instead of on every call (the embedded database ignores the name). For hot
 * statements whose planning costs more than their execution; `statement` must render
 * the same text on every call (values travel as parameters), and one name serves one
 * statement. It goes through drizzle's own prepared-query path, which its query builders
 * use for `.prepare(name)`.
 */
export async function queryNamed<T>(ex: Executor, name: string, statement: SQL): Promise<T[]> {
  const { dialect, session } = ex as unknown as SessionInternals;
  // The text is built once per name and only the values on later calls (statement-params.ts);
  // the first calls build both ways and must agree.
  const known = namedTexts.get(name);
  let built: { sql: string; params: unknown[] };
  if (known === undefined || known.checks < checkedCalls) {
    built = dialect.sqlToQuery(statement);
    if (known === undefined) namedTexts.set(name, { sql: built.sql, checks: 1 });
    else {
      known.checks++;
      const params = paramsOf(statement);
      if (known.sql !== built.sql || JSON.stringify(params) !== JSON.stringify(built.params)) {
        throw new Error(`named statement ${name} changed its text or parameters between calls`);
      }
    }
  } else {
    built = { sql: known.sql, params: paramsOf(statement) };
  }
  const result = (await session.prepareQuery(built, undefined, name, false).execute()) as { rows: T[] };
  return result.rows;
}
