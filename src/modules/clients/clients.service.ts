import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { EventOrigin } from '../events/events.origin.ts';
import type { ClientEvents } from './clients.events.ts';
import type { ClientRow, ClientsRepo } from './clients.repo.ts';
import { generateClientId, generateSecret, hashSecret } from './clients.secrets.ts';

/** What a client may do: `admin` reads and writes, `viewer` only reads. */
export type Role = 'admin' | 'viewer';

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
    /** Creates a client; the plain secret is returned this once and never stored. */
    async create(origin: EventOrigin, input: { organizationId: string | null; name: string; roles: Role[] }): Promise<{ client: ClientRow; secret: string }> {
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

    async revoke(origin: EventOrigin, clientId: string): Promise<ClientRow> {
      const revoked = await deps.db.transaction(async (tx) => {
        const r = await clientsRepo.revoke(clientId, tx);
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
