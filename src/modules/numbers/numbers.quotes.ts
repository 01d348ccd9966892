// Quote tokens: a preview's prices, signed with the platform's keys and bound to the
// organisation, the catalogue ids, each number's fees, the currency and the expiry, so a
// purchase can hold the caller to them. They are JWTs of their own type and audience
// (tokens.service.ts signDocument): never usable as an access token, nor the reverse.

import { AppError } from '../../lib/errors.ts';
import type { HeldNumber } from '../../providers/upstream/numbers.port.ts';
import type { TokenService } from '../clients/tokens.service.ts';
import { sixDecimals } from '../../lib/money.ts';

interface QuotedNumber {
  id: string;
  connection_fee: string;
  monthly_fee: string;
}

interface QuoteClaims {
  org: string;
  currency: string;
  numbers: QuotedNumber[];
  /** Expiry on the provider's clock (the holds'), ISO 8601. */
  until: string;
}

const quoted = (h: HeldNumber): QuotedNumber => ({ id: h.holdId, connection_fee: sixDecimals(h.connectionFee), monthly_fee: sixDecimals(h.monthlyFee) });
const byId = (a: QuotedNumber, b: QuotedNumber) => a.id.localeCompare(b.id);

export function createQuotes(deps: { tokens: Pick<TokenService, 'signDocument' | 'verifyDocument'> }) {
  const { tokens } = deps;
  return {
    /** Signs the quote of `holds`; it expires at `until` on the provider's clock and after `lifetimeMs` of real time. */
    sign(organizationId: string, holds: HeldNumber[], until: Date, lifetimeMs: number): Promise<string> {
      const claims: QuoteClaims = {
        org: organizationId,
        currency: holds[0]?.currency ?? '',
        numbers: holds.map(quoted).sort(byId),
        until: until.toISOString(),
      };
      return tokens.signDocument({ type: 'quote', claims: { ...claims }, expiresAt: new Date(Date.now() + lifetimeMs) });
    },

    /**
     * Holds a purchase of `holds` (the live holds, as the provider prices them now) to the
     * quote: a token that is forged, altered, of another organisation or for other ids is
     * 422; one past its expiry, or whose prices no longer match, is 409 quote_expired.
     */
    async check(organizationId: string, token: string, holds: HeldNumber[], providerNow: Date): Promise<void> {
      const verified = await tokens.verifyDocument('quote', token);
      if (verified === 'invalid') throw new AppError('request_validation_error', 'quote_token is not a valid quote', { field: 'quote_token' });
      if (verified === 'expired') throw new AppError('quote_expired', 'the quote has expired; preview again', null);
      const q = verified.claims as unknown as Partial<QuoteClaims>;
      if (q.org !== organizationId || !Array.isArray(q.numbers) || typeof q.until !== 'string' || typeof q.currency !== 'string') {
        throw new AppError('request_validation_error', 'quote_token is not a quote of this organisation', { field: 'quote_token' });
      }
      const now = holds.map(quoted).sort(byId);
      const sameIds = q.numbers.length === now.length && q.numbers.every((n, i) => n.id === now[i]?.id);
      if (!sameIds) throw new AppError('request_validation_error', 'quote_token quotes other numbers than the ones purchased', { field: 'quote_token' });
      if (new Date(q.until).getTime() <= providerNow.getTime()) throw new AppError('quote_expired', 'the quote has expired; preview again', null);
      const samePrices =
        q.currency === holds[0]?.currency &&
        q.numbers.every((n, i) => n.connection_fee === now[i]?.connection_fee && n.monthly_fee === now[i]?.monthly_fee);
      if (!samePrices) throw new AppError('quote_expired', 'prices changed since the quote; preview again', null);
    },
  };
}

export type Quotes = ReturnType<typeof createQuotes>;
