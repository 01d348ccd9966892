// /users on the connectivity API: an organisation's admins manage its console users
// without the operator; viewers read. The same service as the operator's routes, with
// the organisation's rules: its own users only, no role above the caller's, and never
// without an admin user (docs/authentication.md#an-organisations-own-users-and-api-clients).

import { Type } from 'typebox';
import type { App } from '../../http/app.ts';
import { principalOf } from '../../http/auth/guard.ts';
import { originOf, read, write } from '../../http/auth/route-auth.ts';
import type { RouteMount } from '../../http/surfaces/surface.ts';
import { offsetOf, PageQuery, Paginated, page } from '../../lib/pagination.ts';
import type { Actor, UsersService } from './users.service.ts';
import { CreatedUser, CreateUser, PasswordReset, RemovedUser, UpdateUser, User } from './users.schemas.ts';
import { createdUser, removedUser, RESET_DESCRIPTION, resetAnswer } from './users.routes.ts';
import { toUser } from './users.view.ts';

const UserParams = Type.Object({ user_id: Type.String({ pattern: '^usr_[0-9a-f]{24}$', maxLength: 28, description: 'a user id (`usr_…`)' }) });

const actorOf = (req: Parameters<typeof principalOf>[0]): Actor => {
  const p = principalOf(req);
  return { organizationId: p.organizationId, roles: p.roles };
};

async function orgUserRoutes(app: App, users: UsersService): Promise<void> {
  app.get(
    '/users',
    {
      config: read('connectivity'),
      schema: { summary: "The organisation's console users, oldest first", querystring: Type.Object(PageQuery), response: { 200: Paginated(User) } },
    },
    async (req) => {
      const { page: pageNo, page_size } = req.query;
      const { rows, total } = await users.page(principalOf(req).organizationId, page_size, offsetOf(pageNo, page_size));
      return page(rows.map(toUser), total, pageNo, page_size);
    },
  );

  app.post(
    '/users',
    {
      config: write('connectivity'),
      schema: {
        summary: 'Create a console user of the organisation',
        description:
          'Without `password` the answer carries a one-time `invitation_url`, valid 72 hours, where the person sets one (shown this once). The role may not be above the caller\'s. The email is unique across the platform.',
        body: CreateUser,
        response: { 201: CreatedUser },
      },
    },
    async (req, reply) => {
      const actor = actorOf(req);
      return reply.status(201).send(createdUser(req, await users.create(originOf(req), { organizationId: actor.organizationId, ...req.body }, actor)));
    },
  );

  app.patch(
    '/users/:user_id',
    {
      config: write('connectivity'),
      schema: {
        summary: "Change a console user's role",
        description:
          "The role may not be above the caller's, and the organisation's last admin user stays admin (422). The access tokens the user's sessions minted with the old role stop working; the sessions stay.",
        params: UserParams,
        body: UpdateUser,
        response: { 200: User },
      },
    },
    async (req) => toUser(await users.changeRole(originOf(req), req.params.user_id, req.body.role, actorOf(req))),
  );

  app.delete(
    '/users/:user_id',
    {
      config: write('connectivity'),
      schema: {
        summary: 'Remove a console user: their sessions end at once',
        description: "The organisation's last admin user cannot be removed (422).",
        params: UserParams,
        response: { 200: RemovedUser },
      },
    },
    async (req) => removedUser(await users.remove(originOf(req), req.params.user_id, actorOf(req))),
  );

  app.post(
    '/users/:user_id/password-reset',
    {
      config: write('connectivity'),
      schema: { summary: 'A one-time password-reset link for a console user', description: RESET_DESCRIPTION, params: UserParams, response: { 200: PasswordReset } },
    },
    async (req) => resetAnswer(req, await users.startPasswordReset(req.params.user_id, principalOf(req).organizationId)),
  );
}

/** The organisation's own console-user routes, on the connectivity API. */
export const orgUserMounts = (users: UsersService): RouteMount[] => [{ surface: 'connectivity', register: (app) => orgUserRoutes(app, users) }];
