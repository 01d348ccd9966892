// SIMs: the repository (which links read too) and the service of the SIM routes.

import type { Db } from '../../db/client.ts';
import type { UpstreamRegistry } from '../../providers/upstream/upstream.port.ts';
import type { PlanRow } from '../plans/plans.repo.ts';
import { createSimsRepo } from './sims.repo.ts';
import { createSimsService } from './sims.service.ts';
import { adminSimMounts } from './sims.admin.routes.ts';
import { simMounts } from './sims.routes.ts';

export function createSimsModule(deps: {
  db: Db;
  upstream: UpstreamRegistry;
  findOrganization(id: string): Promise<{ providerAccount: string } | null>;
  requirePlan(organizationId: string, id: string): Promise<PlanRow>;
}) {
  const repo = createSimsRepo(deps.db);
  const service = createSimsService({ simsRepo: repo, findOrganization: deps.findOrganization, upstream: deps.upstream, requirePlan: deps.requirePlan });
  return { repo, service, routes: [...simMounts(service), ...adminSimMounts(service)] };
}
