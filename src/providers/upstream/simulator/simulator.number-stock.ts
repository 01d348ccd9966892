// The simulated provider's number inventory and price list. The stock is virtual: each
// offering (country and type) is a deterministic sequence of numbers that
// libphonenumber-js (max metadata) accepts as valid for that country and type; only
// held and ordered numbers have rows (sim_net_numbers). A sequence is built on first
// use and kept.

import { type NumberType as LibNumberType, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { fromMicros, sixDecimals, toMicros } from '../../../lib/money.ts';
import type { NumberType, SmsPrice, TrafficDirection } from '../numbers.port.ts';

interface OfferingSpec {
  /** National significant number: a prefix, then digits up to `length`. */
  prefix: string;
  length: number;
  /** Fees in EUR. */
  connectionFee: string;
  monthlyFee: string;
  trafficDirection: TrafficDirection;
  /** libphonenumber-js types a number of the offering may have. */
  libTypes: readonly LibNumberType[];
}

interface CountrySpec {
  callingCode: string;
  offerings: Partial<Record<NumberType, OfferingSpec>>;
  /** SMS prices in EUR. */
  sms: { outboundPerSegment: string; inboundPerMessage: string };
}

/** An offering of a kind: its traffic direction and the number types libphonenumber-js gives its numbers. */
const kinds = {
  mobile: { trafficDirection: 'inbound_and_outbound', libTypes: ['MOBILE', 'FIXED_LINE_OR_MOBILE'] },
  local: { trafficDirection: 'inbound_and_outbound', libTypes: ['FIXED_LINE', 'FIXED_LINE_OR_MOBILE'] },
  // Toll-free numbers receive; they cannot originate SMS, as with real carriers in these countries.
  toll_free: { trafficDirection: 'inbound_only', libTypes: ['TOLL_FREE'] },
} as const satisfies Record<NumberType, Pick<OfferingSpec, 'trafficDirection' | 'libTypes'>>;

const offer =
  (kind: NumberType) =>
  (prefix: string, length: number, connectionFee: string, monthlyFee: string): OfferingSpec => ({ prefix, length, connectionFee, monthlyFee, ...kinds[kind] });
const mobile = offer('mobile');
const local = offer('local');
const tollFree = offer('toll_free');

const countries: Record<string, CountrySpec> = {
  DE: {
    callingCode: '49',
    offerings: { mobile: mobile('1512', 11, '1.00', '2.50'), local: local('30', 10, '1.00', '1.50'), toll_free: tollFree('800', 10, '10.00', '15.00') },
    sms: { outboundPerSegment: '0.075', inboundPerMessage: '0.0075' },
  },
  GB: {
    callingCode: '44',
    offerings: { mobile: mobile('7400', 10, '1.00', '2.00'), local: local('20', 10, '1.00', '1.25'), toll_free: tollFree('800', 10, '10.00', '12.00') },
    sms: { outboundPerSegment: '0.04', inboundPerMessage: '0.0075' },
  },
  FR: {
    callingCode: '33',
    offerings: { mobile: mobile('6', 9, '1.00', '2.50'), local: local('1', 9, '1.00', '1.50'), toll_free: tollFree('80', 9, '10.00', '15.00') },
    sms: { outboundPerSegment: '0.085', inboundPerMessage: '0.0075' },
  },
  ES: {
    callingCode: '34',
    offerings: { mobile: mobile('6', 9, '1.00', '2.25'), local: local('91', 9, '1.00', '1.50'), toll_free: tollFree('900', 9, '10.00', '14.00') },
    sms: { outboundPerSegment: '0.07', inboundPerMessage: '0.0075' },
  },
  NL: {
    callingCode: '31',
    offerings: { mobile: mobile('61', 9, '1.00', '2.50'), local: local('20', 9, '1.00', '1.50'), toll_free: tollFree('800', 10, '10.00', '15.00') },
    sms: { outboundPerSegment: '0.09', inboundPerMessage: '0.0075' },
  },
  US: {
    callingCode: '1',
    offerings: { mobile: mobile('415', 10, '1.00', '1.15'), local: local('212', 10, '1.00', '1.15'), toll_free: tollFree('800', 10, '2.00', '2.15') },
    sms: { outboundPerSegment: '0.0079', inboundPerMessage: '0.0079' },
  },
};

/** Currencies the provider prices in: units of each per EUR, in micros. */
const eurRates: Record<string, bigint> = { EUR: 1_000_000n, USD: 1_080_000n, GBP: 850_000n };

/** Numbers per offering: enough that digit searches find something. */
const STOCK_CANDIDATES = 5000;

export interface Offering {
  countryIso: string;
  numberType: NumberType;
  trafficDirection: TrafficDirection;
  /** The offering's numbers in E.164, in stock order. */
  stock: readonly string[];
  /** EUR fees. */
  connectionFee: string;
  monthlyFee: string;
}

const built = new Map<string, Offering>();

function buildStock(spec: OfferingSpec, callingCode: string, countryIso: string): string[] {
  const rest = spec.length - spec.prefix.length;
  const modulus = 10 ** rest;
  const out: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < STOCK_CANDIDATES; i++) {
    // A stride coprime with the modulus spreads the numbers over the whole range.
    const digits = String((i * 7919 + 1_234_567) % modulus).padStart(rest, '0');
    const e164 = `+${callingCode}${spec.prefix}${digits}`;
    if (seen.has(e164)) continue;
    seen.add(e164);
    const parsed = parsePhoneNumberFromString(e164);
    if (parsed === undefined || parsed.country !== countryIso || !parsed.isValid()) continue;
    const type = parsed.getType();
    if (type === undefined || !spec.libTypes.includes(type)) continue;
    out.push(e164);
  }
  return out;
}

