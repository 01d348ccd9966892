// OAuth 2.0 client-credentials tokens: asymmetric (ES256) JWTs whose keys are kept in the
// database, so every process signs and verifies with the same set and tokens survive
// restarts. Verified tokens are cached until they expire, so the hot path of an
// authenticated request costs a map lookup or two.
//
// Keys rotate and retire (signing-keys.service.ts): a token counts only while its key does.

import { randomUUID } from 'node:crypto';
import { errors, type JWK, type JWSHeaderParameters, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import { databaseUnavailable } from '../../db/driver-errors.ts';
import { AppError } from '../../lib/errors.ts';
import type { Role } from './clients.service.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { ClientsRepo } from './clients.repo.ts';
import { alg, createKeyRing } from './signing-keys.service.ts';
import { verifySecret } from './clients.secrets.ts';

export interface AccessClaims {
  /** The key that signed the token: a token stops authenticating when its key retires. */
  kid: string;
  sub: string;
  org: string | null;
  roles: Role[];
  exp: number;
  iat: number;
  jti: string;
  /** The console session a user's token was minted from (docs/authentication.md#tokens-for-the-console); absent for a client's token. */
  sid?: string;
}

export interface TokenServiceDeps {
  clientsRepo: ClientsRepo;
  organizationExists(id: string): Promise<boolean>;
  config: { tokenTtlSeconds: number; issuer: string; maxFailedAttempts: number; failureWindowSeconds: number; clientCacheSeconds: number };
  /** A background reload of the keys failed (the keys loaded before stay in use). */
  onRefreshError?(err: unknown): void;
}

const invalidClient = () => new AppError('unauthorized', 'client authentication failed', { oauth_error: 'invalid_client' });

export function createTokenService(deps: TokenServiceDeps) {
  const { clientsRepo, config } = deps;
  const verified = new TtlCache<string, AccessClaims>(50_000);
  const keys = createKeyRing({
    clientsRepo,
    tokenLifetimeMs: config.tokenTtlSeconds * 1000,
    refreshMs: Math.max(1, config.clientCacheSeconds) * 1000,
    ...(deps.onRefreshError ? { onRefreshError: deps.onRefreshError } : {}),
  });
  const keyFor = (header: JWSHeaderParameters) => keys.verifier(header.kid);

  async function mint(input: { sub: string; org: string | null; roles: Role[]; sid?: string; ttlSeconds?: number }): Promise<{ accessToken: string; expiresIn: number }> {
    const ttl = Math.min(input.ttlSeconds ?? config.tokenTtlSeconds, config.tokenTtlSeconds);
    const key = await keys.signer();
    const payload: JWTPayload & { roles: string[]; org?: string; sid?: string } = { roles: input.roles };
    if (input.org !== null) payload.org = input.org;
    if (input.sid !== undefined) payload.sid = input.sid;
    // One reading of the clock for both claims: read twice across a second's edge, the
    // lifetime would be a second over TOKEN_TTL_SECONDS and the guard would refuse it.
    const now = Math.floor(Date.now() / 1000);
    const accessToken = await new SignJWT(payload)
      .setProtectedHeader({ alg, kid: key.kid, typ: 'JWT' })
      .setSubject(input.sub)
      .setIssuer(config.issuer)
      .setIssuedAt(now)
      .setExpirationTime(now + ttl)
      .setJti(randomUUID())
      .sign(key.privateKey);
    return { accessToken, expiresIn: ttl };
  }

  return {
    ensureKeys: keys.ensure,

    async jwks(): Promise<{ keys: JWK[] }> {
      return { keys: await keys.published() };
    },

    /** Whether the key of a token verified before still counts, from memory (false: ask verify, which may wait for fresh keys). */
    keyLive: keys.liveNow,

    listKeys: keys.list,
    rotate: keys.rotate,
    retire: keys.retire,

    /**
     * Exchanges a client's secret for an access token. The secret is always checked: the
     * right one gets its token whatever came before. Wrong ones are counted per client id
     * and source address, and past the maximum a wrong one answers 429 instead of 401.
     */
    async issue(input: { clientId: string; clientSecret: string; source: string }): Promise<{ accessToken: string; expiresIn: number }> {
      const client = await clientsRepo.find(input.clientId);
      const ok = await verifySecret(input.clientSecret, client?.secretHash ?? null);
      if (!ok || client === null) {
        const locked = await clientsRepo.recordFailure(input.clientId, input.source, config.maxFailedAttempts, config.failureWindowSeconds);
        if (locked !== null) throw tooManyAttempts(locked);
        throw invalidClient();
      }
      if (client.revokedAt !== null) throw invalidClient();
      if (client.organizationId !== null && !(await deps.organizationExists(client.organizationId))) throw invalidClient();
      await clientsRepo.clearFailures(input.clientId, input.source);
      return mint({ sub: client.clientId, org: client.organizationId, roles: client.roles as Role[] });
    },

    /**
     * An access token for a console user's session: `sub` is the user id, `sid` the
     * session's id, and its lifetime at most `ttlSeconds` (never above TOKEN_TTL_SECONDS).
     * The guard checks the user and the session as it checks a client.
     */
    mintForSession(input: { userId: string; organizationId: string; role: Role; sessionId: string; ttlSeconds: number }) {
      return mint({ sub: input.userId, org: input.organizationId, roles: [input.role], sid: input.sessionId, ttlSeconds: input.ttlSeconds });
    },

    /** The claims of an access token this process verified before, while they and its key are valid; no promise. */
    cached(token: string): AccessClaims | undefined {
      const claims = verified.get(token);
      return claims !== undefined && keys.liveNow(claims.kid) ? claims : undefined;
    },

    /** Verifies signature, algorithm, issuer, expiry, the claims (claimsHold) and that the key still counts; returns null for any bad token. */
    async verify(token: string): Promise<AccessClaims | null> {
      const hit = verified.get(token);
      if (hit !== undefined) {
        const live = await keys.live(hit.kid);
        // A kid the loaded set lacks is verified in full (which reloads the keys once).
        if (live !== 'unknown') return live ? hit : null;
      }
      try {
        const { payload, protectedHeader } = await jwtVerify(token, keyFor, {
          algorithms: [alg],
          issuer: config.issuer,
          // Only access tokens: a signed document of another type (a quote) never authenticates.
          typ: 'JWT',
          requiredClaims: ['sub', 'exp', 'iat', 'jti'],
        });
        if (!claimsHold(payload, config.tokenTtlSeconds)) return null;
        const roles = payload.roles as Role[];
        const claims: AccessClaims = {
          kid: String(protectedHeader.kid),
          sub: String(payload.sub),
          org: typeof payload.org === 'string' ? payload.org : null,
          roles,
          exp: payload.exp as number,
          iat: payload.iat as number,
          jti: String(payload.jti),
          ...(typeof payload.sid === 'string' ? { sid: payload.sid } : {}),
        };
        verified.set(token, claims, claims.exp * 1000);
        return claims;
      } catch (err) {
        // A key the database could not give (a kid this process has not loaded yet) says
        // nothing of the token: the request answers 503, not 401.
        if (databaseUnavailable(err)) throw err;
        return null;
      }
    },

    /**
     * Signs a document that is not an access token (a price quote) with the platform's
     * keys. Its own `typ` header and audience keep the two apart: access-token
     * verification demands `typ: JWT`, and verifyDocument demands this type and audience.
     */
    async signDocument(input: { type: DocumentType; claims: Record<string, unknown>; expiresAt: Date }): Promise<string> {
      const key = await keys.signer();
      return new SignJWT(input.claims)
        .setProtectedHeader({ alg, kid: key.kid, typ: `${input.type}+jwt` })
        .setIssuer(config.issuer)
        .setAudience(`${config.issuer}/${input.type}`)
        .setIssuedAt()
        .setExpirationTime(Math.ceil(input.expiresAt.getTime() / 1000))
        .setJti(randomUUID())
        .sign(key.privateKey);
    },

    /**
     * Verifies a document signed by signDocument with the same type. Answers its claims,
     * `expired` when only its lifetime has passed, or `invalid` (forged, altered, of
     * another type, not a JWT at all).
     */
    async verifyDocument(type: DocumentType, token: string): Promise<{ claims: JWTPayload } | 'expired' | 'invalid'> {
      const options = { algorithms: [alg], issuer: config.issuer, audience: `${config.issuer}/${type}`, typ: `${type}+jwt`, requiredClaims: ['exp', 'jti'] };
      try {
        const { payload } = await jwtVerify(token, keyFor, options);
        return { claims: payload };
      } catch (err) {
        if (err instanceof errors.JWTExpired) {
          // Expired, but only if everything else about it holds: a forged expired token is invalid.
          try {
            await jwtVerify(token, keyFor, { ...options, currentDate: new Date(0) });
            return 'expired';
          } catch (again) {
            if (databaseUnavailable(again)) throw again;
            return 'invalid';
          }
        }
        if (databaseUnavailable(err)) throw err;
        return 'invalid';
      }
    },
  };
}

/** How far ahead of this process's clock a token's `iat` may be (another process's clock). */
export const ISSUED_AT_SKEW_SECONDS = 60;

/**
 * The claims of a correctly signed token that the platform could have issued: no `aud`
 * (an access token is for this platform only; a token for another audience is not),
 * roles the platform knows, an `org` that is a string when present, an `iat` not in
 * the future beyond the skew, and a lifetime (`exp - iat`) of at most TOKEN_TTL_SECONDS.
 * The guard then checks `org` and `roles` against the client (guard.ts).
 */
function claimsHold(payload: JWTPayload, ttlSeconds: number): boolean {
  if (payload.aud !== undefined) return false;
  const roles = payload.roles;
  if (!Array.isArray(roles) || roles.length === 0 || !roles.every((r) => r === 'admin' || r === 'viewer')) return false;
  if (payload.org !== undefined && typeof payload.org !== 'string') return false;
  if (payload.sid !== undefined && typeof payload.sid !== 'string') return false;
  const iat = payload.iat as number;
  const exp = payload.exp as number;
  if (iat > Date.now() / 1000 + ISSUED_AT_SKEW_SECONDS) return false;
  return exp - iat <= ttlSeconds;
}

/** Kinds of signed documents that are not access tokens. */
export type DocumentType = 'quote';

function tooManyAttempts(until: Date): AppError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
  return new AppError('rate_limited', 'too many wrong secrets for this client id from this address; try again later', { retry_after: seconds }, {
    'retry-after': String(seconds),
  });
}

export type TokenService = ReturnType<typeof createTokenService>;
