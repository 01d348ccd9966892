// Bulk lookups on the platform's job queue. The request is validated whole, then the job
// row and its queue entry commit together. The handler resolves items from the in-memory
// index in chunks; each chunk's results and its wallet debit commit in one transaction.

import { randomUUID } from 'node:crypto';
import { Type } from 'typebox';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { defineJob, type JobDefinition } from '../../jobs/define.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { systemOrigin } from '../events/events.origin.ts';
import { chargeUpTo } from '../wallet/wallet.request-billing.ts';
import type { WalletRepo } from '../wallet/wallet.repo.ts';
import type { LookupIndex, LookupOperator } from './lookup.index.ts';
import type { BulkInput, BulkResult, LookupRepo } from './lookup.repo.ts';

export const CHUNK_SIZE = 1000;
export const MAX_BULK_ITEMS = 10_000;

const plmnOf = (i: BulkInput) => ('plmn' in i ? i.plmn : `${i.mcc}${i.mnc}`);

export function createBulkLookup(deps: {
  db: Db;
  index: LookupIndex;
  lookupRepo: LookupRepo;
  walletRepo: Pick<WalletRepo, 'chargeRequests' | 'balance'>;
  queue: Pick<JobQueue, 'enqueue'>;
  wake?: () => void;
}) {
  const { db, index, lookupRepo, walletRepo } = deps;

  const job: JobDefinition<{ organizationId: string; jobId: string }> = defineJob({
    name: 'mccmnc.bulk_lookup',
    version: 1,
    schema: Type.Object({ organizationId: Type.String({ format: 'uuid' }), jobId: Type.String({ format: 'uuid' }) }),
    maxAttempts: 10,
    async handle({ organizationId, jobId }, ctx) {
      const row = await lookupRepo.findJob(organizationId, jobId);
      if (row === null || row.status === 'completed') return { skipped: true };
      const items = row.items as BulkInput[];
      const done = await lookupRepo.doneChunks(organizationId, jobId);
      for (let chunkNo = 0; chunkNo * CHUNK_SIZE < items.length; chunkNo++) {
        if (done.has(chunkNo)) continue;
        if (ctx.signal.aborted) throw new AppError('internal_error', 'worker stopping');
        const slice = items.slice(chunkNo * CHUNK_SIZE, (chunkNo + 1) * CHUNK_SIZE);
        const found = slice.map((i) => index.byPlmn(plmnOf(i))[0] ?? null);
        await db.transaction(async (tx) => {
          const wanted = found.filter((f) => f !== null).length;
          const { charged, reason } = await chargeUpTo(walletRepo, [systemOrigin], organizationId, wanted, 'lookup_bulk', { job_id: jobId, chunk: chunkNo }, tx);
          let paid = 0;
          const results: BulkResult[] = found.map((op) => {
            if (op === null) return { status: 'failed', result: null, error: 'OPERATOR_NOT_FOUND' };
            if (paid < charged) {
              paid++;
              return { status: 'completed', result: op, error: null };
            }
            return { status: 'failed', result: null, error: reason ?? 'INSUFFICIENT_BALANCE' };
          });
          // A chunk recorded by an earlier attempt rolls this transaction back, debit included.
          if (!(await lookupRepo.recordChunk(organizationId, jobId, chunkNo, results, tx))) throw new ChunkAlreadyDone();
        }).catch((err) => {
          if (!(err instanceof ChunkAlreadyDone)) throw err;
        });
        await ctx.heartbeat();
      }
      await lookupRepo.complete(organizationId, jobId);
      return { items: items.length };
    },
  });

  return {
    job,

    async submit(organizationId: string, items: BulkInput[]): Promise<{ jobId: string }> {
      if (items.length === 0 || items.length > MAX_BULK_ITEMS) {
        throw new AppError('request_validation_error', `items must hold 1 to ${MAX_BULK_ITEMS} entries`);
      }
      const jobId = randomUUID();
      await db.transaction(async (tx) => {
        await lookupRepo.insertJob(organizationId, jobId, items, tx);
        await deps.queue.enqueue(job.job({ organizationId, jobId }, { organizationId }), tx);
      });
      deps.wake?.();
      return { jobId };
    },

    async get(organizationId: string, jobId: string) {
      const row = await lookupRepo.findJob(organizationId, jobId);
      if (row === null) throw notFound('bulk lookup job', jobId);
      const inputs = row.items as BulkInput[];
      const results = new Map<number, BulkResult>();
      for (const chunk of await lookupRepo.chunks(organizationId, jobId)) {
        chunk.results.forEach((r, i) => {
          results.set(chunk.chunkNo * CHUNK_SIZE + i, r);
        });
      }
      return {
        job_id: row.id,
        status: row.status as 'processing' | 'completed',
        total_count: row.totalCount,
        processed_count: row.processedCount,
        failed_count: row.failedCount,
        created_at: row.createdAt.toISOString(),
        completed_at: row.completedAt?.toISOString() ?? null,
        items: inputs.map((input, i) => {
          const r = results.get(i);
          return { ...input, status: r?.status ?? ('pending' as const), result: (r?.result ?? null) as LookupOperator | null, error: r?.error ?? null };
        }),
      };
    },
  };
}

class ChunkAlreadyDone extends Error {}

export type BulkLookup = ReturnType<typeof createBulkLookup>;
