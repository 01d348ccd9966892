// `/numbers/kyc/organization` and `/numbers/{phoneNumberId}/kyc`, and the operator's
// review under `/admin/kyc`. HTTP mapping only.
import type { KycService } from './kyc.service.ts';
import type { RouteMount } from '../../http/surfaces/surface.ts';
import type { App } from '../../http/app.ts';
import { principalOf } from '../../http/auth/guard.ts';
import { adminRoute, originOf, read, write } from '../../http/auth/route-auth.ts';
import { ok } from '../../http/envelope.ts';
import { offsetOf } from '../numbers/numbers.paging.ts';
import type { SubmissionRow } from './kyc.repo.ts';
import { toSubmission } from './kyc.view.ts';
import {
  AdminKycList,
  AdminKycQuery,
  AdminSubmission,
  Decision,
  NumberKyc,
  NumberKycBody,
  OrganizationKyc,
  OrganizationKycBody,
  PhoneNumberIdParams,
  Submission,
  SubmissionIdParams,
} from './kyc.schemas.ts';

type Status = 'none' | 'pending' | 'approved' | 'rejected';

const toAdmin = (s: SubmissionRow) => ({ organization_id: s.organizationId, ...toSubmission(s) });
const data = <T>(d: T) => ({ success: true as const, data: d });

export async function kycRoutes(app: App, kyc: KycService): Promise<void> {
  app.get(
    '/kyc/organization',
    { config: read('numbers'), schema: { summary: "The organisation's KYC status and latest submission", response: { 200: ok(OrganizationKyc) } } },
    async (req) => {
      const k = await kyc.organization(principalOf(req).organizationId);
      return data({ kyc_status: k.kycStatus as Status, submission: k.submission === null ? null : toSubmission(k.submission) });
    },
  );

  app.post(
    '/kyc/organization',
    {
      config: write('numbers'),
      schema: {
        summary: "Submit the organisation's KYC",
        description: 'The submission and the organisation stay `pending` until the operator decides. 409 while one is pending or once approved.',
        body: OrganizationKycBody,
        response: { 201: ok(Submission) },
      },
    },
    async (req, reply) => reply.status(201).send(data(toSubmission(await kyc.submitOrganization(principalOf(req).organizationId, req.body)))),
  );

  app.get(
    '/:phoneNumberId/kyc',
    { config: read('numbers'), schema: { summary: "A number's KYC status and latest submission", params: PhoneNumberIdParams, response: { 200: ok(NumberKyc) } } },
    async (req) => {
      const k = await kyc.number(principalOf(req).organizationId, req.params.phoneNumberId);
      return data({
        phone_number_id: req.params.phoneNumberId,
        kyc_status: k.kycStatus as Status,
        submission: k.submission === null ? null : toSubmission(k.submission),
      });
    },
  );

  app.post(
    '/:phoneNumberId/kyc',
    {
      config: write('numbers'),
      schema: {
        summary: "Submit a number's end-user KYC",
        description: "The number's `kyc_status` is `pending` until the operator decides; a rejected number cannot send SMS. 409 while one is pending.",
        params: PhoneNumberIdParams,
        body: NumberKycBody,
        response: { 201: ok(Submission) },
      },
    },
    async (req, reply) =>
      reply.status(201).send(data(toSubmission(await kyc.submitNumber(principalOf(req).organizationId, req.params.phoneNumberId, req.body)))),
  );
}

export async function adminKycRoutes(app: App, kyc: KycService): Promise<void> {
  app.get(
    '/kyc',
    {
      config: adminRoute,
      schema: {
        summary: 'KYC submissions of every organisation',
        description: 'Oldest first; filter by `status` (e.g. `pending`, the review queue) and `kind`.',
        querystring: AdminKycQuery,
        response: { 200: AdminKycList },
      },
    },
    async (req) => {
      const { status, kind, page, per_page: perPage } = req.query;
      const { rows, total } = await kyc.list({ ...(status && { status }), ...(kind && { kind }), limit: perPage, offset: offsetOf(page, perPage) });
      return { submissions: rows.map(toAdmin), page, per_page: perPage, total };
    },
  );

  app.post(
    '/kyc/:submissionId/decision',
    {
      config: adminRoute,
      schema: {
        summary: 'Approve or reject a KYC submission',
        description: "Sets the submission and the organisation's (or the number's) `kyc_status`. A submission already decided is 409.",
        params: SubmissionIdParams,
        body: Decision,
        response: { 200: AdminSubmission },
      },
    },
    async (req) => toAdmin(await kyc.decide(originOf(req), req.params.submissionId, req.body.decision, req.body.reason ?? null)),
  );
}

/** KYC: the organisation's submissions, and the operator's review. */
export const kycMounts = (kyc: KycService): RouteMount[] => [
  { surface: 'numbers', register: (app) => kycRoutes(app, kyc) },
  { surface: 'admin', register: (app) => adminKycRoutes(app, kyc) },
];
