// The API's shape of a client (never its secret), built from its row.

import type { Static } from 'typebox';
import type { ClientRow } from './clients.repo.ts';
import type { Client } from './clients.schemas.ts';

export const toClient = (c: ClientRow): Static<typeof Client> => ({
  client_id: c.clientId,
  name: c.name,
  organization_id: c.organizationId,
  roles: c.roles as Array<'admin' | 'viewer'>,
  created_at: c.createdAt.toISOString(),
  revoked_at: c.revokedAt?.toISOString() ?? null,
});
