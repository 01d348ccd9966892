// Outbound SMS and SMS prices, built from their narrow dependencies for the container.

import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { NumbersPort } from '../../providers/upstream/numbers.port.ts';
import type { OrganizationRow } from '../organizations/organizations.repo.ts';
import type { WalletRepo } from '../wallet/wallet.repo.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { createSettleJob, SETTLE_DELAY_MS } from './sms.outbound.jobs.ts';
import { createSmsOutboundRepo } from './sms.outbound.repo.ts';
import { createSmsPricing } from './sms.pricing.ts';
import { createSmsSender } from './sms.send.ts';

export function createSmsOutboundModule(deps: {
  db: Db;
  numbers: NumbersPort;
  wallet: Pick<WalletService, 'debit'>;
  walletRepo: Pick<WalletRepo, 'apply'>;
  findOrganization(id: string): Promise<OrganizationRow | null>;
  queue: Pick<JobQueue, 'enqueue'>;
  logger: Logger;
}) {
  const pricing = createSmsPricing({ numbers: deps.numbers });
  const sender = createSmsSender({
    db: deps.db,
    repo: createSmsOutboundRepo(deps.db),
    pricing,
    wallet: deps.wallet,
    walletRepo: deps.walletRepo,
    numbers: deps.numbers,
    findOrganization: deps.findOrganization,
    // `settleJob` is built below; this runs per send, after it exists.
    scheduleSettle: (payload, tx) => deps.queue.enqueue(settleJob.job(payload, { organizationId: payload.organizationId, delayMs: SETTLE_DELAY_MS }), tx),
    logger: deps.logger,
  });
  const settleJob = createSettleJob(sender.settle);
  return { pricing, sender, settleJob };
}

export type SmsOutboundModule = ReturnType<typeof createSmsOutboundModule>;
