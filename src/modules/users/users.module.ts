// The people of an organisation and their console sessions: users, invitations,
// sign-in with its throttle (the token endpoint's count of wrong secrets), sessions and
// the access tokens a session mints (docs/authentication.md#console-users-and-sessions).
// Its routes: the operator's on the admin API, the console's own under /console/api.
// A user removed or a session signed out by this process is forgotten at once by every
// cache that subscribes through `onRemove` or `onSignOut` (the guard's).

import type { Db } from '../../db/client.ts';
import { createUsersRepo } from './users.repo.ts';
import { createUsersService, type UsersServiceDeps } from './users.service.ts';
import { consoleMounts } from './users.console.routes.ts';
import { userMounts } from './users.routes.ts';

export function createUsersModule(deps: Omit<UsersServiceDeps, 'repo' | 'onRemove' | 'onSignOut'> & { db: Db }) {
  const { db, ...rest } = deps;
  const removeListeners: Array<(userId: string) => void> = [];
  const signOutListeners: Array<(userId: string, sessionId: string) => void> = [];
  const service = createUsersService({
    ...rest,
    repo: createUsersRepo(db),
    onRemove: (userId) => {
      for (const listener of removeListeners) listener(userId);
    },
    onSignOut: (userId, sessionId) => {
      for (const listener of signOutListeners) listener(userId, sessionId);
    },
  });
  return {
    service,
    routes: [...userMounts(service), ...consoleMounts(service)],
    /** Adds an in-process cache to forget a user whenever this process removes them. */
    onRemove(listener: (userId: string) => void): void {
      removeListeners.push(listener);
    },
    /** Adds an in-process cache to forget a session's tokens whenever this process signs it out. */
    onSignOut(listener: (userId: string, sessionId: string) => void): void {
      signOutListeners.push(listener);
    },
  };
}

export type UsersModule = ReturnType<typeof createUsersModule>;
