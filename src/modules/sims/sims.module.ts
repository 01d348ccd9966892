// SIMs: the repository (which links read too), the service of the SIM routes, and
// `syncReported`, the write of what the provider reports of a SIM with its event.

import type { Db } from '../../db/client.ts';
import type { UpstreamRegistry } from '../../providers/upstream/upstream.port.ts';
import type { PlanRow } from '../plans/plans.repo.ts';
import type { EventWriter } from '../events/events.writer.ts';
import { createSimEvents } from './sims.events.ts';
import { createSimsRepo } from './sims.repo.ts';
import { createSimsService } from './sims.service.ts';
import { adminSimMounts } from './sims.admin.routes.ts';
import { simMounts } from './sims.routes.ts';

export function createSimsModule(deps: {
  db: Db;
  upstream: UpstreamRegistry;
  findOrganization(id: string): Promise<{ providerAccount: string } | null>;
  requirePlan(organizationId: string, id: string): Promise<PlanRow>;
  events: EventWriter;
}) {
  const repo = createSimsRepo(deps.db);
  const events = createSimEvents({ db: deps.db, repo, events: deps.events });
  const service = createSimsService({ simsRepo: repo, findOrganization: deps.findOrganization, upstream: deps.upstream, requirePlan: deps.requirePlan, syncReported: events.syncReported });
  return { repo, service, syncReported: events.syncReported, routes: [...simMounts(service), ...adminSimMounts(service)] };
}
