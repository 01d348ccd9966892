// Every malformed request is answered in the error body of the surface its path
// addresses, with a stable code of that surface's vocabulary; no framework error code
// or empty parser answer reaches a client. Requests Node's parser refuses are sent over
// a real socket.

import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from './harness.ts';

let h: Harness;
let t: Tenant;
let port: number;

beforeAll(async () => {
  h = await createHarness();
  t = await h.tenant();
  const url = await h.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(url).port);
});
afterAll(async () => h.close());

type Shape = 'message_code' | 'reseller' | 'envelope' | 'oauth';

interface SurfaceCase {
  name: string;
  prefix: string;
  shape: Shape;
  /** A GET route with a path parameter, `:p` standing for it. */
  paramRoute?: string;
  /** A POST route that takes a JSON body. */
  bodyRoute?: string;
  auth: () => Record<string, string>;
}

const surfaces: SurfaceCase[] = [
  { name: 'connectivity', prefix: '', shape: 'message_code', paramRoute: '/links/:p', bodyRoute: '/coverages', auth: () => t.admin },
  { name: 'admin', prefix: '/admin', shape: 'message_code', paramRoute: '/admin/organizations/:p', bodyRoute: '/admin/organizations', auth: () => h.admin },
  { name: 'reseller', prefix: '/v1', shape: 'reseller', paramRoute: '/v1/plans/:p', bodyRoute: '/v1/links', auth: () => t.admin },
  { name: 'numbers', prefix: '/numbers', shape: 'envelope', paramRoute: '/numbers/:p', bodyRoute: '/numbers/preview', auth: () => t.admin },
  { name: 'mccmnc', prefix: '/mccmnc', shape: 'envelope', paramRoute: '/mccmnc/bulk/lookup/:p', bodyRoute: '/mccmnc/bulk/lookup', auth: () => t.admin },
  { name: 'oauth', prefix: '/auth', shape: 'oauth', bodyRoute: '/auth/token', auth: () => ({}) },
];

/** The code a surface writes for a catalogue code (its documented vocabulary). */
function codeIn(shape: Shape, code: string): string {
  if (shape === 'oauth') return 'invalid_request';
  if (shape === 'message_code') return code === 'route_not_found' ? 'entity_not_found' : code;
  const upper: Record<string, string> = { request_validation_error: 'VALIDATION_ERROR', route_not_found: 'NOT_FOUND' };
  return upper[code] ?? code.toUpperCase();
}

function expectShape(shape: Shape, body: unknown, code: string): void {
  const expected = codeIn(shape, code);
  switch (shape) {
    case 'message_code':
      expect(body).toMatchObject({ message: expect.any(String), code: expected });
      break;
    case 'reseller':
      expect(body).toEqual({ error: { code: expected, message: expect.any(String), details: expect.toSatisfy((d: unknown) => d === null || typeof d === 'object') } });
      break;
    case 'envelope':
      expect(body).toEqual({ success: false, error: { code: expected, message: expect.any(String) } });
      break;
    case 'oauth':
      expect(body).toEqual({ error: expected, error_description: expect.any(String) });
      break;
  }
  expect(JSON.stringify(body)).not.toMatch(/FST_|"statusCode"/);
}

/** The message of an error body of any surface. */
function messageOf(shape: Shape, body: Record<string, unknown>): string {
  if (shape === 'oauth') return body.error_description as string;
  if (shape === 'message_code') return body.message as string;
  return (body.error as { message: string }).message;
}

/** Sends raw bytes and answers the status and JSON body of the reply. */
function raw(request: string): Promise<{ status: number; body: unknown; headers: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (c: string) => (data += c));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', payload = ''] = data.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      try {
        resolve({ status, body: JSON.parse(payload), headers: head });
      } catch {
        reject(new Error(`not JSON: ${JSON.stringify(data.slice(0, 300))}`));
      }
    });
  });
}

