import { Type } from 'typebox';
import type { ClientsService } from './clients.service.ts';
import type { RouteMount } from '../../http/surfaces/surface.ts';
import type { App } from '../../http/app.ts';
import { adminRoute, originOf } from '../../http/auth/route-auth.ts';
import { Client, CreateClient, CreatedClient } from './clients.schemas.ts';
import { toClient } from './clients.view.ts';

export async function adminClientRoutes(app: App, clients: ClientsService): Promise<void> {
  app.post(
    '/organizations/:id/clients',
    {
      config: adminRoute,
      schema: {
        summary: 'Create an API client of an organisation',
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        body: CreateClient,
        response: { 201: CreatedClient },
      },
    },
    async (req, reply) => {
      const { client, secret } = await clients.create(originOf(req), { organizationId: req.params.id, ...req.body });
      return reply.status(201).send({ ...toClient(client), client_secret: secret });
    },
  );

  app.get(
    '/organizations/:id/clients',
    {
      config: adminRoute,
      schema: {
        summary: "List an organisation's API clients",
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        response: { 200: Type.Object({ items: Type.Array(Client) }) },
      },
    },
    async (req) => ({ items: (await clients.list(req.params.id)).map(toClient) }),
  );

  app.post(
    '/platform-clients',
    {
      config: adminRoute,
      schema: { summary: 'Create a platform client (tokens without an organisation)', body: CreateClient, response: { 201: CreatedClient } },
    },
    async (req, reply) => {
      const { client, secret } = await clients.create(originOf(req), { organizationId: null, ...req.body });
      return reply.status(201).send({ ...toClient(client), client_secret: secret });
    },
  );

  app.delete(
    '/clients/:client_id',
    {
      config: adminRoute,
      schema: {
        summary: 'Revoke a client: new tokens are refused at once, issued ones stop working',
        params: Type.Object({ client_id: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: { 200: Client },
      },
    },
    async (req) => toClient(await clients.revoke(originOf(req), req.params.client_id)),
  );
}

/** The operator's API-client routes. */
export const clientMounts = (clients: ClientsService): RouteMount[] => [{ surface: 'admin', register: (app) => adminClientRoutes(app, clients) }];
