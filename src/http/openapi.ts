// OpenAPI decorations shared by every route: the security requirement that matches the
// route's access rule and the error bodies of the surface it belongs to. The schemas
// allow extra properties so that serialisation never drops a field of an error.

import { STATUS_CODES } from 'node:http';
import { Type } from 'typebox';
import type { RouteAuth } from './auth/route-auth.ts';
import type { Surface, SurfaceName } from './surfaces/surface.ts';

/** The response of an operation that answers 204 with no body. */
export const NoContent = Type.Null({ description: 'Done; no body' });

export function securityOf(auth: RouteAuth): Array<Record<string, string[]>> {
  if (auth.credential === 'public') return [];
  if (auth.credential === 'admin') return [{ adminToken: [] }];
  return [{ bearerAuth: [] }];
}

function errorBody(surface: Surface): Record<string, unknown> {
  switch (surface.name) {
    case 'numbers':
    case 'mccmnc':
      return {
        type: 'object',
        additionalProperties: true,
        properties: {
          success: { type: 'boolean', const: false },
          error: { type: 'object', additionalProperties: true, properties: { code: { type: 'string' }, message: { type: 'string' } } },
        },
      };
    case 'reseller':
      return {
        type: 'object',
        additionalProperties: true,
        properties: {
          error: {
            type: 'object',
            additionalProperties: true,
            properties: { code: { type: 'string' }, message: { type: 'string' }, details: { type: ['object', 'null'], additionalProperties: true } },
          },
        },
      };
    case 'oauth':
      return {
        type: 'object',
        additionalProperties: true,
        properties: { error: { type: 'string' }, error_description: { type: 'string' } },
      };
    default:
      return {
        type: 'object',
        additionalProperties: true,
        properties: {
          message: { type: 'string' },
          code: { type: 'string' },
          details: { type: ['object', 'null'], additionalProperties: true },
        },
      };
  }
}

export function errorResponses(surface: Surface, auth: RouteAuth | undefined): Record<string, unknown> {
  const body = errorBody(surface);
  const out: Record<string, unknown> = {
    '4xx': { description: 'Client error in the surface\'s documented error body', ...body },
    '5xx': { description: 'Server or upstream error; the message carries the request id', ...body },
  };
  if (auth && auth.credential !== 'public') out['401'] = { description: 'Missing or invalid credential', ...body };
  // Every route that reads the database: the authenticated ones and the token endpoint.
  if (auth && (auth.credential !== 'public' || surface.name === 'oauth')) {
    out['503'] = {
      description:
        'The database could not serve the request just now (it did not answer within DATABASE_STATEMENT_TIMEOUT_MS, or cannot be reached). A read may be retried after Retry-After seconds. A write may have done part of its work (a charge whose repair job settles it): retry it only with the same Idempotency-Key',
      headers: { 'Retry-After': { type: 'integer', minimum: 1 } },
      ...body,
    };
  }
  if (auth && auth.credential === 'token') {
    out['403'] = { description: 'Role missing, service disabled or organisation not allowed', ...body };
    out['429'] = {
      description: "The organisation has made its requests of this minute (RATE_LIMIT_PER_MINUTE or its own limit); nothing was done. Retry-After gives the seconds until the next minute",
      headers: { 'Retry-After': { type: 'integer', minimum: 1 } },
      ...body,
    };
  }
  return out;
}

interface DocumentParameter {
  in?: string;
  required?: boolean;
  schema?: { default?: unknown };
}

interface BodySchema {
  required?: string[];
  properties?: Record<string, BodySchema & { default?: unknown }>;
  items?: BodySchema;
  anyOf?: BodySchema[];
  oneOf?: BodySchema[];
  allOf?: BodySchema[];
}

interface DocumentOperation {
  parameters?: DocumentParameter[];
  requestBody?: { content?: Record<string, { schema?: BodySchema }> };
}

/** Leaves out of every `required` list of a body schema the properties that have a default. */
function bodyDefaultsOptional(schema: BodySchema | undefined, seen: Set<BodySchema>): void {
  if (schema === undefined || seen.has(schema)) return;
  seen.add(schema);
  const properties = schema.properties ?? {};
  if (schema.required !== undefined) schema.required = schema.required.filter((name) => properties[name]?.default === undefined);
  for (const p of Object.values(properties)) bodyDefaultsOptional(p, seen);
  bodyDefaultsOptional(schema.items, seen);
  for (const alternatives of [schema.anyOf, schema.oneOf, schema.allOf]) for (const a of alternatives ?? []) bodyDefaultsOptional(a, seen);
}

