import { kycRoutes } from '../../modules/kyc/kyc.routes.ts';
import { meRoutes } from '../../modules/me/me.routes.ts';
import { routingRoutes } from '../../modules/routing/routing.routes.ts';
import type { MountedSurface } from './index.ts';
import { numbersSurface } from './surface.ts';

/** Phone-number service (document 001) at `/numbers`, `{success, data | error}` envelope. */
export const numbersApi: MountedSurface = {
  ...numbersSurface,
  async routes(scope, c) {
    await meRoutes(scope);
    await routingRoutes(scope, c);
    await kycRoutes(scope, c);
  },
};
