// Money is a decimal string on the wire and numeric(20,6) in the database. It is never a
// JavaScript float: arithmetic happens in SQL or on BigInt micro-units here.

import { invalid } from './errors.ts';

const SCALE = 6;
const FACTOR = 10n ** BigInt(SCALE);
export const moneyPattern = '^-?\\d{1,14}(\\.\\d{1,6})?$';
const moneyRe = new RegExp(moneyPattern);

/**
 * The bounds of money an operator sets (docs/operations.md#money-bounds). numeric(20,6)
 * holds up to 10^14; these keep every sum the platform makes far below that: a balance is
 * at most MAX_BALANCE plus the refunds of charges in flight, a top-up at most 20 prices,
 * a month's link fees a price times the organisation's links.
 */
export const MAX_PRICE = '1000000';
/** One credit to a wallet. */
export const MAX_CREDIT = '1000000000';
/** The balance a credit may bring a wallet to. */
export const MAX_BALANCE = '1000000000000';

/** Throws validation_error (422) naming `field` when `value` is above `max`. */
export function atMost(field: string, value: string, max: string): string {
  if (toMicros(value) > toMicros(max)) throw invalid(`${field} must be at most ${max}`, { field, maximum: max });
  return value;
}

export function isMoney(value: string): boolean {
  return moneyRe.test(value);
}

/** Decimal string to micro-units. Throws on anything that is not a plain decimal. */
export function toMicros(value: string): bigint {
  if (!isMoney(value)) throw new Error(`not a decimal amount: ${value}`);
  const negative = value.startsWith('-');
  const [whole, frac = ''] = (negative ? value.slice(1) : value).split('.') as [string, string?];
  const micros = BigInt(whole) * FACTOR + BigInt(frac.padEnd(SCALE, '0'));
  return negative ? -micros : micros;
}

export function fromMicros(micros: bigint): string {
  const negative = micros < 0n;
  const abs = negative ? -micros : micros;
  const whole = abs / FACTOR;
  let frac = (abs % FACTOR).toString().padStart(SCALE, '0').replace(/0+$/, '');
  if (frac.length < 2) frac = frac.padEnd(2, '0');
  return `${negative ? '-' : ''}${whole}.${frac}`;
}

/** A non-negative numeric(20,6) as PostgreSQL writes it: its whole part and its six decimals. */
const storedRe = /^(0|[1-9]\d{0,13})\.(\d{6})$/;

/** Canonical wire form of a stored numeric: at least two decimals, no trailing zeros beyond. */
export function formatMoney(value: string | null | undefined): string {
  // Every link and wallet answer formats one: the stored form is trimmed as text, without
  // the BigInt round trip (which gives the same string).
  const stored = storedRe.exec(value ?? '');
  if (stored !== null) return `${stored[1]}.${(stored[2] as string).replace(/0{1,4}$/, '')}`;
  return fromMicros(toMicros(value ?? '0'));
}

/** Wire form of a price or fee with exactly six decimals (`"0.040000"`), as the phone-number document shows them. */
export function sixDecimals(value: string): string {
  const micros = toMicros(value);
  const negative = micros < 0n;
  const abs = negative ? -micros : micros;
  return `${negative ? '-' : ''}${abs / FACTOR}.${(abs % FACTOR).toString().padStart(SCALE, '0')}`;
}

export function negate(value: string): string {
  return fromMicros(-toMicros(value));
}
