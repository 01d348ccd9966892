// The delivery job under a real worker: an inbound SMS reaches the receiver without
// anyone driving the queue, and the message's transaction wakes the worker.

import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../test/harness.ts';
import { numbersTenant, ownNumber } from '../numbers/numbers.testkit.ts';
import { inboundSms, type Receiver, startReceiver } from './webhooks.testkit.ts';

let h: Harness;
let r: Receiver;
let workers: { stop(): Promise<void> };
const secret = `whsec_${Buffer.from('worker-test-key-0123456789abcdef').toString('base64')}`;

beforeAll(async () => {
  h = await createHarness({ WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true', JOB_POLL_MS: '50' });
  workers = h.container.startWorkers();
  r = await startReceiver();
});
afterAll(async () => {
  await workers.stop();
  await r.close();
  await h.close();
});

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('condition not met');
}

describe('deliveries with a running worker', () => {
  it('delivers an inbound SMS and logs it as succeeded', async () => {
    const t = await numbersTenant(h);
    const n = await ownNumber(h, t.id);
    await h.app.inject({ method: 'PUT', url: '/numbers/sms/webhook', headers: t.admin, payload: { url: r.url, secret } });
    expect((await inboundSms(h, n.e164, 'via worker')).statusCode).toBe(201);
    await until(async () => (await h.app.inject({ method: 'GET', url: '/numbers/sms/webhook/deliveries?status=succeeded', headers: t.viewer })).json().data.total === 1);
    expect(r.requests).toHaveLength(1);
    const event = new Webhook(secret).verify(r.requests[0]!.body, r.requests[0]!.headers as Record<string, string>) as { data: { body: string } };
    expect(event.data.body).toBe('via worker');
  });
});
