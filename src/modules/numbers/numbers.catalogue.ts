// The catalogue: search the provider's stock (the numbers found are held for the
// organisation for 15 minutes on the provider's clock) and preview a purchase (the holds
// are renewed for another 15 minutes and priced in a signed quote that lives as long).

import { AppError } from '../../lib/errors.ts';
import { toMicros } from '../../lib/money.ts';
import type { HeldNumber, NumbersPort, NumberType } from '../../providers/upstream/numbers.port.ts';
import type { Quotes } from './numbers.quotes.ts';
import { callNumberProvider, numbersNotAvailable } from './numbers.upstream.ts';
import { addMoney, addMonths, dayOf, toCatalogueNumber } from './numbers.view.ts';

/** Lifetime of a catalogue id and of a quote. */
export const HOLD_SECONDS = 900;

export interface NumbersOrganization {
  id: string;
  currency: string;
  providerAccount: string;
  kycStatus: string;
  billingConfigured: boolean;
}

export interface CatalogueDeps {
  port: NumbersPort;
  quotes: Quotes;
  organization(id: string): Promise<NumbersOrganization>;
}

/** Every priced currency has two decimals (EUR, USD, GBP): minor units are cents. */
const minorUnits = (amount: string): number => Number(toMicros(amount) / 10_000n);

export function createCatalogue(deps: CatalogueDeps) {
  const { port, quotes } = deps;

  return {
    async search(organizationId: string, input: { countryIso: string; numberType: NumberType; limit: number; contains: string | null }) {
      const org = await deps.organization(organizationId);
      const countryIso = input.countryIso.toUpperCase();
      const found = await callNumberProvider(
        'search numbers',
        () => new AppError('offering_not_found', `no ${input.numberType} numbers are offered in ${countryIso} in ${org.currency}`, { country_iso: countryIso, number_type: input.numberType }),
        () =>
          port.searchNumbers({
            account: org.providerAccount,
            countryIso,
            numberType: input.numberType,
            contains: input.contains,
            limit: input.limit,
            currency: org.currency,
            holdSeconds: HOLD_SECONDS,
          }),
      );
      return { numbers: found.numbers.map(toCatalogueNumber), total_available: found.totalAvailable };
    },

    /** Re-holds the numbers for HOLD_SECONDS and prices them in a signed quote. */
    async preview(organizationId: string, holdIds: string[]) {
      const org = await deps.organization(organizationId);
      const now = await callNumberProvider('read its clock', () => numbersNotAvailable(holdIds), () => port.now());
      const until = new Date(now.getTime() + HOLD_SECONDS * 1000);
      const held = await callNumberProvider('extend holds', () => numbersNotAvailable(holdIds), () =>
        port.extendHolds({ account: org.providerAccount, holdIds, until, currency: org.currency }),
      );
      const byId = new Map(held.map((h) => [h.holdId, h]));
      const missing = holdIds.filter((id) => !byId.has(id));
      if (missing.length > 0) throw numbersNotAvailable(missing);
      const holds = holdIds.map((id) => byId.get(id) as HeldNumber);
      const connection = addMoney(...holds.map((h) => h.connectionFee));
      const monthly = addMoney(...holds.map((h) => h.monthlyFee));
      const total = addMoney(connection, monthly);
      const token = await quotes.sign(organizationId, holds, until, HOLD_SECONDS * 1000);
      return {
        numbers: holds.map(toCatalogueNumber),
        quote: {
          connection_cost: Number(connection),
          monthly_cost: Number(monthly),
          total_cost: Number(total),
          currency: org.currency,
          quote_token: token,
          expected_total_cost_minor: minorUnits(total),
          first_billing_date: dayOf(now),
          next_billing_date: addMonths(now, 1),
          expires_at: until.toISOString(),
        },
      };
    },
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;
