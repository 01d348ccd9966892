// Plans running on links: the repository (which usage and `/v1` top-ups read too) and
// the service, whose `activate` and `removeAllForLink` serve the links module.

import { createActivationsRepo } from './activations.repo.ts';
import { type ActivationsDeps, createActivationsService } from './activations.service.ts';
import { activationMounts } from './activations.routes.ts';

export function createActivationsModule(deps: Omit<ActivationsDeps, 'repo'>) {
  const repo = createActivationsRepo(deps.db);
  const service = createActivationsService({ ...deps, repo });
  return { repo, service, routes: activationMounts(service) };
}
