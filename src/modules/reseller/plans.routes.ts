// The reseller's side of the plan catalogue at /v1.
// Reads only, so a viewer may call them. A plan the caller may not see answers 404
// NOT_FOUND exactly like one that never existed.

import type { ResellerPlansService } from './plans.service.ts';
import type { RouteMount } from '../../http/surfaces/surface.ts';
import type { App } from '../../http/app.ts';
import { principalOf } from '../../http/auth/guard.ts';
import { read } from '../../http/auth/route-auth.ts';
import { countriesIn, regionCodes, regionLabels } from '../../lib/regions.ts';
import { PlanCoverage, PlanIdParams, PlanList, Plan, PlansQuery, Regions } from './plans.schemas.ts';
import { toPlan } from './plans.view.ts';

export async function resellerPlanRoutes(app: App, plans: ResellerPlansService): Promise<void> {

  app.get(
    '/plans',
    {
      config: read('reseller'),
      schema: {
        summary: 'List the plans the caller can buy',
        description:
          'Enabled plans only: global plans not excluding the caller and not replaced by an own plan with the same `provider_plan_id`, plus the caller\'s own plans, by name. `region`, `coverage_type` and `sponsor_profile` combine with AND; a plan matches a region when one of its countries is in it.',
        querystring: PlansQuery,
        response: { 200: PlanList },
      },
    },
    async (req) => {
      const q = req.query;
      const { rows, total } = await plans.listVisible(
        principalOf(req).organizationId,
        { region: q.region, coverageType: q.coverage_type, sponsorProfile: q.sponsor_profile },
        { limit: q.per_page, offset: (q.page - 1) * q.per_page },
      );
      return { items: rows.map(toPlan), page: q.page, per_page: q.per_page, total, total_pages: Math.ceil(total / q.per_page) };
    },
  );

  app.get(
    '/plans/:id',
    {
      config: read('reseller'),
      schema: {
        summary: 'Get a plan',
        description: '404 NOT_FOUND when the plan does not exist, is disabled, excludes the caller, is replaced by an own copy or belongs to another organisation; a malformed id is 422 VALIDATION_ERROR.',
        params: PlanIdParams,
        response: { 200: Plan },
      },
    },
    async (req) => toPlan(await plans.requireVisiblePlan(principalOf(req).organizationId, req.params.id)),
  );

  app.get(
    '/plans/:id/coverage',
    {
      config: read('reseller'),
      schema: {
        summary: 'Countries, operators and network types of a plan',
        description:
          'Every covered country with the operators of the platform\'s operator catalogue (networks marked not operational left out) and the network types named by their band data; an operator without band data has an empty list.',
        params: PlanIdParams,
        response: { 200: PlanCoverage },
      },
    },
    async (req) => {
      const { plan, countries } = await plans.coverage(principalOf(req).organizationId, req.params.id);
      return { plan_id: plan.id, country_count: countries.length, countries };
    },
  );

  app.get(
    '/regions',
    {
      config: read('reseller'),
      schema: {
        summary: 'Region codes, labels and countries',
        description: 'The six codes `GET /v1/plans?region=` accepts, each with its countries (ISO 3166-1 alpha-2).',
        response: { 200: Regions },
      },
    },
    async () => ({
      items: regionCodes.map((code) => {
        const countries = [...countriesIn(code)];
        return { code, label: regionLabels[code], country_count: countries.length, countries };
      }),
    }),
  );
}

/** The `/v1` plans' routes. */
export const resellerPlanMounts = (plans: ResellerPlansService): RouteMount[] => [{ surface: 'reseller', register: (app) => resellerPlanRoutes(app, plans) }];
