// OAuth 2.0 client-credentials tokens: asymmetric (ES256) JWTs whose keys are generated
// once and kept in the database, so every process signs and verifies with the same set
// and tokens survive restarts. Verified tokens are cached until they expire, so the hot
// path of an authenticated request costs one map lookup.

import { randomUUID } from 'node:crypto';
import { type CryptoKey, errors, exportJWK, generateKeyPair, importJWK, type JWK, type JWSHeaderParameters, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../http/errors.ts';
import type { Role } from '../../http/auth/route-auth.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { ClientsRepo } from './clients.repo.ts';
import { verifySecret } from './secrets.ts';

const alg = 'ES256';

export interface AccessClaims {
  sub: string;
  org: string | null;
  roles: Role[];
  exp: number;
  iat: number;
  jti: string;
}

export interface TokenServiceDeps {
  clientsRepo: ClientsRepo;
  organizationExists(id: string): Promise<boolean>;
  config: { tokenTtlSeconds: number; issuer: string; maxFailedAttempts: number; failureWindowSeconds: number };
}

interface KeyEntry {
  kid: string;
  publicKey: CryptoKey;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

const invalidClient = () => new AppError('unauthorized', 'client authentication failed', { oauth_error: 'invalid_client' });

export function createTokenService(deps: TokenServiceDeps) {
  const { clientsRepo, config } = deps;
  let keys = new Map<string, KeyEntry>();
  let signingKid: string | null = null;
  const verified = new TtlCache<string, AccessClaims>(50_000);

  async function loadKeys(): Promise<void> {
    const rows = await clientsRepo.activeSigningKeys();
    const next = new Map<string, KeyEntry>();
    for (const row of rows) {
      const publicJwk = row.publicJwk as JWK;
      next.set(row.kid, {
        kid: row.kid,
        publicJwk,
        publicKey: (await importJWK(publicJwk, row.alg)) as CryptoKey,
        privateKey: (await importJWK(row.privateJwk as JWK, row.alg)) as CryptoKey,
      });
    }
    keys = next;
    // Every process picks the oldest active key, so concurrent first starts that each
    // inserted a key still agree on one signer.
    signingKid = rows[0]?.kid ?? null;
  }

  async function ensureKeys(): Promise<void> {
    await loadKeys();
    if (signingKid !== null) return;
    const pair = await generateKeyPair(alg, { extractable: true });
    const kid = randomUUID();
    await clientsRepo.insertSigningKey({
      kid,
      alg,
      publicJwk: { ...(await exportJWK(pair.publicKey)), kid, alg, use: 'sig' },
      privateJwk: await exportJWK(pair.privateKey),
    });
    await loadKeys();
  }

  async function keyFor(kid: string | undefined): Promise<CryptoKey> {
    if (kid === undefined) throw new Error('token has no kid');
    let entry = keys.get(kid);
    if (entry === undefined) {
      // Another process may have rotated keys since we loaded them.
      await loadKeys();
      entry = keys.get(kid);
    }
    if (entry === undefined) throw new Error('unknown kid');
    return entry.publicKey;
  }

  return {
    ensureKeys,

    jwks(): { keys: JWK[] } {
      return { keys: [...keys.values()].map((k) => k.publicJwk) };
    },

    async issue(input: { clientId: string; clientSecret: string }): Promise<{ accessToken: string; expiresIn: number }> {
      const lockedUntil = await clientsRepo.lockedUntil(input.clientId);
      if (lockedUntil !== null) throw tooManyAttempts(lockedUntil);
      const client = await clientsRepo.find(input.clientId);
      const ok = await verifySecret(input.clientSecret, client?.secretHash ?? null);
      if (!ok || client === null) {
        const locked = await clientsRepo.recordFailure(input.clientId, config.maxFailedAttempts, config.failureWindowSeconds);
        if (locked !== null) throw tooManyAttempts(locked);
        throw invalidClient();
      }
      if (client.revokedAt !== null) throw invalidClient();
      if (client.organizationId !== null && !(await deps.organizationExists(client.organizationId))) throw invalidClient();
      await clientsRepo.clearFailures(input.clientId);
      if (signingKid === null) await ensureKeys();
      const key = keys.get(signingKid as string) as KeyEntry;
      const payload: JWTPayload & { roles: string[]; org?: string } = { roles: client.roles };
      if (client.organizationId !== null) payload.org = client.organizationId;
      const accessToken = await new SignJWT(payload)
        .setProtectedHeader({ alg, kid: key.kid, typ: 'JWT' })
        .setSubject(client.clientId)
        .setIssuer(config.issuer)
        .setIssuedAt()
        .setExpirationTime(`${config.tokenTtlSeconds}s`)
        .setJti(randomUUID())
        .sign(key.privateKey);
      return { accessToken, expiresIn: config.tokenTtlSeconds };
    },

    /** Verifies signature, algorithm, issuer and expiry; returns null for any bad token. */
    /** The claims of an access token this process verified before, while they are valid; no promise. */
    cached(token: string): AccessClaims | undefined {
      return verified.get(token);
    },

    async verify(token: string): Promise<AccessClaims | null> {
      const now = Date.now();
      const hit = verified.get(token, now);
      if (hit !== undefined) return hit;
      try {
        const { payload } = await jwtVerify(token, (header) => keyFor(header.kid), {
          algorithms: [alg],
          issuer: config.issuer,
          // Only access tokens: a signed document of another type (a quote) never authenticates.
          typ: 'JWT',
          requiredClaims: ['sub', 'exp', 'iat', 'jti'],
        });
        const roles = Array.isArray(payload.roles) ? payload.roles.filter((r): r is Role => r === 'admin' || r === 'viewer') : [];
        const claims: AccessClaims = {
          sub: String(payload.sub),
          org: typeof payload.org === 'string' ? payload.org : null,
          roles,
          exp: payload.exp as number,
          iat: payload.iat as number,
          jti: String(payload.jti),
        };
        verified.set(token, claims, claims.exp * 1000);
        return claims;
      } catch {
        return null;
      }
    },

    /**
     * Signs a document that is not an access token (a price quote) with the platform's
     * keys. Its own `typ` header and audience keep the two apart: access-token
     * verification demands `typ: JWT`, and verifyDocument demands this type and audience.
     */
    async signDocument(input: { type: DocumentType; claims: Record<string, unknown>; expiresAt: Date }): Promise<string> {
      if (signingKid === null) await ensureKeys();
      const key = keys.get(signingKid as string) as KeyEntry;
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
        const { payload } = await jwtVerify(token, (header: JWSHeaderParameters) => keyFor(header.kid), options);
        return { claims: payload };
      } catch (err) {
        if (err instanceof errors.JWTExpired) {
          // Expired, but only if everything else about it holds: a forged expired token is invalid.
          try {
            await jwtVerify(token, (header: JWSHeaderParameters) => keyFor(header.kid), { ...options, currentDate: new Date(0) });
            return 'expired';
          } catch {
            return 'invalid';
          }
        }
        return 'invalid';
      }
    },
  };
}

/** Kinds of signed documents that are not access tokens. */
export type DocumentType = 'quote';

function tooManyAttempts(until: Date): AppError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
  return new AppError('rate_limited', 'too many failed authentication attempts; try again later', { retry_after: seconds }, {
    'retry-after': String(seconds),
  });
}

export type TokenService = ReturnType<typeof createTokenService>;
