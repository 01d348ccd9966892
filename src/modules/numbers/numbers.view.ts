// How catalogue and owned numbers look on the wire.
// Rows and provider records are never returned as they are.

import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { sixDecimals, toMicros } from '../../lib/money.ts';
import type { HeldNumber, NumberType, TrafficDirection } from '../../providers/upstream/numbers.port.ts';
import type { phoneNumbers } from './numbers.tables.ts';

export type PhoneNumberRow = typeof phoneNumbers.$inferSelect;


export const addMoney = (...values: string[]): string => {
  const total = values.reduce((sum, v) => sum + toMicros(v), 0n);
  return sixDecimals(`${total / 1_000_000n}.${(total % 1_000_000n).toString().padStart(6, '0')}`);
};

/** The national notation of an E.164 number (libphonenumber-js, full metadata); the E.164 form when it cannot be parsed. */
export function nationalFormat(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatNational() ?? e164;
}

export function toCatalogueNumber(h: HeldNumber) {
  return {
    id: h.holdId,
    e164: h.e164,
    phone_number: h.e164,
    national_format: nationalFormat(h.e164),
    country_iso: h.countryIso,
    number_type: h.numberType,
    connection_fee: sixDecimals(h.connectionFee),
    monthly_fee: sixDecimals(h.monthlyFee),
    total_fee: addMoney(h.connectionFee, h.monthlyFee),
    billing_period: 'monthly' as const,
    currency: h.currency,
    value_tier: 'standard' as const,
    traffic_direction: h.trafficDirection,
    expires_at: h.heldUntil.toISOString(),
  };
}

export type CatalogueNumberView = ReturnType<typeof toCatalogueNumber>;

/** The answer of a purchase (POST /numbers/): its order and the numbers as they were bought. */
export function toPurchaseAnswer(orderId: string, numbers: readonly PhoneNumberRow[]) {
  return { success: true as const, data: { order_id: orderId, phone_numbers: numbers.map(toOwnedNumber) } };
}

/** The owned-number object of every answer that carries one (purchase, list, get, release, routing). */
export function toOwnedNumber(row: PhoneNumberRow) {
  return {
    id: row.id,
    e164: row.e164,
    phone_number: row.e164,
    national_format: nationalFormat(row.e164),
    country_iso: row.countryIso,
    number_type: row.numberType as NumberType,
    connection_fee: sixDecimals(row.connectionFee),
    monthly_fee: sixDecimals(row.monthlyFee),
    total_fee: addMoney(row.connectionFee, row.monthlyFee),
    status: row.status as 'provisioning' | 'active' | 'suspended' | 'released' | 'failed',
    kyc_status: row.kycStatus,
    traffic_direction: row.trafficDirection as TrafficDirection,
    voice_endpoint_id: row.voiceEndpointId,
    sms_endpoint_id: row.smsEndpointId,
    next_billing_date: row.nextBillingDate,
    billing_period: 'monthly' as const,
    currency: row.currency,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export type OwnedNumberView = ReturnType<typeof toOwnedNumber>;

/** The calendar day of `at` (UTC) plus `months`, clamped to the month's last day (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(at: Date, months: number): string {
  const y = at.getUTCFullYear();
  const m = at.getUTCMonth() + months;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(at.getUTCDate(), last))).toISOString().slice(0, 10);
}

export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);
