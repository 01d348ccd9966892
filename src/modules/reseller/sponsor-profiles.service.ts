// Sponsor profiles: which provider an eSIM of a plan is issued from and its base plan
// The links module asks `require` before charging anything.

import { AppError } from '../../lib/errors.ts';
import type { ProviderName, SponsorProfileRow, SponsorProfilesRepo } from './sponsor-profiles.repo.ts';

/** The profile every fresh platform has, so plans naming `default` sell from the start. */
export const defaultSponsorProfile = { name: 'default', provider: 'alpha', basePlan: 'esim-base' } as const;

/** 500 CONFIG_ERROR: a plan names a sponsor profile that is not configured. */
export const unconfigured = (name: string): AppError =>
  new AppError('config_error', `sponsor profile ${name} is not configured`, { sponsor_profile: name });

export function createSponsorProfilesService(deps: { repo: SponsorProfilesRepo }) {
  const { repo } = deps;
  return {
    /** Seeds `default` once; a profile the operator replaced is left alone. */
    ensureDefault: (): Promise<void> => repo.insertIfMissing(defaultSponsorProfile.name, defaultSponsorProfile.provider, defaultSponsorProfile.basePlan),

    put: (name: string, input: { provider: ProviderName; basePlan: string }) => repo.put(name, input.provider, input.basePlan),

    list: (): Promise<SponsorProfileRow[]> => repo.list(),

    find: (name: string): Promise<SponsorProfileRow | null> => repo.find(name),

    /**
     * The configured profile of a plan, or CONFIG_ERROR (500): a plan naming a profile the
     * operator never configured cannot be sold, and nothing may be charged for it.
     */
    async require(name: string): Promise<SponsorProfileRow> {
      const row = await repo.find(name);
      if (row === null) throw unconfigured(name);
      return row;
    },
  };
}

export type SponsorProfilesService = ReturnType<typeof createSponsorProfilesService>;
