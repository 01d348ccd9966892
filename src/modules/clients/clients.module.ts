// API clients and what authenticates them: the clients repository, the token service
// (the token endpoint, signing keys, signed documents) and the clients service. A client
// revoked by this process is forgotten at once by every cache that subscribes through
// `onRevoke` (the guard's). It registers the hourly prune of old counts of wrong secrets.

import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { JobRegistry } from '../../jobs/jobs.module.ts';
import { createFailuresPrune } from './clients.jobs.ts';
import type { EventWriter } from '../events/events.writer.ts';
import { createClientEvents } from './clients.events.ts';
import { createClientsRepo } from './clients.repo.ts';
import { createClientsService } from './clients.service.ts';
import { createTokenService, type TokenServiceDeps } from './tokens.service.ts';
import { clientMounts } from './clients.routes.ts';
import { orgClientMounts } from './clients.org.routes.ts';
import { tokenMounts } from './oauth.routes.ts';
import { signingKeyMounts } from './signing-keys.routes.ts';

export function createClientsModule(deps: {
  db: Db;
  config: TokenServiceDeps['config'];
  organizationExists(id: string): Promise<boolean>;
  logger: Logger;
  jobs: JobRegistry;
  events: EventWriter;
}) {
  const repo = createClientsRepo(deps.db);
  const prune = createFailuresPrune(repo, deps.config.failureWindowSeconds);
  deps.jobs.registerJob(prune.job);
  deps.jobs.registerSchedule(prune.schedule);
  const listeners: Array<(clientId: string) => void> = [];
  const tokens = createTokenService({
    clientsRepo: repo,
    organizationExists: deps.organizationExists,
    config: deps.config,
    onRefreshError: (err) => deps.logger.warn({ err, component: 'tokens' }, 'reloading the signing keys failed; the keys loaded before stay in use'),
  });
  const service = createClientsService({
    db: deps.db,
    clientsRepo: repo,
    events: createClientEvents({ events: deps.events }),
    organizationExists: deps.organizationExists,
    onRevoke: (clientId) => {
      for (const listener of listeners) listener(clientId);
    },
  });
  return {
    repo,
    tokens,
    service,
    jobs: [prune.job],
    routes: [...tokenMounts(tokens), ...clientMounts(service), ...orgClientMounts(service), ...signingKeyMounts(tokens)],
    /** Adds an in-process cache to forget a client whenever this process revokes it. */
    onRevoke(listener: (clientId: string) => void): void {
      listeners.push(listener);
    },
  };
}

export type ClientsModule = ReturnType<typeof createClientsModule>;
