// Routing endpoints and where each owned number's voice and SMS traffic goes.

import type { Db } from '../../db/client.ts';
import { createRoutingRepo } from './routing.repo.ts';
import { createRoutingService, type RoutingServiceDeps } from './routing.service.ts';
import { routingMounts } from './routing.routes.ts';

export function createRoutingModule(deps: { db: Db; checkTarget: RoutingServiceDeps['checkTarget'] }) {
  const service = createRoutingService({ db: deps.db, repo: createRoutingRepo(deps.db), checkTarget: deps.checkTarget });
  return { ...service, routes: routingMounts(service) };
}
