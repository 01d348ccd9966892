// The reseller API with the SDK (docs/reseller.md): the catalogue, an eSIM sold from the
// wallet (the SDK sends an Idempotency-Key and keeps it across its retries), the links.
// Run: BASE_URL=… CLIENT_ID=… CLIENT_SECRET=… node --conditions=source --import tsx packages/sdk/examples/reseller.example.ts
// The organisation needs money in its wallet and a plan to sell (the operator's part).

import { Platform, ResellerError } from '@connectivity-platform/sdk';

const platform = new Platform({
  baseUrl: process.env.BASE_URL ?? 'http://localhost:8080',
  clientId: process.env.CLIENT_ID,
  clientSecret: process.env.CLIENT_SECRET,
});
const api = platform.reseller;

const balance = await api.get('/v1/balance');
console.log('wallet', balance.balance, balance.currency);

let planId: string | undefined;
for await (const plan of api.list('/v1/plans')) {
  console.log(' -', plan.name, plan.retail_price, plan.currency);
  planId ??= plan.id;
}
if (planId === undefined) throw new Error('no plan to sell: ask the operator to publish one');

// An order id of your own as the key makes a repeated order a replay, not a second purchase.
const link = await api.post('/v1/links', { params: { header: { 'idempotency-key': `order-${Date.now()}` } }, body: { plan_id: planId, name: 'Order 1001' } });
console.log('sold', link.iccid, link.status, 'install with', link.lpa_profile);

const again = await api.get('/v1/links/{identifier}', { params: { path: { identifier: link.iccid ?? link.id } } });
console.log('by ICCID:', again.id === link.id, again.data_remaining_mb, 'MB left');
console.log('wallet now', (await api.get('/v1/balance')).balance);

try {
  await api.post('/v1/links', { body: { plan_id: '00000000-0000-4000-8000-000000000000' } });
} catch (err) {
  if (!(err instanceof ResellerError)) throw err;
  console.log('unknown plan:', err.status, err.code, '-', err.message);
}
