// The operator-lookup service: answers from the in-memory index, then bills the answer
// (wallet/wallet.request-billing.ts). A failed lookup is free; a wallet that cannot pay gets 402
// and no data.

import { AppError } from '../../lib/errors.ts';
import type { EventOrigin } from '../events/events.origin.ts';
import type { RequestBilling } from '../wallet/wallet.request-billing.ts';
import type { LookupIndex, LookupOperator } from './lookup.index.ts';

export type LookupKey = { plmn: string } | { mcc: string; mnc: string };

export interface ByCountryAnswer {
  iso: string | null;
  dial_code: string;
  /** Every country the answer covers: one for an ISO code, several for a shared dial code. */
  countries: string[];
  count: number;
  operators: LookupOperator[];
}

/** A lookup's answer: the PLMN's first record with every country the PLMN is used in. */
export type LookupResult = LookupOperator & { countries: string[] };

export function createLookupService(deps: { index: LookupIndex; billing: Pick<RequestBilling, 'bill'> }) {
  const { index } = deps;
  // Keyed by the index's own list of a PLMN's records, so an answer lives as long as it does.
  const answers = new WeakMap<LookupOperator[], LookupResult>();
  const answerOf = (found: LookupOperator[]): LookupResult => {
    let answer = answers.get(found);
    if (answer === undefined) {
      answer = { ...(found[0] as LookupOperator), countries: found.map((o) => o.iso) };
      answers.set(found, answer);
    }
    return answer;
  };
  const bill = (origin: EventOrigin, organizationId: string, kind: string) => deps.billing.bill(origin, organizationId, kind);

  return {
    index,

    /** All records of a PLMN, the MCC's home country first; throws operator_not_found. */
    resolve(key: LookupKey): LookupOperator[] {
      const plmn = 'plmn' in key ? key.plmn : `${key.mcc}${key.mnc}`;
      const found = index.byPlmn(plmn);
      if (found.length === 0) throw new AppError('operator_not_found', `no operator has PLMN ${plmn}`);
      return found;
    },

    /** The answer of a PLMN (the same object for every lookup of it: the data set does not change), billed. */
    async lookup(origin: EventOrigin, organizationId: string, key: LookupKey): Promise<LookupResult> {
      const answer = answerOf(this.resolve(key));
      await bill(origin, organizationId, 'lookup');
      return answer;
    },

    async byCountry(origin: EventOrigin, organizationId: string, q: { iso?: string; dialCode?: string }): Promise<ByCountryAnswer> {
      let answer: ByCountryAnswer;
      if (q.iso !== undefined) {
        const iso = q.iso.toUpperCase();
        const operators = index.byIso(iso);
        const dial = index.dialCodeOf(iso);
        if (operators.length === 0 || dial === null) throw new AppError('operator_not_found', `no operators known for country ${iso}`);
        answer = { iso, dial_code: dial, countries: [iso], count: operators.length, operators };
      } else {
        const dial = (q.dialCode as string).replace(/^\+/, '');
        const countries = index.countriesOfDialCode(dial);
        const operators = countries.flatMap((c) => index.byIso(c));
        if (operators.length === 0) throw new AppError('operator_not_found', `no operators known for dial code +${dial}`);
        answer = { iso: countries.length === 1 ? (countries[0] as string) : null, dial_code: dial, countries, count: operators.length, operators };
      }
      await bill(origin, organizationId, 'lookup_by_country');
      return answer;
    },

    async search(origin: EventOrigin, organizationId: string, q: { query: string; iso: string | null; limit: number }) {
      const iso = q.iso?.toUpperCase() ?? null;
      const operators = index.search(q.query, iso, q.limit);
      if (operators.length === 0) throw new AppError('operator_not_found', `no operator matches "${q.query}"`);
      await bill(origin, organizationId, 'lookup_search');
      return { query: q.query, iso, limit: q.limit, count: operators.length, operators };
    },
  };
}

export type LookupService = ReturnType<typeof createLookupService>;
