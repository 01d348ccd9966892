import { countries } from 'countries-list';
import { describe, expect, it } from 'vitest';
import { countriesIn, exceptionallyReserved, isCountry, northernAmerica, regionCodes, regionOf, regionRule, regionsOf } from './regions.ts';

describe('regions from the countries-list data set', () => {
  it('maps continents by the rule: SA and non-northern NA to LA, Antarctica to none', () => {
    expect(regionRule('BR', 'SA')).toBe('LA');
    expect(regionRule('MX', 'NA')).toBe('LA');
    expect(regionRule('US', 'NA')).toBe('NA');
    expect(regionRule('AQ', 'AN')).toBeNull();
    expect(['DE', 'KE', 'JP', 'AU', 'MX', 'GT', 'CU', 'PR', 'CA', 'AQ'].map(regionOf)).toEqual(['EU', 'AF', 'AS', 'OC', 'LA', 'LA', 'LA', 'LA', 'NA', null]);
  });

  it('keeps NA to the data set\'s Northern America and puts every other North American country in LA', () => {
    const na = Object.entries(countries).filter(([, c]) => c.continent === 'NA').map(([iso]) => iso);
    for (const iso of northernAmerica) expect(na).toContain(iso);
    for (const iso of na) expect(regionOf(iso), iso).toBe(northernAmerica.has(iso) ? 'NA' : 'LA');
    expect([...countriesIn('NA')]).toEqual([...northernAmerica].sort());
  });

  it('gives every country but Antarctica\'s exactly one region', () => {
    const all = regionCodes.flatMap((r) => [...countriesIn(r)]);
    expect(new Set(all).size).toBe(all.length);
    const none = Object.entries(countries).filter(([, c]) => c.continent === 'AN').map(([iso]) => iso);
    expect(all.length + none.length + exceptionallyReserved.size).toBe(Object.keys(countries).length);
  });

  it('knows real codes only, upper case', () => {
    expect(isCountry('DE')).toBe(true);
    expect(isCountry('de')).toBe(false);
    expect(isCountry('ZZ')).toBe(false);
    expect(isCountry('XK')).toBe(true);
    // Ascension and Tristan da Cunha are part of Saint Helena in ISO 3166-1.
    expect(['AC', 'TA', 'SH'].map(isCountry)).toEqual([false, false, true]);
    expect(regionCodes.flatMap((r) => [...countriesIn(r)]).filter((c) => exceptionallyReserved.has(c))).toEqual([]);
    expect(regionsOf(['US', 'JP', 'DE', 'AQ'])).toEqual(['EU', 'AS', 'NA']);
  });
});
