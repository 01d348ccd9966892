// The operator-lookup service: answers from the in-memory index, then bills the answer.
// A failed lookup is free; a wallet that cannot pay gets 402 and no data.

import { AppError } from '../../http/errors.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { formatMoney, toMicros } from '../../lib/money.ts';
import type { WalletRepo } from '../wallet/wallet.repo.ts';
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

export function createLookupService(deps: {
  index: LookupIndex;
  walletRepo: Pick<WalletRepo, 'chargeRequests'>;
  /** How long a zero price may be trusted without asking the database. */
  cacheSeconds: number;
}) {
  const { index, walletRepo } = deps;
  const free = new TtlCache<string, true>(10_000);

  /**
   * Debits one request. With a price of zero (the common free tier) the answer costs no
   * database round trip: a zero price is remembered for `cacheSeconds`, and a raised
   * price is read from the database by the charge statement itself.
   */
  async function bill(organizationId: string, kind: string, metadata: Record<string, unknown>): Promise<void> {
    if (deps.cacheSeconds > 0 && free.get(organizationId) !== undefined) return;
    const r = await walletRepo.chargeRequests(organizationId, 1, kind, metadata);
    if (toMicros(r.price) <= 0n) {
      if (deps.cacheSeconds > 0) free.set(organizationId, true, Date.now() + deps.cacheSeconds * 1000);
      return;
    }
    if (!r.billingConfigured) throw new AppError('billing_not_configured', 'billing is not configured for this organisation');
    if (r.balance === null) {
      throw new AppError('insufficient_balance', 'wallet balance is too low', { required: formatMoney(r.price), currency: r.currency });
    }
  }

  return {
    index,
    bill,

    /** All records of a PLMN, the MCC's home country first; throws operator_not_found. */
    resolve(key: LookupKey): LookupOperator[] {
      const plmn = 'plmn' in key ? key.plmn : `${key.mcc}${key.mnc}`;
      const found = index.byPlmn(plmn);
      if (found.length === 0) throw new AppError('operator_not_found', `no operator has PLMN ${plmn}`);
      return found;
    },

    async lookup(organizationId: string, key: LookupKey): Promise<LookupOperator & { countries: string[] }> {
      const found = this.resolve(key);
      const first = found[0] as LookupOperator;
      await bill(organizationId, 'lookup', { plmn: first.plmn });
      return { ...first, countries: found.map((o) => o.iso) };
    },

    async byCountry(organizationId: string, q: { iso?: string; dialCode?: string }): Promise<ByCountryAnswer> {
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
      await bill(organizationId, 'lookup_by_country', { iso: answer.iso, dial_code: answer.dial_code });
      return answer;
    },

    async search(organizationId: string, q: { query: string; iso: string | null; limit: number }) {
      const iso = q.iso?.toUpperCase() ?? null;
      const operators = index.search(q.query, iso, q.limit);
      if (operators.length === 0) throw new AppError('operator_not_found', `no operator matches "${q.query}"`);
      await bill(organizationId, 'lookup_search', { query: q.query });
      return { query: q.query, iso, limit: q.limit, count: operators.length, operators };
    },
  };
}

export type LookupService = ReturnType<typeof createLookupService>;
