// The wallet: its ledger repository (the one writer of wallet_accounts and
// wallet_entries), the balance service and per-request billing.

import type { Db } from '../../db/client.ts';
import type { EventWriter } from '../events/events.writer.ts';
import { createWalletRepo } from './wallet.repo.ts';
import { createRequestBilling } from './wallet.request-billing.ts';
import { createWalletService } from './wallet.service.ts';
import { walletMounts } from './wallet.routes.ts';

export function createWalletModule(deps: {
  db: Db;
  /** How long an organisation's price is cached. */
  cacheSeconds: number;
  /** The event feed's writer: a credit and a debit write their events in their own statements. */
  events: Pick<EventWriter, 'fromSelect'>;
}) {
  const repo = createWalletRepo(deps.db, deps.events);
  const service = createWalletService({ walletRepo: repo, events: deps.events });
  return {
    repo,
    service,
    requestBilling: createRequestBilling({ walletRepo: repo, cacheSeconds: deps.cacheSeconds }),
    routes: walletMounts(service),
  };
}

export type WalletModule = ReturnType<typeof createWalletModule>;
