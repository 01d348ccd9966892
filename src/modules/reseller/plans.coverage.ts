// Plan coverage for a detailed map: every covered country with the operators of the
// platform's operator catalogue (datasets/operators.json, the source the connectivity
// catalogue is seeded from, so operator ids are the catalogue's ids) and the network
// types each runs. Network types come only from the data set's `bands` text; an operator
// without band data gets an empty list rather than a guess.

import { operatorDataset, type OperatorRecord } from '../operators/operators.dataset.ts';
import { countryName, regionOf, type RegionCode } from '../../lib/regions.ts';

export const networkTypes = ['2G', '3G', '4G', '5G', 'NB-IoT', 'LTE-M'] as const;
export type NetworkType = (typeof networkTypes)[number];

// Each `/`-separated part of `bands` names one technology and its frequencies, e.g.
// "GSM 900 / UMTS 2100 / LTE 800 / 5G 3500"; the part's first word is the technology.
// Left out on purpose: GSM-R (railway-only), CDMA/cdmaOne, AMPS, iDEN, TETRA, WiMAX and
// the like: networks an eSIM of these plans cannot use, so listing them would mislead.
const technologies: ReadonlyMap<string, NetworkType> = new Map([
  ['GSM', '2G'],
  ['UMTS', '3G'],
  ['UTMS', '3G'], // a misspelling the source carries
  ['UMTS-TDD', '3G'],
  ['WCDMA', '3G'],
  ['W-CDMA', '3G'],
  ['HSPA', '3G'],
  ['HSPA+', '3G'],
  ['TD-SCDMA', '3G'],
  ['CDMA2000', '3G'],
  ['LTE', '4G'],
  ['LTE450', '4G'],
  ['TD-LTE', '4G'],
  ['5G', '5G'],
  ['NR', '5G'],
  ['5G-NR', '5G'],
  ['TD-5G', '5G'],
  ['NB-IOT', 'NB-IoT'],
  ['LTE-M', 'LTE-M'],
  ['CAT-M1', 'LTE-M'],
]);

function technologyOf(part: string): NetworkType | undefined {
  // "LTE?" marks an unconfirmed band; "TD-LTE-2300" glues the frequency on.
  const word = (part.trim().split(/\s+/)[0] ?? '').toUpperCase().replace(/\?$/, '').replace(/^(TD-LTE)-\d+$/, '$1');
  return technologies.get(word);
}

/** The network types named in an operator's `bands` text, in generation order. */
export function networkTypesOf(bands: string | null): NetworkType[] {
  if (bands === null) return [];
  const found = new Set<NetworkType>();
  for (const part of bands.split('/')) {
    const type = technologyOf(part);
    if (type !== undefined) found.add(type);
  }
  return networkTypes.filter((t) => found.has(t));
}

export interface CoverageOperator {
  id: string;
  name: string;
  brand: string | null;
  mcc: string;
  mnc: string;
  network_types: NetworkType[];
}

export interface CountryCoverage {
  iso: string;
  name: string;
  region: RegionCode | null;
  operators: CoverageOperator[];
}

let byCountry: Map<string, CoverageOperator[]> | null = null;

// Networks the data set marks as shut down are not coverage; "Unknown" status stays
// (most of the source's small networks carry it).
const isLive = (r: OperatorRecord): boolean => r.status !== 'Not operational';

function index(): Map<string, CoverageOperator[]> {
  if (byCountry !== null) return byCountry;
  const map = new Map<string, CoverageOperator[]>();
  for (const r of operatorDataset().records) {
    if (!isLive(r)) continue;
    const list = map.get(r.iso) ?? [];
    list.push({ id: r.id, name: r.operator, brand: r.brand, mcc: r.mcc, mnc: r.mnc, network_types: networkTypesOf(r.bands) });
    map.set(r.iso, list);
  }
  for (const list of map.values()) list.sort((a, b) => a.name.localeCompare(b.name, 'en') || a.mcc.localeCompare(b.mcc) || a.mnc.localeCompare(b.mnc));
  byCountry = map;
  return map;
}

/** Every country of a plan with its operators, in the plan's (sorted) country order. */
export function coverageOf(countries: readonly string[]): CountryCoverage[] {
  const ix = index();
  return countries.map((iso) => ({ iso, name: countryName(iso), region: regionOf(iso), operators: ix.get(iso) ?? [] }));
}
