import { lookupRoutes } from '../../modules/lookup/lookup.routes.ts';
import { envelopedBalanceRoute } from '../../modules/wallet/wallet.routes.ts';
import type { MountedSurface } from './index.ts';
import { mccmncSurface } from './surface.ts';

/** Operator-lookup service at `/mccmnc`, `{success, data | error}` envelope. */
export const mccmncApi: MountedSurface = {
  ...mccmncSurface,
  async routes(scope, c) {
    await lookupRoutes(scope, c);
    await envelopedBalanceRoute(scope, c, 'mccmnc');
  },
};
