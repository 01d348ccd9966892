// The guard every request passes (guard.ts) with its rate limiter, built from the
// clients, organisations and users modules; it subscribes to their changes so that a
// revoked client, a removed or changed user, a console session signed out or a changed organisation
// takes effect in this process at once.

import type { Logger } from 'pino';
import type { ConsoleSession } from '../../modules/users/users.service.ts';
import { createSessionCheck } from './console-session.ts';
import { createGuard, type GuardDeps, holderOf } from './guard.ts';
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
  /** Console users: their sessions (cookie routes) and the holders of the tokens those sessions mint. */
  users: {
    service: {
      session(token: string): Promise<ConsoleSession | null>;
      tokenHolder(userId: string, sessionId: string): ReturnType<GuardDeps['findClient']>;
    };
    onSignOut(listener: (userId: string, sessionId: string) => void): void;
    onChange(listener: (userId: string) => void): void;
  };
  logger: Logger;
}) {
  const { clients, organizations, users } = deps;
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
    // A holder `usr_…/<session id>` is a console user's token (guard.ts holderOf); any other is a client id.
    findClient: (holder) => {
      const slash = holder.indexOf('/');
      return holder.startsWith('usr_') && slash > 0 ? users.service.tokenHolder(holder.slice(0, slash), holder.slice(slash + 1)) : clients.repo.find(holder);
    },
    checkSession: createSessionCheck(users.service.session),
    findOrganization: organizations.repo.find,
    adminToken: deps.adminToken,
    cacheSeconds: deps.config.auth.clientCacheSeconds,
  });
  organizations.onChange(guard.forgetOrganization);
  clients.onRevoke(guard.forgetClient);
  users.onSignOut((userId, sessionId) => guard.forgetClient(holderOf({ sub: userId, sid: sessionId })));
  users.onChange(guard.forgetUser);
  return guard;
}
