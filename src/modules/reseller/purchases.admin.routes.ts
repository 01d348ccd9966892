// The operator's side of `/v1` purchases and top-ups under /admin: the ones still
// pending, and running the repair of one again (see purchases.admin.ts).

import type { Container } from '../../container.ts';
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

const filterOf = (q: { organization_id?: string | undefined; older_than_seconds: number }): PendingFilter => ({
  ...(q.organization_id === undefined ? {} : { organizationId: q.organization_id }),
  olderThanSeconds: q.older_than_seconds,
});

const repairDescription =
  'Queues a repair job due now, in place of one still waiting for its time. It settles from what the provider has, as the first job would have: completed if the provider has the plan, refunded otherwise. 422 when it is settled already or its repair is running; 404 when there is no such one.';

export async function adminResellerPurchaseRoutes(app: App, c: Container): Promise<void> {
  const ops = c.resellerLinks.operations;

  app.get(
    '/reseller-purchases',
    {
      config: adminRoute,
      schema: {
        summary: 'List pending /v1 purchases',
        description:
          'Purchases still pending, oldest first, with their repair job: charged, but neither completed nor refunded yet. A purchase whose repair job failed after its last attempt stays here until an operator runs its repair again.',
        querystring: AdminPendingQuery,
        response: { 200: Paginated(AdminPurchase) },
      },
    },
    async (req) => {
      const q = req.query;
      const { rows, total } = await ops.listPendingPurchases(filterOf(q), { limit: q.page_size, offset: offsetOf(q.page, q.page_size) });
      return page(rows.map(toAdminPurchase), total, q.page, q.page_size);
    },
  );

  app.post(
    '/organizations/:id/reseller-purchases/:purchase_id/repair',
    {
      config: adminRoute,
      schema: { summary: 'Run the repair of a pending /v1 purchase again', description: repairDescription, params: AdminPurchaseParams, response: { 202: AdminPurchase } },
    },
    async (req, reply) => reply.status(202).send(toAdminPurchase(await ops.repairPurchaseNow(req.params.id, req.params.purchase_id))),
  );

  app.get(
    '/reseller-topups',
    {
      config: adminRoute,
      schema: {
        summary: 'List pending /v1 top-ups',
        description: 'Top-ups still pending, oldest first, with the repair job of their request, as the purchases are listed.',
        querystring: AdminPendingQuery,
        response: { 200: Paginated(AdminTopup) },
      },
    },
    async (req) => {
      const q = req.query;
      const { rows, total } = await ops.listPendingTopups(filterOf(q), { limit: q.page_size, offset: offsetOf(q.page, q.page_size) });
      return page(rows.map(toAdminTopup), total, q.page, q.page_size);
    },
  );

  app.post(
    '/organizations/:id/reseller-topups/:topup_id/repair',
    {
      config: adminRoute,
      schema: {
        summary: 'Run the repair of a pending /v1 top-up again',
        description: `One job for the top-ups of the same request still pending on the link. ${repairDescription}`,
        params: AdminTopupParams,
        response: { 202: AdminTopup },
      },
    },
    async (req, reply) => reply.status(202).send(toAdminTopup(await ops.repairTopupNow(req.params.id, req.params.topup_id))),
  );
}
