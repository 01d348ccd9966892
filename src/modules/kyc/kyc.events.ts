// The KYC events (docs/events.md): the operator's decision on a submission, written in
// the transaction that records it.

import { Type } from 'typebox';
import type { Executor } from '../../db/client.ts';
import type { EventTypeDefinition } from '../events/events.catalogue.ts';
import type { EventOrigin } from '../events/events.origin.ts';
import type { EventWriter } from '../events/events.writer.ts';
import type { SubmissionRow } from './kyc.repo.ts';
import { Submission } from './kyc.schemas.ts';
import { toSubmission } from './kyc.view.ts';

export const kycEventTypes = {
  'kyc.decided': {
    resource: 'kyc_submission',
    description:
      "The operator approved or rejected a KYC submission of the organisation or of one of its numbers (POST /admin/kyc/{submissionId}/decision); the organisation's (or the number's) `kyc_status` is now the decision. `data` is the submission as the numbers API shows it; `previous` holds its status before.",
    data: Type.Object({ ...Submission.properties, status: Type.Union([Type.Literal('approved'), Type.Literal('rejected')]) }),
    previous: Type.Object({ status: Type.Literal('pending') }, { additionalProperties: false }),
  },
} as const satisfies Record<string, EventTypeDefinition>;

export function createKycEvents(deps: { events: EventWriter }) {
  return {
    async decided(origin: EventOrigin, submission: SubmissionRow, tx: Executor): Promise<void> {
      const data = toSubmission(submission) as ReturnType<typeof toSubmission> & { status: 'approved' | 'rejected' };
      await deps.events.write(tx, { organizationId: submission.organizationId, type: 'kyc.decided', resourceId: submission.id, data, previous: { status: 'pending' } }, origin);
    },
  };
}

export type KycEvents = ReturnType<typeof createKycEvents>;
