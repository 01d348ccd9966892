// Schemas of outbound SMS and SMS prices: validation,
// serialization and OpenAPI from one source.

import { Type } from 'typebox';
import { MAX_BODY_UNITS } from './sms.send.ts';

const e164 = (description: string, example: string) => Type.String({ pattern: '^\\+[1-9]\\d{1,14}$', maxLength: 16, description, examples: [example] });
const SixDecimals = Type.String({ pattern: '^\\d{1,14}\\.\\d{6}$', maxLength: 24, description: 'decimal string, 6 decimal places' });
const Timestamp = Type.String({ format: 'date-time', maxLength: 40 });

export const SendSmsBody = Type.Object(
  {
    from: e164('an active number the organisation owns, E.164', '+4915123456789'),
    to: e164('the destination, a valid E.164 number', '+447400123456'),
    body: Type.String({
      minLength: 1,
      maxLength: MAX_BODY_UNITS,
      description: `1 to ${MAX_BODY_UNITS} characters, counted in UTF-16 code units (an emoji counts 2); GSM-7 text takes 160 characters in one segment or 153 per part, anything else (UCS-2) 70 or 67`,
      examples: ['Your ticket 4711 is solved.'],
    }),
  },
  { additionalProperties: false },
);

export const OutboundSms = Type.Object(
  {
    id: Type.String({ format: 'uuid', maxLength: 36 }),
    phone_number_id: Type.String({ format: 'uuid', maxLength: 36 }),
    from: Type.String({ maxLength: 16 }),
    to: Type.String({ maxLength: 16 }),
    body: Type.String({ maxLength: MAX_BODY_UNITS }),
    segments: Type.Integer({ minimum: 1 }),
    encoding: Type.Union([Type.Literal('gsm7'), Type.Literal('ucs2')]),
    status: Type.Union([Type.Literal('sending'), Type.Literal('sent'), Type.Literal('failed')], {
      description: '`sent` once the provider took the message; `sending` only while a send is in progress',
    }),
    price: Type.String({ maxLength: 24, description: 'segments x the destination country\'s outbound_per_segment, 6 decimal places' }),
    currency: Type.String({ maxLength: 3 }),
    sent_at: Type.Union([Timestamp, Type.Null()]),
    delivered_at: Type.Union([Timestamp, Type.Null()], { description: 'no delivery reports yet: always null' }),
    created_at: Timestamp,
  },
  {
    examples: [
      {
        id: '2f0f4a57-4a4e-4f7b-9b8e-3d8f1f0f6a11',
        phone_number_id: 'a1c3e5f7-0b2d-4f6a-8c1e-3a5c7e9b1d2f',
        from: '+4915123456789',
        to: '+447400123456',
        body: 'Your code is 123456',
        segments: 1,
        encoding: 'gsm7',
        status: 'sent',
        price: '0.040000',
        currency: 'EUR',
        sent_at: '2026-01-01T12:00:00.000Z',
        delivered_at: null,
        created_at: '2026-01-01T12:00:00.000Z',
      },
    ],
  },
);

export const SmsPricing = Type.Object({
  currency: Type.String({ maxLength: 3, description: "the organisation's currency" }),
  prices: Type.Array(
    Type.Object({
      country_iso: Type.String({ maxLength: 2, description: 'destination country, ISO 3166-1 alpha-2' }),
      outbound_per_segment: SixDecimals,
      inbound_per_message: SixDecimals,
    }),
    { maxItems: 300, description: 'every destination the provider offers, by country; empty when the provider does not price in the currency' },
  ),
});
