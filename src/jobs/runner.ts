// The worker: polls the queue, claims up to its free slots (and no more jobs of one name
// than its definition's own concurrency), keeps each lease alive while the handler runs,
// and records the outcome. Shutdown stops claiming, tells handlers to
// wind down, waits up to a grace period and gives back whatever is still held, so a
// deploy neither loses jobs nor burns their attempts.

import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Logger } from 'pino';
import { type JobContext, type JobDefinition, LeaseLostError, retryDecision } from './define.ts';
import type { ClaimKind, Job, JobQueue } from './queue.ts';

export type JobOutcome = 'succeeded' | 'failed' | 'retried' | 'released' | 'lost';

export interface WorkerOptions {
  queue: JobQueue;
  definitions: readonly JobDefinition[];
  logger: Logger;
  workerId?: string;
  /** Jobs run at once by this worker. */
  concurrency?: number;
  leaseMs?: number;
  /** How often an idle worker looks for due jobs; `wake()` looks at once. */
  pollMs?: number;
  /** How long `stop()` waits for running handlers before releasing their jobs. */
  graceMs?: number;
  onOutcome?(name: string, outcome: JobOutcome): void;
}

export interface Worker {
  readonly id: string;
  start(): void;
  /** Polls now instead of at the next interval (after an enqueue in this process). */
  wake(): void;
  stop(graceMs?: number): Promise<void>;
  /** Jobs currently held by this worker. */
  held(): number;
}

