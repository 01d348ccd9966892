// The reseller API's six region codes, derived from a maintained country-to-continent
// data set (the `countries-list` package) instead of a hand-typed table, so a new or
// renamed country arrives with a package update.

import { type ICountry, type TContinentCode, countries } from 'countries-list';

export const regionCodes = ['EU', 'AF', 'AS', 'LA', 'NA', 'OC'] as const;
export type RegionCode = (typeof regionCodes)[number];

export const regionLabels: Readonly<Record<RegionCode, string>> = {
  EU: 'Europe',
  AF: 'Africa',
  AS: 'Asia',
  LA: 'Latin America and the Caribbean',
  NA: 'North America',
  OC: 'Oceania',
};

/** UN M49 "Northern America" (021): the NA-continent countries that stay NA. */
export const northernAmerica: ReadonlySet<string> = new Set(['BM', 'CA', 'GL', 'PM', 'US']);

const byContinent: Readonly<Record<TContinentCode, RegionCode | null>> = {
  EU: 'EU',
  AF: 'AF',
  AS: 'AS',
  OC: 'OC',
  SA: 'LA',
  NA: 'NA',
  AN: null,
};

/**
 * The region of a data-set country, from its main continent: EU, AF, AS and OC stay,
 * SA (South America) is LA, and NA is NA only for Northern America as the UN M49
 * geoscheme defines it (region 021: Bermuda, Canada, Greenland, Saint Pierre and
 * Miquelon, United States); every other NA country is Mexico, Central America or the
 * Caribbean: LA. The data set has no sub-continent field, so the short M49 list is the
 * one named exception, and a new Caribbean territory lands in LA without a code change.
 * AN (Antarctica, also Bouvet Island, Heard Island, South Georgia, French Southern
 * Territories) has no region: a country there is valid in a plan but matches no region.
 * Transcontinental countries (Russia, Turkey, Georgia, Azerbaijan, Kazakhstan, Egypt)
 * take their main continent only, so every country is in at most one region.
 */
export function regionRule(iso: string, continent: TContinentCode): RegionCode | null {
  const region = byContinent[continent];
  if (region === 'NA' && !northernAmerica.has(iso)) return 'LA';
  return region;
}

/**
 * Codes of the data set that ISO 3166-1 reserves exceptionally rather than assigns, which
 * are no countries here: AC (Ascension) and TA (Tristan da Cunha), both part of Saint
 * Helena (SH), the code a plan names. The data set's other codes are ISO 3166-1's
 * assigned ones and Kosovo's user-assigned XK, which operators, numbering plans and
 * every carrier's tables use.
 */
export const exceptionallyReserved: ReadonlySet<string> = new Set(['AC', 'TA']);

const table = countries as Readonly<Record<string, ICountry>>;
const regionOfCountry = new Map<string, RegionCode | null>();
const countriesOfRegion = new Map<RegionCode, string[]>(regionCodes.map((r) => [r, []]));
for (const iso of Object.keys(table).sort()) {
  if (exceptionallyReserved.has(iso)) continue;
  const region = regionRule(iso, (table[iso] as ICountry).continent);
  regionOfCountry.set(iso, region);
  if (region !== null) countriesOfRegion.get(region)?.push(iso);
}

/** True for an assigned ISO 3166-1 alpha-2 code (upper case) the data set knows, and Kosovo's XK. */
export const isCountry = (iso: string): boolean => regionOfCountry.has(iso);

/** The English short name of a known country. */
export const countryName = (iso: string): string => table[iso]?.name ?? iso;

/** The region of a country; null for Antarctica and for codes the data set does not know. */
export const regionOf = (iso: string): RegionCode | null => regionOfCountry.get(iso) ?? null;

/** The countries of a region, sorted. */
export const countriesIn = (region: RegionCode): readonly string[] => countriesOfRegion.get(region) ?? [];

/** The regions these countries touch, in the order of `regionCodes`. */
export function regionsOf(isos: readonly string[]): RegionCode[] {
  const hit = new Set(isos.map(regionOf));
  return regionCodes.filter((r) => hit.has(r));
}
