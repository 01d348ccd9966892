// Builds the `/v1` links side (purchase, management, monthly fees and their jobs) from
// its narrow dependencies and registers its jobs; the composition root calls this once.

import type { Logger } from 'pino';
import { AppError } from '../../lib/errors.ts';
import type { Db } from '../../db/client.ts';
import type { JobDefinition } from '../../jobs/define.ts';
import type { JobRegistry } from '../../jobs/jobs.module.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { UpstreamRegistry } from '../../providers/upstream/upstream.port.ts';
import type { ActivationsRepo } from '../activations/activations.repo.ts';
import type { ActivationsService } from '../activations/activations.service.ts';
import { type Idempotency, JsonText } from '../idempotency/idempotency.service.ts';
import type { LinksModule } from '../links/links.module.ts';
import type { WalletRepo } from '../wallet/wallet.repo.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { createResellerFees } from './links.fees.ts';
import { createFeeJob, createRepairJob, createTopupRepairJob, REPAIR_DELAY_MS, REPAIR_JOB_KIND, TOPUP_REPAIR_JOB_NAME, topupRepairJobInput } from './links.jobs.ts';
import { createLinkManagement } from './links.manage.ts';
import { createLinkPurchase } from './links.purchase.ts';
import { createResellerLinksRepo } from './links.repo.ts';
import { createTopUps } from './links.topup.ts';
import { linkDetailJson } from './links.view.ts';
import { createPurchaseOperations } from './purchases.admin.ts';
import { createResellerEvents } from './reseller.events.ts';
import type { ResellerModule } from './reseller.module.ts';
import { resellerLinkMounts } from './links.routes.ts';
import { adminResellerPurchaseMounts } from './purchases.admin.routes.ts';
import type { EventWriter } from '../events/events.writer.ts';
import type { ActivationEvents } from '../activations/activations.events.ts';

export function createResellerLinksModule(deps: {
  db: Db;
  reseller: ResellerModule;
  wallet: Pick<WalletService, 'debit'>;
  walletRepo: Pick<WalletRepo, 'refund' | 'balance' | 'lock'>;
  upstream: UpstreamRegistry;
  links: LinksModule;
  activations: ActivationsService;
  activationsRepo: ActivationsRepo;
  /** `activation.started` of a top-up's plan, in its transaction. */
  activationEvents: Pick<ActivationEvents, 'started'>;
  queue: Pick<JobQueue, 'enqueue' | 'cancelQueued' | 'get'>;
  jobs: JobRegistry;
  /** Idempotency-Keys bound to purchases and top-ups: their final answers come from here. */
  idempotency: Pick<Idempotency, 'registerSettler' | 'settle' | 'run'>;
  /** The event feed's writer: purchases, top-ups, refunds and fees write their events in their transactions. */
  events: Pick<EventWriter, 'write' | 'fromSelect' | 'fromSelects'>;
  logger: Logger;
}) {
  const repo = createResellerLinksRepo(deps.db, deps.events);
  const events = createResellerEvents({ events: deps.events });
  const logger = deps.logger.child({ component: 'reseller-links' });
  const purchase = createLinkPurchase({
    db: deps.db,
    repo,
    walletRepo: deps.walletRepo,
    upstream: deps.upstream,
    repairJob: { kind: REPAIR_JOB_KIND, delayMs: REPAIR_DELAY_MS },
    jobs: deps.queue,
    events,
    logger,
  });
  // A repair that settled a purchase writes the answer of the key bound to it (if any).
  const repairPurchase = async (organizationId: string, purchaseId: string) => {
    const outcome = await purchase.repair(organizationId, purchaseId);
    await deps.idempotency.settle(organizationId, 'link_purchase', purchaseId);
    return outcome;
  };
  const repairJob = createRepairJob(repairPurchase);
  const fees = createResellerFees({ db: deps.db, repo, wallet: deps.wallet, walletRepo: deps.walletRepo, links: deps.links, events, logger });
  const fee = createFeeJob(fees.chargeMonthlyLinkFees);
  const topUps = createTopUps({
    db: deps.db,
    repo,
    wallet: deps.wallet,
    walletRepo: deps.walletRepo,
    upstream: deps.upstream,
    activationsRepo: deps.activationsRepo,
    activationEvents: deps.activationEvents,
    repairs: {
      schedule: (payload, jobId, tx) => deps.queue.enqueue(topupRepairJobInput(payload, { id: jobId, delayMs: REPAIR_DELAY_MS }), tx),
      cancel: (organizationId, jobId, tx) => deps.queue.cancelQueued({ name: TOPUP_REPAIR_JOB_NAME }, organizationId, jobId, tx),
    },
    events,
    logger,
  });
  const repairTopups = async (organizationId: string, linkId: string, topupIds: readonly string[]) => {
    const outcome = await topUps.repair(organizationId, linkId, topupIds);
    for (const id of topupIds) await deps.idempotency.settle(organizationId, 'link_topup', id);
    return outcome;
  };
  const topupRepairJob = createTopupRepairJob(repairTopups);
  const manage = createLinkManagement({
    repo,
    plans: deps.reseller.plans,
    upstream: deps.upstream,
    links: deps.links,
    activations: deps.activations,
    fees,
    topUps,
    logger,
  });
  const jobs = [repairJob as JobDefinition, topupRepairJob as JobDefinition, fee.job as JobDefinition];
  for (const job of jobs) deps.jobs.registerJob(job);
  // The answers a key bound to a purchase or a top-up ends with, as the routes give them.
  deps.idempotency.registerSettler('link_purchase', async (organizationId, purchaseId) => {
    const p = await repo.findPurchase(organizationId, purchaseId);
    if (p === null || p.status === 'pending') return null;
    if (p.status === 'completed') return { status: 201, body: new JsonText(linkDetailJson(await manage.detail(organizationId, p.linkId))) };
    return new AppError('provisioning_error', 'the purchase could not be provisioned; the amount was refunded', { purchase_id: p.id });
  });
  deps.idempotency.registerSettler('link_topup', async (organizationId, topupId) => {
    const topups = await repo.topupGroup(organizationId, topupId);
    const first = topups[0];
    if (first === undefined || topups.some((t) => t.status === 'pending')) return null;
    if (topups.every((t) => t.status === 'completed')) return { status: 200, body: new JsonText(linkDetailJson(await manage.detail(organizationId, first.linkId))) };
    return new AppError('provisioning_error', 'the top-up could not be provisioned; the amount was refunded', { link_id: first.linkId });
  });
  /** The operator's side: pending purchases and top-ups, and running a repair again. */
  const operations = createPurchaseOperations({ db: deps.db, queue: deps.queue, repairJob, topupRepairJob });
  return {
    purchase: purchase.purchase,
    repair: repairPurchase,
    repairTopups,
    ...manage,
    /** The monthly link fee; the billing run calls it with its reference time. */
    chargeMonthlyLinkFees: fees.chargeMonthlyLinkFees,
    operations,
    jobs,
    feeSchedule: fee.schedule,
    routes: [...resellerLinkMounts({ links: { ...manage, purchase: purchase.purchase }, idempotency: deps.idempotency }), ...adminResellerPurchaseMounts(operations)],
  };
}

export type ResellerLinksModule = ReturnType<typeof createResellerLinksModule>;
