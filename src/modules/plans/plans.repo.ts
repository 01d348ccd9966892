// Every query of plans. Each takes the organisation id first. find() returns removed
// plans too (callers answer 410); lists never do. The plan list reads the coverage's
// zones from the plan itself (copied there), so only the operator filter reaches into
// coverage_operators.

import { and, arrayOverlaps, asc, count, desc, eq, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containsPattern, idSearchPattern, pageWithTotal } from '../../lib/listing.ts';
import { coverageOperators, coverages } from '../coverages/coverages.tables.ts';
import { activations } from '../activations/activations.tables.ts';
import { links } from '../links/links.tables.ts';
import { plans } from './plans.tables.ts';

export type PlanRow = typeof plans.$inferSelect;
export type PlanInsert = typeof plans.$inferInsert;
/** A plan with the name of its coverage (the coverage summary is `{id, name, zones}`). */
export interface PlanRecord {
  plan: PlanRow;
  coverageName: string;
}

export type PlanSortField = 'name' | 'created_at' | 'updated_at' | 'included_data_mb' | 'validity_days';

export interface PlanFilter {
  baseThrottle?: string;
  reactivationTrigger?: string;
  coverageId?: string;
  operatorIds?: readonly string[];
  /** Plans with any of these zones; an empty list matches no plan. */
  compatibilityZones?: readonly string[];
  minIncludedDataMb?: number;
  maxIncludedDataMb?: number;
  minValidityDays?: number;
  maxValidityDays?: number;
  search?: string;
}

