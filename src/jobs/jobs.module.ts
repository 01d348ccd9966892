// The queue as the container sees it: one queue, a registry that domain modules add their
// job definitions and schedules to while the container is built, and the worker role
// that runs them (the queue's own maintenance included).

import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Executor } from '../db/client.ts';
import type { JobDefinition } from './define.ts';
import { createQueueMaintenance } from './maintenance.ts';
import { createJobQueue, type DepthRow, JOBS_CHANNEL } from './queue.ts';
import { createWorker, defaultWorkerId, type JobOutcome } from './runner.ts';
import { createScheduler, type ScheduleDefinition } from './schedules.ts';

export interface JobsModuleDeps {
  db: Executor;
  config: Pick<Config, 'jobs' | 'shutdownGraceMs'>;
  logger: Logger;
  metrics: { countJob(name: string, outcome: JobOutcome): void; setJobQueueDepth(rows: DepthRow[]): void };
  /** Notifications from other processes (Database.listen): an enqueue anywhere wakes the workers here. */
  listen?(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
}

export interface WorkersHandle {
  readonly workerId: string;
  /** Polls now (the container also wakes the worker after every enqueue in this process). */
  wake(): void;
  stop(): Promise<void>;
}

const DAY_MS = 86_400_000;

export function createJobsModule(deps: JobsModuleDeps) {
  const { config, logger, metrics } = deps;
  const queue = createJobQueue({ db: deps.db, backoff: { baseMs: config.jobs.retryBaseMs, maxMs: 3_600_000 } });
  const maintenance = createQueueMaintenance(queue, config.jobs.retentionDays * DAY_MS);
  const definitions: JobDefinition[] = [...maintenance.definitions];
  const schedules: ScheduleDefinition[] = [...maintenance.schedules];
  const running = new Set<WorkersHandle>();
  let started = false;

  return {
    queue,

    /**
     * Makes this process's workers poll now. Enqueue already does this, but a job
     * enqueued inside a transaction is visible only after the commit: call wake() then.
     */
    wake(): void {
      for (const handle of running) handle.wake();
    },

    /** Adds a job type; every module registers its jobs before workers start. */
    registerJob<P>(def: JobDefinition<P>): void {
      if (started) throw new Error(`job ${def.name} registered after the workers started`);
      if (definitions.some((d) => d.name === def.name)) throw new Error(`job ${def.name} is registered twice`);
      definitions.push(def as JobDefinition);
    },

    registerSchedule(schedule: ScheduleDefinition): void {
      if (started) throw new Error(`schedule ${schedule.name} registered after the workers started`);
      if (schedules.some((s) => s.name === schedule.name)) throw new Error(`schedule ${schedule.name} is registered twice`);
      schedules.push(schedule);
    },

    /**
     * Starts the workers: one for every registered job without a lane, one more for each
     * lane (with the lane's own concurrency), and a scheduler for every schedule.
     */
    startWorkers(): WorkersHandle {
      started = true;
      const workerId = defaultWorkerId();
      // '' is the main worker; a lane declared by several jobs takes the largest concurrency.
      const lanes = new Map<string, { concurrency: number; definitions: JobDefinition[] }>([['', { concurrency: config.jobs.concurrency, definitions: [] }]]);
      for (const def of definitions) {
        const name = def.lane?.name ?? '';
        const lane = lanes.get(name) ?? { concurrency: 1, definitions: [] };
        if (def.lane !== undefined) lane.concurrency = Math.max(lane.concurrency, def.lane.concurrency);
        lane.definitions.push(def);
        lanes.set(name, lane);
      }
      const workers = [...lanes].map(([name, lane]) =>
        createWorker({
          queue,
          definitions: lane.definitions,
          logger: logger.child({ component: 'jobs', ...(name === '' ? {} : { lane: name }) }),
          workerId: name === '' ? workerId : `${workerId}/${name}`,
          concurrency: lane.concurrency,
          leaseMs: config.jobs.leaseMs,
          pollMs: config.jobs.pollMs,
          // The rest of the process's shutdown grace is for the HTTP server and the database.
          graceMs: Math.floor(config.shutdownGraceMs / 2),
          onOutcome: metrics.countJob,
        }),
      );
      const wakeAll = () => {
        for (const w of workers) w.wake();
      };
      const scheduler = createScheduler({
        queue,
        schedules,
        logger: logger.child({ component: 'scheduler' }),
        tickMs: config.jobs.schedulerTickMs,
      });
      const unsubscribe = queue.onEnqueue(wakeAll);
      // Without the notifications (no connection for them yet, or the embedded database)
      // the workers still poll every JOB_POLL_MS.
      const listening = (deps.listen?.(JOBS_CHANNEL, wakeAll) ?? Promise.resolve(null)).catch((err: unknown) => {
        logger.warn({ err }, 'cannot listen for enqueued jobs; workers poll instead');
        return null;
      });
      for (const w of workers) w.start();
      scheduler.start();
      const handle: WorkersHandle = {
        workerId,
        wake: wakeAll,
        async stop() {
          running.delete(handle);
          unsubscribe();
          await (await listening)?.();
          await scheduler.stop();
          await Promise.all(workers.map((w) => w.stop()));
        },
      };
      running.add(handle);
      return handle;
    },

    async refreshMetrics(): Promise<void> {
      metrics.setJobQueueDepth(await queue.depth());
    },
  };
}

export type JobsModule = ReturnType<typeof createJobsModule>;

/** What a domain module's factory takes to register its own job types and schedules. */
export type JobRegistry = Pick<JobsModule, 'registerJob' | 'registerSchedule'>;
