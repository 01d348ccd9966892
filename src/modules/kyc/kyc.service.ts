// KYC of organisations and of their numbers: a submission is `pending` until the
// operator decides; the decision sets the submission and the organisation's (or the
// number's) `kyc_status` in one transaction.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { EventOrigin } from '../events/events.origin.ts';
import type { KycEvents } from './kyc.events.ts';
import type { KycRepo, SubmissionKind, SubmissionRow } from './kyc.repo.ts';

const conflict = (message: string, details: Record<string, unknown>) => new AppError('duplicate_entity', message, details);

export function createKycService(deps: { db: Db; repo: KycRepo; events: KycEvents; onOrganizationChange(id: string): void }) {
  const { db, repo } = deps;

  return {
    async organization(organizationId: string): Promise<{ kycStatus: string; submission: SubmissionRow | null }> {
      const [kycStatus, submission] = await Promise.all([repo.organizationStatus(organizationId), repo.latest(organizationId, 'organization', null)]);
      if (kycStatus === null) throw notFound('organization', organizationId);
      return { kycStatus, submission };
    },

    /**
     * Files the organisation's KYC. Refused (409) while one is pending or once approved;
     * allowed first and after a rejection.
     */
    async submitOrganization(organizationId: string, body: Record<string, unknown>): Promise<SubmissionRow> {
      const row = await db.transaction(async (tx) => {
        const status = await repo.lockOrganization(organizationId, tx);
        if (status === null) throw notFound('organization', organizationId);
        if (status === 'pending' || status === 'approved') {
          throw conflict(status === 'pending' ? 'a KYC submission is already pending review' : 'the organisation KYC is already approved', { kyc_status: status });
        }
        const submission = await repo.insert({ organizationId, id: randomUUID(), kind: 'organization', phoneNumberId: null, body, status: 'pending' }, tx);
        await repo.setOrganizationStatus(organizationId, 'pending', tx);
        return submission;
      });
      deps.onOrganizationChange(organizationId);
      return row;
    },

    async number(organizationId: string, phoneNumberId: string): Promise<{ kycStatus: string; submission: SubmissionRow | null }> {
      const [kycStatus, submission] = await Promise.all([repo.numberStatus(organizationId, phoneNumberId), repo.latest(organizationId, 'number', phoneNumberId)]);
      if (kycStatus === null) throw notFound('phone_number', phoneNumberId);
      return { kycStatus, submission };
    },

    /** Files a number's end-user KYC; refused (409) while one is pending. */
    async submitNumber(organizationId: string, phoneNumberId: string, body: Record<string, unknown>): Promise<SubmissionRow> {
      return db.transaction(async (tx) => {
        const status = await repo.numberStatus(organizationId, phoneNumberId, tx, true);
        if (status === null) throw notFound('phone_number', phoneNumberId);
        if (status === 'pending') throw conflict('a KYC submission is already pending review for this number', { kyc_status: status });
        const submission = await repo.insert({ organizationId, id: randomUUID(), kind: 'number', phoneNumberId, body, status: 'pending' }, tx);
        await repo.setNumberStatus(organizationId, phoneNumberId, 'pending', tx);
        return submission;
      });
    },

    list: (filter: { status?: string; kind?: SubmissionKind; limit: number; offset: number }) => repo.listAll(filter),

    /** The operator's decision; a submission already decided is 409. */
    async decide(origin: EventOrigin, submissionId: string, decision: 'approved' | 'rejected', reason: string | null): Promise<SubmissionRow> {
      const found = await repo.findById(submissionId);
      if (found === null) throw notFound('kyc_submission', submissionId);
      const row = await db.transaction(async (tx) => {
        const decided = await repo.decide(found.organizationId, submissionId, decision, reason, tx);
        if (decided === null) throw conflict('the submission has already been decided', { id: submissionId });
        if (decided.kind === 'organization') await repo.setOrganizationStatus(decided.organizationId, decision, tx);
        else if (decided.phoneNumberId !== null) await repo.setNumberStatus(decided.organizationId, decided.phoneNumberId, decision, tx);
        await deps.events.decided(origin, decided, tx);
        return decided;
      });
      if (row.kind === 'organization') deps.onOrganizationChange(row.organizationId);
      return row;
    },
  };
}

export type KycService = ReturnType<typeof createKycService>;
