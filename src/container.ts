// The composition root: one place that builds every module from its narrow
// dependencies. No module reaches for a global database, clock or config.

import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createGuard } from './http/auth/guard.ts';
import { createMetrics } from './http/metrics.ts';
import { createJobsModule } from './jobs/jobs.module.ts';
import { createClientsRepo } from './modules/clients/clients.repo.ts';
import { createClientsService } from './modules/clients/clients.service.ts';
import { createTokenService } from './modules/clients/tokens.service.ts';
import { createBulkLookup } from './modules/lookup/lookup.bulk.ts';
import { buildLookupIndex } from './modules/lookup/lookup.index.ts';
import { createLookupRepo } from './modules/lookup/lookup.repo.ts';
import { createLookupService } from './modules/lookup/lookup.service.ts';
import { createOperatorsRepo } from './modules/operators/operators.repo.ts';
import { createOperatorsService } from './modules/operators/operators.service.ts';
import { createCoveragesAndPlans } from './modules/plans/plans.module.ts';
import { createOrganizationsRepo } from './modules/organizations/organizations.repo.ts';
import { createOrganizationsService } from './modules/organizations/organizations.service.ts';
import { createSimsRepo } from './modules/sims/sims.repo.ts';
import { createSimsService } from './modules/sims/sims.service.ts';
import { createWalletRepo } from './modules/wallet/wallet.repo.ts';
import { createRequestBilling } from './modules/wallet/request-billing.ts';
import { createWalletService } from './modules/wallet/wallet.service.ts';
import { createUpstreamRegistry } from './providers/upstream/registry.ts';

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
  // Built first so every module can enqueue (jobs.queue) and register its job definitions.
  const jobs = createJobsModule({ db, config, logger, metrics });

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
  const upstream = createUpstreamRegistry(config, db);
  const sims = createSimsService({ simsRepo: createSimsRepo(db), findOrganization: organizationsRepo.find, upstream });
  const operators = createOperatorsService({ db, operatorsRepo: createOperatorsRepo(db) });
  const { coverages, plans, planNotifications } = createCoveragesAndPlans({
    db,
    logger,
    upstream,
    findOperators: (ids) => operators.findByIds(ids),
    findOrganization: organizationsRepo.find,
  });
  const lookupIndex = buildLookupIndex();
  const requestBilling = createRequestBilling({ walletRepo, cacheSeconds: config.auth.clientCacheSeconds });
  const lookup = createLookupService({ index: lookupIndex, billing: requestBilling });
  const bulkLookup = createBulkLookup({ db, index: lookupIndex, lookupRepo: createLookupRepo(db), walletRepo, queue: jobs.queue });
  jobs.registerJob(bulkLookup.job);

  /** Work that must run once before the program serves (keys, reference data). */
  async function prepare(): Promise<void> {
    await tokens.ensureKeys();
    await operators.seed();
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
    /** The upstream providers, one adapter each (registry.ts chooses them). */
    upstream,
    /** Controls of the simulated network (admin routes only). */
    simulator: upstream.simulator,
    sims,
    operators,
    coverages,
    plans,
    planNotifications,
    lookup,
    bulkLookup,
    prepare,
    /** The durable job queue: enqueue(job, tx) inside the transaction of the change that needs it. */
    jobs: jobs.queue,
    /** Job types and schedules the workers run; register while building the container. */
    registerJob: jobs.registerJob,
    registerSchedule: jobs.registerSchedule,
    /** Makes this process's workers poll now: call after committing a transaction that enqueued jobs. */
    wakeWorkers: jobs.wake,
    /** Starts this process's worker and scheduler; returns a handle that stops them (releasing held jobs). */
    startWorkers: jobs.startWorkers,
    /** Refreshes gauges that are read from the database just before a scrape. */
    async beforeMetrics(): Promise<void> {
      await jobs.refreshMetrics();
    },
  };
}

export type Container = ReturnType<typeof createContainer>;
