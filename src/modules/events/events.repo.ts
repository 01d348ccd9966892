// Every query of the feed. Reads walk an index of (organization_id[, filter],
// created_at DESC, sequence DESC) newest first and stop after a page; the cursor is an
// event of the organisation, compared as the pair (created_at, sequence).

import { type SQL, sql } from 'drizzle-orm';
import { decodeRow, type Executor, query } from '../../db/client.ts';
import { isUuid } from '../../lib/uuid.ts';
import { eventTypeNames } from './events.catalogue.ts';
import { events } from './events.tables.ts';

export type EventRow = typeof events.$inferSelect;

export interface EventFilter {
  /** An exact type, or a prefix ending in a dot (`link.` for `link.*`). */
  type?: { exact: string } | { prefix: string };
  resourceId?: string;
  source?: string;
  createdAfter?: Date;
  createdBefore?: Date;
  /** The id of the event the page starts after (newest first). */
  startingAfter?: string;
}

export function createEventsRepo(db: Executor) {
  return {
    async find(organizationId: string, id: string, tx: Executor = db): Promise<EventRow | null> {
      if (!isUuid(id)) return null;
      const rows = await query<Record<string, unknown>>(tx, sql`SELECT * FROM events WHERE organization_id = ${organizationId}::uuid AND id = ${id}::uuid`);
      return rows[0] === undefined ? null : decodeRow(events, rows[0]);
    },

    /** Whether the organisation has this event (a cursor must name one). */
    async exists(organizationId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await query(db, sql`SELECT 1 FROM events WHERE organization_id = ${organizationId}::uuid AND id = ${id}::uuid`);
      return rows.length > 0;
    },

    /** Up to `limit` events newest first. */
    async list(organizationId: string, f: EventFilter, limit: number): Promise<EventRow[]> {
      const where: SQL[] = [sql`e.organization_id = ${organizationId}::uuid`];
      if (f.resourceId !== undefined) where.push(sql`e.resource_id = ${f.resourceId}`);
      if (f.source !== undefined) where.push(sql`e.source = ${f.source}`);
      if (f.createdAfter !== undefined) where.push(sql`e.created_at > ${f.createdAfter.toISOString()}::timestamptz`);
      if (f.createdBefore !== undefined) where.push(sql`e.created_at < ${f.createdBefore.toISOString()}::timestamptz`);
      if (f.startingAfter !== undefined) {
        // Compared in the database: a JavaScript Date would drop the microseconds.
        where.push(sql`(e.created_at, e.sequence) < (SELECT c.created_at, c.sequence FROM events c WHERE c.organization_id = ${organizationId}::uuid AND c.id = ${f.startingAfter}::uuid)`);
      }
      const page = (type: SQL | null) =>
        sql`SELECT e.* FROM events e WHERE ${sql.join(type === null ? where : [...where, type], sql` AND `)} ORDER BY e.created_at DESC, e.sequence DESC LIMIT ${limit}::int`;
      let statement: SQL;
      if (f.type === undefined) statement = page(null);
      else if ('exact' in f.type) statement = page(sql`e.type = ${f.type.exact}`);
      else if (f.resourceId !== undefined) statement = page(sql`starts_with(e.type, ${f.type.prefix})`);
      else {
        // A prefix over the whole feed: one walk of events_org_type_created_idx per type of
        // the catalogue it names, merged, so a first page costs the same however rare the
        // types are among the organisation's events (docs/events.md#reading-the-feed).
        const prefix = f.type.prefix;
        const types = eventTypeNames.filter((t) => t.startsWith(prefix));
        if (types.length === 0) return [];
        const walks = types.map((t) => sql`(${page(sql`e.type = ${t}`)})`);
        statement = sql`SELECT u.* FROM (${sql.join(walks, sql` UNION ALL `)}) AS u ORDER BY u.created_at DESC, u.sequence DESC LIMIT ${limit}::int`;
      }
      const rows = await query<Record<string, unknown>>(db, statement);
      return rows.map((r) => decodeRow(events, r));
    },

    /**
     * Deletes up to `limit` events older than `days` days (the database's clock); answers
     * how many. It walks each organisation's oldest events through the feed's own index
     * (organisation, created_at), so no index exists for retention alone and every event
     * written maintains one index fewer.
     */
    async prune(days: number, limit: number): Promise<number> {
      const rows = await query<{ id: string }>(
        db,
        sql`DELETE FROM events WHERE (organization_id, id) IN (
              SELECT e.organization_id, e.id FROM organizations o
              CROSS JOIN LATERAL (
                SELECT organization_id, id FROM events
                WHERE organization_id = o.id AND created_at < now() - make_interval(days => ${days}::int)
                ORDER BY created_at LIMIT ${limit}::int
              ) e
              LIMIT ${limit}::int
            ) RETURNING id`,
      );
      return rows.length;
    },
  };
}

export type EventsRepo = ReturnType<typeof createEventsRepo>;
