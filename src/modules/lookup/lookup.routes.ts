// The operator-lookup service at /mccmnc, in its envelope.
// Lookups are reads: a viewer may make them (they are billed like any other).

import { Type } from 'typebox';
import type { BulkLookup } from './lookup.bulk.ts';
import type { LookupService } from './lookup.service.ts';
import type { RouteMount } from '../../http/surfaces/surface.ts';
import type { App } from '../../http/app.ts';
import { principalOf } from '../../http/auth/guard.ts';
import { originOf, publicRoute, read } from '../../http/auth/route-auth.ts';
import { ok } from '../../http/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { isoNow } from '../../lib/clock.ts';
import { operatorDataset } from '../operators/operators.dataset.ts';
import type { LookupResult } from './lookup.service.ts';
import {
  BulkJob,
  BulkLookupBody,
  ByCountryAnswer,
  ByCountryQuery,
  LookupAnswer,
  LookupQuery,
  SearchAnswer,
  SearchQuery,
} from './lookup.schemas.ts';

const invalid = (message: string) => new AppError('request_validation_error', message);

/**
 * A lookup without its key. The key goes in the query string, as the service's document
 * has it; a client that sent it as a JSON body is told where it goes, since the body is
 * not read (docs/lookup.md#look-an-operator-up).
 */
function missingKey(body: unknown): AppError {
  const sentInBody = body !== null && typeof body === 'object' && ['mcc', 'mnc', 'plmn'].some((k) => k in body);
  return invalid(
    sentInBody
      ? 'mcc and mnc, or plmn, go in the query string (POST /mccmnc/lookup?mcc=262&mnc=01), not in a JSON body, which this route does not read'
      : 'mcc and mnc, or plmn, are required in the query string (POST /mccmnc/lookup?mcc=262&mnc=01)',
  );
}

export async function lookupRoutes(app: App, { lookup, bulk }: LookupRouteDeps): Promise<void> {
  app.get(
    '/health',
    {
      config: publicRoute,
      schema: { summary: 'Liveness of the lookup service', response: { 200: Type.Object({ ok: Type.Boolean(), timestamp: Type.String() }) } },
    },
    async () => ({ ok: true, timestamp: isoNow() }),
  );

  app.get(
    '/dataset',
    {
      config: publicRoute,
      schema: {
        summary: 'Source, licence and size of the operator data set',
        response: {
          200: ok(
            Type.Object({
              name: Type.String(),
              url: Type.String(),
              licence: Type.String(),
              attribution: Type.String(),
              package: Type.String(),
              package_version: Type.String(),
              built_at: Type.String(),
              count: Type.Integer(),
            }),
          ),
        },
      },
    },
    async () => {
      const d = operatorDataset();
      return { success: true as const, data: { ...d.source, count: d.count } };
    },
  );

  const lookupBodies = new WeakMap<LookupResult, string>();
  app.post(
    '/lookup',
    {
      config: read('mccmnc'),
      schema: {
        summary: 'Resolve an operator by MCC and MNC, or by PLMN',
        description:
          'Send `mcc` and `mnc`, or `plmn`. A PLMN used in several territories answers with the MCC\'s home country first and lists all in `countries`.',
        querystring: LookupQuery,
        response: { 200: ok(LookupAnswer) },
      },
    },
    async (req, reply) => {
      const { mcc, mnc, plmn } = req.query;
      const hasPair = mcc !== undefined || mnc !== undefined;
      if (plmn !== undefined && hasPair) throw invalid('send either plmn or mcc and mnc, not both');
      if (plmn === undefined && (mcc === undefined || mnc === undefined)) throw missingKey(req.body);
      const key = plmn !== undefined ? { plmn } : { mcc: mcc as string, mnc: mnc as string };
      const data = await lookup.lookup(originOf(req), principalOf(req).organizationId, key);
      // The answer of a PLMN never changes (the data set is part of the release): its JSON
      // is written once, by the route's own serialiser, and sent as it is from then on.
      let body = lookupBodies.get(data);
      if (body === undefined) {
        body = reply.serialize({ success: true as const, data }) as string;
        lookupBodies.set(data, body);
      }
      // A string with a JSON content type is sent as it is, joined to the headers in one
      // chunk (a Buffer would be a chunk of its own); the schema's reply type does not fit it.
      return reply.type('application/json; charset=utf-8').send(body as unknown as { success: true; data: LookupResult });
    },
  );

  app.post(
    '/by-country',
    {
      config: read('mccmnc'),
      schema: {
        summary: 'Operators of a country (ISO code) or of every country sharing a dial code',
        querystring: ByCountryQuery,
        response: { 200: ok(ByCountryAnswer) },
      },
    },
    async (req) => {
      const { iso, dial_code } = req.query;
      if ((iso === undefined) === (dial_code === undefined)) throw invalid('send exactly one of iso or dial_code');
      const data = await lookup.byCountry(originOf(req), principalOf(req).organizationId, iso !== undefined ? { iso } : { dialCode: dial_code as string });
      return { success: true as const, data };
    },
  );

  app.post(
    '/search',
    {
      config: read('mccmnc'),
      schema: {
        summary: 'Search operators by name or brand (case- and accent-insensitive)',
        querystring: SearchQuery,
        response: { 200: ok(SearchAnswer) },
      },
    },
    async (req) => {
      const { query, iso, limit } = req.query;
      if (query.trim().length < 2) throw invalid('query must have at least 2 characters');
      const data = await lookup.search(originOf(req), principalOf(req).organizationId, { query: query.trim(), iso: iso ?? null, limit });
      return { success: true as const, data };
    },
  );

  app.post(
    '/bulk/lookup',
    {
      config: read('mccmnc'),
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        summary: 'Queue a batch of up to 10,000 lookups',
        description: 'Each item is `{mcc, mnc}` or `{plmn}`; the whole batch is validated first. Each found item is billed like a lookup.',
        body: BulkLookupBody,
        response: { 202: ok(Type.Object({ job_id: Type.String({ format: 'uuid' }) })) },
      },
    },
    async (req, reply) => {
      const { jobId } = await bulk.submit(principalOf(req).organizationId, req.body.items);
      return reply.status(202).send({ success: true as const, data: { job_id: jobId } });
    },
  );

  app.get(
    '/bulk/lookup/:job',
    {
      config: read('mccmnc'),
      schema: {
        summary: 'Progress and results of a batch',
        params: Type.Object({ job: Type.String({ format: 'uuid' }) }),
        response: { 200: ok(BulkJob) },
      },
    },
    async (req) => ({ success: true as const, data: await bulk.get(principalOf(req).organizationId, req.params.job) }),
  );
}

interface LookupRouteDeps {
  lookup: Pick<LookupService, 'lookup' | 'byCountry' | 'search'>;
  bulk: Pick<BulkLookup, 'submit' | 'get'>;
}

/** Operator lookups, single and bulk. */
export const lookupMounts = (deps: LookupRouteDeps): RouteMount[] => [{ surface: 'mccmnc', register: (app) => lookupRoutes(app, deps) }];
