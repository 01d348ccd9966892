// Every single-link query. Each takes the organisation id first. find() returns removed
// links too (callers answer 410); writes only ever touch live links, and a lifecycle
// write names the state it expects (`expect`), so a change that raced with another
// one updates nothing instead of overwriting it.

import { and, eq, getTableColumns, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { decodeColumns, decodeRow, type Executor, keyList, query, queryNamed } from '../../db/client.ts';
import { createGroupRead } from '../../lib/group-read.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { OperatorRow } from '../operators/operators.repo.ts';
import type { SimRow } from '../sims/sims.repo.ts';
import { sims } from '../sims/sims.tables.ts';
import { links } from './links.tables.ts';

export type LinkRow = typeof links.$inferSelect;
export type LinkInsert = typeof links.$inferInsert;
/** What a new link is written with (insertLinksSql). */
export type NewLink = Pick<LinkInsert, 'organizationId' | 'id' | 'status' | 'provider'> &
  Partial<Pick<LinkInsert, 'name' | 'simId' | 'upstreamEndpointId' | 'compatibilityZones' | 'barredNetworkTypes' | 'imeiLock' | 'sponsorProfile' | 'lpaProfile' | 'activationCount'>>;
export type LinkStatus = 'pre_active' | 'active' | 'suspended' | 'hold';

/** What a link shows of its bound SIM. */
export type LinkSimRow = Pick<SimRow, 'id' | 'iccid' | 'simType' | 'msisdn' | 'imei'>;

/** A link with its bound SIM, as stored. */
export interface StoredLink {
  link: LinkRow;
  sim: LinkSimRow | null;
}

/** A stored link with the operator it was last seen on (from the catalogue). */
export interface LinkRecord extends StoredLink {
  operator: OperatorRow | null;
}

/** Columns a lifecycle or edit may set; updated_at moves with each of them. */
export type LinkPatch = Partial<
  Pick<
    LinkRow,
    'name' | 'meta' | 'status' | 'simId' | 'provider' | 'upstreamEndpointId' | 'compatibilityZones' | 'barredNetworkTypes' | 'imeiLock'
  >
> & { removed?: true };

/** The state a write expects to find; a mismatch writes nothing. */
export interface LinkExpectation {
  status?: string;
  /** null: the link must have no SIM. */
  simId?: string | null;
  barredNetworkTypes?: readonly string[];
  imeiLock?: string | null;
}

/** The connectivity columns written by a live refresh (they do not move updated_at). */
export interface NetworkColumns {
  networkConnected: boolean;
  networkRat: string;
  networkOperatorId: string | null;
  networkCountry: string | null;
  networkLastSeenAt: Date | null;
}

const textArray = (values: readonly string[]) =>
  values.length === 0 ? sql`'{}'::text[]` : sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

function expectationOf(e: LinkExpectation): SQL[] {
  const c: SQL[] = [];
  if (e.status !== undefined) c.push(eq(links.status, e.status));
  if (e.simId !== undefined) c.push(e.simId === null ? isNull(links.simId) : eq(links.simId, e.simId));
  if (e.barredNetworkTypes !== undefined) c.push(sql`${links.barredNetworkTypes} = ${textArray(e.barredNetworkTypes)}`);
  if (e.imeiLock !== undefined) c.push(e.imeiLock === null ? isNull(links.imeiLock) : eq(links.imeiLock, e.imeiLock));
  return c;
}

const linkSimColumns = { id: sims.id, iccid: sims.iccid, simType: sims.simType, msisdn: sims.msisdn, imei: sims.imei };

/** Links with their SIM: the one query shape of every link answer (detail and list). */
export const storedLinks = (tx: Executor) =>
  tx
    .select({ link: links, sim: linkSimColumns })
    .from(links)
    .leftJoin(sims, and(eq(sims.organizationId, links.organizationId), eq(sims.id, links.simId)));

// A stored link as raw columns (`l_<name>` of the link, `s_<name>` of its SIM), and back.
const linkColumns = getTableColumns(links);
const storedColumns = sql.join(
  [
    ...Object.values(linkColumns).map((c) => sql`l.${sql.identifier(c.name)} AS ${sql.identifier(`l_${c.name}`)}`),
    ...Object.values(linkSimColumns).map((c) => sql`s.${sql.identifier(c.name)} AS ${sql.identifier(`s_${c.name}`)}`),
  ],
  sql`, `,
);

function storedLinkOf(r: Record<string, unknown>): StoredLink {
  const link = decodeColumns(linkColumns, r, 'l_') as LinkRow;
  const sim = r.s_id === null || r.s_id === undefined ? null : (decodeColumns(linkSimColumns, r, 's_') as LinkSimRow);
  return { link, sim };
}

/**
 * The body of a CTE (or a statement) that writes one link per row of `rows`, a query with
 * the columns organization_id, id, name, status, sim_id, provider, upstream_endpoint_id,
 * compatibility_zones, barred_network_types, imei_lock, sponsor_profile, lpa_profile and
 * activation_count (a null zone or bar list is empty, a null count 0). The one INSERT of
 * links: the repository's insert and the statements that write a link with other
 * records (a `/v1` purchase's completion) both use it. Returns the rows written.
 */
export function insertLinksSql(rows: SQL): SQL {
  return sql`INSERT INTO links (organization_id, id, name, status, sim_id, provider, upstream_endpoint_id, compatibility_zones, barred_network_types, imei_lock,
                                sponsor_profile, lpa_profile, activation_count)
             SELECT r.organization_id, r.id, r.name, r.status, r.sim_id, r.provider, r.upstream_endpoint_id, coalesce(r.compatibility_zones, '{}'::text[]),
                    coalesce(r.barred_network_types, '{}'::text[]), r.imei_lock, r.sponsor_profile, r.lpa_profile, coalesce(r.activation_count, 0)
             FROM (${rows}) r
             RETURNING *`;
}

/** A stored link as last read by id, with the row versions it was read at. */
interface KnownLink {
  row: StoredLink;
  linkVersion: string;
  simVersion: string | null;
}
/**
 * Links kept to be confirmed by version, and for how long: past it a link is read whole
 * again, so a row version (a 32-bit transaction id) is never compared across the ids'
 * wraparound.
 */
const knownLinksMax = 50_000;
const knownLinkMs = 10 * 60_000;

/** `value` made read-only, nested values included: confirmed reads share a stored link. */
function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const v of Object.values(value)) deepFreeze(v);
  return value;
}