export interface PlanListQuery extends PlanFilter {
  sortBy: PlanSortField;
  sortOrder: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** The columns a plan update may set; version and updated_at move with every update. */
export type PlanPatch = Partial<
  Pick<
    PlanRow,
    | 'name'
    | 'description'
    | 'coverageId'
    | 'provider'
    | 'compatibilityZones'
    | 'includedDataMb'
    | 'validityDays'
    | 'baseThrottle'
    | 'activationType'
    | 'capThresholdMb'
    | 'capPeriod'
    | 'capPeriodMultiplier'
    | 'capAction'
    | 'reactivationTrigger'
    | 'maxReactivations'
    | 'upstreamProfileId'
  >
>;

function whereOf(organizationId: string, f: PlanFilter): SQL {
  const c: SQL[] = [eq(plans.organizationId, organizationId), isNull(plans.removedAt)];
  if (f.baseThrottle !== undefined) c.push(eq(plans.baseThrottle, f.baseThrottle));
  if (f.reactivationTrigger !== undefined) c.push(eq(plans.reactivationTrigger, f.reactivationTrigger));
  if (f.coverageId !== undefined) c.push(eq(plans.coverageId, f.coverageId));
  if (f.operatorIds !== undefined && f.operatorIds.length > 0) {
    c.push(
      sql`EXISTS (SELECT 1 FROM ${coverageOperators}
                   WHERE ${coverageOperators.organizationId} = ${plans.organizationId}
                     AND ${coverageOperators.coverageId} = ${plans.coverageId}
                     AND ${inArray(coverageOperators.operatorId, [...f.operatorIds])})`,
    );
  }
  if (f.compatibilityZones !== undefined) {
    c.push(f.compatibilityZones.length > 0 ? arrayOverlaps(plans.compatibilityZones, [...f.compatibilityZones]) : sql`false`);
  }
  if (f.minIncludedDataMb !== undefined) c.push(gte(plans.includedDataMb, f.minIncludedDataMb));
  if (f.maxIncludedDataMb !== undefined) c.push(lte(plans.includedDataMb, f.maxIncludedDataMb));
  if (f.minValidityDays !== undefined) c.push(gte(plans.validityDays, f.minValidityDays));
  if (f.maxValidityDays !== undefined) c.push(lte(plans.validityDays, f.maxValidityDays));
  if (f.search !== undefined) {
    const idPattern = idSearchPattern(f.search);
    c.push(
      or(
        sql`${plans.searchText} LIKE lower(${containsPattern(f.search)})`,
        idPattern === null ? undefined : sql`${plans.id}::text LIKE ${idPattern}`,
      ) as SQL,
    );
  }
  return and(...c) as SQL;
}

const sortColumns = {
  name: plans.name,
  created_at: plans.createdAt,
  updated_at: plans.updatedAt,
  included_data_mb: plans.includedDataMb,
  validity_days: plans.validityDays,
} as const;

export function createPlansRepo(db: Executor) {
  const withCoverage = (tx: Executor) =>
    tx
      .select({ plan: plans, coverageName: coverages.name })
      .from(plans)
      .innerJoin(coverages, and(eq(coverages.organizationId, plans.organizationId), eq(coverages.id, plans.coverageId)));

  return {
    /** The plan, removed or not; `lock` takes a row lock inside a transaction. */
    async find(organizationId: string, id: string, tx: Executor = db, lock?: 'update' | 'share'): Promise<PlanRow | null> {
      const q = tx
        .select()
        .from(plans)
        .where(and(eq(plans.organizationId, organizationId), eq(plans.id, id)))
        .limit(1);
      const rows = lock === undefined ? await q : await q.for(lock);
      return rows[0] ?? null;
    },

    async findRecord(organizationId: string, id: string, tx: Executor = db): Promise<PlanRecord | null> {
      const rows = await withCoverage(tx)
        .where(and(eq(plans.organizationId, organizationId), eq(plans.id, id)))
        .limit(1);
      return rows[0] ?? null;
    },

    async list(organizationId: string, q: PlanListQuery, tx: Executor = db): Promise<{ rows: PlanRecord[]; total: number }> {
      const where = whereOf(organizationId, q);
      const dir = q.sortOrder === 'desc' ? desc : asc;
      return pageWithTotal(
        q,
        () =>
          withCoverage(tx)
            .where(where)
            .orderBy(dir(sortColumns[q.sortBy]), dir(plans.id))
            .limit(q.limit)
            .offset(q.offset),
        async () => Number((await tx.select({ n: count() }).from(plans).where(where))[0]?.n ?? 0),
      );
    },

    async insert(row: PlanInsert, tx: Executor = db): Promise<PlanRow> {
      const rows = await tx.insert(plans).values(row).returning();
      return rows[0] as PlanRow;
    },

    /**
     * Applies the patch to a live plan still at `version`; null when the plan moved on
     * (or was removed) since it was read.
     */
    async update(organizationId: string, id: string, version: number, patch: PlanPatch, tx: Executor = db): Promise<PlanRow | null> {
      const rows = await tx
        .update(plans)
        .set({ ...patch, version: sql`${plans.version} + 1`, updatedAt: sql`now()` })
        .where(and(eq(plans.organizationId, organizationId), eq(plans.id, id), eq(plans.version, version), isNull(plans.removedAt)))
        .returning();
      return rows[0] ?? null;
    },

    /** Marks a change of the plan's notifications on the plan itself. */
    async touch(organizationId: string, id: string, tx: Executor = db): Promise<void> {
      await tx
        .update(plans)
        .set({ version: sql`${plans.version} + 1`, updatedAt: sql`now()` })
        .where(and(eq(plans.organizationId, organizationId), eq(plans.id, id)));
    },

    async markRemoved(organizationId: string, id: string, tx: Executor = db): Promise<PlanRow | null> {
      const rows = await tx
        .update(plans)
        .set({ removedAt: sql`now()` })
        .where(and(eq(plans.organizationId, organizationId), eq(plans.id, id), isNull(plans.removedAt)))
        .returning();
      return rows[0] ?? null;
    },

    /** Undoes markRemoved when the provider refused to delete its copy. */
    async unmarkRemoved(organizationId: string, id: string, tx: Executor = db): Promise<void> {
      await tx
        .update(plans)
        .set({ removedAt: null })
        .where(and(eq(plans.organizationId, organizationId), eq(plans.id, id)));
    },

    async countLiveByCoverage(organizationId: string, coverageId: string, tx: Executor = db): Promise<number> {
      const rows = await tx
        .select({ n: count() })
        .from(plans)
        .where(and(eq(plans.organizationId, organizationId), eq(plans.coverageId, coverageId), isNull(plans.removedAt)));
      return Number(rows[0]?.n ?? 0);
    },

    /** Copies a coverage's new zones onto its live plans. */
    async setCoverageZones(organizationId: string, coverageId: string, zones: string[], tx: Executor = db): Promise<void> {
      await tx
        .update(plans)
        .set({ compatibilityZones: zones, version: sql`${plans.version} + 1`, updatedAt: sql`now()` })
        .where(and(eq(plans.organizationId, organizationId), eq(plans.coverageId, coverageId), isNull(plans.removedAt)));
    },

    async countActiveActivations(organizationId: string, planId: string, tx: Executor = db): Promise<number> {
      const rows = await tx
        .select({ n: count() })
        .from(activations)
        .where(and(eq(activations.organizationId, organizationId), eq(activations.planId, planId), eq(activations.status, 'active')));
      return Number(rows[0]?.n ?? 0);
    },

    /** The zones of a link (for `for_link_id`), or null when the organisation has no such link. */
    async linkZones(organizationId: string, linkId: string, tx: Executor = db): Promise<{ zones: string[]; removed: boolean } | null> {
      const rows = await tx
        .select({ zones: links.compatibilityZones, status: links.status, removedAt: links.removedAt })
        .from(links)
        .where(and(eq(links.organizationId, organizationId), eq(links.id, linkId)))
        .limit(1);
      const row = rows[0];
      return row === undefined ? null : { zones: row.zones, removed: row.status === 'removed' || row.removedAt !== null };
    },
  };
}

export type PlansRepo = ReturnType<typeof createPlansRepo>;
