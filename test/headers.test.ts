// Headers every answer carries (no content sniffing; no caching of what carries a secret
// or a tenant's data), and the optional bearer token of GET /metrics.

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from './harness.ts';

let h: Harness;
let t: Tenant;

beforeAll(async () => {
  h = await createHarness();
  t = await h.tenant();
});
afterAll(async () => h.close());

type Answer = Awaited<ReturnType<Harness['app']['inject']>>;
const concrete = (url: string) => url.replace(/:([A-Za-z_]+)/g, () => randomUUID());

function expectGuarded(res: Answer, what: string, cacheControl = 'no-store'): void {
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['cache-control'], what).toBe(cacheControl);
}

describe('every answer', () => {
  it('carries nosniff and no-store on every route, answered or refused', async () => {
    for (const r of h.app.registeredRoutes) {
      if (r.url.startsWith('/docs') || r.url === '/.well-known/jwks.json') continue;
      // The console's pages carry their own cache lifetimes (src/modules/console/console.test.ts).
      if (r.surface === 'console-app') continue;
      const url = concrete(r.url);
      const payload = r.method === 'GET' || r.method === 'DELETE' ? undefined : {};
      const headers = r.auth.credential === 'admin' ? h.admin : r.auth.credential === 'token' ? t.viewer : {};
      for (const hs of [{}, headers]) {
        const res = await h.app.inject({ method: r.method as 'GET', url, headers: hs, payload });
        expectGuarded(res, `${r.method} ${r.url} ${res.statusCode}`);
      }
    }
  });

  it('on the answer that shows a client secret, tenant data, errors of every kind, and unknown routes', async () => {
    const org = await h.createOrganization();
    const created = await h.app.inject({ method: 'POST', url: `/admin/organizations/${org.id}/clients`, headers: h.admin, payload: { name: 'c', roles: ['admin'] } });
    expect(created.statusCode).toBe(201);
    expect(created.json().client_secret).toEqual(expect.any(String));
    expectGuarded(created, 'client secret');
    const token = await h.app.inject({ method: 'POST', url: '/auth/token', payload: { grant_type: 'client_credentials', client_id: created.json().client_id, client_secret: created.json().client_secret } });
    expect(token.statusCode).toBe(200);
    expectGuarded(token, 'token');
    const answers: Array<[string, Answer]> = [
      ['tenant data', await h.app.inject({ method: 'GET', url: '/org', headers: t.viewer })],
      ['reseller wallet', await h.app.inject({ method: 'GET', url: '/v1/balance', headers: t.viewer })],
      ['numbers', await h.app.inject({ method: 'GET', url: '/numbers/me', headers: t.viewer })],
      ['malformed JSON', await h.app.inject({ method: 'POST', url: '/coverages', headers: { ...t.admin, 'content-type': 'application/json' }, payload: '{' })],
      ['unknown route', await h.app.inject({ method: 'GET', url: '/numbers/nothing/here/at/all', headers: t.viewer })],
      ['unknown root route', await h.app.inject({ method: 'GET', url: '/no-such-thing' })],
      ['bad query', await h.app.inject({ method: 'GET', url: '/links?%zz', headers: t.viewer })],
      ['wrong secret', await h.app.inject({ method: 'POST', url: '/auth/token', payload: { grant_type: 'client_credentials', client_id: 'cli_x', client_secret: 'y' } })],
    ];
    for (const [what, res] of answers) expectGuarded(res, `${what} ${res.statusCode}`);
    // The JWKS keeps the cache lifetime it documents.
    expectGuarded(await h.app.inject({ method: 'GET', url: '/.well-known/jwks.json' }), 'jwks', 'public, max-age=300');
  });
});

describe('GET /metrics', () => {
  it('is open without METRICS_TOKEN', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('http_requests_total');
  });

  it('demands METRICS_TOKEN as a bearer token when it is set', async () => {
    const secured = await createHarness({ METRICS_TOKEN: 'metrics-token-0123456789' }, { database: h.db });
    try {
      for (const headers of [{}, { authorization: 'Bearer wrong-token-0123456789' }, { authorization: 'Basic bWV0cmljczp4' }, h.admin]) {
        const res = await secured.app.inject({ method: 'GET', url: '/metrics', headers });
        expect(res.statusCode, JSON.stringify(headers)).toBe(401);
        expect(res.json()).toEqual({ message: 'missing or invalid metrics token', code: 'unauthorized', details: null });
        expect(res.headers['www-authenticate']).toMatch(/^Bearer realm="connectivity-platform"/);
        expect(res.body).not.toContain('http_requests_total');
      }
      const ok = await secured.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer metrics-token-0123456789' } });
      expect(ok.statusCode).toBe(200);
      expect(ok.headers['content-type']).toMatch(/^text\/plain/);
      expect(ok.body).toContain('http_requests_total');
      // The other platform routes stay open.
      expect((await secured.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      await secured.app.close();
    }
  });
});
