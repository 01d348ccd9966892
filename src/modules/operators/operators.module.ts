// The shipped operator catalogue: seeded once at start-up, read by coverages and links.

import type { Db } from '../../db/client.ts';
import { createOperatorsRepo } from './operators.repo.ts';
import { createOperatorsService } from './operators.service.ts';
import { operatorMounts } from './operators.routes.ts';

export function createOperatorsModule(deps: { db: Db }) {
  const service = createOperatorsService({ db: deps.db, operatorsRepo: createOperatorsRepo(deps.db) });
  return { ...service, routes: operatorMounts(service) };
}
