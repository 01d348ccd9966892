import type { FastifyRequest } from 'fastify';
import type { LinksRepo } from '../links/links.repo.ts';
import type { SimsService } from '../sims/sims.service.ts';
import type { RouteMount } from '../../http/surfaces/surface.ts';
import type { App } from '../../http/app.ts';
import { principalOf } from '../../http/auth/guard.ts';
import { read } from '../../http/auth/route-auth.ts';
import { notFound } from '../../lib/errors.ts';
import { Uuid } from '../coverages/coverages.schemas.ts';
import { Event, EventIdParams, EventList, EventListQuery, ResourceEventListQuery } from './events.schemas.ts';
import type { EventListInput, EventsService } from './events.service.ts';
import { toEvent } from './events.view.ts';
import { Type } from 'typebox';

/** The event feed on the connectivity API: the list, one event, and a link's or a SIM's own events. */
export async function eventRoutes(app: App, { events, links, sims }: EventRouteDeps): Promise<void> {
  const org = (req: FastifyRequest) => principalOf(req).organizationId;
  const answer = async (organizationId: string, q: EventListInput) => {
    const { items, hasMore } = await events.list(organizationId, q);
    return { items: items.map(toEvent), has_more: hasMore };
  };

  app.get(
    '/events',
    { config: read('connectivity'), schema: { summary: "List the organisation's events, newest first", querystring: EventListQuery, response: { 200: EventList } } },
    async (req) => {
      const q = req.query;
      return answer(org(req), {
        type: q.type,
        resourceId: q.resource_id,
        source: q.source,
        createdAfter: q.created_after,
        createdBefore: q.created_before,
        startingAfter: q.starting_after,
        limit: q.limit,
      }) as never;
    },
  );

  app.get(
    '/events/:event_id',
    { config: read('connectivity'), schema: { summary: 'Get an event', params: EventIdParams, response: { 200: Event } } },
    async (req) => toEvent(await events.get(org(req), req.params.event_id)) as never,
  );

  // A removed link's events stay readable (its termination among them).
  app.get(
    '/links/:link_id/events',
    {
      config: read('connectivity'),
      schema: { summary: "List a link's events, newest first", params: Type.Object({ link_id: Uuid }), querystring: ResourceEventListQuery, response: { 200: EventList } },
    },
    async (req) => {
      const organizationId = org(req);
      if ((await links.find(organizationId, req.params.link_id)) === null) throw notFound('link', req.params.link_id);
      const q = req.query;
      return answer(organizationId, { resourceId: req.params.link_id.toLowerCase(), type: q.type, startingAfter: q.starting_after, limit: q.limit }) as never;
    },
  );

  app.get(
    '/sims/:sim_id/events',
    {
      config: read('connectivity'),
      schema: { summary: "List a SIM's events, newest first", params: Type.Object({ sim_id: Uuid }), querystring: ResourceEventListQuery, response: { 200: EventList } },
    },
    async (req) => {
      const organizationId = org(req);
      await sims.get(organizationId, req.params.sim_id);
      const q = req.query;
      return answer(organizationId, { resourceId: req.params.sim_id.toLowerCase(), type: q.type, startingAfter: q.starting_after, limit: q.limit }) as never;
    },
  );
}

interface EventRouteDeps {
  events: Pick<EventsService, 'list' | 'get'>;
  /** A link's and a SIM's events are those of a link or SIM of the organisation. */
  links: Pick<LinksRepo, 'find'>;
  sims: Pick<SimsService, 'get'>;
}

/** The event feed's routes. */
export const eventMounts = (deps: EventRouteDeps): RouteMount[] => [{ surface: 'connectivity', register: (app) => eventRoutes(app, deps) }];
