// The API's shape of a KYC submission, built from its row (the routes and the events).

import type { SubmissionRow } from './kyc.repo.ts';

export const toSubmission = (s: SubmissionRow) => ({
  id: s.id,
  kind: s.kind as 'organization' | 'number',
  phone_number_id: s.phoneNumberId,
  status: s.status as 'pending' | 'approved' | 'rejected',
  reason: s.reason,
  details: s.body as Record<string, unknown>,
  decided_at: s.decidedAt === null ? null : s.decidedAt.toISOString(),
  created_at: s.createdAt.toISOString(),
  updated_at: s.updatedAt.toISOString(),
});
