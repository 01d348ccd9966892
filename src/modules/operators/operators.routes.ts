import type { OperatorsService } from './operators.service.ts';
import type { RouteMount } from '../../http/surfaces/surface.ts';
import type { App } from '../../http/app.ts';
import { read } from '../../http/auth/route-auth.ts';
import { offsetOf, page } from '../../lib/pagination.ts';
import { Operator, OperatorIdParams, OperatorList, OperatorListQuery } from './operators.schemas.ts';
import { operatorOf } from './operators.service.ts';

/** `GET /operators` and `GET /operators/{id}`: the catalogue coverages are built from. */
export async function operatorRoutes(app: App, operators: Pick<OperatorsService, 'list' | 'get'>): Promise<void> {
  app.get(
    '/operators',
    { config: read('connectivity'), schema: { summary: 'List network operators', querystring: OperatorListQuery, response: { 200: OperatorList } } },
    async (req) => {
      const q = req.query;
      const search = q.search?.trim();
      const { rows, total } = await operators.list({
        country: q.country?.toUpperCase(),
        compatibilityZones: q.compatibility_zones,
        search: search !== undefined && search.length > 0 ? search : undefined,
        sortBy: q.sort_by,
        sortOrder: q.sort_order ?? 'asc',
        limit: q.page_size,
        offset: offsetOf(q.page, q.page_size),
      });
      return page(rows.map(operatorOf), total, q.page, q.page_size);
    },
  );

  app.get(
    '/operators/:id',
    { config: read('connectivity'), schema: { summary: 'Get a network operator', params: OperatorIdParams, response: { 200: Operator } } },
    async (req) => operatorOf(await operators.get(req.params.id)),
  );
}

/** The operator catalogue's routes. */
export const operatorMounts = (operators: Pick<OperatorsService, 'list' | 'get'>): RouteMount[] => [{ surface: 'connectivity', register: (app) => operatorRoutes(app, operators) }];
