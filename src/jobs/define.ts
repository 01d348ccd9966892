// Typed job definitions: a job is data (a name and a versioned payload) plus an
// idempotent handler. Handlers may run more than once for the same job (a worker dies
// after the work but before recording it, a lease runs out), so they reload rows by id,
// re-check the organisation, and record per-item progress durably themselves: a bulk
// job stores each item's status so a resumed run skips the items already done.

import type { Logger } from 'pino';
import type { Static, TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import type { EnqueueInput, Job } from './queue.ts';

export interface JobContext {
  job: Job;
  /** Aborted when the worker shuts down or loses the lease: stop at the next safe point and throw. */
  signal: AbortSignal;
  /** Renews the lease now (it is also renewed on a timer); throws when the lease was lost. */
  heartbeat(): Promise<void>;
  logger: Logger;
}

export interface JobLane {
  name: string;
  /** Jobs of the lane one process runs at once. */
  concurrency: number;
}

export type JobOptions = Omit<EnqueueInput, 'name' | 'payload' | 'payloadVersion'>;

export interface JobDefinition<P = unknown> {
  name: string;
  /**
   * The newest payload version this code writes and understands. Workers claim only
   * jobs whose version is at most theirs, so during a rolling deploy an old worker
   * never takes a job written by new code; the schema must still accept older versions.
   */
  version: number;
  schema?: TSchema;
  maxAttempts?: number;
  /**
   * Jobs of this name one worker holds at once at most (within its own concurrency).
   * Without it, a backlog of one kind can take every slot of the worker.
   */
  concurrency?: number;
  /**
   * Jobs that mostly wait on other people's servers (webhook deliveries) run in a lane of
   * their own: a worker with its own slots beside the main one, so a slow receiver holds
   * its lane's slots and never the platform's own work, and a stream of short waits gets
   * the parallelism it needs. Jobs without a lane share the main worker.
   */
  lane?: JobLane;
  /** Delay before retry number `attempt` + 1; the queue's exponential back-off otherwise. */
  backoff?(attempt: number): number;
  /** The resolved value is stored as the job's result (JSON). */
  handle(payload: P, ctx: JobContext): Promise<unknown>;
  /** An enqueue request for this job with its payload checked against the schema. */
  job(payload: P, options?: JobOptions): EnqueueInput;
  /** Checks a stored payload; throws a non-retryable JobError when it does not match. */
  parse(payload: unknown): P;
}

interface JobSpec<P> {
  name: string;
  version?: number;
  maxAttempts?: number;
  concurrency?: number;
  lane?: JobLane;
  backoff?(attempt: number): number;
  handle(payload: P, ctx: JobContext): Promise<unknown>;
}

/**
 * A failure whose handling the handler decides: `retryable` errors go back to the queue
 * (after `retryInMs`, or the back-off), others end the job at once.
 */
export class JobError extends Error {
  readonly retryable: boolean;
  readonly retryInMs: number | undefined;

  constructor(message: string, options: { retryable: boolean; retryInMs?: number; cause?: unknown }) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'JobError';
    this.retryable = options.retryable;
    this.retryInMs = options.retryInMs;
  }
}

/** Thrown into a handler whose lease another worker has taken over. */
export class LeaseLostError extends JobError {
  constructor(job: Job) {
    super(`job ${job.id} is no longer held by this worker`, { retryable: false });
    this.name = 'LeaseLostError';
  }
}

/**
 * How a thrown error is handled. An error that says whether it is `retryable` is taken
 * at its word (UpstreamError, JobError, and AppError, whose code says it: a rule says
 * the same next time, an outage may not). Anything unexpected (a lost database
 * connection, a bug) is retried, which idempotent handlers make safe, until
 * max_attempts ends it.
 */
export function retryDecision(error: unknown): { retryable: boolean; retryInMs?: number } {
  if (typeof error === 'object' && error !== null) {
    const flag = (error as { retryable?: unknown }).retryable;
    if (typeof flag === 'boolean') {
      const delay = (error as { retryInMs?: unknown }).retryInMs;
      return typeof delay === 'number' && Number.isFinite(delay) && delay >= 0 ? { retryable: flag, retryInMs: delay } : { retryable: flag };
    }
  }
  return { retryable: true };
}

function build<P>(spec: JobSpec<P>, schema: TSchema | undefined): JobDefinition<P> {
  if (!/^[a-z][a-z0-9_.:-]{0,199}$/.test(spec.name)) throw new Error(`invalid job name "${spec.name}"`);
  const version = spec.version ?? 1;
  if (!Number.isInteger(version) || version < 1) throw new Error(`job ${spec.name}: version must be a positive integer`);
  if (spec.concurrency !== undefined && (!Number.isInteger(spec.concurrency) || spec.concurrency < 1)) {
    throw new Error(`job ${spec.name}: concurrency must be a positive integer`);
  }
  if (spec.lane !== undefined && (!/^[a-z][a-z0-9_-]{0,39}$/.test(spec.lane.name) || !Number.isInteger(spec.lane.concurrency) || spec.lane.concurrency < 1)) {
    throw new Error(`job ${spec.name}: a lane needs a short lower-case name and a positive integer concurrency`);
  }
  // Compiled by the first payload checked, not when the job is defined at start-up.
  let compiled: ReturnType<typeof Compile> | null = null;
  const validator = () => (compiled ??= Compile(schema as TSchema));

  function parse(payload: unknown): P {
    if (schema !== undefined && !validator().Check(payload)) {
      const problems = validator()
        .Errors(payload)
        .slice(0, 5)
        .map((e) => `${e.instancePath || '/'} ${e.message}`);
      throw new JobError(`job ${spec.name}: invalid payload: ${problems.join('; ')}`, { retryable: false });
    }
    return payload as P;
  }

  return {
    name: spec.name,
    version,
    ...(schema === undefined ? {} : { schema }),
    ...(spec.maxAttempts === undefined ? {} : { maxAttempts: spec.maxAttempts }),
    ...(spec.concurrency === undefined ? {} : { concurrency: spec.concurrency }),
    ...(spec.lane === undefined ? {} : { lane: spec.lane }),
    ...(spec.backoff === undefined ? {} : { backoff: spec.backoff }),
    handle: spec.handle,
    parse,
    job(payload, options = {}) {
      return {
        ...(spec.maxAttempts === undefined ? {} : { maxAttempts: spec.maxAttempts }),
        ...options,
        name: spec.name,
        payload: parse(payload),
        payloadVersion: version,
      };
    },
  };
}

export function defineJob<const T extends TSchema>(spec: JobSpec<Static<T>> & { schema: T }): JobDefinition<Static<T>>;
export function defineJob<P>(spec: JobSpec<P> & { schema?: undefined }): JobDefinition<P>;
export function defineJob<P>(spec: JobSpec<P> & { schema?: TSchema }): JobDefinition<P> {
  return build(spec, spec.schema);
}
