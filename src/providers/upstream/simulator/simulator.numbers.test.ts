// The number port of the simulated provider: its stock, holds on the network clock,
// orders and releases, as the platform relies on them.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../../../test/database.ts';
import { type NumbersPort, type NumberType, numberTypes } from '../numbers.port.ts';
import { UpstreamError } from '../upstream.port.ts';
import { createUpstreamRegistry, type Upstream } from '../upstream.registry.ts';
import { offeringOf } from './simulator.number-stock.ts';

let tdb: TestDatabase;
let up: Upstream;
let port: NumbersPort;

beforeAll(async () => {
  tdb = await freshDatabase();
  up = createUpstreamRegistry({ simulator: { latencyMs: 0 }, upstream: { concurrencyPerProvider: 16 } }, tdb.database.db);
  port = up.numbers;
});
afterAll(async () => tdb?.drop());

const search = (account: string, opts: { countryIso?: string; numberType?: NumberType; contains?: string | null; limit?: number; currency?: string } = {}) =>
  port.searchNumbers({
    account,
    countryIso: opts.countryIso ?? 'DE',
    numberType: opts.numberType ?? 'mobile',
    contains: opts.contains ?? null,
    limit: opts.limit ?? 1,
    currency: opts.currency ?? 'EUR',
    holdSeconds: 900,
  });

/** The national number of an E.164 number, to search for exactly it. */
const nationalOf = (e164: string) => parsePhoneNumberFromString(e164)?.nationalNumber as string;

const libTypes: Record<NumberType, string[]> = { mobile: ['MOBILE', 'FIXED_LINE_OR_MOBILE'], local: ['FIXED_LINE', 'FIXED_LINE_OR_MOBILE'], toll_free: ['TOLL_FREE'] };

describe('simulated number stock', () => {
  it('holds only numbers libphonenumber-js (max metadata) accepts for their country and type', () => {
    let offerings = 0;
    for (const iso of ['DE', 'GB', 'FR', 'ES', 'NL', 'US']) {
      for (const type of numberTypes) {
        const offering = offeringOf(iso, type);
        expect(offering, `${iso} ${type}`).not.toBeNull();
        offerings++;
        expect(offering?.stock.length, `${iso} ${type}`).toBeGreaterThan(500);
        const invalid = (offering?.stock ?? []).filter((e164) => {
          const parsed = parsePhoneNumberFromString(e164);
          return !parsed?.isValid() || parsed.country !== iso || !libTypes[type].includes(parsed.getType() ?? '');
        });
        expect(invalid, `${iso} ${type}`).toEqual([]);
      }
    }
    expect(offerings).toBe(18);
    expect(offeringOf('JP', 'mobile')).toBeNull();
  });

  it('refuses a country, type or currency it does not offer with not_found', async () => {
    for (const opts of [{ countryIso: 'JP' }, { currency: 'CHF' }]) {
      const err = await search('acct-nf', opts).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(UpstreamError);
      expect((err as UpstreamError).kind).toBe('not_found');
    }
  });

  it('finds numbers containing the digits asked for, and holds them in the currency asked for', async () => {
    const found = await search('acct-contains', { countryIso: 'US', contains: '415', limit: 5, currency: 'USD' });
    expect(found.numbers).toHaveLength(5);
    for (const n of found.numbers) {
      expect(n.e164.slice(1)).toContain('415');
      expect(n).toMatchObject({ currency: 'USD', connectionFee: '1.080000', monthlyFee: '1.240000', numberType: 'mobile', trafficDirection: 'inbound_and_outbound' });
    }
    const again = await search('acct-contains', { countryIso: 'US', contains: nationalOf(found.numbers[0]?.e164 as string), currency: 'USD' });
    // Found again by the same account: the same hold, not a second one.
    expect(again.numbers[0]?.holdId).toBe(found.numbers[0]?.holdId);
  });
});

