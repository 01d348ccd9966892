// In-memory indexes over the shipped operator data set, built once per process, on the
// first lookup (lazyLookupIndex): start-up does not pay the 50-75 ms. Every lookup is a
// map access or a scan of ~3,000 pre-normalised strings: no database.

import { type OperatorRecord, operatorDataset } from '../operators/operators.dataset.ts';

/** The operator object of the lookup service. */
export interface LookupOperator {
  mcc: string;
  mnc: string;
  plmn: string;
  region: string;
  country: string;
  iso: string;
  dial_code: string;
  dial_codes: string[];
  operator: string;
  brand: string | null;
  tadig: string | null;
  bands: string | null;
}

/** Lower case without diacritics, so "telefonica" finds "Telefónica". */
export const fold = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function toOperator(r: OperatorRecord): LookupOperator {
  return {
    mcc: r.mcc,
    mnc: r.mnc,
    plmn: r.plmn,
    region: r.region,
    country: r.country,
    iso: r.iso,
    dial_code: r.dial_code,
    dial_codes: r.dial_codes,
    operator: r.operator,
    brand: r.brand,
    tadig: r.tadig,
    bands: r.bands,
  };
}

export interface LookupIndex {
  /** All records of one PLMN, the MCC's home country first. */
  byPlmn(plmn: string): LookupOperator[];
  byIso(iso: string): LookupOperator[];
  /** Countries (alpha-2) whose calling codes include `dialCode`. */
  countriesOfDialCode(dialCode: string): string[];
  dialCodeOf(iso: string): string | null;
  search(query: string, iso: string | null, limit: number): LookupOperator[];
  readonly size: number;
}

export function buildLookupIndex(records: OperatorRecord[] = operatorDataset().records): LookupIndex {
  const plmn = new Map<string, LookupOperator[]>();
  const iso = new Map<string, LookupOperator[]>();
  const dial = new Map<string, Set<string>>();
  const dialOf = new Map<string, string>();
  const haystack: Array<{ text: string; op: LookupOperator }> = [];

  // The country that most often uses an MCC is its home; it answers first for a PLMN
  // that several territories share (340-01 is Orange in GP, MQ, GF, BL and MF).
  const mccCountries = new Map<string, Map<string, number>>();
  for (const r of records) {
    const m = mccCountries.get(r.mcc) ?? new Map<string, number>();
    m.set(r.iso, (m.get(r.iso) ?? 0) + 1);
    mccCountries.set(r.mcc, m);
  }
  const homeOf = (mcc: string): string | null => {
    const m = mccCountries.get(mcc);
    if (!m) return null;
    return [...m.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? null;
  };

  for (const r of records) {
    const op = toOperator(r);
    (plmn.get(r.plmn) ?? plmn.set(r.plmn, []).get(r.plmn))!.push(op);
    (iso.get(r.iso) ?? iso.set(r.iso, []).get(r.iso))!.push(op);
    for (const d of r.dial_codes) (dial.get(d) ?? dial.set(d, new Set()).get(d))!.add(r.iso);
    if (!dialOf.has(r.iso)) dialOf.set(r.iso, r.dial_code);
    haystack.push({ text: fold(`${r.operator}\u0000${r.brand ?? ''}`), op });
  }
  for (const [key, ops] of plmn) {
    const home = homeOf(ops[0]?.mcc ?? '');
    ops.sort((a, b) => Number(b.iso === home) - Number(a.iso === home) || a.iso.localeCompare(b.iso));
    plmn.set(key, ops);
  }
  for (const ops of iso.values()) ops.sort((a, b) => a.plmn.localeCompare(b.plmn));

  return {
    size: records.length,
    byPlmn: (p) => plmn.get(p) ?? [],
    byIso: (i) => iso.get(i.toUpperCase()) ?? [],
    countriesOfDialCode: (d) => [...(dial.get(d) ?? [])].sort(),
    dialCodeOf: (i) => dialOf.get(i.toUpperCase()) ?? null,
    search(query, isoFilter, limit) {
      const q = fold(query);
      const out: LookupOperator[] = [];
      for (const { text, op } of haystack) {
        if (isoFilter !== null && op.iso !== isoFilter) continue;
        if (text.includes(q)) {
          out.push(op);
          if (out.length >= limit) break;
        }
      }
      return out;
    },
  };
}

/** The index, built by the first call that needs it. */
export function lazyLookupIndex(build: () => LookupIndex = () => buildLookupIndex()): LookupIndex {
  let index: LookupIndex | null = null;
  const get = (): LookupIndex => (index ??= build());
  return {
    get size() {
      return get().size;
    },
    byPlmn: (p) => get().byPlmn(p),
    byIso: (i) => get().byIso(i),
    countriesOfDialCode: (d) => get().countriesOfDialCode(d),
    dialCodeOf: (i) => get().dialCodeOf(i),
    search: (query, iso, limit) => get().search(query, iso, limit),
  };
}
