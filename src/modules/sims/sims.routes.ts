import type { FastifyRequest } from 'fastify';
import type { SimsService } from './sims.service.ts';
import type { RouteMount } from '../../http/surfaces/surface.ts';
import type { App } from '../../http/app.ts';
import { principalOf } from '../../http/auth/guard.ts';
import { originOf, read, write } from '../../http/auth/route-auth.ts';
import { searchTextOf, sortOrderOf } from '../../lib/listing.ts';
import { offsetOf, page } from '../../lib/pagination.ts';
import type { SimRecord } from './sims.repo.ts';
import { EsimProfile, Sim, SimIdParams, SimList, SimListQuery, toSim } from './sims.schemas.ts';

const toSimBody = (r: SimRecord) => toSim(r.sim, r.link);

/** The SIM inventory. */
export async function simRoutes(app: App, sims: SimsService): Promise<void> {
  const org = (req: FastifyRequest) => principalOf(req).organizationId;

  app.get(
    '/sims',
    { config: read('connectivity'), schema: { summary: 'List SIMs', querystring: SimListQuery, response: { 200: SimList } } },
    async (req) => {
      const q = req.query;
      const { rows, total } = await sims.list(org(req), {
        status: q.status,
        simType: q.sim_type,
        compatibilityZones: q.compatibility_zones,
        search: searchTextOf(q.search),
        forPlanId: q.for_plan_id,
        sortBy: q.sort_by,
        sortOrder: sortOrderOf(q.sort_by, q.sort_order),
        limit: q.page_size,
        offset: offsetOf(q.page, q.page_size),
      });
      return page(rows.map(toSimBody), total, q.page, q.page_size);
    },
  );

  app.get(
    '/sims/:sim_id',
    { config: read('connectivity'), schema: { summary: 'Get a SIM (with the link it is bound to)', params: SimIdParams, response: { 200: Sim } } },
    async (req) => toSimBody(await sims.get(org(req), req.params.sim_id)),
  );

  app.post(
    '/sims/:sim_id/refresh',
    {
      config: write('connectivity'),
      schema: { summary: 'Pull the SIM’s state from the provider (unchanged when the provider has no data)', params: SimIdParams, response: { 200: Sim } },
    },
    async (req) => toSimBody(await sims.refresh(originOf(req), org(req), req.params.sim_id)),
  );

  app.get(
    '/sims/:sim_id/esim-profile',
    {
      config: read('connectivity'),
      schema: { summary: 'eSIM installation view: LPA code, QR code (SVG) and deeplinks; all null for a physical SIM', params: SimIdParams, response: { 200: EsimProfile } },
    },
    async (req) => {
      const p = await sims.esimProfile(org(req), req.params.sim_id);
      return { activation_code: p.activationCode, qr_code_svg: p.qrCodeSvg, android_deeplink: p.androidDeeplink, ios_deeplink: p.iosDeeplink };
    },
  );
}

/** The SIMs' routes. */
export const simMounts = (sims: SimsService): RouteMount[] => [{ surface: 'connectivity', register: (app) => simRoutes(app, sims) }];
