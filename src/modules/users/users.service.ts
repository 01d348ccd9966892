import { randomUUID } from 'node:crypto';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/driver-errors.ts';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/uuid.ts';
import { assertGrantable, type Role } from '../clients/clients.service.ts';
import type { EventOrigin } from '../events/events.origin.ts';
import type { UserEvents } from './users.events.ts';
import type { SessionView, UserRow, UsersRepo } from './users.repo.ts';
import { generateUserId, hashPassword, randomToken, sha256, verifyPassword } from './users.secrets.ts';

/** How long an invitation link works. */
export const INVITATION_SECONDS = 72 * 3600;
/** How long a password-reset link works. */
export const RESET_SECONDS = 3600;
/** The lifetime of an access token minted for a console session (at most TOKEN_TTL_SECONDS). */
export const CONSOLE_TOKEN_SECONDS = 900;

export interface UsersServiceDeps {
  db: Db;
  repo: UsersRepo;
  /** user.created, user.role_changed and user.removed, written in the transaction of the change. */
  events: UserEvents;
  organizationExists(id: string): Promise<boolean>;
  /** The token endpoint's count of wrong secrets (auth_failures), keyed here by `user:<email>`. */
  failures: {
    record(key: string, source: string, maxFailures: number, windowSeconds: number): Promise<Date | null>;
    clear(key: string, source: string): Promise<void>;
  };
  tokens: {
    mintForSession(input: { userId: string; organizationId: string; role: Role; sessionId: string; ttlSeconds: number }): Promise<{ accessToken: string; expiresIn: number }>;
  };
  config: { maxFailedAttempts: number; failureWindowSeconds: number };
  /** Called after a session was signed out, so caches of its tokens' holder forget it. */
  onSignOut(userId: string, sessionId: string): void;
  /** Tells in-process caches (the guard's) that a user was removed, changed role or lost their sessions. */
  onChange(userId: string): void;
}

/**
 * Who asks for a change on the organisation's own API (`/users`): the change must stay
 * in their organisation, grant no role above theirs, and keep an admin user.
 */
export interface Actor {
  organizationId: string;
  roles: readonly Role[];
}

/** A session as the console sees it: its user, its CSRF token and when it ends at the latest. */
export interface ConsoleSession extends SessionView {
  csrfToken: string;
}

const wrongCredentials = () => new AppError('unauthorized', 'wrong email or password');

/** The CSRF token of a session: derived from the session token, so nothing more is stored. */
export const csrfTokenOf = (sessionToken: string): string => sha256(`csrf:${sessionToken}`);

const failureKey = (email: string) => `user:${email.toLowerCase()}`;

