// GET /numbers/sms/messages: the inbound SMS of the organisation's numbers, newest first.
// Outbound messages are answered by POST /sms/send and are not listed here.

import { Type } from 'typebox';
import type { InboundSms } from './sms.inbound.ts';
import type { RouteMount } from '../../http/surfaces/surface.ts';
import type { App } from '../../http/app.ts';
import { principalOf } from '../../http/auth/guard.ts';
import { read } from '../../http/auth/route-auth.ts';
import { ok } from '../../http/envelope.ts';
import { sixDecimals } from '../../lib/money.ts';
import { NumbersPageQuery, offsetOf } from '../numbers/numbers.paging.ts';
import type { SmsMessageRow } from './sms.inbound.repo.ts';
import { InboundMessage } from './sms.messages.schemas.ts';

const MessagesQuery = Type.Object({
  ...NumbersPageQuery,
  phone_number_id: Type.Optional(Type.String({ format: 'uuid', maxLength: 36 })),
  since: Type.Optional(Type.String({ format: 'date-time', maxLength: 40, description: 'only messages received at or after this ISO 8601 date-time' })),
});

const MessagesPage = Type.Object({
  messages: Type.Array(InboundMessage, { maxItems: 100 }),
  page: Type.Integer(),
  per_page: Type.Integer(),
  total: Type.Integer(),
});

function view(m: SmsMessageRow) {
  return {
    id: m.id,
    phone_number_id: m.phoneNumberId,
    direction: 'inbound' as const,
    from: m.fromNumber,
    to: m.toNumber,
    body: m.body,
    segments: m.segments,
    encoding: m.encoding as 'gsm7' | 'ucs2',
    status: 'received' as const,
    price: sixDecimals(m.price),
    currency: m.currency,
    received_at: (m.receivedAt ?? m.createdAt).toISOString(),
  };
}

export async function smsMessagesRoutes(app: App, messages: Pick<InboundSms, 'list'>): Promise<void> {
  app.get(
    '/sms/messages',
    {
      config: read('numbers'),
      schema: {
        summary: 'Inbound SMS, newest first',
        description: 'Inbound messages only. Filter by `phone_number_id` and by `since` (received at or after).',
        querystring: MessagesQuery,
        response: { 200: ok(MessagesPage) },
      },
    },
    async (req) => {
      const { page, per_page, phone_number_id, since } = req.query;
      const { rows, total } = await messages.list(principalOf(req).organizationId, {
        ...(phone_number_id === undefined ? {} : { phoneNumberId: phone_number_id }),
        ...(since === undefined ? {} : { since: new Date(since) }),
        limit: per_page,
        offset: offsetOf(page, per_page),
      });
      return { success: true as const, data: { messages: rows.map(view), page, per_page, total } };
    },
  );
}

/** The received messages' route. */
export const smsMessageMounts = (messages: Pick<InboundSms, 'list'>): RouteMount[] => [{ surface: 'numbers', register: (app) => smsMessagesRoutes(app, messages) }];
