// What repositories use to talk to the database, whichever driver is under it: the
// types of the database and of a transaction, and the helpers for raw SQL.

import { Column, type ExtractTablesWithRelations, getTableColumns, type SQL, sql, type Table } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type * as schema from './schema.ts';
import { paramsOf } from './statement-params.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything a query can run on: the database itself or an open transaction. */
export type Executor = Db | Tx;

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
  session: {
    /** The pool (or a transaction's pooled client) under drizzle's node-postgres session; PGlite under its own. */
    client: unknown;
    prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string, arrayMode: false): { execute(): Promise<unknown> };
  };
}

const asText = (value: string) => value;
/** The date and time types drizzle's node-postgres queries read as text (its columns make Dates of them); the rest as node-postgres parses them. */
const textTypes = new Set([pg.types.builtins.TIMESTAMPTZ, pg.types.builtins.TIMESTAMP, pg.types.builtins.DATE, pg.types.builtins.INTERVAL, 1115, 1182, 1185, 1187, 1231]);
const drizzleTypes = {
  getTypeParser: (oid: number, format?: string) => (textTypes.has(oid) ? asText : pg.types.getTypeParser(oid, format as 'text')),
};

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
  // On PostgreSQL the statement goes to node-postgres directly, with the value parsers
  // drizzle's own prepared queries use: drizzle would build a prepared-query object and
  // its configuration for every call (docs/performance.md, "How the pipeline is kept small").
  const client = session.client;
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    const result = await client.query<T & pg.QueryResultRow>({ name, text: built.sql, values: built.params, types: drizzleTypes });
    return result.rows;
  }
  const result = (await session.prepareQuery(built, undefined, name, false).execute()) as { rows: T[] };
  return result.rows;
}
