// The shipped operator catalogue: seeded once at start-up, read by coverages and links.

import type { Db } from '../../db/client.ts';
import { createOperatorsRepo } from './operators.repo.ts';
import { createOperatorsService } from './operators.service.ts';

export function createOperatorsModule(deps: { db: Db }) {
  return createOperatorsService({ db: deps.db, operatorsRepo: createOperatorsRepo(deps.db) });
}
