// The API clients' events (docs/events.md): an organisation's client created or revoked
// by the operator or by the organisation's admins (/api-clients), written in the transaction of the change. A platform client belongs
// to no organisation, so it has no feed to appear in.

import { Type } from 'typebox';
import type { Executor } from '../../db/client.ts';
import type { EventTypeDefinition } from '../events/events.catalogue.ts';
import type { EventOrigin } from '../events/events.origin.ts';
import type { EventWriter } from '../events/events.writer.ts';
import type { ClientRow } from './clients.repo.ts';
import { Client } from './clients.schemas.ts';
import { toClient } from './clients.view.ts';

const OrganizationClient = Type.Object({ ...Client.properties, organization_id: Type.String({ format: 'uuid' }) });

export const clientEventTypes = {
  'client.created': {
    resource: 'client',
    description: "An API client of the organisation was created (POST /api-clients, or the operator's POST /admin/organizations/{id}/clients). `data` is the client as the admin API shows it (never its secret); `previous` is null.",
    data: OrganizationClient,
    previous: Type.Null(),
  },
  'client.revoked': {
    resource: 'client',
    description: "An API client of the organisation was revoked (DELETE /api-clients/{client_id}, or the operator's DELETE /admin/clients/{client_id}); its tokens stop working. `data` is the client after the change; `previous` holds its `revoked_at` before (null).",
    data: Type.Object({ ...OrganizationClient.properties, revoked_at: Type.String({ format: 'date-time' }) }),
    previous: Type.Object({ revoked_at: Type.Null() }, { additionalProperties: false }),
  },
} as const satisfies Record<string, EventTypeDefinition>;

export function createClientEvents(deps: { events: EventWriter }) {
  const { events } = deps;
  return {
    async created(origin: EventOrigin, client: ClientRow, tx: Executor): Promise<void> {
      if (client.organizationId === null) return;
      const data = { ...toClient(client), organization_id: client.organizationId };
      await events.write(tx, { organizationId: client.organizationId, type: 'client.created', resourceId: client.clientId, data, previous: null }, origin);
    },

    async revoked(origin: EventOrigin, client: ClientRow, tx: Executor): Promise<void> {
      if (client.organizationId === null || client.revokedAt === null) return;
      const data = { ...toClient(client), organization_id: client.organizationId, revoked_at: client.revokedAt.toISOString() };
      await events.write(tx, { organizationId: client.organizationId, type: 'client.revoked', resourceId: client.clientId, data, previous: { revoked_at: null } }, origin);
    },
  };
}

export type ClientEvents = ReturnType<typeof createClientEvents>;
