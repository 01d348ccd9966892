import type { FastifyRequest } from 'fastify';
import type { LinkActionDeps } from './links.actions.routes.ts';
import type { LinksService } from './links.service.ts';
import type { RouteMount } from '../../http/surfaces/surface.ts';
import type { App } from '../../http/app.ts';
import { principalOf } from '../../http/auth/guard.ts';
import { originOf, read, write } from '../../http/auth/route-auth.ts';
import { NoContent } from '../../http/openapi.ts';
import { searchTextOf, sortOrderOf } from '../../lib/listing.ts';
import { offsetOf, page } from '../../lib/pagination.ts';
import { linkActionRoutes } from './links.actions.routes.ts';
import { checkMetaOfBody } from './links.rules.ts';
import { CreateLink, Link, LinkIdParams, LinkList, LinkListQuery, UpdateLink } from './links.schemas.ts';
import { toLink } from './links.view.ts';

/** Links: create, read, list, change and delete. */
export async function linkRoutes(app: App, links: LinkRouteDeps): Promise<void> {
  const org = (req: FastifyRequest) => principalOf(req).organizationId;

  app.get(
    '/links',
    { config: read('connectivity'), schema: { summary: 'List links (removed ones excluded)', querystring: LinkListQuery, response: { 200: LinkList } } },
    async (req) => {
      const q = req.query;
      if (q.status === 'removed') return page([], 0, q.page, q.page_size);
      const { items, total } = await links.list(org(req), {
        status: q.status,
        hasSim: q.has_sim,
        hasActivations: q.has_activations,
        simType: q.sim_type,
        compatibilityZones: q.compatibility_zones,
        planId: q.plan_id,
        coverageId: q.coverage_id,
        countries: q.countries?.map((country) => country.toUpperCase()),
        networkCountry: q.network_country?.toUpperCase(),
        networkConnected: q.network_connected,
        search: searchTextOf(q.search),
        sortBy: q.sort_by,
        sortOrder: sortOrderOf(q.sort_by, q.sort_order),
        limit: q.page_size,
        offset: offsetOf(q.page, q.page_size),
      });
      return page(items.map(toLink), total, q.page, q.page_size);
    },
  );

  app.post(
    '/links',
    {
      config: write('connectivity'),
      schema: { summary: 'Create a link on a SIM (active at once with plan_ids, pre_active without)', body: CreateLink, response: { 201: Link } },
    },
    async (req, reply) => {
      const record = await links.create(originOf(req), org(req), { name: req.body.name, simId: req.body.sim_id, planIds: req.body.plan_ids });
      return reply.status(201).send(toLink(record));
    },
  );

  app.get(
    '/links/:link_id',
    {
      config: read('connectivity'),
      schema: {
        summary: 'Get a link; an active link’s network status is refreshed live (the last known one if the provider fails)',
        params: LinkIdParams,
        response: { 200: Link },
      },
    },
    async (req) => toLink(await links.get(org(req), req.params.link_id)),
  );

  app.patch(
    '/links/:link_id',
    {
      config: write('connectivity'),
      schema: { summary: 'Rename a link or replace its meta (local only)', params: LinkIdParams, body: UpdateLink, response: { 200: Link } },
      // meta's rules first: schema validation walks every value, and a body nested thousands
      // of levels deep must be refused as invalid meta before anything recurses into it.
      preValidation: async (req) => checkMetaOfBody(req.body),
    },
    async (req) => toLink(await links.update(org(req), req.params.link_id, { name: req.body.name, meta: req.body.meta })),
  );

  app.delete(
    '/links/:link_id',
    { config: write('connectivity'), schema: { summary: 'Delete a link without a SIM (its active activations are removed)', params: LinkIdParams, response: { 204: NoContent } } },
    async (req, reply) => {
      await links.remove(originOf(req), org(req), req.params.link_id);
      return reply.status(204).send(null);
    },
  );

  await linkActionRoutes(app, links);
}

type LinkRouteDeps = Pick<LinksService, 'list' | 'create' | 'get' | 'update' | 'remove'> & LinkActionDeps;

/** The links' routes: the links, their lifecycle, SMS and costs. */
export const linkMounts = (links: LinkRouteDeps): RouteMount[] => [{ surface: 'connectivity', register: (app) => linkRoutes(app, links) }];
