// Requests a minute per organisation, shared by every API process through the database
// without a round trip per request: a process takes a lease of the minute's requests in
// one statement and spends it locally (see docs/architecture.md).

import { withTimeout } from '../../lib/timeout.ts';
import { AppError } from '../../lib/errors.ts';

const MINUTE_MS = 60_000;
/** How long requests wait for a lease before they go ahead without one. */
const CLAIM_TIMEOUT_MS = 5_000;
/** A lease is this share of the limit (at least one request): a claim per 2% of the limit. */
const LEASES_PER_MINUTE = 50;

export interface RateLimiterDeps {
  /** Takes up to `want` requests of the organisation's current minute, never past `limit` (organizations repo). */
  claim(organizationId: string, want: number, limit: number): Promise<{ windowStart: number; granted: number; now: number }>;
  /** The limit of an organisation without its own; 0 turns the limit off. */
  defaultPerMinute: number;
  /** A claim failed; the request went ahead. */
  onClaimError?(err: unknown): void;
}

interface Lease {
  /** The end of the lease's minute, on the database's clock. */
  windowEnd: number;
  /** The database's clock minus this process's, at the claim. */
  offset: number;
  remaining: number;
  /** The database had no more for this minute. */
  spent: boolean;
  limit: number;
  claiming: Promise<boolean> | null;
}

export function createRateLimiter(deps: RateLimiterDeps) {
  const leases = new Map<string, Lease>();

  async function refill(organizationId: string, limit: number, lease: Lease | undefined): Promise<void> {
    const want = Math.max(1, Math.ceil(limit / LEASES_PER_MINUTE));
    const before = Date.now();
    const { windowStart, granted, now } = await deps.claim(organizationId, want, limit);
    const offset = now - Math.round((before + Date.now()) / 2);
    const windowEnd = windowStart + MINUTE_MS;
    // What is left of a lease of the same minute is kept (the minute ended early by this
    // process's clock, or the lease had run out).
    const kept = lease !== undefined && lease.windowEnd === windowEnd && lease.limit === limit ? lease.remaining : 0;
    leases.set(organizationId, { windowEnd, offset, remaining: kept + granted, spent: granted < want, limit, claiming: null });
  }

  /**
   * Admits one request of the organisation: undefined when its lease covers it (no
   * waiting), a promise when a lease must be taken first; throws (or rejects with) 429
   * when the minute is spent. `perMinute` is the organisation's own limit, if any.
   */
  function take(organizationId: string, perMinute: number | null): Promise<void> | undefined {
    const limit = perMinute ?? deps.defaultPerMinute;
    if (limit <= 0) return undefined;
    const lease = leases.get(organizationId);
    const now = Date.now() + (lease?.offset ?? 0);
    if (lease !== undefined && now < lease.windowEnd && lease.limit === limit) {
      if (lease.remaining > 0) {
        lease.remaining--;
        return undefined;
      }
      if (lease.spent) throw tooManyRequests(limit, lease.windowEnd - now);
    }
    // The requests waiting for a claim spend its lease whatever the clock says (the
    // minute's end is the database's), and claim again if there were more of them.
    const spend = (): Promise<void> | undefined => {
      const fresh = leases.get(organizationId);
      if (fresh !== undefined && fresh.remaining > 0) {
        fresh.remaining--;
        return undefined;
      }
      if (fresh === undefined || !fresh.spent || fresh.limit !== limit) return take(organizationId, perMinute);
      throw tooManyRequests(limit, fresh.windowEnd - (Date.now() + fresh.offset));
    };
    return (lease?.claiming ?? claim(organizationId, limit, lease)).then((ok) => (ok ? spend() : undefined));
  }

  /**
   * Takes a lease for the organisation; the requests that need one wait on the same claim.
   * False when the claim failed or took over five seconds: a limit that cannot be read
   * does not refuse requests (each meets the same database next, and fails there if it
   * is down).
   */
  function claim(organizationId: string, limit: number, lease: Lease | undefined): Promise<boolean> {
    // A claim that never answers (a hung connection) must not hold the organisation's
    // requests: past the timeout they go ahead, and a late answer still leaves its lease.
    const claiming: Promise<boolean> = withTimeout(refill(organizationId, limit, lease), CLAIM_TIMEOUT_MS, 'taking a rate-limit lease took too long').then(
      () => true,
      (err: unknown) => {
        const current = leases.get(organizationId);
        if (current?.claiming === claiming) current.claiming = null;
        deps.onClaimError?.(err);
        return false;
      },
    );
    if (lease !== undefined) lease.claiming = claiming;
    else leases.set(organizationId, { windowEnd: 0, offset: 0, remaining: 0, spent: false, limit, claiming });
    return claiming;
  }

  return { take };
}

function tooManyRequests(limit: number, msLeft: number): AppError {
  const seconds = Math.max(1, Math.ceil(msLeft / 1000));
  return new AppError(
    'rate_limited',
    `this organisation has made its ${limit} requests of this minute; try again in ${seconds} s`,
    { limit, window_seconds: 60, retry_after: seconds },
    { 'retry-after': String(seconds) },
  );
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
