// The durable job queue: a PostgreSQL table claimed with FOR UPDATE SKIP LOCKED, so any
// number of worker processes share it without a broker. Times are the database's, so
// workers with skewed clocks agree on what is due and whose lease ran out.

import { randomUUID } from 'node:crypto';
import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { type Executor, query } from '../db/client.ts';
import { jobs, PLATFORM_ORGANIZATION_ID } from './jobs.tables.ts';

export type Job = typeof jobs.$inferSelect;
export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed';

export interface EnqueueInput {
  name: string;
  payload: unknown;
  /** The owning organisation; platform jobs leave it out (the nil UUID). */
  organizationId?: string;
  payloadVersion?: number;
  /** When the job becomes due; `delayMs` counts from the database clock instead. */
  runAt?: Date;
  delayMs?: number;
  maxAttempts?: number;
  /** At most one queued or running job per organisation and key; a second enqueue returns null. */
  dedupeKey?: string;
  id?: string;
}

/** Job names a worker can run, with the newest payload version it understands. */
export interface ClaimKind {
  name: string;
  maxVersion: number;
}

export interface PeriodicInput {
  name: string;
  payload: unknown;
  payloadVersion: number;
  maxAttempts: number;
  dedupeKey: string;
  everyMs: number;
}

export interface DepthRow {
  name: string;
  status: JobStatus;
  count: number;
}

export type FailOutcome = 'retried' | 'failed' | 'lost';

export interface BackoffOptions {
  baseMs: number;
  maxMs: number;
}

export interface JobQueueOptions {
  db: Executor;
  backoff?: BackoffOptions;
  defaultMaxAttempts?: number;
}

/**
 * The channel every enqueue of a job due now notifies (delivered when its transaction
 * commits), so idle workers of other processes claim it at once instead of at their next
 * poll. A delayed job is found by the poll that follows its time.
 */
export const JOBS_CHANNEL = 'jobs_enqueued';

/** The job's columns, and the notification sent with a row due now (the same statement). */
const insertedJob = { ...getTableColumns(jobs), notified: sql<null>`CASE WHEN ${jobs.runAt} <= now() THEN pg_notify(${JOBS_CHANNEL}, '') END` };

/** Due when written: a wake-up finds it (a delayed job waits for a poll after its time). */
const dueNow = (job: Job) => job.runAt.getTime() <= job.createdAt.getTime();

const ms = (value: number) => sql`(${Math.max(0, Math.round(value))}::double precision * interval '1 millisecond')`;

/** What a statement needs to write jobs of one kind itself (see enqueueRowsSql). */
export interface JobKind {
  name: string;
  payloadVersion: number;
  maxAttempts: number;
}

/**
 * The body of a CTE that enqueues one job, due after `delayMs` (on the database clock),
 * per row of `rows` (a query with the columns organization_id and payload, and id when
 * `withIds`: the caller's id for the job, to cancel it by), so a statement can write jobs
 * together with the change that needs them. Each job notifies the channel as enqueue()
 * does (when due at once); the listeners of this process are not called, so the caller
 * wakes its workers after commit. Returns organization_id and id of each job.
 */
export function enqueueRowsSql(rows: SQL, kind: JobKind, delayMs = 0, withIds = false): SQL {
  return sql`INSERT INTO jobs (organization_id, id, name, payload, payload_version, max_attempts, run_at)
             SELECT r.organization_id, ${withIds ? sql`r.id` : sql`gen_random_uuid()`}, ${kind.name}::text, r.payload, ${kind.payloadVersion}::int, ${kind.maxAttempts}::int, now() + ${ms(delayMs)}
             FROM (${rows}) r
             RETURNING organization_id, id, CASE WHEN run_at <= now() THEN pg_notify(${JOBS_CHANNEL}, '') END AS notified`;
}

/**
 * The body of a CTE (or a statement) that cancels the jobs of `kind` named by `rows` (a
 * query with the columns organization_id and id) that no worker has claimed yet: a job
 * made needless by the change it is written with (a safety net whose work got done)
 * goes, instead of being claimed, run and finished for nothing. One already running is
 * left to finish. Returns organization_id and id of each job cancelled.
 */
