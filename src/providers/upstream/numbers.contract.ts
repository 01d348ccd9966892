// The contract every number provider's adapter passes: what the platform relies on from
// the provider that hosts its phone numbers, checked through the number port alone. An
// adapter's test file calls runNumbersContract with a factory; capabilities a real
// provider cannot offer on demand (injected faults, a clock that can be moved, an SMS
// arriving when asked) are optional and their checks are skipped without them.

import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMoney } from '../../lib/money.ts';
import { type HeldNumber, type InboundMessage, type NumberSearch, type NumbersPort, type NumberType, numberTypes } from './numbers.port.ts';
import { UpstreamError } from './upstream.port.ts';
import { refused } from './upstream.contract.ts';

export interface NumbersContractSubject {
  port: NumbersPort;
  /** An account the provider knows, and a second one for ownership checks. */
  account: string;
  otherAccount: string;
  /** An offering (country and type) whose numbers send and receive SMS. */
  offering: { countryIso: string; numberType: NumberType };
  /** An offering whose numbers only receive SMS, when the provider has one. */
  inboundOnlyOffering?: { countryIso: string; numberType: NumberType };
  /** Currencies the provider prices numbers and SMS in; the first is the accounts' own. */
  currencies: readonly [string, ...string[]];
  /** Makes the next `count` calls of `operation` fail with HTTP `status`. */
  injectFault?(operation: string, status: number, count: number): Promise<void>;
  /** Moves the provider's clock forward (holds expire on it). */
  advanceClock?(seconds: number): Promise<void>;
  /** The network brings an SMS for `to`; it may refuse when nobody has `to`. */
  deliverInbound?(input: { from: string; to: string; body: string }): Promise<void>;
  close?(): Promise<void>;
}

/** A currency no provider prices in: ISO 4217 reserves XTS for tests. */
const UNPRICED_CURRENCY = 'XTS';
/** A country no provider offers numbers in. */
const UNOFFERED_COUNTRY = 'AQ';
/** A destination and a sender outside every offering: a UK number of the range Ofcom keeps for fiction. */
const FOREIGN_NUMBER = '+447700900123';

/** The national (significant) number of an E.164 number: what `contains` searches. */
function nationalOf(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  expect(parsed, `${e164} should parse`).toBeDefined();
  return parsed!.nationalNumber as string;
}

/** Polls `check` until it holds or `ms` have passed; answers whether it held. */
async function eventually(check: () => boolean, ms = 5000): Promise<boolean> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) return false;
    await sleep(20);
  }
  return true;
}

