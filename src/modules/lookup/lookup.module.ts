// Operator lookups (`/mccmnc`): one in-memory index of the shipped dataset, built on
// first use, for single lookups (billed per request) and bulk lookups (a job each).

import type { Db } from '../../db/client.ts';
import type { JobRegistry } from '../../jobs/jobs.module.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { WalletModule } from '../wallet/wallet.module.ts';
import { createBulkLookup } from './lookup.bulk.ts';
import { lazyLookupIndex } from './lookup.index.ts';
import { createLookupRepo } from './lookup.repo.ts';
import { createLookupService } from './lookup.service.ts';
import { lookupMounts } from './lookup.routes.ts';

export function createLookupModule(deps: { db: Db; wallet: Pick<WalletModule, 'repo' | 'requestBilling'>; queue: Pick<JobQueue, 'enqueue'>; jobs: JobRegistry }) {
  const index = lazyLookupIndex();
  const service = createLookupService({ index, billing: deps.wallet.requestBilling });
  const bulk = createBulkLookup({ db: deps.db, index, lookupRepo: createLookupRepo(deps.db), walletRepo: deps.wallet.repo, queue: deps.queue });
  deps.jobs.registerJob(bulk.job);
  return { service, bulk, routes: lookupMounts({ lookup: service, bulk }) };
}
