import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { atMost, MAX_BALANCE, MAX_CREDIT, MAX_PRICE } from '../../lib/money.ts';
import type { WalletRepo } from '../wallet/wallet.repo.ts';
import type { OrganizationRow, OrganizationsRepo } from './organizations.repo.ts';

/** The services an organisation may enable; each is one public API (a surface) of the platform. */
export type ServiceName = 'connectivity' | 'reseller' | 'numbers' | 'mccmnc';
export const serviceNames: readonly ServiceName[] = ['connectivity', 'reseller', 'numbers', 'mccmnc'];

export interface OrganizationPatch {
  name?: string;
  services?: ServiceName[];
  pricePerRequest?: string;
  billingConfigured?: boolean;
  kycStatus?: string;
  monthlyLinkFee?: string;
  /** Null returns the organisation to the platform's limit. */
  rateLimitPerMinute?: number | null;
  /** The wallet's low-balance threshold (docs/events.md, `wallet.low_balance`); null: none. */
  lowBalanceThreshold?: string | null;
}

export function createOrganizationsService(deps: {
  db: Db;
  organizationsRepo: OrganizationsRepo;
  walletRepo: WalletRepo;
  /** Tells in-process caches that an organisation changed. */
  onChange(id: string): void;
}) {
  const { db, organizationsRepo, walletRepo } = deps;
  return {
    async create(input: { name: string; services?: ServiceName[]; currency?: string }): Promise<OrganizationRow> {
      const id = randomUUID();
      const currency = input.currency ?? 'EUR';
      return db.transaction(async (tx) => {
        const row = await organizationsRepo.insert(
          { id, name: input.name, services: [...(input.services ?? serviceNames)], currency, providerAccount: `acct-${id}` },
          tx,
        );
        await walletRepo.open(id, currency, tx);
        return row;
      });
    },

    async get(id: string): Promise<OrganizationRow> {
      const row = await organizationsRepo.find(id);
      if (row === null) throw notFound('organization', id);
      return row;
    },

    list: (p: { limit: number; offset: number }) => organizationsRepo.list(p),

    /**
     * Checks an operator's credit before the wallet takes it: the organisation exists and
     * the amount is at most MAX_CREDIT. The balance bound is the wallet's, checked in the
     * statement of the credit (wallet.service.ts), so two credits at once cannot both pass it.
     */
    async checkCredit(id: string, amount: string): Promise<void> {
      if ((await organizationsRepo.find(id)) === null) throw notFound('organization', id);
      atMost('amount', amount, MAX_CREDIT);
    },

    async update(id: string, patch: OrganizationPatch): Promise<OrganizationRow> {
      const threshold = patch.lowBalanceThreshold;
      if (threshold !== undefined && threshold !== null) atMost('low_balance_threshold', threshold, MAX_BALANCE);
      const row = await db.transaction(async (tx) => {
        const updated = await organizationsRepo.update(
          id,
          {
            ...(patch.name !== undefined && { name: patch.name }),
            ...(patch.services !== undefined && { services: [...patch.services] }),
            ...(patch.pricePerRequest !== undefined && { pricePerRequest: atMost('price_per_request', patch.pricePerRequest, MAX_PRICE) }),
            ...(patch.billingConfigured !== undefined && { billingConfigured: patch.billingConfigured }),
            ...(patch.kycStatus !== undefined && { kycStatus: patch.kycStatus }),
            ...(patch.monthlyLinkFee !== undefined && { monthlyLinkFee: atMost('monthly_link_fee', patch.monthlyLinkFee, MAX_PRICE) }),
            ...(patch.rateLimitPerMinute !== undefined && { rateLimitPerMinute: patch.rateLimitPerMinute }),
          },
          tx,
        );
        if (updated !== null && threshold !== undefined) await walletRepo.setLowBalanceThreshold(id, threshold, tx);
        return updated;
      });
      if (row === null) throw notFound('organization', id);
      deps.onChange(id);
      return row;
    },
  };
}

export type OrganizationsService = ReturnType<typeof createOrganizationsService>;
