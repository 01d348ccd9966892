// The operator's side of `/v1` purchases and top-ups: the ones still pending (charged,
// neither completed nor refunded), and running the repair of one again.

import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { AppError, invalid } from '../../lib/errors.ts';
import type { JobDefinition } from '../../jobs/define.ts';
import { jobs } from '../../jobs/jobs.tables.ts';
import type { Job, JobQueue } from '../../jobs/queue.ts';
import type { RepairPayload } from './links.purchase.ts';
import type { PurchaseRow } from './links.repo.ts';
import { resellerPurchases, resellerTopups } from './links.tables.ts';
import type { TopupRepairPayload } from './links.topup.ts';

type TopupRow = typeof resellerTopups.$inferSelect;

/** A pending purchase or top-up with its repair job as the queue has it (null once the queue pruned it: finished jobs are kept for JOB_RETENTION_DAYS). */
export interface Pending<R> {
  row: R;
  repair: Job | null;
}

export interface PendingFilter {
  organizationId?: string;
  /** Only those pending at least this long. */
  olderThanSeconds: number;
}

/**
 * A purchase or top-up stays pending when its process died between the debit and the
 * records and the repair job has not settled it yet: it is waiting for its minute,
 * backing off while the provider cannot be reached, or it gave up after its last attempt
 * (30 days) and needs an operator. Running the repair again queues a new repair job due
 * now, in place of the one still waiting; the job decides from what the provider has, as
 * the first one would have (complete or refund, once).
 */
export function createPurchaseOperations(deps: {
  db: Db;
  queue: Pick<JobQueue, 'enqueue' | 'cancelQueued' | 'get'>;
  repairJob: JobDefinition<RepairPayload>;
  topupRepairJob: JobDefinition<TopupRepairPayload>;
}) {
  const { db, queue } = deps;

  /** The pending rows of `table`, oldest first, each with its repair job. */
  async function pendingOf<T extends typeof resellerPurchases | typeof resellerTopups>(table: T, filter: PendingFilter, page: { limit: number; offset: number }) {
    const conditions: SQL[] = [eq(table.status, 'pending'), sql`${table.createdAt} <= now() - make_interval(secs => ${filter.olderThanSeconds})`];
    if (filter.organizationId !== undefined) conditions.push(eq(table.organizationId, filter.organizationId));
    const where = and(...conditions);
    const [rows, totals] = await Promise.all([
      db
        .select({ row: table, repair: jobs })
        .from(table as typeof resellerPurchases)
        .leftJoin(jobs, and(eq(jobs.organizationId, table.organizationId), eq(jobs.id, table.repairJobId)))
        .where(where)
        .orderBy(asc(table.createdAt), asc(table.id))
        .limit(page.limit)
        .offset(page.offset),
      db
        .select({ n: count() })
        .from(table as typeof resellerPurchases)
        .where(where),
    ]);
    return { rows: rows as Array<{ row: T['$inferSelect']; repair: Job | null }>, total: totals[0]?.n ?? 0 };
  }

  /**
   * In `tx`, for a row locked pending: queues `job` (due now) in place of its current
   * repair job `currentId` while that one waits (422 while it runs).
   */
  async function requeue(tx: Executor, organizationId: string, currentId: string | null, kind: JobDefinition, payload: unknown): Promise<Job> {
    const current = currentId === null ? null : await queue.get(organizationId, currentId, tx);
    if (current?.status === 'running') throw invalid('its repair is running', { job_id: current.id });
    if (current?.status === 'queued') await queue.cancelQueued(kind, organizationId, current.id, tx);
    const job = await queue.enqueue(kind.job(payload, { organizationId }), tx);
    if (job === null) throw new Error(`the repair job ${kind.name} was not queued`);
    return job;
  }

  const notFound = (what: string, organizationId: string, id: string) => new AppError('entity_not_found', `${what} not found`, { organization_id: organizationId, id });
  const settled = (what: string, status: string) => invalid(`the ${what} is ${status} already`, { status });

  return {
    listPendingPurchases: (filter: PendingFilter, page: { limit: number; offset: number }) => pendingOf(resellerPurchases, filter, page),
    listPendingTopups: (filter: PendingFilter, page: { limit: number; offset: number }) => pendingOf(resellerTopups, filter, page),

    /** Queues the purchase's repair again, due now. 404 for no such purchase; 422 when it is settled already or its repair is running. */
    async repairPurchaseNow(organizationId: string, purchaseId: string): Promise<Pending<PurchaseRow>> {
      return db.transaction(async (tx) => {
        const key = and(eq(resellerPurchases.organizationId, organizationId), eq(resellerPurchases.id, purchaseId));
        const [purchase] = await tx.select().from(resellerPurchases).where(key).for('update');
        if (purchase === undefined) throw notFound('purchase', organizationId, purchaseId);
        if (purchase.status !== 'pending') throw settled('purchase', purchase.status);
        const job = await requeue(tx, organizationId, purchase.repairJobId, deps.repairJob as JobDefinition, { organizationId, purchaseId });
        const [updated] = await tx.update(resellerPurchases).set({ repairJobId: job.id, updatedAt: sql`now()` }).where(key).returning();
        return { row: updated as PurchaseRow, repair: job };
      });
    },

    /**
     * Queues the repair of the top-up's request again, due now: one job for the
     * request's top-ups still pending on the link, as the request wrote it. 404 for no
     * such top-up; 422 when it is settled already or its repair is running.
     */
    async repairTopupNow(organizationId: string, topupId: string): Promise<Pending<TopupRow>> {
      return db.transaction(async (tx) => {
        const [topup] = await tx
          .select()
          .from(resellerTopups)
          .where(and(eq(resellerTopups.organizationId, organizationId), eq(resellerTopups.id, topupId)))
          .for('update');
        if (topup === undefined) throw notFound('top-up', organizationId, topupId);
        if (topup.status !== 'pending') throw settled('top-up', topup.status);
        const sameRequest =
          topup.repairJobId === null
            ? [topup]
            : await tx
                .select()
                .from(resellerTopups)
                .where(
                  and(
                    eq(resellerTopups.organizationId, organizationId),
                    eq(resellerTopups.linkId, topup.linkId),
                    eq(resellerTopups.status, 'pending'),
                    eq(resellerTopups.repairJobId, topup.repairJobId),
                  ),
                )
                .for('update');
        const ids = sameRequest.map((t) => t.id);
        const job = await requeue(tx, organizationId, topup.repairJobId, deps.topupRepairJob as JobDefinition, { organizationId, linkId: topup.linkId, topupIds: ids });
        const updated = await tx
          .update(resellerTopups)
          .set({ repairJobId: job.id, updatedAt: sql`now()` })
          .where(and(eq(resellerTopups.organizationId, organizationId), inArray(resellerTopups.id, ids)))
          .returning();
        return { row: updated.find((t) => t.id === topupId) as TopupRow, repair: job };
      });
    },
  };
}

export type PurchaseOperations = ReturnType<typeof createPurchaseOperations>;
