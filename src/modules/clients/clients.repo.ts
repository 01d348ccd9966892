import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { type Executor, query } from '../../db/client.ts';
import { apiClients, authFailures, signingKeys } from './clients.tables.ts';

export type ClientRow = typeof apiClients.$inferSelect;
export type SigningKeyRow = typeof signingKeys.$inferSelect;

export function createClientsRepo(db: Executor) {
  return {
    async find(clientId: string): Promise<ClientRow | null> {
      const rows = await db.select().from(apiClients).where(eq(apiClients.clientId, clientId)).limit(1);
      return rows[0] ?? null;
    },

    async insert(row: typeof apiClients.$inferInsert): Promise<ClientRow> {
      const rows = await db.insert(apiClients).values(row).returning();
      return rows[0] as ClientRow;
    },

    async listByOrganization(organizationId: string): Promise<ClientRow[]> {
      return db.select().from(apiClients).where(eq(apiClients.organizationId, organizationId)).orderBy(asc(apiClients.createdAt));
    },

    async revoke(clientId: string): Promise<ClientRow | null> {
      const rows = await db
        .update(apiClients)
        .set({ revokedAt: sql`coalesce(${apiClients.revokedAt}, now())` })
        .where(eq(apiClients.clientId, clientId))
        .returning();
      return rows[0] ?? null;
    },

    async lockedUntil(clientId: string): Promise<Date | null> {
      const rows = await db
        .select({ lockedUntil: authFailures.lockedUntil })
        .from(authFailures)
        .where(and(eq(authFailures.clientId, clientId), sql`${authFailures.lockedUntil} > now()`));
      return rows[0]?.lockedUntil ?? null;
    },

    /**
     * Counts one failed attempt in the current window (a new window once the old one
     * has passed) and locks the client id once the count reaches the maximum. One
     * statement, so concurrent failures from several processes all count.
     */
    async recordFailure(clientId: string, maxFailures: number, windowSeconds: number): Promise<Date | null> {
      const rows = await query<{ locked_until: Date | string | null }>(db, sql`
        INSERT INTO auth_failures (client_id, window_start, failures, locked_until)
        VALUES (${clientId}, now(), 1, CASE WHEN 1 >= ${maxFailures} THEN now() + make_interval(secs => ${windowSeconds}) END)
        ON CONFLICT (client_id) DO UPDATE SET
          window_start = CASE WHEN auth_failures.window_start < now() - make_interval(secs => ${windowSeconds})
                              THEN now() ELSE auth_failures.window_start END,
          failures = CASE WHEN auth_failures.window_start < now() - make_interval(secs => ${windowSeconds})
                          THEN 1 ELSE auth_failures.failures + 1 END,
          locked_until = CASE
            WHEN (CASE WHEN auth_failures.window_start < now() - make_interval(secs => ${windowSeconds})
                       THEN 1 ELSE auth_failures.failures + 1 END) >= ${maxFailures}
            THEN now() + make_interval(secs => ${windowSeconds})
            ELSE NULL END
        RETURNING locked_until`);
      const v = rows[0]?.locked_until ?? null;
      return v === null ? null : new Date(v);
    },

    async clearFailures(clientId: string): Promise<void> {
      await db.delete(authFailures).where(eq(authFailures.clientId, clientId));
    },

    async activeSigningKeys(): Promise<SigningKeyRow[]> {
      return db.select().from(signingKeys).where(isNull(signingKeys.retiredAt)).orderBy(asc(signingKeys.createdAt), asc(signingKeys.kid));
    },

    async insertSigningKey(row: typeof signingKeys.$inferInsert): Promise<void> {
      await db.insert(signingKeys).values(row).onConflictDoNothing();
    },
  };
}

export type ClientsRepo = ReturnType<typeof createClientsRepo>;
