// The shared security matrix, walked over every registered route: nothing answers
// without the right credential, a viewer cannot write, and ids of another organisation
// (or of nothing) never reveal anything.

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from './harness.ts';

let h: Harness;
let t: Tenant;
let disabled: Tenant;

beforeAll(async () => {
  h = await createHarness();
  t = await h.tenant();
  disabled = await h.tenant({ services: [] });
});
afterAll(async () => h.close());

const concrete = (url: string) => url.replace(/:([A-Za-z_]+)/g, () => randomUUID());
const codeOf = (body: Record<string, unknown>): unknown =>
  (body.error as Record<string, unknown> | undefined)?.code ?? body.code ?? body.error;

describe('every route declares and enforces its access rule', () => {
  it('has routes on every surface that exists', () => {
    const surfaces = new Set(h.app.registeredRoutes.map((r) => r.surface));
    expect(surfaces).toContain('connectivity');
    expect(surfaces).toContain('admin');
    expect(surfaces).toContain('oauth');
  });

  it('refuses every protected route without a credential, with a bad one, and with the wrong kind', async () => {
    const protectedRoutes = h.app.registeredRoutes.filter((r) => r.auth.credential !== 'public');
    expect(protectedRoutes.length).toBeGreaterThan(5);
    for (const r of protectedRoutes) {
      const url = concrete(r.url);
      const variants: Array<Record<string, string>> = [{}, { authorization: 'Bearer not-a-token' }];
      // An organisation token never opens the admin API, and the admin token never opens an organisation's API.
      variants.push(r.auth.credential === 'admin' ? t.admin : h.admin);
      for (const headers of variants) {
        const res = await h.app.inject({ method: r.method as 'GET', url, headers, payload: r.method === 'GET' || r.method === 'DELETE' ? undefined : {} });
        expect(res.statusCode, `${r.method} ${r.url} ${JSON.stringify(headers)}`).toBe(401);
        expect(String(codeOf(res.json())).toLowerCase(), `${r.method} ${r.url}`).toMatch(/unauthorized|invalid_client/);
      }
    }
  });

  it('refuses a viewer on every write and an organisation without the service on every route', async () => {
    const tokenRoutes = h.app.registeredRoutes.filter((r) => r.auth.credential === 'token');
    for (const r of tokenRoutes) {
      const url = concrete(r.url);
      const payload = r.method === 'GET' || r.method === 'DELETE' ? undefined : {};
      if (r.auth.credential === 'token' && r.auth.role === 'admin') {
        const res = await h.app.inject({ method: r.method as 'POST', url, headers: t.viewer, payload });
        expect(res.statusCode, `viewer ${r.method} ${r.url}`).toBe(403);
      }
      const off = await h.app.inject({ method: r.method as 'POST', url, headers: disabled.admin, payload });
      expect(off.statusCode, `disabled ${r.method} ${r.url}`).toBe(403);
    }
  });

  it('never answers 2xx or 5xx for an id that does not belong to the caller', async () => {
    const withIds = h.app.registeredRoutes.filter((r) => r.auth.credential === 'token' && r.url.includes(':'));
    for (const r of withIds) {
      const res = await h.app.inject({
        method: r.method as 'GET',
        url: concrete(r.url),
        headers: t.admin,
        payload: r.method === 'GET' || r.method === 'DELETE' ? undefined : {},
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${r.method} ${r.url}`).toBeLessThan(500);
    }
  });
});

describe('bad input gets the surface\'s error body and changes nothing', () => {
  const count = async () => (await h.container.db.query.organizations.findMany()).length;

  it('answers malformed, oversized and mistyped bodies without a 500', async () => {
    const before = await count();
    const post = (payload: string, contentType = 'application/json') =>
      h.app.inject({ method: 'POST', url: '/admin/organizations', headers: { ...h.admin, 'content-type': contentType }, payload });
    const cases: Array<[string, string, number, string]> = [
      ['{"name":', 'application/json', 422, 'request_validation_error'],
      ['[1,2]', 'application/json', 422, 'request_validation_error'],
      ['"just a string"', 'application/json', 422, 'request_validation_error'],
      ['', 'application/json', 422, 'request_validation_error'],
      [JSON.stringify({ name: 'x'.repeat(100_000) }), 'application/json', 422, 'request_validation_error'],
      [JSON.stringify({ name: 'ok', unknown_field: true }), 'application/json', 422, 'request_validation_error'],
      [JSON.stringify({ name: 42 }), 'application/json', 422, 'request_validation_error'],
      ['name=x', 'application/x-www-form-urlencoded', 415, 'unsupported_media_type'],
      ['name', 'text/plain', 415, 'unsupported_media_type'],
      [JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) }), 'application/json', 413, 'payload_too_large'],
    ];
    for (const [payload, type, status, code] of cases) {
      const res = await post(payload, type);
      expect(res.statusCode, `${type} ${payload.slice(0, 30)}`).toBe(status);
      expect(Object.keys(res.json()).sort()).toEqual(['code', 'details', 'message']);
      expect(res.json().code).toBe(code);
    }
    expect(await count()).toBe(before);
  });

  it('validates path parameters', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/admin/organizations/not-a-uuid', headers: h.admin });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('request_validation_error');
    const nul = await h.app.inject({ method: 'GET', url: '/admin/organizations/%00%ff', headers: h.admin });
    expect(nul.statusCode).toBeLessThan(500);
  });

  it('takes only plain UUIDs, never the urn:uuid: form PostgreSQL rejects', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/admin/organizations/urn:uuid:9b2a3f6e-2c1d-4e5f-8a9b-0c1d2e3f4a5b', headers: h.admin });
    expect(res.statusCode).toBe(422);
    const q = await h.app.inject({ method: 'GET', url: '/operators/urn:uuid:9b2a3f6e-2c1d-4e5f-8a9b-0c1d2e3f4a5b', headers: t.viewer });
    expect(q.statusCode).toBe(422);
  });

  it('answers a body nested 20,000 levels deep without a 500', async () => {
    const deep = `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`;
    const res = await h.app.inject({
      method: 'POST',
      url: '/admin/organizations',
      headers: { ...h.admin, 'content-type': 'application/json' },
      payload: `{"name":"x","extra":${deep}}`,
    });
    expect(res.statusCode).toBe(422);
  });

  it('refuses NUL characters anywhere, which PostgreSQL text cannot hold', async () => {
    const body = await h.app.inject({ method: 'POST', url: '/admin/organizations', headers: h.admin, payload: { name: 'a\u0000b' } });
    expect(body.statusCode).toBe(422);
    expect(body.json().details.errors[0]).toMatchObject({ field: 'name', message: 'must not contain NUL characters' });
    const q = await h.app.inject({ method: 'GET', url: '/operators?search=%00', headers: t.viewer });
    expect(q.statusCode).toBe(422);
  });

  it('refuses a string that is not Unicode (an unpaired surrogate escape), naming it, and changes nothing', async () => {
    // A bulk task's name prefix reached a jsonb column, which refused it with a 500.
    const body = '{"name_prefix": "x\\udc00", "sim_ids": ["00000000-0000-0000-0000-000000000000"], "plan_ids": ["00000000-0000-0000-0000-000000000000"]}';
    const res = await h.app.inject({ method: 'POST', url: '/sims/bulk-provision', headers: { ...t.admin, 'content-type': 'application/json' }, payload: body });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'request_validation_error', details: { errors: [{ field: 'name_prefix', location: 'body', message: expect.stringContaining('unpaired surrogate') }] } });
    expect((await h.app.inject({ method: 'GET', url: '/tasks', headers: t.admin })).json().total).toBe(0);
    // A pair is the character it encodes.
    const pair = await h.app.inject({ method: 'POST', url: '/admin/organizations', headers: { ...h.admin, 'content-type': 'application/json' }, payload: '{"name": "Shop \\ud83d\\ude00"}' });
    expect(pair.statusCode).toBe(201);
    expect(pair.json().name).toBe('Shop \u{1F600}');
  });

  it('renders unknown routes in the format of the service they hit', async () => {
    const cases: Array<[string, number, unknown]> = [
      ['/no-such-thing', 404, { message: expect.any(String), code: 'entity_not_found', details: null }],
      ['/admin/no-such-thing', 404, { message: expect.any(String), code: 'entity_not_found', details: null }],
      ['/v1/no-such-thing', 404, { error: { code: 'NOT_FOUND', message: expect.any(String), details: null } }],
      // One segment under /numbers is GET /numbers/{id} (a token is asked first): two segments match no route.
      ['/numbers/no-such/thing', 404, { success: false, error: { code: 'NOT_FOUND', message: expect.any(String) } }],
      ['/mccmnc/no-such-thing', 404, { success: false, error: { code: 'NOT_FOUND', message: expect.any(String) } }],
      ['/auth/no-such-thing', 400, { error: 'invalid_request', error_description: expect.any(String) }],
    ];
    for (const [url, status, body] of cases) {
      const res = await h.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.json(), url).toEqual(body);
    }
  });
});

describe('server errors', () => {
  it('say nothing internal and carry the request id that the log also has', async () => {
    const lines: string[] = [];
    const { Writable } = await import('node:stream');
    const stream = new Writable({
      write(chunk, _enc, cb) {
        lines.push(String(chunk));
        cb();
      },
    });
    const broken = await createHarness({}, { logStream: stream });
    const tenant = await broken.tenant();
    await broken.db.database.close(); // the database goes away under a running server
    const res = await broken.app.inject({ method: 'GET', url: '/org', headers: { ...tenant.admin, 'x-request-id': 'req-check-500' } });
    expect(res.statusCode).toBe(500);
    expect(res.headers['x-request-id']).toBe('req-check-500');
    expect(res.json()).toEqual({ message: 'internal server error; request id req-check-500', code: 'internal_error' });
    // The services whose 5xx bodies keep a message written for the caller still say
    // nothing of an unexpected failure.
    const reseller = await broken.app.inject({ method: 'GET', url: '/v1/plans', headers: { ...tenant.admin, 'x-request-id': 'req-check-v1' } });
    expect(reseller.statusCode).toBe(500);
    expect(reseller.json()).toEqual({ error: { code: 'INTERNAL_ERROR', message: 'internal server error; request id req-check-v1', details: null } });
    const logged = lines.map((l) => JSON.parse(l)).find((l) => l.request_id === 'req-check-500' && l.level >= 50);
    expect(logged?.err).toBeDefined();
    await broken.app.close();
    await broken.db.drop().catch(() => {});
  });
});
