// The API's shape of an activation, built from its record (the routes and the events).

import type { Static } from 'typebox';
import { formatMoney } from '../../lib/money.ts';
import type { ActivationRecord } from './activations.repo.ts';
import type { Activation } from './activations.schemas.ts';

type ActivationBody = Static<typeof Activation>;

/** MiB in the platform's one decimal-string form (as links' total_used_mib): "1000.00", "12.50", "0.123456". */
const mibOf = (stored: string): string => formatMoney(stored);

export function toActivation({ activation: a, plan }: ActivationRecord): ActivationBody {
  return {
    id: a.id,
    plan: { id: plan.id, name: plan.name, included_data_mb: plan.includedDataMb, validity_days: plan.validityDays },
    status: a.status as ActivationBody['status'],
    source: a.source as ActivationBody['source'],
    activated_at: a.activatedAt?.toISOString() ?? null,
    expires_at: a.expiresAt?.toISOString() ?? null,
    usage: { allocated_mib: mibOf(a.allocatedMib), remaining_mib: mibOf(a.remainingMib), used_mib: mibOf(a.usedMib) },
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
  };
}
