// The SMS events through HTTP: `sms.inbound.received` with the message as
// GET /numbers/sms/messages shows it (source network), once per provider message;
// `sms.outbound.sent` with the message as the send answered it, from the request or
// the sweeper; nothing for a send refused or failed at the provider.

import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from '../../../test/harness.ts';
import { numbersTenant, ownNumber } from '../numbers/numbers.testkit.ts';
import { inboundSms } from '../webhooks/webhooks.testkit.ts';
import { smsMessages } from './sms.tables.ts';

type Json = Record<string, unknown>;

let h: Harness;

beforeAll(async () => {
  h = await createHarness({ WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true' });
});
afterEach(async () => {
  await h.app.inject({ method: 'DELETE', url: '/admin/simulator/faults', headers: h.admin });
});
afterAll(async () => h.close());

const clientOf = (headers: Record<string, string>): string => JSON.parse(Buffer.from((headers.authorization as string).split('.')[1] as string, 'base64url').toString()).sub;
async function events(t: Tenant, type = 'sms.*'): Promise<Json[]> {
  const res = await h.app.inject({ method: 'GET', url: `/events?limit=100&type=${type}`, headers: t.viewer });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
}
const GB = '+447400123456';
const send = async (t: Tenant, from: string, body: string, headers: Record<string, string> = {}) => {
  const res = await h.app.inject({ method: 'POST', url: '/numbers/sms/send', headers: { ...t.admin, ...headers }, payload: { from, to: GB, body } });
  await h.container.smsOutbound.sender.drain();
  return res;
};

describe('sms.inbound.received', () => {
  it('is written with the message as GET /numbers/sms/messages shows it, charged, with source network; once for a message the provider repeats', async () => {
    const t = await numbersTenant(h, { credit: '10.00' });
    const n = await ownNumber(h, t.id, { countryIso: 'GB' });
    expect((await inboundSms(h, n.e164, 'Ünïcödé ✓', '+447700900123')).statusCode).toBe(201);
    const listed = (await h.app.inject({ method: 'GET', url: '/numbers/sms/messages', headers: t.viewer })).json().data.messages as Json[];
    const [received, ...rest] = await events(t);
    expect(rest).toEqual([]);
    expect(received).toMatchObject({
      type: 'sms.inbound.received',
      source: 'network',
      actor: { type: 'system', id: null },
      resource: { type: 'sms', id: listed[0]!.id },
      previous: null,
      request_id: null,
    });
    expect(received!.data).toEqual(listed[0]);
    expect(Number((received!.data as Json).price)).toBeGreaterThan(0);

    // The provider reports a message twice: stored once, one event.
    const message = { id: `up-${randomUUID()}`, from: '+447700900124', to: n.e164, body: 'twice', receivedAt: new Date() };
    const [a, b] = await Promise.all([h.container.inboundSms.receive(message), h.container.inboundSms.receive(message)]);
    expect(a?.id).toBe(b?.id);
    await h.container.inboundSms.receive(message);
    const all = await events(t, 'sms.inbound.received');
    expect(all).toHaveLength(2);
    // Every SMS type by prefix, and a narrower prefix.
    expect(await events(t, 'sms.inbound.*')).toEqual(all);
    expect(await events(t, 'sms.outbound.*')).toEqual([]);
    expect(all[0]).toMatchObject({ resource: { type: 'sms', id: a!.id }, data: { body: 'twice', price: expect.stringMatching(/^\d+\.\d{6}$/) } });

    // A message for a number nobody owns is on no feed; another organisation sees none of these.
    const other = await numbersTenant(h);
    expect((await inboundSms(h, '+447700900999', 'nobody')).statusCode).toBeLessThan(500);
    expect(await events(other)).toEqual([]);
  });
});

describe('sms.outbound.sent', () => {
  it('is written when the provider took the message, with the message as the send answered it, its price and who sent it', async () => {
    const t = await numbersTenant(h, { credit: '10.00' });
    const n = await ownNumber(h, t.id, { countryIso: 'DE' });
    const res = await send(t, n.e164, 'Your code is 123456', { 'x-request-id': 'sms-1' });
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json().data;
    const [sent, ...rest] = await events(t);
    expect(rest).toEqual([]);
    expect(sent).toMatchObject({
      type: 'sms.outbound.sent',
      source: 'api',
      actor: { type: 'client', id: clientOf(t.admin) },
      resource: { type: 'sms', id: answer.id },
      previous: { status: 'sending' },
      request_id: 'sms-1',
    });
    expect(sent!.data).toEqual(answer);
    expect(answer).toMatchObject({ status: 'sent', price: '0.040000', currency: 'EUR' });
  });

  it('is not written for a send refused (balance, sender) or failed at the provider, and is written by the sweeper for one a dead process left', async () => {
    const t = await numbersTenant(h, { credit: '0.05' });
    const n = await ownNumber(h, t.id, { countryIso: 'DE' });
    expect((await send(t, n.e164, 'x'.repeat(400))).statusCode).toBe(402);
    expect((await send(t, '+4915000000000', 'not ours')).statusCode).toBe(404);
    const fault = await h.app.inject({ method: 'POST', url: '/admin/simulator/faults', headers: h.admin, payload: { operation: 'send_sms', status: 400, count: 1 } });
    expect(fault.statusCode).toBeLessThan(300);
    expect((await send(t, n.e164, 'refused at the provider')).statusCode).toBe(502);
    expect(await events(t)).toEqual([]);

    // Left `sending` by a process that died after the charge: the sweeper sends it (source system).
    const left = await leaveSending(t, n.e164);
    expect(await events(t)).toEqual([]);
    expect(await h.container.smsOutbound.sender.settle(t.id, left, { lastAttempt: false })).toBe('sent');
    const [swept, ...rest] = await events(t);
    expect(rest).toEqual([]);
    expect(swept).toMatchObject({ type: 'sms.outbound.sent', source: 'system', actor: { type: 'system', id: null }, request_id: null, resource: { type: 'sms', id: left } });
    expect(swept!.data).toMatchObject({ id: left, status: 'sent', price: '0.040000' });
  });
});

/** A message charged and left `sending`, as a process that died before the provider answered leaves it; answers its id. */
async function leaveSending(t: Tenant, from: string): Promise<string> {
  const port = h.container.upstream.numbers;
  const saved = Object.getOwnPropertyDescriptor(port, 'sendMessage') as PropertyDescriptor;
  Object.defineProperty(port, 'sendMessage', { ...saved, value: () => Promise.reject(new Error('process died')) });
  try {
    const res = await h.app.inject({ method: 'POST', url: '/numbers/sms/send', headers: t.admin, payload: { from, to: GB, body: 'left behind' } });
    expect(res.statusCode).toBe(500);
  } finally {
    Object.defineProperty(port, 'sendMessage', saved);
  }
  const list = await h.container.db
    .select({ id: smsMessages.id })
    .from(smsMessages)
    .where(and(eq(smsMessages.organizationId, t.id), eq(smsMessages.status, 'sending')));
  expect(list).toHaveLength(1);
  return list[0]!.id;
}