export function createUsersService(deps: UsersServiceDeps) {
  const { repo } = deps;

  async function requireOrganization(id: string): Promise<void> {
    if (!(await deps.organizationExists(id))) throw notFound('organization', id);
  }

  /**
   * The actor's organisation's user `id` (404 otherwise), once the organisation's admin
   * users are locked; refuses a change that leaves it without one (`role` null: removal).
   */
  async function requireOwnAndKeepAdmin(id: string, actor: Actor, role: Role | null, tx: Tx): Promise<UserRow> {
    const admins = await repo.lockAdmins(actor.organizationId, tx);
    const user = await repo.find(id, actor.organizationId, tx);
    if (user === null) throw notFound('user', id);
    if (role !== 'admin' && admins.length === 1 && admins[0] === id) {
      throw invalid(`the organisation's last admin user cannot be ${role === null ? 'removed' : 'made a viewer'}: make another user admin first`, {
        entity: 'user',
        id,
        rule: 'last_admin',
      });
    }
    return user;
  }

  async function openSession(user: UserRow): Promise<{ token: string; session: ConsoleSession }> {
    const token = randomToken();
    const sessionId = randomUUID();
    const expiresAt = await repo.insertSession({ id: sessionId, tokenHash: sha256(token), userId: user.id, organizationId: user.organizationId });
    return {
      token,
      session: { sessionId, userId: user.id, organizationId: user.organizationId, email: user.email, role: user.role, expiresAt, csrfToken: csrfTokenOf(token) },
    };
  }

  return {
    /**
     * Creates a user of an organisation. With a password the person can sign in at once;
     * without one the answer carries a one-time invitation token (only its hash is kept).
     */
    async create(
      origin: EventOrigin,
      input: { organizationId: string; email: string; role: Role; password?: string },
      actor: Actor | null = null,
    ): Promise<{ user: UserRow; invitationToken: string | null }> {
      if (actor !== null) assertGrantable(actor.roles, [input.role]);
      await requireOrganization(input.organizationId);
      const invitationToken = input.password === undefined ? randomToken() : null;
      const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
      try {
        const user = await deps.db.transaction(async (tx) => {
          const row = await repo.insert(
            {
              id: generateUserId(),
              organizationId: input.organizationId,
              email: input.email,
              role: input.role,
              passwordHash,
              invitationHash: invitationToken === null ? null : sha256(invitationToken),
              invitationExpiresAt: invitationToken === null ? null : new Date(Date.now() + INVITATION_SECONDS * 1000),
            },
            tx,
          );
          await deps.events.created(origin, row, tx);
          return row;
        });
        return { user, invitationToken };
      } catch (err) {
        if (isUniqueViolation(err, 'users_email_live_idx')) {
          throw new AppError('duplicate_entity', 'a user with this email already exists', { entity: 'user', email: input.email });
        }
        throw err;
      }
    },

    async list(organizationId: string): Promise<UserRow[]> {
      await requireOrganization(organizationId);
      return repo.listByOrganization(organizationId);
    },

    /** A page of the users of an organisation (the caller's own: it exists). */
    page(organizationId: string, limit: number, offset: number): Promise<{ rows: UserRow[]; total: number }> {
      return repo.pageByOrganization(organizationId, limit, offset);
    },

    /**
     * Removes a user: their sessions end at once, and so do their access tokens (in the
     * other processes within AUTH_CLIENT_CACHE_SECONDS, as a revoked client's). An actor
     * of the organisation removes only its own users, and never its last admin user.
     */
    async remove(origin: EventOrigin, id: string, actor: Actor | null = null): Promise<UserRow> {
      const row = await deps.db.transaction(async (tx) => {
        if (actor !== null) await requireOwnAndKeepAdmin(id, actor, null, tx);
        const removed = await repo.remove(id, tx);
        if (removed !== null) await deps.events.removed(origin, removed, tx);
        return removed;
      });
      if (row === null) throw notFound('user', id);
      deps.onChange(id);
      return row;
    },

    /**
     * Changes a user's role (the same role changes nothing). Tokens minted with the old
     * role stop working, as the guard checks a token's role against its user's; the
     * sessions stay, and mint tokens with the new role.
     */
    async changeRole(origin: EventOrigin, id: string, role: Role, actor: Actor): Promise<UserRow> {
      assertGrantable(actor.roles, [role]);
      const row = await deps.db.transaction(async (tx) => {
        const user = await requireOwnAndKeepAdmin(id, actor, role, tx);
        if (user.role === role) return user;
        const changed = await repo.setRole(id, role, tx);
        if (changed !== null) await deps.events.roleChanged(origin, changed, user.role as Role, tx);
        return changed;
      });
      if (row === null) throw notFound('user', id);
      deps.onChange(id);
      return row;
    },

    /**
     * A one-time password-reset token for a user (of the actor's organisation when one
     * is given), valid an hour; only its hash is kept, and a new one replaces the last.
     */
    async startPasswordReset(id: string, organizationId: string | null = null): Promise<{ token: string; expiresAt: Date; user: UserRow }> {
      if ((await repo.find(id, organizationId)) === null) throw notFound('user', id);
      const token = randomToken();
      const expiresAt = new Date(Date.now() + RESET_SECONDS * 1000);
      const user = await repo.setReset(id, sha256(token), expiresAt);
      if (user === null) throw notFound('user', id);
      return { token, expiresAt, user };
    },

    /**
     * Sets the new password of a reset link, uses the link up, ends every session of its
     * user (and the tokens they minted) and opens a new one.
     */
    async acceptPasswordReset(input: { token: string; password: string }): Promise<{ token: string; session: ConsoleSession }> {
      const passwordHash = await hashPassword(input.password);
      const user = await deps.db.transaction((tx) => repo.acceptReset(sha256(input.token), passwordHash, tx));
      if (user === null) throw new AppError('entity_not_found', 'password reset not found, used or expired', { entity: 'password_reset' });
      deps.onChange(user.id);
      return openSession(user);
    },

    /** Sets the password of an invitation's user, uses the invitation up and opens a session. */
    async acceptInvitation(input: { token: string; password: string }): Promise<{ token: string; session: ConsoleSession }> {
      const user = await repo.acceptInvitation(sha256(input.token), await hashPassword(input.password));
      if (user === null) throw new AppError('entity_not_found', 'invitation not found, used or expired', { entity: 'invitation' });
      return openSession(user);
    },

    /**
     * Signs a person in. The password is always checked: the right one opens a session
     * whatever came before. Wrong ones are counted per email and source address (the
     * token endpoint's count), and past the maximum a wrong one answers 429 instead of 401.
     */
    async signIn(input: { email: string; password: string; source: string }): Promise<{ token: string; session: ConsoleSession }> {
      const user = await repo.findByEmail(input.email);
      const ok = await verifyPassword(input.password, user?.passwordHash ?? null);
      const key = failureKey(input.email);
      if (!ok || user === null) {
        const locked = await deps.failures.record(key, input.source, deps.config.maxFailedAttempts, deps.config.failureWindowSeconds);
        if (locked !== null) throw tooManyAttempts(locked);
        throw wrongCredentials();
      }
      await deps.failures.clear(key, input.source);
      return openSession(user);
    },

    /** The live session of a cookie's token, or null. */
    async session(token: string): Promise<ConsoleSession | null> {
      const view = await repo.resolveSession(sha256(token));
      return view === null ? null : { ...view, csrfToken: csrfTokenOf(token) };
    },

    /** Ends a session: its cookie and the access tokens it minted stop working. */
    async signOut(session: { token: string; userId: string; sessionId: string }): Promise<void> {
      await repo.deleteSession(sha256(session.token));
      deps.onSignOut(session.userId, session.sessionId);
    },

    /** A short-lived access token for the session's user, with their organisation and role. */
    mintToken(session: SessionView): Promise<{ accessToken: string; expiresIn: number }> {
      return deps.tokens.mintForSession({
        userId: session.userId,
        organizationId: session.organizationId,
        role: session.role as Role,
        sessionId: session.sessionId,
        ttlSeconds: CONSOLE_TOKEN_SECONDS,
      });
    },

    /**
     * The holder of a user's access token as the guard checks a client: removed (or its
     * session ended) counts as revoked, with the user's organisation and role.
     */
    async tokenHolder(userId: string, sessionId: string): Promise<{ revokedAt: Date | null; organizationId: string | null; roles: string[] } | null> {
      if (!isUuid(sessionId)) return null;
      const h = await repo.tokenHolder(userId, sessionId);
      if (h === null) return null;
      return { revokedAt: h.removedAt ?? (h.sessionLive ? null : new Date()), organizationId: h.organizationId, roles: [h.role] };
    },
  };
}

function tooManyAttempts(until: Date): AppError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
  return new AppError('rate_limited', 'too many wrong passwords for this email from this address; try again later', { retry_after: seconds }, {
    'retry-after': String(seconds),
  });
}

export type UsersService = ReturnType<typeof createUsersService>;
