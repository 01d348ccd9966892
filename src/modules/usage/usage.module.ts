// The usage snapshot and what it sets off, built from its narrow dependencies; it
// registers its jobs and its schedule.

import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { JobRegistry } from '../../jobs/jobs.module.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { UpstreamRegistry } from '../../providers/upstream/upstream.port.ts';
import type { ActivationEvents } from '../activations/activations.events.ts';
import type { ActivationsRepo } from '../activations/activations.repo.ts';
import type { ActivationsService } from '../activations/activations.service.ts';
import type { PlanRow } from '../plans/plans.repo.ts';
import { createFollowUps } from './usage.followups.ts';
import { createUsageRepo } from './usage.repo.ts';
import { createUsageService, type UsageConfig } from './usage.service.ts';
import { usageMounts } from './usage.routes.ts';

export function createUsageModule(deps: {
  db: Db;
  logger: Logger;
  upstream: UpstreamRegistry;
  queue: JobQueue;
  activations: ActivationsService;
  activationsRepo: ActivationsRepo;
  /** The activations' events: an end or a threshold the snapshot finds is written in its transaction. */
  activationEvents: ActivationEvents;
  requirePlan(organizationId: string, id: string): Promise<PlanRow>;
  config: UsageConfig & { concurrency: number; leaseMs: number };
  wake(): void;
  jobs: JobRegistry;
}) {
  const { jobs, ...rest } = deps;
  const repo = createUsageRepo(deps.db);
  const followUps = createFollowUps({
    usageRepo: repo,
    activationsRepo: deps.activationsRepo,
    activations: deps.activations,
    requirePlan: deps.requirePlan,
    upstream: deps.upstream,
    logger: deps.logger,
  });
  const usage = createUsageService({ ...rest, repo, followUps, logger: deps.logger.child({ component: 'usage' }) });
  for (const job of usage.jobs) jobs.registerJob(job);
  jobs.registerSchedule(usage.schedule);
  return { ...usage, routes: usageMounts(usage) };
}
