// The wallet: its ledger repository (the one writer of wallet_accounts and
// wallet_entries), the balance service and per-request billing.

import type { Db } from '../../db/client.ts';
import { createWalletRepo } from './wallet.repo.ts';
import { createRequestBilling } from './wallet.request-billing.ts';
import { createWalletService } from './wallet.service.ts';

export function createWalletModule(deps: { db: Db; /** How long an organisation's price is cached. */ cacheSeconds: number }) {
  const repo = createWalletRepo(deps.db);
  return {
    repo,
    service: createWalletService({ walletRepo: repo }),
    requestBilling: createRequestBilling({ walletRepo: repo, cacheSeconds: deps.cacheSeconds }),
  };
}

export type WalletModule = ReturnType<typeof createWalletModule>;
