import { meRoutes } from '../../modules/me/me.routes.ts';
import type { MountedSurface } from './index.ts';
import { numbersSurface } from './surface.ts';

/** Phone-number service at `/numbers`, `{success, data | error}` envelope; `/health` and `/me` are its own. */
export const numbersApi: MountedSurface = {
  ...numbersSurface,
  async setup(scope) {
    await meRoutes(scope);
  },
};
