import formbody from '@fastify/formbody';
import { tokenRoutes } from '../../modules/clients/oauth.routes.ts';
import type { MountedSurface } from './index.ts';
import { oauthSurface } from './surface.ts';

/** `POST /auth/token`: RFC 6749 bodies; form-encoded and JSON requests. */
export const oauthApi: MountedSurface = {
  ...oauthSurface,
  async routes(scope, c) {
    await scope.register(formbody, { bodyLimit: 64 * 1024 });
    await tokenRoutes(scope, c);
  },
};
