import { Type } from 'typebox';
import type { SimsService } from './sims.service.ts';
import type { RouteMount } from '../../http/surfaces/surface.ts';
import type { App } from '../../http/app.ts';
import { adminRoute } from '../../http/auth/route-auth.ts';
import { DeliverSims, Sim, toSim } from './sims.schemas.ts';

/** `POST /admin/organizations/{id}/sims`: the upstream provider delivers SIMs into an inventory. */
export async function adminSimRoutes(app: App, sims: Pick<SimsService, 'deliver'>): Promise<void> {
  app.post(
    '/organizations/:id/sims',
    {
      config: adminRoute,
      schema: {
        summary: "Deliver SIMs from an upstream provider into an organisation's inventory",
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        body: DeliverSims,
        response: { 201: Type.Object({ items: Type.Array(Sim) }) },
      },
    },
    async (req, reply) => {
      const rows = await sims.deliver(req.params.id, { count: req.body.count, simType: req.body.sim_type, provider: req.body.provider });
      return reply.status(201).send({ items: rows.map((r) => toSim(r)) });
    },
  );
}

/** The operator's SIM deliveries. */
export const adminSimMounts = (sims: Pick<SimsService, 'deliver'>): RouteMount[] => [{ surface: 'admin', register: (app) => adminSimRoutes(app, sims) }];
