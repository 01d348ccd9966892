// Event destinations: where an organisation's events of chosen types are delivered
// (docs/events.md#delivering-events). The deliveries themselves are the webhooks
// module's: a trigger on `events` records them with the events, and its delivery job
// signs, sends, retries and logs them. This service keeps the destinations and reads
// and retries their deliveries.

import { randomBytes, randomUUID } from 'node:crypto';
import { invalidInput, notFound } from '../../lib/errors.ts';
import { eventTypeNames } from '../events/events.catalogue.ts';
import type { WebhooksService } from '../webhooks/webhooks.service.ts';
import { parseTargetUrl } from '../webhooks/webhooks.targets.ts';
import type { DestinationRow, DestinationsRepo } from './destinations.repo.ts';

export interface DestinationsServiceDeps {
  repo: DestinationsRepo;
  webhooks: Pick<WebhooksService, 'listDeliveries' | 'retry'>;
  /** 422 unless the URL reaches the public internet (the webhooks module's check). */
  checkTarget(url: URL, field: string): Promise<void>;
}

/** Refuses a pattern that names no type of the catalogue: an exact type, or `prefix.*` of at least one type. */
export function checkEventTypes(patterns: readonly string[]): void {
  for (const p of patterns) {
    const known = p.endsWith('.*') ? eventTypeNames.some((t) => t.startsWith(p.slice(0, -1))) : (eventTypeNames as readonly string[]).includes(p);
    if (!known) throw invalidInput('event_types', 'body', `names no event type of the catalogue: ${p}`);
  }
}

export function createDestinationsService(deps: DestinationsServiceDeps) {
  const { repo } = deps;

  async function checkUrl(raw: string): Promise<string> {
    const parsed = parseTargetUrl(raw);
    if (!parsed.ok) throw invalidInput('url', 'body', parsed.reason);
    await deps.checkTarget(parsed.url, 'url');
    return raw;
  }

  async function get(organizationId: string, id: string): Promise<DestinationRow> {
    const row = await repo.find(organizationId, id.toLowerCase());
    if (row === null) throw notFound('event_destination', id);
    return row;
  }

  return {
    /** Creates a destination with a new signing secret, answered this once. */
    async create(organizationId: string, input: { url: string; event_types: string[]; description?: string }): Promise<DestinationRow> {
      checkEventTypes(input.event_types);
      const url = await checkUrl(input.url);
      const secret = `whsec_${randomBytes(32).toString('base64')}`;
      return repo.insert({ organizationId, id: randomUUID(), url, secret, eventTypes: input.event_types, description: input.description ?? null });
    },

    list: (organizationId: string, limit: number, offset: number) => repo.list(organizationId, limit, offset),

    get,

    /** Fields left out keep their value; `enabled: true` turns a destination back on, also after a 410. */
    async update(organizationId: string, id: string, patch: { url?: string; event_types?: string[]; description?: string | null; enabled?: boolean }): Promise<DestinationRow> {
      await get(organizationId, id);
      if (patch.event_types !== undefined) checkEventTypes(patch.event_types);
      const set: Parameters<DestinationsRepo['update']>[2] = {};
      if (patch.url !== undefined) set.url = await checkUrl(patch.url);
      if (patch.event_types !== undefined) set.eventTypes = patch.event_types;
      if (patch.description !== undefined) set.description = patch.description;
      if (patch.enabled !== undefined) {
        set.enabled = patch.enabled;
        set.disabledReason = patch.enabled ? null : 'turned_off';
      }
      const row = await repo.update(organizationId, id.toLowerCase(), set);
      if (row === null) throw notFound('event_destination', id);
      return row;
    },

    /** Deletes a destination; its pending deliveries end at their next attempt. */
    async remove(organizationId: string, id: string): Promise<void> {
      if (!(await repo.remove(organizationId, id.toLowerCase()))) throw notFound('event_destination', id);
    },

    async deliveries(organizationId: string, id: string, q: { status?: 'pending' | 'succeeded' | 'failed'; limit: number; offset: number }) {
      const destination = await get(organizationId, id);
      return deps.webhooks.listDeliveries(organizationId, { ...q, destinationId: destination.id });
    },

    /** Sends a delivery of this destination again now (any status); 404 for another destination's. */
    async retry(organizationId: string, id: string, deliveryId: string) {
      const destination = await get(organizationId, id);
      return deps.webhooks.retry(organizationId, deliveryId.toLowerCase(), destination.id);
    },
  };
}

export type DestinationsService = ReturnType<typeof createDestinationsService>;
