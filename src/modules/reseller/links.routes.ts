// The reseller's links at /v1. HTTP mapping only.
// Writes need the admin role; a link of another organisation answers 404 NOT_FOUND
// exactly like one that never existed.

import type { LinkManagement } from './links.manage.ts';
import type { LinkPurchase } from './links.purchase.ts';
import type { Idempotency } from '../idempotency/idempotency.service.ts';
import type { RouteMount } from '../../http/surfaces/surface.ts';
import type { App } from '../../http/app.ts';
import { principalOf } from '../../http/auth/guard.ts';
import { originOf, read, write } from '../../http/auth/route-auth.ts';
import { ChangePlansBody, CreateLinkBody, History, HistoryQuery, IdentifierParams, LinkDetail, LinkList, LinksQuery, NetworkQuery, NetworkStatus, TopupPlans } from './links.schemas.ts';
import { linkDetailJson, toLinkDetail, toLinkItem, toTransaction } from './links.view.ts';
import { toPlan } from './plans.view.ts';
import { idempotencyKeyOf, JsonText } from '../idempotency/idempotency.service.ts';
import { IdempotencyHeaders } from '../idempotency/idempotency.schemas.ts';

const paged = <T>(items: T[], total: number, page: number, perPage: number) => ({ items, page, per_page: perPage, total, total_pages: Math.ceil(total / perPage) });

