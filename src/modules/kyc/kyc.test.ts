import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from '../../../test/harness.ts';
import { numbersTenant, ownNumber } from '../numbers/numbers.testkit.ts';

let h: Harness;
let other: Tenant;

beforeAll(async () => {
  h = await createHarness();
  other = await numbersTenant(h);
});
afterAll(async () => h.close());

const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: unknown) =>
  h.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const address = { line1: 'Alexanderplatz 1', city: 'Berlin', postal_code: '10178', country_iso: 'DE' };
const orgBody = { legal_name: 'Acme GmbH', registration_number: 'HRB 12345', country_iso: 'DE', address, contact_email: 'kyc@acme.example' };
const numberBody = { end_user_name: 'Erika Mustermann', address };
const missing = '00000000-0000-4000-8000-000000000000';

const decide = (id: string, payload: unknown) => call('POST', `/admin/kyc/${id}/decision`, h.admin, payload);
const orgKycStatus = async (id: string) => (await call('GET', `/admin/organizations/${id}`, h.admin)).json().kyc_status;

describe('organisation KYC', () => {
  it('submits, stays pending, and is approved by the operator', async () => {
    const t = await numbersTenant(h, { kyc: 'none' });
    const empty = await call('GET', '/numbers/kyc/organization', t.viewer);
    expect(empty.json()).toEqual({ success: true, data: { kyc_status: 'none', submission: null } });

    const res = await call('POST', '/numbers/kyc/organization', t.admin, orgBody);
    expect(res.statusCode).toBe(201);
    const sub = res.json().data;
    expect(sub).toEqual({
      id: expect.any(String),
      kind: 'organization',
      phone_number_id: null,
      status: 'pending',
      reason: null,
      details: orgBody,
      decided_at: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(await orgKycStatus(t.id)).toBe('pending');
    expect((await call('GET', '/numbers/kyc/organization', t.viewer)).json().data).toEqual({ kyc_status: 'pending', submission: sub });

    // One at a time: a second submission while the first is pending is refused.
    const again = await call('POST', '/numbers/kyc/organization', t.admin, orgBody);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('DUPLICATE_ENTITY');

    const queue = (await call('GET', '/admin/kyc?status=pending&per_page=100', h.admin)).json();
    expect(queue.submissions).toContainEqual(expect.objectContaining({ id: sub.id, organization_id: t.id, kind: 'organization', status: 'pending' }));

    const ok = await decide(sub.id, { decision: 'approved' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: sub.id, organization_id: t.id, status: 'approved', decided_at: expect.any(String) });
    expect(await orgKycStatus(t.id)).toBe('approved');
    expect((await call('GET', '/numbers/kyc/organization', t.viewer)).json().data).toMatchObject({ kyc_status: 'approved', submission: { status: 'approved' } });

    const twice = await decide(sub.id, { decision: 'rejected' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('duplicate_entity');
    expect((await call('POST', '/numbers/kyc/organization', t.admin, orgBody)).statusCode).toBe(409);
  });

  it('accepts a new submission after a rejection, and the admin PATCH still sets kyc_status', async () => {
    const t = await numbersTenant(h, { kyc: 'none' });
    const first = (await call('POST', '/numbers/kyc/organization', t.admin, orgBody)).json().data;
    const rejected = await decide(first.id, { decision: 'rejected', reason: 'registration number not found' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'registration number not found' });
    expect(await orgKycStatus(t.id)).toBe('rejected');
    const second = await call('POST', '/numbers/kyc/organization', t.admin, { ...orgBody, registration_number: 'HRB 54321' });
    expect(second.statusCode).toBe(201);
    expect(await orgKycStatus(t.id)).toBe('pending');

    const patch = await call('GET', `/admin/organizations/${t.id}`, h.admin);
    expect(patch.statusCode).toBe(200);
    const patched = await h.app.inject({ method: 'PATCH', url: `/admin/organizations/${t.id}`, headers: h.admin, payload: { kyc_status: 'approved' } });
    expect(patched.json().kyc_status).toBe('approved');
    expect((await call('GET', '/numbers/kyc/organization', t.viewer)).json().data.kyc_status).toBe('approved');
  });

  it('accepts one of several concurrent submissions and refuses the others with 409', async () => {
    const t = await numbersTenant(h, { kyc: 'none' });
    const results = await Promise.all([1, 2, 3].map(() => call('POST', '/numbers/kyc/organization', t.admin, orgBody)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const mine = (await call('GET', '/admin/kyc?per_page=100', h.admin)).json().submissions.filter((s: { organization_id: string }) => s.organization_id === t.id);
    expect(mine).toHaveLength(1);
  });

  it('refuses invalid bodies with 422 and viewers with 403', async () => {
    const t = await numbersTenant(h, { kyc: 'none' });
    for (const body of [
      {},
      { ...orgBody, legal_name: '' },
      { ...orgBody, legal_name: 'x'.repeat(201) },
      { ...orgBody, country_iso: 'de' },
      { ...orgBody, contact_email: 'not-an-email' },
      { ...orgBody, address: { ...address, postal_code: undefined } },
      { ...orgBody, address: { ...address, city: '   ' } },
      { ...orgBody, extra: true },
    ]) {
      const res = await call('POST', '/numbers/kyc/organization', t.admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    const viewer = await call('POST', '/numbers/kyc/organization', t.viewer, orgBody);
    expect(viewer.statusCode).toBe(403);
    expect(viewer.json().error.code).toBe('FORBIDDEN');
    expect(await orgKycStatus(t.id)).toBe('none');
  });
});

describe('number KYC', () => {
  it('submits end-user details; the decision sets the number kyc_status', async () => {
    const t = await numbersTenant(h);
    const n = await ownNumber(h, t.id);
    expect((await call('GET', `/numbers/${n.id}/kyc`, t.viewer)).json().data).toEqual({ phone_number_id: n.id, kyc_status: 'approved', submission: null });
    const res = await call('POST', `/numbers/${n.id}/kyc`, t.admin, numberBody);
    expect(res.statusCode).toBe(201);
    const sub = res.json().data;
    expect(sub).toMatchObject({ kind: 'number', phone_number_id: n.id, status: 'pending', details: numberBody });
    expect((await call('GET', `/numbers/${n.id}/kyc`, t.viewer)).json().data).toMatchObject({ kyc_status: 'pending', submission: { id: sub.id } });
    expect((await call('POST', `/numbers/${n.id}/kyc`, t.admin, numberBody)).statusCode).toBe(409);

    const numbersQueue = (await call('GET', '/admin/kyc?status=pending&kind=number&per_page=100', h.admin)).json();
    expect(numbersQueue.submissions.every((s: { kind: string }) => s.kind === 'number')).toBe(true);
    expect(numbersQueue.submissions.map((s: { id: string }) => s.id)).toContain(sub.id);

    expect((await decide(sub.id, { decision: 'rejected' })).statusCode).toBe(200);
    expect((await call('GET', `/numbers/${n.id}/kyc`, t.viewer)).json().data.kyc_status).toBe('rejected');
    const rows = await h.container.db.execute(sql`SELECT kyc_status FROM phone_numbers WHERE organization_id = ${t.id} AND id = ${n.id}`);
    expect((rows as unknown as { rows: Array<{ kyc_status: string }> }).rows[0]?.kyc_status).toBe('rejected');
    expect(await orgKycStatus(t.id)).toBe('approved');
    // A rejected number may be submitted again.
    expect((await call('POST', `/numbers/${n.id}/kyc`, t.admin, numberBody)).statusCode).toBe(201);
  });

  it("answers 404 for unknown, released and other organisations' numbers; 422 and 403 on bad writes", async () => {
    const t = await numbersTenant(h);
    const mine = await ownNumber(h, t.id);
    const theirs = await ownNumber(h, other.id);
    const released = await ownNumber(h, t.id);
    await h.container.db.execute(sql`UPDATE phone_numbers SET status = 'released' WHERE organization_id = ${t.id} AND id = ${released.id}`);
    for (const id of [theirs.id, released.id, missing]) {
      for (const [method, payload] of [
        ['GET', undefined],
        ['POST', numberBody],
      ] as const) {
        const res = await call(method, `/numbers/${id}/kyc`, t.admin, payload);
        expect(res.statusCode).toBe(404);
        expect(res.json().error.code).toBe('NOT_FOUND');
      }
    }
    for (const body of [{}, { end_user_name: 'x'.repeat(201), address }, { end_user_name: 'E', address: { ...address, country_iso: 'Germany' } }]) {
      const res = await call('POST', `/numbers/${mine.id}/kyc`, t.admin, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    const viewer = await call('POST', `/numbers/${mine.id}/kyc`, t.viewer, numberBody);
    expect(viewer.statusCode).toBe(403);
    expect(viewer.json().error.code).toBe('FORBIDDEN');
  });
});

describe('operator review', () => {
  it('answers 404 for an unknown submission, 422 for a bad decision, 401 without the admin token', async () => {
    const unknown = await decide(missing, { decision: 'approved' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('entity_not_found');
    for (const body of [{}, { decision: 'maybe' }, { decision: 'approved', reason: 'x'.repeat(1001) }]) {
      const res = await decide(missing, body);
      expect(res.statusCode).toBe(422);
    }
    expect((await call('GET', '/admin/kyc?status=open', h.admin)).statusCode).toBe(422);
    expect((await call('GET', '/admin/kyc', {})).statusCode).toBe(401);
    const listed = (await call('GET', '/admin/kyc?per_page=1', h.admin)).json();
    expect(listed).toMatchObject({ page: 1, per_page: 1, total: expect.any(Number) });
    expect(listed.submissions.length).toBeLessThanOrEqual(1);
  });
});
