// The connectivity API with the SDK (docs/connectivity.md): a coverage, a plan, a SIM put
// into service on a link, a suspend and resume, and every link, page after page.
// Run: BASE_URL=… CLIENT_ID=… CLIENT_SECRET=… node --conditions=source --import tsx packages/sdk/examples/connectivity.example.ts
// The organisation needs an inactive physical SIM (the operator delivers SIMs).

import { ConnectivityError, Platform } from '@connectivity-platform/sdk';

const platform = new Platform({
  baseUrl: process.env.BASE_URL ?? 'http://localhost:8080',
  clientId: process.env.CLIENT_ID,
  clientSecret: process.env.CLIENT_SECRET,
});
const api = platform.connectivity;

const org = await api.get('/org');
console.log('organisation', org.name);

const sims = await api.get('/sims', { params: { query: { status: 'inactive', sim_type: 'physical', page_size: 1 } } });
const sim = sims.items[0];
if (sim === undefined) throw new Error('no inactive physical SIM: ask the operator to deliver some');

const operator = (await api.get('/operators', { params: { query: { search: '262-01' } } })).items[0];
if (operator === undefined) throw new Error('operator 262-01 not found');
const coverage = await api.post('/coverages', { body: { name: 'Germany', operator_ids: [operator.id] } });
const plan = await api.post('/plans', {
  body: { name: 'DE 1 GB / 30 days', coverage_id: coverage.id, included_data_mb: 1024, validity_days: 30, activation_type: 'immediate', base_throttle: 'unlimited' },
});

const link = await api.post('/links', { body: { name: 'tracker-001', sim_id: sim.id, plan_ids: [plan.id] } });
console.log('link', link.name, 'is', link.status, 'with SIM', link.sim?.iccid);

await api.post('/links/{link_id}/suspend', { params: { path: { link_id: link.id } } });
const resumed = await api.post('/links/{link_id}/resume', { params: { path: { link_id: link.id } } });
console.log('suspended and resumed:', resumed.status);

for await (const each of api.list('/links', { params: { query: { page_size: 50 } } })) {
  console.log(' -', each.name, each.status);
}

try {
  await api.get('/links/{link_id}', { params: { path: { link_id: '00000000-0000-4000-8000-000000000000' } } });
} catch (err) {
  if (!(err instanceof ConnectivityError)) throw err;
  console.log('unknown link:', err.status, err.code, 'request id', err.requestId);
}
