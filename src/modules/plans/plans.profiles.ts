// The provider's copy of each plan (its "plan profile"): what the network must know to
// enforce the plan. Calls happen outside transactions; a failed call becomes 502
// `upstream_unavailable`, and compensations (undoing a call whose database write then
// failed) are best effort: a failure there is logged, never shown to the caller.

import type { Logger } from 'pino';
import type { PlanAddonInput, ProviderName, UpstreamPort, UpstreamRegistry } from '../../providers/upstream/upstream.port.ts';
import { upstreamUnavailable } from '../../providers/upstream/upstream.errors.ts';

export function createPlanProfiles(deps: { upstream: UpstreamRegistry; logger: Logger }) {
  const { upstream, logger } = deps;

  async function call<T>(provider: string, what: string, fn: (port: UpstreamPort) => Promise<T>): Promise<T> {
    try {
      return await fn(upstream.get(provider as ProviderName));
    } catch (err) {
      throw upstreamUnavailable(err, provider, what);
    }
  }

  const update = (provider: string, profileId: string, input: PlanAddonInput): Promise<void> =>
    call(provider, 'update the plan', (p) => p.updatePlanProfile(profileId, input));
  const remove = (provider: string, profileId: string): Promise<void> => call(provider, 'delete the plan', (p) => p.deletePlanProfile(profileId));

  return {
    async create(provider: string, account: string, input: PlanAddonInput): Promise<string> {
      const { id } = await call(provider, 'create the plan', (p) => p.createPlanProfile({ ...input, account }));
      return id;
    },

    update,
    remove,

    /** Compensation: put the provider's copy back to `input`. */
    async restore(provider: string, profileId: string, input: PlanAddonInput): Promise<void> {
      await update(provider, profileId, input).catch((err: unknown) =>
        logger.warn({ err, provider, profileId }, 'could not restore a plan profile after a failed change; it differs from the plan until its next update'),
      );
    },

    /** Compensation: delete a profile the platform will not keep. */
    async discard(provider: string, profileId: string): Promise<void> {
      await remove(provider, profileId).catch((err: unknown) =>
        logger.warn({ err, provider, profileId }, 'could not delete an unused plan profile; the provider keeps an orphan'),
      );
    },
  };
}

export type PlanProfiles = ReturnType<typeof createPlanProfiles>;
