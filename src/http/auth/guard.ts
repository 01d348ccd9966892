// The one gate every request passes (an onRequest hook, before the body is read). It
// reads the route's declared RouteAuth and resolves the caller; a route that declared
// nothing is refused. Organisation, roles and enabled services come from the database
// through short-lived caches, so a revoked client or a disabled service takes effect
// within AUTH_CLIENT_CACHE_SECONDS on every process. An admitted tenant request is then
// counted against its organisation's limit a minute (rate-limiter.ts).

import type { FastifyRequest } from 'fastify';
import { safeEqual } from '../../modules/clients/clients.secrets.ts';
import type { AccessClaims } from '../../modules/clients/tokens.service.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { isUuid } from '../../lib/uuid.ts';
import { AppError } from '../../lib/errors.ts';
import type { Role } from '../../modules/clients/clients.service.ts';
import type { Principal } from './route-auth.ts';

export interface GuardDeps {
  verifyToken(token: string): Promise<AccessClaims | null>;
  /** The claims of a token verified before and still cached; undefined when it must be verified. */
  cachedToken(token: string): AccessClaims | undefined;
  /** Whether the signing key of a token verified before still verifies (a retired key's tokens stop). */
  keyLive(kid: string): boolean;
  /** The holder of a token (holderOf): a client, or a console user's session (auth.module.ts resolves both). */
  findClient(holder: string): Promise<{ revokedAt: Date | null; organizationId: string | null; roles: string[] } | null>;
  /** Resolves the console session of a `session` route's request (console-session.ts), or throws. */
  checkSession(req: FastifyRequest): Promise<void>;
  findOrganization(id: string): Promise<{ services: string[]; rateLimitPerMinute: number | null } | null>;
  /** Counts one request against the organisation's limit a minute (rate-limiter.ts): undefined when admitted at once; throws 429. */
  takeRequest(organizationId: string, perMinute: number | null): Promise<void> | undefined;
  adminToken: string;
  cacheSeconds: number;
}

export function bearerOf(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (typeof h !== 'string') return null;
  const m = /^Bearer\s+([A-Za-z0-9._~+/=-]{1,4096})\s*$/i.exec(h);
  return m ? (m[1] as string) : null;
}

const unauthorized = (message: string) => new AppError('unauthorized', message);
const forbidden = (message: string) => new AppError('forbidden', message);

export function createGuard(deps: GuardDeps) {
  const clients = new TtlCache<string, ClientState>(10_000);
  const orgs = new TtlCache<string, OrgState | null>(10_000);
  const ttl = deps.cacheSeconds * 1000;
  const seen = createSeenHeaders();

  /** A cached client, or undefined when the database must be asked. */
  function cachedClient(clientId: string): ClientState | undefined {
    return ttl > 0 ? clients.get(clientId) : undefined;
  }

  async function client(clientId: string): Promise<ClientState> {
    const hit = cachedClient(clientId);
    if (hit !== undefined) return hit;
    const row = await deps.findClient(clientId);
    const state: ClientState = row === null ? { revoked: true, organizationId: null, roles: [] } : { revoked: row.revokedAt !== null, organizationId: row.organizationId, roles: row.roles };
    if (ttl > 0) clients.set(clientId, state, Date.now() + ttl);
    return state;
  }

  async function organization(id: string): Promise<OrgState | null> {
    const hit = ttl > 0 ? orgs.get(id) : undefined;
    if (hit !== undefined) return hit;
    const row = await deps.findOrganization(id);
    const value = row === null ? null : { services: row.services, rateLimitPerMinute: row.rateLimitPerMinute };
    if (ttl > 0) orgs.set(id, value, Date.now() + ttl);
    return value;
  }

  /**
   * Admits the caller of verified `claims` when its client and organisation are cached
   * (undefined, or a promise while the rate limit takes a lease); false when the database
   * must be asked.
   */
  function admitCached(req: FastifyRequest, auth: TokenAuth, claims: AccessClaims): false | Promise<void> | undefined {
    const state = cachedClient(holderOf(claims));
    if (state === undefined) return false;
    checkClient(claims, state);
    const organizationId = organizationOf(req, claims);
    const org = ttl > 0 ? orgs.get(organizationId) : undefined;
    if (org === undefined) return false;
    admit(req, auth, claims, organizationId, org);
    return deps.takeRequest(organizationId, (org as OrgState).rateLimitPerMinute);
  }

  /**
   * Resolves the caller of `req` or throws. Public and admin routes are decided at once
   * (undefined, or a synchronous throw), and so is a token route whose token, client and
   * organisation are all in the caches; otherwise the answer is a promise.
   */
  function guard(req: FastifyRequest): Promise<void> | undefined {
    req.principal = null;
    const auth = req.routeOptions.config.auth;
    if (auth === undefined) {
      if (req.is404) return undefined; // the surface's not-found handler answers
      throw forbidden('route has no access declaration');
    }
    if (auth.credential === 'public') return undefined;
    if (auth.credential === 'session') return deps.checkSession(req);
    if (auth.credential === 'token') {
      const header = req.headers.authorization;
      const claims = typeof header === 'string' ? seen.get(header) : undefined;
      if (claims !== undefined && deps.keyLive(claims.kid)) {
        const admitted = admitCached(req, auth, claims);
        if (admitted !== false) return admitted;
      }
    }
    const bearer = bearerOf(req);
    if (auth.credential === 'admin') {
      if (bearer === null || !safeEqual(bearer, deps.adminToken)) {
        throw unauthorized(
          bearer !== null && bearer.split('.').length === 3
            ? 'an access token is not accepted here: the admin API takes the platform operator\'s ADMIN_TOKEN'
            : 'missing or invalid admin token',
        );
      }
      return undefined;
    }
    if (bearer === null) throw unauthorized('missing bearer token');
    const claims = deps.cachedToken(bearer);
    if (claims !== undefined) {
      seen.set(req.headers.authorization as string, claims);
      const admitted = admitCached(req, auth, claims);
      if (admitted !== false) return admitted;
    }
    return guardToken(req, auth, bearer);
  }

  async function guardToken(req: FastifyRequest, auth: TokenAuth, bearer: string): Promise<void> {
    const claims = await deps.verifyToken(bearer);
    if (claims === null) {
      // The operator's token is not an access token; saying so spares a search for an expiry.
      if (safeEqual(bearer, deps.adminToken)) {
        throw unauthorized('the platform admin token is accepted only under /admin; this API takes an access token from POST /auth/token');
      }
      throw unauthorized('invalid or expired access token');
    }
    checkClient(claims, await client(holderOf(claims)));
    const organizationId = organizationOf(req, claims);
    const org = await organization(organizationId);
    admit(req, auth, claims, organizationId, org);
    await deps.takeRequest(organizationId, (org as OrgState).rateLimitPerMinute);
  }

  return {
    guard,
    /** Called by admin writes in this process so their effect is immediate here (a user's session: `holderOf`). */
    forgetClient: (holder: string) => clients.delete(holder),
    forgetOrganization: (id: string) => orgs.delete(id),
    /** Forgets every session of a console user's tokens (holderOf), when this process removed the user. */
    forgetUser: (userId: string) => clients.deleteWhere((holder) => holder.startsWith(`${userId}/`)),
  };
}

