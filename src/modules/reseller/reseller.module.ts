// Builds the reseller module's plan side from its narrow dependencies (the composition
// root calls this once). Links on `/v1` build on `plans.findVisiblePlan` and
// `sponsorProfiles.require`.

import type { Db } from '../../db/client.ts';
import { createResellerPlansRepo } from './plans.repo.ts';
import { createResellerPlansService } from './plans.service.ts';
import { createSponsorProfilesRepo } from './sponsor-profiles.repo.ts';
import { createSponsorProfilesService } from './sponsor-profiles.service.ts';
import { adminResellerPlanMounts } from './plans.admin.routes.ts';
import { resellerPlanMounts } from './plans.routes.ts';
import { sponsorProfileMounts } from './sponsor-profiles.routes.ts';

export function createResellerModule(deps: { db: Db }) {
  const plans = createResellerPlansService({ db: deps.db, repo: createResellerPlansRepo(deps.db) });
  const sponsorProfiles = createSponsorProfilesService({ repo: createSponsorProfilesRepo(deps.db) });
  return { plans, sponsorProfiles, routes: [...resellerPlanMounts(plans), ...adminResellerPlanMounts(plans), ...sponsorProfileMounts(sponsorProfiles)] };
}

export type ResellerModule = ReturnType<typeof createResellerModule>;
