import { Type } from 'typebox';
import type { App } from '../../http/app.ts';
import { adminRoute } from '../../http/auth/route-auth.ts';
import type { RouteMount } from '../../http/surfaces/surface.ts';
import type { UserRow } from './users.repo.ts';
import type { UsersService } from './users.service.ts';
import { CreatedUser, CreateUser, RemovedUser, User } from './users.schemas.ts';

export const toUser = (u: UserRow) => ({ id: u.id, email: u.email, role: u.role as 'admin' | 'viewer', created_at: u.createdAt.toISOString() });

export async function adminUserRoutes(app: App, users: UsersService): Promise<void> {
  app.post(
    '/organizations/:id/users',
    {
      config: adminRoute,
      schema: {
        summary: 'Create a console user of an organisation',
        description: 'Without `password` the answer carries a one-time `invitation_url`, valid 72 hours, where the person sets one.',
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        body: CreateUser,
        response: { 201: CreatedUser },
      },
    },
    async (req, reply) => {
      const { user, invitationToken } = await users.create({ organizationId: req.params.id, ...req.body });
      // The token is in the fragment, which browsers never send to a server nor put in a Referer.
      const invitation = invitationToken === null ? {} : { invitation_url: `${req.protocol}://${req.host}/console/invitation#token=${invitationToken}` };
      return reply.status(201).send({ ...toUser(user), ...invitation });
    },
  );

  app.get(
    '/organizations/:id/users',
    {
      config: adminRoute,
      schema: {
        summary: "List an organisation's console users",
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        response: { 200: Type.Object({ items: Type.Array(User) }) },
      },
    },
    async (req) => ({ items: (await users.list(req.params.id)).map(toUser) }),
  );

  app.delete(
    '/users/:id',
    {
      config: adminRoute,
      schema: {
        summary: 'Remove a console user: their sessions end at once',
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: { 200: RemovedUser },
      },
    },
    async (req) => {
      const user = await users.remove(req.params.id);
      return { ...toUser(user), removed_at: (user.removedAt as Date).toISOString() };
    },
  );
}

/** The operator's console-user routes. */
export const userMounts = (users: UsersService): RouteMount[] => [{ surface: 'admin', register: (app) => adminUserRoutes(app, users) }];
