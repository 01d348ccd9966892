// Outbound SMS and SMS prices (which inbound SMS share), built from their narrow
// dependencies; it registers its jobs and the sweeper's schedule.

import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { JobRegistry } from '../../jobs/jobs.module.ts';
import type { NumbersPort } from '../../providers/upstream/numbers.port.ts';
import type { OrganizationRow } from '../organizations/organizations.repo.ts';
import type { WalletRepo } from '../wallet/wallet.repo.ts';
import { createSmsOutboundJobs } from './sms.outbound.jobs.ts';
import { createSmsOutboundRepo } from './sms.outbound.repo.ts';
import { createSmsPricing } from './sms.pricing.ts';
import { createSmsSender } from './sms.send.ts';

export function createSmsOutboundModule(deps: {
  db: Db;
  numbers: NumbersPort;
  walletRepo: Pick<WalletRepo, 'refund'>;
  findOrganization(id: string): Promise<OrganizationRow | null>;
  logger: Logger;
  jobs: JobRegistry;
}) {
  const pricing = createSmsPricing({ numbers: deps.numbers });
  const sender = createSmsSender({
    db: deps.db,
    repo: createSmsOutboundRepo(deps.db),
    pricing,
    walletRepo: deps.walletRepo,
    numbers: deps.numbers,
    findOrganization: deps.findOrganization,
    logger: deps.logger,
  });
  const { jobs, schedule } = createSmsOutboundJobs(sender);
  for (const job of jobs) deps.jobs.registerJob(job);
  deps.jobs.registerSchedule(schedule);
  return { pricing, sender, jobs, schedule };
}

export type SmsOutboundModule = ReturnType<typeof createSmsOutboundModule>;
