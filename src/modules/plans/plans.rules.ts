// The business rules of plans that need no database: the shape of the merged plan, the
// data cap against the allowance, the reactivation trigger's fixed presence and the
// notification thresholds. Breaking one is `validation_error` (a duplicate notification
// type is `duplicate_entity`); the schemas have already bounded every value.

import { AppError, invalid } from '../../lib/errors.ts';
import type { PlanAddonInput } from '../../providers/upstream/upstream.port.ts';
import type { NotificationRow } from './plans.notifications.repo.ts';
import type { PlanRow } from './plans.repo.ts';

export const maxIncludedDataMb = 10_000_000;

export type ActivationType = 'immediate' | 'on_first_data_usage';
export type ReactivationTrigger = 'expiry' | 'exhaustion' | 'expiry_or_exhaustion';
export type NotificationType = 'data_consumption_absolute' | 'data_consumption_relative' | 'activation' | 'expiration';

export interface DataCap {
  thresholdMb: number;
  period: 'daily' | 'monthly';
  periodMultiplier: number;
  action: string;
}

export interface NotificationInput {
  type: NotificationType;
  message: string;
  /** Absent and null are the same on create. */
  threshold?: number | null;
}

/** Everything a plan is, in the service's terms; null clears an optional field. */
export interface PlanSettings {
  name: string;
  coverageId: string;
  includedDataMb: number;
  validityDays: number;
  baseThrottle: string;
  activationType: ActivationType;
  description: string | null;
  dataCap: DataCap | null;
  reactivationTrigger: ReactivationTrigger | null;
  maxReactivations: number | null;
}

export interface PlanCreateInput extends Omit<PlanSettings, 'description' | 'dataCap' | 'reactivationTrigger' | 'maxReactivations'> {
  description?: string | null;
  dataCap?: DataCap | null;
  reactivationTrigger?: ReactivationTrigger | null;
  maxReactivations?: number | null;
  notifications?: NotificationInput[];
}

/** PATCH: undefined leaves a field as it is; null clears the fields that may be cleared. */
export type PlanUpdateInput = {
  [K in keyof PlanSettings]?: K extends 'description' | 'dataCap' | 'reactivationTrigger' | 'maxReactivations' ? PlanSettings[K] | null : PlanSettings[K];
};

export function settingsOf(row: PlanRow): PlanSettings {
  return {
    name: row.name,
    coverageId: row.coverageId,
    includedDataMb: row.includedDataMb,
    validityDays: row.validityDays,
    baseThrottle: row.baseThrottle,
    activationType: row.activationType as ActivationType,
    description: row.description,
    dataCap:
      row.capThresholdMb === null
        ? null
        : {
            thresholdMb: row.capThresholdMb,
            period: row.capPeriod as DataCap['period'],
            periodMultiplier: row.capPeriodMultiplier as number,
            action: row.capAction as string,
          },
    reactivationTrigger: row.reactivationTrigger as ReactivationTrigger | null,
    maxReactivations: row.maxReactivations,
  };
}

/** The stored columns of a plan's settings. */
export function columnsOf(s: PlanSettings) {
  return {
    name: s.name,
    coverageId: s.coverageId,
    includedDataMb: s.includedDataMb,
    validityDays: s.validityDays,
    baseThrottle: s.baseThrottle,
    activationType: s.activationType,
    description: s.description,
    capThresholdMb: s.dataCap?.thresholdMb ?? null,
    capPeriod: s.dataCap?.period ?? null,
    capPeriodMultiplier: s.dataCap?.periodMultiplier ?? null,
    capAction: s.dataCap?.action ?? null,
    reactivationTrigger: s.reactivationTrigger,
    maxReactivations: s.maxReactivations,
  };
}

/** What the provider is told of a plan: never its name or description. */
export function addonInputOf(s: PlanSettings): PlanAddonInput {
  return {
    allowanceMb: s.includedDataMb,
    validityDays: s.validityDays,
    activationType: s.activationType,
    throttle: s.baseThrottle,
    dataCap: s.dataCap === null ? null : { ...s.dataCap },
  };
}

export function sameAddonInput(a: PlanAddonInput, b: PlanAddonInput): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function checkDataCap(s: Pick<PlanSettings, 'includedDataMb' | 'dataCap'>): void {
  if (s.dataCap !== null && s.dataCap.thresholdMb > s.includedDataMb) {
    throw invalid('data_cap.threshold_mb must not exceed included_data_mb', {
      field: 'data_cap.threshold_mb',
      threshold_mb: s.dataCap.thresholdMb,
      included_data_mb: s.includedDataMb,
    });
  }
}

/** The trigger's presence is fixed at creation; only its value may change. */
export function checkTriggerChange(current: ReactivationTrigger | null, next: ReactivationTrigger | null | undefined): void {
  if (next === undefined) return;
  if (current === null && next !== null) {
    throw invalid('a reactivation trigger cannot be added to a plan created without one', { field: 'reactivation_trigger' });
  }
  if (current !== null && next === null) {
    throw invalid('the reactivation trigger cannot be removed from a plan created with one; change it to another value instead', {
      field: 'reactivation_trigger',
    });
  }
}

/** The stored threshold of a notification of `type`, or validation_error. */
export function thresholdFor(type: NotificationType, threshold: number | null | undefined): number | null {
  const fail = (message: string) => invalid(message, { field: 'threshold', type, threshold: threshold ?? null });
  switch (type) {
    case 'data_consumption_absolute':
      if (threshold === null || threshold === undefined) throw fail('a data_consumption_absolute notification needs a threshold in MB');
      if (!(threshold > 0) || threshold > maxIncludedDataMb) throw fail(`the threshold of a data_consumption_absolute notification is MB above 0 (at most ${maxIncludedDataMb})`);
      return threshold;
    case 'data_consumption_relative':
      if (threshold === null || threshold === undefined) throw fail('a data_consumption_relative notification needs a threshold in percent');
      if (!(threshold >= 1 && threshold <= 100)) throw fail('the threshold of a data_consumption_relative notification is a percentage from 1 to 100');
      return threshold;
    default:
      if (threshold !== null && threshold !== undefined) throw fail(`a notification of type ${type} has no threshold; send null or leave it out`);
      return null;
  }
}

export const duplicateNotification = (type: NotificationType): AppError =>
  new AppError('duplicate_entity', `the plan already has a ${type} notification`, { entity: 'notification', type });

/** Validates initial notifications: thresholds first, then one per type. */
export function checkInitialNotifications(inputs: readonly NotificationInput[]): Array<NotificationInput & { threshold: number | null }> {
  const checked = inputs.map((n) => ({ ...n, threshold: thresholdFor(n.type, n.threshold) }));
  const seen = new Set<NotificationType>();
  for (const n of checked) {
    if (seen.has(n.type)) throw duplicateNotification(n.type);
    seen.add(n.type);
  }
  return checked;
}

/** The documented notification object. */
export const toNotification = (n: NotificationRow) => ({
  id: n.id,
  type: n.type as NotificationType,
  message: n.message,
  threshold: n.threshold,
});
