// Every query of the `/v1` links side. Each takes the organisation id first. A `/v1`
// link is a row of the platform's `links` table with a sponsor profile; its `/v1`
// status is derived (DECISIONS section 8): `suspended` while the endpoint is suspended,
// `active` with an active activation, `inactive` otherwise.

import { and, eq, sql } from 'drizzle-orm';
import { type Executor, keyList, query, queryNamed } from '../../db/client.ts';
import { createGroupRead } from '../../lib/group-read.ts';
import { isUuid } from '../../lib/uuid.ts';
import { resellerPurchases, resellerTransactions } from './links.tables.ts';

export type PurchaseRow = typeof resellerPurchases.$inferSelect;
export type PurchaseInsert = typeof resellerPurchases.$inferInsert;
export type TransactionRow = typeof resellerTransactions.$inferSelect;
export type TransactionInsert = typeof resellerTransactions.$inferInsert;
export type V1Status = 'active' | 'suspended' | 'inactive';

/** A `/v1` link as the list and detail show it. */
export interface V1LinkRow {
  id: string;
  name: string | null;
  iccid: string | null;
  provider: string;
  endpointId: string | null;
  sponsorProfile: string;
  lpaProfile: string | null;
  status: V1Status;
  linkStatus: string;
  createdAt: Date;
  updatedAt: Date;
}

/** An activation of a `/v1` link with its reseller plan. */
export interface V1ActivationRow {
  id: string;
  status: string;
  upstreamAddonId: string | null;
  usedMib: string;
  remainingMib: string;
  allocatedMib: string;
  activatedAt: Date | null;
  expiresAt: Date | null;
  createdAt: Date;
  planId: string;
  planName: string;
  dataMb: number;
  validityDays: number;
  countries: string[];
}

const v1Status = sql`CASE WHEN l.status = 'suspended' THEN 'suspended' WHEN l.status = 'active' AND l.activation_count > 0 THEN 'active' ELSE 'inactive' END`;

const linkColumns = sql`l.id, l.name, s.iccid, l.provider, l.upstream_endpoint_id AS "endpointId", l.sponsor_profile AS "sponsorProfile",
  l.lpa_profile AS "lpaProfile", ${v1Status} AS status, l.status AS "linkStatus", l.created_at AS "createdAt", l.updated_at AS "updatedAt"`;

const linkFrom = sql`links l LEFT JOIN sims s ON s.organization_id = l.organization_id AND s.id = l.sim_id`;

const activationColumns = sql`a.id, a.status, a.upstream_addon_id AS "upstreamAddonId", a.used_mib::text AS "usedMib", a.remaining_mib::text AS "remainingMib",
  a.allocated_mib::text AS "allocatedMib", a.activated_at AS "activatedAt", a.expires_at AS "expiresAt", a.created_at AS "createdAt",
  p.id AS "planId", p.name AS "planName", p.data_mb AS "dataMb", p.validity_days AS "validityDays", p.countries`;

const activationDates = (r: V1ActivationRow): V1ActivationRow => ({
  ...r,
  activatedAt: r.activatedAt === null ? null : new Date(r.activatedAt),
  expiresAt: r.expiresAt === null ? null : new Date(r.expiresAt),
  createdAt: new Date(r.createdAt),
});

/** A link of an organisation, as the group reads key it. */
interface LinkKey {
  organizationId: string;
  id: string;
}
const keyOf = (k: LinkKey) => `${k.organizationId}:${k.id}`;

const dates = <T extends { createdAt: Date | string; updatedAt: Date | string }>(r: T) => ({ ...r, createdAt: new Date(r.createdAt), updatedAt: new Date(r.updatedAt) });

