// KYC submissions of organisations and numbers, and the operator's decisions (each
// written with its event, kyc.events.ts).

import type { Db } from '../../db/client.ts';
import type { EventWriter } from '../events/events.writer.ts';
import { createKycEvents } from './kyc.events.ts';
import { createKycRepo } from './kyc.repo.ts';
import { createKycService } from './kyc.service.ts';
import { kycMounts } from './kyc.routes.ts';

export function createKycModule(deps: { db: Db; onOrganizationChange(id: string): void; events: EventWriter }) {
  const service = createKycService({ db: deps.db, repo: createKycRepo(deps.db), events: createKycEvents({ events: deps.events }), onOrganizationChange: deps.onOrganizationChange });
  return { ...service, routes: kycMounts(service) };
}
