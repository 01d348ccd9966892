// Every query of bulk tasks. Each takes the organisation id first. Items are written in
// batches: a whole request in a few statements (its items travel as one JSON document),
// a window of items marked running in one UPDATE, a window of outcomes in one statement
// that also moves the task's counters.

import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, type Executor, query, queryNamed } from '../../db/client.ts';
import { tasks, taskItems } from './tasks.tables.ts';

export type TaskRow = typeof tasks.$inferSelect;
export type TaskItemRow = typeof taskItems.$inferSelect;

export const taskTypes = [
  'sim_provisioning',
  'link_delink_sim',
  'link_delete',
  'link_suspend',
  'link_resume',
  'link_add_activation',
  'link_delete_activation',
] as const;
export type TaskType = (typeof taskTypes)[number];
export const taskStatuses = ['pending', 'running', 'completed', 'failed'] as const;
export type TaskStatus = (typeof taskStatuses)[number];
export const itemStatuses = ['pending', 'running', 'success', 'failed'] as const;
export type ItemStatus = (typeof itemStatuses)[number];

export interface NewItem {
  seq: number;
  id: string;
  /** The reference shown to the customer; a SIM's ICCID replaces it when `simId` names a SIM of the organisation. */
  referenceId: string;
  simId?: string;
  payload: Record<string, unknown>;
}

/** An item a job still has to finish (pending, or running when an earlier run stopped). */
export interface OpenItem {
  seq: number;
  status: 'pending' | 'running';
  payload: Record<string, unknown>;
  startedAt: Date | null;
}

export interface Outcome {
  seq: number;
  status: 'success' | 'failed';
  result: Record<string, unknown> | null;
  error: string | null;
}

