// The event types of event destinations, spread into the catalogue (events.catalogue.ts).

import { Type } from 'typebox';
import { EventDestination } from './destinations.schemas.ts';

export const destinationEventTypes = {
  'webhook.destination_disabled': {
    resource: 'event_destination',
    description:
      'An event destination was turned off because it answered 410 Gone to a delivery. `data` is the destination as GET /event-destinations/{id} shows it now; `previous` is `{enabled: true}`.',
    data: Type.Object({ ...EventDestination.properties, enabled: Type.Literal(false), disabled_reason: Type.Literal('gone') }),
    previous: Type.Object({ enabled: Type.Literal(true) }, { additionalProperties: false }),
  },
} as const;
