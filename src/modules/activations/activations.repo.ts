// Every query of activations. Each takes the organisation id first; an activation is
// addressed by its link too, so one of another link (or organisation) is never reached.
// The link's `activation_count` is recounted in the transaction of every change.

import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { decodeRow, type Executor, keyList, query } from '../../db/client.ts';
import { links } from '../links/links.tables.ts';
import { sims } from '../sims/sims.tables.ts';
import { activations } from './activations.tables.ts';

export type ActivationRow = typeof activations.$inferSelect;
export type ActivationInsert = typeof activations.$inferInsert;
/** What a new activation is written with; its plan's terms are read from the plan (insertActivationsSql). */
export type NewActivation = Pick<ActivationInsert, 'organizationId' | 'id' | 'linkId' | 'status' | 'source'> &
  Partial<Pick<ActivationInsert, 'planId' | 'resellerPlanId' | 'upstreamAddonId' | 'activatedAt' | 'expiresAt' | 'reactivationCount' | 'previousActivationId'>>;
export type LinkRow = typeof links.$inferSelect;

export interface PlanSummary {
  id: string;
  name: string;
  includedDataMb: number;
  validityDays: number;
}

/** An activation with the summary of its plan (removed plans included). */
export interface ActivationRecord {
  activation: ActivationRow;
  plan: PlanSummary;
}

export type ActivationSortField = 'created_at' | 'updated_at' | 'status' | 'activated_at' | 'expires_at';

export interface ActivationListQuery {
  status?: string;
  planId?: string;
  source?: string;
  sortBy: ActivationSortField;
  sortOrder: 'asc' | 'desc';
  limit: number;
  offset: number;
}

const sortColumns = {
  created_at: activations.createdAt,
  updated_at: activations.updatedAt,
  status: activations.status,
  activated_at: activations.activatedAt,
  expires_at: activations.expiresAt,
} as const;

/**
 * The body of a CTE (or a statement) that writes one activation per row of `rows`, a
 * query with the columns organization_id, id, link_id, plan_id, reseller_plan_id,
 * status, source, upstream_addon_id, activated_at, expires_at, reactivation_count (null:
 * 0) and previous_activation_id. The one INSERT of activations: the repository's
 * insert and the statements that write an activation with other records (a `/v1`
 * purchase's completion) both use it. Each activation records its plan's terms (name,
 * allowance, validity) from the plan of either kind, so no reader joins the plans.
 * Returns the rows written.
 */
export function insertActivationsSql(rows: SQL): SQL {
  return sql`INSERT INTO activations (organization_id, id, link_id, plan_id, reseller_plan_id, status, source, upstream_addon_id, activated_at, expires_at,
                                      reactivation_count, previous_activation_id, plan_name, plan_data_mb, plan_validity_days)
             SELECT r.organization_id, r.id, r.link_id, r.plan_id, r.reseller_plan_id, r.status, r.source, r.upstream_addon_id, r.activated_at, r.expires_at,
                    coalesce(r.reactivation_count, 0), r.previous_activation_id,
                    coalesce(p.name, rp.name), coalesce(p.included_data_mb, rp.data_mb), coalesce(p.validity_days, rp.validity_days)
             FROM (${rows}) r
             LEFT JOIN plans p ON p.organization_id = r.organization_id AND p.id = r.plan_id
             LEFT JOIN reseller_plans rp ON rp.id = r.reseller_plan_id
             RETURNING *`;
}

