// No input, however malformed, is answered with a 5xx. Every route of the OpenAPI
// document gets odd path parameters, odd query values, odd bodies and each of its body
// fields set to an odd value, so a route added later is covered without a line here.
// The values are the kinds that have reached the database before: text it cannot hold
// (NUL, an unpaired surrogate), dates it refuses (year 1), numbers past its integers.

import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from './harness.ts';

let h: Harness;
let t: Tenant;
beforeAll(async () => {
  h = await createHarness();
  t = await h.tenant({ services: ['connectivity', 'reseller', 'numbers', 'mccmnc'] });
});
afterAll(async () => h.close());

const zero = '00000000-0000-0000-0000-000000000000';
const pathValues = ['x', '-1', '99999999999999999999', '%00', '%ED%A0%80', '..%2F..', 'a'.repeat(200), zero, '8949000000000000000'];
const queryValues = ['', '-1', '1e309', '99999999999999999999', '%00', '%FF', '[]', '0001-01-01T00:00:00Z', 'a'.repeat(3000)];
const bodyValues: unknown[] = [null, '', -1, 1e308, 2147483648, 1.5, true, [], {}, [null], '\u0000', '\ud800', '0001-01-01T00:00:00Z', '9999-12-31T23:59:59Z', 'a'.repeat(5000), zero, '+99999999999999999', '-0.001', '1e3'];

interface Operation {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
interface Schema {
  $ref?: string;
  properties?: Record<string, Schema>;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

function fieldsOf(doc: Document, schema: Schema | undefined, out = new Set<string>()): Set<string> {
  const s = schema?.$ref ? doc.components?.schemas?.[schema.$ref.split('/').pop() as string] : schema;
  if (s === undefined) return out;
  for (const k of Object.keys(s.properties ?? {})) out.add(k);
  for (const alternatives of [s.anyOf, s.oneOf, s.allOf]) for (const a of alternatives ?? []) fieldsOf(doc, a, out);
  return out;
}

it('answers every route with odd path, query and body values without a 5xx', { timeout: 300_000 }, async () => {
  const doc = (await h.app.inject({ method: 'GET', url: '/openapi.json' })).json() as Document;
  const failures: string[] = [];
  let sent = 0;
  const send = async (method: string, url: string, payload?: string) => {
    sent++;
    const headers = url.startsWith('/admin') ? h.admin : url.startsWith('/auth') ? {} : t.admin;
    const res = await h.app.inject({ method: method as 'GET', url, headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' }, payload });
    if (res.statusCode >= 500) failures.push(`${res.statusCode} ${method} ${url.slice(0, 120)} ${payload?.slice(0, 120) ?? ''}: ${res.body.slice(0, 200)}`);
  };
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [verb, op] of Object.entries(operations)) {
      const method = verb.toUpperCase();
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) continue;
      const withBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
      const empty = withBody ? '{}' : undefined;
      // Admin routes of one organisation get a real one, so they reach their handlers.
      const fill = (value: string) => path.replace(/\{[^}]+\}/, path.startsWith('/admin/organizations/{') ? t.id : value).replace(/\{[^}]+\}/g, value);
      const url = fill(zero);
      if (path.includes('{')) for (const v of pathValues) await send(method, path.replace(/\{[^}]+\}/g, v), empty);
      for (const q of (op.parameters ?? []).filter((p) => p.in === 'query')) {
        for (const v of queryValues) await send(method, `${url}?${q.name}=${v}`, empty);
      }
      if (!withBody) continue;
      for (const v of bodyValues) await send(method, url, JSON.stringify(v));
      await send(method, url, `${'['.repeat(5000)}${']'.repeat(5000)}`);
      for (const field of fieldsOf(doc, op.requestBody?.content?.['application/json']?.schema)) {
        for (const v of bodyValues) await send(method, url, JSON.stringify({ [field]: v }));
      }
    }
  }
  expect(failures).toEqual([]);
  expect(sent).toBeGreaterThan(3000);
});
