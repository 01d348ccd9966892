// Outbound SMS and SMS prices on the phone-number service (`/numbers/sms/...`), in the
// `{success, data}` envelope. HTTP only: the rules live in sms.send.ts.

import type { Idempotency } from '../idempotency/idempotency.service.ts';
import type { OrganizationsService } from '../organizations/organizations.service.ts';
import type { SmsPricing as PriceLists } from './sms.pricing.ts';
import type { SmsSender } from './sms.send.ts';
import type { RouteMount } from '../../http/surfaces/surface.ts';
import type { App } from '../../http/app.ts';
import { principalOf } from '../../http/auth/guard.ts';
import { originOf, read, write } from '../../http/auth/route-auth.ts';
import { ok } from '../../http/envelope.ts';
import { idempotencyKeyOf } from '../idempotency/idempotency.service.ts';
import { sixDecimals } from '../../lib/money.ts';
import { IdempotencyHeaders } from '../idempotency/idempotency.schemas.ts';
import { OutboundSms, SendSmsBody, SmsPricing } from './sms.outbound.schemas.ts';
import { toOutboundSms, toSendAnswer } from './sms.outbound.view.ts';


export async function smsOutboundRoutes(app: App, { pricing, sender, idempotency, organizations }: SmsOutboundRouteDeps): Promise<void> {
  app.get(
    '/sms/pricing',
    {
      config: read('numbers'),
      schema: {
        summary: 'SMS prices per destination country',
        description:
          "Every country the provider offers SMS to, in the organisation's currency: `outbound_per_segment` is charged per segment of a sent SMS, " +
          '`inbound_per_message` per SMS received. The list is empty when the provider does not price in that currency.',
        response: { 200: ok(SmsPricing) },
      },
    },
    async (req) => {
      const organizationId = principalOf(req).organizationId;
      const org = await organizations.get(organizationId);
      const prices = await pricing.list(org.currency);
      return {
        success: true as const,
        data: {
          currency: org.currency,
          prices: prices.map((p) => ({
            country_iso: p.countryIso,
            outbound_per_segment: sixDecimals(p.outboundPerSegment),
            inbound_per_message: sixDecimals(p.inboundPerMessage),
          })),
        },
      };
    },
  );

  app.post(
    '/sms/send',
    {
      config: write('numbers'),
      schema: {
        summary: 'Send an SMS from an owned number',
        description:
          'Charges `segments` x the destination country\'s `outbound_per_segment` (see `/sms/pricing`) and hands the message to the provider. ' +
          'When the provider fails, the attempt is stored as `failed`, the charge is refunded and the answer is 502 `OUTBOUND_SMS_FAILED`. ' +
          'Send an `Idempotency-Key` to retry safely: the same key and body within 24 hours answers the first result again.',
        headers: IdempotencyHeaders,
        body: SendSmsBody,
        response: { 201: ok(OutboundSms) },
      },
    },
    async (req, reply) => {
      const organizationId = principalOf(req).organizationId;
      const key = idempotencyKeyOf(req.headers['idempotency-key']);
      const answer = await idempotency.run(organizationId, key, { method: 'POST', route: '/numbers/sms/send', body: req.body }, async (ref) => {
        const message = await sender.send(originOf(req), organizationId, req.body, ref);
        return { status: 201, body: toSendAnswer(message) };
      });
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      // The only answer stored under a key is this route's 201 (errors are thrown again).
      return reply.status(201).send(answer.body as { success: true; data: ReturnType<typeof toOutboundSms> });
    },
  );
}

interface SmsOutboundRouteDeps {
  pricing: Pick<PriceLists, 'list'>;
  sender: Pick<SmsSender, 'send'>;
  idempotency: Pick<Idempotency, 'run'>;
  organizations: Pick<OrganizationsService, 'get'>;
}

/** SMS prices and sends. */
export const smsOutboundMounts = (deps: SmsOutboundRouteDeps): RouteMount[] => [{ surface: 'numbers', register: (app) => smsOutboundRoutes(app, deps) }];
