import formbody from '@fastify/formbody';
import type { MountedSurface } from './index.ts';
import { oauthSurface } from './surface.ts';

/** `POST /auth/token` (the clients module's route): RFC 6749 bodies; form-encoded and JSON requests. */
export const oauthApi: MountedSurface = {
  ...oauthSurface,
  async setup(scope) {
    await scope.register(formbody, { bodyLimit: 64 * 1024 });
  },
};
