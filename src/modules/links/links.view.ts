// The API's shape of a link, built from a stored record; never the row as it is.

import type { Static } from 'typebox';
import { formatMoney } from '../../lib/money.ts';
import { summaryOf } from '../operators/operators.service.ts';
import type { LinkRecord } from './links.repo.ts';
import type { Link } from './links.schemas.ts';

type LinkBody = Static<typeof Link>;

const iso = (d: Date | null): string | null => (d === null ? null : d.toISOString());

export function toLink({ link, sim, operator }: LinkRecord): LinkBody {
  return {
    id: link.id,
    name: link.name,
    status: link.status as LinkBody['status'],
    compatibility_zones: link.compatibilityZones as LinkBody['compatibility_zones'],
    sim:
      sim === null
        ? null
        : { id: sim.id, iccid: sim.iccid, sim_type: sim.simType as 'physical' | 'eSIM', msisdn: sim.msisdn, imei: sim.imei },
    usage: { total_used_mib: formatMoney(link.totalUsedMib), activation_count: link.activationCount },
    network_status: {
      connected: link.networkConnected,
      rat: (link.networkRat ?? 'unknown') as LinkBody['network_status']['rat'],
      operator: operator === null ? null : summaryOf(operator),
      country: link.networkCountry,
      last_seen_at: iso(link.networkLastSeenAt),
      refreshed_at: iso(link.networkRefreshedAt),
    },
    barred_network_types: link.barredNetworkTypes as LinkBody['barred_network_types'],
    imei_lock: link.imeiLock,
    throttle: link.throttle,
    meta: link.meta as Record<string, unknown>,
    created_at: link.createdAt.toISOString(),
    updated_at: link.updatedAt.toISOString(),
  };
}
