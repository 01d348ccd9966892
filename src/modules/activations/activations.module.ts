// Plans running on links: the repository (which usage and `/v1` top-ups read too),
// the service, whose `activate` and `removeAllForLink` serve the links module, and the
// activations' events (which the usage snapshot writes too).

import type { EventWriter } from '../events/events.writer.ts';
import { createActivationEvents } from './activations.events.ts';
import { createActivationsRepo } from './activations.repo.ts';
import { type ActivationsDeps, createActivationsService } from './activations.service.ts';
import { activationMounts } from './activations.routes.ts';

export function createActivationsModule(deps: Omit<ActivationsDeps, 'repo' | 'events'> & { events: EventWriter }) {
  const repo = createActivationsRepo(deps.db);
  const events = createActivationEvents({ repo, events: deps.events });
  const service = createActivationsService({ ...deps, repo, events });
  return { repo, events, service, routes: activationMounts(service) };
}
