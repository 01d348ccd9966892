import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { lookupJobChunks, lookupJobs } from './lookup.tables.ts';

export type LookupJobRow = typeof lookupJobs.$inferSelect;
export type BulkInput = { mcc: string; mnc: string } | { plmn: string };
export interface BulkResult {
  status: 'completed' | 'failed';
  result: unknown;
  error: string | null;
}

export function createLookupRepo(db: Executor) {
  return {
    async insertJob(organizationId: string, id: string, items: BulkInput[], tx: Executor = db): Promise<LookupJobRow> {
      const rows = await tx
        .insert(lookupJobs)
        .values({ organizationId, id, status: 'processing', totalCount: items.length, items })
        .returning();
      return rows[0] as LookupJobRow;
    },

    async findJob(organizationId: string, id: string, tx: Executor = db): Promise<LookupJobRow | null> {
      const rows = await tx
        .select()
        .from(lookupJobs)
        .where(and(eq(lookupJobs.organizationId, organizationId), eq(lookupJobs.id, id)));
      return rows[0] ?? null;
    },

    async doneChunks(organizationId: string, jobId: string, tx: Executor = db): Promise<Set<number>> {
      const rows = await tx
        .select({ chunkNo: lookupJobChunks.chunkNo })
        .from(lookupJobChunks)
        .where(and(eq(lookupJobChunks.organizationId, organizationId), eq(lookupJobChunks.jobId, jobId)));
      return new Set(rows.map((r) => r.chunkNo));
    },

    async chunks(organizationId: string, jobId: string, tx: Executor = db): Promise<Array<{ chunkNo: number; results: BulkResult[] }>> {
      const rows = await tx
        .select({ chunkNo: lookupJobChunks.chunkNo, results: lookupJobChunks.results })
        .from(lookupJobChunks)
        .where(and(eq(lookupJobChunks.organizationId, organizationId), eq(lookupJobChunks.jobId, jobId)))
        .orderBy(asc(lookupJobChunks.chunkNo));
      return rows.map((r) => ({ chunkNo: r.chunkNo, results: r.results as BulkResult[] }));
    },

    /** Records one chunk and moves the job's counters; false when the chunk was already recorded. */
    async recordChunk(organizationId: string, jobId: string, chunkNo: number, results: BulkResult[], tx: Executor): Promise<boolean> {
      const inserted = await tx
        .insert(lookupJobChunks)
        .values({ organizationId, jobId, chunkNo, results })
        .onConflictDoNothing()
        .returning({ chunkNo: lookupJobChunks.chunkNo });
      if (inserted.length === 0) return false;
      const failed = results.filter((r) => r.status === 'failed').length;
      await tx
        .update(lookupJobs)
        .set({
          processedCount: sql`${lookupJobs.processedCount} + ${results.length}`,
          failedCount: sql`${lookupJobs.failedCount} + ${failed}`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(lookupJobs.organizationId, organizationId), eq(lookupJobs.id, jobId)));
      return true;
    },

    async complete(organizationId: string, jobId: string, tx: Executor = db): Promise<void> {
      await tx
        .update(lookupJobs)
        .set({ status: 'completed', updatedAt: sql`now()`, completedAt: sql`now()` })
        .where(and(eq(lookupJobs.organizationId, organizationId), eq(lookupJobs.id, jobId)));
    },
  };
}

export type LookupRepo = ReturnType<typeof createLookupRepo>;
