// TypeBox schemas of the `/v1` plan catalogue: the operator's side under /admin and the
// reseller's side under /v1. Every string has a bound and every array a size limit.

import { Type } from 'typebox';
import { MAX_PRICE } from '../../lib/money.ts';

export const CoverageType = Type.Union([Type.Literal('local'), Type.Literal('regional'), Type.Literal('global')], {
  description: 'local: one country; regional: several; global: worldwide',
});
export const RegionCode = Type.Union(
  [Type.Literal('EU'), Type.Literal('AF'), Type.Literal('AS'), Type.Literal('LA'), Type.Literal('NA'), Type.Literal('OC')],
  { description: 'EU, AF, AS, LA (Latin America and the Caribbean), NA or OC' },
);
export const Provider = Type.Union([Type.Literal('alpha'), Type.Literal('beta')]);
const NetworkType = Type.Union([Type.Literal('2G'), Type.Literal('3G'), Type.Literal('4G'), Type.Literal('5G'), Type.Literal('NB-IoT'), Type.Literal('LTE-M')]);
export const Slug = Type.String({ pattern: '^[a-z0-9]([a-z0-9-]{0,62}[a-z0-9])?$', maxLength: 64, description: 'lower-case letters, digits and inner hyphens' });
const PlanName = Type.String({ minLength: 1, maxLength: 200 });
const ProviderPlanId = Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9._:/-]*$', maxLength: 100, description: "the provider's id of the plan" });
const CountryIn = Type.String({ pattern: '^[A-Za-z]{2}$', maxLength: 2, description: 'ISO 3166-1 alpha-2; upper-cased' });
const Countries = Type.Array(CountryIn, { minItems: 1, maxItems: 300, description: 'covered countries; upper-cased and deduplicated' });
const PositiveMoney = Type.String({ pattern: '^\\d{1,14}(\\.\\d{1,6})?$', maxLength: 21, description: `decimal amount as a string, above 0 and at most ${MAX_PRICE}, at most 6 decimals` });
const Currency = Type.String({ pattern: '^[A-Z]{3}$', maxLength: 3, description: 'ISO 4217' });
const Excluded = Type.Array(Type.String({ format: 'uuid', maxLength: 36 }), { maxItems: 1000, description: 'organisations a global plan is not offered to' });
const DataMb = Type.Integer({ minimum: 1, maximum: 10_000_000 });
const ValidityDays = Type.Integer({ minimum: 1, maximum: 3650 });

export const PlanIdParams = Type.Object({ id: Type.String({ format: 'uuid', maxLength: 36 }) });

export const CreateResellerPlan = Type.Object(
  {
    name: PlanName,
    provider_plan_id: ProviderPlanId,
    data_mb: DataMb,
    validity_days: ValidityDays,
    sponsor_profile: Slug,
    coverage_type: CoverageType,
    countries: Countries,
    retail_price: PositiveMoney,
    currency: Currency,
    enabled: Type.Boolean(),
    organization_id: Type.Optional(Type.Union([Type.String({ format: 'uuid', maxLength: 36 }), Type.Null()], { description: 'absent or null: a global plan' })),
    excluded_organizations: Type.Optional(Excluded),
  },
  { additionalProperties: false },
);

export const UpdateResellerPlan = Type.Object(
  {
    name: Type.Optional(PlanName),
    provider_plan_id: Type.Optional(ProviderPlanId),
    data_mb: Type.Optional(DataMb),
    validity_days: Type.Optional(ValidityDays),
    sponsor_profile: Type.Optional(Slug),
    coverage_type: Type.Optional(CoverageType),
    countries: Type.Optional(Countries),
    retail_price: Type.Optional(PositiveMoney),
    currency: Type.Optional(Currency),
    enabled: Type.Optional(Type.Boolean()),
    excluded_organizations: Type.Optional(Excluded),
  },
  { additionalProperties: false, minProperties: 1 },
);

export const AdminPlansQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  page_size: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  organization_id: Type.Optional(
    Type.Union([Type.String({ format: 'uuid', maxLength: 36 }), Type.Literal('global')], { description: "an organisation's plans, or `global`" }),
  ),
  enabled: Type.Optional(Type.Boolean()),
  coverage_type: Type.Optional(CoverageType),
  sponsor_profile: Type.Optional(Slug),
  provider_plan_id: Type.Optional(ProviderPlanId),
});

const Coverage = Type.Object({
  country_count: Type.Integer({ minimum: 0 }),
  countries: Type.Array(Type.String(), { description: 'ISO 3166-1 alpha-2, sorted' }),
});

/** The plan object of `/v1`, exactly these fields. */
export const Plan = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  provider_plan_id: Type.String(),
  data_mb: Type.Integer(),
  validity_days: Type.Integer(),
  sponsor_profile: Type.String(),
  coverage_type: CoverageType,
  regions: Type.Array(RegionCode, { description: 'regions holding at least one covered country' }),
  coverage: Coverage,
  retail_price: Type.String({ description: 'decimal string' }),
  currency: Type.String(),
  is_global: Type.Boolean({ description: 'false: a plan of the caller\'s own organisation' }),
});

/** The operator's view: the plan object plus ownership, exclusions and state. */
export const AdminResellerPlan = Type.Object({
  ...Plan.properties,
  organization_id: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
  excluded_organizations: Type.Array(Type.String({ format: 'uuid' })),
  enabled: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});

export const PlansQuery = Type.Object({
  region: Type.Optional(RegionCode),
  coverage_type: Type.Optional(CoverageType),
  sponsor_profile: Type.Optional(Slug),
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  per_page: Type.Integer({ minimum: 1, maximum: 100, default: 20, description: '1 to 100' }),
});

export const PlanList = Type.Object({
  items: Type.Array(Plan),
  page: Type.Integer({ minimum: 1 }),
  per_page: Type.Integer({ minimum: 1 }),
  total: Type.Integer({ minimum: 0 }),
  total_pages: Type.Integer({ minimum: 0 }),
});

export const PlanCoverage = Type.Object({
  plan_id: Type.String({ format: 'uuid' }),
  country_count: Type.Integer({ minimum: 0 }),
  countries: Type.Array(
    Type.Object({
      iso: Type.String({ description: 'ISO 3166-1 alpha-2' }),
      name: Type.String(),
      region: Type.Union([RegionCode, Type.Null()], { description: 'null for Antarctica' }),
      operators: Type.Array(
        Type.Object({
          id: Type.String({ format: 'uuid', description: "the operator catalogue's id" }),
          name: Type.String(),
          brand: Type.Union([Type.String(), Type.Null()]),
          mcc: Type.String(),
          mnc: Type.String(),
          network_types: Type.Array(NetworkType, { description: 'from the operator data\'s bands; empty when unknown' }),
        }),
      ),
    }),
  ),
});

export const Regions = Type.Object({
  items: Type.Array(
    Type.Object({
      code: RegionCode,
      label: Type.String(),
      country_count: Type.Integer({ minimum: 0 }),
      countries: Type.Array(Type.String(), { description: 'ISO 3166-1 alpha-2, sorted' }),
    }),
  ),
});

export const SponsorProfileParams = Type.Object({ name: Slug });

export const PutSponsorProfile = Type.Object(
  {
    provider: Provider,
    base_plan: Type.String({ minLength: 1, maxLength: 100, pattern: '^\\S(.*\\S)?$', description: "the provider's base plan the eSIM is created with" }),
  },
  { additionalProperties: false },
);

export const SponsorProfile = Type.Object({
  name: Type.String(),
  provider: Provider,
  base_plan: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
