// GET /v1/balance, /numbers/balance and /mccmnc/balance: the organisation's prepaid wallet
// as each service that charges it shows it, so a shop can show its balance without
// waiting for a 402. One wallet per organisation; a viewer may read it. On the
// connectivity API, with the organisation's other records (its events), GET /wallet and
// its ledger, GET /wallet/entries (docs/connectivity.md#the-wallet).

import type { WalletService } from './wallet.service.ts';
import type { RouteMount } from '../../http/surfaces/surface.ts';
import type { App } from '../../http/app.ts';
import { principalOf } from '../../http/auth/guard.ts';
import { read } from '../../http/auth/route-auth.ts';
import { ok } from '../../http/envelope.ts';
import type { ServiceName } from '../organizations/organizations.service.ts';
import { offsetOf, PageQuery, Paginated, page } from '../../lib/pagination.ts';
import { Balance, LedgerEntry, LedgerQuery } from './wallet.schemas.ts';
import { Type } from 'typebox';

const summary = "The organisation's wallet balance";
const description = 'The prepaid wallet every service of the organisation charges: purchases, top-ups, SMS, monthly fees and billed lookups.';

/** `GET {prefix}/balance` answering the wallet bare (`/v1`). */
export async function balanceRoute(app: App, wallet: Pick<WalletService, 'get'>, service: ServiceName): Promise<void> {
  app.get('/balance', { config: read(service), schema: { summary, description, response: { 200: Balance } } }, async (req) => wallet.get(principalOf(req).organizationId));
}

/** `GET {prefix}/balance` in the `{success, data}` envelope (`/numbers`, `/mccmnc`). */
export async function envelopedBalanceRoute(app: App, wallet: Pick<WalletService, 'get'>, service: ServiceName): Promise<void> {
  app.get('/balance', { config: read(service), schema: { summary, description, response: { 200: ok(Balance) } } }, async (req) => ({
    success: true as const,
    data: await wallet.get(principalOf(req).organizationId),
  }));
}

/** `GET /wallet` and `GET /wallet/entries` on the connectivity API: the balance and the ledger, newest first. */
export async function ledgerRoutes(app: App, wallet: Pick<WalletService, 'get' | 'ledger'>): Promise<void> {
  app.get('/wallet', { config: read('connectivity'), schema: { summary, description, response: { 200: Balance } } }, async (req) => wallet.get(principalOf(req).organizationId));
  app.get(
    '/wallet/entries',
    {
      config: read('connectivity'),
      schema: {
        summary: "The wallet's ledger",
        description: 'Every movement of the wallet, newest first: credits, charges and refunds, each with the balance after it. Filters combine with AND.',
        querystring: Type.Object({ ...LedgerQuery.properties, ...PageQuery }),
        response: { 200: Paginated(LedgerEntry) },
      },
    },
    async (req) => {
      const q = req.query;
      const filter = {
        kind: q.kind,
        direction: q.direction,
        createdAfter: q.created_after === undefined ? undefined : new Date(q.created_after),
        createdBefore: q.created_before === undefined ? undefined : new Date(q.created_before),
      };
      const { items, total } = await wallet.ledger(principalOf(req).organizationId, filter, { limit: q.page_size, offset: offsetOf(q.page, q.page_size) });
      return page(items, total, q.page, q.page_size);
    },
  );
}

/** The balance, on each service that charges the wallet, and the ledger on the connectivity API. */
export const walletMounts = (wallet: Pick<WalletService, 'get' | 'ledger'>): RouteMount[] => [
  { surface: 'reseller', register: (app) => balanceRoute(app, wallet, 'reseller') },
  { surface: 'numbers', register: (app) => envelopedBalanceRoute(app, wallet, 'numbers') },
  { surface: 'mccmnc', register: (app) => envelopedBalanceRoute(app, wallet, 'mccmnc') },
  { surface: 'connectivity', register: (app) => ledgerRoutes(app, wallet) },
];
