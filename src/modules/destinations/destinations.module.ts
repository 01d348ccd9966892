// Builds the event destinations module and registers its deliveries' target kind with
// the webhooks module, whose delivery job sends them (docs/events.md#delivering-events).

import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { systemOrigin } from '../events/events.origin.ts';
import type { EventWriter } from '../events/events.writer.ts';
import type { WebhooksModule } from '../webhooks/webhooks.module.ts';
import { createDestinationsRepo, destinationJsonSql } from './destinations.repo.ts';
import { destinationMounts } from './destinations.routes.ts';
import { createDestinationsService } from './destinations.service.ts';

export function createDestinationsModule(deps: { db: Db; webhooks: Pick<WebhooksModule, 'service' | 'checkTarget' | 'registerTargetKind'>; events: EventWriter }) {
  const repo = createDestinationsRepo(deps.db);
  deps.webhooks.registerTargetKind('destination', {
    // Each attempt goes to the destination as it is now: its current URL and secret,
    // nothing once it is off or deleted.
    async resolve(organizationId, delivery) {
      const d = delivery.endpointId === null ? null : await repo.find(organizationId, delivery.endpointId);
      // `event-id`: what receivers deduplicate by (an event comes at least once).
      return d === null || !d.enabled ? null : { url: d.url, secret: d.secret, headers: { 'event-id': delivery.messageId } };
    },
    // A 410 turns the destination off (unless its URL changed since) and writes
    // webhook.destination_disabled, in the statement that records the attempt (the
    // delivery job's: by the platform).
    goneSql(organizationId, delivery, url) {
      const disabled = sql`SELECT organization_id, id AS resource_id, ${destinationJsonSql('d')} AS data, jsonb_build_object('enabled', true) AS previous FROM destination_gone d`;
      return sql`destination_gone AS (
          UPDATE event_destinations SET enabled = false, disabled_reason = 'gone', updated_at = now()
          WHERE organization_id = ${organizationId}::uuid AND id = ${delivery.endpointId}::uuid AND url = ${url}::text AND enabled AND EXISTS (SELECT 1 FROM moved)
          RETURNING *
        ), destination_gone_event AS (
          ${deps.events.fromSelect('webhook.destination_disabled', disabled, systemOrigin)}
        )`;
    },
  });
  const service = createDestinationsService({ repo, webhooks: deps.webhooks.service, checkTarget: deps.webhooks.checkTarget });
  return { repo, service, routes: destinationMounts(service) };
}

export type DestinationsModule = ReturnType<typeof createDestinationsModule>;