describe.each(surfaces)('$name surface', (s) => {
  const path = (p: string) => `${s.prefix}${p}`;

  it('answers a URL with invalid percent-encoding', async () => {
    const res = await h.app.inject({ method: 'GET', url: path('/x/%zz'), headers: s.auth() });
    expect(res.statusCode).toBe(s.shape === 'oauth' ? 400 : 422);
    expectShape(s.shape, res.json(), 'request_validation_error');
  });

  it('answers a query string with invalid percent-encoding instead of taking it as text', async () => {
    for (const query of ['x=%ZZab', 'x=%E2%82', 'x=50%']) {
      const url = s.paramRoute !== undefined ? `${s.paramRoute.replace(':p', 'x')}?${query}` : `${path('/token')}?${query}`;
      const res = await h.app.inject({ method: s.paramRoute !== undefined ? 'GET' : 'POST', url, headers: s.auth() });
      expect(res.statusCode, url).toBe(s.shape === 'oauth' ? 400 : 422);
      expectShape(s.shape, res.json(), 'request_validation_error');
      expect(messageOf(s.shape, res.json())).toBe('the URL is malformed (invalid percent-encoding)');
    }
  });

  it.runIf(s.paramRoute !== undefined)('answers a path parameter over the length limit', async () => {
    const res = await h.app.inject({ method: 'GET', url: (s.paramRoute as string).replace(':p', 'a'.repeat(300)), headers: s.auth() });
    expect(res.statusCode).toBe(422);
    expectShape(s.shape, res.json(), 'request_validation_error');
  });

  it('answers a URL over the size limit (Node parser)', async () => {
    const res = await raw(`GET ${path('/x')}?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(res.status).toBe(s.shape === 'oauth' ? 400 : 431);
    expectShape(s.shape, res.body, 'headers_too_large');
    expect(res.headers.toLowerCase()).toContain('x-request-id');
  });

  it('answers headers over the size limit (Node parser)', async () => {
    const res = await raw(`GET ${path('/x')} HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(res.status).toBe(s.shape === 'oauth' ? 400 : 431);
    expectShape(s.shape, res.body, 'headers_too_large');
  });

  it('answers a request line that is not HTTP', async () => {
    const res = await raw(`FOO ${path('/x')} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(res.status).toBe(400);
    expectShape(s.shape, res.body, 'bad_request');
  });

  it('answers a method no route has', async () => {
    const res = await h.app.inject({ method: 'PROPFIND', url: path('/'), headers: s.auth() });
    expect(res.statusCode).toBe(s.shape === 'oauth' ? 400 : 404);
    expectShape(s.shape, res.json(), 'route_not_found');
  });

  describe.runIf(s.bodyRoute !== undefined)('bodies', () => {
    const post = (payload: string, contentType: string) =>
      h.app.inject({ method: 'POST', url: s.bodyRoute as string, headers: { ...s.auth(), 'content-type': contentType }, payload });

    it('answers malformed JSON', async () => {
      const res = await post('{"name": ', 'application/json');
      expect(res.statusCode).toBe(s.shape === 'oauth' ? 400 : 422);
      expectShape(s.shape, res.json(), 'request_validation_error');
    });

    it('answers a string that is not Unicode (an unpaired surrogate escape)', async () => {
      const res = await post('{"name": "shop \\ud800"}', 'application/json');
      expect(res.statusCode).toBe(s.shape === 'oauth' ? 400 : 422);
      expectShape(s.shape, res.json(), 'request_validation_error');
    });

    it('answers a content type it does not take', async () => {
      const res = await post('<a/>', 'application/xml');
      expect(res.statusCode).toBe(s.shape === 'oauth' ? 400 : 415);
      expectShape(s.shape, res.json(), 'unsupported_media_type');
      expect(messageOf(s.shape, res.json())).toMatch(s.name === 'oauth' ? /send application\/x-www-form-urlencoded/ : /send application\/json$/);
    });

    it('answers a body over the size limit, naming the limit of the route', async () => {
      const res = await post(JSON.stringify({ name: 'x'.repeat(3 * 1024 * 1024) }), 'application/json');
      expect(res.statusCode).toBe(s.shape === 'oauth' ? 400 : 413);
      expectShape(s.shape, res.json(), 'payload_too_large');
      const limit = s.name === 'oauth' ? '64 KiB' : s.name === 'mccmnc' ? '2 MiB' : '1 MiB';
      expect(messageOf(s.shape, res.json())).toBe(`request body exceeds the ${limit} limit`);
    });

    it('answers an empty body sent as JSON as a missing body, not as malformed JSON', async () => {
      const res = await post('', 'application/json');
      expect(res.statusCode).toBe(s.shape === 'oauth' ? 400 : 422);
      expectShape(s.shape, res.json(), 'request_validation_error');
      expect(messageOf(s.shape, res.json())).not.toMatch(/JSON/);
    });

    it('names a refused __proto__ key instead of calling the JSON invalid', async () => {
      for (const payload of ['{"__proto__": {"x": 1}}', '{"meta": {"constructor": {"prototype": {"x": 1}}}}']) {
        const res = await post(payload, 'application/json');
        expect(res.statusCode).toBe(s.shape === 'oauth' ? 400 : 422);
        expectShape(s.shape, res.json(), 'request_validation_error');
        expect(messageOf(s.shape, res.json())).toMatch(/__proto__/);
      }
    });
  });
});

describe('calls without a body', () => {
  it('take an empty body sent with a JSON content type, as many clients send one on every call', async () => {
    const zero = '00000000-0000-0000-0000-000000000000';
    for (const [method, url] of [['DELETE', `/plans/${zero}`], ['POST', `/links/${zero}/suspend`]] as const) {
      const res = await h.app.inject({ method, url, headers: { ...t.admin, 'content-type': 'application/json' }, payload: '' });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('entity_not_found');
    }
  });
});

describe('unknown query parameters', () => {
  it('are ignored by every GET route with a query string', async () => {
    const all = await h.tenant({ services: ['connectivity', 'reseller', 'numbers', 'mccmnc'] });
    const doc = (await h.app.inject({ method: 'GET', url: '/openapi.json' })).json() as {
      paths: Record<string, { get?: { parameters?: Array<{ in: string; name: string; required?: boolean }> } }>;
    };
    const checked: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      const query = (ops.get?.parameters ?? []).filter((p) => p.in === 'query');
      if (path.includes('{') || query.length === 0 || query.some((p) => p.required)) continue;
      const headers = path.startsWith('/admin') ? h.admin : all.admin;
      const res = await h.app.inject({ method: 'GET', url: `${path}?no_such_parameter=1`, headers });
      expect(res.statusCode, `${path}: ${res.body.slice(0, 200)}`).toBeLessThan(400);
      checked.push(path);
    }
    for (const p of ['/links', '/v1/links', '/numbers', '/numbers/endpoints', '/numbers/sms/messages', '/numbers/sms/webhook/deliveries', '/admin/kyc']) expect(checked).toContain(p);
  });
});

describe('search', () => {
  it('refuses control characters on every list that searches, alike', async () => {
    const all = await h.tenant({ services: ['connectivity', 'reseller', 'numbers', 'mccmnc'] });
    const doc = (await h.app.inject({ method: 'GET', url: '/openapi.json' })).json() as { paths: Record<string, { get?: { parameters?: Array<{ in: string; name: string }> } }> };
    const lists = Object.entries(doc.paths)
      .filter(([path, ops]) => !path.includes('{') && (ops.get?.parameters ?? []).some((p) => p.in === 'query' && p.name === 'search'))
      .map(([path]) => path);
    expect(lists).toEqual(expect.arrayContaining(['/links', '/sims', '/plans', '/coverages', '/operators', '/v1/links']));
    for (const path of lists) {
      const headers = path.startsWith('/admin') ? h.admin : all.admin;
      const res = await h.app.inject({ method: 'GET', url: `${path}?search=a%01b`, headers });
      expect(res.statusCode, path).toBe(422);
      expect((await h.app.inject({ method: 'GET', url: `${path}?search=ab`, headers })).statusCode, path).toBe(200);
    }
  });
});
