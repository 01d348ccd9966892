// cpctl against the real program listening on an ephemeral port: the CLI's own HTTP
// client, argument parsing and exit codes, driven in-process through run().

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../src/cli/cpctl.ts';
import { ADMIN_TOKEN, createHarness, type Harness } from './harness.ts';

let h: Harness;
let url: string;
let env: Record<string, string>;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cpctl-'));

beforeAll(async () => {
  h = await createHarness();
  url = await h.app.listen({ port: 0, host: '127.0.0.1' });
  env = { CP_URL: url, CP_ADMIN_TOKEN: ADMIN_TOKEN };
});
afterAll(async () => {
  await h.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function cpctl(argv: string[], withEnv: Record<string, string> = env) {
  let stdout = '';
  let stderr = '';
  const code = await run(argv, withEnv, {
    stdout: { write: (s: string) => (stdout += s) },
    stderr: { write: (s: string) => (stderr += s) },
  });
  return { code, stdout, stderr, json: () => JSON.parse(stdout) };
}

const hasRoute = (method: string, url: string) => h.app.registeredRoutes.some((r) => r.method === method && r.url === url);

describe('org', () => {
  it('creates, lists, gets and updates with --json', async () => {
    const created = await cpctl(['org', 'create', 'Acme CLI', '--services', 'connectivity,numbers', '--currency', 'USD', '--json']);
    expect(created.code).toBe(0);
    const org = created.json();
    expect(org).toMatchObject({ name: 'Acme CLI', services: ['connectivity', 'numbers'], currency: 'USD', wallet: { balance: '0.00' } });

    const listed = await cpctl(['org', 'list', '--page-size', '100', '--json']);
    expect(listed.code).toBe(0);
    expect(listed.json().items.map((o: { id: string }) => o.id)).toContain(org.id);

    const got = await cpctl(['org', 'get', org.id, '--json']);
    expect(got.json()).toEqual(org);

    const updated = await cpctl([
      'org',
      'update',
      org.id,
      '--name',
      'Acme Renamed',
      '--price-per-request',
      '0.01',
      '--billing-configured',
      'true',
      '--kyc-status',
      'approved',
      '--monthly-link-fee',
      '2.5',
      '--json',
    ]);
    expect(updated.code).toBe(0);
    expect(updated.json()).toMatchObject({
      id: org.id,
      name: 'Acme Renamed',
      price_per_request: '0.01',
      billing_configured: true,
      kyc_status: 'approved',
      monthly_link_fee: '2.50',
    });
  });

  it('prints human-readable output without --json', async () => {
    const created = await cpctl(['org', 'create', 'Readable']);
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/^id: +[0-9a-f-]{36}$/m);
    expect(created.stdout).toMatch(/^wallet: +0\.00 EUR$/m);
    const listed = await cpctl(['org', 'list', '--page-size', '100']);
    expect(listed.stdout.split('\n')[0]).toMatch(/^ID +NAME +SERVICES +WALLET +KYC$/);
    expect(listed.stdout).toContain('Readable');
  });
});

describe('clients and tokens', () => {
  it('creates a client, gets a working token, revokes it', async () => {
    const org = (await cpctl(['org', 'create', 'Tokens', '--json'])).json();
    const created = await cpctl(['client', 'create', org.id, 'ci', '--roles', 'admin', '--json']);
    expect(created.code).toBe(0);
    const client = created.json();
    expect(client).toMatchObject({ organization_id: org.id, roles: ['admin'], client_secret: expect.any(String) });

    const token = await cpctl(['token', client.client_id, client.client_secret]);
    expect(token.code).toBe(0);
    const accessToken = token.stdout.trim();
    const me = await fetch(`${url}/org`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ id: org.id, name: 'Tokens' });

    const revoked = await cpctl(['client', 'revoke', client.client_id]);
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toContain(`revoked ${client.client_id}`);
    const refused = await cpctl(['token', client.client_id, client.client_secret]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('invalid_client');
  });

  it('creates a platform client whose token carries no organisation', async () => {
    const created = await cpctl(['platform-client', 'create', 'ops', '--roles', 'viewer', '--json']);
    expect(created.code).toBe(0);
    expect(created.json()).toMatchObject({ organization_id: null, roles: ['viewer'] });
    const token = await cpctl(['token', created.json().client_id, created.json().client_secret, '--json']);
    expect(token.json()).toMatchObject({ token_type: 'Bearer', expires_in: expect.any(Number) });
  });
});

describe('wallet', () => {
  it('credits and prints the balance', async () => {
    const org = (await cpctl(['org', 'create', 'Wallet', '--json'])).json();
    const first = await cpctl(['wallet', 'credit', org.id, '12.50', '--reference', 'invoice 1']);
    expect(first).toMatchObject({ code: 0, stdout: 'balance 12.50 EUR\n' });
    const second = await cpctl(['wallet', 'credit', org.id, '7.5', '--json']);
    expect(second.json()).toEqual({ balance: '20.00', currency: 'EUR' });
  });
});

describe('SIMs and the simulator', () => {
  it('delivers SIMs and drives the simulator controls', async () => {
    const org = (await cpctl(['org', 'create', 'Sims', '--json'])).json();
    const esims = await cpctl(['sims', 'deliver', org.id, '2', '--type', 'eSIM', '--provider', 'beta', '--json']);
    expect(esims.code).toBe(0);
    expect(esims.json().items).toHaveLength(2);
    expect(esims.json().items[0]).toMatchObject({ sim_type: 'eSIM', msisdn: expect.any(String) });

    const physical = await cpctl(['sims', 'deliver', org.id, '1']);
    expect(physical.code).toBe(0);
    expect(physical.stdout).toMatch(/^ID +ICCID +TYPE +STATUS +MSISDN +ZONES$/m);
    expect(physical.stdout).toContain('1 SIM delivered');
    const iccid = esims.json().items[0].iccid as string;

    const imei = await cpctl(['sim', 'imei', iccid, '490154203237518', '--json']);
    expect(imei.code).toBe(0);
    expect(imei.json()).toMatchObject({ iccid, imei: '490154203237518' });

    // A SIM without a link has no data session: the network's refusal is an API error.
    const usage = await cpctl(['sim', 'usage', iccid, '1.5']);
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain('validation_error, HTTP 422');
    // In a country no operator of the catalogue serves, the network has nowhere to carry it.
    const abroad = await cpctl(['sim', 'usage', iccid, '1.5', '--country', 'xx']);
    expect(abroad.code).toBe(1);
    expect(abroad.stderr).toContain('no operator of the catalogue serves XX');

    const fault = await cpctl(['sim', 'faults', 'add', 'create_endpoint', '503', '2', '--json']);
    expect(fault.json()).toEqual({ operation: 'create_endpoint', status: 503, remaining: 2 });
    expect(await cpctl(['sim', 'faults', 'clear'])).toMatchObject({ code: 0, stdout: 'all simulator faults cleared\n' });

    const clock = await cpctl(['sim', 'clock', 'advance', '60']);
    expect(clock.code).toBe(0);
    expect(clock.stdout).toMatch(/^simulator clock is now \S+ \(\d+ s ahead of real time\)$/m);
  });
});

describe('errors and exit codes', () => {
  it('exits 1 with the API error message and code', async () => {
    const r = await cpctl(['org', 'get', '00000000-0000-4000-8000-000000000000']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^cpctl: .*\(entity_not_found, HTTP 404\)/);
    const j = await cpctl(['org', 'get', '00000000-0000-4000-8000-000000000000', '--json']);
    expect(j.code).toBe(1);
    expect(j.json()).toMatchObject({ code: 'entity_not_found' });
  });

  it('exits 1 on a wrong admin token', async () => {
    const r = await cpctl(['org', 'list'], { CP_URL: url, CP_ADMIN_TOKEN: 'wrong-token-wrong-token' });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('unauthorized');
  });

  it.each([
    [['org', 'frobnicate']],
    [['org', 'create']],
    [['org', 'get', 'a', 'b']],
    [['org', 'list', '--colour', 'red']],
    [['org', 'update', 'x']],
    [['org', 'update', 'x', '--billing-configured', 'maybe']],
    [['sims', 'deliver', 'x', 'many']],
    [['sims', 'deliver', 'x', '3', '--type', 'nano']],
    [['sims', 'deliver', 'x', '1001']],
    [['sim', 'faults', 'add', 'attach_sim', '200', '1']],
    [['org', 'create', 'x', '--currency']],
  ])('exits 2 on wrong usage: %j', async (argv) => {
    const r = await cpctl(argv);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^cpctl: /);
    expect(r.stdout).toBe('');
  });

  it('reads the admin token file when CP_ADMIN_TOKEN is unset, and says so when it is missing', async () => {
    const dataDir = path.join(tmp, 'data');
    const missing = await cpctl(['org', 'list'], { CP_URL: url, DATA_DIR: dataDir });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe(`cpctl: no admin token: set CP_ADMIN_TOKEN, or run cpctl where the server keeps its data (${path.join(dataDir, 'admin-token')} not found)\n`);

    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'admin-token'), `${ADMIN_TOKEN}\n`);
    const found = await cpctl(['org', 'list', '--json'], { CP_URL: url, DATA_DIR: dataDir });
    expect(found.code).toBe(0);
  });

  it('says in one line when the server is unreachable', async () => {
    const r = await cpctl(['org', 'list'], { CP_URL: 'http://127.0.0.1:9', CP_ADMIN_TOKEN: ADMIN_TOKEN });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^cpctl: cannot reach the platform at http:\/\/127\.0\.0\.1:9 \(.+\); is it running\?.*\n$/);
  });
});

