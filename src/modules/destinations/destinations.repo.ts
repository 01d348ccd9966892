// Every query of event destinations; organisation first.

import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { eventDestinations } from './destinations.tables.ts';

export type DestinationRow = typeof eventDestinations.$inferSelect;

const ms = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** A destination row of `alias` as the API shows it (destinationView), built in SQL for an event's `data`. */
export function destinationJsonSql(alias: string): SQL {
  const c = (name: string) => sql.raw(`${alias}.${name}`);
  return sql`jsonb_build_object('id', ${c('id')}, 'url', ${c('url')}, 'event_types', to_jsonb(${c('event_types')}), 'description', ${c('description')},
    'enabled', ${c('enabled')}, 'disabled_reason', ${c('disabled_reason')}, 'created_at', ${ms(`${alias}.created_at`)}, 'updated_at', ${ms(`${alias}.updated_at`)})`;
}

export function createDestinationsRepo(db: Executor) {
  const byId = (organizationId: string, id: string) => and(eq(eventDestinations.organizationId, organizationId), eq(eventDestinations.id, id));

  return {
    async insert(row: { organizationId: string; id: string; url: string; secret: string; eventTypes: string[]; description: string | null }, tx: Executor = db): Promise<DestinationRow> {
      const [created] = await tx.insert(eventDestinations).values(row).returning();
      return created as DestinationRow;
    },

    async find(organizationId: string, id: string, tx: Executor = db): Promise<DestinationRow | null> {
      const rows = await tx.select().from(eventDestinations).where(byId(organizationId, id));
      return rows[0] ?? null;
    },

    async list(organizationId: string, limit: number, offset: number): Promise<{ rows: DestinationRow[]; total: number }> {
      const where = eq(eventDestinations.organizationId, organizationId);
      const [rows, totals] = await Promise.all([
        db.select().from(eventDestinations).where(where).orderBy(desc(eventDestinations.createdAt), desc(eventDestinations.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(eventDestinations).where(where),
      ]);
      return { rows, total: Number(totals[0]?.n ?? 0) };
    },

    async update(
      organizationId: string,
      id: string,
      set: Partial<Pick<DestinationRow, 'url' | 'eventTypes' | 'description' | 'enabled' | 'disabledReason'>>,
      tx: Executor = db,
    ): Promise<DestinationRow | null> {
      const rows = await tx
        .update(eventDestinations)
        .set({ ...set, updatedAt: sql`now()` })
        .where(byId(organizationId, id))
        .returning();
      return rows[0] ?? null;
    },

    async remove(organizationId: string, id: string): Promise<boolean> {
      const rows = await db.delete(eventDestinations).where(byId(organizationId, id)).returning({ id: eventDestinations.id });
      return rows.length > 0;
    },
  };
}

export type DestinationsRepo = ReturnType<typeof createDestinationsRepo>;
