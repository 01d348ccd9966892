import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import type { PlanNotificationsService } from './plans.notifications.service.ts';
import type { RouteMount } from '../../http/surfaces/surface.ts';
import type { App } from '../../http/app.ts';
import { principalOf } from '../../http/auth/guard.ts';
import { read, write } from '../../http/auth/route-auth.ts';
import { NoContent } from '../../http/openapi.ts';
import { searchTextOf, sortOrderOf } from '../../lib/listing.ts';
import { offsetOf, page } from '../../lib/pagination.ts';
import type { DataCap as DataCapInput, NotificationType, PlanUpdateInput } from './plans.rules.ts';
import { toNotification } from './plans.rules.ts';
import {
  CreateNotification,
  CreatePlan,
  type DataCap,
  NotificationIdParams,
  Plan,
  PlanIdParams,
  PlanList,
  PlanListQuery,
  UpdateNotification,
  UpdatePlan,
} from './plans.schemas.ts';
import type { PlansService, PlanView } from './plans.service.ts';

type PlanBody = Static<typeof Plan>;

export function toPlan({ record, notifications }: PlanView): PlanBody {
  const { plan, coverageName } = record;
  const zones = plan.compatibilityZones as PlanBody['compatibility_zones'];
  return {
    id: plan.id,
    name: plan.name,
    coverage: { id: plan.coverageId, name: coverageName, compatibility_zones: zones },
    included_data_mb: plan.includedDataMb,
    validity_days: plan.validityDays,
    base_throttle: plan.baseThrottle as PlanBody['base_throttle'],
    activation_type: plan.activationType as PlanBody['activation_type'],
    description: plan.description,
    data_cap:
      plan.capThresholdMb === null
        ? null
        : {
            threshold_mb: plan.capThresholdMb,
            period: plan.capPeriod as 'daily' | 'monthly',
            period_multiplier: plan.capPeriodMultiplier as number,
            action: plan.capAction as NonNullable<PlanBody['data_cap']>['action'],
          },
    reactivation_trigger: plan.reactivationTrigger as PlanBody['reactivation_trigger'],
    max_reactivations: plan.maxReactivations,
    notifications: notifications.map(toNotification),
    compatibility_zones: zones,
    created_at: plan.createdAt.toISOString(),
    updated_at: plan.updatedAt.toISOString(),
  };
}

/** undefined stays undefined (left out), null stays null (cleared). */
function capOf(cap: Static<typeof DataCap> | null | undefined): DataCapInput | null | undefined {
  if (cap === undefined || cap === null) return cap;
  return { thresholdMb: cap.threshold_mb, period: cap.period, periodMultiplier: cap.period_multiplier, action: cap.action };
}

/** Plans and their notifications. */
export async function planRoutes(app: App, { plans, notifications }: PlanRouteDeps): Promise<void> {
  const org = (req: FastifyRequest) => principalOf(req).organizationId;

  app.get(
    '/plans',
    { config: read('connectivity'), schema: { summary: 'List plans', querystring: PlanListQuery, response: { 200: PlanList } } },
    async (req) => {
      const q = req.query;
      const { items, total } = await plans.list(org(req), {
        baseThrottle: q.base_throttle,
        reactivationTrigger: q.reactivation_trigger,
        coverageId: q.coverage_id,
        operatorIds: q.operator_ids,
        compatibilityZones: q.compatibility_zones,
        minIncludedDataMb: q.min_included_data_mb,
        maxIncludedDataMb: q.max_included_data_mb,
        minValidityDays: q.min_validity_days,
        maxValidityDays: q.max_validity_days,
        search: searchTextOf(q.search),
        forLinkId: q.for_link_id,
        sortBy: q.sort_by,
        sortOrder: sortOrderOf(q.sort_by, q.sort_order),
        limit: q.page_size,
        offset: offsetOf(q.page, q.page_size),
      });
      return page(items.map(toPlan), total, q.page, q.page_size);
    },
  );

  app.post(
    '/plans',
    { config: write('connectivity'), schema: { summary: 'Create a plan', body: CreatePlan, response: { 201: Plan } } },
    async (req, reply) => {
      const b = req.body;
      const view = await plans.create(org(req), {
        name: b.name,
        coverageId: b.coverage_id,
        includedDataMb: b.included_data_mb,
        validityDays: b.validity_days,
        activationType: b.activation_type,
        baseThrottle: b.base_throttle,
        description: b.description,
        dataCap: capOf(b.data_cap),
        reactivationTrigger: b.reactivation_trigger,
        maxReactivations: b.max_reactivations,
        notifications: b.notifications?.map((n) => ({ type: n.type as NotificationType, message: n.message, threshold: n.threshold })),
      });
      return reply.status(201).send(toPlan(view));
    },
  );

  app.get(
    '/plans/:plan_id',
    { config: read('connectivity'), schema: { summary: 'Get a plan', params: PlanIdParams, response: { 200: Plan } } },
    async (req) => toPlan(await plans.get(org(req), req.params.plan_id)),
  );

  app.patch(
    '/plans/:plan_id',
    {
      config: write('connectivity'),
      schema: { summary: 'Update a plan (fields left out are unchanged)', params: PlanIdParams, body: UpdatePlan, response: { 200: Plan } },
    },
    async (req) => {
      const b = req.body;
      const input: PlanUpdateInput = {
        name: b.name,
        description: b.description,
        coverageId: b.coverage_id,
        includedDataMb: b.included_data_mb,
        validityDays: b.validity_days,
        baseThrottle: b.base_throttle,
        dataCap: capOf(b.data_cap),
        activationType: b.activation_type,
        reactivationTrigger: b.reactivation_trigger,
        maxReactivations: b.max_reactivations,
      };
      return toPlan(await plans.update(org(req), req.params.plan_id, input));
    },
  );

  app.delete(
    '/plans/:plan_id',
    { config: write('connectivity'), schema: { summary: 'Delete a plan without active activations', params: PlanIdParams, response: { 204: NoContent } } },
    async (req, reply) => {
      await plans.remove(org(req), req.params.plan_id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/plans/:plan_id/notifications',
    {
      config: write('connectivity'),
      schema: { summary: 'Add a notification (one per type); answers the plan', params: PlanIdParams, body: CreateNotification, response: { 201: Plan } },
    },
    async (req, reply) => {
      const b = req.body;
      const view = await notifications.add(org(req), req.params.plan_id, { type: b.type as NotificationType, message: b.message, threshold: b.threshold });
      return reply.status(201).send(toPlan(view));
    },
  );

  app.patch(
    '/plans/:plan_id/notifications/:notification_id',
    {
      config: write('connectivity'),
      schema: { summary: 'Update a notification; answers the plan', params: NotificationIdParams, body: UpdateNotification, response: { 200: Plan } },
    },
    async (req) =>
      toPlan(await notifications.update(org(req), req.params.plan_id, req.params.notification_id, { message: req.body.message, threshold: req.body.threshold })),
  );

  app.delete(
    '/plans/:plan_id/notifications/:notification_id',
    { config: write('connectivity'), schema: { summary: 'Delete a notification', params: NotificationIdParams, response: { 204: NoContent } } },
    async (req, reply) => {
      await notifications.remove(org(req), req.params.plan_id, req.params.notification_id);
      return reply.status(204).send(null);
    },
  );
}

interface PlanRouteDeps {
  plans: PlansService;
  notifications: PlanNotificationsService;
}

/** The plans' routes, with their usage notifications. */
export const planMounts = (deps: PlanRouteDeps): RouteMount[] => [{ surface: 'connectivity', register: (app) => planRoutes(app, deps) }];