describe('holds, orders and releases', () => {
  it('lets exactly one of two accounts racing for one number hold it', async () => {
    const probe = await search('acct-probe', { countryIso: 'GB' });
    const e164 = probe.numbers[0]?.e164 as string;
    // The probe's hold lapses; then two accounts want the number at once.
    await up.simulator.advanceClock(901);
    const contains = nationalOf(e164);
    const [a, b] = await Promise.all([search('acct-race-a', { countryIso: 'GB', contains }), search('acct-race-b', { countryIso: 'GB', contains })]);
    const winners = [a, b].filter((r) => r.numbers.some((n) => n.e164 === e164));
    expect(winners).toHaveLength(1);
    const loser = winners[0] === a ? 'acct-race-b' : 'acct-race-a';
    const winner = winners[0] === a ? 'acct-race-a' : 'acct-race-b';
    const hold = winners[0]?.numbers[0]?.holdId as string;
    const stolen = await port.orderNumber({ account: loser, holdId: hold }).catch((e: unknown) => e);
    expect((stolen as UpstreamError).kind).toBe('not_found');
    expect((await port.orderNumber({ account: winner, holdId: hold })).e164).toBe(e164);
  });

  it('lets a hold lapse when the network clock moves past it, unless it is extended', async () => {
    const { numbers } = await search('acct-clock', { countryIso: 'FR', limit: 2 });
    const [keep, lapse] = numbers.map((n) => n.holdId) as [string, string];
    expect(await port.getHolds({ account: 'acct-clock', holdIds: [keep, lapse], currency: 'EUR' })).toHaveLength(2);
    expect(await port.getHolds({ account: 'acct-other', holdIds: [keep], currency: 'EUR' })).toEqual([]);
    const now = await port.now();
    const until = new Date(now.getTime() + 3600_000);
    const extended = await port.extendHolds({ account: 'acct-clock', holdIds: [keep], until, currency: 'EUR' });
    expect(extended.map((h) => h.heldUntil.getTime())).toEqual([until.getTime()]);
    await up.simulator.advanceClock(901);
    const live = await port.getHolds({ account: 'acct-clock', holdIds: [keep, lapse], currency: 'EUR' });
    expect(live.map((h) => h.holdId)).toEqual([keep]);
    const gone = await port.orderNumber({ account: 'acct-clock', holdId: lapse }).catch((e: unknown) => e);
    expect((gone as UpstreamError).kind).toBe('not_found');
  });

  it('answers the same number when an order is repeated', async () => {
    const { numbers } = await search('acct-order', { countryIso: 'ES', numberType: 'local' });
    const holdId = numbers[0]?.holdId as string;
    const first = await port.orderNumber({ account: 'acct-order', holdId });
    const second = await port.orderNumber({ account: 'acct-order', holdId });
    expect(second).toEqual(first);
    expect(first.e164).toBe(numbers[0]?.e164);
    // An ordered number is never offered to anyone, even after every hold would have lapsed.
    await up.simulator.advanceClock(3600);
    const other = await search('acct-order-2', { countryIso: 'ES', numberType: 'local', contains: nationalOf(first.e164) });
    expect(other.numbers).toEqual([]);
  });

  it('offers a released number again', async () => {
    const { numbers } = await search('acct-release', { countryIso: 'NL', numberType: 'toll_free' });
    const ordered = await port.orderNumber({ account: 'acct-release', holdId: numbers[0]?.holdId as string });
    await port.releaseNumber(ordered.upstreamId);
    await port.releaseNumber(ordered.upstreamId); // releasing one already gone is no error
    const again = await search('acct-release-2', { countryIso: 'NL', numberType: 'toll_free', contains: nationalOf(ordered.e164) });
    expect(again.numbers.map((n) => n.e164)).toEqual([ordered.e164]);
    expect(again.numbers[0]?.trafficDirection).toBe('inbound_only');
  });
});
