// The keys that sign access tokens, as every process sees them: stored in signing_keys,
// and a copy per process reloaded at most KEY_REFRESH after the last load, on the
// database's clock (docs/architecture.md, "Access is denied unless granted").

import { randomUUID } from 'node:crypto';
import { type CryptoKey, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import { AppError, notFound } from '../../lib/errors.ts';
import { withTimeout } from '../../lib/timeout.ts';
import type { ClientsRepo } from './clients.repo.ts';

export const alg = 'ES256';

/** The JWKS's `Cache-Control: max-age`, in seconds. */
export const JWKS_MAX_AGE_SECONDS = 300;
/** How long a rotated key waits before it signs, unless the operator says otherwise: twice the JWKS's max-age. */
export const DEFAULT_ACTIVATE_IN_SECONDS = 2 * JWKS_MAX_AGE_SECONDS;
/** Added to a replaced key's life beyond the token lifetime: clocks and reloads of other processes. */
const END_MARGIN_MS = 60_000;

/** How a key stands at a moment: waiting to sign, signing, only verifying, or ended. */
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

export interface KeyEntry {
  kid: string;
  alg: string;
  publicJwk: JWK;
  privateJwk: JWK;
  createdAt: number;
  activatesAt: number;
  /** When the operator retired it, if it was. */
  retiredAt: number | null;
  /** When it stops verifying: its retirement, or a token lifetime after its successor took over; null while neither. */
  endsAt: number | null;
}

const isLive = (k: KeyEntry, now: number) => k.endsAt === null || k.endsAt > now;
const later = (a: { kid: string; activatesAt: number }, b: { kid: string; activatesAt: number }) => a.activatesAt > b.activatesAt || (a.activatesAt === b.activatesAt && a.kid > b.kid);

/**
 * Each key's end: its retirement, or `lifetimeMs` (and the margin) after the first key
 * activated after it that signed at all (one retired before its activation never did),
 * so retiring a key that never signed (a rotation cancelled before its activation)
 * leaves the key before it as it was. A key is published (in the JWKS, and it verifies)
 * until it ends; it signs from `activates_at` until a key with a later activation takes
 * over.
 */
export function withEnds(rows: ReadonlyArray<Omit<KeyEntry, 'endsAt'>>, lifetimeMs: number): KeyEntry[] {
  const signed = rows.filter((r) => r.retiredAt === null || r.retiredAt > r.activatesAt);
  return rows.map((r) => {
    let successor: number | null = null;
    for (const s of signed) if (s !== r && later(s, r) && (successor === null || s.activatesAt < successor)) successor = s.activatesAt;
    const derived = successor === null ? null : successor + lifetimeMs + END_MARGIN_MS;
    const ends = [r.retiredAt, derived].filter((t): t is number => t !== null);
    return { ...r, endsAt: ends.length === 0 ? null : Math.min(...ends) };
  });
}

/**
 * The key that signs at `now`: the live key with the latest activation not after `now`
 * (ties: the greater kid, as the database's check orders them). If none has activated,
 * the live key that activates first, so a process whose clock reads early still signs.
 */
export function signerOf(keys: Iterable<KeyEntry>, now: number): KeyEntry | null {
  let best: KeyEntry | null = null;
  let soonest: KeyEntry | null = null;
  for (const k of keys) {
    if (!isLive(k, now)) continue;
    if (k.activatesAt > now) {
      if (soonest === null || later(soonest, k)) soonest = k;
    } else if (best === null || later(k, best)) best = k;
  }
  return best ?? soonest;
}

export function createKeyRing(deps: { clientsRepo: ClientsRepo; tokenLifetimeMs: number; refreshMs: number; onRefreshError?(err: unknown): void }) {
  const { clientsRepo } = deps;
  let keys = new Map<string, KeyEntry>();
  let loadedAt = Number.NEGATIVE_INFINITY;
  /** The database's clock minus this process's, as of the last load. */
  let offset = 0;
  let started = 0;
  let applied = 0;
  let refreshing: Promise<void> | null = null;
  const imported = new Map<string, { publicKey: CryptoKey; privateKey: CryptoKey }>();
  const loadTimeoutMs = Math.max(5_000, deps.refreshMs);

  const dbNow = () => Date.now() + offset;

  /** Reads every key; a load that lands after a later one is dropped. */
  async function load(): Promise<void> {
    const mine = ++started;
    const before = Date.now();
    const { rows, now } = await clientsRepo.signingKeysWithNow();
    const after = Date.now();
    if (mine < applied) return;
    applied = mine;
    offset = now - Math.round((before + after) / 2);
    loadedAt = after;
    const entries = withEnds(
      rows.map((r) => ({
        kid: r.kid,
        alg: r.alg,
        publicJwk: r.publicJwk as JWK,
        privateJwk: r.privateJwk as JWK,
        createdAt: r.createdAt.getTime(),
        activatesAt: r.activatesAt.getTime(),
        retiredAt: r.retiredAt?.getTime() ?? null,
      })),
      deps.tokenLifetimeMs,
    );
    keys = new Map(entries.map((e) => [e.kid, e]));
  }

  /**
   * One load at a time; whoever asks while it runs waits for the same one. A load that
   * takes longer than LOAD_TIMEOUT is given up (it lands later only if no newer one has),
   * so a connection that never answers cannot hold every later request.
   */
  function reload(): Promise<void> {
    if (refreshing === null) {
      const current: Promise<void> = withTimeout(load(), loadTimeoutMs, 'loading the signing keys took too long').finally(() => {
        if (refreshing === current) refreshing = null;
      });
      refreshing = current;
    }
    return refreshing;
  }

  /** A load that starts after this call (not one already running): for what must see a change just made. */
  async function reloadNow(): Promise<void> {
    const running = refreshing;
    if (running !== null) await running.catch(() => undefined);
    await reload();
  }

  /** Starts a background reload once the keys are half KEY_REFRESH old; false once they are older than KEY_REFRESH. */
  function current(now: number): boolean {
    const age = now - loadedAt;
    if (age >= deps.refreshMs / 2 && refreshing === null) reload().catch((err: unknown) => deps.onRefreshError?.(err));
    return age < deps.refreshMs;
  }

  /** Waits for a reload when the keys are older than KEY_REFRESH (a failed one leaves the old keys in use). */
  async function fresh(): Promise<void> {
    if (current(Date.now())) return;
    try {
      await reload();
    } catch (err) {
      deps.onRefreshError?.(err);
    }
  }

  async function cryptoKeys(entry: KeyEntry): Promise<{ publicKey: CryptoKey; privateKey: CryptoKey }> {
    let hit = imported.get(entry.kid);
    if (hit === undefined) {
      hit = {
        publicKey: (await importJWK(entry.publicJwk, entry.alg)) as CryptoKey,
        privateKey: (await importJWK(entry.privateJwk, entry.alg)) as CryptoKey,
      };
      imported.set(entry.kid, hit);
    }
    return hit;
  }

  async function generate(): Promise<{ kid: string; alg: string; publicJwk: JWK; privateJwk: JWK }> {
    const pair = await generateKeyPair(alg, { extractable: true });
    const kid = randomUUID();
    return { kid, alg, publicJwk: { ...(await exportJWK(pair.publicKey)), kid, alg, use: 'sig' }, privateJwk: await exportJWK(pair.privateKey) };
  }

  /** Loads the keys, and makes the first one when no key is live (a first start; concurrent first starts each make one, and all agree on the later). */
  async function ensure(): Promise<void> {
    await reloadNow();
    const now = dbNow();
    if ([...keys.values()].some((k) => isLive(k, now))) return;
    await clientsRepo.insertSigningKey(await generate());
    await reloadNow();
  }

  function view(k: KeyEntry, now: number, signingKid: string | null): SigningKeyView {
    const status: SigningKeyStatus = !isLive(k, now) ? 'retired' : k.activatesAt > now ? 'pending' : k.kid === signingKid ? 'signing' : 'verifying';
    return {
      kid: k.kid,
      alg: k.alg,
      status,
      created_at: new Date(k.createdAt).toISOString(),
      activates_at: new Date(k.activatesAt).toISOString(),
      retires_at: k.endsAt === null ? null : new Date(k.endsAt).toISOString(),
      public_jwk: k.publicJwk,
    };
  }

  /** Every key as the database has it now, newest activation first. */
  async function list(): Promise<SigningKeyView[]> {
    await reloadNow();
    const now = dbNow();
    const signing = signerOf(keys.values(), now)?.kid ?? null;
    return [...keys.values()].sort((a, b) => (later(a, b) ? -1 : 1)).map((k) => view(k, now, signing));
  }

  async function viewOf(kid: string): Promise<SigningKeyView> {
    const found = (await list()).find((k) => k.kid === kid);
    if (found === undefined) throw notFound('signing key', kid);
    return found;
  }

  return {
    ensure,

    /** The key to sign with now, and its private key. */
    async signer(): Promise<{ kid: string; privateKey: CryptoKey }> {
      await fresh();
      let key = signerOf(keys.values(), dbNow());
      if (key === null) {
        await ensure();
        key = signerOf(keys.values(), dbNow());
      }
      if (key === null) throw new Error('no signing key');
      return { kid: key.kid, privateKey: (await cryptoKeys(key)).privateKey };
    },

    /**
     * Whether a token signed by `kid` and verified before still counts, answered from
     * memory: true while the key is live; false when it ended, is unknown, or the keys
     * are too old to tell (the caller then takes the path that waits for fresh ones).
     */
    liveNow(kid: string): boolean {
      const local = Date.now();
      if (!current(local)) return false;
      const entry = keys.get(kid);
      return entry !== undefined && isLive(entry, local + offset);
    },

    /** Like liveNow, after fresh keys if they are too old: 'unknown' for a kid the set does not have. */
    async live(kid: string): Promise<boolean | 'unknown'> {
      await fresh();
      const entry = keys.get(kid);
      return entry === undefined ? 'unknown' : isLive(entry, dbNow());
    },

    /** The public key that verifies a token of `kid`; reloads once for a kid it does not know (a key made by another process). */
    async verifier(kid: string | undefined): Promise<CryptoKey> {
      if (kid === undefined) throw new Error('token has no kid');
      await fresh();
      let entry = keys.get(kid);
      if (entry === undefined) {
        await reloadNow();
        entry = keys.get(kid);
      }
      if (entry === undefined || !isLive(entry, dbNow())) throw new Error('unknown or retired kid');
      return (await cryptoKeys(entry)).publicKey;
    },

    /** The keys that verify tokens now or will sign soon (a verifier caches them before they sign). */
    async published(): Promise<JWK[]> {
      await fresh();
      const now = dbNow();
      return [...keys.values()].filter((k) => isLive(k, now)).map((k) => k.publicJwk);
    },

    list,

    /**
     * Makes a new key that signs `activateInSeconds` from now. Until then it is only
     * published; the keys it replaces end a token lifetime (and a margin) after it starts.
     */
    async rotate(activateInSeconds: number): Promise<SigningKeyView> {
      const row = await clientsRepo.rotateSigningKey(await generate(), activateInSeconds);
      return viewOf(row.kid);
    },

    /** Retires a key now. The key that signs now cannot be retired: rotate first. A retired key answers as it is. */
    async retire(kid: string): Promise<SigningKeyView> {
      const outcome = await clientsRepo.retireSigningKey(kid);
      if (outcome === 'not_found') throw notFound('signing key', kid);
      if (outcome === 'signer') {
        throw new AppError('validation_error', 'this key signs the tokens issued now; rotate to a new key first (activate_in_seconds 0 makes it sign at once), then retire this one', {
          kid,
        });
      }
      return viewOf(kid);
    },
  };
}

export type KeyRing = ReturnType<typeof createKeyRing>;
