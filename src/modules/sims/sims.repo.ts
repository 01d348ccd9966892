// Every query of the SIM inventory. Each takes the organisation id first. A SIM's
// bound link is the one live link holding it (the unique index on links makes it one).

import { and, arrayOverlaps, asc, count, desc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import { decodeRow, type Executor, keyList, query } from '../../db/client.ts';
import { containsPattern } from '../../lib/listing.ts';
import { links } from '../links/links.tables.ts';
import { sims } from './sims.tables.ts';

export type SimRow = typeof sims.$inferSelect;
type SimInsert = typeof sims.$inferInsert;
/** What a new SIM is written with (insertSimsSql). */
export type NewSim = Pick<SimInsert, 'id' | 'iccid' | 'provider' | 'status' | 'simType' | 'compatibilityZones'> &
  Partial<Pick<SimInsert, 'isAttached' | 'msisdn' | 'imsi' | 'imei' | 'eid' | 'esimProfileStatus'>>;
export type SimSortField = 'iccid' | 'status' | 'created_at' | 'updated_at';

/** A SIM with the live link it is bound to. */
export interface SimRecord {
  sim: SimRow;
  link: { id: string; name: string | null } | null;
}

export interface SimFilter {
  status?: string;
  simType?: string;
  /** SIMs with any of these zones; an empty list matches none. */
  compatibilityZones?: readonly string[];
  search?: string;
}

export interface SimListQuery extends SimFilter {
  sortBy: SimSortField;
  sortOrder: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** What a sync from the provider may change. */
export type SimSync = Partial<
  Pick<SimRow, 'status' | 'isAttached' | 'msisdn' | 'imsi' | 'imei' | 'eid' | 'compatibilityZones' | 'esimProfileStatus'>
>;

function whereOf(organizationId: string, f: SimFilter): SQL {
  const c: SQL[] = [eq(sims.organizationId, organizationId)];
  if (f.status !== undefined) c.push(eq(sims.status, f.status));
  if (f.simType !== undefined) c.push(eq(sims.simType, f.simType));
  if (f.compatibilityZones !== undefined) {
    c.push(f.compatibilityZones.length > 0 ? arrayOverlaps(sims.compatibilityZones, [...f.compatibilityZones]) : sql`false`);
  }
  if (f.search !== undefined) {
    const p = containsPattern(f.search);
    c.push(
      or(
        sql`${sims.id}::text ILIKE ${p}`,
        sql`${sims.iccid} ILIKE ${p}`,
        sql`${sims.msisdn} ILIKE ${p}`,
        sql`${sims.imsi} ILIKE ${p}`,
        sql`${sims.imei} ILIKE ${p}`,
        sql`${sims.eid} ILIKE ${p}`,
      ) as SQL,
    );
  }
  return and(...c) as SQL;
}

const sortColumns = { iccid: sims.iccid, status: sims.status, created_at: sims.createdAt, updated_at: sims.updatedAt } as const;

/**
 * The body of a CTE (or a statement) that writes one SIM per row of `rows`, a query with
 * the columns organization_id, id, iccid, provider, status, sim_type, is_attached (null:
 * false), msisdn, imsi, imei, eid, compatibility_zones and esim_profile_status. The one
 * INSERT of the inventory: the repository's insertMany and the statements that write a
 * SIM with other records (a `/v1` purchase's completion) both use it. Returns the rows
 * written.
 */
export function insertSimsSql(rows: SQL): SQL {
  return sql`INSERT INTO sims (organization_id, id, iccid, provider, status, sim_type, is_attached, msisdn, imsi, imei, eid, compatibility_zones, esim_profile_status)
             SELECT r.organization_id, r.id, r.iccid, r.provider, r.status, r.sim_type, coalesce(r.is_attached, false), r.msisdn, r.imsi, r.imei, r.eid,
                    r.compatibility_zones, r.esim_profile_status
             FROM (${rows}) r
             RETURNING *`;
}

export function createSimsRepo(db: Executor) {
  const withLink = (tx: Executor) =>
    tx
      .select({ sim: sims, linkId: links.id, linkName: links.name })
      .from(sims)
      .leftJoin(links, and(eq(links.organizationId, sims.organizationId), eq(links.simId, sims.id), ne(links.status, 'removed')));
  const recordOf = (r: { sim: SimRow; linkId: string | null; linkName: string | null }): SimRecord => ({
    sim: r.sim,
    link: r.linkId === null ? null : { id: r.linkId, name: r.linkName },
  });

  return {
    async insertMany(organizationId: string, rows: NewSim[], tx: Executor = db): Promise<SimRow[]> {
      if (rows.length === 0) return [];
      const list = rows.map((r) => ({
        id: r.id,
        iccid: r.iccid,
        provider: r.provider,
        status: r.status,
        sim_type: r.simType,
        is_attached: r.isAttached ?? null,
        msisdn: r.msisdn ?? null,
        imsi: r.imsi ?? null,
        imei: r.imei ?? null,
        eid: r.eid ?? null,
        compatibility_zones: r.compatibilityZones,
        esim_profile_status: r.esimProfileStatus ?? null,
      }));
      const written = await query<Record<string, unknown>>(
        tx,
        insertSimsSql(sql`SELECT ${organizationId}::uuid AS organization_id, r.* FROM jsonb_to_recordset(${keyList(list)}) AS r(
          id uuid, iccid text, provider text, status text, sim_type text, is_attached boolean, msisdn text, imsi text, imei text, eid text,
          compatibility_zones text[], esim_profile_status text)`),
      );
      return written.map((r) => decodeRow(sims, r));
    },

    async findById(organizationId: string, id: string, tx: Executor = db): Promise<SimRow | null> {
      const rows = await tx
        .select()
        .from(sims)
        .where(and(eq(sims.organizationId, organizationId), eq(sims.id, id)))
        .limit(1);
      return rows[0] ?? null;
    },

    async findByIccid(organizationId: string, iccid: string, tx: Executor = db): Promise<SimRow | null> {
      const rows = await tx
        .select()
        .from(sims)
        .where(and(eq(sims.organizationId, organizationId), eq(sims.iccid, iccid)))
        .limit(1);
      return rows[0] ?? null;
    },

    async findRecord(organizationId: string, id: string, tx: Executor = db): Promise<SimRecord | null> {
      const rows = await withLink(tx)
        .where(and(eq(sims.organizationId, organizationId), eq(sims.id, id)))
        .limit(1);
      return rows[0] === undefined ? null : recordOf(rows[0]);
    },

    async list(organizationId: string, q: SimListQuery, tx: Executor = db): Promise<{ rows: SimRecord[]; total: number }> {
      const where = whereOf(organizationId, q);
      const dir = q.sortOrder === 'desc' ? desc : asc;
      const [rows, totals] = await Promise.all([
        withLink(tx)
          .where(where)
          .orderBy(dir(sortColumns[q.sortBy]), dir(sims.id))
          .limit(q.limit)
          .offset(q.offset),
        tx.select({ n: count() }).from(sims).where(where),
      ]);
      return { rows: rows.map(recordOf), total: Number(totals[0]?.n ?? 0) };
    },

    /** Stores what the provider reported (a refresh, or an attach the platform made); moves updated_at. */
    /** The SIM's stored IMEI, its row locked until the transaction ends; undefined for no such SIM. */
    async lockImei(organizationId: string, id: string, tx: Executor): Promise<string | null | undefined> {
      const rows = await tx
        .select({ imei: sims.imei })
        .from(sims)
        .where(and(eq(sims.organizationId, organizationId), eq(sims.id, id)))
        .for('update');
      return rows[0] === undefined ? undefined : rows[0].imei;
    },

    async sync(organizationId: string, id: string, patch: SimSync, tx: Executor = db): Promise<SimRow | null> {
      const rows = await tx
        .update(sims)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(and(eq(sims.organizationId, organizationId), eq(sims.id, id)))
        .returning();
      return rows[0] ?? null;
    },
  };
}

export type SimsRepo = ReturnType<typeof createSimsRepo>;
