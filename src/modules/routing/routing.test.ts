import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from '../../../test/harness.ts';
import { numbersTenant, ownNumber } from '../numbers/numbers.testkit.ts';
import { createRoutingRepo } from './routing.repo.ts';

let h: Harness;
let t: Tenant;
let other: Tenant;

beforeAll(async () => {
  h = await createHarness();
  [t, other] = await Promise.all([numbersTenant(h), numbersTenant(h)]);
});
afterAll(async () => h.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: unknown) =>
  h.app.inject({ method, url: `/numbers${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

async function endpoint(tenant: Tenant, body: Record<string, unknown>) {
  const res = await call('POST', '/endpoints', tenant.admin, { name: 'ep', type: 'sms', destination_uri: 'https://93.184.216.34/in', ...body });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string; type: string; is_default: boolean };
}

const missing = '00000000-0000-4000-8000-000000000000';

describe('routing endpoints', () => {
  it('creates, reads, lists by type and updates an endpoint', async () => {
    const tenant = await numbersTenant(h);
    const res = await call('POST', '/endpoints', tenant.admin, { name: 'SIP trunk', type: 'voice', destination_uri: 'sip:pbx@example.com' });
    expect(res.statusCode).toBe(201);
    const ep = res.json().data;
    expect(ep).toEqual({
      id: expect.any(String),
      name: 'SIP trunk',
      type: 'voice',
      destination_uri: 'sip:pbx@example.com',
      is_default: false,
      is_secondary: false,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    await endpoint(tenant, { name: 'hook' });
    expect((await call('GET', `/endpoints/${ep.id}`, tenant.viewer)).json()).toEqual({ success: true, data: ep });

    const all = (await call('GET', '/endpoints', tenant.viewer)).json().data;
    expect(all).toMatchObject({ page: 1, per_page: 20, total: 2 });
    const voice = (await call('GET', '/endpoints?type=voice', tenant.viewer)).json().data;
    expect(voice.endpoints.map((e: { id: string }) => e.id)).toEqual([ep.id]);
    const paged = (await call('GET', '/endpoints?per_page=1&page=2', tenant.viewer)).json().data;
    expect(paged).toMatchObject({ page: 2, per_page: 1, total: 2 });
    expect(paged.endpoints).toHaveLength(1);

    const put = await call('PUT', `/endpoints/${ep.id}`, tenant.admin, { name: 'trunk 2', destination_uri: 'tel:+4930123456', is_secondary: true });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ id: ep.id, name: 'trunk 2', destination_uri: 'tel:+4930123456', is_secondary: true, type: 'voice' });
  });

  it('keeps one default per type: a new default clears the previous one', async () => {
    const tenant = await numbersTenant(h);
    const a = await endpoint(tenant, { is_default: true });
    const b = await endpoint(tenant, { is_default: true });
    const v = await endpoint(tenant, { type: 'voice', destination_uri: 'https://93.184.216.34/voice', is_default: true });
    const get = async (id: string) => (await call('GET', `/endpoints/${id}`, tenant.viewer)).json().data;
    expect((await get(a.id)).is_default).toBe(false);
    expect((await get(b.id)).is_default).toBe(true);
    expect((await get(v.id)).is_default).toBe(true);
    await call('PUT', `/endpoints/${a.id}`, tenant.admin, { is_default: true });
    expect((await get(a.id)).is_default).toBe(true);
    expect((await get(b.id)).is_default).toBe(false);
  });

  it('serialises concurrent default changes without a 5xx', async () => {
    const tenant = await numbersTenant(h);
    const eps = await Promise.all([1, 2, 3, 4].map(() => endpoint(tenant, {})));
    const results = await Promise.all(eps.map((e) => call('PUT', `/endpoints/${e.id}`, tenant.admin, { is_default: true })));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const list = (await call('GET', '/endpoints?type=sms', tenant.viewer)).json().data.endpoints;
    expect(list.filter((e: { is_default: boolean }) => e.is_default)).toHaveLength(1);
  });

  it('refuses invalid bodies with 422 VALIDATION_ERROR', async () => {
    const bad: Array<Record<string, unknown>> = [
      {},
      { name: '', type: 'sms', destination_uri: 'https://93.184.216.34' },
      { name: 'x'.repeat(129), type: 'sms', destination_uri: 'https://93.184.216.34' },
      { name: 'n', type: 'fax', destination_uri: 'https://93.184.216.34' },
      { name: 'n', type: 'sms', destination_uri: 'not a uri' },
      { name: 'n', type: 'sms', destination_uri: 'sip:pbx@example.com' },
      { name: 'n', type: 'voice', destination_uri: 'ftp://example.com/x' },
      // No authority, though a WHATWG parser reads a host into each.
      { name: 'n', type: 'sms', destination_uri: 'http:/x' },
      { name: 'n', type: 'sms', destination_uri: 'https:x' },
      { name: 'n', type: 'sms', destination_uri: 'https:///nohost' },
      { name: 'n', type: 'sms', destination_uri: `https://example.com/${'a'.repeat(2048)}` },
      { name: 'n', type: 'sms', destination_uri: 'https://93.184.216.34', extra: 1 },
    ];
    for (const body of bad) {
      const res = await call('POST', '/endpoints', t.admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json()).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } });
    }
    const ep = await endpoint(t, {});
    for (const body of [{}, { destination_uri: 'tel:+491234' }, { type: 'voice' }]) {
      const res = await call('PUT', `/endpoints/${ep.id}`, t.admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    expect((await call('GET', '/endpoints/not-a-uuid', t.viewer)).statusCode).toBe(422);
    expect((await call('GET', '/endpoints?type=fax', t.viewer)).statusCode).toBe(422);
    expect((await call('GET', '/endpoints?per_page=101', t.viewer)).statusCode).toBe(422);
  });

  it("answers 404 NOT_FOUND for unknown and other organisations' endpoints, 403 FORBIDDEN to viewers on writes", async () => {
    const ep = await endpoint(other, {});
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', { name: 'x' }],
      ['DELETE', undefined],
    ] as const) {
      for (const id of [ep.id, missing]) {
        const res = await call(method, `/endpoints/${id}`, t.admin, payload);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ success: false, error: { code: 'NOT_FOUND', message: expect.any(String) } });
      }
    }
    const own = await endpoint(t, {});
    for (const [method, url, payload] of [
      ['POST', '/endpoints', { name: 'n', type: 'sms', destination_uri: 'https://93.184.216.34' }],
      ['PUT', `/endpoints/${own.id}`, { name: 'x' }],
      ['DELETE', `/endpoints/${own.id}`, undefined],
    ] as const) {
      const res = await call(method, url, t.viewer, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
    expect((await call('GET', '/endpoints', t.admin)).json().data.endpoints.some((e: { id: string }) => e.id === ep.id)).toBe(false);
  });
});

