import { Type } from 'typebox';

export const LookupOperator = Type.Object({
  mcc: Type.String({ description: 'mobile country code' }),
  mnc: Type.String({ description: 'mobile network code, leading zeros kept' }),
  plmn: Type.String({ description: 'MCC + MNC' }),
  region: Type.String({ description: 'region code: EU, AF, AS, LA, NA or OC' }),
  country: Type.String(),
  iso: Type.String({ description: 'ISO 3166-1 alpha-2' }),
  dial_code: Type.String(),
  dial_codes: Type.Array(Type.String()),
  operator: Type.String(),
  brand: Type.Union([Type.String(), Type.Null()]),
  tadig: Type.Union([Type.String(), Type.Null()], { description: 'null: the data set does not know TADIG codes' }),
  bands: Type.Union([Type.String(), Type.Null()]),
});

export const LookupQuery = Type.Object({
  mcc: Type.Optional(Type.String({ pattern: '^\\d{3}$', description: 'three digits' })),
  mnc: Type.Optional(Type.String({ pattern: '^\\d{2,3}$', description: 'two or three digits' })),
  plmn: Type.Optional(Type.String({ pattern: '^\\d{5,6}$', description: 'MCC + MNC, five or six digits' })),
});

export const ByCountryQuery = Type.Object({
  iso: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$', description: 'ISO 3166-1 alpha-2' })),
  dial_code: Type.Optional(Type.String({ pattern: '^\\+?\\d{1,4}$', description: 'country calling code, e.g. 44 or +1' })),
});

export const SearchQuery = Type.Object({
  query: Type.String({ minLength: 2, maxLength: 100 }),
  iso: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$' })),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
});

export const LookupAnswer = Type.Intersect([
  LookupOperator,
  Type.Object({ countries: Type.Array(Type.String(), { description: 'every country (alpha-2) where this PLMN is used; the first is the answer' }) }),
]);

export const ByCountryAnswer = Type.Object({
  iso: Type.Union([Type.String(), Type.Null()], { description: 'null when a dial code is shared by several countries' }),
  dial_code: Type.String(),
  countries: Type.Array(Type.String()),
  count: Type.Integer(),
  operators: Type.Array(LookupOperator),
});

export const SearchAnswer = Type.Object({
  query: Type.String(),
  iso: Type.Union([Type.String(), Type.Null()]),
  limit: Type.Integer(),
  count: Type.Integer(),
  operators: Type.Array(LookupOperator),
});

const PairItem = Type.Object(
  { mcc: Type.String({ pattern: '^\\d{3}$' }), mnc: Type.String({ pattern: '^\\d{2,3}$' }) },
  { additionalProperties: false },
);
const PlmnItem = Type.Object({ plmn: Type.String({ pattern: '^\\d{5,6}$' }) }, { additionalProperties: false });

export const BulkLookupBody = Type.Object(
  { items: Type.Array(Type.Union([PairItem, PlmnItem]), { minItems: 1, maxItems: 10_000 }) },
  { additionalProperties: false, examples: [{ items: [{ mcc: '262', mnc: '01' }, { plmn: '23415' }] }] },
);

export const BulkJob = Type.Object({
  job_id: Type.String({ format: 'uuid' }),
  status: Type.Union([Type.Literal('processing'), Type.Literal('completed')]),
  total_count: Type.Integer(),
  processed_count: Type.Integer({ description: 'items done, found or not' }),
  failed_count: Type.Integer({ description: 'items done without a result' }),
  created_at: Type.String({ format: 'date-time' }),
  completed_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  items: Type.Array(
    Type.Object({
      mcc: Type.Optional(Type.String()),
      mnc: Type.Optional(Type.String()),
      plmn: Type.Optional(Type.String()),
      status: Type.Union([Type.Literal('pending'), Type.Literal('completed'), Type.Literal('failed')]),
      result: Type.Union([LookupOperator, Type.Null()]),
      error: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
});
