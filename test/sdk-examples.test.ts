// The SDK's examples (packages/sdk/examples, one program per API) run as a customer runs
// them: as their own process against the platform started on a fresh database with its
// workers, after the operator's part of each guide's "Before you start" (done here
// through the SDK's admin namespace). Each must exit 0 and print what it shows.

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Platform } from '../packages/sdk/src/index.ts';
import { ADMIN_TOKEN, createHarness, type Harness } from './harness.ts';

let h: Harness;
let base: string;
let workers: { stop(): Promise<void> };
let operator: Platform;

beforeAll(async () => {
  // As docs/getting-started.md starts it for a trial: webhooks may reach this machine.
  h = await createHarness({ WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true' });
  base = await h.app.listen({ port: 0, host: '127.0.0.1' });
  workers = h.container.startWorkers();
  operator = new Platform({ baseUrl: base, adminToken: ADMIN_TOKEN });
});
afterAll(async () => {
  await workers.stop();
  await h.close();
});

/** An organisation with an admin API client, as each guide's "Before you start" makes it. */
async function customer(name: string) {
  const org = await operator.admin.post('/admin/organizations', { body: { name } });
  const client = await operator.admin.post('/admin/organizations/{id}/clients', { params: { path: { id: org.id } }, body: { name: 'backend', roles: ['admin'] } });
  const credentials = { baseUrl: base, clientId: client.client_id, clientSecret: client.client_secret };
  return { org, client, credentials, sdk: new Platform(credentials) };
}

function runExample(name: string, c: { credentials: { clientId: string; clientSecret: string } }, extra: Record<string, string> = {}) {
  const file = path.join('packages', 'sdk', 'examples', `${name}.example.ts`);
  const env = { PATH: process.env.PATH ?? '', BASE_URL: base, CLIENT_ID: c.credentials.clientId, CLIENT_SECRET: c.credentials.clientSecret, ...extra };
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', file], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += String(d)));
    child.stderr.on('data', (d) => (err += String(d)));
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

describe('the SDK examples', { timeout: 120_000 }, () => {
  it('authentication', async () => {
    const c = await customer('Acme IoT');
    const r = await runExample('authentication', c);
    expect(r.code, r.out + r.err).toBe(0);
    expect(r.out).toContain(`for organisation ${c.org.id}`);
    expect(r.out).toMatch(/wrong secret: 401 invalid_client/);
  });

  it('connectivity', async () => {
    const c = await customer('Acme Trackers');
    await operator.admin.post('/admin/organizations/{id}/sims', { params: { path: { id: c.org.id } }, body: { count: 2, sim_type: 'physical', provider: 'alpha' } });
    const r = await runExample('connectivity', c);
    expect(r.code, r.out + r.err).toBe(0);
    expect(r.out).toContain('link tracker-001 is active');
    expect(r.out).toContain('suspended and resumed: active');
    expect(r.out).toMatch(/unknown link: 404 entity_not_found request id \S+/);
    const links = await c.sdk.connectivity.get('/links');
    expect(links.total).toBe(1);
  });

  it('reseller', async () => {
    const c = await customer('Travel eSIM shop');
    await operator.admin.post('/admin/organizations/{id}/wallet/credits', { params: { path: { id: c.org.id } }, body: { amount: '50.00', reference: 'prepayment' } });
    await operator.admin.post('/admin/reseller-plans', {
      body: { name: 'Europe 1 GB / 7 days', provider_plan_id: 'eu-1gb-7d', data_mb: 1024, validity_days: 7, sponsor_profile: 'default', coverage_type: 'regional', countries: ['DE', 'FR'], retail_price: '4.50', currency: 'EUR', enabled: true, organization_id: c.org.id },
    });
    const r = await runExample('reseller', c);
    expect(r.code, r.out + r.err).toBe(0);
    expect(r.out).toContain('by ICCID: true');
    expect(r.out).toContain('wallet now 45.50');
    expect(r.out).toMatch(/unknown plan: 422 VALIDATION_ERROR/);
  });

  it('numbers, with a signed webhook delivery', async () => {
    const c = await customer('Acme Support Line');
    await operator.admin.post('/admin/organizations/{id}/wallet/credits', { params: { path: { id: c.org.id } }, body: { amount: '20.00' } });
    await c.sdk.numbers.post('/numbers/kyc/organization', {
      body: { legal_name: 'Acme GmbH', registration_number: 'HRB 123456', country_iso: 'DE', address: { line1: 'Hauptstr. 1', city: 'Berlin', postal_code: '10115', country_iso: 'DE' }, contact_email: 'legal@acme.example' },
    });
    let submission: string | undefined;
    for await (const s of operator.admin.list('/admin/kyc', { params: { query: { status: 'pending', kind: 'organization' } } })) if (s.organization_id === c.org.id) submission = s.id;
    await operator.admin.post('/admin/kyc/{submissionId}/decision', { params: { path: { submissionId: submission as string } }, body: { decision: 'approved' } });
    await operator.admin.patch('/admin/organizations/{id}', { params: { path: { id: c.org.id } }, body: { billing_configured: true } });
    const r = await runExample('numbers', c, { ADMIN_TOKEN });
    expect(r.code, r.out + r.err).toBe(0);
    expect(r.out).toMatch(/is active/);
    expect(r.out).toMatch(/webhook delivery, signature verified: .*Thanks!/);
    expect(r.out).toMatch(/unknown number: 404 NOT_FOUND/);
    // The purchase carried an Idempotency-Key the SDK made: the wallet paid one number.
    const numbers = await c.sdk.numbers.get('/numbers');
    expect(numbers.data.total).toBe(1);
  });

  it('lookup', async () => {
    const c = await customer('Roaming Analytics');
    const r = await runExample('lookup', c);
    expect(r.code, r.out + r.err).toBe(0);
    expect(r.out).toMatch(/262-01 is \S+/);
    expect(r.out).toMatch(/bulk job completed 3\/3 failed 1/);
    expect(r.out).toMatch(/incomplete lookup: 422 VALIDATION_ERROR/);
  });
});

describe("the guides' SDK sections", () => {
  const guides = ['authentication', 'connectivity', 'reseller', 'numbers', 'lookup'];
  it.each(guides)('docs/%s.md shows only lines of its example program, which the test above runs', (guide) => {
    const doc = fs.readFileSync(`docs/${guide}.md`, 'utf8');
    const section = /^## With the SDK\n([\s\S]*?)(?=^## )/m.exec(doc)?.[1];
    expect(section, `docs/${guide}.md has a "With the SDK" section`).toBeDefined();
    const code = /```ts\n([\s\S]*?)\n```/.exec(section as string)?.[1];
    expect(code, `docs/${guide}.md: a ts block in "With the SDK"`).toBeDefined();
    const program = new Set(fs.readFileSync(`packages/sdk/examples/${guide}.example.ts`, 'utf8').split('\n').map((l) => l.trim()));
    const shown = (code as string).split('\n').map((l) => l.trim()).filter((l) => l !== '' && !l.startsWith('//'));
    expect(shown.filter((l) => !program.has(l))).toEqual([]);
    expect(section).toContain(`../packages/sdk/examples/${guide}.example.ts`);
  });
});
