// The phone-number API with the SDK (docs/numbers.md): find a number, buy it (the SDK
// sends an Idempotency-Key and keeps it across its retries), send an SMS, and receive
// SMS on a webhook whose signature verifyWebhook checks.
// Run: BASE_URL=… CLIENT_ID=… CLIENT_SECRET=… node --conditions=source --import tsx packages/sdk/examples/numbers.example.ts
// The organisation needs approved KYC, billing configured and money in its wallet (the
// operator's part). With ADMIN_TOKEN set, the simulated network also texts the number,
// and the program waits for the signed delivery; the platform must then allow webhook
// targets on this machine (WEBHOOKS_ALLOW_PRIVATE_TARGETS=true, a trial setting).

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { NumbersError, Platform, verifyWebhook } from '@connectivity-platform/sdk';

const platform = new Platform({
  baseUrl: process.env.BASE_URL ?? 'http://localhost:8080',
  clientId: process.env.CLIENT_ID,
  clientSecret: process.env.CLIENT_SECRET,
  adminToken: process.env.ADMIN_TOKEN,
});
const api = platform.numbers;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const available = await api.get('/numbers/available', { params: { query: { country_iso: 'DE', number_type: 'mobile', limit: 1 } } });
const offer = available.data.numbers[0];
if (offer === undefined) throw new Error('no number available');
const preview = await api.post('/numbers/preview', { body: { number_ids: [offer.id] } });
const order = await api.post('/numbers', { body: { number_id: offer.id, quote_token: preview.data.quote.quote_token } });
const bought = order.data.phone_numbers[0];
if (bought === undefined) throw new Error('the order has no number');
console.log('bought', bought.phone_number, 'for', offer.total_fee, offer.currency);

// The number is provisioning until the platform has ordered it from the provider.
let number = await api.get('/numbers/{id}', { params: { path: { id: bought.id } } });
for (let i = 0; i < 60 && number.data.status !== 'active'; i++) {
  await sleep(500);
  number = await api.get('/numbers/{id}', { params: { path: { id: bought.id } } });
}
console.log(number.data.phone_number, 'is', number.data.status);

const sms = await api.post('/numbers/sms/send', { body: { from: number.data.phone_number, to: '+4915112345678', body: 'Your ticket 4711 is solved.' } });
console.log('sent', sms.data.segments, 'segment(s) for', sms.data.price, sms.data.currency);

for await (const each of api.list('/numbers')) console.log(' -', each.phone_number, each.status);

if (process.env.ADMIN_TOKEN !== undefined) {
  // A receiver that checks each delivery's signature with the webhook's secret.
  const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
  const received = new Promise<unknown>((resolve) => {
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        try {
          const event = verifyWebhook(Buffer.concat(chunks), req.headers, secret);
          res.writeHead(204).end();
          server.close();
          resolve(event);
        } catch {
          res.writeHead(400).end();
        }
      });
    });
    server.listen(0, '127.0.0.1', async () => {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
      await api.put('/numbers/sms/webhook', { body: { url, secret } });
      await platform.admin.post('/admin/simulator/inbound-sms', { body: { from: '+4915112345678', to: number.data.phone_number, body: 'Thanks!' } });
    });
  });
  console.log('webhook delivery, signature verified:', JSON.stringify(await received));
}

try {
  await api.get('/numbers/{id}', { params: { path: { id: '00000000-0000-4000-8000-000000000000' } } });
} catch (err) {
  if (!(err instanceof NumbersError)) throw err;
  console.log('unknown number:', err.status, err.code, '-', err.message);
}
