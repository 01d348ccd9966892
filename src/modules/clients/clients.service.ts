import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { EventOrigin } from '../events/events.origin.ts';
import type { ClientEvents } from './clients.events.ts';
import type { ClientRow, ClientsRepo } from './clients.repo.ts';
import { generateClientId, generateSecret, hashSecret } from './clients.secrets.ts';

/** What a client may do: `admin` reads and writes, `viewer` only reads. */
export type Role = 'admin' | 'viewer';

/** Roles by what they allow: a caller grants no role above its highest. */
const roleRank: Record<Role, number> = { viewer: 1, admin: 2 };

/**
 * Refuses (403) roles above the highest of `held`: an organisation's client or user
 * creates clients and users, or changes a user's role, only up to its own.
 */
export function assertGrantable(held: readonly Role[], granted: readonly Role[]): void {
  const highest = Math.max(0, ...held.map((r) => roleRank[r]));
  const above = granted.filter((r) => roleRank[r] > highest);
  if (above.length > 0) throw new AppError('forbidden', `a caller cannot grant a role above its own: ${above.join(', ')}`);
}

export function createClientsService(deps: {
  db: Db;
  clientsRepo: ClientsRepo;
  /** client.created and client.revoked, written in the transaction of the change. */
  events: ClientEvents;
  organizationExists(id: string): Promise<boolean>;
  /** Tells in-process caches that a client changed. */
  onRevoke(clientId: string): void;
}) {
  const { clientsRepo } = deps;
  return {
    /**
     * Creates a client; the plain secret is returned this once and never stored. A client
     * or user of the organisation (`grantor`) grants no role above its own.
     */
    async create(origin: EventOrigin, input: { organizationId: string | null; name: string; roles: Role[] }, grantor: readonly Role[] | null = null): Promise<{ client: ClientRow; secret: string }> {
      if (grantor !== null) assertGrantable(grantor, input.roles);
      if (input.organizationId !== null && !(await deps.organizationExists(input.organizationId))) {
        throw notFound('organization', input.organizationId);
      }
      const secret = generateSecret();
      const secretHash = await hashSecret(secret);
      const client = await deps.db.transaction(async (tx) => {
        const row = await clientsRepo.insert({ clientId: generateClientId(), organizationId: input.organizationId, name: input.name, roles: [...new Set(input.roles)], secretHash }, tx);
        await deps.events.created(origin, row, tx);
        return row;
      });
      return { client, secret };
    },

    async list(organizationId: string): Promise<ClientRow[]> {
      if (!(await deps.organizationExists(organizationId))) throw notFound('organization', organizationId);
      return clientsRepo.listByOrganization(organizationId);
    },

    /** A page of an organisation's clients (the caller's own: it exists), revoked ones too. */
    page(organizationId: string, limit: number, offset: number): Promise<{ rows: ClientRow[]; total: number }> {
      return clientsRepo.pageByOrganization(organizationId, limit, offset);
    },

    /** Revokes a client (of `organizationId` when given: another's is not found); a revoked one answers unchanged. */
    async revoke(origin: EventOrigin, clientId: string, organizationId: string | null = null): Promise<ClientRow> {
      const revoked = await deps.db.transaction(async (tx) => {
        const r = await clientsRepo.revoke(clientId, tx, organizationId);
        if (r?.revokedNow) await deps.events.revoked(origin, r.client, tx);
        return r;
      });
      if (revoked === null) throw notFound('client', clientId);
      deps.onRevoke(clientId);
      return revoked.client;
    },
  };
}

export type ClientsService = ReturnType<typeof createClientsService>;
