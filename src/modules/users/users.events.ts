// The console users' events (docs/events.md): a user of the organisation created, their
// role changed or removed, by the operator or by one of the organisation's admins,
// written in the transaction of the change. `data` is the user as the APIs show them,
// never an invitation or reset link.

import { Type } from 'typebox';
import type { Executor } from '../../db/client.ts';
import type { EventTypeDefinition } from '../events/events.catalogue.ts';
import type { EventOrigin } from '../events/events.origin.ts';
import type { EventWriter } from '../events/events.writer.ts';
import type { UserRow } from './users.repo.ts';
import { RemovedUser, RoleSchema, User } from './users.schemas.ts';
import { toUser } from './users.view.ts';

export const userEventTypes = {
  'user.created': {
    resource: 'user',
    description: 'A console user of the organisation was created (POST /users, or the operator\'s POST /admin/organizations/{id}/users). `data` is the user as GET /users shows them (never the invitation link); `previous` is null.',
    data: User,
    previous: Type.Null(),
  },
  'user.role_changed': {
    resource: 'user',
    description: "A console user's role changed (PATCH /users/{id}); the access tokens their sessions minted with the old role stop working. `data` is the user after the change; `previous` holds the role before.",
    data: User,
    previous: Type.Object({ role: RoleSchema }, { additionalProperties: false }),
  },
  'user.removed': {
    resource: 'user',
    description: "A console user was removed (DELETE /users/{id}, or the operator's DELETE /admin/users/{id}); their sessions and tokens end. `data` is the user as removed, with `removed_at`; `previous` holds `removed_at` before (null).",
    data: RemovedUser,
    previous: Type.Object({ removed_at: Type.Null() }, { additionalProperties: false }),
  },
} as const satisfies Record<string, EventTypeDefinition>;

export function createUserEvents(deps: { events: EventWriter }) {
  const { events } = deps;
  return {
    async created(origin: EventOrigin, user: UserRow, tx: Executor): Promise<void> {
      await events.write(tx, { organizationId: user.organizationId, type: 'user.created', resourceId: user.id, data: toUser(user), previous: null }, origin);
    },

    async roleChanged(origin: EventOrigin, user: UserRow, before: 'admin' | 'viewer', tx: Executor): Promise<void> {
      await events.write(tx, { organizationId: user.organizationId, type: 'user.role_changed', resourceId: user.id, data: toUser(user), previous: { role: before } }, origin);
    },

    async removed(origin: EventOrigin, user: UserRow, tx: Executor): Promise<void> {
      if (user.removedAt === null) return;
      const data = { ...toUser(user), removed_at: user.removedAt.toISOString() };
      await events.write(tx, { organizationId: user.organizationId, type: 'user.removed', resourceId: user.id, data, previous: { removed_at: null } }, origin);
    },
  };
}

export type UserEvents = ReturnType<typeof createUserEvents>;
