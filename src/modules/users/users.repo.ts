import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { type Executor, query } from '../../db/client.ts';
import { users, userSessions } from './users.tables.ts';

export type UserRow = typeof users.$inferSelect;

/** How long a session lives without use, and at most (docs/authentication.md#signing-in). */
export const SESSION_IDLE_SECONDS = 12 * 3600;
export const SESSION_MAX_SECONDS = 7 * 24 * 3600;
/** A session's last use is written at most this often, so reads do not each write a row. */
const TOUCH_EVERY_SECONDS = 60;

/** A live session with its user, as a request resolves it. */
export interface SessionView {
  sessionId: string;
  userId: string;
  organizationId: string;
  email: string;
  role: string;
  expiresAt: Date;
}

const liveSession = sql`s.expires_at > now() AND s.last_seen_at > now() - make_interval(secs => ${SESSION_IDLE_SECONDS})`;

export function createUsersRepo(db: Executor) {
  return {
    async insert(row: typeof users.$inferInsert, tx: Executor = db): Promise<UserRow> {
      const rows = await tx.insert(users).values(row).returning();
      return rows[0] as UserRow;
    },

    /** A user not removed, of this organisation when one is given (another's is none). */
    async find(id: string, organizationId: string | null = null, tx: Executor = db): Promise<UserRow | null> {
      const rows = await tx
        .select()
        .from(users)
        .where(and(eq(users.id, id), isNull(users.removedAt), organizationId === null ? undefined : eq(users.organizationId, organizationId)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** A page of an organisation's users not removed, oldest first, with their count. */
    async pageByOrganization(organizationId: string, limit: number, offset: number): Promise<{ rows: UserRow[]; total: number }> {
      const live = and(eq(users.organizationId, organizationId), isNull(users.removedAt));
      const [rows, totals] = await Promise.all([
        db.select().from(users).where(live).orderBy(asc(users.createdAt), asc(users.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(users).where(live),
      ]);
      return { rows, total: Number(totals[0]?.n ?? 0) };
    },

    /**
     * Locks the organisation's admin users not removed, in `tx`, and answers their ids:
     * a transaction that then demotes or removes one of them knows how many remain, and
     * a concurrent one waits and sees its change (docs/authentication.md#an-organisations-own-users-and-api-clients).
     */
    async lockAdmins(organizationId: string, tx: Executor): Promise<string[]> {
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.organizationId, organizationId), eq(users.role, 'admin'), isNull(users.removedAt)))
        .orderBy(asc(users.id))
        .for('update');
      return rows.map((r) => r.id);
    },

    async setRole(id: string, role: string, tx: Executor): Promise<UserRow | null> {
      const rows = await tx.update(users).set({ role }).where(and(eq(users.id, id), isNull(users.removedAt))).returning();
      return rows[0] ?? null;
    },

    /** Stores the hash of a new password-reset token (replacing any earlier one) of a user not removed. */
    async setReset(id: string, resetHash: string, expiresAt: Date): Promise<UserRow | null> {
      const rows = await db.update(users).set({ resetHash, resetExpiresAt: expiresAt }).where(and(eq(users.id, id), isNull(users.removedAt))).returning();
      return rows[0] ?? null;
    },

    /**
     * Sets the password of the user whose live reset has this hash and uses the reset up
     * (and any invitation), then ends every session of theirs, in `tx`.
     */
    async acceptReset(resetHash: string, passwordHash: string, tx: Executor): Promise<UserRow | null> {
      const rows = await tx
        .update(users)
        .set({ passwordHash, resetHash: null, resetExpiresAt: null, invitationHash: null, invitationExpiresAt: null })
        .where(and(eq(users.resetHash, resetHash), isNull(users.removedAt), sql`${users.resetExpiresAt} > now()`))
        .returning();
      const row = rows[0] ?? null;
      if (row !== null) await tx.delete(userSessions).where(eq(userSessions.userId, row.id));
      return row;
    },

    /** The users of an organisation not removed, oldest first. */
    async listByOrganization(organizationId: string): Promise<UserRow[]> {
      return db
        .select()
        .from(users)
        .where(and(eq(users.organizationId, organizationId), isNull(users.removedAt)))
        .orderBy(asc(users.createdAt), asc(users.id));
    },

    /** The user not removed with this email, whatever its case. */
    async findByEmail(email: string): Promise<UserRow | null> {
      const rows = await db
        .select()
        .from(users)
        .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.removedAt)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Marks a user removed and ends every session of theirs, in `tx`. */
    async remove(id: string, tx: Executor): Promise<UserRow | null> {
      const rows = await tx
        .update(users)
        .set({ removedAt: sql`now()`, invitationHash: null, invitationExpiresAt: null, resetHash: null, resetExpiresAt: null })
        .where(and(eq(users.id, id), isNull(users.removedAt)))
        .returning();
      const row = rows[0] ?? null;
      if (row !== null) await tx.delete(userSessions).where(eq(userSessions.userId, id));
      return row;
    },

    /**
     * Sets the password of the user whose live invitation has this hash, and uses the
     * invitation up (one statement: a second acceptance finds nothing).
     */
    async acceptInvitation(invitationHash: string, passwordHash: string): Promise<UserRow | null> {
      const rows = await db
        .update(users)
        .set({ passwordHash, invitationHash: null, invitationExpiresAt: null, resetHash: null, resetExpiresAt: null })
        .where(and(eq(users.invitationHash, invitationHash), isNull(users.removedAt), sql`${users.invitationExpiresAt} > now()`))
        .returning();
      return rows[0] ?? null;
    },

    async insertSession(row: { id: string; tokenHash: string; userId: string; organizationId: string }): Promise<Date> {
      const rows = await db
        .insert(userSessions)
        .values({ ...row, expiresAt: sql`now() + make_interval(secs => ${SESSION_MAX_SECONDS})` })
        .returning({ expiresAt: userSessions.expiresAt });
      return (rows[0] as { expiresAt: Date }).expiresAt;
    },

    /**
     * The live session of a token hash with its user (not removed), or null; records its
     * use (at most once a minute) in the same statement.
     */
    async resolveSession(tokenHash: string): Promise<SessionView | null> {
      const rows = await query<Record<string, unknown>>(db, sql`
        WITH s AS (
          SELECT s.id, s.user_id, s.organization_id, s.expires_at, u.email, u.role
          FROM user_sessions s JOIN users u ON u.id = s.user_id AND u.removed_at IS NULL
          WHERE s.token_hash = ${tokenHash} AND ${liveSession}
        ), touched AS (
          UPDATE user_sessions SET last_seen_at = now()
          WHERE id = (SELECT id FROM s) AND last_seen_at < now() - make_interval(secs => ${TOUCH_EVERY_SECONDS})
        )
        SELECT * FROM s`);
      const r = rows[0];
      if (r === undefined) return null;
      return {
        sessionId: String(r.id),
        userId: String(r.user_id),
        organizationId: String(r.organization_id),
        email: String(r.email),
        role: String(r.role),
        expiresAt: new Date(r.expires_at as string | Date),
      };
    },

    async deleteSession(tokenHash: string): Promise<{ id: string; userId: string } | null> {
      const rows = await db
        .delete(userSessions)
        .where(eq(userSessions.tokenHash, tokenHash))
        .returning({ id: userSessions.id, userId: userSessions.userId });
      return rows[0] ?? null;
    },

    /**
     * What the guard needs of a user's access token: the user as it is (a removed user
     * counts as revoked) and whether the session that minted the token is still live.
     */
    async tokenHolder(userId: string, sessionId: string): Promise<{ removedAt: Date | null; organizationId: string; role: string; sessionLive: boolean } | null> {
      const rows = await query<Record<string, unknown>>(db, sql`
        SELECT u.removed_at, u.organization_id, u.role,
               EXISTS (SELECT 1 FROM user_sessions s WHERE s.id = ${sessionId}::uuid AND s.user_id = u.id AND ${liveSession}) AS session_live
        FROM users u WHERE u.id = ${userId}`);
      const r = rows[0];
      if (r === undefined) return null;
      const removedAt = r.removed_at === null || r.removed_at === undefined ? null : new Date(r.removed_at as string | Date);
      return { removedAt, organizationId: String(r.organization_id), role: String(r.role), sessionLive: r.session_live === true };
    },
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
