// Without WEBHOOKS_ALLOW_PRIVATE_TARGETS: webhooks may not reach the platform's own network,
// neither when the URL is saved nor when a delivery connects (a name that now resolves
// to a private address: DNS rebinding).

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../test/harness.ts';
import { numbersTenant, ownNumber } from '../numbers/numbers.testkit.ts';
import { routingEndpoints } from '../routing/routing.tables.ts';
import { webhookSettings } from './webhooks.tables.ts';
import { claimDeliveries, inboundSms, type Receiver, runJob, startReceiver } from './webhooks.testkit.ts';

let h: Harness;
let r: Receiver;

beforeAll(async () => {
  h = await createHarness();
  r = await startReceiver();
});
afterAll(async () => {
  await r.close();
  await h.close();
});

const privateUrls = (port: string) => [
  `http://127.0.0.1:${port}/hook`,
  `http://localhost:${port}/hook`,
  'http://10.0.0.1/',
  'http://172.16.5.4/',
  'http://192.168.0.10/',
  'http://100.64.1.1/',
  'http://169.254.169.254/latest/meta-data/',
  'http://0.0.0.0/',
  'http://224.0.0.251/',
  'http://2130706433/',
  'http://0x7f000001/',
  'http://[::1]/',
  'http://[::ffff:127.0.0.1]/',
  'http://[fe80::1]/',
  'http://[fd00:ec2::254]/',
  'http://[::]/',
];

describe('private targets refused', () => {
  it('at PUT /numbers/sms/webhook: loopback, private, link-local, CGNAT, multicast, unspecified, metadata, mapped and encoded forms', async () => {
    const t = await numbersTenant(h);
    const urls = privateUrls(new URL(r.url).port);
    for (const url of urls) {
      const res = await h.app.inject({ method: 'PUT', url: '/numbers/sms/webhook', headers: t.admin, payload: { url } });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      expect(res.json().error.message, url).toMatch(/may not reach; set WEBHOOKS_ALLOW_PRIVATE_TARGETS=true on the server to allow it/);
    }
    const publicIp = await h.app.inject({ method: 'PUT', url: '/numbers/sms/webhook', headers: t.admin, payload: { url: 'https://93.184.216.34/hook' } });
    expect(publicIp.statusCode).toBe(200);
    const settings = await h.app.inject({ method: 'GET', url: '/numbers/sms/webhook', headers: t.viewer });
    expect(settings.json().data.url).toBe('https://93.184.216.34/hook');
  });

  it('at POST and PUT /numbers/endpoints, with the webhooks\' 422 and message, and nothing stored', async () => {
    const t = await numbersTenant(h);
    const created = await h.app.inject({ method: 'POST', url: '/numbers/endpoints', headers: t.admin, payload: { name: 'app', type: 'sms', destination_uri: 'https://93.184.216.34/in' } });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as string;
    for (const url of privateUrls(new URL(r.url).port)) {
      const webhook = await h.app.inject({ method: 'PUT', url: '/numbers/sms/webhook', headers: t.admin, payload: { url } });
      const expected = { success: false, error: { code: 'VALIDATION_ERROR', message: webhook.json().error.message.replace(/^url /, 'destination_uri ').replace(/ of url /, ' of destination_uri ') } };
      for (const type of ['sms', 'voice']) {
        const post = await h.app.inject({ method: 'POST', url: '/numbers/endpoints', headers: t.admin, payload: { name: 'n', type, destination_uri: url } });
        expect(post.statusCode, `${type} ${url}`).toBe(422);
        expect(post.json(), `${type} ${url}`).toEqual(expected);
      }
      const put = await h.app.inject({ method: 'PUT', url: `/numbers/endpoints/${id}`, headers: t.admin, payload: { destination_uri: url } });
      expect(put.statusCode, url).toBe(422);
      expect(put.json(), url).toEqual(expected);
      expect(put.json().error.message).toMatch(/destination_uri .* which deliveries may not reach; set WEBHOOKS_ALLOW_PRIVATE_TARGETS=true on the server to allow it/);
    }
    const list = await h.app.inject({ method: 'GET', url: '/numbers/endpoints', headers: t.viewer });
    expect(list.json().data.endpoints.map((e: { id: string; destination_uri: string }) => [e.id, e.destination_uri])).toEqual([[id, 'https://93.184.216.34/in']]);
    // SIP and tel destinations are dialled by the network, not fetched by the platform.
    const sip = await h.app.inject({ method: 'POST', url: '/numbers/endpoints', headers: t.admin, payload: { name: 'pbx', type: 'voice', destination_uri: 'sip:pbx@10.0.0.1' } });
    expect(sip.statusCode).toBe(201);
  });

  it('at delivery: a name that resolves to 127.0.0.1 is refused, recorded as the attempt\'s error, and retried', async () => {
    const t = await numbersTenant(h);
    const n = await ownNumber(h, t.id);
    const local = r.url.replace('127.0.0.1', 'localhost');
    // Saved when it still resolved elsewhere (rebinding), and a routing endpoint on the same name.
    await h.container.db.insert(webhookSettings).values({ organizationId: t.id, url: `${local}?w`, secret: 'a-long-secret', enabled: true });
    await h.container.db.insert(routingEndpoints).values({ organizationId: t.id, id: randomUUID(), name: 'app', type: 'sms', destinationUri: local, isDefault: true });
    expect((await inboundSms(h, n.e164)).statusCode).toBe(201);
    const jobs = await claimDeliveries(h);
    expect(jobs).toHaveLength(2);
    for (const job of jobs) await runJob(h, job);
    expect(r.requests).toHaveLength(0);
    const log = (await h.app.inject({ method: 'GET', url: '/numbers/sms/webhook/deliveries', headers: t.viewer })).json().data;
    expect(log.total).toBe(2);
    for (const d of log.deliveries) {
      expect(d.status).toBe('pending');
      expect(d.attempts).toEqual([{ at: expect.any(String), status_code: null, error: expect.stringMatching(/^refused: host localhost resolves to a loopback address/), duration_ms: expect.any(Number) }]);
    }
  });
});
