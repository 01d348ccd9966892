import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// The people of an organisation who sign in to the console. Like api_clients, a user is
// looked up by email before any organisation is known (sign-in), so this is a small
// reference table rather than an organisation-sharded one. An email is unique among the
// users not removed, whatever its case; a removed user's row stays (the event feed names it).
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    organizationId: uuid('organization_id').notNull(),
    email: text('email').notNull(),
    role: text('role').notNull(),
    // argon2id (PHC string); null until the person accepts the invitation.
    passwordHash: text('password_hash'),
    // SHA-256 of the one-time invitation token; null once used or when a password was given.
    invitationHash: text('invitation_hash'),
    invitationExpiresAt: timestamp('invitation_expires_at', { withTimezone: true }),
    // SHA-256 of the one-time password-reset token (valid an hour); null once used.
    resetHash: text('reset_hash'),
    resetExpiresAt: timestamp('reset_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    index('users_org_idx').on(t.organizationId, t.createdAt),
    uniqueIndex('users_email_live_idx').on(sql`lower(${t.email})`).where(sql`${t.removedAt} IS NULL`),
    uniqueIndex('users_invitation_idx').on(t.invitationHash),
    uniqueIndex('users_reset_idx').on(t.resetHash),
  ],
);

// Console sessions, shared by every process: the cookie carries a random token and only
// its SHA-256 is stored. A session ends at `expires_at` (7 days after sign-in), after 12 h
// without use (`last_seen_at`), at sign-out (the row is deleted) or when its user is removed.
export const userSessions = pgTable(
  'user_sessions',
  {
    id: uuid('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: text('user_id').notNull(),
    organizationId: uuid('organization_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().default(sql`now()`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('user_sessions_token_idx').on(t.tokenHash), index('user_sessions_user_idx').on(t.userId)],
);
