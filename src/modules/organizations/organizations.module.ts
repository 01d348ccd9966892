// Organisations: their repository and service. A change this process makes takes effect
// here at once: a price raised from zero in request billing, and in every cache that
// subscribes through `onChange` (the guard's).

import type { Db } from '../../db/client.ts';
import type { WalletModule } from '../wallet/wallet.module.ts';
import { createOrganizationsRepo } from './organizations.repo.ts';
import { createOrganizationsService } from './organizations.service.ts';
import { organizationMounts } from './organizations.routes.ts';

export function createOrganizationsModule(deps: { db: Db; wallet: Pick<WalletModule, 'repo' | 'requestBilling' | 'service'> }) {
  const repo = createOrganizationsRepo(deps.db);
  const listeners: Array<(id: string) => void> = [];
  const service = createOrganizationsService({
    db: deps.db,
    organizationsRepo: repo,
    walletRepo: deps.wallet.repo,
    onChange: (id) => {
      deps.wallet.requestBilling.forget(id);
      for (const listener of listeners) listener(id);
    },
  });
  return {
    repo,
    service,
    exists: async (id: string) => (await repo.find(id)) !== null,
    routes: organizationMounts({ organizations: service, wallet: deps.wallet.service }),
    /** Adds an in-process cache to forget an organisation whenever this process changes it. */
    onChange(listener: (id: string) => void): void {
      listeners.push(listener);
    },
  };
}

export type OrganizationsModule = ReturnType<typeof createOrganizationsModule>;
