// `/numbers/endpoints` and `/numbers/{phoneNumberId}/routing`. HTTP mapping only.
import type { RoutingService } from './routing.service.ts';
import type { RouteMount } from '../../http/surfaces/surface.ts';
import type { App } from '../../http/app.ts';
import { principalOf } from '../../http/auth/guard.ts';
import { read, write } from '../../http/auth/route-auth.ts';
import { ok } from '../../http/envelope.ts';
import { offsetOf } from '../numbers/numbers.paging.ts';
import type { EndpointRow } from './routing.repo.ts';
import {
  CreateEndpoint,
  Endpoint,
  EndpointIdParams,
  EndpointList,
  EndpointListQuery,
  PhoneNumberIdParams,
  Routing,
  RoutingBody,
  UpdateEndpoint,
} from './routing.schemas.ts';
import type { RoutingView } from './routing.service.ts';

export const toEndpoint = (e: EndpointRow) => ({
  id: e.id,
  name: e.name,
  type: e.type as 'voice' | 'sms',
  destination_uri: e.destinationUri,
  is_default: e.isDefault,
  is_secondary: e.isSecondary,
  created_at: e.createdAt.toISOString(),
  updated_at: e.updatedAt.toISOString(),
});

const toRouting = (v: RoutingView) => ({
  phone_number_id: v.routing.id,
  voice_endpoint_id: v.routing.voiceEndpointId,
  sms_endpoint_id: v.routing.smsEndpointId,
  effective: { voice: v.voice === null ? null : toEndpoint(v.voice), sms: v.sms === null ? null : toEndpoint(v.sms) },
});

const data = <T>(d: T) => ({ success: true as const, data: d });

export async function routingRoutes(app: App, routing: RoutingService): Promise<void> {
  app.get(
    '/endpoints',
    {
      config: read('numbers'),
      schema: { summary: 'List routing endpoints', description: 'Oldest first; `type` filters.', querystring: EndpointListQuery, response: { 200: ok(EndpointList) } },
    },
    async (req) => {
      const { type, page, per_page: perPage } = req.query;
      const { rows, total } = await routing.list(principalOf(req).organizationId, { ...(type && { type }), limit: perPage, offset: offsetOf(page, perPage) });
      return data({ endpoints: rows.map(toEndpoint), page, per_page: perPage, total });
    },
  );

  app.post(
    '/endpoints',
    {
      config: write('numbers'),
      schema: {
        summary: 'Create a routing endpoint',
        description: 'With `is_default: true` it replaces the previous default endpoint of its type.',
        body: CreateEndpoint,
        response: { 201: ok(Endpoint) },
      },
    },
    async (req, reply) => {
      const b = req.body;
      const row = await routing.create(principalOf(req).organizationId, {
        name: b.name,
        type: b.type,
        destinationUri: b.destination_uri,
        isDefault: b.is_default ?? false,
        isSecondary: b.is_secondary ?? false,
      });
      return reply.status(201).send(data(toEndpoint(row)));
    },
  );

  app.get(
    '/endpoints/:endpointId',
    { config: read('numbers'), schema: { summary: 'Get a routing endpoint', params: EndpointIdParams, response: { 200: ok(Endpoint) } } },
    async (req) => data(toEndpoint(await routing.get(principalOf(req).organizationId, req.params.endpointId))),
  );

  app.put(
    '/endpoints/:endpointId',
    {
      config: write('numbers'),
      schema: {
        summary: 'Update a routing endpoint',
        description: 'Any of `name`, `destination_uri`, `is_default`, `is_secondary`; at least one. The type cannot change.',
        params: EndpointIdParams,
        body: UpdateEndpoint,
        response: { 200: ok(Endpoint) },
      },
    },
    async (req) => {
      const b = req.body;
      const row = await routing.update(principalOf(req).organizationId, req.params.endpointId, {
        ...(b.name !== undefined && { name: b.name }),
        ...(b.destination_uri !== undefined && { destinationUri: b.destination_uri }),
        ...(b.is_default !== undefined && { isDefault: b.is_default }),
        ...(b.is_secondary !== undefined && { isSecondary: b.is_secondary }),
      });
      return data(toEndpoint(row));
    },
  );

  app.delete(
    '/endpoints/:endpointId',
    {
      config: write('numbers'),
      schema: {
        summary: 'Delete a routing endpoint',
        description: 'Numbers routed to it fall back to the default endpoint of its type. Answers the deleted endpoint.',
        params: EndpointIdParams,
        response: { 200: ok(Endpoint) },
      },
    },
    async (req) => data(toEndpoint(await routing.remove(principalOf(req).organizationId, req.params.endpointId))),
  );

  app.get(
    '/:phoneNumberId/routing',
    {
      config: read('numbers'),
      schema: {
        summary: "A number's routing",
        description: 'The configured endpoint ids and the effective endpoints (unset falls back to the default endpoint of the type).',
        params: PhoneNumberIdParams,
        response: { 200: ok(Routing) },
      },
    },
    async (req) => data(toRouting(await routing.getRouting(principalOf(req).organizationId, req.params.phoneNumberId))),
  );

  app.put(
    '/:phoneNumberId/routing',
    {
      config: write('numbers'),
      schema: {
        summary: "Set a number's routing",
        description: 'Both ids are required, each a uuid or null (the default of the type). An unknown id or one of the other type is 422.',
        params: PhoneNumberIdParams,
        body: RoutingBody,
        response: { 200: ok(Routing) },
      },
    },
    async (req) =>
      data(
        toRouting(
          await routing.setRouting(principalOf(req).organizationId, req.params.phoneNumberId, {
            voiceEndpointId: req.body.voice_endpoint_id,
            smsEndpointId: req.body.sms_endpoint_id,
          }),
        ),
      ),
  );
}

/** Routing endpoints and owned numbers' routes. */
export const routingMounts = (routing: RoutingService): RouteMount[] => [{ surface: 'numbers', register: (app) => routingRoutes(app, routing) }];
