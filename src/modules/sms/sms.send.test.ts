import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from '../../../test/harness.ts';
import { jobs } from '../../jobs/jobs.tables.ts';
import { phoneNumbers } from '../numbers/numbers.tables.ts';
import { organizations } from '../organizations/organizations.tables.ts';
import { numbersTenant, ownNumber } from '../numbers/numbers.testkit.ts';
import { walletEntries } from '../wallet/wallet.tables.ts';
import { SWEEP_JOB_NAME } from './sms.outbound.jobs.ts';
import { smsMessages } from './sms.tables.ts';

let h: Harness;

beforeAll(async () => {
  h = await createHarness();
});
afterEach(async () => {
  await h.app.inject({ method: 'DELETE', url: '/admin/simulator/faults', headers: h.admin });
});
afterAll(async () => h.close());

/** Valid destinations: the provider prices GB at 0.04 EUR and DE at 0.08 EUR a segment. */
const GB = '+447400123456';
const DE = '+4915123456789';

/** A send through HTTP; its `sent` mark, written behind the answer, has landed when this resolves. */
const send = async (t: Tenant, payload: unknown, headers: Record<string, string> = {}) => {
  const res = await h.app.inject({ method: 'POST', url: '/numbers/sms/send', headers: { ...t.admin, ...headers }, payload: payload as Record<string, unknown> });
  await h.container.smsOutbound.sender.drain();
  return res;
};

const balance = async (t: Tenant) => (await h.container.wallet.get(t.id)).balance;
const messages = (t: Tenant) => h.container.db.select().from(smsMessages).where(eq(smsMessages.organizationId, t.id));
const fault = async (status: number, count = 1) => {
  const res = await h.app.inject({ method: 'POST', url: '/admin/simulator/faults', headers: h.admin, payload: { operation: 'send_sms', status, count } });
  expect(res.statusCode).toBeLessThan(300);
};
type SendMessage = Harness['container']['upstream']['numbers']['sendMessage'];

/**
 * Replaces the provider's sendMessage (behind the container's concurrency limit) with
 * `fn`, which may call the real one; answers the undo.
 */
function patchProviderSend(fn: (input: Parameters<SendMessage>[0], real: SendMessage) => ReturnType<SendMessage>): () => void {
  const port = h.container.upstream.numbers;
  const saved = Object.getOwnPropertyDescriptor(port, 'sendMessage') as PropertyDescriptor;
  const real = saved.value as SendMessage;
  Object.defineProperty(port, 'sendMessage', { ...saved, value: (input: Parameters<SendMessage>[0]) => fn(input, real) });
  return () => Object.defineProperty(port, 'sendMessage', saved);
}

const expectError = (res: { statusCode: number; json(): unknown }, status: number, code: string) => {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
  expect(res.json()).toMatchObject({ success: false, error: { code, message: expect.any(String) } });
};

