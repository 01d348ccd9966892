// Routing endpoints and where each owned number's voice and SMS traffic goes.

import type { Db } from '../../db/client.ts';
import { createRoutingRepo } from './routing.repo.ts';
import { createRoutingService, type RoutingServiceDeps } from './routing.service.ts';

export function createRoutingModule(deps: { db: Db; checkTarget: RoutingServiceDeps['checkTarget'] }) {
  return createRoutingService({ db: deps.db, repo: createRoutingRepo(deps.db), checkTarget: deps.checkTarget });
}
