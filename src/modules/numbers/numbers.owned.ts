// Owned numbers: list, read and release. Released and failed numbers stay as history
// and read like numbers that never existed.

import { AppError, notFound } from '../../lib/errors.ts';
import type { Db } from '../../db/client.ts';
import type { NumbersPort } from '../../providers/upstream/numbers.port.ts';
import type { EventOrigin } from '../events/events.origin.ts';
import type { NumberEvents } from './numbers.events.ts';
import { offsetOf } from './numbers.paging.ts';
import type { NumbersRepo } from './numbers.repo.ts';
import { callNumberProvider } from './numbers.upstream.ts';
import type { PhoneNumberRow } from './numbers.view.ts';

export function createOwnedNumbers(deps: { db: Db; port: NumbersPort; repo: NumbersRepo; events: Pick<NumberEvents, 'changed'> }) {
  const { db, port, repo } = deps;

  async function get(organizationId: string, id: string): Promise<PhoneNumberRow> {
    const row = await repo.findLive(organizationId, id);
    if (row === null) throw notFound('phone number', id);
    return row;
  }

  return {
    get,

    list: (organizationId: string, page: number, perPage: number) => repo.list(organizationId, { limit: perPage, offset: offsetOf(page, perPage) }),

    /** Gives the number back to the provider, then marks it released. */
    async release(origin: EventOrigin, organizationId: string, id: string): Promise<PhoneNumberRow> {
      const row = await get(organizationId, id);
      if (row.status === 'provisioning' || row.upstreamNumberId === null) {
        throw new AppError('validation_error', 'the number is still being provisioned; release it once it is active', { id, status: row.status });
      }
      const upstreamId = row.upstreamNumberId;
      await callNumberProvider('release the number', () => notFound('phone number', id), () => port.releaseNumber(upstreamId));
      const at = await port.now();
      const released = await db.transaction(async (tx) => {
        const done = await repo.markReleased(organizationId, id, at, tx);
        if (done !== null) await deps.events.changed(origin, organizationId, 'number.released', id, row, tx);
        return done;
      });
      // Released concurrently by another request: the same outcome.
      if (released === null) throw notFound('phone number', id);
      return released;
    },
  };
}

export type OwnedNumbers = ReturnType<typeof createOwnedNumbers>;
