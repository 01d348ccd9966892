// Builds the webhook module: settings, the delivery outbox and the job that sends it,
// which it registers.

import type { SQL } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../db/drivers.ts';
import type { JobRegistry } from '../../jobs/jobs.module.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { createDeliveryJob, RETRY_SCHEDULE_MS, type TargetKind } from './webhooks.delivery.ts';
import { createWebhooksRepo, inboundOutboxCtes } from './webhooks.repo.ts';
import { createWebhookSender } from './webhooks.sender.ts';
import { createWebhooksService } from './webhooks.service.ts';
import { type LookupAll, refuseNonPublicTarget, systemLookupAll } from './webhooks.targets.ts';
import { webhookMounts } from './webhooks.routes.ts';

export interface WebhooksModuleDeps {
  db: Database['db'];
  queue: Pick<JobQueue, 'enqueue'>;
  wake(): void;
  jobs: JobRegistry;
  logger: Logger;
  allowPrivateTargets: boolean;
  /** Deliveries one process makes at once (32). */
  concurrency?: number;
  /** Per attempt: DNS, connect and answer (10 s). */
  timeoutMs?: number;
  scheduleMs?: readonly number[];
  lookupAll?: LookupAll;
  now?: () => Date;
}

export function createWebhooksModule(deps: WebhooksModuleDeps) {
  const lookupAll = deps.lookupAll ?? systemLookupAll;
  const repo = createWebhooksRepo(deps.db);
  const targetKinds = new Map<string, TargetKind>();
  const sender = createWebhookSender({ timeoutMs: deps.timeoutMs ?? 10_000, allowPrivate: deps.allowPrivateTargets, lookupAll });
  const delivery = createDeliveryJob({
    repo,
    send: (out) => sender.send(out),
    now: deps.now ?? (() => new Date()),
    scheduleMs: deps.scheduleMs ?? RETRY_SCHEDULE_MS,
    ...(deps.concurrency === undefined ? {} : { concurrency: deps.concurrency }),
    targetKinds,
  });
  deps.jobs.registerJob(delivery.def);
  const service = createWebhooksService({
    db: deps.db,
    repo,
    delivery,
    enqueue: (job, tx) => deps.queue.enqueue(job, tx),
    wake: deps.wake,
    allowPrivateTargets: deps.allowPrivateTargets,
    lookupAll,
  });
  return {
    service,
    routes: webhookMounts(service),
    job: delivery.def,
    sender,
    /** The check of a URL the platform will deliver to (another module's target, a routing endpoint): 422 unless it is public. */
    checkTarget: (url: URL, field: string) => refuseNonPublicTarget(url, field, { allowPrivate: deps.allowPrivateTargets, lookupAll }),
    /** Adds a kind of target another module owns (event destinations); while the container is built. */
    registerTargetKind: (name: string, kind: TargetKind) => {
      targetKinds.set(name, kind);
    },
    /** The outbox CTEs of a statement that stores inbound SMS (inboundOutboxCtes with this module's job). */
    inboundOutbox: (messages: SQL) => inboundOutboxCtes(messages, delivery.attemptKind),
  };
}

export type WebhooksModule = ReturnType<typeof createWebhooksModule>;
