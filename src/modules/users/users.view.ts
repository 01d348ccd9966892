// The APIs' shape of a console user (never a password hash nor a link's token), built from its row.

import type { Static } from 'typebox';
import type { UserRow } from './users.repo.ts';
import type { User } from './users.schemas.ts';

export const toUser = (u: UserRow): Static<typeof User> => ({ id: u.id, email: u.email, role: u.role as 'admin' | 'viewer', created_at: u.createdAt.toISOString() });
