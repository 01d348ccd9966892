// Every route declares who may call it. A route registered without a declaration stops
// the program at start-up (see app.ts): access is denied unless it is granted.

import type { FastifyRequest } from 'fastify';
import type { Role } from '../../modules/clients/clients.service.ts';
import type { EventOrigin } from '../../modules/events/events.origin.ts';
import type { ServiceName } from '../../modules/organizations/organizations.service.ts';

export type RouteAuth =
  /** No credential: health, token endpoint, JWKS, API reference. */
  | { credential: 'public' }
  /** The operator's ADMIN_TOKEN. */
  | { credential: 'admin' }
  /** An OAuth access token of a client of an organisation that has `service` enabled. */
  | { credential: 'token'; service: ServiceName; role: Role }
  /** A console session's cookie; a write also needs the session's CSRF token (console-session.ts). */
  | { credential: 'session' };

/** The caller of an organisation-scoped route, resolved from its access token. */
export interface Principal {
  clientId: string;
  organizationId: string;
  roles: readonly Role[];
  services: readonly string[];
  tokenExpiresAt: Date;
  /** True when the token carried no organisation (a platform client). */
  platformClient: boolean;
  /** Who acts: the API client, or the console user whose session minted the token (then `clientId` is the user id too). */
  actor: { type: 'client' | 'user'; id: string };
}

/** The signed-in console user of a `session` route. */
export interface ConsoleSessionPrincipal {
  sessionId: string;
  userId: string;
  organizationId: string;
  email: string;
  role: Role;
  expiresAt: Date;
  csrfToken: string;
  /** The session token from the cookie (sign-out deletes its session). */
  token: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
  interface FastifyRequest {
    principal: Principal | null;
    consoleSession: ConsoleSessionPrincipal | null;
  }
}

export const publicRoute = { auth: { credential: 'public' } } as const satisfies { auth: RouteAuth };
export const adminRoute = { auth: { credential: 'admin' } } as const satisfies { auth: RouteAuth };
export const sessionRoute = { auth: { credential: 'session' } } as const satisfies { auth: RouteAuth };
export const read = (service: ServiceName) => ({ auth: { credential: 'token', service, role: 'viewer' } }) as const;
export const write = (service: ServiceName) => ({ auth: { credential: 'token', service, role: 'admin' } }) as const;

/**
 * Who makes a request's changes, for the events they write (docs/events.md#who-made-a-change):
 * the token's client, or the console user whose session minted it or whose session
 * cookie came; else the operator's admin token.
 */
export function originOf(req: FastifyRequest): EventOrigin {
  const requestId = String(req.id);
  if (req.principal !== null) return { source: req.principal.actor.type === 'user' ? 'console' : 'api', actor: req.principal.actor, requestId };
  if (req.consoleSession !== null) return { source: 'console', actor: { type: 'user', id: req.consoleSession.userId }, requestId };
  return { source: 'api', actor: { type: 'admin', id: null }, requestId };
}
