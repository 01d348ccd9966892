// cpctl's reseller-plan, sponsor-profile and reseller-purchase commands against the real
// program listening on an ephemeral port, in the style of cpctl.test.ts.

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPAIR_DELAY_MS, REPAIR_JOB_KIND } from '../src/modules/reseller/links.jobs.ts';
import { createResellerLinksRepo } from '../src/modules/reseller/links.repo.ts';
import { reserveCall, resellerKit } from '../src/modules/reseller/links.testkit.ts';
import { cpctlAgainst } from './cpctl.testkit.ts';
import { createHarness, type Harness } from './harness.ts';

let h: Harness;
let cpctl: Awaited<ReturnType<typeof cpctlAgainst>>;

beforeAll(async () => {
  h = await createHarness();
  cpctl = await cpctlAgainst(h);
});
afterAll(async () => h.close());

const createArgs = ['--provider-plan-id', 'eu-1gb', '--data-mb', '1024', '--validity-days', '7', '--coverage-type', 'regional', '--countries', 'de,fr', '--price', '4.5'];

describe('reseller-plan', () => {
  it('creates a global plan with defaults, gets, lists and updates it', async () => {
    const created = await cpctl(['reseller-plan', 'create', 'Europe 1 GB', ...createArgs, '--json']);
    expect(created.code, created.stderr).toBe(0);
    const p = created.json();
    expect(p).toMatchObject({
      name: 'Europe 1 GB',
      organization_id: null,
      currency: 'EUR',
      sponsor_profile: 'default',
      enabled: true,
      retail_price: '4.50',
      coverage: { countries: ['DE', 'FR'] },
    });
    expect((await cpctl(['reseller-plan', 'get', p.id, '--json'])).json()).toEqual(p);
    const listed = await cpctl(['reseller-plan', 'list', '--org', 'global', '--json']);
    expect(listed.json().items.map((x: { id: string }) => x.id)).toContain(p.id);
    const updated = await cpctl(['reseller-plan', 'update', p.id, '--price', '3.99', '--enabled', 'false', '--json']);
    expect(updated.code).toBe(0);
    expect(updated.json()).toMatchObject({ retail_price: '3.99', enabled: false });
    const human = await cpctl(['reseller-plan', 'list']);
    expect(human.stdout).toMatch(/ID\s+NAME\s+ORGANIZATION/);
    expect(human.stdout).toContain('Europe 1 GB');
    const shown = await cpctl(['reseller-plan', 'get', p.id]);
    expect(shown.stdout).toMatch(/retail_price:\s+3\.99 EUR/);
  });

  it('creates an organisation plan with --org', async () => {
    const org = await h.createOrganization({ name: 'CLI reseller' });
    const res = await cpctl(['reseller-plan', 'create', 'Own', ...createArgs, '--org', org.id, '--json']);
    expect(res.code, res.stderr).toBe(0);
    expect(res.json()).toMatchObject({ organization_id: org.id, is_global: false });
  });

  it('exits 2 on a wrong command line and 1 on a refused call', async () => {
    expect((await cpctl(['reseller-plan', 'create', 'X', '--data-mb', '1'])).code).toBe(2);
    expect((await cpctl(['reseller-plan', 'create', 'X', ...createArgs, '--coverage-type', 'planet'])).code).toBe(2);
    expect((await cpctl(['reseller-plan', 'update', '00000000-0000-4000-8000-000000000000'])).code).toBe(2);
    const refused = await cpctl(['reseller-plan', 'create', 'X', ...createArgs.slice(0, -4), '--countries', 'ZZ', '--price', '1']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('validation_error');
  });
});

describe('sponsor-profile', () => {
  it('sets and lists profiles, `default` included', async () => {
    const set = await cpctl(['sponsor-profile', 'set', 'beta-travel', 'beta', 'travel-base']);
    expect(set.code, set.stderr).toBe(0);
    expect(set.stdout).toContain('sponsor profile beta-travel: provider beta, base plan travel-base');
    const listed = await cpctl(['sponsor-profile', 'list', '--json']);
    expect(listed.json().items.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['default', 'beta-travel']));
    expect((await cpctl(['sponsor-profile', 'set', 'x', 'gamma', 'b'])).code).toBe(2);
    expect((await cpctl(['sponsor-profile', 'set', 'Bad Name', 'alpha', 'b'])).code).toBe(1);
  });
});

describe('reseller-purchase', () => {
  it('lists pending purchases and runs the repair of one again', async () => {
    const k = resellerKit(h);
    const t = await h.tenant();
    const plan = await k.plan();
    await k.credit(t, '10.00');
    // The debit as a process that died right after it left it.
    const call = reserveCall(t.id, plan, '5.00');
    const id = call.id;
    const [paid] = await createResellerLinksRepo(h.container.db, h.container.events.writer).reserveMany({ kind: REPAIR_JOB_KIND, delayMs: REPAIR_DELAY_MS }, [call]);
    expect(paid?.paid).toBe(true);

    const listed = await cpctl(['reseller-purchase', 'list', '--org', t.id, '--json']);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.json()).toMatchObject({ total: 1, items: [{ id, status: 'pending', amount: '5.00', repair: { status: 'queued' } }] });
    const human = await cpctl(['reseller-purchase', 'list', '--org', t.id]);
    expect(human.stdout).toMatch(/ID\s+ORGANIZATION\s+ICCID/);
    expect(human.stdout).toContain('1 pending in all');
    expect((await cpctl(['reseller-purchase', 'list', '--org', t.id, '--older-than', '3600', '--json'])).json().total).toBe(0);

    const repaired = await cpctl(['reseller-purchase', 'repair', t.id, id]);
    expect(repaired.code, repaired.stderr).toBe(0);
    expect(repaired.stdout).toMatch(/repair:\s+job \S+ queued, attempt 0 of \d+/);

    expect((await cpctl(['reseller-purchase', 'repair', t.id])).code).toBe(2);
    expect((await cpctl(['reseller-purchase', 'list', '--older-than', 'soon'])).code).toBe(2);
    const missing = await cpctl(['reseller-purchase', 'repair', t.id, randomUUID()]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('entity_not_found');
  });
});

describe('reseller-topup', () => {
  it('lists pending top-ups and refuses to repair one that does not exist', async () => {
    const t = await h.tenant();
    const listed = await cpctl(['reseller-topup', 'list', '--org', t.id, '--json']);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.json()).toMatchObject({ total: 0, items: [] });
    const human = await cpctl(['reseller-topup', 'list', '--org', t.id]);
    expect(human.stdout).toMatch(/ID\s+ORGANIZATION\s+LINK/);
    const missing = await cpctl(['reseller-topup', 'repair', t.id, randomUUID()]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('entity_not_found');
    expect((await cpctl(['reseller-topup', 'repair'])).code).toBe(2);
  });
});