export function cancelQueuedRowsSql(rows: SQL, kind: Pick<JobKind, 'name'>): SQL {
  return sql`DELETE FROM jobs j USING (${rows}) r
             WHERE j.organization_id = r.organization_id AND j.id = r.id AND j.name = ${kind.name}::text AND j.status = 'queued'
             RETURNING j.organization_id, j.id`;
}

const MAX_ERROR_LENGTH = 4000;
const PRUNE_BATCH = 5000;

/**
 * Exponential back-off with "equal jitter": half the delay is fixed, half random, so
 * retries of jobs that failed together (an upstream outage) spread out instead of
 * returning in lockstep, and the wait still grows with every attempt.
 */
export function retryDelayMs(attempt: number, backoff: BackoffOptions, random: () => number = Math.random): number {
  const exp = Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, Math.min(attempt - 1, 30)));
  return Math.round(exp / 2 + random() * (exp / 2));
}

export function describeError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : typeof error === 'string' ? error : JSON.stringify(error);
  return (text ?? 'unknown error').slice(0, MAX_ERROR_LENGTH);
}

/**
 * A claimed job is fenced by (locked_by, attempts): a worker whose lease expired and
 * whose job was claimed again can no longer complete, fail, renew or release it.
 */
function fence(job: Job): SQL {
  return and(
    eq(jobs.organizationId, job.organizationId),
    eq(jobs.id, job.id),
    eq(jobs.status, 'running'),
    eq(jobs.lockedBy, job.lockedBy ?? ''),
    eq(jobs.attempts, job.attempts),
  ) as SQL;
}

