import { Type } from 'typebox';
import type { UsageService } from './usage.service.ts';
import type { RouteMount } from '../../http/surfaces/surface.ts';
import type { App } from '../../http/app.ts';
import { adminRoute } from '../../http/auth/route-auth.ts';

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

/** The operator's trigger of a usage snapshot. */
export const usageMounts = (usage: Pick<UsageService, 'trigger'>): RouteMount[] => [{ surface: 'admin', register: (app) => adminUsageRoutes(app, usage) }];
