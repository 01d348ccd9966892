// The console's credential: a session cookie (docs/authentication.md#signing-in).
// A `session` route needs a live session; a write (any method but GET and HEAD) also
// needs the session's CSRF token in `X-CSRF-Token`, and a request that names its
// `Origin` must come from this server's own. The cookie is HttpOnly and SameSite=Lax,
// and Secure when the request came over https.

import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import type { Role } from '../../modules/clients/clients.service.ts';
import { safeEqual } from '../../modules/clients/clients.secrets.ts';
import type { ConsoleSession } from '../../modules/users/users.service.ts';

export const SESSION_COOKIE = 'cp_session';
/** The cookie is sent to the console's pages and API only. */
const COOKIE_PATH = '/console';

/** The session token of the request's cookie, or null. */
export function sessionTokenOf(req: FastifyRequest): string | null {
  const header = req.headers.cookie;
  if (typeof header !== 'string') return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== SESSION_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return /^[A-Za-z0-9_-]{20,200}$/.test(value) ? value : null;
  }
  return null;
}

const isWrite = (req: FastifyRequest) => req.method !== 'GET' && req.method !== 'HEAD';

/** A request that names an Origin must name this server's (the one it addressed). */
export function checkOrigin(req: FastifyRequest): void {
  const origin = req.headers.origin;
  if (origin === undefined) return;
  if (origin !== `${req.protocol}://${req.host}`) throw new AppError('forbidden', 'the request comes from another origin');
}

export function createSessionCheck(resolve: (token: string) => Promise<ConsoleSession | null>) {
  return async function checkSession(req: FastifyRequest): Promise<void> {
    req.consoleSession = null;
    const token = sessionTokenOf(req);
    if (token === null) throw new AppError('unauthorized', 'not signed in');
    if (isWrite(req)) checkOrigin(req);
    const session = await resolve(token);
    if (session === null) throw new AppError('unauthorized', 'the session has ended; sign in again');
    if (isWrite(req)) {
      const sent = req.headers['x-csrf-token'];
      if (typeof sent !== 'string' || !safeEqual(sent, session.csrfToken)) {
        throw new AppError('forbidden', 'missing or wrong X-CSRF-Token: send the csrf_token of GET /console/api/session');
      }
    }
    req.consoleSession = { ...session, role: session.role as Role, token };
  };
}

/** Sets the session cookie: HttpOnly, SameSite=Lax, Secure over https, until the session's absolute end. */
export function setSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date): void {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  reply.header('set-cookie', cookie(req, `${SESSION_COOKIE}=${token}; Max-Age=${maxAge}`));
}

export function clearSessionCookie(req: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', cookie(req, `${SESSION_COOKIE}=; Max-Age=0`));
}

const cookie = (req: FastifyRequest, value: string) =>
  `${value}; Path=${COOKIE_PATH}; HttpOnly; SameSite=Lax${req.protocol === 'https' ? '; Secure' : ''}`;
