// Routing endpoints and a number's routing: validation,
// serialization and OpenAPI from one source.
import { Type } from 'typebox';
import { NumbersPageQuery } from '../numbers/numbers.paging.ts';

export const EndpointType = Type.Union([Type.Literal('voice'), Type.Literal('sms')], { description: '`voice` or `sms`' });

const Name = Type.String({ minLength: 1, maxLength: 128, description: 'display name, 1 to 128 characters' });
const DestinationUri = Type.String({
  minLength: 1,
  maxLength: 2048,
  description: 'absolute URI: `http`/`https` for `sms` endpoints; `sip`, `sips`, `tel`, `http` or `https` for `voice` endpoints',
  examples: ['https://example.com/sms'],
});

export const Endpoint = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    type: EndpointType,
    destination_uri: Type.String(),
    is_default: Type.Boolean(),
    is_secondary: Type.Boolean(),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { description: 'Where voice calls or SMS of a number go' },
);

export const CreateEndpoint = Type.Object(
  {
    name: Name,
    type: EndpointType,
    destination_uri: DestinationUri,
    is_default: Type.Optional(Type.Boolean({ default: false, description: 'the fallback of numbers without routing of this type; one per type' })),
    is_secondary: Type.Optional(Type.Boolean({ default: false })),
  },
  { additionalProperties: false },
);

export const UpdateEndpoint = Type.Object(
  {
    name: Type.Optional(Name),
    destination_uri: Type.Optional(DestinationUri),
    is_default: Type.Optional(Type.Boolean()),
    is_secondary: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);

export const EndpointIdParams = Type.Object({ endpointId: Type.String({ format: 'uuid', maxLength: 36 }) });
export const PhoneNumberIdParams = Type.Object({ phoneNumberId: Type.String({ format: 'uuid', maxLength: 36 }) });

export const EndpointListQuery = Type.Object({ type: Type.Optional(EndpointType), ...NumbersPageQuery });

export const EndpointList = Type.Object({
  endpoints: Type.Array(Endpoint),
  page: Type.Integer(),
  per_page: Type.Integer(),
  total: Type.Integer(),
});

const EndpointRef = Type.Union([Type.String({ format: 'uuid', maxLength: 36 }), Type.Null()]);

export const RoutingBody = Type.Object(
  {
    voice_endpoint_id: EndpointRef,
    sms_endpoint_id: EndpointRef,
  },
  { additionalProperties: false, description: 'null falls back to the default endpoint of the type' },
);

export const Routing = Type.Object({
  phone_number_id: Type.String({ format: 'uuid' }),
  voice_endpoint_id: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
  sms_endpoint_id: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
  effective: Type.Object(
    { voice: Type.Union([Endpoint, Type.Null()]), sms: Type.Union([Endpoint, Type.Null()]) },
    { description: 'the configured endpoint, else the default endpoint of the type, else null' },
  ),
});
