import { Type } from 'typebox';
import { PageQuery, Paginated, SortOrder } from '../../lib/pagination.ts';
import { Uuid } from '../coverages/coverages.schemas.ts';

const Timestamp = Type.String({ format: 'date-time' });
const Mib = Type.String({ pattern: '^-?\\d+(\\.\\d+)?$', description: 'MiB as a decimal string' });

export const activationStatuses = ['active', 'expired', 'exhausted', 'removed'] as const;
export const activationSources = ['manual', 'resubscription'] as const;
export const activationSortFields = ['created_at', 'updated_at', 'status', 'activated_at', 'expires_at'] as const;

/** An activation: a plan running on a link. */
export const Activation = Type.Object({
  id: Type.String({ format: 'uuid' }),
  plan: Type.Object({
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    included_data_mb: Type.Integer({ minimum: 0 }),
    validity_days: Type.Integer({ minimum: 1 }),
  }),
  status: Type.Enum(activationStatuses),
  source: Type.Enum(activationSources, { description: 'manual (customer-initiated) or resubscription (automatic renewal)' }),
  activated_at: Type.Union([Timestamp, Type.Null()], { description: 'null until the provider has started the plan' }),
  expires_at: Type.Union([Timestamp, Type.Null()], { description: 'null while the plan has no fixed end (not started yet)' }),
  usage: Type.Object(
    { allocated_mib: Mib, remaining_mib: Mib, used_mib: Mib },
    { description: 'zero until the first usage snapshot; used_mib = allocated_mib - remaining_mib' },
  ),
  created_at: Timestamp,
  updated_at: Timestamp,
});

export const ActivationList = Paginated(Activation);

export const ActivationListQuery = Type.Object({
  ...PageQuery,
  sort_by: Type.Enum(activationSortFields, { default: 'created_at', description: 'default: newest created first' }),
  sort_order: Type.Optional(SortOrder),
  status: Type.Optional(Type.Enum(['active', 'expired', 'exhausted', 'removed'], { description: 'removed activations are never listed, so `removed` answers an empty page' })),
  plan_id: Type.Optional(Uuid),
  source: Type.Optional(Type.Enum(activationSources)),
});

export const CreateActivation = Type.Object({ plan_id: Uuid }, { additionalProperties: false });

export const LinkIdParams = Type.Object({ link_id: Uuid });
export const ActivationIdParams = Type.Object({ link_id: Uuid, activation_id: Uuid });