describe('demo', () => {
  it('builds an organisation with a client, a working token, credit and what the server offers beyond', async () => {
    const r = await cpctl(['demo', '--name', 'Demo test', '--json']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const s = r.json();
    expect(s.failed).toEqual([]);
    const org = (await cpctl(['org', 'get', s.organization.id, '--json'])).json();
    // The demo number's purchase (connection fee and first month) and the /v1 link's plan are the only charges.
    const spent = (s.phone_number ? Number(s.phone_number.total_fee) : 0) + (s.reseller_link ? Number(s.reseller_plan.retail_price) : 0);
    expect(org).toMatchObject({ name: 'Demo test', wallet: { balance: (100 - spent).toFixed(2) } });
    if (hasRoute('GET', '/numbers/available')) {
      expect(s.phone_number).toMatchObject({ e164: expect.stringMatching(/^\+49/), status: expect.stringMatching(/^(provisioning|active)$/) });
    } else expect(s.phone_number).toBeNull();

    const me = await fetch(`${url}/org`, { headers: { authorization: `Bearer ${s.access_token}` } });
    expect(me.status).toBe(200);
    // An admin user of the organisation signs in to the console with what the demo printed.
    expect(s.console).toMatchObject({ url: `${url}/console`, email: expect.stringMatching(/^demo-[0-9a-f]{8}@example\.com$/), password: expect.any(String) });
    const signIn = await fetch(`${url}/console/api/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: s.console.email, password: s.console.password }) });
    expect(signIn.status).toBe(200);
    expect((await signIn.json()).user).toMatchObject({ role: 'admin', organization_id: s.organization.id });
    const fresh = await cpctl(['token', s.client.client_id, s.client.client_secret]);
    expect(fresh.code).toBe(0);

    if (hasRoute('POST', '/admin/organizations/:id/sims')) {
      expect(s.sims.filter((x: { sim_type: string }) => x.sim_type === 'physical')).toHaveLength(3);
      expect(s.sims.filter((x: { sim_type: string }) => x.sim_type === 'eSIM')).toHaveLength(2);
    } else expect(s.sims).toEqual([]);
    if (hasRoute('POST', '/coverages') && hasRoute('GET', '/operators')) expect(s.coverage.operators.length).toBeGreaterThan(0);
    if (hasRoute('POST', '/plans') && s.coverage) expect(s.plan).toMatchObject({ coverage: { id: s.coverage.id }, included_data_mb: 1024 });
    if (hasRoute('POST', '/links') && s.sims.length > 0) expect(s.link).toMatchObject({ id: expect.any(String) });
    if (hasRoute('POST', '/v1/links')) {
      expect(s.reseller_plan).toMatchObject({ organization_id: s.organization.id, retail_price: '4.50', enabled: true });
      expect(s.reseller_link).toMatchObject({ id: expect.any(String), iccid: expect.stringMatching(/^89\d+$/), status: 'active' });
      expect(s.reseller_link.activations).toHaveLength(1);
      // The customer's own view of the link answers through /v1.
      const viewed = await fetch(`${url}/v1/links/${s.reseller_link.iccid}`, { headers: { authorization: `Bearer ${s.access_token}` } });
      expect(viewed.status).toBe(200);
    } else expect(s.reseller_link).toBeNull();
  });

  it('prints the credentials and curl lines to try', async () => {
    const r = await cpctl(['demo']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^client_id: +\S+$/m);
    expect(r.stdout).toMatch(/^client_secret: +\S+$/m);
    expect(r.stdout).toMatch(new RegExp(`^console: +${url}/console$`, 'm'));
    expect(r.stdout).toMatch(/^console_email: +demo-[0-9a-f]{8}@example\.com$/m);
    expect(r.stdout).toMatch(/^console_password: +\S{24}$/m);
    expect(r.stdout).toContain(`curl -s -X POST ${url}/auth/token -d grant_type=client_credentials`);
    expect(r.stdout).toContain(`curl -s ${url}/org -H "Authorization: Bearer $TOKEN"`);
    if (hasRoute('POST', '/v1/links')) {
      expect(r.stdout).toMatch(/^reseller_link: +[0-9a-f-]{36} \(active, ICCID 89\d+\)$/m);
      expect(r.stdout).toMatch(/curl -s \S+\/v1\/links\/[0-9a-f-]{36} -H "Authorization: Bearer \$TOKEN"/);
    }
    if (hasRoute('GET', '/numbers/available')) {
      expect(r.stdout).toMatch(/^phone_number: +\+49\d+ \((provisioning|active), [0-9a-f-]{36}\)$/m);
      expect(r.stdout).toMatch(/curl -s -X POST \S+\/numbers\/sms\/send -H "Authorization: Bearer \$TOKEN" .* -d '\{"from":"\+49\d+","to":"\+49\d+","body":"[^"]+"\}'/);
    }
  });
});

// Last in the file: it changes the key that signs every later token.
describe('signing keys', () => {
  it('lists, rotates and retires, and refuses to retire the signer', async () => {
    const [first] = (await cpctl(['signing-key', 'list', '--json'])).json().items;
    expect(first).toMatchObject({ status: 'signing' });
    const table = await cpctl(['signing-key', 'list']);
    expect(table.stdout).toMatch(new RegExp(`^KID\\s+STATUS\\s+ACTIVATES\\s+RETIRES\\n${first.kid}\\s+signing\\s`));

    const pending = await cpctl(['signing-key', 'rotate']);
    expect(pending.code).toBe(0);
    expect(pending.stdout).toMatch(/status:\s+pending/);
    expect(pending.stdout).toContain('signs from activates_at');

    const rotated = await cpctl(['signing-key', 'rotate', '--activate-in', '0', '--json']);
    expect(rotated.code).toBe(0);
    expect(rotated.json()).toMatchObject({ status: 'signing' });

    const signer = await cpctl(['signing-key', 'retire', rotated.json().kid]);
    expect(signer.code).toBe(1);
    expect(signer.stderr).toContain('rotate');
    const retired = await cpctl(['signing-key', 'retire', first.kid]);
    expect(retired.code).toBe(0);
    expect(retired.stdout).toContain(`retired ${first.kid}`);
    expect((await cpctl(['signing-key', 'rotate', '--activate-in', 'soon'])).code).toBe(2);
    expect((await cpctl(['signing-key', 'retire'])).code).toBe(2);
  });
});
