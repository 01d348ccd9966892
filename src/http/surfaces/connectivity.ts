import { activationRoutes } from '../../modules/activations/activations.routes.ts';
import { coverageRoutes } from '../../modules/coverages/coverages.routes.ts';
import { eventRoutes } from '../../modules/events/events.routes.ts';
import { linkRoutes } from '../../modules/links/links.routes.ts';
import { operatorRoutes } from '../../modules/operators/operators.routes.ts';
import { organizationRoutes } from '../../modules/organizations/organizations.routes.ts';
import { planRoutes } from '../../modules/plans/plans.routes.ts';
import { simRoutes } from '../../modules/sims/sims.routes.ts';
import { taskRoutes } from '../../modules/tasks/tasks.routes.ts';
import type { MountedSurface } from './index.ts';
import { connectivitySurface } from './surface.ts';

/** Connectivity management API at the root, `{message, code, details}` errors. */
export const connectivityApi: MountedSurface = {
  ...connectivitySurface,
  async routes(scope, c) {
    await organizationRoutes(scope, c);
    await operatorRoutes(scope, c);
    await coverageRoutes(scope, c);
    await planRoutes(scope, c);
    await simRoutes(scope, c);
    await linkRoutes(scope, c);
    await activationRoutes(scope, c);
    await taskRoutes(scope, c);
    await eventRoutes(scope, c);
  },
};
