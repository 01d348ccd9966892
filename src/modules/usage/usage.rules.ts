// What one usage reading means for one active activation, with no database and no
// network: its new usage and dates, the status it moves to, the plan notifications it
// now owes, and whether the plan
// renews it. Quantities are BigInt micro-units, never floats.

import { fromMicros, toMicros } from '../../lib/money.ts';
import type { UpstreamAddon } from '../../providers/upstream/upstream.port.ts';

const dayMs = 86_400_000;
const micro = 1_000_000n;

export type ActivationStatus = 'active' | 'expired' | 'exhausted' | 'removed';

/** An active activation as the snapshot locked it, with the plan rules it follows. */
export interface TrackedActivation {
  id: string;
  linkId: string;
  /** Null for a `/v1` reseller plan (no notifications, no renewal). */
  planId: string | null;
  upstreamAddonId: string | null;
  allocatedMib: string;
  remainingMib: string;
  usedMib: string;
  activatedAt: Date | null;
  expiresAt: Date | null;
  reactivationCount: number;
  notified: string[];
  validityDays: number;
  reactivationTrigger: string | null;
  maxReactivations: number | null;
}

export interface PlanNotification {
  id: string;
  type: string;
  message: string;
  threshold: number | null;
}

export interface ActivationState {
  allocatedMib: string;
  remainingMib: string;
  usedMib: string;
  activatedAt: Date | null;
  expiresAt: Date | null;
  status: ActivationStatus;
  notified: string[];
}

export interface Assessment {
  /** The new state, or null when nothing changed. */
  next: ActivationState | null;
  /** Notifications whose condition is met now and that were never sent. */
  owed: PlanNotification[];
  /** The plan asks for a new activation (source `resubscription`) in its place. */
  renew: boolean;
}

const sameTime = (a: Date | null, b: Date | null) => (a === null ? b === null : b !== null && a.getTime() === b.getTime());

/** Threshold in MB (a double) as micro-units. */
const mbMicros = (mb: number): bigint => BigInt(Math.round(mb * 1_000_000));

/** Does the plan's trigger fire on this end of the activation, with reactivations left in the chain? */
export function renews(a: Pick<TrackedActivation, 'reactivationTrigger' | 'maxReactivations' | 'reactivationCount'>, ended: ActivationStatus): boolean {
  const t = a.reactivationTrigger;
  const fires =
    (ended === 'expired' && (t === 'expiry' || t === 'expiry_or_exhaustion')) || (ended === 'exhausted' && (t === 'exhaustion' || t === 'expiry_or_exhaustion'));
  // No limit set (null) or -1: the plan renews for as long as it exists.
  const left = a.maxReactivations === null || a.maxReactivations === -1 || a.reactivationCount < a.maxReactivations;
  return fires && left;
}

function conditionMet(n: PlanNotification, s: ActivationState): boolean {
  const used = toMicros(s.usedMib);
  const allocated = toMicros(s.allocatedMib);
  switch (n.type) {
    case 'data_consumption_absolute':
      return n.threshold !== null && used >= mbMicros(n.threshold);
    case 'data_consumption_relative':
      // used / allocated >= threshold %, cross-multiplied to stay in integers.
      return n.threshold !== null && allocated > 0n && used * 100n * micro >= mbMicros(n.threshold) * allocated;
    case 'activation':
      return s.activatedAt !== null;
    case 'expiration':
      return s.status === 'expired';
    default:
      return false;
  }
}

/**
 * The activation after the provider's reading of its add-on at network time `now`.
 * Used data never goes back (a reading taken before a newer one that already
 * committed cannot undo it); the add-on's own end wins over the clock, and the clock
 * ends an add-on the provider has not yet marked.
 */
export function assess(a: TrackedActivation, addon: UpstreamAddon | undefined, now: Date, notifications: readonly PlanNotification[]): Assessment {
  if (addon === undefined) return { next: null, owed: [], renew: false };
  const allocated = toMicros(addon.allowanceMb);
  const reported = toMicros(addon.usedMb);
  const stored = toMicros(a.usedMib);
  // BigInt has no Math.max: the larger reading, then capped at the allowance.
  let used = stored;
  if (reported > used) used = reported;
  if (used > allocated) used = allocated;
  const remaining = allocated - used;
  const activatedAt = addon.activatedAt ?? a.activatedAt;
  const expiresAt = addon.expiresAt ?? (activatedAt === null ? null : new Date(activatedAt.getTime() + a.validityDays * dayMs));

  let status: ActivationStatus = 'active';
  if (addon.status === 'removed') status = 'removed';
  else if (addon.status === 'exhausted' || (allocated > 0n && remaining === 0n)) status = 'exhausted';
  else if (addon.status === 'expired' || (expiresAt !== null && expiresAt.getTime() <= now.getTime())) status = 'expired';

  const state: ActivationState = {
    allocatedMib: fromMicros(allocated),
    remainingMib: fromMicros(remaining),
    usedMib: fromMicros(used),
    activatedAt,
    expiresAt,
    status,
    notified: a.notified,
  };
  const owed = status === 'removed' ? [] : notifications.filter((n) => !a.notified.includes(n.id) && conditionMet(n, state));
  if (owed.length > 0) state.notified = [...a.notified, ...owed.map((n) => n.id)];

  const changed =
    status !== 'active' ||
    owed.length > 0 ||
    allocated !== toMicros(a.allocatedMib) ||
    remaining !== toMicros(a.remainingMib) ||
    used !== stored ||
    !sameTime(activatedAt, a.activatedAt) ||
    !sameTime(expiresAt, a.expiresAt);
  return { next: changed ? state : null, owed, renew: status !== 'removed' && status !== 'active' && renews(a, status) };
}
