// The SMS events (docs/events.md): their types, and the SQL that writes them in the
// batched statements that record the messages (sms.inbound.repo.ts, sms.outbound.repo.ts),
// with the message as the numbers API shows it. The resource is `{type: "sms", id}`, the
// message's id.

import { type SQL, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { isoSql } from '../events/events.sql.ts';
import { InboundMessage } from './sms.messages.schemas.ts';
import { OutboundSms } from './sms.outbound.schemas.ts';

export const smsEventTypes = {
  'sms.inbound.received': {
    resource: 'sms',
    description:
      "An SMS arrived for one of the organisation's numbers (source `network`): the same fact as the inbound-SMS webhook, once per message (a provider's repeat of a message writes nothing). `data` is the message as GET /numbers/sms/messages shows it, with its price; `previous` is null.",
    data: InboundMessage,
    previous: Type.Null(),
  },
  'sms.outbound.sent': {
    resource: 'sms',
    description:
      'An outbound SMS (POST /numbers/sms/send) was taken by the provider: `sending` became `sent`, by the request or by the sweeper that finished a send a dead process left (source `system`). A send refused or failed at the provider writes none. `data` is the message as the send answers it (`sent`, with its price); `previous` holds its status before.',
    data: OutboundSms,
    previous: Type.Object({ status: Type.Literal('sending') }, { additionalProperties: false }),
  },
} as const;

const iso = isoSql;
/** A price as the numbers API writes it: six decimals (sixDecimals). */
const sixDecimals = (value: SQL) => sql`round(${value}, 6)::text`;

/** An inbound message as `data` (toInbound in sms.messages.routes.ts), from a row `m` of sms_messages' columns. */
export const inboundDataSql = (m: string): SQL => {
  const c = (col: string) => sql.raw(`${m}.${col}`);
  return sql`jsonb_build_object(
    'id', ${c('id')}, 'phone_number_id', ${c('phone_number_id')}, 'direction', 'inbound', 'from', ${c('from_number')}, 'to', ${c('to_number')},
    'body', ${c('body')}, 'segments', ${c('segments')}, 'encoding', ${c('encoding')}, 'status', 'received',
    'price', ${sixDecimals(c('price'))}, 'currency', ${c('currency')}, 'received_at', ${iso(sql`coalesce(${c('received_at')}, ${c('created_at')})`)})`;
};

/** An outbound message as `data` (toOutboundSms), from a row `m` of sms_messages. */
export const outboundDataSql = (m: string): SQL => {
  const c = (col: string) => sql.raw(`${m}.${col}`);
  return sql`jsonb_build_object(
    'id', ${c('id')}, 'phone_number_id', ${c('phone_number_id')}, 'from', ${c('from_number')}, 'to', ${c('to_number')},
    'body', ${c('body')}, 'segments', ${c('segments')}, 'encoding', ${c('encoding')}, 'status', ${c('status')},
    'price', ${sixDecimals(c('price'))}, 'currency', ${c('currency')}, 'sent_at', ${iso(c('sent_at'))},
    'delivered_at', ${iso(c('delivered_at'))}, 'created_at', ${iso(c('created_at'))})`;
};