export function createResellerLinksRepo(db: Executor) {
  // The reads of GET /v1/links/{identifier} that arrive together are made together, one
  // prepared statement for all their links (src/lib/group-read.ts); each LATERAL read
  // goes through the primary key or the link's index whatever the tables' statistics.
  const linksById = createGroupRead<LinkKey, V1LinkRow>(async (keys) => {
    const rows = await queryNamed<V1LinkRow & { org: string }>(
      db,
      'v1_links_by_id',
      sql`SELECT k.org::text AS org, l.* FROM jsonb_to_recordset(${keyList(keys.map((k) => ({ org: k.organizationId, id: k.id })))}) AS k(org uuid, id uuid)
          CROSS JOIN LATERAL (
            SELECT ${linkColumns} FROM ${linkFrom}
            WHERE l.organization_id = k.org AND l.id = k.id AND l.sponsor_profile IS NOT NULL AND l.status <> 'removed' LIMIT 1
          ) l`,
    );
    return rows.map(({ org, ...row }) => ({ key: keyOf({ organizationId: org, id: row.id }), row: dates(row) }));
  }, keyOf);
  const activationsByLink = createGroupRead<LinkKey, V1ActivationRow[]>(async (keys) => {
    const rows = await queryNamed<V1ActivationRow & { org: string; link: string }>(
      db,
      'v1_activations_of_links',
      sql`SELECT k.org::text AS org, k.link::text AS link, a.* FROM jsonb_to_recordset(${keyList(keys.map((k) => ({ org: k.organizationId, link: k.id })))}) AS k(org uuid, link uuid)
          CROSS JOIN LATERAL (
            SELECT ${activationColumns} FROM activations a JOIN reseller_plans p ON p.id = a.reseller_plan_id
            WHERE a.organization_id = k.org AND a.link_id = k.link AND a.status <> 'removed'
          ) a
          ORDER BY a."createdAt", a.id`,
    );
    const byLink = new Map<string, V1ActivationRow[]>();
    for (const { org, link, ...row } of rows) {
      const key = keyOf({ organizationId: org, id: link });
      const list = byLink.get(key);
      if (list === undefined) byLink.set(key, [activationDates(row)]);
      else list.push(activationDates(row));
    }
    return [...byLink].map(([key, row]) => ({ key, row }));
  }, keyOf);

  // GET /v1/links/{identifier} reads its link and the link's activations in the same
  // statement: one group read fewer per request than findLink then activationsOf.
  const detailsById = createGroupRead<LinkKey, { link: V1LinkRow; activations: V1ActivationRow[] }>(async (keys) => {
    const rows = await queryNamed<V1LinkRow & { org: string; activations: V1ActivationRow[] | string }>(
      db,
      'v1_link_details_by_id',
      sql`SELECT k.org::text AS org, l.*, acts.list AS activations
          FROM jsonb_to_recordset(${keyList(keys.map((k) => ({ org: k.organizationId, id: k.id })))}) AS k(org uuid, id uuid)
          CROSS JOIN LATERAL (
            SELECT ${linkColumns} FROM ${linkFrom}
            WHERE l.organization_id = k.org AND l.id = k.id AND l.sponsor_profile IS NOT NULL AND l.status <> 'removed' LIMIT 1
          ) l
          CROSS JOIN LATERAL (
            SELECT coalesce(json_agg(a ORDER BY a."createdAt", a.id), '[]'::json) AS list FROM (
              SELECT ${activationColumns} FROM activations a JOIN reseller_plans p ON p.id = a.reseller_plan_id
              WHERE a.organization_id = k.org AND a.link_id = l.id AND a.status <> 'removed'
            ) a
          ) acts`,
    );
    return rows.map(({ org, activations, ...row }) => ({
      key: keyOf({ organizationId: org, id: row.id }),
      row: { link: dates(row), activations: (typeof activations === 'string' ? (JSON.parse(activations) as V1ActivationRow[]) : activations).map(activationDates) },
    }));
  }, keyOf);

  return {
    async insertPurchase(row: PurchaseInsert, tx: Executor): Promise<void> {
      await tx.insert(resellerPurchases).values(row);
    },

    async findPurchase(organizationId: string, id: string, tx: Executor = db): Promise<PurchaseRow | null> {
      const rows = await tx
        .select()
        .from(resellerPurchases)
        .where(and(eq(resellerPurchases.organizationId, organizationId), eq(resellerPurchases.id, id)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** pending -> `to`, or null when the purchase already left `pending` (the other path settled it). */
    async settlePurchase(organizationId: string, id: string, to: 'completed' | 'refunded', failureReason: string | null, tx: Executor): Promise<PurchaseRow | null> {
      const rows = await tx
        .update(resellerPurchases)
        .set({ status: to, failureReason, updatedAt: sql`now()` })
        .where(and(eq(resellerPurchases.organizationId, organizationId), eq(resellerPurchases.id, id), eq(resellerPurchases.status, 'pending')))
        .returning();
      return rows[0] ?? null;
    },

    async insertTransaction(row: TransactionInsert, tx: Executor): Promise<TransactionRow> {
      const rows = await tx.insert(resellerTransactions).values(row).returning();
      return rows[0] as TransactionRow;
    },

    /** A live `/v1` link by UUID or ICCID; null for none, a removed one or another organisation's. */
    async findLink(organizationId: string, identifier: string, tx: Executor = db): Promise<V1LinkRow | null> {
      if (tx === db && isUuid(identifier) && isUuid(organizationId)) {
        return linksById.get({ organizationId: organizationId.toLowerCase(), id: identifier.toLowerCase() });
      }
      const by = isUuid(identifier) ? sql`l.id = ${identifier.toLowerCase()}::uuid` : sql`s.iccid = ${identifier}`;
      const rows = await query<V1LinkRow>(
        tx,
        sql`SELECT ${linkColumns} FROM ${linkFrom}
            WHERE l.organization_id = ${organizationId}::uuid AND ${by} AND l.sponsor_profile IS NOT NULL AND l.status <> 'removed' LIMIT 1`,
      );
      return rows[0] === undefined ? null : dates(rows[0]);
    },

    /** A live `/v1` link with its activations that are not removed (see activationsOf); null as findLink. */
    async findLinkWithActivations(organizationId: string, identifier: string): Promise<{ link: V1LinkRow; activations: V1ActivationRow[] } | null> {
      if (isUuid(identifier) && isUuid(organizationId)) return detailsById.get({ organizationId: organizationId.toLowerCase(), id: identifier.toLowerCase() });
      const link = await this.findLink(organizationId, identifier);
      return link === null ? null : { link, activations: await this.activationsOf(organizationId, link.id) };
    },

    /** One page of the organisation's `/v1` links, newest first. */
    async list(organizationId: string, f: { status?: V1Status; search?: string; limit: number; offset: number }): Promise<{ rows: V1LinkRow[]; total: number }> {
      const c = [sql`l.organization_id = ${organizationId}::uuid`, sql`l.sponsor_profile IS NOT NULL`, sql`l.status <> 'removed'`];
      if (f.status !== undefined) c.push(sql`${v1Status} = ${f.status}`);
      if (f.search !== undefined && f.search.length > 0) {
        const like = `%${f.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
        c.push(sql`(s.iccid ILIKE ${like} OR l.name ILIKE ${like} OR l.id::text ILIKE ${like})`);
      }
      const where = sql.join(c, sql` AND `);
      const [rows, totals] = await Promise.all([
        query<V1LinkRow>(db, sql`SELECT ${linkColumns} FROM ${linkFrom} WHERE ${where} ORDER BY l.created_at DESC, l.id DESC LIMIT ${f.limit} OFFSET ${f.offset}`),
        query<{ n: string }>(db, sql`SELECT count(*)::text AS n FROM ${linkFrom} WHERE ${where}`),
      ]);
      return { rows: rows.map(dates), total: Number(totals[0]?.n ?? 0) };
    },

    /** The link's activations that are not removed, oldest first, with their reseller plans. */
    async activationsOf(organizationId: string, linkId: string, tx: Executor = db): Promise<V1ActivationRow[]> {
      if (tx === db && isUuid(organizationId) && isUuid(linkId)) {
        return (await activationsByLink.get({ organizationId: organizationId.toLowerCase(), id: linkId.toLowerCase() })) ?? [];
      }
      const rows = await query<V1ActivationRow>(
        tx,
        sql`SELECT ${activationColumns}
            FROM activations a JOIN reseller_plans p ON p.id = a.reseller_plan_id
            WHERE a.organization_id = ${organizationId}::uuid AND a.link_id = ${linkId}::uuid AND a.status <> 'removed'
            ORDER BY a.created_at, a.id`,
      );
      return rows.map(activationDates);
    },

    async storeLpa(organizationId: string, linkId: string, lpa: string): Promise<void> {
      await query(db, sql`UPDATE links SET lpa_profile = ${lpa} WHERE organization_id = ${organizationId}::uuid AND id = ${linkId}::uuid AND lpa_profile IS NULL`);
    },

    /** The link's transactions and the fees that list it, newest `charged_at` first. */
    async history(organizationId: string, linkId: string, page: { limit: number; offset: number }): Promise<{ rows: TransactionRow[]; total: number }> {
      const where = sql`organization_id = ${organizationId}::uuid AND (link_id = ${linkId}::uuid OR ${linkId}::uuid = ANY(charged_link_ids))`;
      const [rows, totals] = await Promise.all([
        query<{ id: string }>(db, sql`SELECT id FROM reseller_transactions WHERE ${where} ORDER BY charged_at DESC, id DESC LIMIT ${page.limit} OFFSET ${page.offset}`),
        query<{ n: string }>(db, sql`SELECT count(*)::text AS n FROM reseller_transactions WHERE ${where}`),
      ]);
      const ids = rows.map((r) => r.id);
      const full =
        ids.length === 0
          ? []
          : await db
              .select()
              .from(resellerTransactions)
              .where(and(eq(resellerTransactions.organizationId, organizationId), sql`${resellerTransactions.id} = ANY(${`{${ids.join(',')}}`}::uuid[])`));
      const byId = new Map(full.map((r) => [r.id, r]));
      return { rows: ids.map((id) => byId.get(id)).filter((r): r is TransactionRow => r !== undefined), total: Number(totals[0]?.n ?? 0) };
    },
  };
}

export type ResellerLinksRepo = ReturnType<typeof createResellerLinksRepo>;
