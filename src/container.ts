// The composition root, read as a table of contents: one factory per module, in
// dependency order, each registering its own jobs and returning its own routes, which
// the surfaces (src/http/surfaces/) mount. The module map is in docs/architecture.md.

import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Executor } from './db/client.ts';
import type { Database } from './db/drivers.ts';
import { createAuthModule } from './http/auth/auth.module.ts';
import { statusOf } from './http/errors.ts';
import { createMetrics } from './http/metrics.ts';
import { createJobsModule } from './jobs/jobs.module.ts';
import { createActivationsModule } from './modules/activations/activations.module.ts';
import { createBillingModule } from './modules/billing/billing.module.ts';
import { createClientsModule } from './modules/clients/clients.module.ts';
import { createConsoleModule } from './modules/console/console.module.ts';
import { createDestinationsModule } from './modules/destinations/destinations.module.ts';
import { createEventsModule } from './modules/events/events.module.ts';
import { eventMounts } from './modules/events/events.routes.ts';
import { createIdempotencyModule } from './modules/idempotency/idempotency.module.ts';
import { createKycModule } from './modules/kyc/kyc.module.ts';
import { createLinksModule } from './modules/links/links.module.ts';
import { createLookupModule } from './modules/lookup/lookup.module.ts';
import { createNumbersModule } from './modules/numbers/numbers.module.ts';
import { createOperatorsModule } from './modules/operators/operators.module.ts';
import { createOrganizationsModule } from './modules/organizations/organizations.module.ts';
import { createPlansModule } from './modules/plans/plans.module.ts';
import { createResellerLinksModule } from './modules/reseller/links.module.ts';
import { createResellerModule } from './modules/reseller/reseller.module.ts';
import { createRoutingModule } from './modules/routing/routing.module.ts';
import { createSimsModule } from './modules/sims/sims.module.ts';
import { createInboundSmsModule } from './modules/sms/sms.inbound.module.ts';
import { createSmsOutboundModule } from './modules/sms/sms.outbound.module.ts';
import { createTasksModule } from './modules/tasks/tasks.module.ts';
import { createUsageModule } from './modules/usage/usage.module.ts';
import { createUsersModule } from './modules/users/users.module.ts';
import { createWalletModule } from './modules/wallet/wallet.module.ts';
import { createWebhooksModule } from './modules/webhooks/webhooks.module.ts';
import { simulatorMounts } from './providers/upstream/simulator/simulator.routes.ts';
import { createUpstreamRegistry } from './providers/upstream/upstream.registry.ts';

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
  // The queue first: every module below enqueues through it and registers its jobs with it.
  const jobs = createJobsModule({ db, config, logger, metrics, listen: database.listen });
  const { queue } = jobs;
  const wake = () => jobs.wake();
  const upstream = createUpstreamRegistry(config, db);
  // The event feed next: modules write their events with its writer, in their own transactions.
  const events = createEventsModule({ db, jobs, retentionDays: config.events.retentionDays });

  // Identity and tenancy.
  const wallet = createWalletModule({ db, cacheSeconds: config.auth.clientCacheSeconds, events: events.writer });
  const organizations = createOrganizationsModule({ db, wallet });
  const findOrganization = organizations.repo.find;
  const clients = createClientsModule({ db, config: config.auth, organizationExists: organizations.exists, logger, jobs, events: events.writer });
  const users = createUsersModule({ db, events: events.writer, organizationExists: organizations.exists, failures: { record: clients.repo.recordFailure, clear: clients.repo.clearFailures }, tokens: clients.tokens, config: config.auth });
  const guard = createAuthModule({ config, adminToken: opts.adminToken, clients, organizations, users, logger });
  const idempotency = createIdempotencyModule({ db, statusOf, jobs, lockSeconds: config.idempotencyLockSeconds });

  // Connectivity (`/`).
  const operators = createOperatorsModule({ db });
  const findOperators = (ids: readonly string[], tx?: Executor) => operators.findByIds(ids, tx);
  const plans = createPlansModule({ db, logger, upstream, findOperators, findOrganization });
  const requirePlan = plans.plans.requireLive;
  const sims = createSimsModule({ db, upstream, findOrganization, requirePlan, events: events.writer });
  const activations = createActivationsModule({ db, upstream, requirePlan, logger, events: events.writer });
  const usageConfig = { ...config.usage, concurrency: config.jobs.concurrency, leaseMs: config.jobs.leaseMs };
  const usage = createUsageModule({ db, logger, upstream, queue, activations: activations.service, activationsRepo: activations.repo, activationEvents: activations.events, requirePlan, config: usageConfig, wake, jobs });
  const links = createLinksModule({ db, simsRepo: sims.repo, upstream, findOrganization, requirePlan, activations: activations.service, findOperators, logger, events: events.writer, syncSimReport: sims.syncReported });
  const tasks = createTasksModule({ db, queue, wake, links, activations: activations.service, linksRepo: links.repo, findSim: sims.repo.findById, upstream, config: config.tasks, jobs, events: events.writer });

  // Reseller (`/v1`).
  const reseller = createResellerModule({ db });
  const resellerLinks = createResellerLinksModule({ db, reseller, wallet: wallet.service, walletRepo: wallet.repo, upstream, links, activations: activations.service, activationsRepo: activations.repo, activationEvents: activations.events, queue, jobs, idempotency, logger, events: events.writer });

  // Phone numbers (`/numbers`) and the billing run.
  const numbers = createNumbersModule({ db, port: upstream.numbers, tokens: clients.tokens, wallet: wallet.service, walletRepo: wallet.repo, organization: (id) => organizations.service.get(id), enqueue: (job, tx) => queue.enqueue(job, tx), wake, idempotency, logger, jobs, events: events.writer });
  const kyc = createKycModule({ db, onOrganizationChange: guard.forgetOrganization, events: events.writer });
  const smsOutbound = createSmsOutboundModule({ db, numbers: upstream.numbers, walletRepo: wallet.repo, findOrganization, organizations: organizations.service, idempotency, logger, jobs, events: events.writer });
  const webhooks = createWebhooksModule({ db, queue, wake, jobs, logger, allowPrivateTargets: config.webhooks.allowPrivateTargets, concurrency: config.webhooks.concurrency });
  const destinations = createDestinationsModule({ db, webhooks, events: events.writer });
  const routing = createRoutingModule({ db, checkTarget: webhooks.checkTarget });
  const inboundSms = createInboundSmsModule({ db, numbers: upstream.numbers, pricing: smsOutbound.pricing, webhooks, wake, logger, events: events.writer });
  const billing = createBillingModule({ db, walletRepo: wallet.repo, numbers: upstream.numbers, numberEvents: numbers.events, chargeMonthlyLinkFees: resellerLinks.chargeMonthlyLinkFees, jobs, logger });

  // Operator lookup (`/mccmnc`).
  const lookup = createLookupModule({ db, wallet, queue, jobs });

  // The console's pages at /console (its API is the users module's).
  const consoleApp = createConsoleModule();

  // The routes each module carries, in the order of the OpenAPI document (each surface mounts its own in this
  // order). The event feed's check the link or SIM asked about, built after the feed; the simulator's are admin's.
  const simulator = { routes: simulatorMounts(upstream.simulator) };
  const eventFeed = { routes: eventMounts({ events: events.service, links: links.repo, sims: sims.service }) };
  const routes = [organizations, clients, users, operators, plans, sims, links, activations, usage, tasks, eventFeed, destinations, billing, smsOutbound, routing, kyc, simulator, reseller, resellerLinks, numbers, inboundSms, webhooks, lookup, wallet, consoleApp].flatMap((m) => m.routes);

  let prepared = false;
  /** Work that must run once before the program serves (keys, reference data). */
  async function prepare(): Promise<void> {
    await clients.tokens.ensureKeys();
    await operators.seed();
    await reseller.sponsorProfiles.ensureDefault();
    prepared = true;
  }

  return {
    config,
    logger,
    database,
    db,
    metrics,
    tokens: clients.tokens,
    guard,
    organizations: organizations.service,
    /** The clients' jobs (the prune of old counts of wrong secrets). */
    clientsJobs: clients.jobs,
    wallet: wallet.service,
    /** The upstream providers, one adapter each (upstream.registry.ts chooses them). */
    upstream,
    /** Controls of the simulated network (admin routes only). */
    simulator: upstream.simulator,
    operators,
    coverages: plans.coverages,
    activations: activations.service,
    links,
    usage,
    smsOutbound,
    reseller,
    numbers,
    billing,
    webhooks,
    inboundSms,
    /** The event feed: the per-request context (set by the HTTP layer), the writer, the reads. */
    events,
    /** Event destinations: where events are delivered (by the webhooks module's delivery job). */
    destinations,
    resellerLinks,
    routes,
    prepare,
    /** Whether prepare() has finished: until then GET /ready answers 503. */
    isPrepared: () => prepared,
    /** The durable job queue: enqueue(job, tx) inside the transaction of the change that needs it. */
    jobs: queue,
    /** Job types and schedules the workers run; register while building the container. */
    registerJob: jobs.registerJob,
    registerSchedule: jobs.registerSchedule,
    /** Starts this process's worker and scheduler; returns a handle that stops them (releasing held jobs). */
    startWorkers: jobs.startWorkers,
    /** Refreshes gauges that are read from the database just before a scrape. */
    async beforeMetrics(): Promise<void> {
      await jobs.refreshMetrics();
    },
  };
}

export type Container = ReturnType<typeof createContainer>;
