// Bulk tasks, built from their narrow dependencies: the links and activations
// operations every item runs, plain reads of links and SIMs for resuming items, the
// upstream registry (whose limiter bounds every provider call) and the job queue, with
// which it registers its job.

import type { Db } from '../../db/client.ts';
import type { JobRegistry } from '../../jobs/jobs.module.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { UpstreamRegistry } from '../../providers/upstream/upstream.port.ts';
import type { SimRow } from '../sims/sims.repo.ts';
import { createTaskActions, type TaskActionsDeps } from './tasks.actions.ts';
import type { EventWriter } from '../events/events.writer.ts';
import { createTaskEvents } from './tasks.events.ts';
import { createTaskJob } from './tasks.jobs.ts';
import { createTasksRepo } from './tasks.repo.ts';
import { createTasksService } from './tasks.service.ts';
import { taskMounts } from './tasks.routes.ts';

export interface TasksModuleDeps {
  db: Db;
  queue: Pick<JobQueue, 'enqueueMany'>;
  wake(): void;
  links: TaskActionsDeps['links'];
  activations: TaskActionsDeps['activations'];
  /** The process's one links repository (the links module's `repo`). */
  linksRepo: TaskActionsDeps['linksRepo'];
  findSim(organizationId: string, id: string): Promise<SimRow | null>;
  upstream: UpstreamRegistry;
  config: { itemConcurrency: number; rangesPerWorker: number };
  jobs: JobRegistry;
  events: EventWriter;
}

export function createTasksModule(deps: TasksModuleDeps) {
  const repo = createTasksRepo(deps.db);
  const actions = createTaskActions({
    links: deps.links,
    activations: deps.activations,
    linksRepo: deps.linksRepo,
    findSim: deps.findSim,
    upstream: deps.upstream,
    repo,
  });
  const events = createTaskEvents({ repo, events: deps.events });
  const job = createTaskJob({ db: deps.db, repo, actions, itemConcurrency: deps.config.itemConcurrency, rangesPerWorker: deps.config.rangesPerWorker, events });
  deps.jobs.registerJob(job);
  const service = createTasksService({ db: deps.db, repo, queue: deps.queue, job, wake: deps.wake });
  return { ...service, job, routes: taskMounts(service) };
}

export type TasksModule = ReturnType<typeof createTasksModule>;
