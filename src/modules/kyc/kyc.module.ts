// KYC submissions of organisations and numbers, and the operator's decisions.

import type { Db } from '../../db/client.ts';
import { createKycRepo } from './kyc.repo.ts';
import { createKycService } from './kyc.service.ts';
import { kycMounts } from './kyc.routes.ts';

export function createKycModule(deps: { db: Db; onOrganizationChange(id: string): void }) {
  const service = createKycService({ db: deps.db, repo: createKycRepo(deps.db), onOrganizationChange: deps.onOrganizationChange });
  return { ...service, routes: kycMounts(service) };
}
