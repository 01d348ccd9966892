// The link list. A page reads one index in order (live links, organisation first,
// then the sort key and id in the same direction), so a first page costs the same for
// a thousand links or a million. The exact `total` of an unfiltered or status-only
// list comes from link_counts (kept by triggers in the same transaction as every link
// change); any other filter counts the matching rows.

import { and, arrayOverlaps, asc, count, desc, eq, gt, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containsPattern, idSearchPattern } from '../../lib/listing.ts';
import { activations } from '../activations/activations.tables.ts';
import { operators } from '../operators/operators.tables.ts';
import { plans } from '../plans/plans.tables.ts';
import { sims } from '../sims/sims.tables.ts';
import { type StoredLink, storedLinks } from './links.repo.ts';
import { linkCounts, links } from './links.tables.ts';

export type LinkSortField = 'name' | 'status' | 'created_at' | 'updated_at';

export interface LinkFilter {
  status?: string;
  hasSim?: boolean;
  /** With (true) or without (false) an active activation. */
  hasActivations?: boolean;
  simType?: string;
  compatibilityZones?: readonly string[];
  /** Links with an active activation of this plan. */
  planId?: string;
  /** Links with an active activation of a plan on this coverage. */
  coverageId?: string;
  /** Alpha-3, upper case: links whose zones hold an operator in any of them. */
  countries?: readonly string[];
  networkCountry?: string;
  networkConnected?: boolean;
  search?: string;
}

export interface LinkListQuery extends LinkFilter {
  sortBy: LinkSortField;
  sortOrder: 'asc' | 'desc';
  limit: number;
  offset: number;
}

// Every filter but status, listed exhaustively (the type makes a new filter a compile error here).
const otherFilters: Record<Exclude<keyof LinkFilter, 'status'>, true> = {
  hasSim: true,
  hasActivations: true,
  simType: true,
  compatibilityZones: true,
  planId: true,
  coverageId: true,
  countries: true,
  networkCountry: true,
  networkConnected: true,
  search: true,
};

/** True when link_counts can answer the total: no filter but status. */
export const countable = (f: LinkFilter): boolean =>
  (Object.keys(otherFilters) as Array<keyof typeof otherFilters>).every((key) => {
    const value = f[key];
    return value === undefined || (Array.isArray(value) && value.length === 0);
  });

function activeActivation(extra: SQL): SQL {
  return sql`EXISTS (SELECT 1 FROM ${activations}
                     WHERE ${activations.organizationId} = ${links.organizationId} AND ${activations.linkId} = ${links.id}
                       AND ${activations.status} = 'active' AND ${extra})`;
}

function whereOf(organizationId: string, f: LinkFilter): SQL {
  const c: SQL[] = [eq(links.organizationId, organizationId), ne(links.status, 'removed')];
  if (f.status !== undefined) c.push(eq(links.status, f.status));
  if (f.hasSim !== undefined) c.push(f.hasSim ? isNotNull(links.simId) : isNull(links.simId));
  // activation_count is the number of active activations, kept by the activations module.
  if (f.hasActivations !== undefined) c.push(f.hasActivations ? gt(links.activationCount, 0) : eq(links.activationCount, 0));
  if (f.simType !== undefined) {
    c.push(sql`EXISTS (SELECT 1 FROM ${sims} WHERE ${sims.organizationId} = ${links.organizationId} AND ${sims.id} = ${links.simId} AND ${sims.simType} = ${f.simType})`);
  }
  if (f.compatibilityZones !== undefined && f.compatibilityZones.length > 0) c.push(arrayOverlaps(links.compatibilityZones, [...f.compatibilityZones]));
  if (f.planId !== undefined) c.push(activeActivation(eq(activations.planId, f.planId)));
  if (f.coverageId !== undefined) {
    c.push(
      activeActivation(
        sql`EXISTS (SELECT 1 FROM ${plans} WHERE ${plans.organizationId} = ${activations.organizationId} AND ${plans.id} = ${activations.planId} AND ${plans.coverageId} = ${f.coverageId})`,
      ),
    );
  }
  if (f.countries !== undefined && f.countries.length > 0) {
    c.push(
      sql`${links.compatibilityZones} && ARRAY(SELECT DISTINCT ${operators.compatibilityZone} FROM ${operators} WHERE ${inArray(operators.country, [...f.countries])})`,
    );
  }
  if (f.networkCountry !== undefined) c.push(eq(links.networkCountry, f.networkCountry));
  if (f.networkConnected !== undefined) c.push(eq(links.networkConnected, f.networkConnected));
  if (f.search !== undefined) {
    const p = containsPattern(f.search);
    const idPattern = idSearchPattern(f.search);
    // Each arm is one index (docs/performance.md): the name's and the id's trigram indexes,
    // and the bound SIMs found first through the ICCID's trigram index, then their live
    // links through links_org_sim_live_uq; PostgreSQL ORs the three bitmaps.
    c.push(
      or(
        sql`${links.name} ILIKE ${p}`,
        idPattern === null ? undefined : sql`${links.id}::text LIKE ${idPattern}`,
        sql`${links.simId} = ANY(ARRAY(SELECT ${sims.id} FROM ${sims} WHERE ${sims.organizationId} = ${organizationId} AND ${sims.iccid} ILIKE ${p}))`,
      ) as SQL,
    );
  }
  return and(...c) as SQL;
}

/** Sort key, then id in the same direction: exactly the order of the matching index. */
function orderOf(sortBy: LinkSortField, sortOrder: 'asc' | 'desc'): SQL[] {
  const dir = sortOrder === 'desc' ? desc : asc;
  switch (sortBy) {
    case 'name':
      return [dir(links.name), dir(links.id)];
    case 'status':
      // Within a status, most recently updated first (the status index's order).
      return [dir(links.status), desc(links.updatedAt), desc(links.id)];
    case 'created_at':
      return [dir(links.createdAt), dir(links.id)];
    default:
      return [dir(links.updatedAt), dir(links.id)];
  }
}

export function createLinksListRepo(db: Executor) {
  async function total(organizationId: string, f: LinkFilter, where: SQL, tx: Executor): Promise<number> {
    if (countable(f)) {
      const rows = await tx
        .select({ n: sql<string>`coalesce(sum(${linkCounts.count}), 0)` })
        .from(linkCounts)
        .where(
          and(eq(linkCounts.organizationId, organizationId), f.status !== undefined ? eq(linkCounts.status, f.status) : ne(linkCounts.status, 'removed')),
        );
      return Number(rows[0]?.n ?? 0);
    }
    const rows = await tx.select({ n: count() }).from(links).where(where);
    return Number(rows[0]?.n ?? 0);
  }

  return {
    async list(organizationId: string, q: LinkListQuery, tx: Executor = db): Promise<{ items: StoredLink[]; total: number }> {
      const where = whereOf(organizationId, q);
      const [items, n] = await Promise.all([
        storedLinks(tx)
          .where(where)
          .orderBy(...orderOf(q.sortBy, q.sortOrder))
          .limit(q.limit)
          .offset(q.offset),
        total(organizationId, q, where, tx),
      ]);
      return { items, total: n };
    },
  };
}

export type LinksListRepo = ReturnType<typeof createLinksListRepo>;
