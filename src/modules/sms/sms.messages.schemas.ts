// An inbound SMS as the numbers API shows it (GET /numbers/sms/messages, and the
// `sms.inbound.received` event).

import { Type } from 'typebox';

const E164 = Type.String({ maxLength: 16 });

export const InboundMessage = Type.Object({
  id: Type.String({ format: 'uuid', maxLength: 36 }),
  phone_number_id: Type.String({ format: 'uuid', maxLength: 36 }),
  direction: Type.Literal('inbound'),
  from: Type.String({ maxLength: 16, description: 'E.164 number or alphanumeric sender' }),
  to: E164,
  body: Type.String({ maxLength: 1600 }),
  segments: Type.Integer(),
  encoding: Type.Union([Type.Literal('gsm7'), Type.Literal('ucs2')]),
  status: Type.Literal('received'),
  price: Type.String({ maxLength: 24, description: 'inbound_per_message charged to the wallet, six decimals like the prices ("0.000000" when billing is not configured)' }),
  currency: Type.String({ maxLength: 3 }),
  received_at: Type.String({ format: 'date-time', maxLength: 40 }),
});
