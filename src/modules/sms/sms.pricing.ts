// SMS prices come from the provider, per destination country, in the organisation's
// currency. The pricing endpoint always asks the provider; a send reads prices it kept
// for a short while (PRICE_CACHE_SECONDS), so a busy sender does not ask the provider for
// its price list before every message. A currency the provider does not price in has no
// prices: the list is empty and every send is traffic_restricted.

import { TtlCache } from '../../lib/ttl-cache.ts';
import type { NumbersPort, SmsPrice } from '../../providers/upstream/numbers.port.ts';
import { UpstreamError } from '../../providers/upstream/upstream.port.ts';
import { upstreamFailure } from '../../providers/upstream/upstream.errors.ts';

export const PRICE_CACHE_SECONDS = 60;

export function createSmsPricing(deps: { numbers: Pick<NumbersPort, 'smsPricing'>; cacheSeconds?: number; clock?: () => number }) {
  const { numbers } = deps;
  const cacheMs = (deps.cacheSeconds ?? PRICE_CACHE_SECONDS) * 1000;
  const clock = deps.clock ?? Date.now;
  // A handful of currencies at most; bounded anyway.
  const cache = new TtlCache<string, SmsPrice[]>(32);

  async function fetch(currency: string): Promise<SmsPrice[]> {
    let prices: SmsPrice[];
    try {
      prices = await numbers.smsPricing(currency);
    } catch (err) {
      if (!(err instanceof UpstreamError)) throw err;
      if (err.kind === 'not_found') {
        prices = [];
      } else {
        throw upstreamFailure(err, 'upstream_unavailable', 'the provider could not tell its SMS prices');
      }
    }
    const sorted = [...prices].sort((a, b) => a.countryIso.localeCompare(b.countryIso));
    const now = clock();
    cache.set(currency, sorted, now + cacheMs);
    return sorted;
  }

  return {
    /** Every destination the provider prices, in `currency`, read from the provider now. */
    list: (currency: string): Promise<SmsPrice[]> => fetch(currency),

    /** The price of one destination country (alpha-2), or null when SMS to it are not offered in `currency`. */
    async priceOf(currency: string, countryIso: string): Promise<SmsPrice | null> {
      const prices = cache.get(currency, clock()) ?? (await fetch(currency));
      return prices.find((p) => p.countryIso === countryIso.toUpperCase()) ?? null;
    },

    /** Drops kept prices (tests, and an operator who changed prices upstream). */
    forget(): void {
      cache.clear();
    },
  };
}

export type SmsPricing = ReturnType<typeof createSmsPricing>;
