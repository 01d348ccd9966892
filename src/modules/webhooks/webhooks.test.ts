import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from '../../../test/harness.ts';
import { jobs } from '../../jobs/jobs.tables.ts';
import { numbersTenant, type OwnedNumber, ownNumber } from '../numbers/numbers.testkit.ts';
import { routingEndpoints } from '../routing/routing.tables.ts';
import { DELIVERY_JOB } from './webhooks.delivery.ts';
import { createWebhookSender } from './webhooks.sender.ts';
import { systemLookupAll } from './webhooks.targets.ts';
import { claimDeliveries, drainDeliveries, inboundSms, type Receiver, runJob, startReceiver } from './webhooks.testkit.ts';

let h: Harness;
const receivers: Receiver[] = [];
const WHSEC = `whsec_${Buffer.from('0123456789abcdef0123456789abcdef').toString('base64')}`;

beforeAll(async () => {
  h = await createHarness({ WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true' });
});
afterAll(async () => {
  for (const r of receivers) await r.close();
  await h.close();
});

async function receiver(respond?: Receiver['respond']): Promise<Receiver> {
  const r = await startReceiver(respond);
  receivers.push(r);
  return r;
}

const putWebhook = (t: Tenant, payload: unknown, headers = t.admin) => h.app.inject({ method: 'PUT', url: '/numbers/sms/webhook', headers, payload: payload as object });
const deliveries = (t: Tenant, qs = '') => h.app.inject({ method: 'GET', url: `/numbers/sms/webhook/deliveries${qs}`, headers: t.viewer });

async function setup(secret: string | null, respond?: Receiver['respond']): Promise<{ t: Tenant; n: OwnedNumber; r: Receiver }> {
  const t = await numbersTenant(h);
  const n = await ownNumber(h, t.id);
  const r = await receiver(respond);
  const res = await putWebhook(t, { url: r.url, secret, enabled: true });
  expect(res.statusCode).toBe(200);
  return { t, n, r };
}

describe('GET/PUT /numbers/sms/webhook', () => {
  it('starts empty, updates partially and never answers the secret', async () => {
    const t = await numbersTenant(h);
    const empty = await h.app.inject({ method: 'GET', url: '/numbers/sms/webhook', headers: t.viewer });
    expect(empty.json()).toEqual({ success: true, data: { url: null, enabled: false, has_secret: false } });

    const created = await putWebhook(t, { url: 'https://hooks.example.com/sms', secret: 'a-long-secret' });
    expect(created.json()).toEqual({ success: true, data: { url: 'https://hooks.example.com/sms', enabled: true, has_secret: true } });
    expect(created.body).not.toContain('a-long-secret');

    // Only `enabled` sent: the URL and the secret stay.
    const off = await putWebhook(t, { enabled: false });
    expect(off.json().data).toEqual({ url: 'https://hooks.example.com/sms', enabled: false, has_secret: true });
    const noSecret = await putWebhook(t, { secret: null });
    expect(noSecret.json().data).toEqual({ url: 'https://hooks.example.com/sms', enabled: false, has_secret: false });
    const read = await h.app.inject({ method: 'GET', url: '/numbers/sms/webhook', headers: t.viewer });
    expect(read.json().data).toEqual({ url: 'https://hooks.example.com/sms', enabled: false, has_secret: false });
    expect((await putWebhook(t, { secret: WHSEC, enabled: true })).json().data).toMatchObject({ enabled: true, has_secret: true });
  });

  it('refuses bad bodies with 422 VALIDATION_ERROR and a clear message', async () => {
    const t = await numbersTenant(h);
    const cases: Array<[unknown, RegExp]> = [
      [{}, /./],
      [{ url: 'not a url' }, /absolute/],
      [{ url: '/relative/path' }, /absolute/],
      [{ url: 'ftp://example.com/x' }, /http or https/],
      [{ url: 'https://user:pw@example.com/x' }, /credentials/],
      [{ url: 'https:example.com/x' }, /name a host/],
      [{ url: 'https:///example.com/x' }, /name a host/],
      [{ url: `https://example.com/${'a'.repeat(2048)}` }, /./],
      [{ url: 'https://example.com/x', secret: 'short' }, /8 to 256/],
      [{ url: 'https://example.com/x', secret: 'whsec_not*base64' }, /base64/],
      [{ url: 'https://example.com/x', secret: `whsec_${Buffer.from('tiny').toString('base64')}` }, /24 to 64 bytes/],
      [{ url: 'https://example.com/x', secret: 'x'.repeat(257) }, /./],
      [{ enabled: true }, /url is required/],
      [{ url: 'https://example.com/x', enabled: 'yes' }, /./],
      [{ url: 'https://example.com/x', extra: 1 }, /./],
    ];
    for (const [body, message] of cases) {
      const res = await putWebhook(t, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(res.json().success).toBe(false);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      expect(res.json().error.message).toMatch(message);
    }
  });
});

describe('inbound SMS deliveries', () => {
  it('signs a delivery the Standard Webhooks way (whsec_ key) with the documented body', async () => {
    const { t, n, r } = await setup(WHSEC);
    const sms = await inboundSms(h, n.e164, 'Hi there');
    expect(sms.statusCode).toBe(201);
    expect(await drainDeliveries(h)).toBe(1);
    expect(r.requests).toHaveLength(1);
    const req = r.requests[0]!;
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.headers['user-agent']).toMatch(/webhooks/);
    const event = new Webhook(WHSEC).verify(req.body, req.headers as Record<string, string>) as { type: string; timestamp: string; data: Record<string, unknown> };
    expect(event.type).toBe('sms.inbound');
    expect(event.data).toEqual({
      id: expect.any(String),
      phone_number_id: n.id,
      from: '+491701234567',
      to: n.e164,
      body: 'Hi there',
      segments: 1,
      received_at: sms.json().received_at,
    });
    expect(event.timestamp).toBe(sms.json().received_at);

    const log = await deliveries(t);
    expect(log.statusCode).toBe(200);
    const d = log.json().data.deliveries[0];
    expect(log.json().data).toMatchObject({ page: 1, per_page: 20, total: 1 });
    expect(d).toMatchObject({ id: req.headers['webhook-id'], message_id: event.data.id, target: r.url, status: 'succeeded', next_attempt_at: null });
    expect(d.attempts).toEqual([{ at: expect.any(String), status_code: 200, error: null, duration_ms: expect.any(Number) }]);
  });

  it('uses the UTF-8 bytes of a plain secret as the key', async () => {
    const { n, r } = await setup('plain-text-secret');
    await inboundSms(h, n.e164, 'Grüße €');
    await drainDeliveries(h);
    const req = r.requests[0]!;
    const event = new Webhook(new TextEncoder().encode('plain-text-secret'), { format: 'raw' }).verify(req.body, req.headers as Record<string, string>) as { data: { segments: number } };
    expect(event.data.segments).toBe(1);
    expect(() => new Webhook(WHSEC).verify(req.body, req.headers as Record<string, string>)).toThrow();
  });

  it('retries on the schedule with one webhook-id: fails twice, then succeeds on the third attempt', async () => {
    const { t, n, r } = await setup(WHSEC, (i) => (i < 2 ? 500 : 204));
    await inboundSms(h, n.e164);
    const [first] = await claimDeliveries(h);
    await runJob(h, first!);
    const pending = (await deliveries(t)).json().data.deliveries[0];
    expect(pending.status).toBe('pending');
    expect(pending.attempts[0]).toMatchObject({ status_code: 500, error: 'receiver answered 500' });
    // The second attempt is due 5 s (+-10%) after the first.
    const wait = Date.parse(pending.next_attempt_at) - Date.parse(pending.attempts[0].at);
    expect(wait).toBeGreaterThanOrEqual(4_400);
    expect(wait).toBeLessThanOrEqual(5_600);
    expect(await claimDeliveries(h)).toEqual([]);

    await drainDeliveries(h);
    expect(r.requests).toHaveLength(3);
    const ids = new Set(r.requests.map((q) => q.headers['webhook-id']));
    expect(ids.size).toBe(1);
    for (const q of r.requests) expect(() => new Webhook(WHSEC).verify(q.body, q.headers as Record<string, string>)).not.toThrow();
    const done = (await deliveries(t)).json().data.deliveries[0];
    expect(done.status).toBe('succeeded');
    expect(done.attempts.map((a: { status_code: number }) => a.status_code)).toEqual([500, 500, 204]);
    expect(done.next_attempt_at).toBeNull();
  });

  it('fails a delivery after 8 attempts', async () => {
    const { t, n, r } = await setup(WHSEC, () => 503);
    await inboundSms(h, n.e164);
    await drainDeliveries(h);
    expect(r.requests).toHaveLength(8);
    const d = (await deliveries(t, '?status=failed')).json().data.deliveries[0];
    expect(d.status).toBe('failed');
    expect(d.attempts).toHaveLength(8);
    expect(d.next_attempt_at).toBeNull();
  });

  it('410 Gone disables the webhook and ends the delivery', async () => {
    const { t, n, r } = await setup(WHSEC, () => 410);
    await inboundSms(h, n.e164);
    await drainDeliveries(h);
    expect(r.requests).toHaveLength(1);
    expect((await deliveries(t)).json().data.deliveries[0]).toMatchObject({ status: 'failed', attempts: [{ status_code: 410 }] });
    const settings = await h.app.inject({ method: 'GET', url: '/numbers/sms/webhook', headers: t.viewer });
    expect(settings.json().data).toEqual({ url: r.url, enabled: false, has_secret: true });
    // A disabled webhook gets no delivery for the next message.
    await inboundSms(h, n.e164);
    expect((await deliveries(t)).json().data.total).toBe(1);
  });

  it('records a timeout as a failed attempt (an attempt has a deadline)', async () => {
    const r = await receiver(() => 'hang');
    const sender = createWebhookSender({ timeoutMs: 150, allowPrivate: true, lookupAll: systemLookupAll });
    const result = await sender.send({ url: r.url, id: randomUUID(), timestamp: 1, body: '{}', secret: null });
    expect(result.statusCode).toBeNull();
    expect(result.error).toMatch(/no answer within 150 ms/);
    expect(r.requests).toHaveLength(1);
  });

  it('reads at most a few KiB of the answer and never fails on it', async () => {
    const r = await receiver(() => 200);
    const sender = createWebhookSender({ timeoutMs: 5000, allowPrivate: true, lookupAll: systemLookupAll });
    const result = await sender.send({ url: r.url, id: randomUUID(), timestamp: 1, body: '{}', secret: null });
    expect(result).toMatchObject({ statusCode: 200, error: null });
    expect(result.responseExcerpt!.length).toBeLessThanOrEqual(256);
  });

  it('delivers to the number\'s http(s) SMS endpoint too, unsigned when there is no secret', async () => {
    const t = await numbersTenant(h);
    const n = await ownNumber(h, t.id);
    const hook = await receiver();
    const endpoint = await receiver();
    await h.container.db.insert(routingEndpoints).values([
      { organizationId: t.id, id: randomUUID(), name: 'app', type: 'sms', destinationUri: endpoint.url, isDefault: true },
      { organizationId: t.id, id: randomUUID(), name: 'sip', type: 'voice', destinationUri: 'sip:pbx@example.com', isDefault: true },
    ]);
    // Endpoint only (no webhook yet): one unsigned delivery.
    await inboundSms(h, n.e164, 'one');
    await drainDeliveries(h);
    expect(endpoint.requests).toHaveLength(1);
    expect(endpoint.requests[0]!.headers['webhook-signature']).toBeUndefined();
    expect(endpoint.requests[0]!.headers['webhook-id']).toBeDefined();
    expect(JSON.parse(endpoint.requests[0]!.body).data.body).toBe('one');

    // Webhook and endpoint: two deliveries, each on its own, both signed with the webhook secret.
    await putWebhook(t, { url: hook.url, secret: WHSEC });
    await inboundSms(h, n.e164, 'two');
    await drainDeliveries(h);
    expect(hook.requests).toHaveLength(1);
    expect(endpoint.requests).toHaveLength(2);
    expect(hook.requests[0]!.headers['webhook-id']).not.toBe(endpoint.requests[1]!.headers['webhook-id']);
    for (const q of [hook.requests[0]!, endpoint.requests[1]!]) expect(() => new Webhook(WHSEC).verify(q.body, q.headers as Record<string, string>)).not.toThrow();
    const log = (await deliveries(t)).json().data;
    expect(log.total).toBe(3);
    expect(log.deliveries.map((d: { target: string }) => d.target).sort()).toEqual([endpoint.url, endpoint.url, hook.url].sort());
  });

  it('a sip: endpoint gets no delivery', async () => {
    const t = await numbersTenant(h);
    const n = await ownNumber(h, t.id);
    await h.container.db.insert(routingEndpoints).values({ organizationId: t.id, id: randomUUID(), name: 'sip', type: 'sms', destinationUri: 'sip:sms@example.com', isDefault: true });
    await inboundSms(h, n.e164);
    expect((await deliveries(t)).json().data.total).toBe(0);
  });

  it('loses no delivery when a worker dies mid-attempt: the lease lapses and another worker sends it', async () => {
    const { t, n, r } = await setup(WHSEC);
    await inboundSms(h, n.e164);
    // A worker claims the job and dies before recording anything.
    const [claimed] = await claimDeliveries(h, { leaseMs: 60_000 });
    expect(claimed).toBeDefined();
    expect(await claimDeliveries(h)).toEqual([]);
    // Its lease runs out (moved to the past instead of waiting for it).
    await h.container.db.update(jobs).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(jobs.id, claimed!.id));
    const [again] = await claimDeliveries(h);
    expect(again!.id).toBe(claimed!.id);
    expect(again!.attempts).toBe(2);
    await runJob(h, again!);
    expect(r.requests).toHaveLength(1);
    // The dead worker's run, had it gone on, is fenced: the attempt is taken and it does nothing.
    const stale = await h.container.webhooks.job.handle(h.container.webhooks.job.parse(claimed!.payload), {
      job: claimed!,
      signal: new AbortController().signal,
      heartbeat: async () => {},
      logger: h.container.logger,
    });
    expect(stale).toEqual({ skipped: true });
    expect(r.requests).toHaveLength(1);
    const d = (await deliveries(t)).json().data.deliveries[0];
    expect(d).toMatchObject({ status: 'succeeded', attempts: [{ status_code: 200 }] });
  });
});

describe('GET /numbers/sms/webhook/deliveries and retry', () => {
  it('lists newest first, filters by status and pages', async () => {
    const { t, n } = await setup(WHSEC, (i) => (i === 0 ? 200 : 410));
    await inboundSms(h, n.e164, 'first');
    await drainDeliveries(h);
    await putWebhook(t, { enabled: true });
    await inboundSms(h, n.e164, 'second');
    await drainDeliveries(h);
    const all = (await deliveries(t)).json().data;
    expect(all.total).toBe(2);
    expect(all.deliveries.map((d: { status: string }) => d.status)).toEqual(['failed', 'succeeded']);
    expect((await deliveries(t, '?status=succeeded')).json().data).toMatchObject({ total: 1, deliveries: [{ status: 'succeeded' }] });
    expect((await deliveries(t, '?status=pending')).json().data).toMatchObject({ total: 0, deliveries: [] });
    const page2 = (await deliveries(t, '?per_page=1&page=2')).json().data;
    expect(page2).toMatchObject({ page: 2, per_page: 1, total: 2 });
    expect(page2.deliveries[0].status).toBe('succeeded');
    for (const qs of ['?status=done', '?per_page=0', '?per_page=101', '?page=0']) {
      const res = await deliveries(t, qs);
      expect(res.statusCode, qs).toBe(422);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    expect((await deliveries(t, '?x=1')).statusCode).toBe(200);
    // Another organisation sees none of them.
    const other = await numbersTenant(h);
    expect((await deliveries(other)).json().data.total).toBe(0);
  });

  it('sends a failed delivery again now, with the same webhook-id', async () => {
    const { t, n, r } = await setup(WHSEC, (i) => (i < 8 ? 500 : 200));
    await inboundSms(h, n.e164);
    await drainDeliveries(h);
    const failed = (await deliveries(t)).json().data.deliveries[0];
    expect(failed).toMatchObject({ status: 'failed' });
    const retry = await h.app.inject({ method: 'POST', url: `/numbers/sms/webhook/deliveries/${failed.id}/retry`, headers: t.admin });
    expect(retry.statusCode).toBe(202);
    expect(retry.json().data).toMatchObject({ id: failed.id, status: 'pending', next_attempt_at: expect.any(String) });
    expect(retry.json().data.attempts).toHaveLength(8);
    // Due now: no schedule to move.
    const due = await claimDeliveries(h);
    expect(due).toHaveLength(1);
    await runJob(h, due[0]!);
    expect(r.requests).toHaveLength(9);
    expect(new Set(r.requests.map((q) => q.headers['webhook-id'])).size).toBe(1);
    const done = (await deliveries(t)).json().data.deliveries[0];
    expect(done.status).toBe('succeeded');
    expect(done.attempts).toHaveLength(9);
  });

  it('re-sends a succeeded delivery, and brings a pending one forward', async () => {
    const { t, n, r } = await setup(WHSEC, (i) => (i === 1 ? 500 : 200));
    await inboundSms(h, n.e164);
    await drainDeliveries(h);
    const d = (await deliveries(t)).json().data.deliveries[0];
    expect(d.status).toBe('succeeded');
    const retry = (id: string) => h.app.inject({ method: 'POST', url: `/numbers/sms/webhook/deliveries/${id}/retry`, headers: t.admin });
    expect((await retry(d.id)).statusCode).toBe(202);
    for (const job of await claimDeliveries(h)) await runJob(h, job);
    // The re-send failed (500): pending, its next attempt scheduled; a retry runs it now.
    const pending = (await deliveries(t)).json().data.deliveries[0];
    expect(pending).toMatchObject({ status: 'pending', attempts: [{ status_code: 200 }, { status_code: 500 }] });
    expect(await claimDeliveries(h)).toEqual([]);
    expect((await retry(d.id)).statusCode).toBe(202);
    const now = await claimDeliveries(h);
    expect(now).toHaveLength(1);
    for (const job of now) await runJob(h, job);
    expect((await deliveries(t)).json().data.deliveries[0]).toMatchObject({ status: 'succeeded' });
    // The scheduled job of that same attempt finds it taken and sends nothing.
    await drainDeliveries(h);
    expect(r.requests).toHaveLength(3);
    const queued = await h.container.db.select().from(jobs).where(eq(jobs.name, DELIVERY_JOB));
    expect(queued.every((j) => j.status === 'succeeded')).toBe(true);
  });

  it('answers 404 NOT_FOUND for an unknown or foreign delivery, 422 for a malformed id, 403 for a viewer', async () => {
    const { t, n } = await setup(WHSEC);
    await inboundSms(h, n.e164);
    await drainDeliveries(h);
    const id = (await deliveries(t)).json().data.deliveries[0].id;
    const other = await numbersTenant(h);
    for (const [url, headers] of [
      [`/numbers/sms/webhook/deliveries/${randomUUID()}/retry`, t.admin],
      [`/numbers/sms/webhook/deliveries/${id}/retry`, other.admin],
    ] as const) {
      const res = await h.app.inject({ method: 'POST', url, headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, error: { code: 'NOT_FOUND', message: expect.any(String) } });
    }
    const bad = await h.app.inject({ method: 'POST', url: '/numbers/sms/webhook/deliveries/nope/retry', headers: t.admin });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.code).toBe('VALIDATION_ERROR');
    const viewer = await h.app.inject({ method: 'POST', url: `/numbers/sms/webhook/deliveries/${id}/retry`, headers: t.viewer });
    expect(viewer.statusCode).toBe(403);
    expect(viewer.json().error.code).toBe('FORBIDDEN');
  });
});

describe('edge cases', () => {
  it('the same provider message told twice is stored and delivered once', async () => {
    const { t, n, r } = await setup(WHSEC);
    const message = { id: `dup-${randomUUID()}`, from: '+491701234567', to: n.e164, body: 'once', receivedAt: new Date() };
    const first = await h.container.inboundSms.receive(message);
    const second = await h.container.inboundSms.receive(message);
    expect(second).toEqual({ id: first!.id, organizationId: t.id, deliveryIds: [], duplicate: true });
    await drainDeliveries(h);
    expect(r.requests).toHaveLength(1);
    const list = await h.app.inject({ method: 'GET', url: '/numbers/sms/messages', headers: t.viewer });
    expect(list.json().data.total).toBe(1);
  });

  it('a webhook disabled while a delivery waits ends it without a request', async () => {
    const { t, n, r } = await setup(WHSEC, () => 500);
    await inboundSms(h, n.e164);
    for (const job of await claimDeliveries(h)) await runJob(h, job);
    await putWebhook(t, { enabled: false });
    await drainDeliveries(h);
    expect(r.requests).toHaveLength(1);
    const d = (await deliveries(t)).json().data.deliveries[0];
    expect(d.status).toBe('failed');
    expect(d.attempts.map((a: { error: string }) => a.error)).toEqual(['receiver answered 500', 'webhook is disabled']);
  });

  it('retries of a webhook delivery follow the webhook to its new URL', async () => {
    const { t, n, r } = await setup(WHSEC, () => 500);
    const fixed = await receiver();
    await inboundSms(h, n.e164);
    for (const job of await claimDeliveries(h)) await runJob(h, job);
    await putWebhook(t, { url: fixed.url });
    await drainDeliveries(h);
    expect(r.requests).toHaveLength(1);
    expect(fixed.requests).toHaveLength(1);
    expect(fixed.requests[0]!.headers['webhook-id']).toBe(r.requests[0]!.headers['webhook-id']);
    expect((await deliveries(t)).json().data.deliveries[0].status).toBe('succeeded');
  });
});
