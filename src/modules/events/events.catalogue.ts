// The catalogue of event types: for each, the resource it is about, what it means, and
// the schemas of its `data` (the resource as the API shows it after the change) and its
// `previous` (what the change changed). The OpenAPI document and the SDK's union of
// events are built from this table, and emitters are typed by it. A module adds a type
// here (docs/events.md#adding-an-event-type).

import { type Static, type TSchema, Type } from 'typebox';
import { activationEventTypes } from '../activations/activations.events.ts';
import { clientEventTypes } from '../clients/clients.events.ts';
import { destinationEventTypes } from '../destinations/destinations.events.ts';
import { kycEventTypes } from '../kyc/kyc.events.ts';
import { simEventTypes } from '../sims/sims.events.ts';
import { smsEventTypes } from '../sms/sms.events.ts';
import { taskEventTypes } from '../tasks/tasks.events.ts';
import { userEventTypes } from '../users/users.events.ts';
import { Link, LinkStatus } from '../links/links.schemas.ts';
import { numberEventTypes } from '../numbers/numbers.events.ts';
import { resellerEventTypes } from '../reseller/reseller.events.ts';
import { walletEventTypes } from '../wallet/wallet.events.ts';

/** One type of the catalogue; a module may define its types beside its code and spread them in below. */
export interface EventTypeDefinition {
  resource: string;
  description: string;
  data: TSchema;
  previous: TSchema;
}

const LinkStatusBefore = Type.Object({ status: LinkStatus }, { additionalProperties: false });

export const eventTypes = {
  'link.created': {
    resource: 'link',
    description: 'A link was created (POST /links, or a bulk create). `data` is the new link; `previous` is null.',
    data: Link,
    previous: Type.Null(),
  },
  'link.status_changed': {
    resource: 'link',
    description:
      "A link's status changed: suspended, resumed, a SIM attached (active) or detached (hold), by a single request or a bulk task. `data` is the link after the change; `previous` holds its status before.",
    data: Link,
    previous: LinkStatusBefore,
  },
  'link.terminated': {
    resource: 'link',
    description: 'A link was deleted (DELETE /links/{id}, or a bulk delete); reading it now answers 410. `data` is the link as it was removed (status `removed`); `previous` holds its status before.',
    data: Type.Object({ ...Link.properties, status: Type.Literal('removed') }),
    previous: LinkStatusBefore,
  },
  ...numberEventTypes,
  ...walletEventTypes,
  ...resellerEventTypes,
  ...destinationEventTypes,
  ...activationEventTypes,
  ...clientEventTypes,
  ...userEventTypes,
  ...kycEventTypes,
  ...simEventTypes,
  ...taskEventTypes,
  ...smsEventTypes,
} as const satisfies Record<string, EventTypeDefinition>;

export type EventTypes = typeof eventTypes;
export type EventType = keyof EventTypes;
export const eventTypeNames = Object.keys(eventTypes) as EventType[];
export type EventData<T extends EventType> = Static<EventTypes[T]['data']>;
export type EventPrevious<T extends EventType> = Static<EventTypes[T]['previous']>;
