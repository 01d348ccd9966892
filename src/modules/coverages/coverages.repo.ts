// Every query of coverages and their operator sets. Each takes the organisation id
// first; removed coverages are returned by find() (so callers can answer 410) and
// left out of every list.

import { and, arrayOverlaps, asc, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containsPattern, idSearchPattern, pageWithTotal } from '../../lib/listing.ts';
import type { OperatorRow } from '../operators/operators.repo.ts';
import { operators } from '../operators/operators.tables.ts';
import { coverageOperators, coverages } from './coverages.tables.ts';

export type CoverageRow = typeof coverages.$inferSelect;
export type CoverageSortField = 'name' | 'created_at' | 'updated_at';

export interface CoverageFilter {
  search?: string;
  compatibilityZones?: readonly string[];
  operatorIds?: readonly string[];
  /** ISO alpha-3, upper case. */
  country?: string;
}

export interface CoverageListQuery extends CoverageFilter {
  sortBy: CoverageSortField;
  sortOrder: 'asc' | 'desc';
  limit: number;
  offset: number;
}

function whereOf(organizationId: string, f: CoverageFilter): SQL {
  const conditions: SQL[] = [eq(coverages.organizationId, organizationId), isNull(coverages.removedAt)];
  if (f.search !== undefined) {
    const idPattern = idSearchPattern(f.search);
    conditions.push(
      or(sql`${coverages.name} ILIKE ${containsPattern(f.search)}`, idPattern === null ? undefined : sql`${coverages.id}::text LIKE ${idPattern}`) as SQL,
    );
  }
  if (f.compatibilityZones !== undefined && f.compatibilityZones.length > 0) {
    conditions.push(arrayOverlaps(coverages.compatibilityZones, [...f.compatibilityZones]));
  }
  const membership = (extra: SQL, joinOperators: boolean) => {
    const base = joinOperators
      ? sql`SELECT 1 FROM ${coverageOperators} JOIN ${operators} ON ${operators.id} = ${coverageOperators.operatorId}`
      : sql`SELECT 1 FROM ${coverageOperators}`;
    return sql`EXISTS (${base} WHERE ${coverageOperators.organizationId} = ${coverages.organizationId} AND ${coverageOperators.coverageId} = ${coverages.id} AND ${extra})`;
  };
  if (f.operatorIds !== undefined && f.operatorIds.length > 0) {
    conditions.push(membership(inArray(coverageOperators.operatorId, [...f.operatorIds]), false));
  }
  if (f.country !== undefined) conditions.push(membership(eq(operators.country, f.country), true));
  return and(...conditions) as SQL;
}

function orderOf(sortBy: CoverageSortField, sortOrder: 'asc' | 'desc'): SQL[] {
  const dir = sortOrder === 'desc' ? desc : asc;
  const column = sortBy === 'name' ? coverages.name : sortBy === 'created_at' ? coverages.createdAt : coverages.updatedAt;
  return [dir(column), dir(coverages.id)];
}

export function createCoveragesRepo(db: Executor) {
  return {
    /** The coverage, removed or not; `lock` takes a row lock inside a transaction. */
    async find(organizationId: string, id: string, tx: Executor = db, lock?: 'update' | 'share'): Promise<CoverageRow | null> {
      const q = tx
        .select()
        .from(coverages)
        .where(and(eq(coverages.organizationId, organizationId), eq(coverages.id, id)))
        .limit(1);
      const rows = lock === undefined ? await q : await q.for(lock);
      return rows[0] ?? null;
    },

    async insert(row: typeof coverages.$inferInsert, operatorIds: readonly string[], tx: Executor = db): Promise<CoverageRow> {
      const inserted = await tx.insert(coverages).values(row).returning();
      await tx
        .insert(coverageOperators)
        .values(operatorIds.map((operatorId) => ({ organizationId: row.organizationId, coverageId: row.id, operatorId })));
      return inserted[0] as CoverageRow;
    },

    async update(
      organizationId: string,
      id: string,
      patch: Partial<Pick<CoverageRow, 'name' | 'compatibilityZones'>> & { removed?: true },
      tx: Executor = db,
    ): Promise<CoverageRow | null> {
      const { removed, ...columns } = patch;
      const rows = await tx
        .update(coverages)
        .set({ ...columns, updatedAt: sql`now()`, ...(removed && { removedAt: sql`now()` }) })
        .where(and(eq(coverages.organizationId, organizationId), eq(coverages.id, id), isNull(coverages.removedAt)))
        .returning();
      return rows[0] ?? null;
    },

    /** Adds the operators not yet in the set; answers how many were new. */
    async addOperators(organizationId: string, coverageId: string, operatorIds: readonly string[], tx: Executor = db): Promise<number> {
      if (operatorIds.length === 0) return 0;
      const rows = await tx
        .insert(coverageOperators)
        .values(operatorIds.map((operatorId) => ({ organizationId, coverageId, operatorId })))
        .onConflictDoNothing()
        .returning({ id: coverageOperators.operatorId });
      return rows.length;
    },

    /** Removes the operators that are in the set; answers how many were removed. */
    async removeOperators(organizationId: string, coverageId: string, operatorIds: readonly string[], tx: Executor = db): Promise<number> {
      if (operatorIds.length === 0) return 0;
      const rows = await tx
        .delete(coverageOperators)
        .where(
          and(
            eq(coverageOperators.organizationId, organizationId),
            eq(coverageOperators.coverageId, coverageId),
            inArray(coverageOperators.operatorId, [...operatorIds]),
          ),
        )
        .returning({ id: coverageOperators.operatorId });
      return rows.length;
    },

    /** The operators of each coverage, in name order. */
    async operatorsOf(organizationId: string, coverageIds: readonly string[], tx: Executor = db): Promise<Map<string, OperatorRow[]>> {
      const result = new Map<string, OperatorRow[]>(coverageIds.map((id) => [id, []]));
      if (coverageIds.length === 0) return result;
      const rows = await tx
        .select({ coverageId: coverageOperators.coverageId, operator: operators })
        .from(coverageOperators)
        .innerJoin(operators, eq(operators.id, coverageOperators.operatorId))
        .where(and(eq(coverageOperators.organizationId, organizationId), inArray(coverageOperators.coverageId, [...coverageIds])))
        .orderBy(asc(operators.name), asc(operators.id));
      for (const r of rows) result.get(r.coverageId)?.push(r.operator);
      return result;
    },

    async list(organizationId: string, q: CoverageListQuery, tx: Executor = db): Promise<{ rows: CoverageRow[]; total: number }> {
      const where = whereOf(organizationId, q);
      return pageWithTotal(
        q,
        () =>
          tx
            .select()
            .from(coverages)
            .where(where)
            .orderBy(...orderOf(q.sortBy, q.sortOrder))
            .limit(q.limit)
            .offset(q.offset),
        async () => Number((await tx.select({ n: count() }).from(coverages).where(where))[0]?.n ?? 0),
      );
    },
  };
}

export type CoveragesRepo = ReturnType<typeof createCoveragesRepo>;
