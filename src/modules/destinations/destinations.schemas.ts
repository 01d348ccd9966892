// Schemas of event destinations and their delivery log (/event-destinations).
import { Type } from 'typebox';
import { PageQuery, Paginated, SearchText } from '../../lib/pagination.ts';
import { Uuid } from '../coverages/coverages.schemas.ts';
import { MAX_URL_LENGTH } from '../webhooks/webhooks.targets.ts';

const Timestamp = Type.String({ format: 'date-time', maxLength: 40 });
export const MAX_EVENT_TYPES = 50;
export const MAX_DESCRIPTION = 500;

const Url = Type.String({ minLength: 1, maxLength: MAX_URL_LENGTH, description: 'absolute http(s) URL on the public internet' });
const EventTypes = Type.Array(
  Type.String({ maxLength: 100, pattern: '^[a-z][a-z_]*(\\.[a-z][a-z_]*)*(\\.\\*)?$', description: 'an event type (`link.status_changed`), or a prefix ending in `.*` (`link.*`)' }),
  { minItems: 1, maxItems: MAX_EVENT_TYPES, uniqueItems: true, description: 'the types delivered: exact types of the catalogue, or prefixes such as `link.*`' },
);
const Description = SearchText({ maxLength: MAX_DESCRIPTION, description: 'what the destination is for' });

export const EventDestination = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    url: Type.String({ maxLength: MAX_URL_LENGTH }),
    event_types: Type.Array(Type.String({ maxLength: 100 }), { maxItems: MAX_EVENT_TYPES }),
    description: Type.Union([Type.String({ maxLength: MAX_DESCRIPTION }), Type.Null()]),
    enabled: Type.Boolean({ description: 'false once turned off by PATCH, or after the destination answered 410' }),
    disabled_reason: Type.Union([Type.Literal('gone'), Type.Literal('turned_off'), Type.Null()], {
      description: '`gone`: the destination answered 410; `turned_off`: PATCH enabled false; null while enabled',
    }),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { description: 'Where events of the chosen types are delivered, signed with the destination\'s secret (Standard Webhooks).' },
);

export const CreatedEventDestination = Type.Object(
  {
    ...EventDestination.properties,
    secret: Type.String({ description: 'the signing secret (`whsec_<base64>`), answered only now' }),
  },
  { description: 'The new destination, with its signing secret: store it now, it is never answered again.' },
);

export const CreateEventDestination = Type.Object(
  { url: Url, event_types: EventTypes, description: Type.Optional(Description) },
  { additionalProperties: false },
);

export const UpdateEventDestination = Type.Object(
  {
    url: Type.Optional(Url),
    event_types: Type.Optional(EventTypes),
    description: Type.Optional(Type.Union([Description, Type.Null()])),
    enabled: Type.Optional(Type.Boolean({ description: 'true turns a destination back on (also after a 410)' })),
  },
  { additionalProperties: false, minProperties: 1 },
);

export const EventDestinationParams = Type.Object({ destination_id: Uuid });
export const DestinationDeliveryParams = Type.Object({ destination_id: Uuid, delivery_id: Uuid });

export const EventDestinationListQuery = Type.Object({ ...PageQuery });
export const EventDestinationList = Paginated(EventDestination);

const Attempt = Type.Object({
  at: Timestamp,
  status_code: Type.Union([Type.Integer(), Type.Null()]),
  error: Type.Union([Type.String({ maxLength: 1000 }), Type.Null()]),
  duration_ms: Type.Integer(),
});

export const EventDelivery = Type.Object({
  id: Type.String({ format: 'uuid', description: 'also the webhook-id header of every attempt' }),
  event_id: Type.String({ format: 'uuid', description: 'the event delivered (its id is in the body and in the `event-id` header)' }),
  event_type: Type.String({ maxLength: 100 }),
  url: Type.String({ maxLength: MAX_URL_LENGTH, description: 'the URL of the destination when the delivery was recorded' }),
  status: Type.Union([Type.Literal('pending'), Type.Literal('succeeded'), Type.Literal('failed')]),
  attempts: Type.Array(Attempt, { maxItems: 1000 }),
  next_attempt_at: Type.Union([Timestamp, Type.Null()]),
  created_at: Timestamp,
});

export const EventDeliveryListQuery = Type.Object({
  ...PageQuery,
  status: Type.Optional(Type.Union([Type.Literal('pending'), Type.Literal('succeeded'), Type.Literal('failed')])),
});
export const EventDeliveryList = Paginated(EventDelivery);
