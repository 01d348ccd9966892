// The queue job of bulk tasks: one job per range of a task's items, so that several
// workers share a big task and no item is ever held by two jobs. A run loads the
// unfinished items of its range (a resumed run skips the finished ones and re-checks the
// ones left running, see tasks.actions.ts), runs them through the pipeline and records
// their outcomes. When the job will not be retried, its task is marked failed.

import { setTimeout as sleep } from 'node:timers/promises';
import { Type } from 'typebox';
import { AppError } from '../../http/errors.ts';
import { defineJob, type JobDefinition, retryDecision } from '../../jobs/define.ts';
import type { TaskActions } from './tasks.actions.ts';
import { runPipeline } from './tasks.pipeline.ts';
import type { OpenItem, Outcome, TasksRepo, TaskType } from './tasks.repo.ts';

export const TASK_JOB = 'tasks.run_range';

export interface RangePayload {
  organizationId: string;
  taskId: string;
  /** Items with from <= seq < to. */
  from: number;
  to: number;
}

export interface TaskJobDeps {
  repo: TasksRepo;
  actions: TaskActions;
  /** Items of one job in flight at once. */
  itemConcurrency: number;
  /** Pauses before the retries of an item whose provider call failed transiently. */
  itemRetryDelaysMs?: readonly number[];
}

/** Outcomes are recorded at least this often while items keep finishing. */
const FLUSH_EVERY_MS = 250;
const DEFAULT_ITEM_RETRY_DELAYS_MS = [200, 1000];

/** A provider outage or rate limit (502 with a retryable cause) may pass: the item is tried again. */
function transient(err: unknown): boolean {
  return err instanceof AppError && err.code === 'upstream_unavailable' && err.details?.retryable === true;
}

const errorText = (err: AppError) => `${err.code}: ${err.message}`;

export function createTaskJob(deps: TaskJobDeps): JobDefinition<RangePayload> {
  const { repo, actions } = deps;
  const delays = deps.itemRetryDelaysMs ?? DEFAULT_ITEM_RETRY_DELAYS_MS;
  const batchSize = Math.max(16, deps.itemConcurrency);

  /** One item to its outcome; null when the run stops during a pause between tries. */
  async function runItem(type: TaskType, organizationId: string, item: OpenItem, signal: AbortSignal): Promise<Outcome | null> {
    let resumed = item.status === 'running';
    for (let attempt = 0; ; attempt++) {
      try {
        const result = await actions.run(type, organizationId, item.payload, { resumed, startedAt: item.startedAt });
        return { seq: item.seq, status: 'success', result, error: null };
      } catch (err) {
        // A rule of the operation (or an outage that outlasted the retries) fails the item
        // only; anything else is the job's problem and stops it (see runPipeline).
        if (!(err instanceof AppError)) throw err;
        const delay = delays[attempt];
        if (!transient(err) || delay === undefined) return { seq: item.seq, status: 'failed', result: null, error: errorText(err) };
        try {
          await sleep(delay, undefined, { signal });
        } catch {
          return null;
        }
        // The failed call may have taken effect: the next try checks first, like a resumed item.
        resumed = true;
      }
    }
  }

  return defineJob({
    name: TASK_JOB,
    version: 1,
    schema: Type.Object({
      organizationId: Type.String({ format: 'uuid' }),
      taskId: Type.String({ format: 'uuid' }),
      from: Type.Integer({ minimum: 0 }),
      to: Type.Integer({ minimum: 0 }),
    }),
    maxAttempts: 8,
    async handle({ organizationId, taskId, from, to }, ctx) {
      try {
        const task = await repo.find(organizationId, taskId);
        if (task === null || task.status === 'completed' || task.status === 'failed') return { skipped: true };
        await repo.start(organizationId, taskId);
        const items = await repo.openItems(organizationId, taskId, from, to);
        const type = task.type as TaskType;
        const done = await runPipeline<OpenItem, Outcome>({
          items,
          concurrency: deps.itemConcurrency,
          batchSize,
          flushEveryMs: FLUSH_EVERY_MS,
          signal: ctx.signal,
          async begin(batch) {
            const started = await repo.markRunning(
              organizationId,
              taskId,
              batch.filter((i) => i.status === 'pending').map((i) => i.seq),
            );
            for (const item of batch) item.startedAt = started.get(item.seq) ?? item.startedAt;
          },
          // Marked by this run and never started: pending again, so the next run need not
          // check whether their action happened. Items resumed from a crash keep `running`.
          unbegin: (unstarted) =>
            repo.markPending(
              organizationId,
              taskId,
              unstarted.filter((i) => i.status === 'pending').map((i) => i.seq),
            ),
          run: (item) => runItem(type, organizationId, item, ctx.signal),
          record: (outcomes) => repo.record(organizationId, taskId, outcomes),
        });
        // The worker id tells which process ran the range (tests and operators read it).
        return { items: done, worker: ctx.job.lockedBy };
      } catch (err) {
        // A stop asked for (shutdown, lost lease) gives the job back; a failure that ends
        // the job (not retryable, or its last attempt) ends the task as failed too.
        const ends = !retryDecision(err).retryable || ctx.job.attempts >= ctx.job.maxAttempts;
        if (!ctx.signal.aborted && ends) {
          await repo.fail(organizationId, taskId).catch((e: unknown) => ctx.logger.error({ err: e, taskId }, 'could not mark the task failed'));
        }
        throw err;
      }
    },
  });
}
