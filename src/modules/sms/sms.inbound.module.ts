// Inbound SMS: the listener the numbers provider calls for each message, stored with
// its charge (at the prices outbound sends use) and its webhook deliveries.

import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { NumbersPort } from '../../providers/upstream/numbers.port.ts';
import type { EventWriter } from '../events/events.writer.ts';
import type { WebhooksModule } from '../webhooks/webhooks.module.ts';
import { createInboundSms } from './sms.inbound.ts';
import { createInboundSmsRepo } from './sms.inbound.repo.ts';
import type { SmsPricing } from './sms.pricing.ts';
import { smsMessageMounts } from './sms.messages.routes.ts';

export function createInboundSmsModule(deps: {
  db: Db;
  numbers: Pick<NumbersPort, 'onInboundMessage'>;
  pricing: Pick<SmsPricing, 'inboundAmount'>;
  webhooks: Pick<WebhooksModule, 'inboundOutbox'>;
  /** The feed's writer: each stored message's `sms.inbound.received`, in the batch's statement. */
  events: Pick<EventWriter, 'fromSelect'>;
  wake(): void;
  logger: Logger;
}) {
  const inboundSms = createInboundSms({
    repo: createInboundSmsRepo(deps.db, deps.webhooks.inboundOutbox, deps.events),
    pricing: deps.pricing,
    wake: deps.wake,
    logger: deps.logger.child({ component: 'inbound-sms' }),
  });
  deps.numbers.onInboundMessage(async (message) => {
    await inboundSms.receive(message);
  });
  return { ...inboundSms, routes: smsMessageMounts(inboundSms) };
}