export function runNumbersContract(name: string, makeSubject: () => Promise<NumbersContractSubject>): void {
  describe(`numbers contract: ${name}`, () => {
    let s: NumbersContractSubject;
    let port: NumbersPort;
    let currency: string;
    const heard: InboundMessage[] = [];
    let bodies = 0;
    beforeAll(async () => {
      s = await makeSubject();
      port = s.port;
      currency = s.currencies[0];
      port.onInboundMessage(async (message) => {
        heard.push(message);
      });
    });
    afterAll(async () => s?.close?.());

    const search = (account: string, over: Partial<Omit<NumberSearch, 'account'>> = {}) =>
      port.searchNumbers({ ...s.offering, contains: null, limit: 1, currency, holdSeconds: 900, ...over, account });

    /** `count` numbers of the offering held for the account. */
    async function hold(account: string, count = 1, over: Partial<Omit<NumberSearch, 'account'>> = {}): Promise<HeldNumber[]> {
      const found = await search(account, { limit: count, ...over });
      expect(found.numbers, 'the offering should have free numbers').toHaveLength(count);
      return found.numbers;
    }

    /** A number of the offering ordered by the account, with its hold. */
    async function order(account: string, over: Partial<Omit<NumberSearch, 'account'>> = {}) {
      const [held] = await hold(account, 1, over);
      const ordered = await port.orderNumber({ account, holdId: held!.holdId });
      return { held: held!, ...ordered };
    }

    /** Whether `account` finds `e164` when it searches for exactly it. */
    async function offered(account: string, e164: string, over: Partial<Omit<NumberSearch, 'account'>> = {}): Promise<HeldNumber | undefined> {
      const found = await search(account, { contains: nationalOf(e164), limit: 5, ...over });
      return found.numbers.find((n) => n.e164 === e164);
    }

    const body = (what: string) => `${what} ${++bodies} ${Date.now()}`;

    describe('catalogue search', () => {
      it('finds numbers of the offering, held for the account in the currency asked for until the hold ends on the provider clock', async () => {
        const before = await port.now();
        const found = await search(s.account, { limit: 3, holdSeconds: 900 });
        const after = await port.now();
        expect(found.totalAvailable).toBeGreaterThanOrEqual(found.numbers.length);
        expect(found.numbers.length).toBe(Math.min(3, found.totalAvailable));
        expect(found.numbers.length).toBeGreaterThan(0);
        for (const n of found.numbers) {
          expect(n.e164).toMatch(/^\+[1-9]\d{6,14}$/);
          const parsed = parsePhoneNumberFromString(n.e164);
          expect(parsed?.isValid(), n.e164).toBe(true);
          expect(parsed?.country).toBe(s.offering.countryIso);
          expect(n).toMatchObject({ countryIso: s.offering.countryIso, numberType: s.offering.numberType, currency, trafficDirection: 'inbound_and_outbound' });
          expect(n.connectionFee).toMatch(/^\d+\.\d{6}$/);
          expect(n.monthlyFee).toMatch(/^\d+\.\d{6}$/);
          expect(n.holdId.length).toBeGreaterThan(0);
          expect(n.heldUntil.getTime()).toBeGreaterThanOrEqual(before.getTime() + 900_000 - 1000);
          expect(n.heldUntil.getTime()).toBeLessThanOrEqual(after.getTime() + 900_000 + 1000);
        }
        expect(new Set(found.numbers.map((n) => n.e164)).size).toBe(found.numbers.length);
        expect(new Set(found.numbers.map((n) => n.holdId)).size).toBe(found.numbers.length);
        // The holds read back as they were found.
        const holds = await port.getHolds({ account: s.account, holdIds: found.numbers.map((n) => n.holdId), currency });
        expect(holds.map((h) => [h.holdId, h.e164, h.heldUntil.getTime()]).sort()).toEqual(found.numbers.map((n) => [n.holdId, n.e164, n.heldUntil.getTime()]).sort());
      });

      it('finds only numbers whose national number contains the digits, and finds a number the account holds again under the same hold', async () => {
        const [held] = await hold(s.account);
        const national = nationalOf(held!.e164);
        const again = await search(s.account, { contains: national, limit: 5 });
        const same = again.numbers.find((n) => n.e164 === held!.e164);
        expect(same?.holdId).toBe(held!.holdId);
        for (const n of again.numbers) expect(nationalOf(n.e164)).toContain(national);

        const part = national.slice(-3);
        const some = await search(s.otherAccount, { contains: part, limit: 5 });
        expect(some.numbers.length).toBeGreaterThan(0);
        expect(some.totalAvailable).toBeGreaterThanOrEqual(some.numbers.length);
        for (const n of some.numbers) expect(nationalOf(n.e164)).toContain(part);
      });

      it('matches the digits against the national number, not the country calling code', async () => {
        const [held] = await hold(s.account);
        const callingCode = parsePhoneNumberFromString(held!.e164)!.countryCallingCode as string;
        const found = await search(s.otherAccount, { contains: callingCode, limit: 5 });
        const outside = found.numbers.map((n) => n.e164).filter((e164) => !nationalOf(e164).includes(callingCode));
        expect(outside, `numbers whose national number lacks ${callingCode}`).toEqual([]);
      });

      it('keeps number types apart, and marks numbers that only receive', async () => {
        let offeredTypes = 0;
        for (const numberType of numberTypes) {
          const found = await search(s.account, { numberType, limit: 2 }).catch((e: unknown) => e);
          if (found instanceof UpstreamError) {
            expect(found.kind, `${numberType}: an offering that is missing is not_found`).toBe('not_found');
            expect(numberType).not.toBe(s.offering.numberType);
            continue;
          }
          offeredTypes++;
          const { numbers } = found as Awaited<ReturnType<NumbersPort['searchNumbers']>>;
          for (const n of numbers) expect(n).toMatchObject({ numberType, countryIso: s.offering.countryIso });
        }
        expect(offeredTypes).toBeGreaterThan(0);
        if (s.inboundOnlyOffering !== undefined) {
          const found = await search(s.account, { ...s.inboundOnlyOffering, limit: 2 });
          expect(found.numbers.length).toBeGreaterThan(0);
          for (const n of found.numbers) expect(n).toMatchObject({ ...s.inboundOnlyOffering, trafficDirection: 'inbound_only' });
        }
      });

      it('prices the same holds in each currency asked for', async (ctx) => {
        if (s.currencies.length < 2) ctx.skip();
        const held = await hold(s.account, 2);
        const holdIds = held.map((h) => h.holdId);
        for (const other of s.currencies.slice(1)) {
          const read = await port.getHolds({ account: s.account, holdIds, currency: other });
          expect(read.map((h) => h.holdId).sort()).toEqual([...holdIds].sort());
          for (const h of read) {
            expect(h.currency).toBe(other);
            expect(h.connectionFee).toMatch(/^\d+\.\d{6}$/);
            expect(h.monthlyFee).toMatch(/^\d+\.\d{6}$/);
            expect(h.e164).toBe(held.find((x) => x.holdId === h.holdId)?.e164);
          }
          // Searched again in that currency: the same hold, at the price getHolds gives.
          const again = await offered(s.account, held[0]!.e164, { currency: other });
          const fromHolds = read.find((h) => h.holdId === held[0]!.holdId);
          expect(again).toMatchObject({ holdId: held[0]!.holdId, currency: other, connectionFee: fromHolds?.connectionFee, monthlyFee: fromHolds?.monthlyFee });
        }
      });

      it('refuses an offering it does not have, or a currency it does not price in, with not_found', async () => {
        await refused(search(s.account, { countryIso: UNOFFERED_COUNTRY }), 'not_found', 'search_numbers');
        await refused(search(s.account, { currency: UNPRICED_CURRENCY }), 'not_found', 'search_numbers');
      });
    });

    describe('holds', () => {
      it('keeps a held number from every other account: not found, read, extended nor ordered by it', async () => {
        const [held] = await hold(s.account);
        expect(await offered(s.otherAccount, held!.e164)).toBeUndefined();
        expect(await port.getHolds({ account: s.otherAccount, holdIds: [held!.holdId], currency })).toEqual([]);
        const until = new Date((await port.now()).getTime() + 1800_000);
        expect(await port.extendHolds({ account: s.otherAccount, holdIds: [held!.holdId], until, currency })).toEqual([]);
        await refused(port.orderNumber({ account: s.otherAccount, holdId: held!.holdId }), 'not_found', 'order_number');
        // The owner's hold is untouched by all that.
        const [mine] = await port.getHolds({ account: s.account, holdIds: [held!.holdId], currency });
        expect(mine).toMatchObject({ holdId: held!.holdId, e164: held!.e164 });
        expect(mine?.heldUntil.getTime()).toBe(held!.heldUntil.getTime());
        expect((await port.orderNumber({ account: s.account, holdId: held!.holdId })).e164).toBe(held!.e164);
      });

      it('lets exactly one of two accounts searching for a free number at once hold it', async () => {
        // A number known to be free: ordered, then given back.
        const { e164, upstreamId } = await order(s.account);
        await port.releaseNumber(upstreamId);
        const [a, b] = await Promise.all([
          search(s.account, { contains: nationalOf(e164), limit: 5 }),
          search(s.otherAccount, { contains: nationalOf(e164), limit: 5 }),
        ]);
        const winners = [a, b].filter((r) => r.numbers.some((n) => n.e164 === e164));
        expect(winners).toHaveLength(1);
        const [winner, loser] = winners[0] === a ? [s.account, s.otherAccount] : [s.otherAccount, s.account];
        const holdId = winners[0]!.numbers.find((n) => n.e164 === e164)!.holdId;
        await refused(port.orderNumber({ account: loser, holdId }), 'not_found', 'order_number');
        expect((await port.orderNumber({ account: winner, holdId })).e164).toBe(e164);
      });

      it('lets a hold lapse on the provider clock unless it is extended, and then gives the number to others', async () => {
        const [keep, lapse] = await hold(s.account, 2, { holdSeconds: 1 });
        const until = new Date((await port.now()).getTime() + 600_000);
        const extended = await port.extendHolds({ account: s.account, holdIds: [keep!.holdId, 'no-such-hold'], until, currency });
        expect(extended.map((h) => [h.holdId, h.heldUntil.getTime()])).toEqual([[keep!.holdId, until.getTime()]]);
        // Wait, on the provider's own clock, for the other hold to end.
        for (let i = 0; i < 50 && (await port.now()).getTime() <= lapse!.heldUntil.getTime(); i++) await sleep(100);
        expect((await port.now()).getTime()).toBeGreaterThan(lapse!.heldUntil.getTime());

        const live = await port.getHolds({ account: s.account, holdIds: [keep!.holdId, lapse!.holdId], currency });
        expect(live.map((h) => h.holdId)).toEqual([keep!.holdId]);
        expect(await port.extendHolds({ account: s.account, holdIds: [lapse!.holdId], until, currency })).toEqual([]);
        await refused(port.orderNumber({ account: s.account, holdId: lapse!.holdId }), 'not_found', 'order_number');
        const taken = await offered(s.otherAccount, lapse!.e164);
        expect(taken).toBeDefined();
        expect(taken?.holdId).not.toBe(lapse!.holdId);
        expect((await port.orderNumber({ account: s.account, holdId: keep!.holdId })).e164).toBe(keep!.e164);
      });
    });

    describe('orders and releases', () => {
      it('orders a held number: the hold becomes the number, a repeated order answers the same one', async () => {
        const [held] = await hold(s.account);
        const [first, second] = await Promise.all([
          port.orderNumber({ account: s.account, holdId: held!.holdId }),
          port.orderNumber({ account: s.account, holdId: held!.holdId }),
        ]);
        expect(first.e164).toBe(held!.e164);
        expect(first.upstreamId.length).toBeGreaterThan(0);
        expect(second).toEqual(first);
        expect(await port.orderNumber({ account: s.account, holdId: held!.holdId })).toEqual(first);
        // No longer a hold, and never offered to anyone while it is ordered.
        expect(await port.getHolds({ account: s.account, holdIds: [held!.holdId], currency })).toEqual([]);
        expect(await offered(s.otherAccount, held!.e164)).toBeUndefined();
        expect(await offered(s.account, held!.e164)).toBeUndefined();
        // An ordered number is live: it sends at once.
        expect((await port.sendMessage({ from: first.e164, to: FOREIGN_NUMBER, body: body('first'), reference: randomUUID() })).status).toBe('sent');
      });

      it('gives a released number back to the stock: it sends no more, its hold is gone, releasing again is no error', async () => {
        const { held, e164, upstreamId } = await order(s.account);
        await port.releaseNumber(upstreamId);
        await port.releaseNumber(upstreamId);
        await refused(port.sendMessage({ from: e164, to: FOREIGN_NUMBER, body: body('released'), reference: randomUUID() }), 'not_found', 'send_sms');
        await refused(port.orderNumber({ account: s.account, holdId: held.holdId }), 'not_found', 'order_number');
        const again = await offered(s.otherAccount, e164);
        expect(again).toMatchObject({ e164, countryIso: s.offering.countryIso, numberType: s.offering.numberType });
      });

      it('knows nothing of unknown ids: holds are left out, orders are not_found, releases are no error', async () => {
        expect(await port.getHolds({ account: s.account, holdIds: ['no-such-hold', randomUUID()], currency })).toEqual([]);
        expect(await port.getHolds({ account: s.account, holdIds: [], currency })).toEqual([]);
        const until = new Date((await port.now()).getTime() + 600_000);
        expect(await port.extendHolds({ account: s.account, holdIds: ['no-such-hold'], until, currency })).toEqual([]);
        await refused(port.orderNumber({ account: s.account, holdId: 'no-such-hold' }), 'not_found', 'order_number');
        await refused(port.orderNumber({ account: s.account, holdId: randomUUID() }), 'not_found', 'order_number');
        await expect(port.releaseNumber(randomUUID())).resolves.toBeUndefined();
      });
    });

    describe('SMS', () => {
      it('prices SMS per destination country in each currency it prices in, and refuses an unpriced currency with not_found', async () => {
        let countries: string[] | null = null;
        for (const c of s.currencies) {
          const prices = await port.smsPricing(c);
          expect(prices.length).toBeGreaterThan(0);
          const isos = prices.map((p) => p.countryIso);
          expect(new Set(isos).size).toBe(isos.length);
          expect(isos).toContain(s.offering.countryIso);
          for (const p of prices) {
            expect(p.countryIso).toMatch(/^[A-Z]{2}$/);
            for (const amount of [p.outboundPerSegment, p.inboundPerMessage]) {
              expect(isMoney(amount), `${c} ${p.countryIso} ${amount}`).toBe(true);
              expect(Number(amount)).toBeGreaterThanOrEqual(0);
            }
          }
          // The same destinations, whatever the currency.
          if (countries === null) countries = [...isos].sort();
          else expect([...isos].sort()).toEqual(countries);
        }
        await refused(port.smsPricing(UNPRICED_CURRENCY), 'not_found', 'get_sms_pricing');
      });

      it('sends from an ordered number, once per reference', async () => {
        const { e164 } = await order(s.account);
        const reference = randomUUID();
        const sent = await port.sendMessage({ from: e164, to: FOREIGN_NUMBER, body: body('hello'), reference });
        expect(sent.status).toBe('sent');
        expect(typeof sent.id).toBe('string');
        expect(sent.id.length).toBeGreaterThan(0);
        // The platform's sweeper sends a message again when it missed the answer: the same message.
        const repeated = await port.sendMessage({ from: e164, to: FOREIGN_NUMBER, body: body('hello'), reference });
        expect(repeated).toEqual(sent);
        const other = await port.sendMessage({ from: e164, to: FOREIGN_NUMBER, body: body('other'), reference: randomUUID() });
        expect(other.status).toBe('sent');
        expect(other.id).not.toBe(sent.id);
      });

      it('refuses, without retry, a send from a number that is only held, an empty body, and a number that only receives', async () => {
        const [held] = await hold(s.account);
        await refused(port.sendMessage({ from: held!.e164, to: FOREIGN_NUMBER, body: body('held'), reference: randomUUID() }), 'not_found', 'send_sms');
        const { e164 } = await order(s.account);
        await refused(port.sendMessage({ from: e164, to: FOREIGN_NUMBER, body: '', reference: randomUUID() }), 'rejected', 'send_sms');
        if (s.inboundOnlyOffering !== undefined) {
          const receiver = await order(s.account, s.inboundOnlyOffering);
          expect(receiver.held.trafficDirection).toBe('inbound_only');
          await refused(port.sendMessage({ from: receiver.e164, to: FOREIGN_NUMBER, body: body('toll free'), reference: randomUUID() }), 'rejected', 'send_sms');
        }
      });

      it('tells onInboundMessage of each SMS arriving for an ordered number, and of none for a released one', async (ctx) => {
        if (s.deliverInbound === undefined) ctx.skip();
        const one = await order(s.account);
        const two = await order(s.account);
        const first = body('inbound');
        const before = await port.now();
        await s.deliverInbound!({ from: FOREIGN_NUMBER, to: one.e164, body: first });
        expect(await eventually(() => heard.some((m) => m.body === first))).toBe(true);
        const got = heard.find((m) => m.body === first)!;
        expect(got).toMatchObject({ from: FOREIGN_NUMBER, to: one.e164, body: first });
        expect(got.id.length).toBeGreaterThan(0);
        expect(got.receivedAt).toBeInstanceOf(Date);
        expect(Math.abs(got.receivedAt.getTime() - before.getTime())).toBeLessThan(60_000);

        // The same text again is another message, with its own id.
        await s.deliverInbound!({ from: FOREIGN_NUMBER, to: one.e164, body: first });
        expect(await eventually(() => heard.filter((m) => m.body === first).length === 2)).toBe(true);
        const ids = heard.filter((m) => m.body === first).map((m) => m.id);
        expect(new Set(ids).size).toBe(2);

        // Released, the number is no longer the platform's: what arrives for it is not told.
        await port.releaseNumber(one.upstreamId);
        const lost = body('after release');
        await s.deliverInbound!({ from: FOREIGN_NUMBER, to: one.e164, body: lost }).catch(() => undefined);
        const marker = body('marker');
        await s.deliverInbound!({ from: FOREIGN_NUMBER, to: two.e164, body: marker });
        expect(await eventually(() => heard.some((m) => m.body === marker))).toBe(true);
        expect(heard.filter((m) => m.body === lost)).toEqual([]);
      });
    });

    describe('provider faults', () => {
      it('reports outages and rate limits as retryable errors of the operation, then answers again', async (ctx) => {
        if (s.injectFault === undefined) ctx.skip();
        await s.injectFault!('search_numbers', 503, 1);
        await refused(search(s.account), 'unavailable', 'search_numbers');
        const [held] = await hold(s.account);
        await s.injectFault!('get_holds', 502, 1);
        await refused(port.getHolds({ account: s.account, holdIds: [held!.holdId], currency }), 'unavailable', 'get_holds');
        expect(await port.getHolds({ account: s.account, holdIds: [held!.holdId], currency })).toHaveLength(1);
        await s.injectFault!('extend_holds', 429, 1);
        const until = new Date((await port.now()).getTime() + 600_000);
        await refused(port.extendHolds({ account: s.account, holdIds: [held!.holdId], until, currency }), 'rate_limited', 'extend_holds');
        expect(await port.extendHolds({ account: s.account, holdIds: [held!.holdId], until, currency })).toHaveLength(1);
        await s.injectFault!('get_sms_pricing', 429, 1);
        await refused(port.smsPricing(currency), 'rate_limited', 'get_sms_pricing');
        expect((await port.smsPricing(currency)).length).toBeGreaterThan(0);
      });

      it('keeps the hold when an order fails, so the retried order gets the number', async (ctx) => {
        if (s.injectFault === undefined) ctx.skip();
        const [held] = await hold(s.account);
        await s.injectFault!('order_number', 503, 1);
        await refused(port.orderNumber({ account: s.account, holdId: held!.holdId }), 'unavailable', 'order_number');
        expect(await port.getHolds({ account: s.account, holdIds: [held!.holdId], currency })).toHaveLength(1);
        expect((await port.orderNumber({ account: s.account, holdId: held!.holdId })).e164).toBe(held!.e164);
      });

      it('sends a message whose send failed when it is sent again with its reference', async (ctx) => {
        if (s.injectFault === undefined) ctx.skip();
        const { e164 } = await order(s.account);
        const reference = randomUUID();
        const text = body('retried');
        await s.injectFault!('send_sms', 503, 1);
        await refused(port.sendMessage({ from: e164, to: FOREIGN_NUMBER, body: text, reference }), 'unavailable', 'send_sms');
        const sent = await port.sendMessage({ from: e164, to: FOREIGN_NUMBER, body: text, reference });
        expect(sent.status).toBe('sent');
        expect(await port.sendMessage({ from: e164, to: FOREIGN_NUMBER, body: text, reference })).toEqual(sent);
      });

      it('keeps the number when a release fails, so the retried release gives it back', async (ctx) => {
        if (s.injectFault === undefined) ctx.skip();
        const { e164, upstreamId } = await order(s.account);
        await s.injectFault!('release_number', 503, 1);
        await refused(port.releaseNumber(upstreamId), 'unavailable', 'release_number');
        expect((await port.sendMessage({ from: e164, to: FOREIGN_NUMBER, body: body('still mine'), reference: randomUUID() })).status).toBe('sent');
        expect(await offered(s.otherAccount, e164)).toBeUndefined();
        await port.releaseNumber(upstreamId);
        await refused(port.sendMessage({ from: e164, to: FOREIGN_NUMBER, body: body('gone'), reference: randomUUID() }), 'not_found', 'send_sms');
      });
    });

    // Runs last: it moves the provider's clock forward for good.
    describe('provider clock', () => {
      it('ends holds when the clock moves past them, and keeps ordered numbers', async (ctx) => {
        if (s.advanceClock === undefined) ctx.skip();
        const [kept, lapsed] = await hold(s.account, 2, { holdSeconds: 900 });
        const ordered = await port.orderNumber({ account: s.account, holdId: kept!.holdId });
        const before = await port.now();
        await s.advanceClock!(901);
        expect((await port.now()).getTime() - before.getTime()).toBeGreaterThanOrEqual(901_000);

        expect(await port.getHolds({ account: s.account, holdIds: [lapsed!.holdId], currency })).toEqual([]);
        await refused(port.orderNumber({ account: s.account, holdId: lapsed!.holdId }), 'not_found', 'order_number');
        expect(await offered(s.otherAccount, lapsed!.e164)).toBeDefined();
        // The ordered number outlives every hold: still the account's, still sending.
        expect(await port.orderNumber({ account: s.account, holdId: kept!.holdId })).toEqual(ordered);
        expect(await offered(s.otherAccount, ordered.e164)).toBeUndefined();
        expect((await port.sendMessage({ from: ordered.e164, to: FOREIGN_NUMBER, body: body('later'), reference: randomUUID() })).status).toBe('sent');
      });
    });
  });
}
