import type { FastifyRequest } from 'fastify';
import type { ActivationsService } from './activations.service.ts';
import type { RouteMount } from '../../http/surfaces/surface.ts';
import type { App } from '../../http/app.ts';
import { principalOf } from '../../http/auth/guard.ts';
import { originOf, read, write } from '../../http/auth/route-auth.ts';
import { NoContent } from '../../http/openapi.ts';
import { sortOrderOf } from '../../lib/listing.ts';
import { offsetOf, page } from '../../lib/pagination.ts';
import { Activation, ActivationIdParams, ActivationList, ActivationListQuery, CreateActivation, LinkIdParams } from './activations.schemas.ts';
import { toActivation } from './activations.view.ts';

/** Activations of a link. */
export async function activationRoutes(app: App, activations: ActivationRouteDeps): Promise<void> {
  const org = (req: FastifyRequest) => principalOf(req).organizationId;

  app.get(
    '/links/:link_id/activations',
    {
      config: read('connectivity'),
      schema: { summary: "List a link's activations (removed ones excluded)", params: LinkIdParams, querystring: ActivationListQuery, response: { 200: ActivationList } },
    },
    async (req) => {
      const q = req.query;
      const { items, total } = await activations.list(org(req), req.params.link_id, {
        status: q.status,
        planId: q.plan_id,
        source: q.source,
        sortBy: q.sort_by,
        sortOrder: sortOrderOf(q.sort_by, q.sort_order),
        limit: q.page_size,
        offset: offsetOf(q.page, q.page_size),
      });
      return page(items.map(toActivation), total, q.page, q.page_size);
    },
  );

  app.post(
    '/links/:link_id/activations',
    {
      config: write('connectivity'),
      schema: {
        summary: 'Activate a plan on an active link with a SIM whose zones the plan covers',
        params: LinkIdParams,
        body: CreateActivation,
        response: { 201: Activation },
      },
    },
    async (req, reply) => {
      const record = await activations.create(originOf(req), org(req), req.params.link_id, req.body.plan_id);
      return reply.status(201).send(toActivation(record));
    },
  );

  app.delete(
    '/links/:link_id/activations/:activation_id',
    { config: write('connectivity'), schema: { summary: 'Remove an activation (and its add-on at the provider)', params: ActivationIdParams, response: { 204: NoContent } } },
    async (req, reply) => {
      await activations.remove(originOf(req), org(req), req.params.link_id, req.params.activation_id);
      return reply.status(204).send(null);
    },
  );
}

type ActivationRouteDeps = Pick<ActivationsService, 'list' | 'create' | 'remove'>;

/** A link's activations' routes. */
export const activationMounts = (activations: ActivationRouteDeps): RouteMount[] => [{ surface: 'connectivity', register: (app) => activationRoutes(app, activations) }];