describe('number routing', () => {
  it('answers the configured ids and the effective endpoints, falling back to the defaults', async () => {
    const tenant = await numbersTenant(h);
    const n = await ownNumber(h, tenant.id);
    const empty = await call('GET', `/${n.id}/routing`, tenant.viewer);
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data).toEqual({ phone_number_id: n.id, voice_endpoint_id: null, sms_endpoint_id: null, effective: { voice: null, sms: null } });

    const smsDefault = await endpoint(tenant, { is_default: true });
    const sms = await endpoint(tenant, {});
    const voice = await endpoint(tenant, { type: 'voice', destination_uri: 'sip:a@b.example' });
    const fallback = (await call('GET', `/${n.id}/routing`, tenant.viewer)).json().data;
    expect(fallback.effective.sms.id).toBe(smsDefault.id);
    expect(fallback.effective.voice).toBeNull();

    const put = await call('PUT', `/${n.id}/routing`, tenant.admin, { voice_endpoint_id: voice.id, sms_endpoint_id: sms.id });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ voice_endpoint_id: voice.id, sms_endpoint_id: sms.id, effective: { voice: { id: voice.id }, sms: { id: sms.id } } });
    expect((await createRoutingRepo(h.container.db).effectiveEndpoint(tenant.id, n.id, 'sms'))?.id).toBe(sms.id);

    // Deleting the routed endpoint sends the number's SMS back to the default.
    expect((await call('DELETE', `/endpoints/${sms.id}`, tenant.admin)).statusCode).toBe(200);
    const after = (await call('GET', `/${n.id}/routing`, tenant.viewer)).json().data;
    expect(after).toMatchObject({ sms_endpoint_id: null, voice_endpoint_id: voice.id, effective: { sms: { id: smsDefault.id } } });

    const reset = await call('PUT', `/${n.id}/routing`, tenant.admin, { voice_endpoint_id: null, sms_endpoint_id: null });
    expect(reset.json().data).toMatchObject({ voice_endpoint_id: null, sms_endpoint_id: null, effective: { voice: null, sms: { id: smsDefault.id } } });
  });

  it('refuses an endpoint of the wrong type, unknown or foreign, with 422 VALIDATION_ERROR', async () => {
    const n = await ownNumber(h, t.id);
    const sms = await endpoint(t, {});
    const foreign = await endpoint(other, {});
    for (const body of [
      { voice_endpoint_id: sms.id, sms_endpoint_id: null },
      { voice_endpoint_id: null, sms_endpoint_id: foreign.id },
      { voice_endpoint_id: null, sms_endpoint_id: missing },
      { voice_endpoint_id: null },
      { voice_endpoint_id: 'x', sms_endpoint_id: null },
    ]) {
      const res = await call('PUT', `/${n.id}/routing`, t.admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('answers 404 for unknown, released and foreign numbers; 403 to viewers on PUT', async () => {
    const mine = await ownNumber(h, t.id);
    const theirs = await ownNumber(h, other.id);
    const released = await ownNumber(h, t.id);
    await h.container.db.execute(
      (await import('drizzle-orm')).sql`UPDATE phone_numbers SET status = 'released' WHERE organization_id = ${t.id} AND id = ${released.id}`,
    );
    for (const id of [theirs.id, released.id, missing]) {
      for (const [method, payload] of [
        ['GET', undefined],
        ['PUT', { voice_endpoint_id: null, sms_endpoint_id: null }],
      ] as const) {
        const res = await call(method, `/${id}/routing`, t.admin, payload);
        expect(res.statusCode).toBe(404);
        expect(res.json().error.code).toBe('NOT_FOUND');
      }
    }
    const res = await call('PUT', `/${mine.id}/routing`, t.viewer, { voice_endpoint_id: null, sms_endpoint_id: null });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
  });
});

describe('health and me', () => {
  it('answers health without a credential or envelope', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/numbers/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, timestamp: expect.any(String) });
  });

  it("answers the caller's token and organisation context", async () => {
    const res = await call('GET', '/me', t.viewer);
    expect(res.statusCode).toBe(200);
    const me = res.json().data;
    expect(me).toEqual({ organization_id: t.id, client_id: expect.any(String), roles: ['viewer'], services: expect.arrayContaining(['numbers']), token_expires_at: expect.any(String) });
    expect(new Date(me.token_expires_at).getTime()).toBeGreaterThan(Date.now());
    expect((await call('GET', '/me', {})).statusCode).toBe(401);
  });
});