export function createActivationsRepo(db: Executor) {
  // The plan summary is what the activation recorded of its plan (either kind).
  const withPlan = (tx: Executor) =>
    tx
      .select({
        activation: activations,
        plan: {
          id: sql<string>`coalesce(${activations.planId}, ${activations.resellerPlanId})`,
          name: activations.planName,
          includedDataMb: activations.planDataMb,
          validityDays: activations.planValidityDays,
        },
      })
      .from(activations);

  return {
    /** The link, removed or not; `lock` takes a row lock inside a transaction. */
    async findLink(organizationId: string, linkId: string, tx: Executor = db, lock?: 'update'): Promise<LinkRow | null> {
      const q = tx
        .select()
        .from(links)
        .where(and(eq(links.organizationId, organizationId), eq(links.id, linkId)))
        .limit(1);
      const rows = lock === undefined ? await q : await q.for(lock);
      return rows[0] ?? null;
    },

    async simZones(organizationId: string, simId: string, tx: Executor = db): Promise<string[] | null> {
      const rows = await tx
        .select({ zones: sims.compatibilityZones })
        .from(sims)
        .where(and(eq(sims.organizationId, organizationId), eq(sims.id, simId)))
        .limit(1);
      return rows[0]?.zones ?? null;
    },

    /** The activation of the link, removed or not. */
    async find(organizationId: string, linkId: string, id: string, tx: Executor = db): Promise<ActivationRow | null> {
      const rows = await tx
        .select()
        .from(activations)
        .where(and(eq(activations.organizationId, organizationId), eq(activations.linkId, linkId), eq(activations.id, id)))
        .limit(1);
      return rows[0] ?? null;
    },

    async findById(organizationId: string, id: string, tx: Executor = db): Promise<ActivationRow | null> {
      const rows = await tx
        .select()
        .from(activations)
        .where(and(eq(activations.organizationId, organizationId), eq(activations.id, id)))
        .limit(1);
      return rows[0] ?? null;
    },

    async findRecord(organizationId: string, id: string, tx: Executor = db): Promise<ActivationRecord | null> {
      const rows = await withPlan(tx)
        .where(and(eq(activations.organizationId, organizationId), eq(activations.id, id)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** The renewal of an activation, if one was made. */
    async findRenewal(organizationId: string, previousId: string, tx: Executor = db): Promise<ActivationRow | null> {
      const rows = await tx
        .select()
        .from(activations)
        .where(and(eq(activations.organizationId, organizationId), eq(activations.previousActivationId, previousId)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** The link's activations that are not removed. */
    async list(organizationId: string, linkId: string, q: ActivationListQuery, tx: Executor = db): Promise<{ rows: ActivationRecord[]; total: number }> {
      const c: SQL[] = [eq(activations.organizationId, organizationId), eq(activations.linkId, linkId), ne(activations.status, 'removed')];
      if (q.status !== undefined) c.push(eq(activations.status, q.status));
      if (q.planId !== undefined) c.push(eq(activations.planId, q.planId));
      if (q.source !== undefined) c.push(eq(activations.source, q.source));
      const where = and(...c) as SQL;
      const column = sortColumns[q.sortBy];
      // Activations not started yet have no activated_at / expires_at: they sort last either way.
      const primary = q.sortOrder === 'desc' ? sql`${column} DESC NULLS LAST` : sql`${column} ASC NULLS LAST`;
      const tie = q.sortOrder === 'desc' ? desc : asc;
      const [rows, totals] = await Promise.all([
        withPlan(tx).where(where).orderBy(primary, tie(activations.createdAt), tie(activations.id)).limit(q.limit).offset(q.offset),
        tx.select({ n: count() }).from(activations).where(where),
      ]);
      return { rows, total: Number(totals[0]?.n ?? 0) };
    },

    async insert(row: NewActivation, tx: Executor = db): Promise<ActivationRow> {
      const r = {
        organization_id: row.organizationId,
        id: row.id,
        link_id: row.linkId,
        plan_id: row.planId ?? null,
        reseller_plan_id: row.resellerPlanId ?? null,
        status: row.status,
        source: row.source,
        upstream_addon_id: row.upstreamAddonId ?? null,
        activated_at: row.activatedAt?.toISOString() ?? null,
        expires_at: row.expiresAt?.toISOString() ?? null,
        reactivation_count: row.reactivationCount ?? null,
        previous_activation_id: row.previousActivationId ?? null,
      };
      const rows = await query<Record<string, unknown>>(
        tx,
        insertActivationsSql(sql`SELECT * FROM jsonb_to_recordset(${keyList([r])}) AS r(
          organization_id uuid, id uuid, link_id uuid, plan_id uuid, reseller_plan_id uuid, status text, source text, upstream_addon_id text,
          activated_at timestamptz, expires_at timestamptz, reactivation_count int, previous_activation_id uuid)`),
      );
      return decodeRow(activations, rows[0] as Record<string, unknown>);
    },

    /**
     * Marks the activation removed; answers the status it had, or null when it was
     * already removed. The caller holds the link's lock, so the status read is the one
     * the update replaces.
     */
    async markRemoved(organizationId: string, linkId: string, id: string, tx: Executor = db): Promise<{ id: string; from: string } | null> {
      const [before] = await tx
        .select({ status: activations.status })
        .from(activations)
        .where(and(eq(activations.organizationId, organizationId), eq(activations.linkId, linkId), eq(activations.id, id)));
      if (before === undefined || before.status === 'removed') return null;
      const rows = await tx
        .update(activations)
        .set({ status: 'removed', updatedAt: sql`now()` })
        .where(
          and(eq(activations.organizationId, organizationId), eq(activations.linkId, linkId), eq(activations.id, id), ne(activations.status, 'removed')),
        )
        .returning({ id: activations.id });
      return rows.length === 0 ? null : { id, from: before.status };
    },

    /**
     * Removes every activation of the link that is not removed yet; answers each with the
     * status it had (the caller holds the link's lock).
     */
    async removeAllOfLink(organizationId: string, linkId: string, tx: Executor = db): Promise<Array<{ id: string; from: string }>> {
      const live = and(eq(activations.organizationId, organizationId), eq(activations.linkId, linkId), ne(activations.status, 'removed'));
      const before = await tx.select({ id: activations.id, from: activations.status }).from(activations).where(live).orderBy(asc(activations.createdAt), asc(activations.id));
      if (before.length === 0) return [];
      await tx.update(activations).set({ status: 'removed', updatedAt: sql`now()` }).where(live);
      return before;
    },

    /** The activations with their plan summaries, in no particular order (one read). */
    async findRecords(organizationId: string, ids: readonly string[], tx: Executor = db): Promise<ActivationRecord[]> {
      if (ids.length === 0) return [];
      return withPlan(tx).where(and(eq(activations.organizationId, organizationId), inArray(activations.id, [...ids])));
    },

    /** Sets `activation_count` of the link to its number of active activations. */
    async recount(organizationId: string, linkId: string, tx: Executor = db): Promise<void> {
      await tx
        .update(links)
        .set({
          activationCount: sql`(SELECT count(*)::int FROM ${activations} a
                                WHERE a.organization_id = ${organizationId}::uuid AND a.link_id = ${linkId}::uuid AND a.status = 'active')`,
        })
        .where(and(eq(links.organizationId, organizationId), eq(links.id, linkId)));
    },
  };
}

export type ActivationsRepo = ReturnType<typeof createActivationsRepo>;
