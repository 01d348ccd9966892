// Builds the `/v1` links side (purchase, management, monthly fees and their jobs) from
// its narrow dependencies and registers its jobs; the composition root calls this once.

import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { JobDefinition } from '../../jobs/define.ts';
import type { JobRegistry } from '../../jobs/jobs.module.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { UpstreamRegistry } from '../../providers/upstream/upstream.port.ts';
import type { ActivationsRepo } from '../activations/activations.repo.ts';
import type { ActivationsService } from '../activations/activations.service.ts';
import type { LinksModule } from '../links/links.module.ts';
import type { WalletRepo } from '../wallet/wallet.repo.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { createResellerFees } from './links.fees.ts';
import { createFeeJob, createRepairJob, createTopupRepairJob, REPAIR_DELAY_MS, REPAIR_JOB_KIND, TOPUP_REPAIR_JOB_NAME } from './links.jobs.ts';
import { createLinkManagement } from './links.manage.ts';
import { createLinkPurchase } from './links.purchase.ts';
import { createResellerLinksRepo } from './links.repo.ts';
import { createTopUps } from './links.topup.ts';
import { createPurchaseOperations } from './purchases.admin.ts';
import type { ResellerModule } from './reseller.module.ts';

export function createResellerLinksModule(deps: {
  db: Db;
  reseller: ResellerModule;
  wallet: Pick<WalletService, 'debit'>;
  walletRepo: Pick<WalletRepo, 'refund' | 'balance' | 'lock'>;
  upstream: UpstreamRegistry;
  links: LinksModule;
  activations: ActivationsService;
  activationsRepo: ActivationsRepo;
  queue: Pick<JobQueue, 'enqueue' | 'cancelQueued' | 'get'>;
  jobs: JobRegistry;
  logger: Logger;
}) {
  const repo = createResellerLinksRepo(deps.db);
  const logger = deps.logger.child({ component: 'reseller-links' });
  const purchase = createLinkPurchase({
    db: deps.db,
    repo,
    walletRepo: deps.walletRepo,
    upstream: deps.upstream,
    repairJob: { kind: REPAIR_JOB_KIND, delayMs: REPAIR_DELAY_MS },
    jobs: deps.queue,
    logger,
  });
  const repairJob = createRepairJob(purchase.repair);
  const fees = createResellerFees({ db: deps.db, repo, wallet: deps.wallet, walletRepo: deps.walletRepo, links: deps.links, logger });
  const fee = createFeeJob(fees.chargeMonthlyLinkFees);
  const topUps = createTopUps({
    db: deps.db,
    repo,
    wallet: deps.wallet,
    walletRepo: deps.walletRepo,
    upstream: deps.upstream,
    activationsRepo: deps.activationsRepo,
    repairs: {
      schedule: (payload, jobId, tx) => deps.queue.enqueue(topupRepairJob.job(payload, { organizationId: payload.organizationId, delayMs: REPAIR_DELAY_MS, id: jobId }), tx),
      cancel: (organizationId, jobId, tx) => deps.queue.cancelQueued({ name: TOPUP_REPAIR_JOB_NAME }, organizationId, jobId, tx),
    },
    logger,
  });
  const topupRepairJob = createTopupRepairJob(topUps.repair);
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
  return {
    purchase: purchase.purchase,
    repair: purchase.repair,
    repairTopups: topUps.repair,
    ...manage,
    /** The monthly link fee; the billing run calls it with its reference time. */
    chargeMonthlyLinkFees: fees.chargeMonthlyLinkFees,
    /** The operator's side: pending purchases and top-ups, and running a repair again. */
    operations: createPurchaseOperations({ db: deps.db, queue: deps.queue, repairJob, topupRepairJob }),
    jobs,
    feeSchedule: fee.schedule,
  };
}

export type ResellerLinksModule = ReturnType<typeof createResellerLinksModule>;
