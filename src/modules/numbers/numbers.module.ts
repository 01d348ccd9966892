// The phone-number service's catalogue, purchase and owned-number parts, built from
// their narrow dependencies. `repo` (findLive) and numbers.view.ts (toOwnedNumber) are
// what the routing, KYC, SMS and billing parts use to read and show an owned number.

import type { Idempotency } from '../idempotency/idempotency.service.ts';
import { toPurchaseAnswer } from './numbers.view.ts';
import type { Logger } from 'pino';
import type { Db, Executor } from '../../db/client.ts';
import type { JobRegistry } from '../../jobs/jobs.module.ts';
import type { EnqueueInput } from '../../jobs/queue.ts';
import type { NumbersPort } from '../../providers/upstream/numbers.port.ts';
import type { TokenService } from '../clients/tokens.service.ts';
import type { WalletRepo } from '../wallet/wallet.repo.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { EventWriter } from '../events/events.writer.ts';
import { createCatalogue, type NumbersOrganization } from './numbers.catalogue.ts';
import { createNumberEvents } from './numbers.events.ts';
import { createProvisioning } from './numbers.jobs.ts';
import { createOwnedNumbers } from './numbers.owned.ts';
import { createPurchase } from './numbers.purchase.ts';
import { createQuotes } from './numbers.quotes.ts';
import { createNumbersRepo } from './numbers.repo.ts';
import { numberMounts } from './numbers.routes.ts';

export interface NumbersModuleDeps {
  db: Db;
  port: NumbersPort;
  tokens: Pick<TokenService, 'signDocument' | 'verifyDocument'>;
  wallet: Pick<WalletService, 'debit' | 'get'>;
  walletRepo: Pick<WalletRepo, 'refund'>;
  organization(id: string): Promise<NumbersOrganization>;
  enqueue(job: EnqueueInput, tx: Executor): Promise<unknown>;
  wake(): void;
  /** Idempotency-Keys bound to orders: an order's answer is known from its debit on. */
  idempotency: Pick<Idempotency, 'registerSettler' | 'run'>;
  logger: Logger;
  jobs: JobRegistry;
  /** The event feed's writer: numbers write their events in their changes' transactions. */
  events: Pick<EventWriter, 'write'>;
}

export function createNumbersModule(deps: NumbersModuleDeps) {
  const { db, port } = deps;
  const repo = createNumbersRepo(db);
  const events = createNumberEvents({ events: deps.events });
  const quotes = createQuotes({ tokens: deps.tokens });
  const catalogue = createCatalogue({ port, quotes, organization: deps.organization });
  const provisioning = createProvisioning({ db, port, repo, walletRepo: deps.walletRepo, organization: deps.organization, logger: deps.logger });
  const purchase = createPurchase({
    db,
    port,
    quotes,
    repo,
    wallet: deps.wallet,
    organization: deps.organization,
    enqueue: deps.enqueue,
    provisioningJob: (payload) => provisioning.job.job(payload, { organizationId: payload.organizationId }),
    wake: deps.wake,
    events,
  });
  const owned = createOwnedNumbers({ db, port, repo, events });
  deps.jobs.registerJob(provisioning.job);
  // The purchase answers its order once charged, whatever provisioning makes of it later.
  deps.idempotency.registerSettler('number_order', async (organizationId, orderId) => {
    const order = await repo.findOrder(organizationId, orderId);
    if (order === null) return null;
    return { status: 201, body: toPurchaseAnswer(orderId, await repo.numbersOfOrder(organizationId, orderId)) };
  });
  return {
    repo,
    /** The numbers' events, for the billing run's renewals, suspensions and releases. */
    events,
    catalogue,
    purchase: purchase.purchase,
    owned,
    /** Runs an order's provisioning now (the job's handler); tests and tools use it. */
    provisionOrder: provisioning.provisionOrder,
    jobs: [provisioning.job],
    routes: numberMounts({ numbers: { catalogue, owned, purchase: purchase.purchase }, idempotency: deps.idempotency }),
  };
}

export type NumbersModule = ReturnType<typeof createNumbersModule>;
