import { type TSchema, Type } from 'typebox';
import { PageQuery, Paginated, SearchText, SortOrder } from '../../lib/pagination.ts';
import { Uuid } from '../coverages/coverages.schemas.ts';
import { CompatibilityZone, OperatorSummary } from '../operators/operators.schemas.ts';
import { SimType } from '../sims/sims.schemas.ts';

const Timestamp = Type.String({ format: 'date-time' });
const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

export const linkStatuses = ['pre_active', 'active', 'suspended', 'hold'] as const;
export const LinkStatus = Type.Enum(linkStatuses, { description: 'removed links are never listed; reading one answers 410' });
export const NetworkType = Type.Enum(['2G', '3G', '4G', '5G', 'NB-IoT', 'LTE-M']);
const Alpha3 = Type.String({ pattern: '^[A-Za-z]{3}$', maxLength: 3, description: 'ISO 3166-1 alpha-3 country code' });

/** The SIM bound to a link. */
export const LinkSim = Type.Object({
  id: Type.String({ format: 'uuid' }),
  iccid: Type.String(),
  sim_type: SimType,
  msisdn: Nullable(Type.String()),
  imei: Nullable(Type.String({ description: 'last IMEI the platform observed' })),
});

export const NetworkStatus = Type.Object(
  {
    connected: Type.Boolean(),
    rat: Type.Enum(['2g_3g', '4g', '5g', 'unknown'], { description: 'ConnectedRAT' }),
    operator: Nullable(OperatorSummary),
    country: Nullable(Type.String({ description: "alpha-3 country of the operator the link was last seen on" })),
    last_seen_at: Nullable(Timestamp),
    refreshed_at: Nullable(Timestamp),
  },
  { description: 'last-known connectivity; GET /links/{link_id} refreshes it live while the link is active' },
);

/** A link: a SIM's connection, with its network state. */
export const Link = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Nullable(Type.String()),
  status: LinkStatus,
  compatibility_zones: Type.Array(CompatibilityZone, { description: 'the zones of the SIM bound last' }),
  sim: Nullable(LinkSim),
  usage: Type.Object({
    total_used_mib: Type.String({ description: 'decimal string' }),
    activation_count: Type.Integer({ minimum: 0, description: 'active activations' }),
  }),
  network_status: NetworkStatus,
  barred_network_types: Type.Array(NetworkType),
  imei_lock: Nullable(Type.String({ description: 'the IMEI the link is locked to' })),
  throttle: Nullable(Type.String({ description: 'the data-cap throttle the network applies now (a LimitAction), or null' })),
  meta: Type.Record(Type.String(), Type.Unknown()),
  created_at: Timestamp,
  updated_at: Timestamp,
});

export const LinkList = Paginated(Link);

const Name = Type.String({ minLength: 1, maxLength: 100, description: '1 to 100 characters' });

export const CreateLink = Type.Object(
  {
    name: Name,
    sim_id: Uuid,
    plan_ids: Type.Optional(
      Nullable(
        Type.Array(Uuid, {
          maxItems: 20,
          uniqueItems: true,
          description: 'plans activated at once (the link starts active); omit, null or [] for a pre_active link',
        }),
      ),
    ),
  },
  {
    additionalProperties: false,
    examples: [{ name: 'truck-0042', sim_id: '3f2b8c1e-5d4a-4e7b-9c61-0a2d4e6f8b90', plan_ids: ['7a1d9e20-4b3c-4f5e-8d6a-1c2b3e4f5a60'] }],
  },
);

export const UpdateLink = Type.Object(
  {
    name: Type.Optional(Nullable(Name)),
    meta: Type.Optional(
      Type.Record(Type.String(), Type.Unknown(), {
        description: 'full replace; {} clears; at most 10 root keys, nesting depth at most 3 (the root is 1)',
      }),
    ),
  },
  { additionalProperties: false, description: 'local-only edits; a field left out is unchanged' },
);

export const AttachSim = Type.Object({ sim_id: Uuid }, { additionalProperties: false });

export const NetworkBars = Type.Object(
  { network_types: Type.Array(NetworkType, { minItems: 1, maxItems: 6 }) },
  { additionalProperties: false },
);

export const SendSms = Type.Object({ message: Type.String({ minLength: 1, maxLength: 80 }) }, { additionalProperties: false });

export const LinkSmsMessage = Type.Object({
  id: Type.String({ format: 'uuid' }),
  message: Type.String(),
  status: Type.Enum(['sent', 'failed']),
  sent_at: Nullable(Timestamp),
  failure_reason: Nullable(Type.String()),
  created_at: Timestamp,
});

export const LinkSmsList = Paginated(LinkSmsMessage);

export const LinkSmsListQuery = Type.Object({
  ...PageQuery,
  sort_by: Type.Enum(['created_at', 'status'], { default: 'created_at' }),
  sort_order: Type.Optional(SortOrder),
});

export const CostsQuery = Type.Object({
  month: Type.Optional(
    Type.String({ pattern: '^[12][0-9]{3}-(0[1-9]|1[0-2])$', maxLength: 7, description: 'YYYY-MM (UTC); the current month when left out' }),
  ),
});

export const LinkCosts = Type.Object({
  link_id: Type.String({ format: 'uuid' }),
  period_start: Timestamp,
  period_end: Type.String({ format: 'date-time', description: 'exclusive: the first instant of the next month' }),
  currency: Type.String(),
  lines: Type.Array(
    Type.Object({
      service_name: Nullable(Type.Enum(['DATA', 'SMS-MO', 'SMS-MT', 'IOT'])),
      usage: Nullable(Type.String({ description: 'MB for DATA, a count otherwise' })),
      amount: Nullable(Type.String()),
      operators: Type.Array(OperatorSummary),
    }),
  ),
});

const Bool = Type.Boolean();

export const LinkListQuery = Type.Object({
  ...PageQuery,
  sort_by: Type.Enum(['name', 'status', 'created_at', 'updated_at'], { default: 'updated_at' }),
  sort_order: Type.Optional(SortOrder),
  status: Type.Optional(Type.Enum([...linkStatuses, 'removed'], { description: 'removed links are never listed, so `removed` answers an empty page' })),
  has_sim: Type.Optional(Bool),
  has_activations: Type.Optional(Type.Boolean({ description: 'links with (true) or without (false) an active activation' })),
  sim_type: Type.Optional(SimType),
  compatibility_zones: Type.Optional(Type.Array(CompatibilityZone, { maxItems: 9, description: 'repeatable; matches any' })),
  plan_id: Type.Optional(Uuid),
  coverage_id: Type.Optional(Uuid),
  countries: Type.Optional(
    Type.Array(Alpha3, { maxItems: 50, description: "repeatable; links whose SIM can work there (an operator of the link's zones is in the country)" }),
  ),
  network_country: Type.Optional(Alpha3),
  network_connected: Type.Optional(Bool),
  search: Type.Optional(SearchText({ maxLength: 200, description: "case-insensitive substring of the name, the id or the bound SIM's ICCID" })),
});

export const LinkIdParams = Type.Object({ link_id: Uuid });