/**
 * The claims of Authorization headers whose token was verified before, until the token
 * expires: a hit skips the header's parsing and the token cache. Keyed by the header's
 * last 48 characters (the end of the token's signature), so a lookup hashes a short
 * string instead of the whole token; a hit is compared whole.
 */
function createSeenHeaders() {
  const byTail = new TtlCache<string, { header: string; claims: AccessClaims }>(10_000);
  return {
    get(header: string): AccessClaims | undefined {
      const hit = byTail.get(header.slice(-48));
      return hit !== undefined && hit.header === header ? hit.claims : undefined;
    },
    set(header: string, claims: AccessClaims): void {
      byTail.set(header.slice(-48), { header, claims }, claims.exp * 1000);
    },
  };
}

type TokenAuth = Extract<NonNullable<FastifyRequest['routeOptions']['config']['auth']>, { credential: 'token' }>;

/** What the guard keeps of a client: a missing client counts as revoked. */
interface ClientState {
  revoked: boolean;
  organizationId: string | null;
  roles: readonly string[];
}

/**
 * A token stands for its client as the client is: not revoked, of the client's
 * organisation (none for a platform client) and with the client's roles. A token signed
 * with the platform's key that claims anything else was not issued by it.
 */
function checkClient(claims: AccessClaims, state: ClientState): void {
  if (state.revoked) throw unauthorized('the client of this token has been revoked');
  const sameRoles = claims.roles.length === state.roles.length && claims.roles.every((r) => state.roles.includes(r));
  if (claims.org !== state.organizationId || !sameRoles) throw unauthorized('invalid or expired access token');
}

/**
 * Whose token it is, as the guard looks it up and caches it: the client id, or for a
 * token a console session minted (`sid`) the user id and the session id, so that the
 * session's end stops the token too.
 */
export const holderOf = (claims: { sub: string; sid?: string }): string => (claims.sid === undefined ? claims.sub : `${claims.sub}/${claims.sid}`);

/** The organisation a token acts for: its own, or the one a platform client names. */
function organizationOf(req: FastifyRequest, claims: AccessClaims): string {
  const header = req.headers['x-organization-id'];
  const requested = typeof header === 'string' && header.length > 0 ? header : null;
  if (claims.org !== null) {
    if (requested !== null && requested.toLowerCase() !== claims.org) throw forbidden('the token does not belong to that organisation');
    return claims.org;
  }
  if (requested === null) throw forbidden('platform clients must send X-Organization-Id');
  if (!isUuid(requested)) throw new AppError('organization_not_found', 'organisation not found');
  return requested.toLowerCase();
}

/** What the guard keeps of an organisation. */
interface OrgState {
  services: string[];
  rateLimitPerMinute: number | null;
}

/** The checks that need the organisation, then the principal on the request. */
function admit(req: FastifyRequest, auth: TokenAuth, claims: AccessClaims, organizationId: string, org: OrgState | null): void {
  if (org === null) throw new AppError('organization_not_found', 'organisation not found');
  if (!org.services.includes(auth.service)) {
    throw new AppError('service_disabled', `the ${auth.service} service is not enabled for this organisation`);
  }
  if (!hasRole(claims.roles, auth.role)) throw forbidden(`this operation needs the ${auth.role} role`);
  req.principal = {
    clientId: claims.sub,
    organizationId,
    roles: claims.roles,
    services: org.services,
    tokenExpiresAt: new Date(claims.exp * 1000),
    platformClient: claims.org === null,
    actor: claims.sid === undefined ? { type: 'client', id: claims.sub } : { type: 'user', id: claims.sub },
  };
}

function hasRole(granted: readonly Role[], needed: Role): boolean {
  return needed === 'viewer' ? granted.includes('viewer') || granted.includes('admin') : granted.includes('admin');
}

/** The resolved caller of an organisation-scoped route (the guard has run). */
export function principalOf(req: FastifyRequest): Principal {
  if (req.principal === null) throw new AppError('unauthorized', 'authentication required');
  return req.principal;
}

export type Guard = ReturnType<typeof createGuard>;
