// SMS prices in one place: the provider's price list per destination country, in the
// organisation's currency, kept PRICE_CACHE_SECONDS by one cache that outbound sends and
// inbound charges share; the price of a send and of an inbound message; and one rule for
// a provider that cannot give its list (docs/numbers.md, "Outbound SMS and SMS prices").
// A currency the provider does not price in has no prices: the list is empty.

import { fromMicros, isMoney, toMicros } from '../../lib/money.ts';
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

  /** Asks the provider; its failure is 502 upstream_unavailable (nothing is kept, so the next caller asks again). */
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
    cache.set(currency, sorted, clock() + cacheMs);
    return sorted;
  }

  /** The price list of `currency`: the one kept while it is fresh, else the provider's now (which may fail, see fetch). */
  async function fresh(currency: string): Promise<SmsPrice[]> {
    return cache.get(currency, clock()) ?? (await fetch(currency));
  }

  const find = (prices: SmsPrice[], countryIso: string) => prices.find((p) => p.countryIso === countryIso.toUpperCase()) ?? null;

  return {
    /** Every destination the provider prices, in `currency`, read from the provider now. */
    list: (currency: string): Promise<SmsPrice[]> => fetch(currency),

    /**
     * What a send of `segments` to `countryIso` (alpha-2) costs: segments x its
     * outbound_per_segment; null when SMS to it are not offered in `currency`.
     */
    async outboundAmount(currency: string, countryIso: string, segments: number): Promise<string | null> {
      const price = find(await fresh(currency), countryIso);
      return price === null ? null : fromMicros(toMicros(price.outboundPerSegment) * BigInt(segments));
    },

    /**
     * What a message received by a number of `countryIso` costs: its inbound_per_message,
     * '0' when it is not charged there. Throws as fetch does; the caller of an inbound
     * message, which the network already delivered, receives it uncharged then.
     */
    async inboundAmount(currency: string, countryIso: string): Promise<string> {
      const perMessage = find(await fresh(currency), countryIso)?.inboundPerMessage;
      return perMessage !== undefined && isMoney(perMessage) && toMicros(perMessage) > 0n ? perMessage : '0';
    },

    /** Drops kept prices (tests, and an operator who changed prices upstream). */
    forget(): void {
      cache.clear();
    },
  };
}

export type SmsPricing = ReturnType<typeof createSmsPricing>;
