// /api-clients on the connectivity API: an organisation's admins create and revoke its
// API clients without the operator; viewers read. The operator's service and answers,
// kept to the caller's organisation and to roles up to the caller's
// (docs/authentication.md#an-organisations-own-users-and-api-clients).

import { Type } from 'typebox';
import type { App } from '../../http/app.ts';
import { principalOf } from '../../http/auth/guard.ts';
import { originOf, read, write } from '../../http/auth/route-auth.ts';
import type { RouteMount } from '../../http/surfaces/surface.ts';
import { offsetOf, PageQuery, Paginated, page } from '../../lib/pagination.ts';
import type { ClientsService } from './clients.service.ts';
import { Client, CreateClient, CreatedClient } from './clients.schemas.ts';
import { toClient } from './clients.view.ts';

const ClientParams = Type.Object({ client_id: Type.String({ pattern: '^cli_[0-9a-f]{24}$', maxLength: 28, description: 'a client id (`cli_…`)' }) });

async function orgClientRoutes(app: App, clients: ClientsService): Promise<void> {
  app.get(
    '/api-clients',
    {
      config: read('connectivity'),
      schema: {
        summary: "The organisation's API clients, oldest first",
        description: 'Revoked clients too, with their `revoked_at`. A secret is never answered here.',
        querystring: Type.Object(PageQuery),
        response: { 200: Paginated(Client) },
      },
    },
    async (req) => {
      const { page: pageNo, page_size } = req.query;
      const { rows, total } = await clients.page(principalOf(req).organizationId, page_size, offsetOf(pageNo, page_size));
      return page(rows.map(toClient), total, pageNo, page_size);
    },
  );

  app.post(
    '/api-clients',
    {
      config: write('connectivity'),
      schema: {
        summary: 'Create an API client of the organisation',
        description: "The answer carries `client_secret` this once: store it. The roles may not be above the caller's.",
        body: CreateClient,
        response: { 201: CreatedClient },
      },
    },
    async (req, reply) => {
      const p = principalOf(req);
      const { client, secret } = await clients.create(originOf(req), { organizationId: p.organizationId, ...req.body }, p.roles);
      return reply.status(201).send({ ...toClient(client), client_secret: secret });
    },
  );

  app.delete(
    '/api-clients/:client_id',
    {
      config: write('connectivity'),
      schema: {
        summary: 'Revoke an API client: new tokens are refused at once, issued ones stop working',
        description: 'Answers the client with its `revoked_at`; revoking a revoked client answers it unchanged.',
        params: ClientParams,
        response: { 200: Client },
      },
    },
    async (req) => toClient(await clients.revoke(originOf(req), req.params.client_id, principalOf(req).organizationId)),
  );
}

/** The organisation's own API-client routes, on the connectivity API. */
export const orgClientMounts = (clients: ClientsService): RouteMount[] => [{ surface: 'connectivity', register: (app) => orgClientRoutes(app, clients) }];
