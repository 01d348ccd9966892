// The guard every request passes (guard.ts) with its rate limiter, built from the
// clients and organisations modules; it subscribes to their changes so that a revoked
// client or a changed organisation takes effect in this process at once.

import type { Logger } from 'pino';
import { createGuard, type GuardDeps } from './guard.ts';
import { createRateLimiter, type RateLimiterDeps } from './rate-limiter.ts';

export function createAuthModule(deps: {
  config: { auth: { clientCacheSeconds: number }; rateLimitPerMinute: number };
  adminToken: string;
  clients: {
    repo: { find: GuardDeps['findClient'] };
    tokens: { verify: GuardDeps['verifyToken']; cached: GuardDeps['cachedToken']; keyLive: GuardDeps['keyLive'] };
    onRevoke(listener: (clientId: string) => void): void;
  };
  organizations: {
    repo: { find: GuardDeps['findOrganization']; claimRequests: RateLimiterDeps['claim'] };
    onChange(listener: (id: string) => void): void;
  };
  logger: Logger;
}) {
  const { clients, organizations } = deps;
  // Requests a minute per organisation, counted in the database (rate_limit_windows).
  const rateLimiter = createRateLimiter({
    claim: organizations.repo.claimRequests,
    defaultPerMinute: deps.config.rateLimitPerMinute,
    onClaimError: (err) => deps.logger.warn({ err, component: 'rate-limit' }, 'taking a rate-limit lease failed; the request went ahead'),
  });
  const guard = createGuard({
    verifyToken: clients.tokens.verify,
    cachedToken: clients.tokens.cached,
    keyLive: clients.tokens.keyLive,
    takeRequest: rateLimiter.take,
    findClient: clients.repo.find,
    findOrganization: organizations.repo.find,
    adminToken: deps.adminToken,
    cacheSeconds: deps.config.auth.clientCacheSeconds,
  });
  organizations.onChange(guard.forgetOrganization);
  clients.onRevoke(guard.forgetClient);
  return guard;
}