describe('POST /numbers/sms/send: charging', () => {
  it('charges concurrent sends in arrival order until the wallet is spent: each paid send has its message and ledger entry, the rest are 402', async () => {
    const t = await numbersTenant(h, { credit: '0.30' });
    const other = await numbersTenant(h, { credit: '1.00' });
    const from = await ownNumber(h, t.id, { countryIso: 'DE' });
    const otherFrom = await ownNumber(h, other.id, { countryIso: 'DE' });
    // 0.04 a send to GB: the wallet pays 7 of 20; the other organisation's sends, made at the same time, all pass.
    const results = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => send(t, { from: from.e164, to: GB, body: `code ${i}` })),
      ...Array.from({ length: 5 }, (_, i) => send(other, { from: otherFrom.e164, to: GB, body: `code ${i}` })),
    ]);
    const mine = results.slice(0, 20);
    expect(mine.filter((r) => r.statusCode === 201)).toHaveLength(7);
    for (const r of mine.filter((r) => r.statusCode !== 201)) {
      expectError(r, 402, 'INSUFFICIENT_BALANCE');
      expect(r.json().error.message).toBeTruthy();
    }
    expect(results.slice(20).every((r) => r.statusCode === 201)).toBe(true);
    expect(await balance(t)).toBe('0.02');
    expect(await balance(other)).toBe('0.80');
    const rows = await messages(t);
    expect(rows).toHaveLength(7);
    expect(rows.every((m) => m.status === 'sent')).toBe(true);
    const entries = await h.container.db.select().from(walletEntries).where(and(eq(walletEntries.organizationId, t.id), eq(walletEntries.kind, 'sms_outbound')));
    expect(entries.map((e) => e.reference).sort()).toEqual(rows.map((m) => m.id).sort());
    // Each entry's balance_after is the balance its debit left: seven distinct steps of 0.04 down to 0.02.
    expect(entries.map((e) => Number(e.balanceAfter)).sort((a, b) => b - a)).toEqual([0.26, 0.22, 0.18, 0.14, 0.1, 0.06, 0.02]);
  });

  it('sends a 161-character GSM-7 text as two segments at twice the price and answers the record', async () => {
    const t = await numbersTenant(h);
    const from = await ownNumber(h, t.id, { countryIso: 'DE' });
    const res = await send(t, { from: from.e164, to: GB, body: 'a'.repeat(161) });
    expect(res.statusCode, res.body).toBe(201);
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(data).toMatchObject({
      phone_number_id: from.id,
      from: from.e164,
      to: GB,
      body: 'a'.repeat(161),
      segments: 2,
      encoding: 'gsm7',
      status: 'sent',
      price: '0.080000',
      currency: 'EUR',
      delivered_at: null,
    });
    expect(new Date(data.sent_at).getTime()).not.toBeNaN();
    expect(await balance(t)).toBe('99.92');

    const [row] = await messages(t);
    expect(row).toMatchObject({ id: data.id, direction: 'outbound', status: 'sent', segments: 2, upstreamId: data.id, refundEntryId: null });
    // The mark written behind the answer stores the time the answer gave.
    expect(row?.sentAt?.toISOString()).toBe(data.sent_at);
    const entries = await h.container.db.select().from(walletEntries).where(and(eq(walletEntries.organizationId, t.id), eq(walletEntries.kind, 'sms_outbound')));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ id: row?.walletEntryId, reference: data.id });
    expect(Number(entries[0]?.amount)).toBe(-0.08);
  });

  it('keeps the balance exact over several sends of either encoding and destination', async () => {
    const t = await numbersTenant(h, { credit: '1.00' });
    const from = await ownNumber(h, t.id, { countryIso: 'GB' });
    const sends: Array<[string, string, number]> = [
      [DE, 'Hello', 1], // 0.08
      [GB, 'a'.repeat(160), 1], // 0.04
      [GB, 'ж'.repeat(71), 2], // 0.08: UCS-2, 67 a part
      [DE, '😀'.repeat(35) + 'a', 2], // 0.16: 71 UTF-16 units
      [GB, 'a'.repeat(152) + '€' + 'a'.repeat(152), 3], // 0.12: the € cannot straddle two parts
    ];
    for (const [to, body, segments] of sends) {
      const res = await send(t, { from: from.e164, to, body });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.segments).toBe(segments);
    }
    expect(await balance(t)).toBe('0.52');
  });

  it('answers 402 INSUFFICIENT_BALANCE and writes nothing when the wallet cannot pay every segment', async () => {
    const t = await numbersTenant(h, { credit: '0.10' });
    const from = await ownNumber(h, t.id, { countryIso: 'DE' });
    // Two segments to DE cost 0.16.
    expectError(await send(t, { from: from.e164, to: DE, body: 'a'.repeat(161) }), 402, 'INSUFFICIENT_BALANCE');
    expect(await messages(t)).toEqual([]);
    expect(await balance(t)).toBe('0.10');
    // One segment fits.
    expect((await send(t, { from: from.e164, to: DE, body: 'a'.repeat(160) })).statusCode).toBe(201);
    expect(await balance(t)).toBe('0.02');
  });

  it('gives one 201 and one 402 to two concurrent sends that the balance covers once', async () => {
    const t = await numbersTenant(h, { credit: '0.05' });
    const from = await ownNumber(h, t.id, { countryIso: 'DE' });
    const answers = await Promise.all([send(t, { from: from.e164, to: GB, body: 'one' }), send(t, { from: from.e164, to: GB, body: 'two' })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 402]);
    expect(await messages(t)).toHaveLength(1);
    expect(await balance(t)).toBe('0.01');
  });
});

