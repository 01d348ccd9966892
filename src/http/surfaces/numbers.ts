import { smsOutboundRoutes } from '../../modules/sms/sms.outbound.routes.ts';
import { numbersCatalogueRoutes } from '../../modules/numbers/numbers.routes.ts';
import { kycRoutes } from '../../modules/kyc/kyc.routes.ts';
import { meRoutes } from '../../modules/me/me.routes.ts';
import { routingRoutes } from '../../modules/routing/routing.routes.ts';
import { smsMessagesRoutes } from '../../modules/sms/sms.messages.routes.ts';
import { envelopedBalanceRoute } from '../../modules/wallet/wallet.routes.ts';
import { webhooksRoutes } from '../../modules/webhooks/webhooks.routes.ts';
import type { MountedSurface } from './index.ts';
import { numbersSurface } from './surface.ts';

/** Phone-number service at `/numbers`, `{success, data | error}` envelope. */
export const numbersApi: MountedSurface = {
  ...numbersSurface,
  async routes(app, c) {
    await meRoutes(app);
    await smsOutboundRoutes(app, c);
    await routingRoutes(app, c);
    await kycRoutes(app, c);
    await numbersCatalogueRoutes(app, c);
    await smsMessagesRoutes(app, c);
    await webhooksRoutes(app, c);
    await envelopedBalanceRoute(app, c, 'numbers');
  },
};
