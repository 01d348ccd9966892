// Why a phone number is refused, in words a caller can act on: a number that is not
// written in E.164 is told so, and one that is E.164 but not a number of its country
// names the country (docs/numbers.md#send-an-sms).

import { countries, type TCountryCode } from 'countries-list';
import { getCountries, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';

const e164 = /^\+[1-9]\d{1,14}$/;

let callingCodes: Map<string, string[]> | null = null;
/** The countries of each country calling code, from libphonenumber's metadata. */
function countriesByCallingCode(): Map<string, string[]> {
  if (callingCodes !== null) return callingCodes;
  callingCodes = new Map();
  for (const country of getCountries()) {
    const code = getCountryCallingCode(country);
    callingCodes.set(code, [...(callingCodes.get(code) ?? []), country]);
  }
  return callingCodes;
}

const nameOf = (iso: string): string => `${countries[iso as TCountryCode]?.name ?? iso} (${iso})`;

/** "A", "A or B", "A, B or C". */
function either(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/** The country of a valid E.164 number (null for a non-geographic one), or why it is not one. */
export function checkPhoneNumber(value: string): { ok: true; countryIso: string | null } | { ok: false; problem: string } {
  if (!e164.test(value)) return { ok: false, problem: 'must be a phone number in E.164 format: + and the country code, then up to 14 digits, such as +4915123456789' };
  const parsed = parsePhoneNumberFromString(value);
  if (parsed !== undefined && parsed.number === value && parsed.isValid()) return { ok: true, countryIso: parsed.country ?? null };
  const digits = value.slice(1);
  const code = [1, 2, 3].map((n) => digits.slice(0, n)).find((c) => countriesByCallingCode().has(c));
  if (code === undefined) return { ok: false, problem: `is written in E.164 format, but ${value} does not start with a country calling code` };
  const possible = parsed?.getPossibleCountries() ?? [];
  const named = possible.length > 0 ? possible : (countriesByCallingCode().get(code) ?? []);
  const where = named.length > 6 ? `any country of calling code +${code}` : either(named.map(nameOf));
  return { ok: false, problem: `is written in E.164 format, but ${value} is not a valid phone number in ${where}` };
}
