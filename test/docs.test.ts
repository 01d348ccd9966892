import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

describe('API reference', () => {
  it('answers GET / with the index of the APIs and links to the reference, without a credential', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    const index = res.json();
    expect(index.apis).toEqual([
      { name: 'oauth', title: expect.any(String), mount: '/auth' },
      { name: 'connectivity', title: expect.any(String), mount: '/' },
      { name: 'reseller', title: expect.any(String), mount: '/v1' },
      { name: 'numbers', title: expect.any(String), mount: '/numbers' },
      { name: 'mccmnc', title: expect.any(String), mount: '/mccmnc' },
      { name: 'admin', title: expect.any(String), mount: '/admin' },
    ]);
    const doc = (await h.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    // Each title is the OpenAPI tag of the API's routes.
    const tags = new Set(Object.values<Record<string, { tags?: string[] }>>(doc.paths).flatMap((ops) => Object.values(ops).flatMap((op) => op.tags ?? [])));
    for (const api of index.apis) expect(tags, api.name).toContain(api.title);
    expect(index.links).toEqual({ docs: '/docs', openapi: '/openapi.json', token: '/auth/token', jwks: '/.well-known/jwks.json', health: '/health', ready: '/ready' });
    for (const [name, url] of Object.entries<string>(index.links)) {
      const linked = await h.app.inject({ method: name === 'token' ? 'POST' : 'GET', url, ...(name === 'token' ? { payload: { grant_type: 'client_credentials' } } : {}) });
      // Every link names a route: the token endpoint asks for client credentials in its own words, not as an unknown route.
      expect(linked.statusCode, url).toBe(name === 'token' ? 401 : 200);
      if (name === 'token') expect(linked.json()).toMatchObject({ error: 'invalid_client' });
    }
    // Credentials are neither needed nor checked; a query string changes nothing.
    const withToken = await h.app.inject({ method: 'GET', url: '/?x=1', headers: { authorization: 'Bearer not-a-token' } });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.json()).toEqual(index);
  });

  it('serves /docs from local assets only', async () => {
    const page = await h.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const refs = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] as string);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      expect(ref, ref).not.toMatch(/^(https?:)?\/\//);
      const asset = await h.app.inject({ method: 'GET', url: new URL(ref, 'http://x/docs/').pathname });
      expect(asset.statusCode, ref).toBe(200);
    }
  });

  it('publishes OpenAPI 3.1 with every service, its security and its error bodies', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const paths = Object.keys(doc.paths);
    for (const p of ['/auth/token', '/org', '/operators', '/admin/organizations', '/mccmnc/lookup', '/.well-known/jwks.json']) {
      expect(paths, p).toContain(p);
    }
    expect(paths.some((p) => p.startsWith('/docs'))).toBe(false);
    const org = doc.paths['/org'].get;
    expect(org.security).toEqual([{ bearerAuth: [] }]);
    expect(org.responses['401']).toBeDefined();
    // Tenant routes document the rate limit; the operator's API is not limited.
    expect(org.responses['429']).toMatchObject({ headers: { 'Retry-After': { schema: { type: 'integer' } } } });
    expect(doc.paths['/v1/plans'].get.responses['429']).toBeDefined();
    expect(doc.paths['/admin/organizations'].post.responses['429']).toBeUndefined();
    expect(doc.paths['/admin/organizations'].post.security).toEqual([{ adminToken: [] }]);
    // A query parameter with a default may be left out; one without stays required.
    const page = (doc.paths['/links'].get.parameters as Array<{ name: string; required: boolean; schema: { default?: unknown } }>).find((p) => p.name === 'page');
    expect(page).toMatchObject({ required: false, schema: { default: 1 } });
    for (const [path, ops] of Object.entries<Record<string, { parameters?: Array<{ in: string; required?: boolean; schema?: { default?: unknown } }> }>>(doc.paths)) {
      for (const op of Object.values(ops)) for (const p of op.parameters ?? []) if (p.in === 'query' && p.schema?.default !== undefined) expect(p.required, path).not.toBe(true);
    }
    // So may a body field with a default.
    const provision = doc.paths['/sims/bulk-provision'].post.requestBody.content['application/json'].schema;
    expect(provision.properties.counter_start.default).toBe(1);
    expect(provision.required).not.toContain('counter_start');
    // Every operation documents its success, a 204 without a body included.
    for (const [path, ops] of Object.entries<Record<string, { responses: Record<string, unknown> }>>(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) expect(Object.keys(op.responses).some((code) => /^2\d\d$/.test(code)), `${method} ${path}`).toBe(true);
    }
    expect(doc.paths['/links/{link_id}'].delete.responses['204']).toEqual({ description: 'Done; no body' });
    // The writes that take an Idempotency-Key declare it.
    for (const [path, method] of [['/numbers', 'post'], ['/numbers/sms/send', 'post'], ['/v1/links', 'post']] as const) {
      const names = (doc.paths[path][method].parameters as Array<{ in: string; name: string }>).filter((p) => p.in === 'header').map((p) => p.name);
      expect(names, path).toContain('idempotency-key');
    }
  });

  it('exposes Prometheus metrics with request counts by route', async () => {
    await h.app.inject({ method: 'GET', url: '/health' });
    const res = await h.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('http_requests_total{method="GET",route="/health",status="200"}');
    expect(res.body).toContain('http_request_duration_seconds_bucket');
    expect(res.body).toContain('job_queue_depth');
  });
});
