// The people of an organisation and their console sessions: users, invitations,
// sign-in with its throttle (the token endpoint's count of wrong secrets), sessions and
// the access tokens a session mints (docs/authentication.md#console-users-and-sessions).
// Its routes: the operator's on the admin API, the organisation's own on the connectivity
// API (`/users`), the console's own under /console/api. A user removed, changed or reset,
// or a session signed out, by this process is forgotten at once by every cache that
// subscribes through `onChange` or `onSignOut` (the guard's).

import type { EventWriter } from '../events/events.writer.ts';
import { createUserEvents } from './users.events.ts';
import { createUsersRepo } from './users.repo.ts';
import { createUsersService, type UsersServiceDeps } from './users.service.ts';
import { consoleMounts } from './users.console.routes.ts';
import { userMounts } from './users.routes.ts';
import { orgUserMounts } from './users.org.routes.ts';

export function createUsersModule(deps: Omit<UsersServiceDeps, 'repo' | 'events' | 'onChange' | 'onSignOut'> & { events: EventWriter }) {
  const { events, ...rest } = deps;
  const changeListeners: Array<(userId: string) => void> = [];
  const signOutListeners: Array<(userId: string, sessionId: string) => void> = [];
  const service = createUsersService({
    ...rest,
    repo: createUsersRepo(deps.db),
    events: createUserEvents({ events }),
    onChange: (userId) => {
      for (const listener of changeListeners) listener(userId);
    },
    onSignOut: (userId, sessionId) => {
      for (const listener of signOutListeners) listener(userId, sessionId);
    },
  });
  return {
    service,
    routes: [...userMounts(service), ...orgUserMounts(service), ...consoleMounts(service)],
    /** Adds an in-process cache to forget a user whenever this process removes them, changes their role or resets their password. */
    onChange(listener: (userId: string) => void): void {
      changeListeners.push(listener);
    },
    /** Adds an in-process cache to forget a session's tokens whenever this process signs it out. */
    onSignOut(listener: (userId: string, sessionId: string) => void): void {
      signOutListeners.push(listener);
    },
  };
}

export type UsersModule = ReturnType<typeof createUsersModule>;
