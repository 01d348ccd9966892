// Know-your-customer submissions: bodies, answers and the
// operator's review, validation and OpenAPI from one source.
import { Type } from 'typebox';
import { NumbersPageQuery } from '../numbers/numbers.paging.ts';

const Text = (max: number, description?: string) => Type.String({ minLength: 1, maxLength: max, pattern: '\\S', ...(description && { description }) });
const CountryIso = Type.String({ pattern: '^[A-Z]{2}$', minLength: 2, maxLength: 2, description: 'ISO 3166-1 alpha-2, upper case' });

export const Address = Type.Object(
  {
    line1: Text(200),
    city: Text(100),
    postal_code: Text(20),
    country_iso: CountryIso,
  },
  { additionalProperties: false },
);

export const OrganizationKycBody = Type.Object(
  {
    legal_name: Text(200, 'registered legal name'),
    registration_number: Text(64, 'company registration number'),
    country_iso: CountryIso,
    address: Address,
    contact_email: Type.String({ format: 'email', minLength: 3, maxLength: 254 }),
  },
  { additionalProperties: false },
);

export const NumberKycBody = Type.Object(
  {
    end_user_name: Text(200, 'the person or company that uses the number'),
    address: Address,
  },
  { additionalProperties: false },
);

export const KycStatus = Type.Union([Type.Literal('none'), Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]);
export const SubmissionStatus = Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]);
export const SubmissionKind = Type.Union([Type.Literal('organization'), Type.Literal('number')]);

export const Submission = Type.Object({
  id: Type.String({ format: 'uuid' }),
  kind: SubmissionKind,
  phone_number_id: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
  status: SubmissionStatus,
  reason: Type.Union([Type.String(), Type.Null()], { description: "the operator's reason, when given" }),
  details: Type.Record(Type.String(), Type.Unknown(), { description: 'the submitted body' }),
  decided_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});

export const OrganizationKyc = Type.Object({
  kyc_status: KycStatus,
  submission: Type.Union([Submission, Type.Null()], { description: 'the latest submission' }),
});

export const NumberKyc = Type.Object({
  phone_number_id: Type.String({ format: 'uuid' }),
  kyc_status: KycStatus,
  submission: Type.Union([Submission, Type.Null()], { description: 'the latest submission' }),
});

export const AdminSubmission = Type.Object({ organization_id: Type.String({ format: 'uuid' }), ...Submission.properties });

export const AdminKycQuery = Type.Object({ status: Type.Optional(SubmissionStatus), kind: Type.Optional(SubmissionKind), ...NumbersPageQuery });

export const AdminKycList = Type.Object({ submissions: Type.Array(AdminSubmission), page: Type.Integer(), per_page: Type.Integer(), total: Type.Integer() });

export const Decision = Type.Object(
  {
    decision: Type.Union([Type.Literal('approved'), Type.Literal('rejected')]),
    reason: Type.Optional(Type.String({ minLength: 1, maxLength: 1000 })),
  },
  { additionalProperties: false },
);

export const SubmissionIdParams = Type.Object({ submissionId: Type.String({ format: 'uuid', maxLength: 36 }) });
export const PhoneNumberIdParams = Type.Object({ phoneNumberId: Type.String({ format: 'uuid', maxLength: 36 }) });
