import { resellerLinkRoutes } from '../../modules/reseller/links.routes.ts';
import { resellerPlanRoutes } from '../../modules/reseller/plans.routes.ts';
import { balanceRoute } from '../../modules/wallet/wallet.routes.ts';
import type { MountedSurface } from './index.ts';
import { resellerSurface } from './surface.ts';

/** Reseller plans and links API at `/v1`, `{error: {code, message, details}}` errors. */
export const resellerApi: MountedSurface = {
  ...resellerSurface,
  async routes(scope, c) {
    await resellerPlanRoutes(scope, c);
    await resellerLinkRoutes(scope, c);
    await balanceRoute(scope, c, 'reseller');
  },
};
