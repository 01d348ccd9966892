// The operator's side of `/v1` purchases: the ones still pending, and running the repair
// of one again. A purchase stays pending when its process died between the debit and
// the records and the repair job has not settled it yet: it is waiting for its minute,
// backing off while the provider cannot be reached, or it gave up after its last
// attempt (30 days) and needs an operator. Running the repair again queues a new
// repair job due now; the job decides from what the provider has, as the first one
// would have (complete or refund, once).

import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError, invalid } from '../../http/errors.ts';
import type { JobDefinition } from '../../jobs/define.ts';
import { jobs } from '../../jobs/jobs.tables.ts';
import type { Job, JobQueue } from '../../jobs/queue.ts';
import type { RepairPayload } from './links.purchase.ts';
import type { PurchaseRow } from './links.repo.ts';
import { resellerPurchases } from './links.tables.ts';

export interface PendingPurchase {
  purchase: PurchaseRow;
  /** Its repair job as the queue has it; null once the queue pruned it (finished jobs are kept for JOB_RETENTION_DAYS). */
  repair: Job | null;
}

export function createPurchaseOperations(deps: { db: Db; queue: Pick<JobQueue, 'enqueue' | 'cancelQueued' | 'get'>; repairJob: JobDefinition<RepairPayload> }) {
  const { db, queue } = deps;

  return {
    /** Pending purchases, oldest first, of one organisation or all, pending for at least `olderThanSeconds`. */
    async listPending(filter: { organizationId?: string; olderThanSeconds: number }, page: { limit: number; offset: number }): Promise<{ rows: PendingPurchase[]; total: number }> {
      const conditions: SQL[] = [eq(resellerPurchases.status, 'pending'), sql`${resellerPurchases.createdAt} <= now() - make_interval(secs => ${filter.olderThanSeconds})`];
      if (filter.organizationId !== undefined) conditions.push(eq(resellerPurchases.organizationId, filter.organizationId));
      const where = and(...conditions);
      const [rows, totals] = await Promise.all([
        db
          .select({ purchase: resellerPurchases, repair: jobs })
          .from(resellerPurchases)
          .leftJoin(jobs, and(eq(jobs.organizationId, resellerPurchases.organizationId), eq(jobs.id, resellerPurchases.repairJobId)))
          .where(where)
          .orderBy(asc(resellerPurchases.createdAt), asc(resellerPurchases.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(resellerPurchases).where(where),
      ]);
      return { rows, total: totals[0]?.n ?? 0 };
    },

    /**
     * Queues the purchase's repair again, due now, in place of a repair job still waiting
     * for its time. 404 for no such purchase; 422 when it is settled already or a repair
     * of it is running.
     */
    async repairNow(organizationId: string, purchaseId: string): Promise<PendingPurchase> {
      return db.transaction(async (tx) => {
        const [purchase] = await tx
          .select()
          .from(resellerPurchases)
          .where(and(eq(resellerPurchases.organizationId, organizationId), eq(resellerPurchases.id, purchaseId)))
          .for('update');
        if (purchase === undefined) throw new AppError('entity_not_found', 'purchase not found', { organization_id: organizationId, id: purchaseId });
        if (purchase.status !== 'pending') throw invalid(`the purchase is ${purchase.status} already`, { status: purchase.status });
        const current = purchase.repairJobId === null ? null : await queue.get(organizationId, purchase.repairJobId, tx);
        if (current?.status === 'running') throw invalid('a repair of this purchase is running', { job_id: current.id });
        if (current?.status === 'queued') await queue.cancelQueued(deps.repairJob, organizationId, current.id, tx);
        const job = await queue.enqueue(deps.repairJob.job({ organizationId, purchaseId }, { organizationId }), tx);
        if (job === null) throw new Error(`the repair job of purchase ${purchaseId} was not queued`);
        const [updated] = await tx
          .update(resellerPurchases)
          .set({ repairJobId: job.id, updatedAt: sql`now()` })
          .where(and(eq(resellerPurchases.organizationId, organizationId), eq(resellerPurchases.id, purchaseId)))
          .returning();
        return { purchase: updated as PurchaseRow, repair: job };
      });
    },
  };
}

export type PurchaseOperations = ReturnType<typeof createPurchaseOperations>;
