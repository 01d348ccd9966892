// Sponsor profiles under /admin: which provider a plan's eSIMs come
// from and the base plan they are created with.

import { Type } from 'typebox';
import type { SponsorProfilesService } from './sponsor-profiles.service.ts';
import type { RouteMount } from '../../http/surfaces/surface.ts';
import type { App } from '../../http/app.ts';
import { adminRoute } from '../../http/auth/route-auth.ts';
import { PutSponsorProfile, SponsorProfile, SponsorProfileParams } from './plans.schemas.ts';
import type { SponsorProfileRow } from './sponsor-profiles.repo.ts';

const toProfile = (r: SponsorProfileRow) => ({
  name: r.name,
  provider: r.provider as 'alpha' | 'beta',
  base_plan: r.basePlan,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

export async function adminSponsorProfileRoutes(app: App, profiles: Pick<SponsorProfilesService, 'put' | 'list'>): Promise<void> {
  app.put(
    '/sponsor-profiles/:name',
    {
      config: adminRoute,
      schema: {
        summary: 'Create or replace a sponsor profile',
        description: 'Answers 201 when the profile is new, 200 when it replaced one. The name is a slug that plans name in `sponsor_profile`.',
        params: SponsorProfileParams,
        body: PutSponsorProfile,
        response: { 200: SponsorProfile, 201: SponsorProfile },
      },
    },
    async (req, reply) => {
      const { row, created } = await profiles.put(req.params.name, { provider: req.body.provider, basePlan: req.body.base_plan });
      return reply.status(created ? 201 : 200).send(toProfile(row));
    },
  );

  app.get(
    '/sponsor-profiles',
    {
      config: adminRoute,
      schema: { summary: 'List sponsor profiles', description: 'Every profile, by name.', response: { 200: Type.Object({ items: Type.Array(SponsorProfile) }) } },
    },
    async () => ({ items: (await profiles.list()).map(toProfile) }),
  );
}

/** The operator's sponsor-profile routes. */
export const sponsorProfileMounts = (profiles: Pick<SponsorProfilesService, 'put' | 'list'>): RouteMount[] => [{ surface: 'admin', register: (app) => adminSponsorProfileRoutes(app, profiles) }];
