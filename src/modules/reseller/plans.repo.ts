// Every query of the `/v1` plan catalogue. The caller's view of the catalogue is one SQL
// condition (`visibleTo`), shared by the list, the detail and the links module, so the
// visibility rules cannot drift between them.

import { and, asc, count, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { organizations } from '../organizations/organizations.tables.ts';
import { resellerPlans } from './reseller.tables.ts';

export type ResellerPlanRow = typeof resellerPlans.$inferSelect;
export type ResellerPlanInsert = typeof resellerPlans.$inferInsert;
export type CoverageType = 'local' | 'regional' | 'global';

/** Filters of `GET /v1/plans`; they combine with AND. */
export interface VisibleFilters {
  /** The countries of the requested region: a plan matches when it covers one of them. */
  regionCountries?: readonly string[];
  coverageType?: CoverageType;
  sponsorProfile?: string;
}

/** Filters of the operator's list. */
export interface AdminFilters {
  /** An organisation id, or 'global' for plans without one. */
  owner?: string;
  enabled?: boolean;
  coverageType?: CoverageType;
  sponsorProfile?: string;
  providerPlanId?: string;
}

const p = resellerPlans;
const textArray = (values: readonly string[]): SQL => sql`ARRAY[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;

/**
 * The plans an organisation may see: enabled, and either its own, or global, not
 * excluding it, and not shadowed by a plan of its own with the same provider_plan_id.
 * Any own copy shadows, enabled or not: an organisation whose copy is disabled has had
 * that plan withdrawn, and must not fall back to the global price.
 */
export function visibleTo(organizationId: string | SQL): SQL {
  return and(
    eq(p.enabled, true),
    or(
      eq(p.organizationId, organizationId),
      and(
        isNull(p.organizationId),
        sql`NOT (${organizationId}::uuid = ANY(${p.excludedOrganizations}))`,
        sql`NOT EXISTS (SELECT 1 FROM reseller_plans own WHERE own.organization_id = ${organizationId}::uuid AND own.provider_plan_id = ${p.providerPlanId})`,
      ),
    ),
  ) as SQL;
}

function visibleFilters(f: VisibleFilters): SQL[] {
  const where: SQL[] = [];
  if (f.regionCountries !== undefined) where.push(sql`${p.countries} && ${textArray(f.regionCountries)}`);
  if (f.coverageType !== undefined) where.push(eq(p.coverageType, f.coverageType));
  if (f.sponsorProfile !== undefined) where.push(eq(p.sponsorProfile, f.sponsorProfile));
  return where;
}

function adminFilters(f: AdminFilters): SQL[] {
  const where: SQL[] = [];
  if (f.owner === 'global') where.push(isNull(p.organizationId));
  else if (f.owner !== undefined) where.push(eq(p.organizationId, f.owner));
  if (f.enabled !== undefined) where.push(eq(p.enabled, f.enabled));
  if (f.coverageType !== undefined) where.push(eq(p.coverageType, f.coverageType));
  if (f.sponsorProfile !== undefined) where.push(eq(p.sponsorProfile, f.sponsorProfile));
  if (f.providerPlanId !== undefined) where.push(eq(p.providerPlanId, f.providerPlanId));
  return where;
}

export function createResellerPlansRepo(db: Executor) {
  async function pageOf(where: SQL | undefined, page: { limit: number; offset: number }, tx: Executor) {
    const [rows, totals] = await Promise.all([
      tx.select().from(p).where(where).orderBy(asc(p.name), asc(p.id)).limit(page.limit).offset(page.offset),
      tx.select({ n: count() }).from(p).where(where),
    ]);
    return { rows, total: Number(totals[0]?.n ?? 0) };
  }

  return {
    async insert(row: ResellerPlanInsert, tx: Executor = db): Promise<ResellerPlanRow> {
      const rows = await tx.insert(p).values(row).returning();
      return rows[0] as ResellerPlanRow;
    },

    async update(id: string, patch: Partial<ResellerPlanInsert>, tx: Executor = db): Promise<ResellerPlanRow | null> {
      const rows = await tx
        .update(p)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(p.id, id))
        .returning();
      return rows[0] ?? null;
    },

    /** The operator's read: any plan, global or of any organisation. */
    async find(id: string, tx: Executor = db): Promise<ResellerPlanRow | null> {
      const rows = await tx.select().from(p).where(eq(p.id, id)).limit(1);
      return rows[0] ?? null;
    },

    /** The row under a lock, for a read-check-write update. */
    async findForUpdate(id: string, tx: Executor): Promise<ResellerPlanRow | null> {
      const rows = await tx.select().from(p).where(eq(p.id, id)).limit(1).for('update');
      return rows[0] ?? null;
    },

    listAdmin: (f: AdminFilters, page: { limit: number; offset: number }, tx: Executor = db) => pageOf(and(...adminFilters(f)), page, tx),

    /** One page of the plans the organisation may see, by name. */
    listVisible: (organizationId: string, f: VisibleFilters, page: { limit: number; offset: number }, tx: Executor = db) =>
      pageOf(and(visibleTo(organizationId), ...visibleFilters(f)), page, tx),

    /** A plan the organisation may see, or null: missing, disabled, excluded, shadowed or another organisation's. */
    async findVisible(organizationId: string, id: string, tx: Executor = db): Promise<ResellerPlanRow | null> {
      const rows = await tx
        .select()
        .from(p)
        .where(and(eq(p.id, id), visibleTo(organizationId)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Which of these organisation ids exist (plans name organisations they must not invent). */
    async existingOrganizations(ids: readonly string[], tx: Executor = db): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await tx
        .select({ id: organizations.id })
        .from(organizations)
        .where(inArray(organizations.id, [...ids]));
      return new Set(rows.map((r) => r.id));
    },
  };
}

export type ResellerPlansRepo = ReturnType<typeof createResellerPlansRepo>;
