import { smsMessagesRoutes } from '../../modules/sms/sms.messages.routes.ts';
import { webhooksRoutes } from '../../modules/webhooks/webhooks.routes.ts';
import type { MountedSurface } from './index.ts';
import { numbersSurface } from './surface.ts';

/** Phone-number service (document 001) at `/numbers`, `{success, data | error}` envelope. */
export const numbersApi: MountedSurface = {
  ...numbersSurface,
  async routes(app, c) {
    await smsMessagesRoutes(app, c);
    await webhooksRoutes(app, c);
  },
};
