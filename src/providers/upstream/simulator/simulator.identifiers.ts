// The numbering plan of the simulated providers. Every identifier a delivered SIM
// carries is derived from one per-provider serial, so identifiers are unique without
// extra tables and look like the real ones (ICCID with its Luhn digit, IMSI under the
// provider's home network, an E.164 MSISDN, an EID with its ISO 7064 check digits).

import { randomInt } from 'node:crypto';
import { type CompatibilityZone, type ProviderName, zoneFamilies } from '../upstream.port.ts';

interface NumberingPlan {
  /** Digits 1-6 of the ICCID: industry 89, country 49, issuer. */
  iccidPrefix: string;
  /** MCC + MNC of the provider's home network (unassigned codes of the shared MCC 901). */
  homeNetwork: string;
  /** The MSISDN block: the prefix is followed by seven serial digits. */
  msisdnPrefix: string;
  eidIssuer: string;
}

const plans: Record<ProviderName, NumberingPlan> = {
  alpha: { iccidPrefix: '894901', homeNetwork: '90107', msisdnPrefix: '+491520', eidIssuer: '01' },
  beta: { iccidPrefix: '894902', homeNetwork: '90109', msisdnPrefix: '+491760', eidIssuer: '02' },
};

/** Seven MSISDN digits per provider bound the serials one provider can issue. */
export const maxSerial = 9_999_999;

/** Price the network charges per MB of data and per mobile-terminated SMS, in EUR. */
export const tariff = { currency: 'EUR', dataPerMb: '0.002', smsMt: '0.01' } as const;

/** The radio access technology the simulated network always serves on. */
export const servingNetworkType = '4G';

export function luhnCheckDigit(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    // The digit next to the check digit is doubled, then every second one.
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

export function isValidIccid(iccid: string): boolean {
  return /^89\d{17}$/.test(iccid) && luhnCheckDigit(iccid.slice(0, -1)) === iccid.slice(-1);
}

export function iccidOf(provider: ProviderName, serial: number): string {
  const body = plans[provider].iccidPrefix + String(serial).padStart(12, '0');
  return body + luhnCheckDigit(body);
}

export function imsiOf(provider: ProviderName, serial: number): string {
  return plans[provider].homeNetwork + String(serial).padStart(10, '0');
}

export function msisdnOf(provider: ProviderName, serial: number): string {
  return plans[provider].msisdnPrefix + String(serial).padStart(7, '0');
}

/** Sender of network-originated SMS: serial 0 of the block, never given to a SIM. */
export function serviceNumberOf(provider: ProviderName): string {
  return msisdnOf(provider, 0);
}

export function homeNetworkOf(provider: ProviderName): string {
  return plans[provider].homeNetwork;
}

/** 32 digits whose value modulo 97 is 1 (ISO/IEC 7064 MOD 97-10, as GSMA SGP.02 requires). */
export function eidOf(provider: ProviderName, serial: number): string {
  const body = '89049032' + plans[provider].eidIssuer + String(serial).padStart(20, '0');
  const check = 98n - ((BigInt(body) * 100n) % 97n);
  return body + String(check).padStart(2, '0');
}

const matchingIdAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** SGP.22 activation code: format 1, the provider's SM-DP+ address, a random matching id. */
export function activationCodeFor(provider: ProviderName): string {
  const groups: string[] = [];
  for (let g = 0; g < 4; g++) {
    let group = '';
    for (let i = 0; i < 5; i++) group += matchingIdAlphabet[randomInt(matchingIdAlphabet.length)];
    groups.push(group);
  }
  return `LPA:1$smdp.${provider}.example$${groups.join('-')}`;
}

/**
 * The compatibility zones of a SIM, derived from its ICCID so that they never need
 * storing: the first zone of the provider's family always, plus the other zones whose
 * bit is set in (the six serial digits before the check digit) mod 2^(family size - 1).
 * Consecutive serials therefore run through every combination (16 for alpha, 8 for beta).
 */
export function zonesOfIccid(provider: ProviderName, iccid: string): CompatibilityZone[] {
  const family = zoneFamilies[provider];
  const digits = iccid.slice(-7, -1);
  const bits = /^\d+$/.test(digits) ? Number(digits) % 2 ** (family.length - 1) : 0;
  return family.filter((_, i) => i === 0 || (bits & (1 << (i - 1))) !== 0);
}

/** A stable pick from a list, keyed by the ICCID, so a SIM stays on one operator. */
export function pickFor<T>(iccid: string, items: readonly T[]): T | null {
  if (items.length === 0) return null;
  let h = 0;
  for (const ch of iccid) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return items[h % items.length] ?? null;
}