/** The offering of a country and type, or null when the provider has none. */
export function offeringOf(countryIso: string, numberType: NumberType): Offering | null {
  const iso = countryIso.toUpperCase();
  const key = `${iso}:${numberType}`;
  const hit = built.get(key);
  if (hit !== undefined) return hit;
  const country = countries[iso];
  const spec = country?.offerings[numberType];
  if (country === undefined || spec === undefined) return null;
  const offering: Offering = {
    countryIso: iso,
    numberType,
    trafficDirection: spec.trafficDirection,
    stock: buildStock(spec, country.callingCode, iso),
    connectionFee: spec.connectionFee,
    monthlyFee: spec.monthlyFee,
  };
  built.set(key, offering);
  return offering;
}

/** The offering a number of the stock belongs to (by its country and type), if any. */
/** The numbers of a country's stock with their offering, indexed on first use (the stock is fixed). */
const offeringsByNumber = new Map<string, Map<string, Offering>>();

/** Every number of the countries indexed so far: a number of the stock is found without parsing it. */
const indexedNumbers = new Map<string, Offering>();

export function offeringOfNumber(e164: string): Offering | null {
  const known = indexedNumbers.get(e164);
  if (known !== undefined) return known;
  const parsed = parsePhoneNumberFromString(e164);
  if (parsed?.country === undefined) return null;
  const country = countries[parsed.country];
  if (country === undefined) return null;
  let index = offeringsByNumber.get(parsed.country);
  if (index === undefined) {
    index = new Map();
    for (const type of Object.keys(country.offerings) as NumberType[]) {
      const offering = offeringOf(parsed.country, type);
      if (offering !== null) for (const n of offering.stock) index.set(n, offering);
    }
    offeringsByNumber.set(parsed.country, index);
    for (const [n, offering] of index) indexedNumbers.set(n, offering);
  }
  return index.get(e164) ?? null;
}

export const pricedCurrencies = (): string[] => Object.keys(eurRates);

/** An EUR amount in `currency`, rounded to the cent, as a six-decimal string; null for a currency the provider does not price in. */
export function priceIn(eurAmount: string, currency: string): string | null {
  const rate = eurRates[currency];
  if (rate === undefined) return null;
  const micros = (toMicros(eurAmount) * rate) / 1_000_000n;
  // Fees are rounded to the cent, SMS prices to a tenth of a cent below one cent.
  const step = micros >= 10_000n ? 10_000n : 100n;
  const rounded = ((micros + step / 2n) / step) * step;
  return sixDecimals(fromMicros(rounded));
}


/** SMS prices of every country the provider offers numbers in; null for an unpriced currency. */
export function smsPricesIn(currency: string): SmsPrice[] | null {
  if (eurRates[currency] === undefined) return null;
  return Object.entries(countries)
    .map(([countryIso, c]) => ({
      countryIso,
      outboundPerSegment: priceIn(c.sms.outboundPerSegment, currency) as string,
      inboundPerMessage: priceIn(c.sms.inboundPerMessage, currency) as string,
    }))
    .sort((a, b) => a.countryIso.localeCompare(b.countryIso));
}
