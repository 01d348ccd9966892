// cpctl kyc list|approve|reject against the real program on an ephemeral port.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { numbersTenant } from '../src/modules/numbers/numbers.testkit.ts';
import { cpctlAgainst } from './cpctl.testkit.ts';
import { createHarness, type Harness } from './harness.ts';

let h: Harness;
let cpctl: Awaited<ReturnType<typeof cpctlAgainst>>;

beforeAll(async () => {
  h = await createHarness();
  cpctl = await cpctlAgainst(h);
});
afterAll(async () => h.close());

const address = { line1: 'Rue de Rivoli 1', city: 'Paris', postal_code: '75001', country_iso: 'FR' };

async function submit() {
  const t = await numbersTenant(h, { kyc: 'none' });
  const res = await h.app.inject({
    method: 'POST',
    url: '/numbers/kyc/organization',
    headers: t.admin,
    payload: { legal_name: 'Acme SAS', registration_number: '123 456 789', country_iso: 'FR', address, contact_email: 'ops@acme.example' },
  });
  expect(res.statusCode).toBe(201);
  return { t, id: res.json().data.id as string };
}

const kycStatusOf = async (orgId: string) => (await h.app.inject({ method: 'GET', url: `/admin/organizations/${orgId}`, headers: h.admin })).json().kyc_status;

describe('cpctl kyc', () => {
  it('lists pending submissions, approves and rejects them', async () => {
    const a = await submit();
    const b = await submit();
    const listed = await cpctl(['kyc', 'list', '--status', 'pending', '--per-page', '100', '--json']);
    expect(listed.code).toBe(0);
    expect(listed.json().submissions.map((s: { id: string }) => s.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    const table = await cpctl(['kyc', 'list', '--status', 'pending']);
    expect(table.stdout).toContain(a.id);
    expect(table.stdout).toMatch(/in all/);

    const approved = await cpctl(['kyc', 'approve', a.id]);
    expect(approved.code).toBe(0);
    expect(approved.stdout).toMatch(/status:\s+approved/);
    expect(await kycStatusOf(a.t.id)).toBe('approved');

    const rejected = await cpctl(['kyc', 'reject', b.id, '--reason', 'blurred documents', '--json']);
    expect(rejected.json()).toMatchObject({ id: b.id, status: 'rejected', reason: 'blurred documents' });
    expect(await kycStatusOf(b.t.id)).toBe('rejected');

    const twice = await cpctl(['kyc', 'approve', a.id]);
    expect(twice.code).toBe(1);
    expect(twice.stderr).toContain('already been decided');
  });

  it('reports wrong usage with exit code 2', async () => {
    expect((await cpctl(['kyc', 'list', '--status', 'open'])).code).toBe(2);
    expect((await cpctl(['kyc', 'approve'])).code).toBe(2);
  });
});
