// TypeBox schemas of the `/v1` links. Every string has a bound and every array a size limit.

import { Type } from 'typebox';
import { SearchText } from '../../lib/pagination.ts';
import { Plan, PlanCoverage } from './plans.schemas.ts';

const Uuid = Type.String({ format: 'uuid', maxLength: 36 });
const DateTime = Type.String({ format: 'date-time' });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
const Money = Type.String({ description: 'decimal amount, as a string' });
const V1Status = Type.Union([Type.Literal('active'), Type.Literal('suspended'), Type.Literal('inactive')], {
  description: 'active: an active activation on an active endpoint; suspended: a monthly link fee went unpaid; inactive: no active activation left',
});

export const IdentifierParams = Type.Object({
  identifier: Type.String({ pattern: '^([0-9a-fA-F-]{36}|[0-9]{18,22})$', maxLength: 36, description: 'the link UUID or its eSIM ICCID' }),
});

export const CreateLinkBody = Type.Object(
  {
    plan_id: Uuid,
    name: Type.Optional(Type.String({ maxLength: 255 })),
  },
  { additionalProperties: false, examples: [{ plan_id: '3f2b8c1e-5d4a-4e7b-9c61-0a2d4e6f8b90', name: 'Travel eSIM for Alex' }] },
);

export const LinksQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  per_page: Type.Integer({ minimum: 1, maximum: 100, default: 20, description: '1 to 100' }),
  status: Type.Optional(V1Status),
  search: Type.Optional(SearchText({ minLength: 1, maxLength: 100, description: 'part of the ICCID, the name or the id' })),
});

export const HistoryQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  per_page: Type.Integer({ minimum: 1, maximum: 100, default: 15, description: '1 to 100' }),
});

export const NetworkQuery = Type.Object({
  live: Type.Boolean({ default: false, description: 'true: ask the provider now (and store the reading)' }),
});

export const ChangePlansBody = Type.Object(
  {
    add: Type.Optional(Type.Array(Uuid, { maxItems: 20, description: 'plan ids to top up with, each charged its retail_price' })),
    remove: Type.Optional(Type.Array(Uuid, { maxItems: 50, description: 'activation ids (activations[].id of the link detail)' })),
  },
  { additionalProperties: false, minProperties: 1 },
);

export const LinkItem = Type.Object({
  id: Uuid,
  name: Nullable(Type.String()),
  iccid: Nullable(Type.String()),
  status: V1Status,
  sponsor_profile: Type.String(),
  created_at: DateTime,
  updated_at: DateTime,
});

export const LinkList = Type.Object({
  items: Type.Array(LinkItem),
  page: Type.Integer({ minimum: 1 }),
  per_page: Type.Integer({ minimum: 1 }),
  total: Type.Integer({ minimum: 0 }),
  total_pages: Type.Integer({ minimum: 0 }),
});

export const Activation = Type.Object({
  id: Uuid,
  plan: Type.Object({ id: Uuid, name: Type.String(), data_mb: Type.Integer(), validity_days: Type.Integer() }),
  status: Type.Union([Type.Literal('active'), Type.Literal('expired'), Type.Literal('exhausted')]),
  data_used_mb: Type.Number(),
  data_remaining_mb: Type.Number(),
  coverage_countries: Type.Array(Type.String(), { description: 'ISO 3166-1 alpha-2' }),
  activated_at: Nullable(DateTime),
  expires_at: Nullable(DateTime),
  created_at: DateTime,
});

export const LinkDetail = Type.Object({
  ...LinkItem.properties,
  status: V1Status,
  activations: Type.Array(Activation),
  data_used_mb: Type.Number({ description: 'all activations, from the provider live' }),
  data_remaining_mb: Type.Number({ description: 'active activations, from the provider live' }),
  lpa_profile: Nullable(Type.String({ description: 'LPA activation string of the eSIM' })),
  apple_activation_url: Nullable(Type.String()),
  android_activation_url: Nullable(Type.String()),
  coverage_data: PlanCoverage.properties.countries,
});

export const TopupPlans = Type.Object({ items: Type.Array(Plan) });

export const Transaction = Type.Object({
  id: Uuid,
  type: Type.Union([Type.Literal('activation'), Type.Literal('topup'), Type.Literal('refund'), Type.Literal('monthly_link_fee')]),
  amount: Money,
  currency: Type.String(),
  plan_name: Nullable(Type.String()),
  charged_at: DateTime,
  charged_link_ids: Type.Array(Uuid, { description: 'monthly_link_fee: the links the fee paid for' }),
});

export const History = Type.Object({
  items: Type.Array(Transaction),
  page: Type.Integer({ minimum: 1 }),
  per_page: Type.Integer({ minimum: 1 }),
  total: Type.Integer({ minimum: 0 }),
  total_pages: Type.Integer({ minimum: 0 }),
});

export const NetworkStatus = Type.Object({
  cached: Type.Boolean(),
  as_of: Nullable(DateTime),
  connected: Type.Boolean(),
  rat: Nullable(Type.String()),
  operator: Nullable(Type.Object({ id: Uuid, name: Type.String(), country: Type.String() })),
  country: Nullable(Type.String({ description: 'ISO 3166-1 alpha-3' })),
  last_seen_at: Nullable(DateTime),
});

const SettlingStatus = Type.Union([Type.Literal('pending'), Type.Literal('completed'), Type.Literal('refunded')]);

/** The repair job of a purchase or top-up as the operator sees it; null once the queue pruned it. */
const RepairJobView = Nullable(
  Type.Object(
    {
      job_id: Uuid,
      status: Type.Union([Type.Literal('queued'), Type.Literal('running'), Type.Literal('succeeded'), Type.Literal('failed')]),
      attempts: Type.Integer({ minimum: 0 }),
      max_attempts: Type.Integer({ minimum: 1 }),
      run_at: DateTime,
      last_error: Nullable(Type.String()),
      finished_at: Nullable(DateTime),
    },
    { description: 'its repair job; null once the queue pruned it' },
  ),
);

/** The operator's view of a purchase (`/admin/reseller-purchases`). */
export const AdminPurchase = Type.Object({
  id: Uuid,
  organization_id: Uuid,
  status: SettlingStatus,
  plan_id: Uuid,
  plan_name: Type.String(),
  name: Nullable(Type.String()),
  iccid: Type.String({ description: 'the eSIM the provider issued for it' }),
  amount: Money,
  currency: Type.String(),
  link_id: Type.String({ format: 'uuid', description: 'the link the purchase records when it completes' }),
  failure_reason: Nullable(Type.String()),
  created_at: DateTime,
  updated_at: DateTime,
  repair: RepairJobView,
});

/** The operator's view of a top-up (`/admin/reseller-topups`). */
export const AdminTopup = Type.Object({
  id: Uuid,
  organization_id: Uuid,
  link_id: Uuid,
  status: SettlingStatus,
  plan_id: Uuid,
  plan_name: Type.String(),
  data_mb: Type.Integer({ minimum: 0 }),
  amount: Money,
  currency: Type.String(),
  created_at: DateTime,
  updated_at: DateTime,
  repair: RepairJobView,
});

/** The pending purchases' and top-ups' lists. */
export const AdminPendingQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  page_size: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  organization_id: Type.Optional(Uuid),
  older_than_seconds: Type.Integer({ minimum: 0, maximum: 315_360_000, default: 0, description: 'only purchases pending at least this long' }),
});

export const AdminPurchaseParams = Type.Object({ id: Uuid, purchase_id: Uuid });
export const AdminTopupParams = Type.Object({ id: Uuid, topup_id: Uuid });
