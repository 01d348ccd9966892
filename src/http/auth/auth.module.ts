// The guard every request passes (guard.ts) with its rate limiter, built from the
// clients and organisations modules; it subscribes to their changes so that a revoked
// client or a changed organisation takes effect in this process at once.

import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { ClientsModule } from '../../modules/clients/clients.module.ts';
import type { OrganizationsModule } from '../../modules/organizations/organizations.module.ts';
import { createGuard } from './guard.ts';
import { createRateLimiter } from './rate-limiter.ts';

export function createAuthModule(deps: {
  config: Pick<Config, 'auth' | 'rateLimitPerMinute'>;
  adminToken: string;
  clients: Pick<ClientsModule, 'repo' | 'tokens' | 'onRevoke'>;
  organizations: Pick<OrganizationsModule, 'repo' | 'onChange'>;
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
