// The queue job of bulk tasks: one job per range of a task's items, so several workers
// share a big task and no item is held by two jobs.

import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import { Type } from 'typebox';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { defineJob, type JobDefinition, retryDecision } from '../../jobs/define.ts';
import type { LinkRow } from '../links/links.repo.ts';
import { compensate } from '../../providers/upstream/upstream.errors.ts';
import { deferredTypes, isDeferred, type LinkPayload, type PendingWrite, type TaskActions } from './tasks.actions.ts';
import type { TaskEvents } from './tasks.events.ts';
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
  db: Db;
  repo: TasksRepo;
  actions: TaskActions;
  /** Items of one job in flight at once. */
  itemConcurrency: number;
  /**
   * Ranges one worker runs at once. Their items share the worker's provider limiter, so
   * a few keep it busy across the end of a range; more only hold items marked running
   * in the limiter's queue, record smaller batches and take slots other jobs need.
   */
  rangesPerWorker?: number;
  /** Pauses before the retries of an item whose provider call failed transiently. */
  itemRetryDelaysMs?: readonly number[];
  /** task.completed, written in the transaction that records the task's last item. */
  events: TaskEvents;
}

/** Outcomes are recorded at least this often while items keep finishing. */
const FLUSH_EVERY_MS = 250;
/** Items marked started, and outcomes recorded, per statement (at least the concurrency). */
const MIN_BATCH = 64;
const DEFAULT_ITEM_RETRY_DELAYS_MS = [200, 1000];

/** A provider outage or rate limit (502 with a retryable cause) may pass: the item is tried again. */
function transient(err: unknown): boolean {
  return err instanceof AppError && err.code === 'upstream_unavailable' && err.details?.retryable === true;
}

const errorText = (err: AppError) => `${err.code}: ${err.message}`;

/** An open item with the links read for its batch (fresh suspend and resume items). */
type BatchItem = OpenItem & { read?: Map<string, LinkRow> };
/** An outcome, with the link write a deferred item leaves to its batch's record. */
type ItemOutcome = Outcome & { write?: PendingWrite };

const strip = ({ write: _write, ...outcome }: ItemOutcome): Outcome => outcome;

export function createTaskJob(deps: TaskJobDeps): JobDefinition<RangePayload> {
  const { repo, actions } = deps;
  const delays = deps.itemRetryDelaysMs ?? DEFAULT_ITEM_RETRY_DELAYS_MS;
  const batchSize = Math.max(MIN_BATCH, deps.itemConcurrency);

  /**
   * One item to its outcome; null when the run stops during a pause between tries. A
   * fresh suspend or resume uses its link as read with the batch (`read`) and leaves the
   * link's write to `record` (the outcome's `write`).
   */
  async function runItem(type: TaskType, organizationId: string, item: OpenItem, read: Map<string, LinkRow> | undefined, signal: AbortSignal): Promise<ItemOutcome | null> {
    let resumed = item.status === 'running';
    for (let attempt = 0; ; attempt++) {
      try {
        if (!resumed && read !== undefined && isDeferred(type)) {
          const linkId = (item.payload as unknown as LinkPayload).link_id;
          const { result, write } = await actions.changeStatus(organizationId, linkId, read.get(linkId) ?? null, deferredTypes[type]);
          return { seq: item.seq, status: 'success', result, error: null, write };
        }
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

  /**
   * Records a batch of outcomes in one transaction with the link writes its deferred
   * items left (one statement per target status). An item whose link changed after it
   * was read fails with the single operation's race error, and its provider change is
   * undone once the transaction has committed.
   */
  async function record(organizationId: string, taskId: string, outcomes: ItemOutcome[], logger: Logger): Promise<void> {
    const writes = outcomes.filter((o): o is ItemOutcome & { write: PendingWrite } => o.write !== undefined);
    if (writes.length === 0) {
      await deps.db.transaction(async (tx) => {
        if ((await repo.record(organizationId, taskId, outcomes, tx)).completed) await deps.events.completed(organizationId, taskId, tx);
      });
      return;
    }
    const lost: PendingWrite[] = [];
    await deps.db.transaction(async (tx) => {
      const final = new Map<number, Outcome>();
      for (const to of new Set(writes.map((o) => o.write.to))) {
        const group = writes.filter((o) => o.write.to === to);
        const raced = await actions.writeStatusChanges(organizationId, group.map((o) => o.write.linkId), to, tx);
        for (const o of group) {
          const err = raced.get(o.write.linkId);
          if (err === undefined) continue;
          final.set(o.seq, { seq: o.seq, status: 'failed', result: null, error: errorText(err) });
          lost.push(o.write);
        }
      }
      const { completed } = await repo.record(organizationId, taskId, outcomes.map((o) => final.get(o.seq) ?? strip(o)), tx);
      if (completed) await deps.events.completed(organizationId, taskId, tx);
    });
    for (const w of lost) await compensate(logger, 'undo a bulk status change at the provider', { organizationId, taskId, linkId: w.linkId }, w.undo);
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
    ...(deps.rangesPerWorker === undefined ? {} : { concurrency: deps.rangesPerWorker }),
    async handle({ organizationId, taskId, from, to }, ctx) {
      try {
        const task = await repo.find(organizationId, taskId);
        if (task === null || task.status === 'completed' || task.status === 'failed') return { skipped: true };
        await repo.start(organizationId, taskId);
        const items: BatchItem[] = await repo.openItems(organizationId, taskId, from, to);
        const type = task.type as TaskType;
        const done = await runPipeline<BatchItem, ItemOutcome>({
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
            if (isDeferred(type)) {
              const ids = batch.filter((i) => i.status === 'pending').map((i) => (i.payload as unknown as LinkPayload).link_id);
              const read = await actions.readLinks(organizationId, ids);
              for (const item of batch) item.read = read;
            }
          },
          // Marked by this run and never started: pending again, so the next run need not
          // check whether their action happened. Items resumed from a crash keep `running`.
          unbegin: (unstarted) =>
            repo.markPending(
              organizationId,
              taskId,
              unstarted.filter((i) => i.status === 'pending').map((i) => i.seq),
            ),
          run: (item) => runItem(type, organizationId, item, item.read, ctx.signal),
          record: (outcomes) => record(organizationId, taskId, outcomes, ctx.logger),
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
