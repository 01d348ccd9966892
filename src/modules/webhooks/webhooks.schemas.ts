// Schemas of the inbound-SMS webhook settings and its delivery log (/numbers/sms/webhook).
import { Type } from 'typebox';
import { NumbersPageQuery } from '../numbers/numbers.paging.ts';
import { SECRET_MAX } from './webhooks.service.ts';
import { MAX_URL_LENGTH } from './webhooks.targets.ts';

const Timestamp = Type.String({ format: 'date-time', maxLength: 40 });

export const WebhookSettings = Type.Object(
  {
    url: Type.Union([Type.String({ maxLength: MAX_URL_LENGTH }), Type.Null()]),
    enabled: Type.Boolean(),
    has_secret: Type.Boolean({ description: 'whether deliveries are signed; the secret itself is never returned' }),
  },
  { examples: [{ url: 'https://example.com/hooks/sms', enabled: true, has_secret: true }] },
);

export const WebhookSettingsBody = Type.Object(
  {
    url: Type.Optional(
      Type.Union([Type.String({ minLength: 1, maxLength: MAX_URL_LENGTH, description: 'absolute http(s) URL on the public internet' }), Type.Null()]),
    ),
    secret: Type.Optional(
      Type.Union([
        Type.String({
          minLength: 1,
          maxLength: SECRET_MAX,
          description: '8 to 256 characters; `whsec_<base64>` is used as a Standard Webhooks key (24 to 64 bytes), anything else as UTF-8 bytes; null removes it',
        }),
        Type.Null(),
      ]),
    ),
    enabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);

const Attempt = Type.Object({
  at: Timestamp,
  status_code: Type.Union([Type.Integer(), Type.Null()]),
  error: Type.Union([Type.String({ maxLength: 1000 }), Type.Null()]),
  duration_ms: Type.Integer(),
});

export const Delivery = Type.Object({
  id: Type.String({ format: 'uuid', maxLength: 36, description: 'also the webhook-id header of every attempt' }),
  message_id: Type.String({ format: 'uuid', maxLength: 36 }),
  event_type: Type.String({ maxLength: 64 }),
  target: Type.String({ maxLength: MAX_URL_LENGTH }),
  target_kind: Type.Union([Type.Literal('webhook'), Type.Literal('endpoint')]),
  endpoint_id: Type.Union([Type.String({ format: 'uuid', maxLength: 36 }), Type.Null()]),
  status: Type.Union([Type.Literal('pending'), Type.Literal('succeeded'), Type.Literal('failed')]),
  attempts: Type.Array(Attempt, { maxItems: 1000 }),
  next_attempt_at: Type.Union([Timestamp, Type.Null()]),
  created_at: Timestamp,
});

export const DeliveriesQuery = Type.Object({
  ...NumbersPageQuery,
  status: Type.Optional(Type.Union([Type.Literal('pending'), Type.Literal('succeeded'), Type.Literal('failed')])),
});

export const DeliveriesPage = Type.Object({
  deliveries: Type.Array(Delivery, { maxItems: 100 }),
  page: Type.Integer(),
  per_page: Type.Integer(),
  total: Type.Integer(),
});

export const DeliveryParams = Type.Object({ id: Type.String({ format: 'uuid', maxLength: 36 }) });
