// The console's pages at /console: index.html for every page path (deep links survive a
// reload), hashed assets cached for a year, a strict Content-Security-Policy, the
// console API's own 404 kept, nothing in the OpenAPI document, and a missing build
// answered 503 rather than 500.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../test/harness.ts';
import { consoleBuildDir } from './console.assets.ts';
import { consoleAppRoutes } from './console.routes.ts';
import { createConsoleAssets } from './console.assets.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

const assetNames = () => fs.readdirSync(path.join(consoleBuildDir, 'assets'));

describe('the console pages', () => {
  it('answers index.html at /console and at every page path, uncached, under a strict CSP', async () => {
    for (const url of ['/console', '/console/', '/console/links', '/console/links/7d1f0c2e-4a55-4c1b-9a3e-2f0d6b8e9a10?tab=events', '/console/invitation']) {
      const res = await h.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(res.headers['content-security-policy'], url).not.toContain('unsafe');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it('loads nothing from another origin', async () => {
    const html = (await h.app.inject({ method: 'GET', url: '/console' })).body;
    const urls = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(urls.length).toBeGreaterThan(0);
    for (const u of urls) expect(u).toMatch(/^\/console\/assets\//);
  });

  it('serves hashed assets for a year, gzipped when asked, and 404 for any other name', async () => {
    const script = assetNames().find((n) => n.endsWith('.js')) as string;
    const plain = await h.app.inject({ method: 'GET', url: `/console/assets/${script}` });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gzipped = await h.app.inject({ method: 'GET', url: `/console/assets/${script}`, headers: { 'accept-encoding': 'gzip, br' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    for (const url of ['/console/assets/nope-123.js', '/console/assets/..%2Fpackage.json', '/console/assets/index.html', '/console/assets/a/b.js', `/console/assets/.${script}`]) {
      const res = await h.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: 'entity_not_found' });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('keeps the console API its own: an unknown /console/api path is a JSON 404, the session route still answers', async () => {
    for (const url of ['/console/api', '/console/api/nothing', '/console/api/session/extra']) {
      const res = await h.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: 'entity_not_found' });
    }
    const session = await h.app.inject({ method: 'GET', url: '/console/api/session' });
    expect(session.statusCode).toBe(401);
    const write = await h.app.inject({ method: 'POST', url: '/console/links' });
    expect(write.statusCode).toBe(404);
  });

  it('is not in the OpenAPI document', async () => {
    const doc = (await h.app.inject({ method: 'GET', url: '/openapi.json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/console'))).toEqual([]);
  });

  it('answers 503 with the reason while the console is not built', async () => {
    const Fastify = (await import('fastify')).default;
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-console-'));
    const app = Fastify();
    try {
      app.setErrorHandler((err: { code?: string; message: string }, _req, reply) => reply.status(err.code === 'service_unavailable' ? 503 : 500).send({ code: err.code, message: err.message }));
      await app.register((scope) => consoleAppRoutes(scope as never, createConsoleAssets(empty)), { prefix: '/console' });
      const res = await app.inject({ method: 'GET', url: '/console/links' });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/not built/);
    } finally {
      await app.close();
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