/**
 * A query parameter or body field with a default is one the caller may leave out, but
 * the generated document marks every property of a route's schema that is not optional
 * as required, defaults included: a client generated from it would have to send `page`
 * and `page_size` on every list, and `counter_start` with every bulk provision. This
 * marks them optional.
 */
export function defaultsAreOptional<T>(doc: T): T {
  const paths = (doc as { paths?: Record<string, Record<string, DocumentOperation | undefined>> }).paths ?? {};
  const seen = new Set<BodySchema>();
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      for (const p of operation?.parameters ?? []) {
        if (p.in !== 'path' && p.required === true && p.schema?.default !== undefined) p.required = false;
      }
      for (const media of Object.values(operation?.requestBody?.content ?? {})) bodyDefaultsOptional(media.schema, seen);
    }
  }
  return doc;
}

/**
 * The document's tags, in the order a customer reads them: how to authenticate, then
 * each API, the platform's own routes, and the operator's administration last. The
 * reference page (/docs) shows them in this order.
 */
export const documentTags: Array<{ surface: SurfaceName; description: string }> = [
  { surface: 'oauth', description: 'The OAuth 2.0 token endpoint: exchange an API client\'s id and secret for an access token (client credentials grant), then send it as `Authorization: Bearer <token>`. Guide: docs/authentication.md.' },
  { surface: 'connectivity', description: 'Connectivity management at `/`: coverages, plans, SIMs and eSIMs, links, plan activations, bulk tasks, the event feed and the caller\'s organisation. Errors answer `{message, code, details}`. Guide: docs/connectivity.md.' },
  { surface: 'reseller', description: 'The reseller API at `/v1`: plans with regions and coverage, eSIM links bought with the wallet, top-ups and history. Errors answer `{error: {code, message, details}}`. Guide: docs/reseller.md.' },
  { surface: 'numbers', description: 'Phone numbers at `/numbers`: search and buy numbers, routing, SMS in and out, the inbound-SMS webhook and KYC. Answers `{success, data}`; errors `{success: false, error: {code, message}}`. Guide: docs/numbers.md.' },
  { surface: 'mccmnc', description: 'Operator lookup at `/mccmnc`: operators by MCC and MNC, PLMN, country, dial code or name, singly or in batches. Answers `{success, data}`; errors `{success: false, error: {code, message}}`. Guide: docs/lookup.md.' },
  { surface: 'platform', description: 'The program\'s own routes: the index of the APIs, liveness, readiness and the keys that verify access tokens.' },
  { surface: 'admin', description: 'Administration at `/admin`, for the platform\'s operator (ADMIN_TOKEN): organisations, API clients, console users, signing keys, wallets, SIM deliveries, /v1 plans, KYC review and the network simulator. Guide: docs/operations.md.' },
];

interface DocumentShape {
  paths?: Record<string, Record<string, { tags?: string[] } & Record<string, unknown>>>;
}

/** Orders the paths by the tag of their operations, keeping the routes' order within a tag. */
export function orderPaths<T>(doc: T, tagOrder: string[]): T {
  const d = doc as DocumentShape;
  if (d.paths === undefined) return doc;
  const rank = (ops: Record<string, { tags?: string[] }>) => {
    const tag = Object.values(ops).find((o) => Array.isArray(o?.tags))?.tags?.[0];
    const i = tag === undefined ? -1 : tagOrder.indexOf(tag);
    return i < 0 ? tagOrder.length : i;
  };
  const entries = Object.entries(d.paths).map((e, i) => ({ e, i, r: rank(e[1]) }));
  entries.sort((a, b) => a.r - b.r || a.i - b.i);
  d.paths = Object.fromEntries(entries.map((x) => x.e));
  return doc;
}

/** A success answer the route did not describe reads as its status ("Created"), not as the generator's "Default Response". */
export function describeAnswers(paths: Record<string, Record<string, { responses?: Record<string, { description?: string }> } | undefined>>): void {
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      for (const [status, response] of Object.entries(operation?.responses ?? {})) {
        if (response.description === 'Default Response') response.description = STATUS_CODES[Number(status)] ?? 'Success';
      }
    }
  }
}