describe('POST /numbers/sms/send: who may send from which number to where', () => {
  it('answers 403 TRAFFIC_RESTRICTED from an inbound-only (toll-free) number', async () => {
    const t = await numbersTenant(h);
    const from = await ownNumber(h, t.id, { countryIso: 'DE', numberType: 'toll_free' });
    expectError(await send(t, { from: from.e164, to: GB, body: 'hi' }), 403, 'TRAFFIC_RESTRICTED');
    expect(await messages(t)).toEqual([]);
    expect(await balance(t)).toBe('100.00');
  });

  it('answers 403 TRAFFIC_RESTRICTED from a number whose KYC was rejected', async () => {
    const t = await numbersTenant(h);
    const from = await ownNumber(h, t.id, { countryIso: 'DE' });
    await h.container.db.update(phoneNumbers).set({ kycStatus: 'rejected' }).where(and(eq(phoneNumbers.organizationId, t.id), eq(phoneNumbers.id, from.id)));
    expectError(await send(t, { from: from.e164, to: GB, body: 'hi' }), 403, 'TRAFFIC_RESTRICTED');
    expect(await messages(t)).toEqual([]);
  });

  it('answers 403 TRAFFIC_RESTRICTED from a number suspended for an unpaid fee', async () => {
    const t = await numbersTenant(h);
    const from = await ownNumber(h, t.id, { countryIso: 'DE', status: 'suspended' });
    expectError(await send(t, { from: from.e164, to: GB, body: 'hi' }), 403, 'TRAFFIC_RESTRICTED');
  });

  it('answers 403 TRAFFIC_RESTRICTED to a destination the provider does not price', async () => {
    const t = await numbersTenant(h);
    const from = await ownNumber(h, t.id, { countryIso: 'DE' });
    // A valid Italian mobile number: the provider offers no SMS to Italy.
    expectError(await send(t, { from: from.e164, to: '+393123456789', body: 'ciao' }), 403, 'TRAFFIC_RESTRICTED');
    expect(await messages(t)).toEqual([]);
  });

  it('answers 403 TRAFFIC_RESTRICTED everywhere when the provider does not price the currency', async () => {
    const t = await numbersTenant(h);
    const from = await ownNumber(h, t.id, { countryIso: 'DE' });
    // The provider sells no numbers in CHF either: the organisation bought its number before its currency changed.
    await h.container.db.update(organizations).set({ currency: 'CHF' }).where(eq(organizations.id, t.id));
    expectError(await send(t, { from: from.e164, to: GB, body: 'hi' }), 403, 'TRAFFIC_RESTRICTED');
    expect(await messages(t)).toEqual([]);
  });

  it('answers 403 BILLING_NOT_CONFIGURED without billing', async () => {
    const t = await numbersTenant(h, { billing: false });
    const from = await ownNumber(h, t.id, { countryIso: 'DE' });
    expectError(await send(t, { from: from.e164, to: GB, body: 'hi' }), 403, 'BILLING_NOT_CONFIGURED');
    expect(await messages(t)).toEqual([]);
  });

  it('answers 404 NOT_FOUND for a number the organisation does not own, another organisation\'s included', async () => {
    const t = await numbersTenant(h);
    const other = await numbersTenant(h);
    const theirs = await ownNumber(h, other.id, { countryIso: 'DE' });
    await ownNumber(h, t.id, { countryIso: 'DE' });
    expectError(await send(t, { from: theirs.e164, to: GB, body: 'hi' }), 404, 'NOT_FOUND');
    expectError(await send(t, { from: '+4915100000000', to: GB, body: 'hi' }), 404, 'NOT_FOUND');
    expect(await messages(t)).toEqual([]);
    expect(await messages(other)).toEqual([]);
  });

  it('answers 404 NOT_FOUND for a released number', async () => {
    const t = await numbersTenant(h);
    const from = await ownNumber(h, t.id, { countryIso: 'DE' });
    await h.container.db.update(phoneNumbers).set({ status: 'released' }).where(and(eq(phoneNumbers.organizationId, t.id), eq(phoneNumbers.id, from.id)));
    expectError(await send(t, { from: from.e164, to: GB, body: 'hi' }), 404, 'NOT_FOUND');
  });

  it('answers 422 VALIDATION_ERROR for a number still provisioning', async () => {
    const t = await numbersTenant(h);
    const from = await ownNumber(h, t.id, { countryIso: 'DE', status: 'provisioning' });
    expectError(await send(t, { from: from.e164, to: GB, body: 'hi' }), 422, 'VALIDATION_ERROR');
  });

  it('answers 422 VALIDATION_ERROR for bad input, before anything else is checked', async () => {
    const t = await numbersTenant(h);
    const from = (await ownNumber(h, t.id, { countryIso: 'DE' })).e164;
    const bad: unknown[] = [
      { from, to: '+441234', body: 'hi' }, // E.164 in form, not a valid number
      { from, to: '004915123456789', body: 'hi' },
      { from, to: '+49 151 23456789', body: 'hi' },
      { from, to: '+800123456789', body: 'hi' },
      { from: '4915123456789', to: GB, body: 'hi' },
      { from, to: GB, body: '' },
      { from, to: GB, body: 'a'.repeat(1601) },
      { from, to: GB, body: '😀'.repeat(801) }, // 801 characters, 1602 UTF-16 code units
      { from, to: GB, body: 42 },
      { from, to: GB },
      { to: GB, body: 'hi' },
      { from, to: GB, body: 'hi', extra: true },
      [],
      null,
    ];
    for (const payload of bad) expectError(await send(t, payload), 422, 'VALIDATION_ERROR');
    const notJson = await h.app.inject({ method: 'POST', url: '/numbers/sms/send', headers: { ...t.admin, 'content-type': 'application/json' }, payload: '{"from":' });
    expectError(notJson, 422, 'VALIDATION_ERROR');
    expectError(await send(t, { from, to: GB, body: 'hi' }, { 'idempotency-key': 'with space' }), 422, 'VALIDATION_ERROR');
    expect(await messages(t)).toEqual([]);
    // The limits themselves are accepted: 1600 UTF-16 code units, 800 emoji included.
    const longest = await send(t, { from, to: GB, body: '😀'.repeat(800) });
    expect(longest.statusCode, longest.body).toBe(201);
    expect(longest.json().data).toMatchObject({ encoding: 'ucs2', segments: 25 });
  });
});

