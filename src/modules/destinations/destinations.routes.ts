// /event-destinations on the connectivity API: destinations, their delivery log and
// manual retries. HTTP mapping only; the rules are in destinations.service.ts.

import type { App } from '../../http/app.ts';
import { principalOf } from '../../http/auth/guard.ts';
import { read, write } from '../../http/auth/route-auth.ts';
import { NoContent } from '../../http/openapi.ts';
import type { RouteMount } from '../../http/surfaces/surface.ts';
import { offsetOf, page } from '../../lib/pagination.ts';
import type { AttemptRow, DeliveryRow } from '../webhooks/webhooks.repo.ts';
import type { DestinationRow } from './destinations.repo.ts';
import type { DestinationsService } from './destinations.service.ts';
import {
  CreatedEventDestination,
  CreateEventDestination,
  DestinationDeliveryParams,
  EventDelivery,
  EventDeliveryList,
  EventDeliveryListQuery,
  EventDestination,
  EventDestinationList,
  EventDestinationListQuery,
  EventDestinationParams,
  UpdateEventDestination,
} from './destinations.schemas.ts';

/** A destination as the API shows it (the secret never, but at creation). */
export function destinationView(d: DestinationRow) {
  return {
    id: d.id,
    url: d.url,
    event_types: d.eventTypes,
    description: d.description,
    enabled: d.enabled,
    disabled_reason: d.disabledReason as 'gone' | 'turned_off' | null,
    created_at: d.createdAt.toISOString(),
    updated_at: d.updatedAt.toISOString(),
  };
}

function deliveryView(d: DeliveryRow & { attempts: AttemptRow[] }) {
  return {
    id: d.id,
    event_id: d.messageId,
    event_type: d.eventType,
    url: d.target,
    status: d.status as 'pending' | 'succeeded' | 'failed',
    attempts: d.attempts.map((a) => ({ at: a.at.toISOString(), status_code: a.statusCode, error: a.error, duration_ms: a.durationMs })),
    next_attempt_at: d.status === 'pending' && d.nextAttemptAt !== null ? d.nextAttemptAt.toISOString() : null,
    created_at: d.createdAt.toISOString(),
  };
}

const PRIVATE_NOTE =
  'The URL must reach the public internet (loopback, private, link-local, CGNAT, multicast and metadata addresses are refused, also after DNS resolution), as for the inbound-SMS webhook.';

async function destinationRoutes(app: App, svc: DestinationsService): Promise<void> {

  app.post(
    '/event-destinations',
    {
      config: write('connectivity'),
      schema: {
        summary: 'Create an event destination',
        description: `Events of the chosen types are delivered to the URL, signed with the secret answered here, once (Standard Webhooks). ${PRIVATE_NOTE} See docs/events.md.`,
        body: CreateEventDestination,
        response: { 201: CreatedEventDestination },
      },
    },
    async (req, reply) => {
      const row = await svc.create(principalOf(req).organizationId, req.body);
      return reply.status(201).send({ ...destinationView(row), secret: row.secret });
    },
  );

  app.get(
    '/event-destinations',
    { config: read('connectivity'), schema: { summary: 'List event destinations, newest first', querystring: EventDestinationListQuery, response: { 200: EventDestinationList } } },
    async (req) => {
      const { page: pageNo, page_size } = req.query;
      const { rows, total } = await svc.list(principalOf(req).organizationId, page_size, offsetOf(pageNo, page_size));
      return page(rows.map(destinationView), total, pageNo, page_size);
    },
  );

  app.get(
    '/event-destinations/:destination_id',
    { config: read('connectivity'), schema: { summary: 'Get an event destination', params: EventDestinationParams, response: { 200: EventDestination } } },
    async (req) => destinationView(await svc.get(principalOf(req).organizationId, req.params.destination_id)),
  );

  app.patch(
    '/event-destinations/:destination_id',
    {
      config: write('connectivity'),
      schema: {
        summary: 'Update an event destination (fields left out are unchanged)',
        description: `\`enabled: true\` turns a destination back on, also one turned off by a 410. ${PRIVATE_NOTE}`,
        params: EventDestinationParams,
        body: UpdateEventDestination,
        response: { 200: EventDestination },
      },
    },
    async (req) => destinationView(await svc.update(principalOf(req).organizationId, req.params.destination_id, req.body)),
  );

  app.delete(
    '/event-destinations/:destination_id',
    { config: write('connectivity'), schema: { summary: 'Delete an event destination', params: EventDestinationParams, response: { 204: NoContent } } },
    async (req, reply) => {
      await svc.remove(principalOf(req).organizationId, req.params.destination_id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/event-destinations/:destination_id/deliveries',
    {
      config: read('connectivity'),
      schema: {
        summary: "An event destination's delivery log, newest first",
        description: 'One delivery per event and destination, with every attempt.',
        params: EventDestinationParams,
        querystring: EventDeliveryListQuery,
        response: { 200: EventDeliveryList },
      },
    },
    async (req) => {
      const { page: pageNo, page_size, status } = req.query;
      const { rows, total } = await svc.deliveries(principalOf(req).organizationId, req.params.destination_id, {
        ...(status === undefined ? {} : { status }),
        limit: page_size,
        offset: offsetOf(pageNo, page_size),
      });
      return page(rows.map(deliveryView), total, pageNo, page_size);
    },
  );

  app.post(
    '/event-destinations/:destination_id/deliveries/:delivery_id/retry',
    {
      config: write('connectivity'),
      schema: {
        summary: 'Send a delivery again now',
        description: "Any delivery may be sent again (pending, failed or succeeded); the attempt keeps the delivery's webhook-id. Answers 202 with the delivery.",
        params: DestinationDeliveryParams,
        response: { 202: EventDelivery },
      },
    },
    async (req, reply) => {
      const row = await svc.retry(principalOf(req).organizationId, req.params.destination_id, req.params.delivery_id);
      return reply.status(202).send(deliveryView(row));
    },
  );
}

export const destinationMounts = (svc: DestinationsService): RouteMount[] => [{ surface: 'connectivity', register: (app) => destinationRoutes(app, svc) }];
