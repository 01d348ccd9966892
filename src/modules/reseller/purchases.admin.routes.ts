// The operator's side of `/v1` purchases under /admin: the ones still pending, and
// running the repair of one again (see purchases.admin.ts).

import type { Container } from '../../container.ts';
import type { App } from '../../http/app.ts';
import { adminRoute } from '../../http/auth/route-auth.ts';
import { offsetOf, Paginated, page } from '../../lib/pagination.ts';
import { formatMoney } from '../../lib/money.ts';
import { AdminPurchase, AdminPurchaseParams, AdminPurchasesQuery } from './links.schemas.ts';
import type { PendingPurchase } from './purchases.admin.ts';

type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed';

const toAdminPurchase = ({ purchase: p, repair: j }: PendingPurchase) => ({
  id: p.id,
  organization_id: p.organizationId,
  status: p.status as 'pending' | 'completed' | 'refunded',
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
  repair:
    j === null
      ? null
      : {
          job_id: j.id,
          status: j.status as JobStatus,
          attempts: j.attempts,
          max_attempts: j.maxAttempts,
          run_at: j.runAt.toISOString(),
          last_error: j.lastError,
          finished_at: j.finishedAt === null ? null : j.finishedAt.toISOString(),
        },
});

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
        querystring: AdminPurchasesQuery,
        response: { 200: Paginated(AdminPurchase) },
      },
    },
    async (req) => {
      const q = req.query;
      const { rows, total } = await ops.listPending(
        { ...(q.organization_id === undefined ? {} : { organizationId: q.organization_id }), olderThanSeconds: q.older_than_seconds },
        { limit: q.page_size, offset: offsetOf(q.page, q.page_size) },
      );
      return page(rows.map(toAdminPurchase), total, q.page, q.page_size);
    },
  );

  app.post(
    '/organizations/:id/reseller-purchases/:purchase_id/repair',
    {
      config: adminRoute,
      schema: {
        summary: 'Run the repair of a pending /v1 purchase again',
        description:
          'Queues a repair job due now, in place of one still waiting for its time. It completes the purchase if the provider has its eSIM on an endpoint with the plan, and refunds it otherwise. 422 when the purchase is settled already or its repair is running; 404 for no such purchase.',
        params: AdminPurchaseParams,
        response: { 202: AdminPurchase },
      },
    },
    async (req, reply) => reply.status(202).send(toAdminPurchase(await ops.repairNow(req.params.id, req.params.purchase_id))),
  );
}
