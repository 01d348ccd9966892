import { type TSchema, Type } from 'typebox';
import { PageQuery, Paginated, SearchText, SortOrder } from '../../lib/pagination.ts';
import { CoverageSummary, Uuid } from '../coverages/coverages.schemas.ts';
import { CompatibilityZone } from '../operators/operators.schemas.ts';

const Timestamp = Type.String({ format: 'date-time' });
const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

export const limitActions = [
  'throttle_256kbps',
  'throttle_384kbps',
  'throttle_512kbps',
  'throttle_1mbps',
  'throttle_2mbps',
  'throttle_5mbps',
  'throttle_10mbps',
  'throttle_20mbps',
] as const;

export const LimitAction = Type.Enum(limitActions, { description: 'LimitAction' });
export const BaseThrottle = Type.Enum(['unlimited', ...limitActions], { description: '`unlimited` (no throttle) or a LimitAction' });
export const ActivationType = Type.Enum(['immediate', 'on_first_data_usage']);
export const ReactivationTrigger = Type.Enum(['expiry', 'exhaustion', 'expiry_or_exhaustion'], {
  description: 'renewal trigger; whether a plan has one is fixed at creation',
});
export const NotificationType = Type.Enum(['data_consumption_absolute', 'data_consumption_relative', 'activation', 'expiration']);

const IncludedDataMb = Type.Integer({ minimum: 0, maximum: 10_000_000, description: 'bundled data in MB' });
const ValidityDays = Type.Integer({ minimum: 1, maximum: 3650, description: 'validity from activation, in days' });
const Name = Type.String({ minLength: 1, maxLength: 200 });
const Description = Type.String({ maxLength: 1000 });
const MaxReactivations = Type.Integer({ minimum: -1, maximum: 100_000, description: '-1 means unlimited' });
const Message = Type.String({ minLength: 1, maxLength: 85, description: 'SMS text, 1 to 85 characters' });
const Threshold = Nullable(
  Type.Number({ description: 'data_consumption_absolute: MB above 0; data_consumption_relative: percent 1 to 100; activation and expiration: null' }),
);

export const DataCap = Type.Object(
  {
    threshold_mb: Type.Integer({ minimum: 0, maximum: 10_000_000, description: 'at most the plan’s included_data_mb' }),
    period: Type.Enum(['daily', 'monthly']),
    period_multiplier: Type.Integer({ minimum: 1, maximum: 1000 }),
    action: LimitAction,
  },
  { additionalProperties: false, description: 'fires when usage reaches threshold_mb within period x period_multiplier' },
);

export const Notification = Type.Object({
  id: Type.String({ format: 'uuid' }),
  type: NotificationType,
  message: Type.String(),
  threshold: Type.Union([Type.Number(), Type.Null()]),
});

/** A plan of the connectivity API. */
export const Plan = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  coverage: CoverageSummary,
  included_data_mb: Type.Integer(),
  validity_days: Type.Integer(),
  base_throttle: BaseThrottle,
  activation_type: ActivationType,
  description: Type.Union([Type.String(), Type.Null()]),
  data_cap: Type.Union([
    Type.Object({ threshold_mb: Type.Integer(), period: Type.Enum(['daily', 'monthly']), period_multiplier: Type.Integer(), action: LimitAction }),
    Type.Null(),
  ]),
  reactivation_trigger: Type.Union([ReactivationTrigger, Type.Null()]),
  max_reactivations: Type.Union([Type.Integer(), Type.Null()]),
  notifications: Type.Array(Notification),
  compatibility_zones: Type.Array(CompatibilityZone, { description: 'the coverage’s zones' }),
  created_at: Timestamp,
  updated_at: Timestamp,
});

export const PlanList = Paginated(Plan);

export const CreateNotification = Type.Object(
  { type: NotificationType, message: Message, threshold: Type.Optional(Threshold) },
  { additionalProperties: false },
);

export const UpdateNotification = Type.Object(
  { message: Message, threshold: Type.Optional(Threshold) },
  { additionalProperties: false, description: 'threshold left out keeps the current one' },
);

export const CreatePlan = Type.Object(
  {
    name: Name,
    coverage_id: Uuid,
    included_data_mb: IncludedDataMb,
    validity_days: ValidityDays,
    activation_type: ActivationType,
    base_throttle: BaseThrottle,
    description: Type.Optional(Nullable(Description)),
    data_cap: Type.Optional(Nullable(DataCap)),
    notifications: Type.Optional(Type.Array(CreateNotification, { maxItems: 4, description: 'at most one per type' })),
    reactivation_trigger: Type.Optional(Nullable(ReactivationTrigger)),
    max_reactivations: Type.Optional(Nullable(MaxReactivations)),
  },
  {
    additionalProperties: false,
    examples: [
      {
        name: 'Europe 5 GB / 30 days',
        coverage_id: '3f2b8c1e-5d4a-4e7b-9c61-0a2d4e6f8b90',
        included_data_mb: 5120,
        validity_days: 30,
        activation_type: 'immediate',
        base_throttle: 'unlimited',
      },
    ],
  },
);

/** Merge semantics: a field left out is unchanged; null clears description, data_cap and max_reactivations. */
export const UpdatePlan = Type.Object(
  {
    name: Type.Optional(Name),
    description: Type.Optional(Nullable(Description)),
    coverage_id: Type.Optional(Uuid),
    included_data_mb: Type.Optional(IncludedDataMb),
    validity_days: Type.Optional(ValidityDays),
    base_throttle: Type.Optional(BaseThrottle),
    data_cap: Type.Optional(Nullable(DataCap)),
    activation_type: Type.Optional(ActivationType),
    reactivation_trigger: Type.Optional(Nullable(ReactivationTrigger)),
    max_reactivations: Type.Optional(Nullable(MaxReactivations)),
  },
  { additionalProperties: false },
);

const Bound = (max: number) => Type.Integer({ minimum: 0, maximum: max });

export const PlanListQuery = Type.Object({
  ...PageQuery,
  sort_by: Type.Enum(['name', 'created_at', 'updated_at', 'included_data_mb', 'validity_days'], { default: 'updated_at' }),
  sort_order: Type.Optional(SortOrder),
  base_throttle: Type.Optional(BaseThrottle),
  reactivation_trigger: Type.Optional(ReactivationTrigger),
  coverage_id: Type.Optional(Uuid),
  operator_ids: Type.Optional(Type.Array(Uuid, { maxItems: 100, description: 'repeatable; plans whose coverage holds any of them' })),
  compatibility_zones: Type.Optional(Type.Array(CompatibilityZone, { maxItems: 9, description: 'repeatable; matches any' })),
  min_included_data_mb: Type.Optional(Bound(10_000_000)),
  max_included_data_mb: Type.Optional(Bound(10_000_000)),
  min_validity_days: Type.Optional(Bound(3650)),
  max_validity_days: Type.Optional(Bound(3650)),
  search: Type.Optional(SearchText({ maxLength: 200, description: 'case-insensitive substring of the name, description or id' })),
  for_link_id: Type.Optional(Uuid),
});

export const PlanIdParams = Type.Object({ plan_id: Uuid });
export const NotificationIdParams = Type.Object({ plan_id: Uuid, notification_id: Uuid });
