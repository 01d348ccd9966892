import { Type } from 'typebox';
import type { UsageService } from './usage.service.ts';
import type { RouteMount } from '../../http/surfaces/surface.ts';
import type { App } from '../../http/app.ts';
import { principalOf } from '../../http/auth/guard.ts';
import { adminRoute, read } from '../../http/auth/route-auth.ts';
import { formatMoney } from '../../lib/money.ts';
import { DailyUsage, DailyUsageQuery } from './usage.schemas.ts';

/** `POST /admin/usage/snapshot`: the operator asks for a usage snapshot now instead of at the next scheduled run. */
export async function adminUsageRoutes(app: App, usage: Pick<UsageService, 'trigger'>): Promise<void> {
  app.post(
    '/usage/snapshot',
    {
      config: adminRoute,
      schema: {
        summary: 'Queue a usage snapshot of every live link now (the workers run it)',
        response: { 202: Type.Object({ job_id: Type.String({ format: 'uuid' }), status: Type.Literal('queued') }) },
      },
    },
    async (_req, reply) => {
      const { jobId } = await usage.trigger();
      return reply.status(202).send({ job_id: jobId, status: 'queued' as const });
    },
  );
}

/** `GET /usage/daily`: the data the organisation's links used per day (docs/connectivity.md#usage-per-day). */
export async function usageRoutes(app: App, usage: Pick<UsageService, 'daily'>): Promise<void> {
  app.get(
    '/usage/daily',
    {
      config: read('connectivity'),
      schema: {
        summary: "The data the organisation's links used per day",
        description: "Each day from `from` to `to` (UTC, both included), with what the organisation's links used that day as the usage snapshots measured it.",
        querystring: DailyUsageQuery,
        response: { 200: DailyUsage },
      },
    },
    async (req) => {
      const days = await usage.daily(principalOf(req).organizationId, req.query.from, req.query.to);
      return { items: days.map((d) => ({ date: d.day, used_mib: formatMoney(d.usedMib) })) };
    },
  );
}

/** The organisation's usage per day, and the operator's trigger of a usage snapshot. */
export const usageMounts = (usage: Pick<UsageService, 'trigger' | 'daily'>): RouteMount[] => [
  { surface: 'connectivity', register: (app) => usageRoutes(app, usage) },
  { surface: 'admin', register: (app) => adminUsageRoutes(app, usage) },
];
