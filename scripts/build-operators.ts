// Builds datasets/operators.json from the `mcc-mnc-list` package, whose data is scraped
// from Wikipedia's "Mobile country code" pages (CC BY-SA 4.0). Run it with
// `npm run data:operators` after updating that package; the output is committed.
//
// Cleaning, record by record, and why:
// - Only a 3-digit numeric MCC and a 2- or 3-digit numeric MNC are kept. The source also
//   holds ranges ("100 - 190"), unknowns ("?") and 5-digit French MVNO sub-codes, which
//   are not PLMNs. The MNC stays a string: E.212 treats 001 and 01 as different codes.
// - Entries without a country (test networks 001/999 and the international 9xx codes
//   such as Iridium) are left out: every record of the catalogue belongs to a country.
// - Entries that name neither an operator nor a brand are left out: there is nothing to
//   call them, and a name is never invented. When only the brand is known it is also
//   used as the operator name.
// - Combined country codes ("BL/GF/GP/MF/MQ", "AU/CC/CX") become one record per country.
// - Sub-national codes ("GE-AB", Abkhazia) keep the base ISO alpha-2 ("GE") so they join
//   their country's filters, while `country` keeps the source's own name ("Abkhazia") so
//   the region stays visible. Every other record takes the ISO English short name.
// - Duplicates of one (mcc, mnc, iso) are reconciled to one record: status "Operational"
//   first, then the record with more of operator, brand, bands and notes filled, then
//   the country's own row over one split from a combined code, then source order.
// - Text is trimmed and runs of spaces collapsed; empty brand and bands become null.
// - `tadig` is null everywhere: the source does not know TADIG codes.
// - `dial_code` is the country calling code libphonenumber-js knows (countries of the
//   North American plan all get "1"). libphonenumber-js knows one code per country, so
//   `dial_codes` holds that one code too.
// - `region` comes from the table below, `id` and `compatibility_zone` from
//   operators.dataset.ts (pure functions of `plmn:iso`).

import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import countries from 'i18n-iso-countries';
import { type CountryCode, getCountries, getCountryCallingCode } from 'libphonenumber-js';
import {
  compatibilityZoneOf,
  datasetPath,
  type OperatorDataset,
  type OperatorRecord,
  operatorIdOf,
  providerOfZone,
  type RegionCode,
} from '../src/modules/operators/operators.dataset.ts';

interface SourceEntry {
  type: string | null;
  countryName: string | null;
  countryCode: string | null;
  mcc: string | null;
  mnc: string | null;
  brand: string | null;
  operator: string | null;
  status: string | null;
  bands: string | null;
  notes: string | null;
}

// One region per country, the six codes of the reseller document. Choices worth stating:
// Russia, Turkey, Cyprus and the Caucasus (Georgia, Armenia, Azerbaijan) are EU, as in
// ITU's European MCC range; Kazakhstan and the Middle East are AS; Egypt is AF; Mexico,
// Central America, the whole Caribbean (US and French territories included), South
// America and the Falklands are LA; NA is Canada, the United States, Bermuda, Greenland
// and Saint Pierre and Miquelon; US Pacific territories are OC. Antarctica, Bouvet Island
// and the French Southern Territories have no mobile network codes and no region.
const regionTable: Record<RegionCode, string> = {
  EU:
    'AD AL AM AT AX AZ BA BE BG BY CH CY CZ DE DK EE ES FI FO FR GB GE GG GI GR HR HU IE IM IS IT JE ' +
    'LI LT LU LV MC MD ME MK MT NL NO PL PT RO RS RU SE SI SJ SK SM TR UA VA XK',
  AF:
    'AO BF BI BJ BW CD CF CG CI CM CV DJ DZ EG EH ER ET GA GH GM GN GQ GW KE KM LR LS LY MA MG ML MR ' +
    'MU MW MZ NA NE NG RE RW SC SD SH SL SN SO SS ST SZ TD TG TN TZ UG YT ZA ZM ZW',
  AS:
    'AE AF BD BH BN BT CN HK ID IL IN IO IQ IR JO JP KG KH KP KR KW KZ LA LB LK MM MN MO MV MY NP OM ' +
    'PH PK PS QA SA SG SY TH TJ TL TM TW UZ VN YE',
  LA:
    'AG AI AR AW BB BL BO BQ BR BS BZ CL CO CR CU CW DM DO EC FK GD GF GP GS GT GY HN HT JM KN KY LC ' +
    'MF MQ MS MX NI PA PE PR PY SR SV SX TC TT UY VC VE VG VI',
  NA: 'BM CA GL PM US',
  OC: 'AS AU CC CK CX FJ FM GU HM KI MH MP NC NF NR NU NZ PF PG PN PW SB TK TO TV UM VU WF WS',
};

const regionOf = new Map<string, RegionCode>();
for (const [region, list] of Object.entries(regionTable) as Array<[RegionCode, string]>) {
  for (const iso of list.split(' ')) {
    if (regionOf.has(iso)) throw new Error(`region table lists ${iso} twice`);
    regionOf.set(iso, region);
  }
}

const require = createRequire(import.meta.url);
const sourcePackage = require('mcc-mnc-list/package.json') as { version: string };
const entries = require('mcc-mnc-list/mcc-mnc-list.json') as SourceEntry[];

