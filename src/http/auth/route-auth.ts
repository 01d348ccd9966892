// Every route declares who may call it. A route registered without a declaration stops
// the program at start-up (see app.ts): access is denied unless it is granted.

import type { Role } from '../../modules/clients/clients.service.ts';
import type { ServiceName } from '../../modules/organizations/organizations.service.ts';

export type RouteAuth =
  /** No credential: health, token endpoint, JWKS, API reference. */
  | { credential: 'public' }
  /** The operator's ADMIN_TOKEN. */
  | { credential: 'admin' }
  /** An OAuth access token of a client of an organisation that has `service` enabled. */
  | { credential: 'token'; service: ServiceName; role: Role };

/** The caller of an organisation-scoped route, resolved from its access token. */
export interface Principal {
  clientId: string;
  organizationId: string;
  roles: readonly Role[];
  services: readonly string[];
  tokenExpiresAt: Date;
  /** True when the token carried no organisation (a platform client). */
  platformClient: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

export const publicRoute = { auth: { credential: 'public' } } as const satisfies { auth: RouteAuth };
export const adminRoute = { auth: { credential: 'admin' } } as const satisfies { auth: RouteAuth };
export const read = (service: ServiceName) => ({ auth: { credential: 'token', service, role: 'viewer' } }) as const;
export const write = (service: ServiceName) => ({ auth: { credential: 'token', service, role: 'admin' } }) as const;
