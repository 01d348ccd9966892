// Helpers for events whose rows a caller's statement builds in SQL (events.writer.ts,
// fromSelect). No import of the catalogue: modules that define types use them.

import { type SQL, sql } from 'drizzle-orm';
import type { EventOrigin } from './events.origin.ts';

/** A timestamp as the API writes it (Date.toISOString: UTC, milliseconds), for `data` built in SQL; null stays null. */
export const isoSql = (at: SQL): SQL => sql`to_char(${at} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** An origin as the columns of a row of a batch (`fromSelect` with `'selected'`): source, actor, request_id. */
export const originOf = (o: EventOrigin) => ({ source: o.source, actor: o.actor, request_id: o.requestId });
