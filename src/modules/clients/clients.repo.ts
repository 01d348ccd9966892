import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { decodeRow, type Executor, query } from '../../db/client.ts';
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

    /** Keys not retired yet (the pending ones included): what processes load and the JWKS publishes. */
    async liveSigningKeys(): Promise<SigningKeyRow[]> {
      return db
        .select()
        .from(signingKeys)
        .where(sql`${signingKeys.retiredAt} IS NULL OR ${signingKeys.retiredAt} > now()`)
        .orderBy(desc(signingKeys.activatesAt), desc(signingKeys.kid));
    },

    /** Every key, retired ones included, newest activation first. */
    async allSigningKeys(): Promise<SigningKeyRow[]> {
      return db.select().from(signingKeys).orderBy(desc(signingKeys.activatesAt), desc(signingKeys.kid));
    },

    async findSigningKey(kid: string): Promise<SigningKeyRow | null> {
      const rows = await db.select().from(signingKeys).where(eq(signingKeys.kid, kid)).limit(1);
      return rows[0] ?? null;
    },

    async insertSigningKey(row: typeof signingKeys.$inferInsert): Promise<void> {
      await db.insert(signingKeys).values(row).onConflictDoNothing();
    },

    /**
     * A rotation, in one statement: the new key, signing `activateInSeconds` from now;
     * every other live key retires `retireAfterSeconds` after that (the tokens it signed
     * until then have expired), except keys still waiting to sign after the new one, which
     * never signed and retire now.
     */
    async rotateSigningKey(row: { kid: string; alg: string; publicJwk: unknown; privateJwk: unknown }, activateInSeconds: number, retireAfterSeconds: number): Promise<SigningKeyRow> {
      const rows = await query<Record<string, unknown>>(db, sql`
        WITH new_key AS (
          INSERT INTO signing_keys (kid, alg, public_jwk, private_jwk, activates_at)
          VALUES (${row.kid}, ${row.alg}, ${JSON.stringify(row.publicJwk)}::jsonb, ${JSON.stringify(row.privateJwk)}::jsonb,
                  now() + make_interval(secs => ${activateInSeconds}))
          RETURNING *
        ), superseded AS (
          UPDATE signing_keys k
          SET retired_at = CASE WHEN k.activates_at > n.activates_at THEN now()
                                ELSE LEAST(COALESCE(k.retired_at, 'infinity'), n.activates_at + make_interval(secs => ${retireAfterSeconds})) END
          FROM new_key n
          WHERE k.retired_at IS NULL OR k.retired_at > now()
        )
        SELECT * FROM new_key`);
      return decodeRow(signingKeys, rows[0] as Record<string, unknown>);
    },

    /**
     * Retires a live key now, unless it is the key that signs now (a process would have
     * nothing to sign with). Null when nothing was retired: no such key, retired already,
     * or the signer.
     */
    async retireSigningKey(kid: string): Promise<SigningKeyRow | null> {
      const rows = await query<Record<string, unknown>>(db, sql`
        UPDATE signing_keys SET retired_at = now()
        WHERE kid = ${kid} AND (retired_at IS NULL OR retired_at > now())
          AND kid IS DISTINCT FROM (
            SELECT s.kid FROM signing_keys s
            WHERE s.activates_at <= now() AND (s.retired_at IS NULL OR s.retired_at > now())
            ORDER BY s.activates_at DESC, s.kid DESC LIMIT 1)
        RETURNING *`);
      return rows[0] === undefined ? null : decodeRow(signingKeys, rows[0]);
    },
  };
}

export type ClientsRepo = ReturnType<typeof createClientsRepo>;
