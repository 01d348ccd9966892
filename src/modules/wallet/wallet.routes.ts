// GET /v1/balance, /numbers/balance and /mccmnc/balance: the organisation's prepaid wallet
// as each service that charges it shows it, so a shop can show its balance without
// waiting for a 402. One wallet per organisation; a viewer may read it.

import type { WalletService } from './wallet.service.ts';
import type { RouteMount } from '../../http/surfaces/surface.ts';
import type { App } from '../../http/app.ts';
import { principalOf } from '../../http/auth/guard.ts';
import { read } from '../../http/auth/route-auth.ts';
import { ok } from '../../http/envelope.ts';
import type { ServiceName } from '../organizations/organizations.service.ts';
import { Balance } from './wallet.schemas.ts';

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

/** The balance, on each service that charges the wallet. */
export const walletMounts = (wallet: Pick<WalletService, 'get'>): RouteMount[] => [
  { surface: 'reseller', register: (app) => balanceRoute(app, wallet, 'reseller') },
  { surface: 'numbers', register: (app) => envelopedBalanceRoute(app, wallet, 'numbers') },
  { surface: 'mccmnc', register: (app) => envelopedBalanceRoute(app, wallet, 'mccmnc') },
];
