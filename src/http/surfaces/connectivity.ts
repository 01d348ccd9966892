import { organizationRoutes } from '../../modules/organizations/organizations.routes.ts';
import type { MountedSurface } from './index.ts';
import { connectivitySurface } from './surface.ts';

/** Connectivity management API (document 000) at the root, `{message, code, details}` errors. */
export const connectivityApi: MountedSurface = {
  ...connectivitySurface,
  async routes(scope, c) {
    await organizationRoutes(scope, c);
  },
};
