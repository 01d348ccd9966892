import { and, asc, count, eq, sql } from 'drizzle-orm';
import { decodeRow, type Executor, query } from '../../db/client.ts';
import { apiClients, authFailures, signingKeys } from './clients.tables.ts';

export type ClientRow = typeof apiClients.$inferSelect;
export type SigningKeyRow = typeof signingKeys.$inferSelect;

/** The advisory lock that orders rotations and retirements of signing keys. */
const SIGNING_KEYS_LOCK = 724463;

export function createClientsRepo(db: Executor) {
  return {
    async find(clientId: string): Promise<ClientRow | null> {
      const rows = await db.select().from(apiClients).where(eq(apiClients.clientId, clientId)).limit(1);
      return rows[0] ?? null;
    },

    async insert(row: typeof apiClients.$inferInsert, tx: Executor = db): Promise<ClientRow> {
      const rows = await tx.insert(apiClients).values(row).returning();
      return rows[0] as ClientRow;
    },

    async listByOrganization(organizationId: string): Promise<ClientRow[]> {
      return db.select().from(apiClients).where(eq(apiClients.organizationId, organizationId)).orderBy(asc(apiClients.createdAt));
    },

    /** A page of an organisation's clients, oldest first, with their count. */
    async pageByOrganization(organizationId: string, limit: number, offset: number): Promise<{ rows: ClientRow[]; total: number }> {
      const own = eq(apiClients.organizationId, organizationId);
      const [rows, totals] = await Promise.all([
        db.select().from(apiClients).where(own).orderBy(asc(apiClients.createdAt), asc(apiClients.clientId)).limit(limit).offset(offset),
        db.select({ n: count() }).from(apiClients).where(own),
      ]);
      return { rows, total: Number(totals[0]?.n ?? 0) };
    },

    /**
     * Revokes the client (a revoked one keeps its first revocation time); answers it and
     * whether this call revoked it. Null for no such client (or one of another
     * organisation than `organizationId`, when given).
     */
    async revoke(clientId: string, tx: Executor = db, organizationId: string | null = null): Promise<{ client: ClientRow; revokedNow: boolean } | null> {
      const which = organizationId === null ? eq(apiClients.clientId, clientId) : and(eq(apiClients.clientId, clientId), eq(apiClients.organizationId, organizationId));
      const [before] = await tx.select({ revokedAt: apiClients.revokedAt }).from(apiClients).where(which).for('update');
      if (before === undefined) return null;
      const rows = await tx
        .update(apiClients)
        .set({ revokedAt: sql`coalesce(${apiClients.revokedAt}, now())` })
        .where(eq(apiClients.clientId, clientId))
        .returning();
      return rows[0] === undefined ? null : { client: rows[0], revokedNow: before.revokedAt === null };
    },

    /**
     * Counts one wrong secret for a client id from a source address in the current window
     * (a new window once the old one has passed), and answers until when that pair is
     * throttled once the count reaches the maximum (null below it). One statement, so
     * concurrent failures from several processes all count.
     */
    async recordFailure(clientId: string, source: string, maxFailures: number, windowSeconds: number): Promise<Date | null> {
      const rows = await query<{ locked_until: Date | string | null }>(db, sql`
        INSERT INTO auth_failures (client_id, source, window_start, failures, locked_until)
        VALUES (${clientId}, ${source}, now(), 1, CASE WHEN 1 >= ${maxFailures} THEN now() + make_interval(secs => ${windowSeconds}) END)
        ON CONFLICT (client_id, source) DO UPDATE SET
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

    /** Forgets the wrong secrets of a client id from one source (its right secret came). */
    async clearFailures(clientId: string, source: string): Promise<void> {
      await db.delete(authFailures).where(and(eq(authFailures.clientId, clientId), eq(authFailures.source, source)));
    },

    /**
     * Deletes up to `limit` counts whose window has passed (the next wrong secret would
     * start a new one, so they no longer change any answer); answers how many. The
     * condition is checked again on each row, so a count a wrong secret renewed meanwhile stays.
     */
    async pruneFailures(windowSeconds: number, limit: number): Promise<number> {
      const stale = sql`window_start < now() - make_interval(secs => ${windowSeconds})`;
      const rows = await query<{ client_id: string }>(db, sql`
        DELETE FROM auth_failures WHERE (client_id, source) IN (
          SELECT client_id, source FROM auth_failures WHERE ${stale} LIMIT ${limit}::int
        ) AND ${stale} RETURNING client_id`);
      return rows.length;
    },

    /** Every signing key, with the database's clock (ms) read in the same statement. */
    async signingKeysWithNow(): Promise<{ rows: SigningKeyRow[]; now: number }> {
      const raw = await query<Record<string, unknown> & { db_now_ms: string | number }>(
        db,
        sql`SELECT k.*, (extract(epoch FROM n.at) * 1000)::bigint AS db_now_ms FROM (SELECT now() AS at) n LEFT JOIN signing_keys k ON true`,
      );
      return {
        rows: raw.filter((r) => r.kid !== null).map((r) => decodeRow(signingKeys, r)),
        now: Number(raw[0]?.db_now_ms ?? Date.now()),
      };
    },

    async insertSigningKey(row: typeof signingKeys.$inferInsert): Promise<void> {
      await db.insert(signingKeys).values(row).onConflictDoNothing();
    },

    /**
     * A rotation: the new key, signing `activateInSeconds` from now; keys still waiting to
     * sign after it never will, and retire now. Rotations and retirements take one lock,
     * so each sees the others' keys, and read the clock once they hold it (`now()` is
     * the transaction's start, which may come before another's commit).
     */
    async rotateSigningKey(row: { kid: string; alg: string; publicJwk: unknown; privateJwk: unknown }, activateInSeconds: number): Promise<SigningKeyRow> {
      return db.transaction(async (tx) => {
        await query(tx, sql`SELECT pg_advisory_xact_lock(${SIGNING_KEYS_LOCK})`);
        const rows = await query<Record<string, unknown>>(tx, sql`
          WITH t AS (SELECT clock_timestamp() AS at),
          new_key AS (
            INSERT INTO signing_keys (kid, alg, public_jwk, private_jwk, created_at, activates_at)
            SELECT ${row.kid}, ${row.alg}, ${JSON.stringify(row.publicJwk)}::jsonb, ${JSON.stringify(row.privateJwk)}::jsonb,
                   t.at, t.at + make_interval(secs => ${activateInSeconds})
            FROM t
            RETURNING *
          ), superseded AS (
            UPDATE signing_keys k SET retired_at = t.at
            FROM new_key n, t
            WHERE k.activates_at > n.activates_at AND (k.retired_at IS NULL OR k.retired_at > t.at)
          )
          SELECT * FROM new_key`);
        return decodeRow(signingKeys, rows[0] as Record<string, unknown>);
      });
    },

    /**
     * Retires a key now, unless it is the key that signs now (its process would have
     * nothing else to sign with): 'signer'. 'already' when it was retired before.
     */
    async retireSigningKey(kid: string): Promise<'retired' | 'already' | 'signer' | 'not_found'> {
      return db.transaction(async (tx) => {
        await query(tx, sql`SELECT pg_advisory_xact_lock(${SIGNING_KEYS_LOCK})`);
        const [row] = await query<{ found: boolean; retired: boolean; signs: boolean }>(tx, sql`
          WITH t AS (SELECT clock_timestamp() AS at),
          signer AS (
            SELECT s.kid FROM signing_keys s, t
            WHERE s.activates_at <= t.at AND (s.retired_at IS NULL OR s.retired_at > t.at)
            ORDER BY s.activates_at DESC, s.kid DESC LIMIT 1
          ), retired AS (
            UPDATE signing_keys k SET retired_at = t.at
            FROM t
            WHERE k.kid = ${kid} AND (k.retired_at IS NULL OR k.retired_at > t.at) AND k.kid IS DISTINCT FROM (SELECT kid FROM signer)
            RETURNING k.kid
          )
          SELECT EXISTS (SELECT 1 FROM signing_keys WHERE kid = ${kid}) AS found,
                 EXISTS (SELECT 1 FROM retired) AS retired,
                 EXISTS (SELECT 1 FROM signer WHERE kid = ${kid}) AS signs`);
        if (row === undefined || !row.found) return 'not_found';
        return row.retired ? 'retired' : row.signs ? 'signer' : 'already';
      });
    },
  };
}

export type ClientsRepo = ReturnType<typeof createClientsRepo>;
