// The operator's side of the `/v1` plan catalogue under /admin: POST answers 201,
// PATCH 200.

import type { ResellerPlansService } from './plans.service.ts';
import type { RouteMount } from '../../http/surfaces/surface.ts';
import type { App } from '../../http/app.ts';
import { adminRoute } from '../../http/auth/route-auth.ts';
import { offsetOf, Paginated, page } from '../../lib/pagination.ts';
import { AdminPlansQuery, AdminResellerPlan, CreateResellerPlan, PlanIdParams, UpdateResellerPlan } from './plans.schemas.ts';
import { toAdminPlan } from './plans.view.ts';

export async function adminResellerPlanRoutes(app: App, plans: ResellerPlansService): Promise<void> {

  app.post(
    '/reseller-plans',
    {
      config: adminRoute,
      schema: {
        summary: 'Create a /v1 plan',
        description:
          'Without `organization_id` the plan is global (offered to every organisation but those in `excluded_organizations`); with it, the plan belongs to that organisation and hides any global plan with the same `provider_plan_id` from it. Countries are upper-cased, deduplicated and checked against ISO 3166-1; unknown countries or organisations are 422.',
        body: CreateResellerPlan,
        response: { 201: AdminResellerPlan },
      },
    },
    async (req, reply) => reply.status(201).send(toAdminPlan(await plans.create(req.body))),
  );

  app.get(
    '/reseller-plans',
    {
      config: adminRoute,
      schema: {
        summary: 'List /v1 plans',
        description: 'Every plan, enabled or not, by name. `organization_id` narrows to one organisation\'s plans, or to global ones with `global`.',
        querystring: AdminPlansQuery,
        response: { 200: Paginated(AdminResellerPlan) },
      },
    },
    async (req) => {
      const q = req.query;
      const { rows, total } = await plans.listAdmin(
        { owner: q.organization_id, enabled: q.enabled, coverageType: q.coverage_type, sponsorProfile: q.sponsor_profile, providerPlanId: q.provider_plan_id },
        { limit: q.page_size, offset: offsetOf(q.page, q.page_size) },
      );
      return page(rows.map(toAdminPlan), total, q.page, q.page_size);
    },
  );

  app.get(
    '/reseller-plans/:id',
    { config: adminRoute, schema: { summary: 'Get a /v1 plan', params: PlanIdParams, response: { 200: AdminResellerPlan } } },
    async (req) => toAdminPlan(await plans.get(req.params.id)),
  );

  app.patch(
    '/reseller-plans/:id',
    {
      config: adminRoute,
      schema: {
        summary: 'Update a /v1 plan',
        description: 'Any subset of the creation fields except `organization_id`: a plan never moves between organisations.',
        params: PlanIdParams,
        body: UpdateResellerPlan,
        response: { 200: AdminResellerPlan },
      },
    },
    async (req) => toAdminPlan(await plans.update(req.params.id, req.body)),
  );
}

/** The operator's `/v1` plan routes. */
export const adminResellerPlanMounts = (plans: ResellerPlansService): RouteMount[] => [{ surface: 'admin', register: (app) => adminResellerPlanRoutes(app, plans) }];