export interface TaskListQuery {
  type?: string;
  status?: string;
  sortBy: 'created_at' | 'updated_at' | 'status';
  sortOrder: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export interface ItemListQuery {
  status?: string;
  sortBy: 'created_at' | 'updated_at' | 'status';
  sortOrder: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** Rows per INSERT: a 5,000-item request takes five statements. */
const INSERT_CHUNK = 1000;

const taskSort = { created_at: tasks.createdAt, updated_at: tasks.updatedAt, status: tasks.status } as const;
const itemSort = { created_at: taskItems.createdAt, updated_at: taskItems.updatedAt, status: taskItems.status } as const;

export function createTasksRepo(db: Db) {
  const unfinished = (organizationId: string, taskId?: string): SQL =>
    sql`t.organization_id = ${organizationId}::uuid ${taskId === undefined ? sql`` : sql`AND t.id = ${taskId}::uuid`}
        AND t.status IN ('pending', 'running') AND t.completed_items + t.failed_items < t.total_items`;

  return {
    async insertTask(row: typeof tasks.$inferInsert, tx: Executor = db): Promise<TaskRow> {
      const rows = await tx.insert(tasks).values(row).returning();
      return rows[0] as TaskRow;
    },

    /**
     * Inserts the items in a few statements, each carrying its rows as one JSON
     * parameter (a handful of bind parameters instead of six per row). A provisioning
     * item's reference becomes its SIM's ICCID here, read from the organisation's own
     * inventory; an unknown SIM keeps its id.
     */
    async insertItems(organizationId: string, taskId: string, items: readonly NewItem[], tx: Executor = db): Promise<void> {
      for (let i = 0; i < items.length; i += INSERT_CHUNK) {
        const slice = items.slice(i, i + INSERT_CHUNK).map((it) => ({ seq: it.seq, id: it.id, ref: it.referenceId, sim_id: it.simId ?? null, payload: it.payload }));
        await tx.execute(sql`
          INSERT INTO task_items (organization_id, task_id, seq, id, reference_id, payload)
          SELECT ${organizationId}::uuid, ${taskId}::uuid, x.seq, x.id, COALESCE(s.iccid, x.ref), x.payload
          FROM jsonb_to_recordset(${JSON.stringify(slice)}::jsonb) AS x(seq int, id uuid, ref text, sim_id uuid, payload jsonb)
          LEFT JOIN sims s ON s.organization_id = ${organizationId}::uuid AND s.id = x.sim_id`);
      }
    },

    async find(organizationId: string, id: string, tx: Executor = db): Promise<TaskRow | null> {
      const rows = await tx
        .select()
        .from(tasks)
        .where(and(eq(tasks.organizationId, organizationId), eq(tasks.id, id)))
        .limit(1);
      return rows[0] ?? null;
    },

    /**
     * Marks failed the unfinished tasks (one, or all of the organisation) whose queue
     * jobs have all ended while items are left: a job failed beyond its retries (the
     * queue reaps one whose worker died on its last attempt, so no handler of ours ran).
     * A job still queued or running can finish the items, so its task is left alone.
     */
    async reconcile(organizationId: string, taskId?: string): Promise<void> {
      await db.execute(sql`
        UPDATE tasks t SET status = 'failed', updated_at = now()
        WHERE ${unfinished(organizationId, taskId)}
          AND NOT EXISTS (
            SELECT 1 FROM jobs j
            WHERE j.organization_id = t.organization_id AND j.id = ANY (t.job_ids) AND j.status IN ('queued', 'running')
          )`);
    },

    async list(organizationId: string, q: TaskListQuery): Promise<{ rows: TaskRow[]; total: number }> {
      const c: SQL[] = [eq(tasks.organizationId, organizationId)];
      if (q.type !== undefined) c.push(eq(tasks.type, q.type));
      if (q.status !== undefined) c.push(eq(tasks.status, q.status));
      const where = and(...c) as SQL;
      const dir = q.sortOrder === 'desc' ? desc : asc;
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(tasks)
          .where(where)
          .orderBy(dir(taskSort[q.sortBy]), dir(tasks.updatedAt), dir(tasks.id))
          .limit(q.limit)
          .offset(q.offset),
        db.select({ n: count() }).from(tasks).where(where),
      ]);
      return { rows, total: Number(totals[0]?.n ?? 0) };
    },

    /** Items of a task; created together, they tie on created_at and keep the request's order. */
    async listItems(organizationId: string, taskId: string, q: ItemListQuery): Promise<{ rows: TaskItemRow[]; total: number }> {
      const c: SQL[] = [eq(taskItems.organizationId, organizationId), eq(taskItems.taskId, taskId)];
      if (q.status !== undefined) c.push(eq(taskItems.status, q.status));
      const where = and(...c) as SQL;
      const dir = q.sortOrder === 'desc' ? desc : asc;
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(taskItems)
          .where(where)
          .orderBy(dir(itemSort[q.sortBy]), dir(taskItems.seq))
          .limit(q.limit)
          .offset(q.offset),
        db.select({ n: count() }).from(taskItems).where(where),
      ]);
      return { rows, total: Number(totals[0]?.n ?? 0) };
    },

    /** pending -> running, when the first job of the task starts. */
    async start(organizationId: string, id: string): Promise<void> {
      await db
        .update(tasks)
        .set({ status: 'running', updatedAt: sql`now()` })
        .where(and(eq(tasks.organizationId, organizationId), eq(tasks.id, id), eq(tasks.status, 'pending')));
    },

    /** The job crashed beyond its retries: an unfinished task ends as failed. */
    async fail(organizationId: string, id: string): Promise<void> {
      await db
        .update(tasks)
        .set({ status: 'failed', updatedAt: sql`now()` })
        .where(and(eq(tasks.organizationId, organizationId), eq(tasks.id, id), inArray(tasks.status, ['pending', 'running'])));
    },

    /** Items of [from, to) that are not finished, in request order. */
    async openItems(organizationId: string, taskId: string, from: number, to: number): Promise<OpenItem[]> {
      const rows = await db
        .select({ seq: taskItems.seq, status: taskItems.status, payload: taskItems.payload, startedAt: taskItems.startedAt })
        .from(taskItems)
        .where(
          and(
            eq(taskItems.organizationId, organizationId),
            eq(taskItems.taskId, taskId),
            sql`${taskItems.seq} >= ${from} AND ${taskItems.seq} < ${to}`,
            inArray(taskItems.status, ['pending', 'running']),
          ),
        )
        .orderBy(asc(taskItems.seq));
      return rows as OpenItem[];
    },

    /** Marks pending items running before their action starts; answers when each started. */
    async markRunning(organizationId: string, taskId: string, seqs: readonly number[]): Promise<Map<number, Date>> {
      if (seqs.length === 0) return new Map();
      const rows = await queryNamed<{ seq: number; started_at: Date | string }>(
        db,
        'tasks_mark_running',
        sql`UPDATE task_items SET status = 'running', started_at = now(), updated_at = now()
            WHERE organization_id = ${organizationId}::uuid AND task_id = ${taskId}::uuid
              AND seq = ANY (${sql.param([...seqs])}::int[]) AND status = 'pending'
            RETURNING seq, started_at`,
      );
      return new Map(rows.map((r) => [r.seq, new Date(r.started_at)]));
    },

    /** Gives items marked running back to pending (their run stopped before they started). */
    async markPending(organizationId: string, taskId: string, seqs: readonly number[]): Promise<void> {
      if (seqs.length === 0) return;
      await db
        .update(taskItems)
        .set({ status: 'pending', startedAt: null, updatedAt: sql`now()` })
        .where(
          and(
            eq(taskItems.organizationId, organizationId),
            eq(taskItems.taskId, taskId),
            inArray(taskItems.seq, [...seqs]),
            eq(taskItems.status, 'running'),
          ),
        );
    },

    /**
     * Records outcomes and moves the task's counters by the items that really changed
     * (an item another run already finished is not counted twice). The task completes
     * with its last item. One statement, so counters never disagree with the items; it
     * joins the caller's transaction when given one. The outcomes travel as one JSON
     * document, so the statement's text is the same for every batch: it is prepared once
     * per connection, and building it does not grow with the batch.
     */
    async record(organizationId: string, taskId: string, outcomes: readonly Outcome[], tx: Executor = db): Promise<{ completed: boolean }> {
      if (outcomes.length === 0) return { completed: false };
      const items = outcomes.map((o) => ({ seq: o.seq, status: o.status, result: o.result, error: o.error }));
      const rows = await queryNamed<{ completed: boolean }>(tx, 'tasks_record', sql`
        WITH v AS (
          SELECT * FROM jsonb_to_recordset(${JSON.stringify(items)}::jsonb) AS v(seq int, status text, result jsonb, error text)
        ), changed AS (
          UPDATE task_items i SET status = v.status, result = v.result, error = v.error, updated_at = now()
          FROM v
          WHERE i.organization_id = ${organizationId}::uuid AND i.task_id = ${taskId}::uuid AND i.seq = v.seq
            AND i.status IN ('pending', 'running')
          RETURNING v.status
        ), counted AS (
          SELECT count(*) FILTER (WHERE status = 'success')::int AS ok, count(*) FILTER (WHERE status <> 'success')::int AS failed FROM changed
        )
        UPDATE tasks SET
          completed_items = completed_items + counted.ok,
          failed_items = failed_items + counted.failed,
          status = CASE WHEN status IN ('pending', 'running') AND completed_items + failed_items + counted.ok + counted.failed >= total_items
                        THEN 'completed' ELSE status END,
          updated_at = now()
        FROM counted
        WHERE organization_id = ${organizationId}::uuid AND id = ${taskId}::uuid AND counted.ok + counted.failed > 0
        RETURNING status = 'completed' AND completed_items + failed_items = total_items AS completed`);
      // A finished task has no item left to change, so a row that answers completed was completed by this batch.
      return { completed: rows[0]?.completed === true };
    },

    /**
     * Activations of the plan on the link removed since `since`. Read (only) from the
     * activations table to tell, when a job resumes an item of bulk-delete-activation,
     * that the item's removals already happened before the crash.
     */
    async removedActivationsSince(organizationId: string, linkId: string, planId: string, since: Date): Promise<string[]> {
      const rows = await query<{ id: string }>(
        db,
        sql`SELECT id FROM activations
            WHERE organization_id = ${organizationId}::uuid AND link_id = ${linkId}::uuid AND plan_id = ${planId}::uuid
              AND status = 'removed' AND updated_at >= ${since.toISOString()}::timestamptz
            ORDER BY created_at, id`,
      );
      return rows.map((r) => r.id);
    },
  };
}

export type TasksRepo = ReturnType<typeof createTasksRepo>;