export function createJobQueue(opts: JobQueueOptions) {
  const { db } = opts;
  const backoff = opts.backoff ?? { baseMs: 1000, maxMs: 3_600_000 };
  const defaultMaxAttempts = opts.defaultMaxAttempts ?? 5;
  const listeners = new Set<(job: Job) => void>();

  function validate(input: EnqueueInput): void {
    if (input.name.length === 0 || input.name.length > 200) throw new Error('job name must be 1 to 200 characters');
    const max = input.maxAttempts ?? defaultMaxAttempts;
    if (!Number.isInteger(max) || max < 1) throw new Error(`job ${input.name}: maxAttempts must be a positive integer`);
    if (input.payload === undefined) throw new Error(`job ${input.name}: payload is required`);
  }

  async function insertJobs(inputs: readonly EnqueueInput[], tx: Executor): Promise<Job[]> {
    if (inputs.length === 0) return [];
    for (const input of inputs) validate(input);
    const insert = tx.insert(jobs).values(
      inputs.map((input) => ({
        organizationId: input.organizationId ?? PLATFORM_ORGANIZATION_ID,
        id: input.id ?? randomUUID(),
        name: input.name,
        payload: input.payload,
        payloadVersion: input.payloadVersion ?? 1,
        maxAttempts: input.maxAttempts ?? defaultMaxAttempts,
        runAt: input.runAt ?? (input.delayMs !== undefined ? sql`now() + ${ms(input.delayMs)}` : sql`now()`),
        dedupeKey: input.dedupeKey ?? null,
      })),
    );
    const rows = inputs.every((i) => i.dedupeKey === undefined)
      ? await insert.returning(insertedJob)
      : await insert
          .onConflictDoNothing({
            target: [jobs.organizationId, jobs.dedupeKey],
            where: sql`dedupe_key IS NOT NULL AND status IN ('queued', 'running')`,
          })
          .returning(insertedJob);
    const added = rows.map(({ notified: _notified, ...job }) => job);
    for (const job of added) {
      if (!dueNow(job)) continue;
      for (const listener of listeners) {
        try {
          listener(job);
        } catch {
          // A wake-up hint must never undo an enqueue.
        }
      }
    }
    return added;
  }

  return {
    backoff,

    /**
     * Adds a job. Pass the caller's transaction to make the job part of the change that
     * needs it: it becomes visible with the commit and disappears with a rollback.
     */
    async enqueue(input: EnqueueInput, tx: Executor = db): Promise<Job | null> {
      const [job] = await insertJobs([input], tx);
      return job ?? null;
    },

    /**
     * Adds several jobs in one statement (a bulk task's ranges), in the caller's
     * transaction when given. A job whose dedupe key is taken is left out of the answer.
     */
    enqueueMany(inputs: readonly EnqueueInput[], tx: Executor = db): Promise<Job[]> {
      return insertJobs(inputs, tx);
    },

    /**
     * Enqueues the run for the next period boundary (multiples of everyMs since the
     * epoch, on the database clock) unless the key already has an unfinished job or a
     * job for that period or a later one. Any number of schedulers may call this at once.
     */
    async enqueuePeriodic(input: PeriodicInput, tx: Executor = db): Promise<boolean> {
      const every = Math.max(1, Math.round(input.everyMs));
      const rows = await query<{ id: string }>(
        tx,
        sql`WITH slot AS (
              SELECT to_timestamp(((floor(extract(epoch FROM clock_timestamp()) * 1000 / ${every}::bigint) + 1) * ${every}::bigint / 1000.0)::double precision) AS run_at
            )
            INSERT INTO jobs (organization_id, id, name, payload, payload_version, max_attempts, run_at, dedupe_key)
            SELECT ${PLATFORM_ORGANIZATION_ID}::uuid, ${randomUUID()}::uuid, ${input.name}, ${JSON.stringify(input.payload)}::jsonb,
                   ${input.payloadVersion}::int, ${input.maxAttempts}::int, slot.run_at, ${input.dedupeKey}
            FROM slot
            WHERE NOT EXISTS (
              SELECT 1 FROM jobs j
              WHERE j.organization_id = ${PLATFORM_ORGANIZATION_ID}::uuid AND j.dedupe_key = ${input.dedupeKey} AND j.run_at >= slot.run_at
            )
            ON CONFLICT (organization_id, dedupe_key) WHERE dedupe_key IS NOT NULL AND status IN ('queued', 'running') DO NOTHING
            RETURNING id`,
      );
      return rows.length > 0;
    },

    /**
     * Leases up to `limit` jobs in one statement: queued jobs that are due, and running
     * jobs whose lease ran out (their worker died) while attempts remain. Each claim
     * counts as an attempt.
     */
    async claim(workerId: string, kinds: readonly ClaimKind[], limit: number, leaseMs: number): Promise<Job[]> {
      if (kinds.length === 0 || limit < 1) return [];
      const kindFilter = sql.join(
        kinds.map((k) => sql`(q.name = ${k.name} AND q.payload_version <= ${k.maxVersion}::int)`),
        sql` OR `,
      );
      const n = Math.floor(limit);
      return db
        .update(jobs)
        .set({
          status: 'running',
          attempts: sql`${jobs.attempts} + 1`,
          lockedBy: workerId,
          lockedUntil: sql`now() + ${ms(leaseMs)}`,
          updatedAt: sql`now()`,
        })
        .where(
          sql`(${jobs.organizationId}, ${jobs.id}) IN (
                SELECT e.organization_id, e.id FROM (
                  SELECT q.organization_id, q.id FROM jobs q
                  WHERE q.status = 'running' AND q.locked_until < now() AND q.attempts < q.max_attempts AND (${kindFilter})
                  ORDER BY q.locked_until LIMIT ${n}::int FOR UPDATE SKIP LOCKED
                ) e
                UNION ALL
                SELECT d.organization_id, d.id FROM (
                  SELECT q.organization_id, q.id FROM jobs q
                  WHERE q.status = 'queued' AND q.run_at <= now() AND (${kindFilter})
                  ORDER BY q.run_at LIMIT ${n}::int FOR UPDATE SKIP LOCKED
                ) d
                LIMIT ${n}::int
              )`,
        )
        .returning();
    },

    /**
     * Fails running jobs whose lease ran out on their last attempt: a job that kills its
     * worker every time must end somewhere instead of being reclaimed forever.
     */
    async reapExhausted(): Promise<Job[]> {
      return db
        .update(jobs)
        .set({
          status: 'failed',
          lockedBy: null,
          lockedUntil: null,
          lastError: 'lease expired on the last attempt (the worker stopped responding)',
          finishedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(sql`${jobs.status} = 'running' AND ${jobs.lockedUntil} < now() AND ${jobs.attempts} >= ${jobs.maxAttempts}`)
        .returning();
    },

    /** Extends the lease; false when the job is no longer this worker's. */
    async renew(job: Job, leaseMs: number): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({ lockedUntil: sql`now() + ${ms(leaseMs)}`, updatedAt: sql`now()` })
        .where(fence(job))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    async complete(job: Job, result: unknown = null): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({
          status: 'succeeded',
          result,
          lockedBy: null,
          lockedUntil: null,
          finishedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(fence(job))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /**
     * Records a failure. A retryable one goes back to the queue after a back-off (or
     * `retryInMs`) while attempts remain; anything else ends the job as failed.
     */
    async fail(job: Job, error: unknown, retryable: boolean, retryInMs?: number): Promise<FailOutcome> {
      const retry = retryable && job.attempts < job.maxAttempts;
      const delay = retryInMs ?? retryDelayMs(job.attempts, backoff);
      const rows = await db
        .update(jobs)
        .set(
          retry
            ? { status: 'queued', runAt: sql`now() + ${ms(delay)}`, lockedBy: null, lockedUntil: null, lastError: describeError(error), updatedAt: sql`now()` }
            : { status: 'failed', lockedBy: null, lockedUntil: null, lastError: describeError(error), finishedAt: sql`now()`, updatedAt: sql`now()` },
        )
        .where(fence(job))
        .returning({ id: jobs.id });
      if (rows.length === 0) return 'lost';
      return retry ? 'retried' : 'failed';
    },

    /** Gives a held job back at once without counting the attempt (graceful shutdown). */
    async release(job: Job): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({ status: 'queued', attempts: sql`${jobs.attempts} - 1`, lockedBy: null, lockedUntil: null, updatedAt: sql`now()` })
        .where(fence(job))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    async get(organizationId: string, id: string, tx: Executor = db): Promise<Job | null> {
      const rows = await tx
        .select()
        .from(jobs)
        .where(and(eq(jobs.organizationId, organizationId), eq(jobs.id, id)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Unfinished and failed jobs by name and status; succeeded jobs are history, not depth. */
    async depth(): Promise<DepthRow[]> {
      const rows = await query<{ name: string; status: JobStatus; count: string | number }>(
        db,
        sql`SELECT name, status, count(*) AS count FROM jobs WHERE status IN ('queued', 'running', 'failed') GROUP BY name, status ORDER BY name, status`,
      );
      return rows.map((r) => ({ name: r.name, status: r.status, count: Number(r.count) }));
    },

    /** Cancels the job of `kind` with this id while no worker has claimed it (see cancelQueuedRowsSql), in the caller's transaction when given; false when there was none such. */
    async cancelQueued(kind: Pick<JobKind, 'name'>, organizationId: string, id: string, tx: Executor = db): Promise<boolean> {
      const rows = await query(tx, cancelQueuedRowsSql(sql`SELECT ${organizationId}::uuid AS organization_id, ${id}::uuid AS id`, kind));
      return rows.length > 0;
    },

    /** Deletes finished jobs older than `olderThanMs`, a batch at a time; returns how many went. */
    async prune(olderThanMs: number): Promise<number> {
      const rows = await query<{ id: string }>(
        db,
        sql`DELETE FROM jobs WHERE (organization_id, id) IN (
              SELECT organization_id, id FROM jobs
              WHERE finished_at IS NOT NULL AND finished_at < now() - ${ms(olderThanMs)}
              LIMIT ${PRUNE_BATCH}::int
            ) RETURNING id`,
      );
      return rows.length;
    },

    /** Called after every enqueue of a job due now in this process, so a local worker can poll at once. */
    onEnqueue(listener: (job: Job) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
