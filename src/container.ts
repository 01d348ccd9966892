// The composition root: one place that builds every module from its narrow
// dependencies. No module reaches for a global database, clock or config.

import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/drivers.ts';
import { createGuard } from './http/auth/guard.ts';
import { createRateLimiter } from './http/auth/rate-limiter.ts';
import { statusOf } from './http/errors.ts';
import { createMetrics } from './http/metrics.ts';
import { createJobsModule } from './jobs/jobs.module.ts';
import { createActivationsRepo } from './modules/activations/activations.repo.ts';
import { createActivationsService } from './modules/activations/activations.service.ts';
import { createClientsRepo } from './modules/clients/clients.repo.ts';
import { createClientsService } from './modules/clients/clients.service.ts';
import { createTokenService } from './modules/clients/tokens.service.ts';
import { createBillingRepo } from './modules/billing/billing.repo.ts';
import { createBillingService } from './modules/billing/billing.service.ts';
import { createNumberRenewals } from './modules/billing/billing.number-renewals.ts';
import { createKycRepo } from './modules/kyc/kyc.repo.ts';
import { createKycService } from './modules/kyc/kyc.service.ts';
import { createBulkLookup } from './modules/lookup/lookup.bulk.ts';
import { lazyLookupIndex } from './modules/lookup/lookup.index.ts';
import { createLookupRepo } from './modules/lookup/lookup.repo.ts';
import { createLookupService } from './modules/lookup/lookup.service.ts';
import { createLinksModule } from './modules/links/links.module.ts';
import { createLinksRepo } from './modules/links/links.repo.ts';
import { createOperatorsRepo } from './modules/operators/operators.repo.ts';
import { createOperatorsService } from './modules/operators/operators.service.ts';
import { createCoveragesAndPlans } from './modules/plans/plans.module.ts';
import { createResellerLinksModule } from './modules/reseller/links.module.ts';
import { createResellerModule } from './modules/reseller/reseller.module.ts';
import { createUsageModule } from './modules/usage/usage.module.ts';
import { createOrganizationsRepo } from './modules/organizations/organizations.repo.ts';
import { createOrganizationsService } from './modules/organizations/organizations.service.ts';
import { createSimsRepo } from './modules/sims/sims.repo.ts';
import { createSimsService } from './modules/sims/sims.service.ts';
import { createTasksModule } from './modules/tasks/tasks.module.ts';
import { createIdempotency } from './modules/idempotency/idempotency.service.ts';
import { createSmsOutboundModule } from './modules/sms/sms.outbound.module.ts';
import { createIdempotencyPrune } from './modules/idempotency/idempotency.jobs.ts';
import { createNumbersModule } from './modules/numbers/numbers.module.ts';
import { createRoutingRepo } from './modules/routing/routing.repo.ts';
import { createRoutingService } from './modules/routing/routing.service.ts';
import { createWalletRepo } from './modules/wallet/wallet.repo.ts';
import { createRequestBilling } from './modules/wallet/wallet.request-billing.ts';
import { createWalletService } from './modules/wallet/wallet.service.ts';
import { createInboundSms } from './modules/sms/sms.inbound.ts';
import { createInboundSmsRepo } from './modules/sms/sms.inbound.repo.ts';
import { createWebhooksModule } from './modules/webhooks/webhooks.module.ts';
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
  // Built first so every module can enqueue (jobs.queue) and register its job definitions.
  const jobs = createJobsModule({ db, config, logger, metrics, listen: database.listen });

  const organizationsRepo = createOrganizationsRepo(db);
  const clientsRepo = createClientsRepo(db);
  const walletRepo = createWalletRepo(db);
  const organizationExists = async (id: string) => (await organizationsRepo.find(id)) !== null;

  const tokens = createTokenService({
    clientsRepo,
    organizationExists,
    config: config.auth,
    onRefreshError: (err) => logger.warn({ err, component: 'tokens' }, 'reloading the signing keys failed; the keys loaded before stay in use'),
  });
  // Requests a minute per organisation, counted in the database (rate_limit_windows).
  const rateLimiter = createRateLimiter({
    claim: organizationsRepo.claimRequests,
    defaultPerMinute: config.rateLimitPerMinute,
    onClaimError: (err) => logger.warn({ err, component: 'rate-limit' }, 'taking a rate-limit lease failed; the request went ahead'),
  });
  const guard = createGuard({
    verifyToken: tokens.verify,
    cachedToken: tokens.cached,
    keyLive: tokens.keyLive,
    takeRequest: rateLimiter.take,
    findClient: clientsRepo.find,
    findOrganization: organizationsRepo.find,
    adminToken: opts.adminToken,
    cacheSeconds: config.auth.clientCacheSeconds,
  });
  // An organisation changed by this process takes effect here at once: its services in
  // the guard, a price raised from zero in request billing (defined below).
  const organizations = createOrganizationsService({
    db,
    organizationsRepo,
    walletRepo,
    onChange: (id) => {
      guard.forgetOrganization(id);
      requestBilling.forget(id);
    },
  });
  const clients = createClientsService({ clientsRepo, organizationExists, onRevoke: guard.forgetClient });
  const wallet = createWalletService({ walletRepo });
  const upstream = createUpstreamRegistry(config, db);
  const simsRepo = createSimsRepo(db);
  const sims = createSimsService({
    simsRepo,
    findOrganization: organizationsRepo.find,
    upstream,
    // Called per request, after `plans` below exists.
    requirePlan: (organizationId, id) => plans.requireLive(organizationId, id),
  });
  const operators = createOperatorsService({ db, operatorsRepo: createOperatorsRepo(db) });
  const { coverages, plans, planNotifications } = createCoveragesAndPlans({
    db,
    logger,
    upstream,
    findOperators: (ids) => operators.findByIds(ids),
    findOrganization: organizationsRepo.find,
  });
  const activationsRepo = createActivationsRepo(db);
  const activations = createActivationsService({ db, repo: activationsRepo, upstream, requirePlan: plans.requireLive, logger });
  const usage = createUsageModule({
    db,
    logger,
    upstream,
    queue: jobs.queue,
    activations,
    activationsRepo,
    requirePlan: (organizationId, id) => plans.requireLive(organizationId, id),
    config: { ...config.usage, concurrency: config.jobs.concurrency, leaseMs: config.jobs.leaseMs },
    wake: () => jobs.wake(),
  });
  for (const job of usage.jobs) jobs.registerJob(job);
  // One links repository (and so one batched detail read) for links, tasks and the reseller API.
  const linksRepo = createLinksRepo(db);
  const links = createLinksModule({
    db,
    repo: linksRepo,
    simsRepo,
    upstream,
    findOrganization: organizationsRepo.find,
    requirePlan: (organizationId, id) => plans.requireLive(organizationId, id),
    activations,
    findOperators: (ids) => operators.findByIds(ids),
    logger,
  });
  jobs.registerSchedule(usage.schedule);
  const tasks = createTasksModule({
    db,
    queue: jobs.queue,
    wake: () => jobs.wake(),
    links,
    activations,
    linksRepo,
    findSim: simsRepo.findById,
    upstream,
    config: config.tasks,
  });
  jobs.registerJob(tasks.job);
  const lookupIndex = lazyLookupIndex();
  const requestBilling = createRequestBilling({ walletRepo, cacheSeconds: config.auth.clientCacheSeconds });
  const lookup = createLookupService({ index: lookupIndex, billing: requestBilling });
  const idempotency = createIdempotency({ db, statusOf });
  const smsOutbound = createSmsOutboundModule({
    db,
    numbers: upstream.numbers,
    walletRepo,
    findOrganization: organizationsRepo.find,
    logger,
  });
  for (const job of smsOutbound.jobs) jobs.registerJob(job);
  jobs.registerSchedule(smsOutbound.schedule);
  const reseller = createResellerModule({ db });
  const idempotencyPrune = createIdempotencyPrune(idempotency);
  jobs.registerJob(idempotencyPrune.job);
  jobs.registerSchedule(idempotencyPrune.schedule);
  const numbers = createNumbersModule({
    db,
    port: upstream.numbers,
    tokens,
    wallet,
    walletRepo,
    organization: (id) => organizations.get(id),
    enqueue: (job, tx) => jobs.queue.enqueue(job, tx),
    wake: () => jobs.wake(),
    logger,
  });
  for (const job of numbers.jobs) jobs.registerJob(job);
  const resellerLinks = createResellerLinksModule({
    db,
    reseller,
    wallet,
    walletRepo,
    upstream,
    links,
    activations,
    activationsRepo,
    queue: jobs.queue,
    logger,
  });
  for (const job of resellerLinks.jobs) jobs.registerJob(job);
  // The hourly billing run charges the link fees (a runner below); the fee job remains for a run of its own.
  const bulkLookup = createBulkLookup({ db, index: lookupIndex, lookupRepo: createLookupRepo(db), walletRepo, queue: jobs.queue });
  jobs.registerJob(bulkLookup.job);
  const billing = createBillingService({
    // Every kind of due charge: number renewals and the reseller API's monthly link fees.
    runners: [
      createNumberRenewals({ db, repo: createBillingRepo(db), walletRepo, numbers: upstream.numbers, logger }),
      { name: 'reseller_link_fees', run: (asOf: Date) => resellerLinks.chargeMonthlyLinkFees(asOf) },
    ],
    now: () => upstream.numbers.now(),
  });
  jobs.registerJob(billing.job);
  const kyc = createKycService({ db, repo: createKycRepo(db), onOrganizationChange: guard.forgetOrganization });
  jobs.registerSchedule(billing.schedule);
  const webhooks = createWebhooksModule({
    db,
    queue: jobs.queue,
    wake: () => jobs.wake(),
    logger,
    allowPrivateTargets: config.webhooks.allowPrivateTargets,
    concurrency: config.webhooks.concurrency,
  });
  jobs.registerJob(webhooks.job);
  const routingRepo = createRoutingRepo(db);
  const routing = createRoutingService({ db, repo: routingRepo, checkTarget: webhooks.checkTarget });
  const inboundSms = createInboundSms({
    repo: createInboundSmsRepo(db, webhooks.inboundOutbox),
    pricing: smsOutbound.pricing,
    wake: () => jobs.wake(),
    logger: logger.child({ component: 'inbound-sms' }),
  });
  upstream.numbers.onInboundMessage(async (message) => {
    await inboundSms.receive(message);
  });

  let prepared = false;
  /** Work that must run once before the program serves (keys, reference data). */
  async function prepare(): Promise<void> {
    await tokens.ensureKeys();
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
    tokens,
    guard,
    organizations,
    clients,
    wallet,
    /** The upstream providers, one adapter each (upstream.registry.ts chooses them). */
    upstream,
    /** Controls of the simulated network (admin routes only). */
    simulator: upstream.simulator,
    sims,
    operators,
    coverages,
    plans,
    planNotifications,
    /** Plans running on links; `activate` and `removeAllForLink` serve the links module too. */
    activations,
    /** Links: CRUD, lifecycle, SMS and costs (the routes, bulk tasks and reseller API share them). */
    links,
    /** Bulk tasks: requests become items processed by queue jobs, one per range of items. */
    tasks,
    /** The usage snapshot: `snapshotNow()` runs one in this process, `trigger()` queues one. */
    usage,
    lookup,
    bulkLookup,
    /** Idempotency-Key records (purchases, SMS sends), shared by every process through the database. */
    idempotency,
    /** Outbound SMS (`sender.send`, the settle job) and SMS prices, which inbound SMS share (`pricing.list`, `outboundAmount`, `inboundAmount`). */
    smsOutbound,
    /** The `/v1` plan catalogue and sponsor profiles (`reseller.plans.findVisiblePlan` for links). */
    reseller,
    /** Phone numbers: catalogue, purchase, provisioning, owned numbers (`numbers.repo.findLive`). */
    numbers,
    /** Routing endpoints and numbers' routing; `routingRepo.effectiveEndpoint` is where a number's traffic goes. */
    routing,
    routingRepo,
    /** The billing run (`run(asOf?)`): every due charge; the worker runs it hourly. */
    billing,
    /** KYC submissions of organisations and numbers, and the operator's decisions. */
    kyc,
    /** Inbound-SMS webhook: settings, delivery outbox and log (`service`), and the delivery job. */
    webhooks,
    /** Inbound SMS: `receive` (the provider's listener) and `list`. */
    inboundSms,
    /** `/v1` links: purchase, management, and `chargeMonthlyLinkFees(asOf)` for the billing run. */
    resellerLinks,
    prepare,
    /** Whether prepare() has finished: until then GET /ready answers 503. */
    isPrepared: () => prepared,
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