const clean = (s: string | null): string | null => {
  const t = s?.replace(/\s+/g, ' ').trim() ?? '';
  return t.length > 0 ? t : null;
};

const callingCodes = new Map<string, string[]>();
for (const c of getCountries()) callingCodes.set(c, [getCountryCallingCode(c as CountryCode)]);

interface Candidate {
  record: OperatorRecord;
  richness: number;
  ownRow: boolean;
  order: number;
}

function better(a: Candidate, b: Candidate): Candidate {
  const op = (c: Candidate) => (c.record.status === 'Operational' ? 1 : 0);
  if (op(a) !== op(b)) return op(a) > op(b) ? a : b;
  if (a.richness !== b.richness) return a.richness > b.richness ? a : b;
  if (a.ownRow !== b.ownRow) return a.ownRow ? a : b;
  return a.order < b.order ? a : b;
}

const dropped = { code: 0, country: 0, name: 0, duplicate: 0 };
const byKey = new Map<string, Candidate>();

entries.forEach((e, order) => {
  const mcc = clean(e.mcc);
  const mnc = clean(e.mnc);
  if (mcc === null || mnc === null || !/^\d{3}$/.test(mcc) || !/^\d{2,3}$/.test(mnc)) {
    dropped.code++;
    return;
  }
  const codes = clean(e.countryCode);
  if (codes === null) {
    dropped.country++;
    return;
  }
  const operator = clean(e.operator) ?? clean(e.brand);
  if (operator === null) {
    dropped.name++;
    return;
  }
  const split = codes.split('/');
  for (const code of split) {
    const subNational = code.includes('-');
    const iso = code.split('-')[0]?.toUpperCase() ?? '';
    if (!/^[A-Z]{2}$/.test(iso)) throw new Error(`unexpected country code "${code}" for ${mcc}-${mnc}`);
    const iso3 = countries.alpha2ToAlpha3(iso);
    const region = regionOf.get(iso);
    const dialCodes = callingCodes.get(iso);
    if (iso3 === undefined || region === undefined || dialCodes === undefined || dialCodes[0] === undefined) {
      throw new Error(`no alpha-3, region or calling code for ${iso} (${mcc}-${mnc}); extend the tables`);
    }
    const sourceCountry = clean(e.countryName);
    const country = subNational ? (sourceCountry ?? iso) : (countries.getName(iso, 'en') ?? sourceCountry ?? iso);
    const plmn = `${mcc}${mnc}`;
    const zone = compatibilityZoneOf(plmn, iso);
    const record: OperatorRecord = {
      id: operatorIdOf(plmn, iso),
      plmn,
      mcc,
      mnc,
      iso,
      iso3,
      country,
      region,
      dial_code: dialCodes[0],
      dial_codes: [...dialCodes],
      operator,
      brand: clean(e.brand),
      bands: clean(e.bands),
      status: clean(e.status) ?? 'Unknown',
      tadig: null,
      compatibility_zone: zone,
      provider: providerOfZone[zone],
    };
    const richness = [e.operator, e.brand, e.bands, e.notes].filter((v) => clean(v) !== null).length;
    const candidate: Candidate = { record, richness, ownRow: split.length === 1, order };
    const key = `${plmn}:${iso}`;
    const existing = byKey.get(key);
    if (existing !== undefined) dropped.duplicate++;
    byKey.set(key, existing === undefined ? candidate : better(existing, candidate));
  }
});

const records = [...byKey.values()]
  .map((c) => c.record)
  .sort((a, b) => (a.plmn === b.plmn ? (a.iso < b.iso ? -1 : a.iso > b.iso ? 1 : 0) : a.plmn < b.plmn ? -1 : 1));

const dataset: OperatorDataset = {
  source: {
    name: 'Wikipedia, "Mobile country code" and "Mobile Network Codes in ITU region 2xx-7xx"',
    url: 'https://en.wikipedia.org/wiki/Mobile_country_code',
    licence: 'CC BY-SA 4.0',
    attribution:
      'Operator data from Wikipedia\'s "Mobile country code" articles by Wikipedia contributors, licensed under CC BY-SA 4.0 ' +
      '(https://creativecommons.org/licenses/by-sa/4.0/), collected by the mcc-mnc-list package ' +
      '(https://github.com/pbakondy/mcc-mnc-list) and cleaned by scripts/build-operators.ts. ' +
      'This file is a modified version and is shared under the same licence.',
    package: 'mcc-mnc-list',
    package_version: sourcePackage.version,
    built_at: new Date().toISOString().slice(0, 10),
  },
  count: records.length,
  records,
};

// One record per line: readable in a diff, and a rebuild touches only the lines that changed.
const body = [
  '{',
  `  "source": ${JSON.stringify(dataset.source)},`,
  `  "count": ${dataset.count},`,
  '  "records": [',
  records.map((r) => `    ${JSON.stringify(r)}`).join(',\n'),
  '  ]',
  '}',
  '',
].join('\n');

fs.mkdirSync(path.dirname(datasetPath), { recursive: true });
fs.writeFileSync(datasetPath, body);
process.stdout.write(
  `wrote ${records.length} operators to ${path.relative(process.cwd(), datasetPath)} from ${entries.length} source entries ` +
    `(left out: ${dropped.code} bad codes, ${dropped.country} without a country, ${dropped.name} without a name; ` +
    `${dropped.duplicate} duplicates merged)\n`,
);
