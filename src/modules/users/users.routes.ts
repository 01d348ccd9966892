import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { App } from '../../http/app.ts';
import { adminRoute, originOf } from '../../http/auth/route-auth.ts';
import type { RouteMount } from '../../http/surfaces/surface.ts';
import type { UsersService } from './users.service.ts';
import { CreatedUser, CreateUser, PasswordReset, RemovedUser, User } from './users.schemas.ts';
import { toUser } from './users.view.ts';

// The links' tokens are in the fragment, which browsers never send to a server nor put in
// a Referer (docs/authentication.md#console-users-and-sessions).
const consoleLink = (req: FastifyRequest, page: string, token: string) => `${req.protocol}://${req.host}/console/${page}#token=${token}`;

/** The answer of a user's creation: the user, and the invitation link when one was made. */
export const createdUser = (req: FastifyRequest, created: Awaited<ReturnType<UsersService['create']>>) => ({
  ...toUser(created.user),
  ...(created.invitationToken === null ? {} : { invitation_url: consoleLink(req, 'invitation', created.invitationToken) }),
});

/** The answer of a password reset: the one-time link, shown to whoever asked. */
export const resetAnswer = (req: FastifyRequest, reset: { token: string; expiresAt: Date }) => ({
  reset_url: consoleLink(req, 'reset-password', reset.token),
  expires_at: reset.expiresAt.toISOString(),
});

export const removedUser = (user: Parameters<typeof toUser>[0]) => ({ ...toUser(user), removed_at: (user.removedAt as Date).toISOString() });

export const RESET_DESCRIPTION =
  'Answers a one-time `reset_url`, valid 1 hour, where the person sets a new password; using it ends every session of theirs. There is no mail server: pass the link on. A new reset replaces the last.';

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
    async (req, reply) => reply.status(201).send(createdUser(req, await users.create(originOf(req), { organizationId: req.params.id, ...req.body }))),
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
    async (req) => removedUser(await users.remove(originOf(req), req.params.id)),
  );

  app.post(
    '/users/:id/password-reset',
    {
      config: adminRoute,
      schema: {
        summary: 'A one-time password-reset link for a console user',
        description: RESET_DESCRIPTION,
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: { 200: PasswordReset },
      },
    },
    async (req) => resetAnswer(req, await users.startPasswordReset(req.params.id)),
  );
}

/** The operator's console-user routes. */
export const userMounts = (users: UsersService): RouteMount[] => [{ surface: 'admin', register: (app) => adminUserRoutes(app, users) }];
