// The usage snapshot: the platform's copy of what the provider measured, taken in
// chunks that several workers share (docs/architecture.md, "The usage snapshot").

import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { Type } from 'typebox';
import type { Db } from '../../db/client.ts';
import { systemOrigin } from '../events/events.origin.ts';
import { defineJob, type JobContext, type JobDefinition, retryDecision } from '../../jobs/define.ts';
import type { Job, JobQueue } from '../../jobs/queue.ts';
import { defineSchedule, type ScheduleDefinition } from '../../jobs/schedules.ts';
import { invalidInput } from '../../lib/errors.ts';
import type { ProviderName, UpstreamAddon, UpstreamRegistry } from '../../providers/upstream/upstream.port.ts';
import type { ActivationEvents, ActivationChange, ThresholdReached } from '../activations/activations.events.ts';
import type { FollowUps, NotifyPayload } from './usage.followups.ts';
import type { Chunk, LinkReading, TrackedLink, UsageRepo } from './usage.repo.ts';
import { assess } from './usage.rules.ts';

/** The longest range GET /usage/daily answers, in days. */
export const MAX_DAILY_DAYS = 366;

export interface UsageConfig {
  /** How often the scheduled snapshot runs. */
  snapshotIntervalMs: number;
  /** Links per provider call and per transaction (the provider takes at most 1000). */
  batchSize: number;
}

export interface SnapshotTotals {
  chunks: number;
  links: number;
  activationsUpdated: number;
  linksUpdated: number;
  ended: number;
  renewals: number;
  notifications: number;
}

const zero = (): SnapshotTotals => ({ chunks: 0, links: 0, activationsUpdated: 0, linksUpdated: 0, ended: 0, renewals: 0, notifications: 0 });

const Uuid = Type.String({ format: 'uuid' });
const ChunkPayload = Type.Object({
  organizationId: Uuid,
  provider: Type.String({ minLength: 1, maxLength: 32 }),
  fromId: Type.Union([Uuid, Type.Null()]),
  toId: Type.Union([Uuid, Type.Null()]),
});