export function defaultWorkerId(): string {
  return `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
}

interface Running {
  job: Job;
  controller: AbortController;
  timer: NodeJS.Timeout | undefined;
  /** Set once stop() gave the job back; the handler's late result is then ignored. */
  released: boolean;
  lost: boolean;
  done: Promise<void>;
}

class ShutdownSignal extends Error {
  constructor() {
    super('worker is shutting down');
    this.name = 'ShutdownSignal';
  }
}

const keyOf = (job: Job) => `${job.organizationId}/${job.id}`;

export function createWorker(opts: WorkerOptions): Worker {
  const { queue, logger } = opts;
  const id = opts.workerId ?? defaultWorkerId();
  const concurrency = Math.max(1, opts.concurrency ?? 4);
  const leaseMs = Math.max(50, opts.leaseMs ?? 30_000);
  const pollMs = Math.max(1, opts.pollMs ?? 1000);
  const defaultGraceMs = opts.graceMs ?? 10_000;
  const renewEveryMs = Math.max(10, Math.floor(leaseMs / 3));

  const byName = new Map<string, JobDefinition>();
  for (const def of opts.definitions) {
    if (byName.has(def.name)) throw new Error(`job ${def.name} is defined twice`);
    byName.set(def.name, def);
  }
  const kinds: ClaimKind[] = [...byName.values()].map((d) => ({ name: d.name, maxVersion: d.version }));
  const capped = kinds.flatMap((kind) => {
    const cap = byName.get(kind.name)?.concurrency;
    return cap === undefined ? [] : [{ kind, cap }];
  });
  const uncapped = kinds.filter((k) => byName.get(k.name)?.concurrency === undefined);

  const active = new Map<string, Running>();
  let started = false;
  let stopping = false;
  let stopped: Promise<void> | null = null;
  let loop: Promise<void> = Promise.resolve();
  let woken = false;
  let interrupt: (() => void) | null = null;
  /** Claim groups (a capped kind's name, '' for the others) whose last claim got all it asked for. */
  const backlogOf = new Set<string>();
  let lastReap = 0;

  function wake(): void {
    woken = true;
    interrupt?.();
  }

  function pause(ms: number): Promise<void> {
    if (woken) {
      woken = false;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      interrupt = done;
      function done() {
        clearTimeout(timer);
        interrupt = null;
        woken = false;
        resolve();
      }
    });
  }

  function count(name: string, outcome: JobOutcome): void {
    try {
      opts.onOutcome?.(name, outcome);
    } catch (err) {
      logger.warn({ err }, 'job outcome hook failed');
    }
  }

  async function reap(): Promise<void> {
    if (Date.now() - lastReap < leaseMs) return;
    lastReap = Date.now();
    for (const job of await queue.reapExhausted()) {
      logger.error({ jobId: job.id, job: job.name, attempts: job.attempts }, 'job failed: lease expired on its last attempt');
      count(job.name, 'failed');
    }
  }

  async function finish(entry: Running, def: JobDefinition, settle: () => Promise<JobOutcome>): Promise<void> {
    clearInterval(entry.timer);
    // stop() already gave this job back (and counted it); the late result is not ours to record.
    if (entry.released) return;
    try {
      const outcome = await settle();
      count(def.name, outcome);
    } catch (err) {
      // The database is unreachable: the lease runs out and another claim retries the job.
      logger.error({ err, jobId: entry.job.id, job: def.name }, 'could not record the job outcome');
    }
  }

  async function execute(entry: Running, def: JobDefinition): Promise<void> {
    const { job, controller } = entry;
    const log = logger.child({ jobId: job.id, job: job.name, attempt: job.attempts, workerId: id });
    const renew = async () => {
      if (entry.lost || entry.released) return;
      if (!(await queue.renew(job, leaseMs))) {
        entry.lost = true;
        controller.abort(new LeaseLostError(job));
      }
    };
    entry.timer = setInterval(() => {
      renew().catch((err) => log.warn({ err }, 'lease renewal failed'));
    }, renewEveryMs);
    const ctx: JobContext = {
      job,
      signal: controller.signal,
      logger: log,
      async heartbeat() {
        await renew();
        if (entry.lost) throw new LeaseLostError(job);
      },
    };
    try {
      const result = await def.handle(def.parse(job.payload), ctx);
      await finish(entry, def, async () => ((await queue.complete(job, result ?? null)) ? 'succeeded' : 'lost'));
    } catch (err) {
      await finish(entry, def, async () => {
        if (entry.lost) {
          log.warn('lease lost while the job ran; another worker owns it now');
          return 'lost';
        }
        if (stopping && controller.signal.aborted) return (await queue.release(job)) ? 'released' : 'lost';
        const decision = retryDecision(err);
        const retryIn = decision.retryInMs ?? (decision.retryable && def.backoff ? def.backoff(job.attempts) : undefined);
        const outcome = await queue.fail(job, err, decision.retryable, retryIn);
        if (outcome === 'retried') log.warn({ err }, 'job failed; it will be retried');
        else if (outcome === 'failed') log.error({ err }, 'job failed');
        return outcome;
      });
    }
  }

  function launch(job: Job): void {
    const def = byName.get(job.name);
    const entry: Running = {
      job,
      controller: new AbortController(),
      timer: undefined,
      released: false,
      lost: false,
      done: Promise.resolve(),
    };
    active.set(keyOf(job), entry);
    const run = def
      ? execute(entry, def)
      : queue.fail(job, new Error(`no handler for job ${job.name}`), false).then((o) => count(job.name, o));
    entry.done = run
      .catch((err) => logger.error({ err, jobId: job.id }, 'job runner error'))
      .finally(() => {
        active.delete(keyOf(job));
        if (backlogOf.size > 0) wake();
      });
  }

  function heldOf(name: string): number {
    let n = 0;
    for (const entry of active.values()) if (entry.job.name === name) n++;
    return n;
  }

  /**
   * Up to `free` jobs: first each capped kind up to its room, then the other kinds.
   * `full` says whether some claim got all it asked for; the kinds whose last claim did
   * may have more waiting, so a job that finishes makes the worker look again at once
   * instead of after a poll (see launch).
   */
  async function claimUpTo(free: number): Promise<{ claimed: Job[]; full: boolean }> {
    const claimed: Job[] = [];
    let full = false;
    const claimKinds = async (names: string, group: readonly ClaimKind[], room: number) => {
      const got = await queue.claim(id, group, room, leaseMs);
      if (got.length === room) backlogOf.add(names);
      else backlogOf.delete(names);
      full ||= got.length === room;
      claimed.push(...got);
    };
    for (const { kind, cap } of capped) {
      const room = Math.min(free - claimed.length, cap - heldOf(kind.name));
      if (room > 0) await claimKinds(kind.name, [kind], room);
    }
    const room = free - claimed.length;
    if (room > 0 && uncapped.length > 0) await claimKinds('', uncapped, room);
    return { claimed, full };
  }

  async function poll(): Promise<void> {
    while (!stopping) {
      const free = concurrency - active.size;
      if (free > 0) {
        try {
          await reap();
          const { claimed, full } = await claimUpTo(free);
          for (const job of claimed) {
            if (stopping) {
              await queue.release(job).then(
                () => count(job.name, 'released'),
                (err) => logger.warn({ err, jobId: job.id }, 'could not release a job claimed during shutdown'),
              );
            } else {
              launch(job);
            }
          }
          if (full) continue;
        } catch (err) {
          logger.error({ err }, 'job claim failed');
        }
      }
      await pause(pollMs);
    }
  }

  return {
    id,
    start() {
      if (started) return;
      started = true;
      if (kinds.length === 0) return;
      loop = poll();
    },
    wake,
    held: () => active.size,
    stop(graceMs = defaultGraceMs) {
      stopped ??= (async () => {
        stopping = true;
        wake();
        await loop;
        for (const entry of active.values()) entry.controller.abort(new ShutdownSignal());
        const all = Promise.all([...active.values()].map((e) => e.done));
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([all, new Promise<void>((r) => (timer = setTimeout(r, graceMs)))]);
        clearTimeout(timer);
        const remaining = [...active.values()];
        await Promise.all(
          remaining.map(async (entry) => {
            entry.released = true;
            clearInterval(entry.timer);
            try {
              if (await queue.release(entry.job)) count(entry.job.name, 'released');
            } catch (err) {
              logger.warn({ err, jobId: entry.job.id }, 'could not release a job at shutdown; its lease will expire');
            }
          }),
        );
        if (remaining.length > 0) logger.warn({ released: remaining.length }, 'released jobs still running at shutdown');
      })();
      return stopped;
    },
  };
}
