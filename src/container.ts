// The composition root: one place that builds every module from its narrow
// dependencies. No module reaches for a global database, clock or config.

import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createGuard } from './http/auth/guard.ts';
import { createMetrics } from './http/metrics.ts';
import { createClientsRepo } from './modules/clients/clients.repo.ts';
import { createClientsService } from './modules/clients/clients.service.ts';
import { createTokenService } from './modules/clients/tokens.service.ts';
import { createOrganizationsRepo } from './modules/organizations/organizations.repo.ts';
import { createOrganizationsService } from './modules/organizations/organizations.service.ts';
import { createWalletRepo } from './modules/wallet/wallet.repo.ts';
import { createWalletService } from './modules/wallet/wallet.service.ts';

export interface ContainerOptions {
  config: Config;
  database: Database;
  logger: Logger;
  adminToken: string;
}

export function createContainer(opts: ContainerOptions) {
  const { config, database, logger } = opts;
  const db = database.db;
  const metrics = createMetrics();

  const organizationsRepo = createOrganizationsRepo(db);
  const clientsRepo = createClientsRepo(db);
  const walletRepo = createWalletRepo(db);
  const organizationExists = async (id: string) => (await organizationsRepo.find(id)) !== null;

  const tokens = createTokenService({ clientsRepo, organizationExists, config: config.auth });
  const guard = createGuard({
    verifyToken: tokens.verify,
    findClient: clientsRepo.find,
    findOrganization: organizationsRepo.find,
    adminToken: opts.adminToken,
    cacheSeconds: config.auth.clientCacheSeconds,
  });
  const organizations = createOrganizationsService({ db, organizationsRepo, walletRepo, onChange: guard.forgetOrganization });
  const clients = createClientsService({ clientsRepo, organizationExists, onRevoke: guard.forgetClient });
  const wallet = createWalletService({ walletRepo });

  /** Work that must run once before the program serves (keys, reference data). */
  async function prepare(): Promise<void> {
    await tokens.ensureKeys();
  }

  return {
    config,
    logger,
    database,
    db,
    metrics,
    tokens,
    guard,
    organizations,
    clients,
    wallet,
    prepare,
    /** Starts this process's background workers; returns a handle that stops them. */
    startWorkers(): { stop(): Promise<void> } {
      return { stop: async () => {} };
    },
    /** Refreshes gauges that are read from the database just before a scrape. */
    async beforeMetrics(): Promise<void> {},
  };
}

export type Container = ReturnType<typeof createContainer>;
