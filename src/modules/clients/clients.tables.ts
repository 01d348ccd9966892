import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// API clients are looked up by client_id before any organisation is known (the token
// endpoint), so this is a small reference table rather than an organisation-sharded one.
export const apiClients = pgTable(
  'api_clients',
  {
    clientId: text('client_id').primaryKey(),
    organizationId: uuid('organization_id'),
    name: text('name').notNull(),
    secretHash: text('secret_hash').notNull(),
    roles: text('roles').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_clients_org_idx').on(t.organizationId)],
);

// Failed secret attempts per client id and source address, shared by every API process.
// Only wrong secrets are counted and throttled: the right secret always gets its token.
export const authFailures = pgTable(
  'auth_failures',
  {
    clientId: text('client_id').notNull(),
    source: text('source').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    failures: integer('failures').notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.source] })],
);

// Token signing keys, shared by every process through the database. A key signs from
// `activates_at` until a key with a later activation takes over, and verifies until the
// operator retires it (`retired_at`) or a token lifetime after that (see signing-keys.service.ts).
export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  alg: text('alg').notNull(),
  publicJwk: jsonb('public_jwk').notNull(),
  privateJwk: jsonb('private_jwk').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  activatesAt: timestamp('activates_at', { withTimezone: true }).notNull().default(sql`now()`),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});
