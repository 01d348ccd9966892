import { describe, expect, it } from 'vitest';
import { compatibilityZoneOf, operatorDataset, operatorIdOf, providerOfZone, regionCodes, uuidV5 } from './operators.dataset.ts';

const { source, records } = operatorDataset();
const find = (plmn: string, iso: string) => records.find((r) => r.plmn === plmn && r.iso === iso);

describe('operator data set', () => {
  it('names its source and licence', () => {
    expect(source).toMatchObject({
      url: 'https://en.wikipedia.org/wiki/Mobile_country_code',
      licence: 'CC BY-SA 4.0',
      package: 'mcc-mnc-list',
      package_version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
      built_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(source.attribution).toContain('Wikipedia');
    expect(records.length).toBeGreaterThan(2000);
  });

  it('holds one record per (plmn, iso), sorted by plmn then iso', () => {
    const keys = records.map((r) => `${r.plmn}:${r.iso}`);
    expect(new Set(keys).size).toBe(records.length);
    expect(new Set(records.map((r) => r.id)).size).toBe(records.length);
    const sorted = [...records].sort((a, b) => (a.plmn === b.plmn ? a.iso.localeCompare(b.iso) : a.plmn < b.plmn ? -1 : 1));
    expect(records.map((r) => r.id)).toEqual(sorted.map((r) => r.id));
  });

  it('keeps only well-formed codes and never invents a TADIG', () => {
    for (const r of records) {
      expect(r.mcc).toMatch(/^\d{3}$/);
      expect(r.mnc).toMatch(/^\d{2,3}$/);
      expect(r.plmn).toBe(r.mcc + r.mnc);
      expect(r.iso).toMatch(/^[A-Z]{2}$/);
      expect(r.iso3).toMatch(/^[A-Z]{3}$/);
      expect(regionCodes).toContain(r.region);
      expect(r.dial_codes).toContain(r.dial_code);
      expect(r.operator.length).toBeGreaterThan(0);
      expect(r.brand === null || r.brand.length > 0).toBe(true);
      expect(r.tadig).toBeNull();
      expect(providerOfZone[r.compatibility_zone]).toBe(r.provider);
    }
  });

  it('keeps the leading zeros of MNCs', () => {
    expect(find('310012', 'US')).toMatchObject({ mcc: '310', mnc: '012' });
    expect(records.some((r) => r.mnc.length === 3 && r.mnc.startsWith('0'))).toBe(true);
    expect(find('20201', 'GR')?.mnc).toBe('01');
  });

  it('splits combined country codes into one record per country', () => {
    const orange = records.filter((r) => r.plmn === '34001').map((r) => r.iso);
    expect(orange).toEqual(expect.arrayContaining(['GP', 'MQ', 'GF', 'BL', 'MF']));
    expect(find('34001', 'GP')).toMatchObject({ iso3: 'GLP', country: 'Guadeloupe', region: 'LA', dial_code: '590' });
    expect(find('34001', 'MQ')).toMatchObject({ iso3: 'MTQ', country: 'Martinique' });
    expect(records.some((r) => r.iso.includes('/'))).toBe(false);
  });

  it('keeps a sub-national code under its country with the region as the country name', () => {
    expect(find('28967', 'GE')).toMatchObject({ iso: 'GE', iso3: 'GEO', country: 'Abkhazia' });
    expect(find('28201', 'GE')).toMatchObject({ country: 'Georgia' });
  });

  it('derives country data from the ISO and numbering tables', () => {
    expect(find('26201', 'DE')).toMatchObject({ iso3: 'DEU', country: 'Germany', region: 'EU', dial_code: '49', dial_codes: ['49'] });
    expect(find('310012', 'US')).toMatchObject({ region: 'NA', dial_code: '1', dial_codes: ['1'] });
    expect(records.find((r) => r.iso === 'JM')).toMatchObject({ region: 'LA', dial_code: '1' });
    expect(records.find((r) => r.iso === 'RU')?.region).toBe('EU');
    expect(records.find((r) => r.iso === 'MX')?.region).toBe('LA');
  });

  it('has ids and zones that are pure functions of plmn and iso', () => {
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
    for (const r of records) {
      expect(r.id).toBe(operatorIdOf(r.plmn, r.iso));
      expect(r.compatibility_zone).toBe(compatibilityZoneOf(r.plmn, r.iso));
    }
    // Pinned: a changed id would orphan every coverage that names this operator.
    expect(operatorIdOf('26201', 'DE')).toBe('c1a5025d-36fc-5112-99d2-f727571da830');
    expect(find('26201', 'DE')?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(records.map((r) => r.compatibility_zone)).size).toBe(9);
  });
});