export function createUsageService(deps: {
  db: Db;
  repo: UsageRepo;
  upstream: UpstreamRegistry;
  queue: JobQueue;
  followUps: FollowUps;
  activationEvents: ActivationEvents;
  logger: Logger;
  config: UsageConfig & { concurrency: number; leaseMs: number };
  /** Makes this process's workers look for jobs now (after a commit that enqueued some). */
  wake(): void;
}) {
  const { db, repo, upstream, queue, followUps, config } = deps;

  const renewJob = defineJob({
    name: 'usage.renew',
    version: 1,
    schema: Type.Object({ organizationId: Uuid, activationId: Uuid }),
    maxAttempts: 10,
    handle: ({ organizationId, activationId }) => followUps.renew(organizationId, activationId),
  });

  const notifyJob = defineJob({
    name: 'usage.notify',
    version: 1,
    schema: Type.Object({ organizationId: Uuid, activationId: Uuid, notificationId: Uuid, linkId: Uuid, message: Type.String({ maxLength: 1600 }) }),
    maxAttempts: 5,
    handle: (payload: NotifyPayload) => followUps.notify(payload),
  });

  /** One batch of links: one provider call, then one transaction. */
  async function snapshotBatch(organizationId: string, provider: string, batch: TrackedLink[]): Promise<SnapshotTotals> {
    const port = upstream.get(provider as ProviderName);
    const now = await port.now();
    const readings = await port.getUsage(batch.map((l) => l.endpointId));
    const byEndpoint = new Map(readings.map((r) => [r.endpointId, r]));
    const addons = new Map<string, UpstreamAddon>();
    for (const r of readings) for (const a of r.addons) addons.set(a.id, a);
    const endpointOf = new Map(batch.map((l) => [l.id, l.endpointId]));

    const totals = zero();
    totals.links = batch.length;
    const owed: NotifyPayload[] = [];
    const renewals: string[] = [];
    await db.transaction(async (tx) => {
      // With the links locked, no activation of theirs starts or ends except here, so
      // their active activations can be counted from what is read below.
      const live = await repo.lockLinks(organizationId, [...endpointOf.keys()], tx);
      const tracked = await repo.lockActive(organizationId, live, tx);
      const notifications = await repo.notificationsOf(organizationId, [...new Set(tracked.flatMap((a) => (a.planId === null ? [] : [a.planId])))], tx);
      const active = new Map<string, number>(live.map((id) => [id, 0]));
      const changes = [];
      const ends: ActivationChange[] = [];
      const reached: ThresholdReached[] = [];
      for (const a of tracked) {
        const addon = a.upstreamAddonId === null ? undefined : addons.get(a.upstreamAddonId);
        // Only an add-on of the link's own endpoint describes the activation.
        const reading = addon !== undefined && addon.endpointId === endpointOf.get(a.linkId) ? addon : undefined;
        const { next, owed: due, renew } = assess(a, reading, now, (a.planId === null ? undefined : notifications.get(a.planId)) ?? []);
        if (next === null || next.status === 'active') active.set(a.linkId, (active.get(a.linkId) ?? 0) + 1);
        if (next === null) continue;
        changes.push({ id: a.id, state: next });
        if (next.status !== 'active') {
          totals.ended++;
          ends.push({ id: a.id, from: 'active' });
        }
        if (renew) renewals.push(a.id);
        for (const n of due) {
          owed.push({ organizationId, activationId: a.id, notificationId: n.id, linkId: a.linkId, message: n.message });
          reached.push({ activationId: a.id, notification: n });
        }
      }
      const linkReadings: LinkReading[] = [];
      for (const id of live) {
        const r = byEndpoint.get(endpointOf.get(id) as string);
        if (r !== undefined) linkReadings.push({ id, totalUsedMib: r.totalUsedMb, throttle: r.throttle, activeActivations: active.get(id) ?? 0 });
      }
      totals.activationsUpdated = await repo.updateActivations(organizationId, changes, tx);
      totals.linksUpdated = await repo.updateLinks(organizationId, linkReadings, now.toISOString().slice(0, 10), tx);
      // The ends and thresholds found, as the platform's events (docs/events.md).
      await deps.activationEvents.changed(systemOrigin, organizationId, ends, reached, tx);
      for (const activationId of renewals) {
        await queue.enqueue(renewJob.job({ organizationId, activationId }, { organizationId, dedupeKey: `usage:renew:${activationId}` }), tx);
      }
      for (const n of owed) {
        await queue.enqueue(notifyJob.job(n, { organizationId, dedupeKey: `usage:notify:${n.activationId}:${n.notificationId}` }), tx);
      }
    });
    totals.renewals = renewals.length;
    totals.notifications = owed.length;
    if (renewals.length > 0 || owed.length > 0) deps.wake();
    return totals;
  }

  const chunkJob = defineJob({
    name: 'usage.snapshot_chunk',
    version: 1,
    schema: ChunkPayload,
    // A chunk that keeps failing is covered by the next scheduled snapshot anyway.
    maxAttempts: 3,
    async handle(chunk, ctx: JobContext): Promise<SnapshotTotals> {
      const tracked = await repo.linksOf(chunk.organizationId, chunk);
      const totals = zero();
      totals.chunks = 1;
      // A range grows with links created after the split; it is still read in batches.
      for (let i = 0; i < tracked.length; i += config.batchSize) {
        if (ctx.signal.aborted) throw ctx.signal.reason;
        const t = await snapshotBatch(chunk.organizationId, chunk.provider, tracked.slice(i, i + config.batchSize));
        for (const k of Object.keys(t) as Array<keyof SnapshotTotals>) if (k !== 'chunks') totals[k] += t[k];
        await ctx.heartbeat();
      }
      return totals;
    },
  });

  /** Splits the live links into chunks and enqueues one job each; a chunk still queued or running is not enqueued twice. */
  async function fanOut(): Promise<{ chunks: number; enqueued: number }> {
    const chunks: Chunk[] = await repo.chunks(config.batchSize);
    let enqueued = 0;
    await db.transaction(async (tx) => {
      for (const c of chunks) {
        const dedupeKey = `usage:chunk:${c.provider}:${c.fromId ?? 'first'}`;
        if ((await queue.enqueue(chunkJob.job(c, { organizationId: c.organizationId, dedupeKey }), tx)) !== null) enqueued++;
      }
    });
    if (enqueued > 0) deps.wake();
    return { chunks: chunks.length, enqueued };
  }

  const snapshotJob = defineJob({
    name: 'usage.snapshot',
    version: 1,
    schema: Type.Object({}),
    maxAttempts: 3,
    handle: () => fanOut(),
  });

  /**
   * Runs due jobs of these kinds in this process until none is left, in `concurrency`
   * lanes that each claim one job at a time through the queue itself (claim, then
   * complete or fail), so a job another worker holds is left to it and a failed one is
   * retried later as usual.
   */
  async function drain(kinds: JobDefinition[]): Promise<Job[]> {
    const byName = new Map(kinds.map((k) => [k.name, k]));
    const claimKinds = kinds.map((k) => ({ name: k.name, maxVersion: k.version }));
    const workerId = `usage-now:${randomUUID()}`;
    const done: Job[] = [];
    async function lane(): Promise<void> {
      for (;;) {
        const [job] = await queue.claim(workerId, claimKinds, 1, config.leaseMs);
        if (job === undefined) return;
        const def = byName.get(job.name) as JobDefinition;
        const ctx: JobContext = {
          job,
          signal: new AbortController().signal,
          logger: deps.logger.child({ jobId: job.id, job: job.name }),
          async heartbeat() {
            await queue.renew(job, config.leaseMs);
          },
        };
        try {
          const result = await def.handle(def.parse(job.payload), ctx);
          await queue.complete(job, result ?? null);
          done.push({ ...job, result: result ?? null });
        } catch (err) {
          const decision = retryDecision(err);
          await queue.fail(job, err, decision.retryable, decision.retryInMs);
          ctx.logger.warn({ err }, 'usage job failed');
        }
      }
    }
    await Promise.all(Array.from({ length: config.concurrency }, lane));
    return done;
  }

  return {
    jobs: [snapshotJob, chunkJob, renewJob, notifyJob] as unknown as JobDefinition[],
    schedule: defineSchedule({ name: 'usage.snapshot', job: snapshotJob, payload: {}, everyMs: config.snapshotIntervalMs }) as ScheduleDefinition,

    /**
     * One whole snapshot now, in this process: split, every chunk, then the renewals
     * and notifications it decided, each phase timed. For tests, benchmarks and
     * operators' scripts.
     */
    async snapshotNow(): Promise<SnapshotTotals & { readMs: number; followUpsMs: number }> {
      const started = performance.now();
      await fanOut();
      const totals = zero();
      for (const job of await drain([chunkJob as unknown as JobDefinition])) {
        const t = job.result as SnapshotTotals;
        for (const k of Object.keys(totals) as Array<keyof SnapshotTotals>) totals[k] += t[k];
      }
      const read = performance.now();
      await drain([renewJob, notifyJob] as unknown as JobDefinition[]);
      return { ...totals, readMs: read - started, followUpsMs: performance.now() - read };
    },

    /**
     * The data the organisation's links used on each day from `from` to `to` (YYYY-MM-DD,
     * UTC, both included; at most MAX_DAILY_DAYS days), zero on days without use.
     */
    async daily(organizationId: string, from: string, to: string): Promise<Array<{ day: string; usedMib: string }>> {
      const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
      if (!(days >= 1)) throw invalidInput('to', 'query', 'must not be before from');
      if (days > MAX_DAILY_DAYS) throw invalidInput('to', 'query', `must be at most ${MAX_DAILY_DAYS} days after from, from included`);
      return repo.daily(organizationId, from, to);
    },

    /** Enqueues a snapshot for the workers (the admin trigger). */
    async trigger(): Promise<{ jobId: string }> {
      const job = await queue.enqueue(snapshotJob.job({}));
      deps.wake();
      return { jobId: (job as Job).id };
    },
  };
}

export type UsageService = ReturnType<typeof createUsageService>;
