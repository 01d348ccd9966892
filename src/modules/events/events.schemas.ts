// The feed's HTTP schemas. An event is a union discriminated by `type`, one member per
// type of the catalogue (events.catalogue.ts), so the OpenAPI document describes each
// type's `data` and the SDK narrows on `type`.

import { type TSchema, Type } from 'typebox';
import { Uuid } from '../coverages/coverages.schemas.ts';
import { eventTypes } from './events.catalogue.ts';
import { eventSources } from './events.origin.ts';

const Timestamp = Type.String({ format: 'date-time' });
const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

export const EventSource = Type.Enum(eventSources, {
  description: '`api`: a call of an API client; `console`: a user of the console; `system`: the platform (jobs, billing runs, repairs); `network`: what a provider reported',
});

const EventActor = Type.Object(
  {
    type: Type.Enum(['client', 'user', 'admin', 'system'], {
      description: '`client`: an API client; `user`: a console user (with a token their session minted); `admin`: the platform operator (ADMIN_TOKEN); `system`: the platform itself',
    }),
    id: Nullable(Type.String({ description: 'the client id or the user id; null for the operator and the platform' })),
  },
  { description: 'who made the change' },
);

const eventMember = (type: string, def: { resource: string; description: string; data: TSchema; previous: TSchema }) =>
  Type.Object(
    {
      id: Type.String({ format: 'uuid' }),
      type: Type.Literal(type),
      created_at: Timestamp,
      sequence: Type.Integer({ minimum: 1, description: "increases with every event of the organisation" }),
      source: EventSource,
      actor: EventActor,
      resource: Type.Object({ type: Type.Literal(def.resource), id: Type.String() }),
      data: def.data,
      previous: def.previous,
      request_id: Nullable(Type.String({ description: 'the request that made the change (its X-Request-Id); null for the platform' })),
    },
    { title: `Event ${type}`, description: def.description },
  );

export const Event = Type.Union(
  Object.entries(eventTypes).map(([type, def]) => eventMember(type, def)),
  { description: 'An event: something that happened to a resource of the organisation. `type` says which member it is.' },
);

export const EventList = Type.Object({
  items: Type.Array(Event, { description: 'newest first' }),
  has_more: Type.Boolean({ description: 'whether older events follow; ask for them with starting_after = the id of the last item' }),
});

export const EventIdParams = Type.Object({ event_id: Uuid });

// `link.status_changed`, or `link.*` for every type of a resource.
const TypeFilter = Type.String({
  maxLength: 100,
  pattern: '^[a-z][a-z_]*(\\.[a-z][a-z_]*)*(\\.\\*)?$',
  description: 'an event type (`link.status_changed`), or a prefix ending in `.*` (`link.*`)',
});

export const EventPageQuery = {
  starting_after: Type.Optional(Type.String({ format: 'uuid', maxLength: 36, description: "the id of the last event of the previous page; the page holds the events after it (older)" })),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20, description: 'events per page (1 to 100)' }),
};

export const EventListQuery = Type.Object({
  type: Type.Optional(TypeFilter),
  resource_id: Type.Optional(Type.String({ minLength: 1, maxLength: 100, pattern: '^[^\\u0000-\\u001f\\u007f]*$', description: 'the id of the resource the events are about' })),
  source: Type.Optional(EventSource),
  created_after: Type.Optional(Type.String({ format: 'date-time', description: 'only events created after this moment' })),
  created_before: Type.Optional(Type.String({ format: 'date-time', description: 'only events created before this moment' })),
  ...EventPageQuery,
});

/** The shortcuts' query: a resource's own events. */
export const ResourceEventListQuery = Type.Object({ type: Type.Optional(TypeFilter), ...EventPageQuery });
