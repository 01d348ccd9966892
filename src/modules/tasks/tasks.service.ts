// Bulk tasks: a request becomes a task, its items and its queue jobs (one per range of
// RANGE_SIZE items) in one transaction, so a task never exists without the jobs that
// finish it, and a rollback leaves neither. Reads answer the task as stored, after
// marking failed a task whose jobs all ended with items left (see repo.reconcile).

import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { invalidInput, notFound } from '../../lib/errors.ts';
import type { JobDefinition } from '../../jobs/define.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { RangePayload } from './tasks.jobs.ts';
import type { ItemListQuery, NewItem, TaskItemRow, TaskListQuery, TaskRow, TasksRepo, TaskType } from './tasks.repo.ts';

/** Items per queue job: small enough for two workers to share a 5,000-item task evenly. */
export const RANGE_SIZE = 100;
export const MAX_ITEMS = 5000;

export interface TasksServiceDeps {
  db: Db;
  repo: TasksRepo;
  queue: Pick<JobQueue, 'enqueueMany'>;
  job: JobDefinition<RangePayload>;
  /** Wakes this process's workers once the jobs are committed. */
  wake(): void;
}

export interface ProvisionInput {
  namePrefix: string;
  simIds: readonly string[];
  planIds?: readonly string[] | null;
  counterStart: number;
}

/**
 * Ids as the database compares them. The schema refuses repeats, but a UUID in upper and
 * in lower case is one id to PostgreSQL: such a pair is a repeat too.
 */
function distinctIds(field: string, ids: readonly string[]): string[] {
  const lowered = ids.map((id) => id.toLowerCase());
  if (new Set(lowered).size !== lowered.length) {
    throw invalidInput(field, 'body', 'must not contain the same id twice');
  }
  if (lowered.length === 0 || lowered.length > MAX_ITEMS) {
    throw invalidInput(field, 'body', `must hold 1 to ${MAX_ITEMS} ids`);
  }
  return lowered;
}

export function createTasksService(deps: TasksServiceDeps) {
  const { db, repo } = deps;

  async function submit(organizationId: string, type: TaskType, items: NewItem[]): Promise<TaskRow> {
    const taskId = randomUUID();
    const ranges: Array<{ from: number; to: number; jobId: string }> = [];
    for (let from = 0; from < items.length; from += RANGE_SIZE) {
      ranges.push({ from, to: Math.min(items.length, from + RANGE_SIZE), jobId: randomUUID() });
    }
    const task = await db.transaction(async (tx) => {
      const row = await repo.insertTask({ organizationId, id: taskId, type, totalItems: items.length, jobIds: ranges.map((r) => r.jobId) }, tx);
      await repo.insertItems(organizationId, taskId, items, tx);
      await deps.queue.enqueueMany(
        ranges.map((r) => deps.job.job({ organizationId, taskId, from: r.from, to: r.to }, { organizationId, id: r.jobId })),
        tx,
      );
      return row;
    });
    deps.wake();
    return task;
  }

  async function requireTask(organizationId: string, id: string): Promise<TaskRow> {
    await repo.reconcile(organizationId, id);
    const task = await repo.find(organizationId, id);
    if (task === null) throw notFound('task', id);
    return task;
  }

  return {
    /** POST /sims/bulk-provision: one link per SIM, named `<prefix>_<counter>`. */
    provision(organizationId: string, input: ProvisionInput): Promise<TaskRow> {
      const simIds = distinctIds('sim_ids', input.simIds);
      const planIds = [...new Set((input.planIds ?? []).map((id) => id.toLowerCase()))];
      const items = simIds.map<NewItem>((simId, seq) => ({
        seq,
        id: randomUUID(),
        referenceId: simId,
        simId,
        payload: { sim_id: simId, name: `${input.namePrefix}_${input.counterStart + seq}`, plan_ids: planIds },
      }));
      return submit(organizationId, 'sim_provisioning', items);
    },

    /** The six POST /links/bulk-* operations; `planId` for the two activation ones. */
    linkBulk(organizationId: string, type: Exclude<TaskType, 'sim_provisioning'>, linkIds: readonly string[], planId?: string): Promise<TaskRow> {
      const ids = distinctIds('link_ids', linkIds);
      const plan = planId?.toLowerCase();
      const items = ids.map<NewItem>((linkId, seq) => ({
        seq,
        id: randomUUID(),
        referenceId: linkId,
        payload: plan === undefined ? { link_id: linkId } : { link_id: linkId, plan_id: plan },
      }));
      return submit(organizationId, type, items);
    },

    get: requireTask,

    async list(organizationId: string, q: TaskListQuery): Promise<{ rows: TaskRow[]; total: number }> {
      await repo.reconcile(organizationId);
      return repo.list(organizationId, q);
    },

    async items(organizationId: string, taskId: string, q: ItemListQuery): Promise<{ rows: TaskItemRow[]; total: number }> {
      await requireTask(organizationId, taskId);
      return repo.listItems(organizationId, taskId, q);
    },
  };
}

export type TasksService = ReturnType<typeof createTasksService>;
