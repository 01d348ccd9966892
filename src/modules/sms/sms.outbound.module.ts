// Outbound SMS and SMS prices (which inbound SMS share), built from their narrow
// dependencies; it registers its jobs and the sweeper's schedule.

import { AppError } from '../../lib/errors.ts';
import type { Idempotency } from '../idempotency/idempotency.service.ts';
import { toSendAnswer } from './sms.outbound.view.ts';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { EventWriter } from '../events/events.writer.ts';
import type { JobRegistry } from '../../jobs/jobs.module.ts';
import type { NumbersPort } from '../../providers/upstream/numbers.port.ts';
import type { OrganizationRow } from '../organizations/organizations.repo.ts';
import type { WalletRepo } from '../wallet/wallet.repo.ts';
import { createSmsOutboundJobs } from './sms.outbound.jobs.ts';
import { createSmsOutboundRepo } from './sms.outbound.repo.ts';
import { createSmsPricing } from './sms.pricing.ts';
import { createSmsSender } from './sms.send.ts';
import type { OrganizationsService } from '../organizations/organizations.service.ts';
import { smsOutboundMounts } from './sms.outbound.routes.ts';

export function createSmsOutboundModule(deps: {
  db: Db;
  numbers: NumbersPort;
  walletRepo: Pick<WalletRepo, 'refund'>;
  findOrganization(id: string): Promise<OrganizationRow | null>;
  /** Idempotency-Keys bound to messages: their final answers come from here. */
  idempotency: Pick<Idempotency, 'registerSettler' | 'settle' | 'run'>;
  /** The organisation's currency, for the price list the routes show. */
  organizations: Pick<OrganizationsService, 'get'>;
  logger: Logger;
  jobs: JobRegistry;
  /** The feed's writer: `sms.outbound.sent` and a charge's `wallet.low_balance`, in the batch's statement. */
  events: Pick<EventWriter, 'fromSelect' | 'fromSelects'>;
}) {
  const pricing = createSmsPricing({ numbers: deps.numbers });
  const repo = createSmsOutboundRepo(deps.db, deps.events);
  // The answer of a key bound to a message, as the send route gives it: 201 once the
  // provider took it, the 502 of a failed send once refunded.
  deps.idempotency.registerSettler('sms', async (organizationId, messageId) => {
    const message = await repo.find(organizationId, messageId);
    if (message === null || message.status === 'sending') return null;
    if (message.status === 'failed') {
      return new AppError('outbound_sms_failed', `the provider could not send the SMS; message ${message.id} is recorded as failed and its charge refunded`, { message_id: message.id });
    }
    return { status: 201, body: toSendAnswer(message) };
  });
  const sender = createSmsSender({
    db: deps.db,
    repo,
    pricing,
    walletRepo: deps.walletRepo,
    numbers: deps.numbers,
    findOrganization: deps.findOrganization,
    logger: deps.logger,
    settled: (organizationId, messageId) => deps.idempotency.settle(organizationId, 'sms', messageId),
  });
  const { jobs, schedule } = createSmsOutboundJobs(sender);
  for (const job of jobs) deps.jobs.registerJob(job);
  deps.jobs.registerSchedule(schedule);
  return { pricing, sender, jobs, schedule, routes: smsOutboundMounts({ pricing, sender, idempotency: deps.idempotency, organizations: deps.organizations }) };
}

export type SmsOutboundModule = ReturnType<typeof createSmsOutboundModule>;