describe('POST /numbers/sms/send: the provider fails', () => {
  it('answers 502 OUTBOUND_SMS_FAILED, stores the failed attempt and refunds it in full', async () => {
    const t = await numbersTenant(h);
    const from = await ownNumber(h, t.id, { countryIso: 'DE' });
    await fault(503);
    const res = await send(t, { from: from.e164, to: GB, body: 'a'.repeat(200) });
    expectError(res, 502, 'OUTBOUND_SMS_FAILED');
    expect(await balance(t)).toBe('100.00');
    const [row] = await messages(t);
    expect(row).toMatchObject({ status: 'failed', segments: 2, sentAt: null, upstreamId: null });
    expect(res.json().error.message).toBe(`the provider could not send the SMS; message ${row?.id} is recorded as failed and its charge refunded; request id ${res.headers['x-request-id']}`);
    expect(row?.failureReason).toContain('503');
    expect(row?.walletEntryId).not.toBeNull();
    expect(row?.refundEntryId).not.toBeNull();
    const entries = await h.container.db.select().from(walletEntries).where(eq(walletEntries.organizationId, t.id));
    const refund = entries.find((e) => e.id === row?.refundEntryId);
    expect(refund).toMatchObject({ kind: 'sms_outbound_refund', reference: row?.id });
    expect(Number(refund?.amount)).toBe(0.08);
    // The settle job finds it settled and changes nothing.
    expect(await h.container.smsOutbound.sender.settle(t.id, row!.id, { lastAttempt: true })).toBe('already_settled');
    expect(await balance(t)).toBe('100.00');
    // The next send goes through.
    expect((await send(t, { from: from.e164, to: GB, body: 'again' })).statusCode).toBe(201);
  });
});

