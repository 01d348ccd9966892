import { Type } from 'typebox';
import { SearchText } from '../../lib/pagination.ts';
import type { CompatibilityZone as Zone } from '../../providers/upstream/upstream.port.ts';
import type { SimRow } from './sims.repo.ts';

export const SimStatus = Type.Union([Type.Literal('inactive'), Type.Literal('active'), Type.Literal('suspended'), Type.Literal('terminated')]);
export const SimType = Type.Union([Type.Literal('physical'), Type.Literal('eSIM')]);
export const CompatibilityZone = Type.Union([
  Type.Literal('magenta'),
  Type.Literal('cyan'),
  Type.Literal('brown'),
  Type.Literal('amber'),
  Type.Literal('violet'),
  Type.Literal('coral'),
  Type.Literal('teal'),
  Type.Literal('slate'),
  Type.Literal('ivory'),
]);
export const EsimProfileStatus = Type.Union([
  Type.Literal('installed'),
  Type.Literal('downloaded'),
  Type.Literal('enabled'),
  Type.Literal('disabled'),
  Type.Literal('deleted'),
  Type.Literal('error'),
]);
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

/** The link a SIM is bound to, as embedded in the SIM. */
export const SimLink = Type.Object({ id: Type.String({ format: 'uuid' }), name: Nullable(Type.String()) });

/** A SIM of the organisation's inventory. */
export const Sim = Type.Object({
  id: Type.String({ format: 'uuid' }),
  iccid: Type.String({ description: 'printed serial number' }),
  status: SimStatus,
  sim_type: SimType,
  is_attached: Type.Boolean({ description: 'upstream-reported attach state (distinct from the link binding)' }),
  msisdn: Nullable(Type.String()),
  imsi: Nullable(Type.String()),
  imei: Nullable(Type.String({ description: 'last seen IMEI' })),
  eid: Nullable(Type.String({ description: 'eUICC id; null for physical SIMs' })),
  compatibility_zones: Type.Array(CompatibilityZone),
  esim_profile_status: Nullable(EsimProfileStatus),
  link: Nullable(SimLink),
  created_at: Type.String({ format: 'date-time', description: 'first sync into the service' }),
  updated_at: Type.String({ format: 'date-time', description: 'last sync update' }),
});

type SimStatusValue = 'inactive' | 'active' | 'suspended' | 'terminated';
type EsimProfileStatusValue = 'installed' | 'downloaded' | 'enabled' | 'disabled' | 'deleted' | 'error';

/** Shapes a stored SIM for the API; `link` is the bound link when the caller knows it. */
export function toSim(row: SimRow, link: { id: string; name: string | null } | null = null) {
  return {
    id: row.id,
    iccid: row.iccid,
    status: row.status as SimStatusValue,
    sim_type: row.simType as 'physical' | 'eSIM',
    is_attached: row.isAttached,
    msisdn: row.msisdn,
    imsi: row.imsi,
    imei: row.imei,
    eid: row.eid,
    compatibility_zones: row.compatibilityZones as Zone[],
    esim_profile_status: row.esimProfileStatus as EsimProfileStatusValue | null,
    link,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export const DeliverSims = Type.Object(
  {
    count: Type.Integer({ minimum: 1, maximum: 1000, description: 'how many SIMs the provider delivers' }),
    sim_type: SimType,
    provider: Type.Optional(Type.Union([Type.Literal('alpha'), Type.Literal('beta')], { description: 'upstream provider; default alpha' })),
  },
  { additionalProperties: false },
);

export const SimList = Type.Object({
  items: Type.Array(Sim),
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  page_size: Type.Integer({ minimum: 1 }),
  pages: Type.Integer({ minimum: 0 }),
  total_pages: Type.Integer({ minimum: 0 }),
});

export const SimListQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1, description: '1-based page number' }),
  page_size: Type.Integer({ minimum: 1, maximum: 100, default: 20, description: 'items per page (1 to 100)' }),
  sort_by: Type.Union([Type.Literal('iccid'), Type.Literal('status'), Type.Literal('created_at'), Type.Literal('updated_at')], { default: 'updated_at' }),
  sort_order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
  status: Type.Optional(SimStatus),
  sim_type: Type.Optional(SimType),
  compatibility_zones: Type.Optional(Type.Array(CompatibilityZone, { maxItems: 9, description: 'repeatable; matches any' })),
  search: Type.Optional(SearchText({ maxLength: 200, description: 'case-insensitive substring of the id, ICCID, MSISDN, IMSI, IMEI or EID' })),
  for_plan_id: Type.Optional(
    Type.String({
      format: 'uuid',
      pattern: '^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$',
      maxLength: 36,
      description: "SIMs that can run the plan (any of its zones); replaces compatibility_zones",
    }),
  ),
});

export const SimIdParams = Type.Object({
  sim_id: Type.String({ format: 'uuid', pattern: '^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$', maxLength: 36 }),
});

/** The eSIM installation view; every field is null for a physical SIM. */
export const EsimProfile = Type.Object({
  activation_code: Nullable(Type.String({ description: 'the raw LPA activation code (SGP.22)' })),
  qr_code_svg: Nullable(Type.String({ description: 'the activation code as a QR code, inline SVG markup' })),
  android_deeplink: Nullable(Type.String({ description: 'Android universal link that opens the eSIM installer' })),
  ios_deeplink: Nullable(Type.String({ description: 'iOS universal link that opens the eSIM installer' })),
});
