// The operator-lookup API with the SDK (docs/lookup.md): one operator, a country's
// operators, a search, and a bulk job. The lookups are POSTs whose input is the query.
// Run: BASE_URL=… CLIENT_ID=… CLIENT_SECRET=… node --conditions=source --import tsx packages/sdk/examples/lookup.example.ts

import { LookupError, Platform } from '@connectivity-platform/sdk';

const platform = new Platform({
  baseUrl: process.env.BASE_URL ?? 'http://localhost:8080',
  clientId: process.env.CLIENT_ID,
  clientSecret: process.env.CLIENT_SECRET,
});
const api = platform.lookup;

const one = await api.post('/mccmnc/lookup', { params: { query: { mcc: '262', mnc: '01' } } });
console.log('262-01 is', one.data.operator, 'in', one.data.country);

const nl = await api.post('/mccmnc/by-country', { params: { query: { iso: 'NL' } } });
console.log('NL has', nl.data.count, 'operators');

const found = await api.post('/mccmnc/search', { params: { query: { query: 'telefonica', iso: 'ES', limit: 5 } } });
console.log('search:', found.data.operators.map((o) => o.plmn).join(', '));

const job = await api.post('/mccmnc/bulk/lookup', { body: { items: [{ mcc: '262', mnc: '01' }, { plmn: '20404' }, { plmn: '99999' }] } });
let result = await api.get('/mccmnc/bulk/lookup/{job}', { params: { path: { job: job.data.job_id } } });
for (let i = 0; i < 60 && result.data.status !== 'completed'; i++) {
  await new Promise((resolve) => setTimeout(resolve, 500));
  result = await api.get('/mccmnc/bulk/lookup/{job}', { params: { path: { job: job.data.job_id } } });
}
console.log('bulk job', result.data.status, `${result.data.processed_count}/${result.data.total_count}`, 'failed', result.data.failed_count);

try {
  await api.post('/mccmnc/lookup', { params: { query: { mcc: '262' } } });
} catch (err) {
  if (!(err instanceof LookupError)) throw err;
  console.log('incomplete lookup:', err.status, err.code, '-', err.message);
}
