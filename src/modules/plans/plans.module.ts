// Coverages and plans are built together: a coverage must know whether plans use it
// and copies its zones onto them, and a plan is built on a live coverage.

import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { UpstreamRegistry } from '../../providers/upstream/upstream.port.ts';
import { createCoveragesRepo } from '../coverages/coverages.repo.ts';
import { createCoveragesService } from '../coverages/coverages.service.ts';
import type { OperatorRow } from '../operators/operators.repo.ts';
import { createPlanNotificationsRepo } from './plans.notifications.repo.ts';
import { createPlanNotificationsService } from './plans.notifications.service.ts';
import { createPlanProfiles } from './plans.profiles.ts';
import { createPlansRepo } from './plans.repo.ts';
import { createPlansService } from './plans.service.ts';
import { coverageMounts } from '../coverages/coverages.routes.ts';
import { planMounts } from './plans.routes.ts';

export function createPlansModule(deps: {
  db: Db;
  logger: Logger;
  upstream: UpstreamRegistry;
  findOperators(ids: readonly string[]): Promise<OperatorRow[]>;
  findOrganization(id: string): Promise<{ providerAccount: string } | null>;
}) {
  const { db } = deps;
  const plansRepo = createPlansRepo(db);
  const notificationsRepo = createPlanNotificationsRepo(db);
  const coverages = createCoveragesService({ db, coveragesRepo: createCoveragesRepo(db), findOperators: deps.findOperators, plans: plansRepo });
  const plans = createPlansService({
    db,
    plansRepo,
    notificationsRepo,
    profiles: createPlanProfiles({ upstream: deps.upstream, logger: deps.logger }),
    requireCoverage: coverages.requireLive,
    findOrganization: deps.findOrganization,
  });
  const planNotifications = createPlanNotificationsService({ db, plansRepo, notificationsRepo, plans });
  return { coverages, plans, planNotifications, routes: [...coverageMounts(coverages), ...planMounts({ plans, notifications: planNotifications })] };
}