export function createLinksRepo(db: Executor) {
  // The detail read is the hottest single-link query: the reads that arrive together are
  // made together (src/lib/group-read.ts), by one named statement whose keys are one
  // jsonb parameter (see keyList), so PostgreSQL plans it once per connection; each
  // LATERAL read goes through the primary key whatever the tables' statistics say. The
  // columns are decoded as drizzle's own queries decode them.
  //
  // A link read before is confirmed, not read again: every read still asks the database,
  // but for the row versions of the link and its SIM only (their `xmin`: a row's version
  // changes with every write that reaches it), and the whole row comes back only when
  // either changed (docs/performance.md, "The link read, profiled"). Confirmed rows are
  // shared by the reads that ask for them, so they are frozen.
  const known = new TtlCache<string, KnownLink>(knownLinksMax);
  const storedById = createGroupRead<{ organizationId: string; id: string }, StoredLink>(async (keys) => {
    const now = Date.now();
    const found: Array<{ key: string; row: StoredLink }> = [];
    const unread: Array<{ organizationId: string; id: string }> = [];
    const toConfirm: Array<{ key: string; entry: KnownLink }> = [];
    for (const k of keys) {
      const key = `${k.organizationId}:${k.id}`;
      const entry = known.get(key, now);
      if (entry === undefined) unread.push(k);
      else toConfirm.push({ key, entry });
    }
    if (toConfirm.length > 0) {
      const versions = await queryNamed<{ n: number; lv: string; sv: string | null }>(
        db,
        'links_versions_by_id',
        sql`SELECT k.n, l.xmin::text AS lv, s.xmin::text AS sv
            FROM jsonb_to_recordset(${keyList(toConfirm.map((c, n) => ({ n, org: c.entry.row.link.organizationId, id: c.entry.row.link.id })))}) AS k(n int, org uuid, id uuid)
            CROSS JOIN LATERAL (SELECT xmin, organization_id, sim_id FROM links WHERE organization_id = k.org AND id = k.id LIMIT 1) l
            LEFT JOIN LATERAL (SELECT xmin FROM sims WHERE organization_id = l.organization_id AND id = l.sim_id LIMIT 1) s ON true`,
      );
      const current = new Array<boolean>(toConfirm.length).fill(false);
      for (const v of versions) {
        const c = toConfirm[v.n];
        if (c === undefined) continue;
        if (v.lv === c.entry.linkVersion && v.sv === c.entry.simVersion) {
          current[v.n] = true;
          found.push({ key: c.key, row: c.entry.row });
        } else {
          unread.push({ organizationId: c.entry.row.link.organizationId, id: c.entry.row.link.id });
        }
      }
      // A link the versions read did not find is gone: answered as absent.
      toConfirm.forEach((c, n) => {
        if (!current[n]) known.delete(c.key);
      });
    }
    if (unread.length === 0) return found;
    const rows = await queryNamed<Record<string, unknown>>(
      db,
      'links_stored_by_id',
      sql`SELECT ${storedColumns}, l.xmin::text AS v_l, s.xmin::text AS v_s
          FROM jsonb_to_recordset(${keyList(unread.map((k) => ({ org: k.organizationId, id: k.id })))}) AS k(org uuid, id uuid)
          CROSS JOIN LATERAL (SELECT *, xmin FROM links WHERE organization_id = k.org AND id = k.id LIMIT 1) l
          LEFT JOIN LATERAL (SELECT *, xmin FROM sims WHERE organization_id = l.organization_id AND id = l.sim_id LIMIT 1) s ON true`,
    );
    for (const r of rows) {
      const row = deepFreeze(storedLinkOf(r));
      const key = `${row.link.organizationId}:${row.link.id}`;
      known.set(key, { row, linkVersion: r.v_l as string, simVersion: (r.v_s as string | null) ?? null }, now + knownLinkMs);
      found.push({ key, row });
    }
    return found;
  }, (k) => `${k.organizationId}:${k.id}`);
  // Bulk tasks read their links a batch at a time with it.
  const manyById = db
    .select()
    .from(links)
    .where(and(eq(links.organizationId, sql.placeholder('organizationId')), sql`${links.id} = ANY (${sql.placeholder('ids')}::uuid[])`))
    .prepare('links_many_by_id');

  return {

    /** The link, removed or not. */
    async find(organizationId: string, id: string, tx: Executor = db): Promise<LinkRow | null> {
      const rows = await tx
        .select()
        .from(links)
        .where(and(eq(links.organizationId, organizationId), eq(links.id, id)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Many links of the organisation, removed or not, by id (absent ids are left out). */
    async findMany(organizationId: string, ids: readonly string[], tx: Executor = db): Promise<LinkRow[]> {
      if (ids.length === 0) return [];
      if (tx === db) return manyById.execute({ organizationId, ids: [...ids] });
      return tx
        .select()
        .from(links)
        .where(and(eq(links.organizationId, organizationId), sql`${links.id} = ANY (${sql.param([...ids])}::uuid[])`));
    },

    /** The link with its SIM, removed or not. */
    async findStored(organizationId: string, id: string, tx: Executor = db): Promise<StoredLink | null> {
      if (tx === db) return isUuid(organizationId) && isUuid(id) ? storedById.get({ organizationId: organizationId.toLowerCase(), id: id.toLowerCase() }) : null;
      const rows = await storedLinks(tx)
        .where(and(eq(links.organizationId, organizationId), eq(links.id, id)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Many links with their SIMs, removed or not, by id (absent ids are left out). */
    async findStoredMany(organizationId: string, ids: readonly string[], tx: Executor = db): Promise<StoredLink[]> {
      if (ids.length === 0) return [];
      return storedLinks(tx).where(and(eq(links.organizationId, organizationId), sql`${links.id} = ANY (${sql.param([...ids])}::uuid[])`));
    },

    /** The live link the SIM is bound to, if any. */
    async liveLinkOfSim(organizationId: string, simId: string, tx: Executor = db): Promise<{ id: string; name: string | null } | null> {
      const rows = await tx
        .select({ id: links.id, name: links.name })
        .from(links)
        .where(and(eq(links.organizationId, organizationId), eq(links.simId, simId), ne(links.status, 'removed')))
        .limit(1);
      return rows[0] ?? null;
    },

    async insert(row: NewLink, tx: Executor = db): Promise<LinkRow> {
      const r = {
        organization_id: row.organizationId,
        id: row.id,
        name: row.name ?? null,
        status: row.status,
        sim_id: row.simId ?? null,
        provider: row.provider,
        upstream_endpoint_id: row.upstreamEndpointId ?? null,
        compatibility_zones: row.compatibilityZones ?? null,
        barred_network_types: row.barredNetworkTypes ?? null,
        imei_lock: row.imeiLock ?? null,
        sponsor_profile: row.sponsorProfile ?? null,
        lpa_profile: row.lpaProfile ?? null,
        activation_count: row.activationCount ?? null,
      };
      const rows = await query<Record<string, unknown>>(
        tx,
        insertLinksSql(sql`SELECT * FROM jsonb_to_recordset(${keyList([r])}) AS r(
          organization_id uuid, id uuid, name text, status text, sim_id uuid, provider text, upstream_endpoint_id text, compatibility_zones text[],
          barred_network_types text[], imei_lock text, sponsor_profile text, lpa_profile text, activation_count int)`),
      );
      return decodeRow(links, rows[0] as Record<string, unknown>);
    },

    /** Applies the patch to a live link in the expected state; null when there is none. */
    async update(organizationId: string, id: string, patch: LinkPatch, expect: LinkExpectation = {}, tx: Executor = db): Promise<LinkRow | null> {
      const { removed, ...columns } = patch;
      const rows = await tx
        .update(links)
        .set({ ...columns, updatedAt: sql`now()`, ...(removed && { status: 'removed', removedAt: sql`now()` }) })
        .where(and(eq(links.organizationId, organizationId), eq(links.id, id), ne(links.status, 'removed'), ...expectationOf(expect)))
        .returning();
      return rows[0] ?? null;
    },

    /**
     * Moves many live links from one status to another in one statement (what `update`
     * does for one link with `{ status: to }` expecting `{ status: from }`); answers the
     * ids it changed. A link not in `from` any more is left as it is.
     *
     * The links are found by primary key whatever the statistics say: the status is
     * compared with IS NOT DISTINCT FROM (the same test, status being NOT NULL), which no
     * index can serve. With `=`, statistics that are stale after a big status change (a
     * bulk task has just moved thousands of links) can make the (organization, status)
     * index look selective, and every batch would scan all the links in `from`.
     */
    async setStatusMany(organizationId: string, ids: readonly string[], from: LinkStatus, to: 'active' | 'suspended', tx: Executor = db): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      // Bulk tasks run it for every batch: prepared once per connection.
      const rows = await queryNamed<{ id: string }>(
        tx,
        'links_set_status_many',
        sql`WITH moved AS (
              UPDATE links SET status = ${to}, updated_at = now()
              WHERE organization_id = ${organizationId}::uuid AND id = ANY (${sql.param([...ids])}::uuid[])
                AND status IS NOT DISTINCT FROM ${from} AND removed_at IS NULL
              RETURNING id, sim_id
            ), sims_moved AS (
              -- A bound SIM's status follows its link's (lifecycle simFollows).
              UPDATE sims s SET status = ${to}, updated_at = now()
              FROM moved WHERE s.organization_id = ${organizationId}::uuid AND s.id = moved.sim_id AND s.status IS DISTINCT FROM ${to}
            )
            SELECT id FROM moved`,
      );
      return new Set(rows.map((r) => r.id));
    },

    /**
     * Stores a live connectivity reading of a live link. The reading is a cache of the
     * provider's state, re-read on the next detail request, so its commit does not wait
     * for the WAL flush (synchronous_commit off for this one statement's transaction):
     * a crash can lose the last readings, never consistency, and a read stays a read.
     */
    async storeNetwork(organizationId: string, id: string, network: NetworkColumns, tx: Executor = db): Promise<LinkRow | null> {
      const rows = await tx
        .update(links)
        .set({ ...network, networkRefreshedAt: sql`now()` })
        .from(sql`(SELECT set_config('synchronous_commit', 'off', true)) AS relaxed_commit`)
        .where(and(eq(links.organizationId, organizationId), eq(links.id, id), ne(links.status, 'removed')))
        .returning();
      return (rows[0] as LinkRow | undefined) ?? null;
    },

    /**
     * The readings of several live links, in one statement (as storeNetwork, for the
     * refreshes of many requests at once). Answers when each stored reading was taken,
     * by link; a link that is gone or removed is absent.
     */
    async storeNetworks(readings: ReadonlyArray<{ organizationId: string; id: string; network: NetworkColumns }>): Promise<Map<string, Date>> {
      const list = JSON.stringify(
        readings.map(({ organizationId, id, network: n }) => ({
          organization_id: organizationId,
          id,
          connected: n.networkConnected,
          rat: n.networkRat,
          operator_id: n.networkOperatorId,
          country: n.networkCountry,
          last_seen_at: n.networkLastSeenAt?.toISOString() ?? null,
        })),
      );
      const rows = await queryNamed<{ id: string; refreshed: unknown }>(
        db,
        'links_store_networks',
        sql`UPDATE links l
            SET network_connected = v.connected, network_rat = v.rat, network_operator_id = v.operator_id,
                network_country = v.country, network_last_seen_at = v.last_seen_at, network_refreshed_at = now()
            FROM jsonb_to_recordset(${list}::jsonb)
                   AS v(organization_id uuid, id uuid, connected boolean, rat text, operator_id uuid, country text, last_seen_at timestamptz),
                 (SELECT set_config('synchronous_commit', 'off', true)) AS relaxed_commit
            WHERE l.organization_id = v.organization_id AND l.id = v.id AND l.status <> 'removed'
            RETURNING l.id, l.network_refreshed_at AS refreshed`,
      );
      return new Map(rows.map((r) => [r.id, r.refreshed instanceof Date ? r.refreshed : new Date(String(r.refreshed))]));
    },
  };
}

export type LinksRepo = ReturnType<typeof createLinksRepo>;
