// The inbound-SMS webhook: its settings, the outbox of deliveries an inbound SMS writes,
// the delivery log and manual retries. Attempts themselves run in webhooks.delivery.ts.

import type { Executor } from '../../db/client.ts';
import type { Database } from '../../db/drivers.ts';
import type { EnqueueInput, Job } from '../../jobs/queue.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { DeliveryJob } from './webhooks.delivery.ts';
import type { AttemptRow, DeliveryRow, DeliveryStatus, WebhooksRepo } from './webhooks.repo.ts';
import { type LookupAll, parseTargetUrl, refuseNonPublicTarget } from './webhooks.targets.ts';

export const SECRET_MIN = 8;
export const SECRET_MAX = 256;

export interface WebhookView {
  url: string | null;
  enabled: boolean;
  has_secret: boolean;
}

export interface WebhookUpdate {
  url?: string | null;
  secret?: string | null;
  enabled?: boolean;
}

/** What a delivery of an inbound SMS carries (`data` of the `sms.inbound` event). */
export interface InboundEventData {
  id: string;
  phone_number_id: string;
  from: string;
  to: string;
  body: string;
  segments: number;
  received_at: string;
}

export interface WebhooksServiceDeps {
  db: Database['db'];
  repo: WebhooksRepo;
  delivery: DeliveryJob;
  enqueue(job: EnqueueInput, tx: Executor): Promise<Job | null>;
  wake(): void;
  allowPrivateTargets: boolean;
  lookupAll: LookupAll;
}

const invalid = (message: string) => new AppError('request_validation_error', message);

function checkSecret(secret: string): void {
  if (secret.length < SECRET_MIN || secret.length > SECRET_MAX) throw invalid(`secret must be ${SECRET_MIN} to ${SECRET_MAX} characters`);
  if (secret.startsWith('whsec_')) {
    const b64 = secret.slice(6);
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(b64) || b64.length % 4 !== 0) throw invalid('a whsec_ secret must be base64 after the prefix');
    const bytes = Buffer.from(b64, 'base64').length;
    if (bytes < 24 || bytes > 64) throw invalid('a whsec_ secret must decode to 24 to 64 bytes');
  }
}

export function createWebhooksService(deps: WebhooksServiceDeps) {
  const { repo } = deps;

  async function checkUrl(raw: string): Promise<void> {
    const parsed = parseTargetUrl(raw);
    if (!parsed.ok) throw invalid(parsed.reason);
    await refuseNonPublicTarget(parsed.url, 'url', { allowPrivate: deps.allowPrivateTargets, lookupAll: deps.lookupAll });
  }

  const view = (row: { url: string | null; enabled: boolean; secret: string | null } | null): WebhookView => ({
    url: row?.url ?? null,
    enabled: row?.enabled ?? false,
    has_secret: (row?.secret ?? null) !== null,
  });

  return {
    async getSettings(organizationId: string): Promise<WebhookView> {
      return view(await repo.settings(organizationId));
    },

    /**
     * Partial update: fields left out keep their value (the secret cannot be read back,
     * so it must not vanish because a client changed only the URL); null clears url or secret.
     */
    async updateSettings(organizationId: string, update: WebhookUpdate): Promise<WebhookView> {
      if (typeof update.url === 'string') await checkUrl(update.url);
      if (typeof update.secret === 'string') checkSecret(update.secret);
      return deps.db.transaction(async (tx) => {
        const current = await repo.settings(organizationId, tx);
        const url = update.url !== undefined ? update.url : (current?.url ?? null);
        const secret = update.secret !== undefined ? update.secret : (current?.secret ?? null);
        // A new webhook is on unless the client says otherwise.
        const enabled = update.enabled ?? (current === null ? url !== null : current.enabled);
        if (enabled && url === null) throw invalid('url is required to enable the webhook');
        return view(await repo.saveSettings(organizationId, { url, secret, enabled }, tx));
      });
    },

    async listDeliveries(
      organizationId: string,
      q: { status?: DeliveryStatus; limit: number; offset: number; destinationId?: string },
    ): Promise<{ rows: Array<DeliveryRow & { attempts: AttemptRow[] }>; total: number }> {
      const { rows, total } = await repo.list(organizationId, q);
      const attempts = await repo.attemptsOf(
        organizationId,
        rows.map((r) => r.id),
      );
      return { rows: rows.map((r) => ({ ...r, attempts: attempts.filter((a) => a.deliveryId === r.id) })), total };
    },

    /**
     * Sends a delivery again now, whatever its state: a pending one is brought forward,
     * a failed or succeeded one gets one more attempt (and, should it fail, the rest of
     * the schedule if attempts remain). The webhook-id stays the delivery's id.
     */
    async retry(organizationId: string, id: string, destinationId?: string): Promise<DeliveryRow & { attempts: AttemptRow[] }> {
      const row = await deps.db.transaction(async (tx) => {
        const reopened = await repo.reopen(organizationId, id, tx, destinationId);
        if (reopened === null) throw notFound('delivery', id);
        await deps.enqueue(deps.delivery.attemptJob(organizationId, id, reopened.attemptCount + 1), tx);
        return reopened;
      });
      deps.wake();
      return { ...row, attempts: await repo.attemptsOf(organizationId, [row.id]) };
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
