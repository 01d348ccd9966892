// The billing run: number renewals, then the `/v1` monthly link fees, as of one instant;
// the worker runs it hourly.

import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { JobRegistry } from '../../jobs/jobs.module.ts';
import type { NumbersPort } from '../../providers/upstream/numbers.port.ts';
import type { EventOrigin } from '../events/events.origin.ts';
import type { NumberEvents } from '../numbers/numbers.events.ts';
import type { WalletRepo } from '../wallet/wallet.repo.ts';
import { createNumberRenewals } from './billing.number-renewals.ts';
import { createBillingRepo } from './billing.repo.ts';
import { createBillingService } from './billing.service.ts';
import { billingMounts } from './billing.routes.ts';

export function createBillingModule(deps: {
  db: Db;
  walletRepo: Pick<WalletRepo, 'debit'>;
  numbers: NumbersPort;
  /** The numbers' events of renewals, suspensions and releases. */
  numberEvents: Pick<NumberEvents, 'changed'>;
  /** The reseller API's monthly link fees (reseller/links.fees.ts). */
  chargeMonthlyLinkFees(origin: EventOrigin, asOf: Date): Promise<object>;
  jobs: JobRegistry;
  logger: Logger;
}) {
  const billing = createBillingService({
    runners: [
      createNumberRenewals({ db: deps.db, repo: createBillingRepo(deps.db), walletRepo: deps.walletRepo, numbers: deps.numbers, events: deps.numberEvents, logger: deps.logger }),
      { name: 'reseller_link_fees', run: (origin: EventOrigin, asOf: Date) => deps.chargeMonthlyLinkFees(origin, asOf) },
    ],
    now: () => deps.numbers.now(),
  });
  deps.jobs.registerJob(billing.job);
  deps.jobs.registerSchedule(billing.schedule);
  return { ...billing, routes: billingMounts(billing) };
}
