// The operator catalogue is shared reference data, not owned by an organisation, so its
// queries take no organisation id. Every query of the table lives here.

import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type Executor, query } from '../../db/client.ts';
import { operators } from './operators.tables.ts';

export type OperatorRow = typeof operators.$inferSelect;
export type OperatorInsert = typeof operators.$inferInsert;

export type OperatorSortField = 'name' | 'country' | 'plmn';

export interface OperatorFilter {
  /** ISO alpha-3, upper case. */
  country?: string;
  compatibilityZones?: readonly string[];
  search?: string;
}

export interface OperatorListQuery extends OperatorFilter {
  sortBy: OperatorSortField;
  sortOrder: 'asc' | 'desc';
  limit: number;
  offset: number;
}

// Separators and the null marker are control characters that never occur in the data, so
// distinct tables can never produce the same text to hash.
const FIELD = '\u001f';
const ROW = '\u001e';
const NULL = '\u0002';

/** The text the database hashes for one row; used to compute the expected checksum. */
export function checksumLine(r: OperatorInsert): string {
  return [r.id, r.mcc, r.mnc, r.name, r.brand ?? NULL, r.country, r.iso, r.tadig ?? NULL, r.compatibilityZone, r.provider].join(FIELD);
}
export const checksumRowSeparator = ROW;

const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(f: OperatorFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (f.country !== undefined) conditions.push(eq(operators.country, f.country));
  if (f.compatibilityZones !== undefined && f.compatibilityZones.length > 0) {
    conditions.push(inArray(operators.compatibilityZone, [...f.compatibilityZones]));
  }
  if (f.search !== undefined) {
    const pattern = `%${escapeLike(f.search)}%`;
    // "262-01" and "262 01" are how people write a PLMN; they match "26201".
    const digits = /^[\d\s-]+$/.test(f.search) ? `%${f.search.replace(/[\s-]/g, '')}%` : pattern;
    const searchCondition = or(
      sql`${operators.name} ILIKE ${pattern} ESCAPE '\\'`,
      sql`${operators.tadig} ILIKE ${pattern} ESCAPE '\\'`,
      sql`(${operators.mcc} || ${operators.mnc}) LIKE ${digits} ESCAPE '\\'`,
    );
    if (searchCondition !== undefined) conditions.push(searchCondition);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export function createOperatorsRepo(db: Executor) {
  return {
    async find(id: string, tx: Executor = db): Promise<OperatorRow | null> {
      const rows = await tx.select().from(operators).where(eq(operators.id, id)).limit(1);
      return rows[0] ?? null;
    },

    async findByIds(ids: readonly string[], tx: Executor = db): Promise<OperatorRow[]> {
      if (ids.length === 0) return [];
      return tx
        .select()
        .from(operators)
        .where(inArray(operators.id, [...new Set(ids)]))
        .orderBy(asc(operators.name), asc(operators.id));
    },

    async list(q: OperatorListQuery, tx: Executor = db): Promise<{ rows: OperatorRow[]; total: number }> {
      const where = whereOf(q);
      const dir = q.sortOrder === 'desc' ? desc : asc;
      const order =
        q.sortBy === 'country'
          ? [dir(operators.country), dir(operators.name), dir(operators.id)]
          : q.sortBy === 'plmn'
            ? [dir(operators.mcc), dir(operators.mnc), dir(operators.iso), dir(operators.id)]
            : [dir(operators.name), dir(operators.country), dir(operators.id)];
      const [rows, totals] = await Promise.all([
        tx
          .select()
          .from(operators)
          .where(where)
          .orderBy(...order)
          .limit(q.limit)
          .offset(q.offset),
        tx.select({ n: count() }).from(operators).where(where),
      ]);
      return { rows, total: Number(totals[0]?.n ?? 0) };
    },

    /** Row count and md5 of the rows with the given ids, hashed in id order. */
    async checksum(ids: readonly string[], tx: Executor = db): Promise<{ rows: number; md5: string }> {
      const result = await query<{ n: number | string; md5: string | null }>(
        tx,
        sql`SELECT count(*) AS n,
                   md5(string_agg(concat_ws(${FIELD}, id::text, mcc, mnc, name, coalesce(brand, ${NULL}), country, iso,
                                            coalesce(tadig, ${NULL}), compatibility_zone, provider),
                                  ${ROW} ORDER BY id)) AS md5
              FROM operators
             WHERE id = ANY(string_to_array(${ids.join(',')}, ',')::uuid[])`,
      );
      return { rows: Number(result[0]?.n ?? 0), md5: result[0]?.md5 ?? '' };
    },

    /**
     * Inserts or overwrites rows by id with one statement whose rows travel as one JSON
     * parameter: the whole catalogue (about 3,000 rows) costs one round trip, and no
     * statement with tens of thousands of bound parameters is built.
     */
    async upsert(rows: readonly OperatorInsert[], tx: Executor = db): Promise<void> {
      if (rows.length === 0) return;
      const json = JSON.stringify(
        rows.map((r) => [r.id, r.mcc, r.mnc, r.name, r.brand ?? null, r.country, r.iso, r.tadig ?? null, r.compatibilityZone, r.provider]),
      );
      await query(
        tx,
        sql`INSERT INTO operators (id, mcc, mnc, name, brand, country, iso, tadig, compatibility_zone, provider)
            SELECT (r->>0)::uuid, r->>1, r->>2, r->>3, r->>4, r->>5, r->>6, r->>7, r->>8, r->>9
              FROM jsonb_array_elements(${json}::jsonb) AS r
            ON CONFLICT (id) DO UPDATE SET
              mcc = excluded.mcc, mnc = excluded.mnc, name = excluded.name, brand = excluded.brand,
              country = excluded.country, iso = excluded.iso, tadig = excluded.tadig,
              compatibility_zone = excluded.compatibility_zone, provider = excluded.provider`,
      );
    },

    /** Serialises concurrent seeders (several processes starting on one PostgreSQL). */
    async lockForSeed(tx: Executor): Promise<void> {
      await query(tx, sql`SELECT pg_advisory_xact_lock(724462)`);
    },
  };
}

export type OperatorsRepo = ReturnType<typeof createOperatorsRepo>;
