// Catalogue, quotes, purchase and owned numbers of the phone-number service at
// /numbers, in its envelope. HTTP mapping only.

import { IdempotencyHeaders } from '../idempotency/idempotency.schemas.ts';
import type { Catalogue } from './numbers.catalogue.ts';
import type { OwnedNumbers } from './numbers.owned.ts';
import type { Purchase } from './numbers.purchase.ts';
import type { Idempotency } from '../idempotency/idempotency.service.ts';
import type { RouteMount } from '../../http/surfaces/surface.ts';
import type { App } from '../../http/app.ts';
import { principalOf } from '../../http/auth/guard.ts';
import { originOf, read, write } from '../../http/auth/route-auth.ts';
import { ok } from '../../http/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { idempotencyKeyOf } from '../idempotency/idempotency.service.ts';
import {
  AvailableAnswer,
  AvailableQuery,
  ListAnswer,
  ListQuery,
  NumberIdParams,
  OwnedNumberSchema,
  PreviewAnswer,
  PreviewBody,
  PurchaseAnswer,
  PurchaseBody,
} from './numbers.schemas.ts';
import { toOwnedNumber, toPurchaseAnswer } from './numbers.view.ts';

/** `number_id` or `number_ids`, exactly one of them. */
function idsOf(body: { number_id?: string | undefined; number_ids?: string[] | undefined }): string[] {
  if (body.number_id !== undefined && body.number_ids !== undefined) {
    throw new AppError('request_validation_error', 'send number_id or number_ids, not both', { fields: ['number_id', 'number_ids'] });
  }
  const ids = body.number_ids ?? (body.number_id !== undefined ? [body.number_id] : []);
  if (ids.length === 0) throw new AppError('request_validation_error', 'number_id or number_ids is required', { fields: ['number_id', 'number_ids'] });
  if (new Set(ids.map((id) => id.toLowerCase())).size !== ids.length) throw new AppError('request_validation_error', 'number_ids must not repeat an id');
  return ids.map((id) => id.toLowerCase());
}

export async function numbersCatalogueRoutes(app: App, { numbers: n, idempotency }: NumbersRouteDeps): Promise<void> {

  app.get(
    '/available',
    {
      config: read('numbers'),
      schema: {
        summary: 'Search the catalogue',
        description:
          'Numbers of the offering for the country and type that are free now. Each is held for your organisation for 15 minutes: its `id` is the catalogue id to preview or buy with, until `expires_at`. 404 `OFFERING_NOT_FOUND` when the country and type are not offered in your currency.',
        querystring: AvailableQuery,
        response: { 200: ok(AvailableAnswer) },
      },
    },
    async (req) => {
      const q = req.query;
      const data = await n.catalogue.search(principalOf(req).organizationId, {
        countryIso: q.country_iso,
        numberType: q.number_type ?? 'mobile',
        limit: q.limit ?? 20,
        contains: q.contains ?? null,
      });
      return { success: true as const, data };
    },
  );

  app.post(
    '/preview',
    {
      config: read('numbers'),
      schema: {
        summary: 'Price catalogue numbers before buying them',
        description:
          'Holds the numbers for another 15 minutes and answers a quote. Pass `quote_token` to the purchase to be held to these prices. 404 `NUMBER_NOT_AVAILABLE` for unknown or expired catalogue ids.',
        body: PreviewBody,
        response: { 200: ok(PreviewAnswer) },
      },
    },
    async (req) => {
      const data = await n.catalogue.preview(principalOf(req).organizationId, idsOf(req.body));
      return { success: true as const, data };
    },
  );

  app.post(
    '/',
    {
      config: write('numbers'),
      schema: {
        summary: 'Buy catalogue numbers',
        description:
          'Charges connection fee and first month of every number at once; the numbers are `provisioning`, then `active` within seconds. With `Idempotency-Key`, the same key and body within 24 hours replay the first answer.',
        body: PurchaseBody,
        headers: IdempotencyHeaders,
        response: { 201: ok(PurchaseAnswer) },
      },
    },
    async (req, reply) => {
      const organizationId = principalOf(req).organizationId;
      const key = idempotencyKeyOf(req.headers['idempotency-key']);
      const holdIds = idsOf(req.body);
      const quoteToken = req.body.quote_token ?? null;
      const answer = await idempotency.run(organizationId, key, { method: 'POST', route: '/numbers/', body: req.body }, async (ref) => {
        const bought = await n.purchase(originOf(req), organizationId, { holdIds, quoteToken, key: ref });
        return { status: 201, body: toPurchaseAnswer(bought.orderId, bought.numbers) };
      });
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      // Only a 201 is ever stored: failures are thrown (and replayed as errors).
      return reply.code(answer.status as 201).send(answer.body as never);
    },
  );

  app.get(
    '/',
    {
      config: read('numbers'),
      schema: { summary: 'List owned numbers', description: 'Newest first; released and failed numbers are not listed.', querystring: ListQuery, response: { 200: ok(ListAnswer) } },
    },
    async (req) => {
      const { page, per_page } = req.query;
      const { rows, total } = await n.owned.list(principalOf(req).organizationId, page, per_page);
      return { success: true as const, data: { phone_numbers: rows.map(toOwnedNumber), page, per_page, total } };
    },
  );

  app.get(
    '/:id',
    { config: read('numbers'), schema: { summary: 'Read an owned number', params: NumberIdParams, response: { 200: ok(OwnedNumberSchema) } } },
    async (req) => {
      const row = await n.owned.get(principalOf(req).organizationId, req.params.id);
      return { success: true as const, data: toOwnedNumber(row) };
    },
  );

  app.delete(
    '/:id',
    {
      config: write('numbers'),
      schema: {
        summary: 'Release an owned number',
        description: 'Gives the number back to the provider; answers it with status `released`. It then leaves the list, and reads of it are 404.',
        params: NumberIdParams,
        response: { 200: ok(OwnedNumberSchema) },
      },
    },
    async (req) => {
      const row = await n.owned.release(originOf(req), principalOf(req).organizationId, req.params.id);
      return { success: true as const, data: toOwnedNumber(row) };
    },
  );
}

interface NumbersRouteDeps {
  numbers: { catalogue: Catalogue; owned: OwnedNumbers; purchase: Purchase['purchase'] };
  idempotency: Pick<Idempotency, 'run'>;
}

/** The phone numbers' routes: search, preview, purchase and owned numbers. */
export const numberMounts = (deps: NumbersRouteDeps): RouteMount[] => [{ surface: 'numbers', register: (app) => numbersCatalogueRoutes(app, deps) }];