describe('POST /numbers/sms/send: Idempotency-Key', () => {
  it('replays the first answer for the same key and body, charging once', async () => {
    const t = await numbersTenant(h);
    const from = await ownNumber(h, t.id, { countryIso: 'DE' });
    const payload = { from: from.e164, to: GB, body: 'once' };
    const first = await send(t, payload, { 'idempotency-key': 'k-1' });
    expect(first.statusCode).toBe(201);
    const again = await send(t, payload, { 'idempotency-key': 'k-1' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await messages(t)).toHaveLength(1);
    expect(await balance(t)).toBe('99.96');
    // The same JSON with its keys in another order is the same body: a retry may serialise it anew.
    const reordered = await send(t, { body: payload.body, to: payload.to, from: payload.from }, { 'idempotency-key': 'k-1' });
    expect(reordered.statusCode).toBe(201);
    expect(reordered.headers['idempotent-replayed']).toBe('true');
    expect(await messages(t)).toHaveLength(1);
    // Another body under the same key is a conflict.
    expectError(await send(t, { ...payload, body: 'twice' }, { 'idempotency-key': 'k-1' }), 409, 'IDEMPOTENCY_CONFLICT');
    // Keys are per organisation.
    const other = await numbersTenant(h);
    const theirs = await ownNumber(h, other.id, { countryIso: 'DE' });
    expect((await send(other, { ...payload, from: theirs.e164 }, { 'idempotency-key': 'k-1' })).statusCode).toBe(201);
  });

  it('replays a refusal and a refunded provider failure too; a new key sends again', async () => {
    const t = await numbersTenant(h, { credit: '0.01' });
    const from = await ownNumber(h, t.id, { countryIso: 'DE' });
    const payload = { from: from.e164, to: GB, body: 'hi' };
    const first402 = await send(t, payload, { 'idempotency-key': 'k-402' });
    expectError(first402, 402, 'INSUFFICIENT_BALANCE');
    expect(first402.headers['idempotent-replayed']).toBeUndefined();
    await h.app.inject({ method: 'POST', url: `/admin/organizations/${t.id}/wallet/credits`, headers: h.admin, payload: { amount: '1.00' } });
    const replayed402 = await send(t, payload, { 'idempotency-key': 'k-402' });
    expectError(replayed402, 402, 'INSUFFICIENT_BALANCE');
    expect(replayed402.headers['idempotent-replayed']).toBe('true');

    await fault(503);
    expectError(await send(t, payload, { 'idempotency-key': 'k-502' }), 502, 'OUTBOUND_SMS_FAILED');
    // The first answer is the outcome of that key: replayed, not sent again, and marked
    // as a replay like a replayed success.
    const replayed502 = await send(t, payload, { 'idempotency-key': 'k-502' });
    expectError(replayed502, 502, 'OUTBOUND_SMS_FAILED');
    expect(replayed502.headers['idempotent-replayed']).toBe('true');
    expect(await balance(t)).toBe('1.01');
    const retried = await send(t, payload, { 'idempotency-key': 'k-502-again' });
    expect(retried.statusCode).toBe(201);
    expect(await balance(t)).toBe('0.97');
  });

  it('answers 409 IDEMPOTENCY_CONFLICT to a duplicate that arrives while the first is still sending', async () => {
    const t = await numbersTenant(h);
    const from = await ownNumber(h, t.id, { countryIso: 'DE' });
    const payload = { from: from.e164, to: GB, body: 'slow' };
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let reached!: () => void;
    const inProvider = new Promise<void>((r) => (reached = r));
    const restore = patchProviderSend(async (input, real) => {
      reached();
      await held;
      return real(input);
    });
    try {
      const first = send(t, payload, { 'idempotency-key': 'k-slow' });
      await inProvider;
      expectError(await send(t, payload, { 'idempotency-key': 'k-slow' }), 409, 'IDEMPOTENCY_CONFLICT');
      release();
      const done = await first;
      expect(done.statusCode, done.body).toBe(201);
      const replay = await send(t, payload, { 'idempotency-key': 'k-slow' });
      expect(replay.json()).toEqual(done.json());
    } finally {
      restore();
      release();
    }
    expect(await messages(t)).toHaveLength(1);
    expect(await balance(t)).toBe('99.96');
  });
});

describe('POST /numbers/sms/send: a key whose send was charged when its process died', () => {
  it('answers 409 with Retry-After while the message is sending, after its lock lapsed too, then what the sweeper made of it', async () => {
    const t = await numbersTenant(h);
    const from = await ownNumber(h, t.id, { countryIso: 'DE' });
    const payload = { from: from.e164, to: GB, body: 'crash' };
    const key = { 'idempotency-key': 'k-crash' };
    // The process "dies" in the provider call: the charge and the message stay `sending`.
    const restore = patchProviderSend(async () => {
      throw new Error('the process died');
    });
    try {
      expect((await send(t, payload, key)).statusCode).toBe(500);
    } finally {
      restore();
    }
    // The key's lock lapses (as it does after IDEMPOTENCY_LOCK_SECONDS): money moved, so no retry takes it over.
    await h.container.db.execute(sql`UPDATE idempotency_keys SET locked_until = now() - interval '1 second' WHERE organization_id = ${t.id}::uuid`);
    const pending = await send(t, payload, key);
    expectError(pending, 409, 'IDEMPOTENCY_CONFLICT');
    expect(Number(pending.headers['retry-after'])).toBeGreaterThan(0);
    expect(await messages(t)).toHaveLength(1);
    expect(await balance(t)).toBe('99.96');

    const [row] = await messages(t);
    expect(await h.container.smsOutbound.sender.settle(t.id, row?.id as string, { lastAttempt: true })).toBe('sent');
    const answers = [await send(t, payload, key), await send(t, payload, key)];
    for (const a of answers) {
      expect(a.statusCode, a.body).toBe(201);
      expect(a.headers['idempotent-replayed']).toBe('true');
      expect(a.json()).toEqual(answers[0]?.json());
    }
    expect(answers[0]?.json().data).toMatchObject({ id: row?.id, status: 'sent' });
    expect(await messages(t)).toHaveLength(1);
    expect(await balance(t)).toBe('99.96');
  });
});

describe('the sweeper of messages left sending', () => {
  /** A send whose process "dies" in the provider call: the charge and the record stay `sending`. */
  async function crashedSend(t: Tenant, fromE164: string, opts: { providerSent: boolean }) {
    const restore = patchProviderSend(async (input, real) => {
      if (opts.providerSent) await real(input);
      throw new Error('the process died');
    });
    try {
      const res = await send(t, { from: fromE164, to: GB, body: 'a'.repeat(161) });
      expect(res.statusCode).toBe(500);
    } finally {
      restore();
    }
    const [row] = await messages(t);
    expect(row).toMatchObject({ status: 'sending', segments: 2 });
    expect(await balance(t)).toBe('99.92');
    return row!;
  }

  const providerCopies = async (reference: string) => {
    const { simNetSms } = await import('../../providers/upstream/simulator/simulator.tables.ts');
    return h.container.db.select().from(simNetSms).where(eq(simNetSms.id, reference));
  };

  /** Makes a message look charged `minutes` ago, as if its process died then. */
  const age = (t: Tenant, id: string, minutes: number) =>
    h.container.db
      .update(smsMessages)
      .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
      .where(and(eq(smsMessages.organizationId, t.id), eq(smsMessages.id, id)));

  it('leaves sent messages alone, and sending ones until a minute has passed', async () => {
    const t = await numbersTenant(h);
    const from = await ownNumber(h, t.id, { countryIso: 'DE' });
    const row = await crashedSend(t, from.e164, { providerSent: false });
    const res = await send(t, { from: from.e164, to: GB, body: 'hi' });
    expect(res.statusCode).toBe(201);
    // A message already sent is left alone.
    expect(await h.container.smsOutbound.sender.settle(t.id, res.json().data.id, { lastAttempt: false })).toBe('already_settled');
    await h.container.smsOutbound.sender.sweep();
    expect((await messages(t)).find((m) => m.id === row.id)?.status).toBe('sending');
    await age(t, row.id, 2);
    expect(await h.container.smsOutbound.sender.sweep()).toMatchObject({ sent: 1 });
    expect((await messages(t)).find((m) => m.id === row.id)?.status).toBe('sent');
    expect(await balance(t)).toBe('99.88');
  });

  it('keeps a message the provider cannot take yet, and fails and refunds it six hours after its charge', async () => {
    const t = await numbersTenant(h);
    const from = await ownNumber(h, t.id, { countryIso: 'DE' });
    const row = await crashedSend(t, from.e164, { providerSent: false });
    await age(t, row.id, 5);
    await fault(503);
    expect(await h.container.smsOutbound.sender.sweep()).toMatchObject({ retry_later: 1, sent: 0, failed: 0 });
    expect((await messages(t))[0]?.status).toBe('sending');
    expect(await balance(t)).toBe('99.92');
    await age(t, row.id, 6 * 60 + 1);
    await fault(503);
    expect(await h.container.smsOutbound.sender.sweep()).toMatchObject({ failed: 1 });
    expect((await messages(t))[0]).toMatchObject({ status: 'failed' });
    expect(await balance(t)).toBe('100.00');
  });

  it('sends the message and marks it sent, charged once', async () => {
    const t = await numbersTenant(h);
    const from = await ownNumber(h, t.id, { countryIso: 'DE' });
    const row = await crashedSend(t, from.e164, { providerSent: false });
    expect(await providerCopies(row.id)).toHaveLength(0);
    expect(await h.container.smsOutbound.sender.settle(t.id, row.id, { lastAttempt: false })).toBe('sent');
    const [after] = await messages(t);
    expect(after).toMatchObject({ status: 'sent', upstreamId: row.id, refundEntryId: null });
    expect(after?.sentAt).not.toBeNull();
    expect(await providerCopies(row.id)).toHaveLength(1);
    expect(await balance(t)).toBe('99.92');
    // Running again changes nothing.
    expect(await h.container.smsOutbound.sender.settle(t.id, row.id, { lastAttempt: true })).toBe('already_settled');
  });

  it('marks sent, without sending twice, a message the provider took before the process died', async () => {
    const t = await numbersTenant(h);
    const from = await ownNumber(h, t.id, { countryIso: 'DE' });
    const row = await crashedSend(t, from.e164, { providerSent: true });
    expect(await providerCopies(row.id)).toHaveLength(1);
    expect(await h.container.smsOutbound.sender.settle(t.id, row.id, { lastAttempt: false })).toBe('sent');
    expect(await providerCopies(row.id)).toHaveLength(1);
    expect((await messages(t))[0]?.status).toBe('sent');
    expect(await balance(t)).toBe('99.92');
  });

  it('fails and refunds a message the provider refuses for good', async () => {
    const t = await numbersTenant(h);
    const from = await ownNumber(h, t.id, { countryIso: 'DE' });
    const row = await crashedSend(t, from.e164, { providerSent: false });
    await fault(400);
    expect(await h.container.smsOutbound.sender.settle(t.id, row.id, { lastAttempt: false })).toBe('failed');
    const [after] = await messages(t);
    expect(after).toMatchObject({ status: 'failed', sentAt: null });
    expect(after?.failureReason).toContain('400');
    expect(await balance(t)).toBe('100.00');
    expect(await providerCopies(row.id)).toHaveLength(0);
  });

  it('retries while the provider is unavailable, and fails and refunds on the last attempt', async () => {
    const t = await numbersTenant(h);
    const from = await ownNumber(h, t.id, { countryIso: 'DE' });
    const row = await crashedSend(t, from.e164, { providerSent: false });
    await fault(503, 2);
    await expect(h.container.smsOutbound.sender.settle(t.id, row.id, { lastAttempt: false })).rejects.toMatchObject({ retryable: true });
    expect((await messages(t))[0]?.status).toBe('sending');
    expect(await balance(t)).toBe('99.92');
    expect(await h.container.smsOutbound.sender.settle(t.id, row.id, { lastAttempt: true })).toBe('failed');
    expect(await balance(t)).toBe('100.00');
  });

  it('runs in the worker as the sweep job and settles the message', async () => {
    const t = await numbersTenant(h);
    const from = await ownNumber(h, t.id, { countryIso: 'DE' });
    const row = await crashedSend(t, from.e164, { providerSent: false });
    await age(t, row.id, 2);
    const sweep = h.container.smsOutbound.jobs.find((j) => j.name === SWEEP_JOB_NAME)!;
    const job = (await h.container.jobs.enqueue(sweep.job({})))!;
    const read = async () => (await h.container.db.select().from(jobs).where(eq(jobs.id, job.id)))[0];
    const workers = h.container.startWorkers();
    try {
      let state = await read();
      const deadline = Date.now() + 20_000;
      while (state?.status !== 'succeeded' && state?.status !== 'failed' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 20));
        state = await read();
      }
      expect(state).toMatchObject({ status: 'succeeded', result: { sent: 1 } });
    } finally {
      await workers.stop();
    }
    expect((await messages(t)).find((m) => m.id === row.id)?.status).toBe('sent');
    expect(await balance(t)).toBe('99.92');
  });
});
