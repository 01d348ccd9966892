import { describe, expect, it } from 'vitest';
import { coverageOf, networkTypesOf } from './plans.coverage.ts';

describe('network types from band data', () => {
  it.each([
    ['GSM 900 / LTE 800 / LTE 1800 / 5G 3500', ['2G', '4G', '5G']],
    ['GSM 1800 / UMTS 2100 / LTE? 2600', ['2G', '3G', '4G']],
    ['TD-LTE-2300 / UTMS 2100 / NB-IoT / LTE-M', ['3G', '4G', 'NB-IoT', 'LTE-M']],
    ['TD-SCDMA / TD-5G 2600', ['3G', '5G']],
    ['GSM-R 900', []],
    ['CDMA 800 / iDEN', []],
    ['MVNO', []],
    ['Unknown', []],
  ])('%s', (bands, want) => {
    expect(networkTypesOf(bands)).toEqual(want);
  });

  it('gives an operator without band data an empty list', () => {
    expect(networkTypesOf(null)).toEqual([]);
  });
});

describe('coverageOf', () => {
  it('lists live operators of each country and none for a country without networks', () => {
    const [de, aq] = coverageOf(['DE', 'AQ']);
    expect(de?.operators.length).toBeGreaterThan(3);
    expect(de?.operators.every((o) => o.mcc.startsWith('26'))).toBe(true);
    expect(aq).toEqual({ iso: 'AQ', name: 'Antarctica', region: null, operators: [] });
  });
});
