import { adminBillingRoutes } from '../../modules/billing/billing.routes.ts';
import { adminClientRoutes } from '../../modules/clients/clients.routes.ts';
import { adminSigningKeyRoutes } from '../../modules/clients/signing-keys.routes.ts';
import { adminKycRoutes } from '../../modules/kyc/kyc.routes.ts';
import { adminOrganizationRoutes } from '../../modules/organizations/organizations.routes.ts';
import { adminResellerPlanRoutes } from '../../modules/reseller/plans.admin.routes.ts';
import { adminResellerPurchaseRoutes } from '../../modules/reseller/purchases.admin.routes.ts';
import { adminSponsorProfileRoutes } from '../../modules/reseller/sponsor-profiles.routes.ts';
import { adminSimRoutes } from '../../modules/sims/sims.admin.routes.ts';
import { adminTaskRoutes } from '../../modules/tasks/tasks.routes.ts';
import { adminUsageRoutes } from '../../modules/usage/usage.routes.ts';
import { simulatorAdminRoutes } from '../../providers/upstream/simulator/simulator.routes.ts';
import type { MountedSurface } from './index.ts';
import { adminSurface } from './surface.ts';

/** `/admin`: the platform operator's API, ADMIN_TOKEN only, `{message, code, details}` errors. */
export const adminApi: MountedSurface = {
  ...adminSurface,
  async routes(scope, c) {
    await adminOrganizationRoutes(scope, c);
    await adminClientRoutes(scope, c);
    await adminSigningKeyRoutes(scope, c);
    await adminSimRoutes(scope, c);
    await adminUsageRoutes(scope, c);
    await adminTaskRoutes(scope, c);
    await adminBillingRoutes(scope, c);
    await adminKycRoutes(scope, c);
    await simulatorAdminRoutes(scope, c);
    await adminResellerPlanRoutes(scope, c);
    await adminResellerPurchaseRoutes(scope, c);
    await adminSponsorProfileRoutes(scope, c);
  },
};
