// No input, however malformed, is answered with a 5xx. Every route of the OpenAPI
// document gets odd path parameters, odd query values, odd bodies and each of its body
// fields set to an odd value, alone and in a body its schema otherwise accepts, so a
// route added later is covered without a line here.
// The values are the kinds that have reached the database before: text it cannot hold
// (NUL, an unpaired surrogate), dates it or JavaScript refuses (year 0, a leap second,
// year 1 that an offset moves to year 0), numbers past its integers.

import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from './harness.ts';

let h: Harness;
let t: Tenant;
let other: Tenant;
beforeAll(async () => {
  h = await createHarness();
  t = await h.tenant({ services: ['connectivity', 'reseller', 'numbers', 'mccmnc'] });
  other = await h.tenant({ services: ['connectivity', 'reseller', 'numbers', 'mccmnc'] });
});
afterAll(async () => h.close());

const zero = '00000000-0000-0000-0000-000000000000';
const pathValues = ['x', '-1', '99999999999999999999', '%00', '%ED%A0%80', '..%2F..', 'a'.repeat(200), zero, '8949000000000000000'];
const queryValues = ['', '-1', '1e309', '99999999999999999999', '%00', '%FF', '[]', '0001-01-01T00:00:00Z', '0000-01-01T00:00:00Z', '2026-06-30T23:59:60Z', '0001-01-01T00:00:00%2B01:00', 'a'.repeat(3000)];
const bodyValues: unknown[] = [null, '', -1, 1e308, 2147483648, 1.5, true, [], {}, [null], '\u0000', '\ud800', '0001-01-01T00:00:00Z', '0000-01-01T00:00:00Z', '2026-06-30T23:59:60Z', '9999-12-31T23:59:59Z', 'a'.repeat(5000), zero, '+99999999999999999', '-0.001', '1e3'];

interface Operation {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  minItems?: number;
  enum?: unknown[];
  const?: unknown;
  items?: Schema;
  properties?: Record<string, Schema>;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

function resolve(doc: Document, schema: Schema | undefined): Schema | undefined {
  return schema?.$ref ? doc.components?.schemas?.[schema.$ref.split('/').pop() as string] : schema;
}

// Strings a pattern may ask for: codes, money, numbers, identifiers.
const patternCandidates = ['x', 'DE', 'DEU', 'EUR', '1.00', '+4915112345678', '262', '01', '26201', '123456789012345', '89490100000000000001'];

/** A body the schema accepts where it can tell, so one odd field reaches the handler. */
function example(doc: Document, schema: Schema | undefined, depth = 0): unknown {
  const s = resolve(doc, schema);
  if (s === undefined || depth > 6) return null;
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return example(doc, alternatives.find((a) => resolve(doc, a)?.type !== 'null') ?? alternatives[0], depth + 1);
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  if (s.properties) return Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, example(doc, v, depth + 1)]));
  switch (s.type) {
    case 'array':
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => example(doc, s.items, depth + 1));
    case 'integer':
    case 'number':
      return s.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string':
      if (s.format === 'uuid') return zero;
      if (s.format === 'date-time') return '2027-01-01T00:00:00Z';
      if (s.format === 'date') return '2027-01-01';
      if (s.format === 'email') return 'a@example.com';
      if (s.format === 'uri') return 'https://example.com/x';
      if (s.pattern !== undefined) {
        const re = new RegExp(s.pattern);
        return patternCandidates.find((c) => re.test(c)) ?? 'x';
      }
      return 'x'.repeat(Math.max(1, s.minLength ?? 1));
    default:
      return null;
  }
}

function fieldsOf(doc: Document, schema: Schema | undefined, out = new Set<string>()): Set<string> {
  const s = resolve(doc, schema);
  if (s === undefined) return out;
  for (const k of Object.keys(s.properties ?? {})) out.add(k);
  for (const alternatives of [s.anyOf, s.oneOf, s.allOf]) for (const a of alternatives ?? []) fieldsOf(doc, a, out);
  return out;
}

it('answers every route with odd path, query and body values without a 5xx', { timeout: 300_000 }, async () => {
  const doc = (await h.app.inject({ method: 'GET', url: '/openapi.json' })).json() as Document;
  const failures: string[] = [];
  const refused: string[] = [];
  let sent = 0;
  const send = async (method: string, url: string, payload?: string) => {
    sent++;
    const headers = url.startsWith('/admin') ? h.admin : url.startsWith('/auth') ? {} : t.admin;
    const res = await h.app.inject({ method: method as 'GET', url, headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' }, payload });
    if (res.statusCode === 403 && /not enabled/.test(res.body)) refused.push(`${method} ${url.slice(0, 120)}`);
    if (res.statusCode >= 500) failures.push(`${res.statusCode} ${method} ${url.slice(0, 120)} ${payload?.slice(0, 120) ?? ''}: ${res.body.slice(0, 200)}`);
  };
  // The admin routes go last and act on an organisation of their own: a PATCH there can
  // disable the tenant's services and a fault injected into the simulator fails later
  // calls, so either would stop the other routes short of their handlers.
  const paths = Object.entries(doc.paths).sort(([a], [b]) => Number(a.startsWith('/admin')) - Number(b.startsWith('/admin')));
  for (const [path, operations] of paths) {
    for (const [verb, op] of Object.entries(operations)) {
      const method = verb.toUpperCase();
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) continue;
      const withBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
      const empty = withBody ? '{}' : undefined;
      // Admin routes of one organisation get a real one, so they reach their handlers.
      const fill = (value: string) => path.replace(/\{[^}]+\}/, path.startsWith('/admin/organizations/{') ? other.id : value).replace(/\{[^}]+\}/g, value);
      const url = fill(zero);
      if (path.includes('{')) for (const v of pathValues) await send(method, path.replace(/\{[^}]+\}/g, v), empty);
      for (const q of (op.parameters ?? []).filter((p) => p.in === 'query')) {
        for (const v of queryValues) await send(method, `${url}?${q.name}=${v}`, empty);
      }
      if (!withBody) continue;
      for (const v of bodyValues) await send(method, url, JSON.stringify(v));
      await send(method, url, `${'['.repeat(5000)}${']'.repeat(5000)}`);
      const schema = op.requestBody?.content?.['application/json']?.schema;
      const base = example(doc, schema);
      const whole = base !== null && typeof base === 'object' && !Array.isArray(base) ? base : {};
      for (const field of fieldsOf(doc, schema)) {
        for (const v of bodyValues) {
          await send(method, url, JSON.stringify({ [field]: v }));
          // The same odd field in an otherwise acceptable body, which reaches the handler.
          await send(method, url, JSON.stringify({ ...whole, [field]: v }));
        }
      }
    }
  }
  expect(failures).toEqual([]);
  expect(sent).toBeGreaterThan(3000);
  // The tenant's routes were reached: none was answered for a disabled service.
  expect(refused).toEqual([]);
});
