import { asc, count, eq, sql } from 'drizzle-orm';
import { decodeRow, type Executor, keyList, queryNamed } from '../../db/client.ts';
import { createGroupRead } from '../../lib/group-read.ts';
import { isUuid } from '../../lib/uuid.ts';
import { organizations } from './organizations.tables.ts';

export type OrganizationRow = typeof organizations.$inferSelect;

export function createOrganizationsRepo(db: Executor) {
  // The hottest read of the platform (GET /org, every guard cache miss). Reads that
  // arrive together are made together (src/lib/group-read.ts) by one named statement:
  // its keys are one jsonb parameter (see keyList), so PostgreSQL plans it once per
  // connection instead of on every call, and it builds no query through drizzle.
  const byId = createGroupRead<string, OrganizationRow>(
    async (ids) =>
      (
        await queryNamed<Record<string, unknown>>(
          db,
          'organizations_by_id',
          sql`SELECT o.* FROM jsonb_array_elements_text(${keyList(ids)}) AS k(id)
              CROSS JOIN LATERAL (SELECT * FROM organizations WHERE id = k.id::uuid LIMIT 1) o`,
        )
      ).map((raw) => {
        const row = decodeRow(organizations, raw);
        return { key: row.id, row };
      }),
    (id) => id,
  );

  return {
    /**
     * Takes up to `want` requests of the organisation's current minute (by the database's
     * clock), never past `limit`, in one statement, so processes that claim at once share
     * the minute exactly. Answers the minute's start, what was taken (0 when it is spent)
     * and the database's clock, all in ms.
     */
    async claimRequests(organizationId: string, want: number, limit: number): Promise<{ windowStart: number; granted: number; now: number }> {
      const rows = await queryNamed<{ window_ms: string | number; granted: number; now_ms: string | number }>(
        db,
        'rate_limit_claim',
        sql`INSERT INTO rate_limit_windows AS w (organization_id, window_start, used, granted)
            VALUES (${organizationId}, date_trunc('minute', now()), LEAST(${want}::int, ${limit}::int), LEAST(${want}::int, ${limit}::int))
            ON CONFLICT (organization_id) DO UPDATE SET
              window_start = GREATEST(w.window_start, EXCLUDED.window_start),
              used = CASE WHEN w.window_start < EXCLUDED.window_start THEN EXCLUDED.used
                          ELSE GREATEST(w.used, LEAST(w.used + ${want}::int, ${limit}::int)) END,
              granted = CASE WHEN w.window_start < EXCLUDED.window_start THEN EXCLUDED.used
                             ELSE GREATEST(0, LEAST(w.used + ${want}::int, ${limit}::int) - w.used) END
            RETURNING (extract(epoch FROM window_start) * 1000)::bigint AS window_ms, granted, (extract(epoch FROM now()) * 1000)::bigint AS now_ms`,
      );
      const row = rows[0] as { window_ms: string | number; granted: number; now_ms: string | number };
      return { windowStart: Number(row.window_ms), granted: Number(row.granted), now: Number(row.now_ms) };
    },

    async find(id: string, tx: Executor = db): Promise<OrganizationRow | null> {
      // A text that is no UUID names no row, and must not fail the statement it would share.
      if (tx === db) return isUuid(id) ? byId.get(id.toLowerCase()) : null;
      const rows = await tx.select().from(organizations).where(eq(organizations.id, id)).limit(1);
      return rows[0] ?? null;
    },

    async insert(row: typeof organizations.$inferInsert, tx: Executor = db): Promise<OrganizationRow> {
      const rows = await tx.insert(organizations).values(row).returning();
      return rows[0] as OrganizationRow;
    },

    async list(page: { limit: number; offset: number }): Promise<{ rows: OrganizationRow[]; total: number }> {
      const [rows, totals] = await Promise.all([
        db.select().from(organizations).orderBy(asc(organizations.createdAt), asc(organizations.id)).limit(page.limit).offset(page.offset),
        db.select({ n: count() }).from(organizations),
      ]);
      return { rows, total: Number(totals[0]?.n ?? 0) };
    },

    async update(id: string, patch: Partial<typeof organizations.$inferInsert>, tx: Executor = db): Promise<OrganizationRow | null> {
      const rows = await tx
        .update(organizations)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(organizations.id, id))
        .returning();
      return rows[0] ?? null;
    },
  };
}

export type OrganizationsRepo = ReturnType<typeof createOrganizationsRepo>;
