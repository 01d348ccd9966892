// The console's own endpoints under /console/api: sign in and out, the session (who is
// signed in, with the CSRF token), invitations and password resets, and the access token with which the
// console calls the public APIs like any client (docs/authentication.md#console-users-and-sessions).

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../http/app.ts';
import { checkOrigin, clearSessionCookie, setSessionCookie } from '../../http/auth/console-session.ts';
import { type ConsoleSessionPrincipal, publicRoute, sessionRoute } from '../../http/auth/route-auth.ts';
import { AppError } from '../../lib/errors.ts';
import { NoContent } from '../../http/openapi.ts';
import type { RouteMount } from '../../http/surfaces/surface.ts';
import type { ConsoleSession, UsersService } from './users.service.ts';
import { AcceptInvitation, AcceptPasswordReset, ConsoleToken, SessionAnswer, SignIn } from './users.schemas.ts';

const sessionAnswer = (s: Omit<ConsoleSession, 'sessionId'>) => ({
  user: { id: s.userId, email: s.email, role: s.role as 'admin' | 'viewer', organization_id: s.organizationId },
  csrf_token: s.csrfToken,
  expires_at: s.expiresAt.toISOString(),
});

function sessionOf(req: FastifyRequest): ConsoleSessionPrincipal {
  if (req.consoleSession === null) throw new AppError('unauthorized', 'not signed in');
  return req.consoleSession;
}

/** Opens the session of a sign-in or an accepted invitation: the cookie, and the session's answer. */
function opened(req: FastifyRequest, reply: FastifyReply, result: { token: string; session: ConsoleSession }) {
  setSessionCookie(req, reply, result.token, result.session.expiresAt);
  return sessionAnswer(result.session);
}

// Hidden from the OpenAPI document: these serve the console itself, not integrations.
const hide = { hide: true } as const;

export async function consoleRoutes(app: App, users: UsersService): Promise<void> {
  app.post(
    '/session',
    { config: publicRoute, schema: { ...hide, summary: 'Sign in', body: SignIn, response: { 200: SessionAnswer } } },
    async (req, reply) => {
      checkOrigin(req);
      return opened(req, reply, await users.signIn({ ...req.body, source: req.ip }));
    },
  );

  app.get('/session', { config: sessionRoute, schema: { ...hide, summary: 'The signed-in user', response: { 200: SessionAnswer } } }, async (req) =>
    sessionAnswer(sessionOf(req)),
  );

  app.delete('/session', { config: sessionRoute, schema: { ...hide, summary: 'Sign out', response: { 204: NoContent } } }, async (req, reply) => {
    const s = sessionOf(req);
    await users.signOut(s);
    clearSessionCookie(req, reply);
    return reply.status(204).send(null);
  });

  app.post(
    '/invitations/accept',
    { config: publicRoute, schema: { ...hide, summary: 'Set the password of an invitation and sign in', body: AcceptInvitation, response: { 200: SessionAnswer } } },
    async (req, reply) => {
      checkOrigin(req);
      return opened(req, reply, await users.acceptInvitation(req.body));
    },
  );

  app.post(
    '/password-reset/accept',
    {
      config: publicRoute,
      schema: { ...hide, summary: 'Set a new password with a reset link, end every other session, and sign in', body: AcceptPasswordReset, response: { 200: SessionAnswer } },
    },
    async (req, reply) => {
      checkOrigin(req);
      return opened(req, reply, await users.acceptPasswordReset(req.body));
    },
  );

  app.post('/token', { config: sessionRoute, schema: { ...hide, summary: 'An access token for the public APIs', response: { 200: ConsoleToken } } }, async (req) => {
    const { accessToken, expiresIn } = await users.mintToken(sessionOf(req));
    return { access_token: accessToken, token_type: 'Bearer' as const, expires_in: expiresIn };
  });
}

/** The console's own routes, on the console surface (/console/api). */
export const consoleMounts = (users: UsersService): RouteMount[] => [{ surface: 'console', register: (app) => consoleRoutes(app, users) }];
