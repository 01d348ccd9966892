// The operator's side of `/v1` purchases and top-ups under /admin: the ones still
// pending, and running the repair of one again (see purchases.admin.ts).

import type { Static, TSchema } from 'typebox';
import type { PurchaseOperations } from './purchases.admin.ts';
import type { RouteMount } from '../../http/surfaces/surface.ts';
import type { App } from '../../http/app.ts';
import { adminRoute } from '../../http/auth/route-auth.ts';
import type { Job } from '../../jobs/queue.ts';
import { formatMoney } from '../../lib/money.ts';
import { offsetOf, Paginated, page } from '../../lib/pagination.ts';
import type { PurchaseRow } from './links.repo.ts';
import { AdminPendingQuery, AdminPurchase, AdminPurchaseParams, AdminTopup, AdminTopupParams } from './links.schemas.ts';
import type { resellerTopups } from './links.tables.ts';
import type { Pending, PendingFilter } from './purchases.admin.ts';

type Settling = 'pending' | 'completed' | 'refunded';

const toRepair = (j: Job | null) =>
  j === null
    ? null
    : {
        job_id: j.id,
        status: j.status as 'queued' | 'running' | 'succeeded' | 'failed',
        attempts: j.attempts,
        max_attempts: j.maxAttempts,
        run_at: j.runAt.toISOString(),
        last_error: j.lastError,
        finished_at: j.finishedAt === null ? null : j.finishedAt.toISOString(),
      };

const toAdminPurchase = ({ row: p, repair }: Pending<PurchaseRow>) => ({
  id: p.id,
  organization_id: p.organizationId,
  status: p.status as Settling,
  plan_id: p.planId,
  plan_name: p.planName,
  name: p.name,
  iccid: p.iccid,
  amount: formatMoney(p.amount),
  currency: p.currency,
  link_id: p.linkId,
  failure_reason: p.failureReason,
  created_at: p.createdAt.toISOString(),
  updated_at: p.updatedAt.toISOString(),
  repair: toRepair(repair),
});

const toAdminTopup = ({ row: t, repair }: Pending<typeof resellerTopups.$inferSelect>) => ({
  id: t.id,
  organization_id: t.organizationId,
  link_id: t.linkId,
  status: t.status as Settling,
  plan_id: t.planId,
  plan_name: t.planName,
  data_mb: t.dataMb,
  amount: formatMoney(t.amount),
  currency: t.currency,
  created_at: t.createdAt.toISOString(),
  updated_at: t.updatedAt.toISOString(),
  repair: toRepair(repair),
});

const filterOf = (q: Static<typeof AdminPendingQuery>): PendingFilter => ({
  ...(q.organization_id === undefined ? {} : { organizationId: q.organization_id }),
  olderThanSeconds: q.older_than_seconds,
});

const repairDescription =
  'Queues a repair job due now, in place of one still waiting for its time. It settles from what the provider has, as the first job would have: completed if the provider has the plan, refunded otherwise. 422 when it is settled already or its repair is running; 404 when there is no such one.';

/** The pair of routes of one kind of pending row: its list, and running the repair of one again. */
function pendingRoutes<R>(
  app: App,
  kind: {
    path: 'reseller-purchases' | 'reseller-topups';
    noun: 'purchase' | 'top-up';
    /** The path parameter naming one. */
    param: 'purchase_id' | 'topup_id';
    item: TSchema;
    params: TSchema;
    listDescription: string;
    repairDescription: string;
    list(filter: PendingFilter, page: { limit: number; offset: number }): Promise<{ rows: Pending<R>[]; total: number }>;
    repair(organizationId: string, id: string): Promise<Pending<R>>;
    view(p: Pending<R>): unknown;
  },
): void {
  app.get(
    `/${kind.path}`,
    {
      config: adminRoute,
      schema: { summary: `List pending /v1 ${kind.noun}s`, description: kind.listDescription, querystring: AdminPendingQuery, response: { 200: Paginated(kind.item) } },
    },
    async (req) => {
      const q = req.query as Static<typeof AdminPendingQuery>;
      const { rows, total } = await kind.list(filterOf(q), { limit: q.page_size, offset: offsetOf(q.page, q.page_size) });
      return page(rows.map(kind.view), total, q.page, q.page_size);
    },
  );
  app.post(
    `/organizations/:id/${kind.path}/:${kind.param}/repair`,
    {
      config: adminRoute,
      schema: { summary: `Run the repair of a pending /v1 ${kind.noun} again`, description: kind.repairDescription, params: kind.params, response: { 202: kind.item } },
    },
    async (req, reply) => {
      const params = req.params as Record<'id' | typeof kind.param, string>;
      return reply.status(202).send(kind.view(await kind.repair(params.id, params[kind.param])));
    },
  );
}

export async function adminResellerPurchaseRoutes(app: App, ops: PurchaseOperations): Promise<void> {
  pendingRoutes(app, {
    path: 'reseller-purchases',
    noun: 'purchase',
    param: 'purchase_id',
    item: AdminPurchase,
    params: AdminPurchaseParams,
    listDescription:
      'Purchases still pending, oldest first, with their repair job: charged, but neither completed nor refunded yet. A purchase whose repair job failed after its last attempt stays here until an operator runs its repair again.',
    repairDescription,
    list: ops.listPendingPurchases,
    repair: ops.repairPurchaseNow,
    view: toAdminPurchase,
  });
  pendingRoutes(app, {
    path: 'reseller-topups',
    noun: 'top-up',
    param: 'topup_id',
    item: AdminTopup,
    params: AdminTopupParams,
    listDescription: 'Top-ups still pending, oldest first, with the repair job of their request, as the purchases are listed.',
    repairDescription: `One job for the top-ups of the same request still pending on the link. ${repairDescription}`,
    list: ops.listPendingTopups,
    repair: ops.repairTopupNow,
    view: toAdminTopup,
  });
}

/** The operator's view of pending `/v1` purchases and top-ups, and their repairs. */
export const adminResellerPurchaseMounts = (ops: PurchaseOperations): RouteMount[] => [{ surface: 'admin', register: (app) => adminResellerPurchaseRoutes(app, ops) }];
