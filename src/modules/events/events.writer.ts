// The event writer: an outbox. An event is written by a statement of the transaction
// that makes the change it reports, so a change that rolls back leaves no event, and a
// batch of changes writes all its events in one statement. The source, the actor and
// the request id are the caller's origin (events.origin.ts), passed along from the route
// or the job that made the change. See docs/events.md#emitting-events.

import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, keyList, query } from '../../db/client.ts';
import { type EventData, type EventPrevious, type EventType, eventTypes } from './events.catalogue.ts';
import type { EventOrigin } from './events.origin.ts';

/** One event to write: the change, not who made it (that is the writer's `origin`). */
export interface NewEvent<T extends EventType = EventType> {
  organizationId: string;
  type: T;
  /** The id of the resource the event is about (its `resource.id`). */
  resourceId: string;
  data: EventData<T>;
  previous: EventPrevious<T>;
}

/** Any event of the catalogue, typed by its `type`. */
export type AnyNewEvent = { [T in EventType]: NewEvent<T> }[EventType];

/** The columns a SELECT composed by `fromSelect` must answer, in any order. */
export const eventSelectColumns = ['organization_id', 'type', 'resource_id', 'data', 'previous'] as const;

const insertHead = sql`INSERT INTO events (organization_id, id, type, source, actor, request_id, resource_type, resource_id, data, previous)`;

export function createEventWriter() {
  const originColumns = (origin: EventOrigin) => sql`${origin.source}::text, ${JSON.stringify(origin.actor)}::jsonb, ${origin.requestId}::text`;

  /**
   * The INSERT of these events (null for none), for a caller to run or to compose as a
   * CTE, all made by `origin`.
   */
  function insertSql(events: readonly AnyNewEvent[], origin: EventOrigin): SQL | null {
    if (events.length === 0) return null;
    const rows = events.map((e, n) => ({
      n,
      organization_id: e.organizationId,
      id: randomUUID(),
      type: e.type,
      resource_type: eventTypes[e.type].resource,
      resource_id: e.resourceId,
      data: e.data,
      previous: e.previous ?? null,
    }));
    // Ordered by `n`: the events take their `sequence` in the caller's order.
    return sql`${insertHead}
      SELECT r.organization_id, r.id, r.type, ${originColumns(origin)}, r.resource_type, r.resource_id, r.data, r.previous
      FROM jsonb_to_recordset(${keyList(rows)})
        AS r(n int, organization_id uuid, id uuid, type text, resource_type text, resource_id text, data jsonb, previous jsonb)
      ORDER BY r.n`;
  }

  return {
    /**
     * Writes the events in `tx`, the transaction of the change they report, in one
     * statement however many there are, as made by `origin`.
     */
    async write(tx: Executor, events: AnyNewEvent | readonly AnyNewEvent[], origin: EventOrigin): Promise<void> {
      const statement = insertSql(Array.isArray(events) ? (events as AnyNewEvent[]) : [events as AnyNewEvent], origin);
      if (statement !== null) await query(tx, statement);
    },

    insertSql,

    /**
     * The INSERT of events of type `type` built in SQL from the caller's own rows, to
     * compose into its statement: `select` answers one row per event with the columns
     * organization_id, resource_id, data (jsonb) and previous (jsonb or null), e.g. from
     * the RETURNING of the caller's UPDATE in an earlier CTE. With origin `'selected'`
     * (a batch of several requests' changes), `select` answers each row's origin too:
     * source (text), actor (jsonb) and request_id (text), e.g. from `originOf`.
     */
    fromSelect(type: EventType, select: SQL, origin: EventOrigin | 'selected'): SQL {
      const originSql = origin === 'selected' ? sql`s.source::text, s.actor::jsonb, s.request_id::text` : originColumns(origin);
      return sql`${insertHead}
        SELECT s.organization_id, gen_random_uuid(), ${type}::text, ${originSql}, ${eventTypes[type].resource}::text, s.resource_id::text, s.data, s.previous
        FROM (${select}) AS s`;
    },

    /**
     * fromSelect for events of several types in one INSERT: a statement that writes
     * events of several kinds (a purchase's completion) opens the table, its indexes and
     * its check once instead of once per type. Each part's `select` answers the columns
     * fromSelect's does; the parts' events are inserted, and take their `sequence`, in
     * the order of `parts` (the branches of one UNION ALL).
     */
    fromSelects(parts: ReadonlyArray<{ type: EventType; select: SQL }>, origin: EventOrigin | 'selected'): SQL {
      const originSql = (x: SQL) => (origin === 'selected' ? sql`${x}.source::text, ${x}.actor::jsonb, ${x}.request_id::text` : originColumns(origin));
      const branches = parts.map(
        ({ type, select }) =>
          sql`SELECT x.organization_id, ${type}::text AS type, ${originSql(sql`x`)}, ${eventTypes[type].resource}::text AS resource_type, x.resource_id::text, x.data, x.previous
              FROM (${select}) AS x`,
      );
      return sql`${insertHead}
        SELECT s.organization_id, gen_random_uuid(), s.type, s.source, s.actor, s.request_id, s.resource_type, s.resource_id, s.data, s.previous
        FROM (${sql.join(branches, sql` UNION ALL `)}) AS s(organization_id, type, source, actor, request_id, resource_type, resource_id, data, previous)`;
    },
  };
}

export type EventWriter = ReturnType<typeof createEventWriter>;
