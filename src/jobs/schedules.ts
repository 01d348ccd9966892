// Recurring jobs. Every worker process runs a scheduler, and each tick asks the queue to
// enqueue the run of the next period (boundaries are multiples of the interval since the
// epoch, on the database clock, so a daily schedule runs at 00:00 UTC). The dedupe key
// and the period check make that insert a no-op for every process but the first, so
// several processes never schedule a period twice; a period during which no process was
// running is skipped rather than caught up in a burst.

import type { Logger } from 'pino';
import type { JobDefinition } from './define.ts';
import type { JobQueue } from './queue.ts';

export interface ScheduleDefinition {
  /** Unique among schedules; it names the dedupe key, so renaming it starts a new series. */
  name: string;
  job: JobDefinition;
  payload: unknown;
  everyMs: number;
}

export function defineSchedule<P>(spec: { name: string; job: JobDefinition<P>; payload: P; everyMs: number }): ScheduleDefinition {
  if (!/^[a-z][a-z0-9_.:-]{0,99}$/.test(spec.name)) throw new Error(`invalid schedule name "${spec.name}"`);
  if (!Number.isInteger(spec.everyMs) || spec.everyMs < 10) throw new Error(`schedule ${spec.name}: everyMs must be an integer of at least 10`);
  spec.job.parse(spec.payload);
  return { name: spec.name, job: spec.job as JobDefinition, payload: spec.payload, everyMs: spec.everyMs };
}

export interface SchedulerOptions {
  queue: JobQueue;
  schedules: readonly ScheduleDefinition[];
  logger: Logger;
  /** How often the next runs are checked; a period's job is enqueued at most this late. */
  tickMs?: number;
}

export interface Scheduler {
  start(): void;
  /** Enqueues the next run of every schedule that has none; returns how many were added. */
  tick(): Promise<number>;
  stop(): Promise<void>;
}

export function createScheduler(opts: SchedulerOptions): Scheduler {
  const { queue, logger } = opts;
  const tickMs = Math.max(5, opts.tickMs ?? 1000);
  const names = new Set<string>();
  for (const s of opts.schedules) {
    if (names.has(s.name)) throw new Error(`schedule ${s.name} is defined twice`);
    names.add(s.name);
  }
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let started = false;
  let stopped = false;

  async function tick(): Promise<number> {
    let added = 0;
    for (const s of opts.schedules) {
      const enqueued = await queue.enqueuePeriodic({
        name: s.job.name,
        payload: s.payload,
        payloadVersion: s.job.version,
        maxAttempts: s.job.maxAttempts ?? 3,
        dedupeKey: `schedule:${s.name}`,
        everyMs: s.everyMs,
      });
      if (enqueued) added++;
    }
    return added;
  }

  function loop(): void {
    if (stopped) return;
    running = tick()
      .catch((err) => logger.error({ err }, 'scheduler tick failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, tickMs);
      });
  }

  return {
    tick,
    start() {
      if (started || opts.schedules.length === 0) return;
      started = true;
      loop();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
