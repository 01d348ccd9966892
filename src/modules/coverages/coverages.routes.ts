import type { Static } from 'typebox';
import type { CoveragesService } from './coverages.service.ts';
import type { RouteMount } from '../../http/surfaces/surface.ts';
import type { App } from '../../http/app.ts';
import { principalOf } from '../../http/auth/guard.ts';
import { read, write } from '../../http/auth/route-auth.ts';
import { NoContent } from '../../http/openapi.ts';
import { searchTextOf, sortOrderOf } from '../../lib/listing.ts';
import { offsetOf, page } from '../../lib/pagination.ts';
import { summaryOf } from '../operators/operators.service.ts';
import { Coverage, CoverageIdParams, CoverageList, CoverageListQuery, CoverageOperators, CreateCoverage, RenameCoverage } from './coverages.schemas.ts';
import type { CoverageView } from './coverages.service.ts';

export const toCoverage = ({ row, operators }: CoverageView) => ({
  id: row.id,
  name: row.name,
  compatibility_zones: row.compatibilityZones as Static<typeof Coverage>['compatibility_zones'],
  operators: operators.map(summaryOf),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** Coverages: their operators, renames and list filters. */
export async function coverageRoutes(app: App, coverages: CoveragesService): Promise<void> {
  const org = (req: Parameters<typeof principalOf>[0]) => principalOf(req).organizationId;

  app.get(
    '/coverages',
    { config: read('connectivity'), schema: { summary: 'List coverages', querystring: CoverageListQuery, response: { 200: CoverageList } } },
    async (req) => {
      const q = req.query;
      const { items, total } = await coverages.list(org(req), {
        search: searchTextOf(q.search),
        compatibilityZones: q.compatibility_zones,
        operatorIds: q.operator_ids,
        country: q.country?.toUpperCase(),
        sortBy: q.sort_by,
        sortOrder: sortOrderOf(q.sort_by, q.sort_order),
        limit: q.page_size,
        offset: offsetOf(q.page, q.page_size),
      });
      return page(items.map(toCoverage), total, q.page, q.page_size);
    },
  );

  app.post(
    '/coverages',
    { config: write('connectivity'), schema: { summary: 'Create a coverage', body: CreateCoverage, response: { 201: Coverage } } },
    async (req, reply) => {
      const view = await coverages.create(org(req), { name: req.body.name, operatorIds: req.body.operator_ids });
      return reply.status(201).send(toCoverage(view));
    },
  );

  app.get(
    '/coverages/:id',
    { config: read('connectivity'), schema: { summary: 'Get a coverage', params: CoverageIdParams, response: { 200: Coverage } } },
    async (req) => toCoverage(await coverages.get(org(req), req.params.id)),
  );

  app.patch(
    '/coverages/:id',
    {
      config: write('connectivity'),
      schema: { summary: 'Rename a coverage (local only)', params: CoverageIdParams, body: RenameCoverage, response: { 200: Coverage } },
    },
    async (req) => toCoverage(await coverages.rename(org(req), req.params.id, req.body.name)),
  );

  app.delete(
    '/coverages/:id',
    { config: write('connectivity'), schema: { summary: 'Delete a coverage that no plan uses', params: CoverageIdParams, response: { 204: NoContent } } },
    async (req, reply) => {
      await coverages.remove(org(req), req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/coverages/:id/operators',
    {
      config: write('connectivity'),
      schema: { summary: 'Add operators (ids already present are skipped)', params: CoverageIdParams, body: CoverageOperators, response: { 200: Coverage } },
    },
    async (req) => toCoverage(await coverages.addOperators(org(req), req.params.id, req.body.operator_ids)),
  );

  app.delete(
    '/coverages/:id/operators',
    {
      config: write('connectivity'),
      schema: { summary: 'Remove operators (ids already absent are skipped)', params: CoverageIdParams, body: CoverageOperators, response: { 200: Coverage } },
    },
    async (req) => toCoverage(await coverages.removeOperators(org(req), req.params.id, req.body.operator_ids)),
  );
}

/** The coverages' routes (the plans module builds coverages). */
export const coverageMounts = (coverages: CoveragesService): RouteMount[] => [{ surface: 'connectivity', register: (app) => coverageRoutes(app, coverages) }];