export async function resellerLinkRoutes(app: App, { links, idempotency }: ResellerLinkRouteDeps): Promise<void> {
  const org = (req: Parameters<typeof principalOf>[0]) => principalOf(req).organizationId;

  app.post(
    '/links',
    {
      config: write('reseller'),
      schema: {
        summary: 'Buy an eSIM link with a plan, charged to the wallet',
        description:
          'Checks the wallet (402 INSUFFICIENT_BALANCE), takes an eSIM of the plan\'s sponsor profile, debits the retail price, creates the endpoint with the plan as add-on and records the link. 422 VALIDATION_ERROR for a plan the caller cannot buy; 500 CONFIG_ERROR for an unconfigured sponsor profile (nothing charged); 502 PROVISIONING_FAILED / PROVISIONING_ERROR after an upstream failure, the amount refunded. Send an `Idempotency-Key` to retry safely: the same key and body within 24 hours answers the first result again.',
        headers: IdempotencyHeaders,
        body: CreateLinkBody,
        response: { 201: LinkDetail },
      },
    },
    async (req, reply) => {
      const organizationId = org(req);
      const key = idempotencyKeyOf(req.headers['idempotency-key']);
      const answer = await idempotency.run(organizationId, key, { method: 'POST', route: '/v1/links', body: req.body }, async (ref) => {
        const bought = await links.purchase(originOf(req), organizationId, { planId: req.body.plan_id, name: req.body.name ?? null, key: ref });
        return { status: 201, body: new JsonText(linkDetailJson(await links.detail(organizationId, bought.linkId, bought.known ?? undefined))) };
      });
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      // The only answer stored under a key is this route's 201 (errors are thrown again).
      // A new answer is JSON text, written as GET writes it (Fastify sends JSON text as
      // it is); a replayed one is the stored document, which the schema serialises.
      const body = answer.body instanceof JsonText ? answer.body.text : answer.body;
      return reply
        .status(201)
        .type('application/json; charset=utf-8')
        .send(body as ReturnType<typeof toLinkDetail>);
    },
  );

  app.get(
    '/links',
    {
      config: read('reseller'),
      schema: { summary: "List the organisation's eSIM links, newest first", querystring: LinksQuery, response: { 200: LinkList } },
    },
    async (req) => {
      const q = req.query;
      const { rows, total } = await links.list(org(req), { status: q.status, search: q.search, limit: q.per_page, offset: (q.page - 1) * q.per_page });
      return paged(rows.map(toLinkItem), total, q.page, q.per_page);
    },
  );

  app.get(
    '/links/:identifier',
    {
      config: read('reseller'),
      schema: { summary: 'Get a link by UUID or ICCID, with live usage and status', params: IdentifierParams, response: { 200: LinkDetail } },
    },
    // The answer is written as JSON text here and by PUT .../plans (see linkDetailJson;
    // Fastify sends JSON text as it is), so the type the schema gives the reply does not
    // fit it; the schema still describes the answer.
    async (req, reply) => {
      const json = linkDetailJson(await links.detail(org(req), req.params.identifier));
      return reply.type('application/json; charset=utf-8').send(json as unknown as ReturnType<typeof toLinkDetail>);
    },
  );

  app.put(
    '/links/:identifier/plans',
    {
      config: write('reseller'),
      schema: {
        summary: 'Top up a link with plans and remove activations',
        description:
          'Every added plan is charged its retail_price, all or nothing (402 when the wallet cannot pay them all); removed activations leave the link. 502 PROVISIONING_ERROR after an upstream failure, the amount refunded. Send an `Idempotency-Key` to retry safely: the same key and body within 24 hours answers the first result again.',
        headers: IdempotencyHeaders,
        params: IdentifierParams,
        body: ChangePlansBody,
        response: { 200: LinkDetail },
      },
    },
    async (req, reply) => {
      const organizationId = org(req);
      const key = idempotencyKeyOf(req.headers['idempotency-key']);
      const request = { method: 'PUT', route: '/v1/links/{id}/plans', identifier: req.params.identifier, body: req.body };
      const answer = await idempotency.run(organizationId, key, request, async (ref) => {
        const changed = await links.changePlans(originOf(req), organizationId, req.params.identifier, { add: req.body.add ?? [], remove: req.body.remove ?? [] }, ref);
        return { status: 200, body: new JsonText(linkDetailJson(changed)) };
      });
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      const body = answer.body instanceof JsonText ? answer.body.text : answer.body;
      return reply.type('application/json; charset=utf-8').send(body as ReturnType<typeof toLinkDetail>);
    },
  );

  app.get(
    '/links/:identifier/topup-plans',
    {
      config: read('reseller'),
      schema: { summary: "Plans that can top up the link (its sponsor profile)", params: IdentifierParams, response: { 200: TopupPlans } },
    },
    async (req) => ({ items: (await links.topupPlans(org(req), req.params.identifier)).map(toPlan) }),
  );

  app.get(
    '/links/:identifier/history',
    {
      config: read('reseller'),
      schema: { summary: "The link's transactions, newest charged_at first", params: IdentifierParams, querystring: HistoryQuery, response: { 200: History } },
    },
    async (req) => {
      const q = req.query;
      const { rows, total } = await links.history(org(req), req.params.identifier, { limit: q.per_page, offset: (q.page - 1) * q.per_page });
      return paged(rows.map(toTransaction), total, q.page, q.per_page);
    },
  );

  app.get(
    '/links/:identifier/network-status',
    {
      config: read('reseller'),
      schema: { summary: 'The last stored network reading, or a live one (?live=true)', params: IdentifierParams, querystring: NetworkQuery, response: { 200: NetworkStatus } },
    },
    async (req) => {
      const r = await links.networkStatus(org(req), req.params.identifier, req.query.live);
      return {
        cached: r.cached,
        as_of: r.asOf?.toISOString() ?? null,
        connected: r.row.networkConnected,
        rat: r.row.networkRat,
        operator: r.operator === null ? null : { id: r.operator.id, name: r.operator.name, country: r.operator.country },
        country: r.row.networkCountry,
        last_seen_at: r.row.networkLastSeenAt?.toISOString() ?? null,
      };
    },
  );

  app.post(
    '/links/:identifier/reactivate',
    {
      config: write('reseller'),
      schema: {
        summary: 'Pay a suspended link\'s unpaid monthly fee and resume it',
        description: '402 INSUFFICIENT_BALANCE when the wallet cannot pay; 422 VALIDATION_ERROR when the link is not suspended.',
        params: IdentifierParams,
        response: { 200: LinkDetail },
      },
    },
    async (req) => toLinkDetail(await links.reactivate(originOf(req), org(req), req.params.identifier)),
  );
}

interface ResellerLinkRouteDeps {
  links: Pick<LinkManagement, 'list' | 'detail' | 'changePlans' | 'topupPlans' | 'history' | 'networkStatus' | 'reactivate'> & Pick<LinkPurchase, 'purchase'>;
  idempotency: Pick<Idempotency, 'run'>;
}

/** The `/v1` links' routes. */
export const resellerLinkMounts = (deps: ResellerLinkRouteDeps): RouteMount[] => [{ surface: 'reseller', register: (app) => resellerLinkRoutes(app, deps) }];
