// OAuth 2.0 client-credentials tokens: asymmetric (ES256) JWTs whose keys are kept in the
// database, so every process signs and verifies with the same set and tokens survive
// restarts. Verified tokens are cached until they expire, so the hot path of an
// authenticated request costs a map lookup or two.
//
// Keys rotate (see `rotate`): a new key is published before it signs, and the keys it
// replaces keep verifying until the tokens they signed have expired. Every process reloads
// the keys at most KEY_REFRESH after it last did, in the background of a request, so a key
// rotated or retired by another process takes effect here within that time.

import { randomUUID } from 'node:crypto';
import { type CryptoKey, errors, exportJWK, generateKeyPair, importJWK, type JWK, type JWSHeaderParameters, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import { AppError, notFound } from '../../http/errors.ts';
import type { Role } from '../../http/auth/route-auth.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { ClientsRepo, SigningKeyRow } from './clients.repo.ts';
import { verifySecret } from './secrets.ts';

const alg = 'ES256';

export interface AccessClaims {
  /** The key that signed the token: a token stops authenticating when its key retires. */
  kid: string;
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
  config: { tokenTtlSeconds: number; issuer: string; maxFailedAttempts: number; failureWindowSeconds: number; clientCacheSeconds: number };
  /** A background reload of the keys failed (the keys loaded before stay in use). */
  onRefreshError?(err: unknown): void;
}

interface KeyEntry {
  kid: string;
  publicKey: CryptoKey;
  privateKey: CryptoKey;
  publicJwk: JWK;
  createdAt: number;
  activatesAt: number;
  /** When the key stops verifying; null while no rotation has replaced it. */
  retiresAt: number | null;
}

/** How a key stands at a moment: waiting to sign, signing, only verifying, or gone. */
export type SigningKeyStatus = 'pending' | 'signing' | 'verifying' | 'retired';

export interface SigningKeyView {
  kid: string;
  alg: string;
  status: SigningKeyStatus;
  created_at: string;
  activates_at: string;
  retires_at: string | null;
  public_jwk: JWK;
}

/** The JWKS's `Cache-Control: max-age`, in seconds. */
export const JWKS_MAX_AGE_SECONDS = 300;
/** How long a rotated key waits before it signs, unless the operator says otherwise: twice the JWKS's max-age. */
export const DEFAULT_ACTIVATE_IN_SECONDS = 2 * JWKS_MAX_AGE_SECONDS;

/** Margin added to a replaced key's life beyond the token lifetime: clocks and reloads of other processes. */
const RETIRE_MARGIN_SECONDS = 60;

const isLive = (k: { retiresAt: number | null }, now: number) => k.retiresAt === null || k.retiresAt > now;

/** The key that signs at `now`: the live key with the latest activation not in the future (ties: the greater kid, as in SQL). */
function signerOf<K extends { kid: string; activatesAt: number; retiresAt: number | null }>(keys: Iterable<K>, now: number): K | null {
  let best: K | null = null;
  for (const k of keys) {
    if (k.activatesAt > now || !isLive(k, now)) continue;
    if (best === null || k.activatesAt > best.activatesAt || (k.activatesAt === best.activatesAt && k.kid > best.kid)) best = k;
  }
  return best;
}

const invalidClient = () => new AppError('unauthorized', 'client authentication failed', { oauth_error: 'invalid_client' });

export function createTokenService(deps: TokenServiceDeps) {
  const { clientsRepo, config } = deps;
  let keys = new Map<string, KeyEntry>();
  const verified = new TtlCache<string, AccessClaims>(50_000);
  const refreshMs = Math.max(1, config.clientCacheSeconds) * 1000;
  let nextRefreshAt = 0;
  let refreshing: Promise<void> | null = null;

  async function loadKeys(): Promise<void> {
    const startedAt = Date.now();
    const rows = await clientsRepo.liveSigningKeys();
    const next = new Map<string, KeyEntry>();
    for (const row of rows) {
      const publicJwk = row.publicJwk as JWK;
      next.set(row.kid, {
        kid: row.kid,
        publicJwk,
        publicKey: (await importJWK(publicJwk, row.alg)) as CryptoKey,
        privateKey: (await importJWK(row.privateJwk as JWK, row.alg)) as CryptoKey,
        createdAt: row.createdAt.getTime(),
        activatesAt: row.activatesAt.getTime(),
        retiresAt: row.retiredAt?.getTime() ?? null,
      });
    }
    keys = next;
    nextRefreshAt = startedAt + refreshMs;
  }

  /** Reloads the keys in the background when the last load is older than KEY_REFRESH; never waits. */
  function refreshIfStale(now: number): void {
    if (now < nextRefreshAt || refreshing !== null) return;
    nextRefreshAt = now + refreshMs;
    refreshing = loadKeys()
      .catch((err: unknown) => deps.onRefreshError?.(err))
      .finally(() => {
        refreshing = null;
      });
  }

  async function generateKey(): Promise<{ kid: string; alg: string; publicJwk: JWK; privateJwk: JWK }> {
    const pair = await generateKeyPair(alg, { extractable: true });
    const kid = randomUUID();
    return { kid, alg, publicJwk: { ...(await exportJWK(pair.publicKey)), kid, alg, use: 'sig' }, privateJwk: await exportJWK(pair.privateKey) };
  }

  /** Loads the keys, and makes one when none signs (a first start). */
  async function ensureKeys(): Promise<void> {
    await loadKeys();
    if (signerOf(keys.values(), Date.now()) !== null) return;
    await clientsRepo.insertSigningKey(await generateKey());
    await loadKeys();
  }

  async function signer(): Promise<KeyEntry> {
    const now = Date.now();
    refreshIfStale(now);
    let key = signerOf(keys.values(), now);
    if (key === null) {
      await ensureKeys();
      key = signerOf(keys.values(), Date.now());
    }
    if (key === null) throw new Error('no signing key');
    return key;
  }

  /** Whether the key that signed a token verified before still verifies (false once it retired). */
  function keyLive(kid: string): boolean {
    const now = Date.now();
    refreshIfStale(now);
    const entry = keys.get(kid);
    return entry !== undefined && isLive(entry, now);
  }

  async function keyFor(kid: string | undefined): Promise<CryptoKey> {
    if (kid === undefined) throw new Error('token has no kid');
    let entry = keys.get(kid);
    if (entry === undefined) {
      // Another process may have rotated keys since we loaded them.
      await loadKeys();
      entry = keys.get(kid);
    }
    if (entry === undefined || !isLive(entry, Date.now())) throw new Error('unknown or retired kid');
    return entry.publicKey;
  }

  function view(row: SigningKeyRow, now: number, signingKid: string | null): SigningKeyView {
    const retiresAt = row.retiredAt?.getTime() ?? null;
    const status: SigningKeyStatus =
      retiresAt !== null && retiresAt <= now ? 'retired' : row.activatesAt.getTime() > now ? 'pending' : row.kid === signingKid ? 'signing' : 'verifying';
    return {
      kid: row.kid,
      alg: row.alg,
      status,
      created_at: row.createdAt.toISOString(),
      activates_at: row.activatesAt.toISOString(),
      retires_at: row.retiredAt?.toISOString() ?? null,
      public_jwk: row.publicJwk as JWK,
    };
  }

  /** Every key as it stands now, newest activation first. */
  async function listKeys(): Promise<SigningKeyView[]> {
    const rows = await clientsRepo.allSigningKeys();
    const now = Date.now();
    const signing = signerOf(
      rows.map((r) => ({ kid: r.kid, activatesAt: r.activatesAt.getTime(), retiresAt: r.retiredAt?.getTime() ?? null })),
      now,
    );
    return rows.map((r) => view(r, now, signing?.kid ?? null));
  }

  async function viewOf(kid: string): Promise<SigningKeyView> {
    const found = (await listKeys()).find((k) => k.kid === kid);
    if (found === undefined) throw notFound('signing key', kid);
    return found;
  }

  return {
    ensureKeys,

    /** The keys that verify tokens now or will sign soon (a verifier caches them before they sign). */
    jwks(): { keys: JWK[] } {
      const now = Date.now();
      refreshIfStale(now);
      return { keys: [...keys.values()].filter((k) => isLive(k, now)).map((k) => k.publicJwk) };
    },

    keyLive,

    listKeys,

    /**
     * Makes a new key that signs `activateInSeconds` from now. Until then it is published,
     * so verifiers that cache the JWKS know it before the first token it signs; the keys it
     * replaces keep verifying for a token lifetime (and a margin) after it starts signing.
     */
    async rotate(activateInSeconds: number): Promise<SigningKeyView> {
      const row = await clientsRepo.rotateSigningKey(await generateKey(), activateInSeconds, config.tokenTtlSeconds + RETIRE_MARGIN_SECONDS);
      await loadKeys();
      return viewOf(row.kid);
    },

    /**
     * Retires a key at once: the tokens it signed stop authenticating (on this process now,
     * on others within KEY_REFRESH). The key that signs now cannot be retired: rotate first.
     */
    async retire(kid: string): Promise<SigningKeyView> {
      const retired = await clientsRepo.retireSigningKey(kid);
      if (retired === null) {
        const row = await clientsRepo.findSigningKey(kid);
        if (row === null) throw notFound('signing key', kid);
        const current = await viewOf(kid);
        if (current.status === 'retired') return current;
        throw new AppError('validation_error', 'this key signs the tokens issued now; rotate to a new key first (activate_in_seconds 0 makes it sign at once), then retire this one', {
          kid,
        });
      }
      await loadKeys();
      return viewOf(kid);
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
      const key = await signer();
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
      const claims = verified.get(token);
      return claims !== undefined && keyLive(claims.kid) ? claims : undefined;
    },

    async verify(token: string): Promise<AccessClaims | null> {
      const now = Date.now();
      const hit = verified.get(token, now);
      if (hit !== undefined) return keyLive(hit.kid) ? hit : null;
      try {
        const { payload, protectedHeader } = await jwtVerify(token, (header) => keyFor(header.kid), {
          algorithms: [alg],
          issuer: config.issuer,
          // Only access tokens: a signed document of another type (a quote) never authenticates.
          typ: 'JWT',
          requiredClaims: ['sub', 'exp', 'iat', 'jti'],
        });
        const roles = Array.isArray(payload.roles) ? payload.roles.filter((r): r is Role => r === 'admin' || r === 'viewer') : [];
        const claims: AccessClaims = {
          kid: String(protectedHeader.kid),
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
      const key = await signer();
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
