// The SIMs' events (docs/events.md): the device a SIM sits in changed, as the provider
// reports it. Every write of what the provider reports of a SIM goes through
// `syncReported`, which writes sim.imei_changed in the same transaction when the IMEI
// it stores differs from the one before.

import { Type } from 'typebox';
import type { Db, Executor } from '../../db/client.ts';
import type { EventTypeDefinition } from '../events/events.catalogue.ts';
import type { EventOrigin } from '../events/events.origin.ts';
import type { EventWriter } from '../events/events.writer.ts';
import type { SimRow, SimsRepo, SimSync } from './sims.repo.ts';
import { Sim, toSim } from './sims.schemas.ts';

export const simEventTypes = {
  'sim.imei_changed': {
    resource: 'sim',
    description:
      "The IMEI last seen for a SIM changed: the SIM is in another device, as the provider reported it to a refresh (POST /sims/{sim_id}/refresh) or to an IMEI lock (POST /links/{link_id}/imei-lock). `data` is the SIM as GET /sims/{sim_id} shows it; `previous` holds the IMEI before (null when none was seen).",
    data: Sim,
    previous: Type.Object({ imei: Type.Union([Type.String(), Type.Null()]) }, { additionalProperties: false }),
  },
} as const satisfies Record<string, EventTypeDefinition>;

export function createSimEvents(deps: { db: Db; repo: SimsRepo; events: EventWriter }) {
  const { db, repo, events } = deps;

  async function syncIn(origin: EventOrigin, organizationId: string, id: string, patch: SimSync, tx: Executor): Promise<SimRow | null> {
    if (patch.imei === undefined) return repo.sync(organizationId, id, patch, tx);
    const before = await repo.lockImei(organizationId, id, tx);
    const row = await repo.sync(organizationId, id, patch, tx);
    if (row === null || before === undefined || before === row.imei) return row;
    const record = await repo.findRecord(organizationId, id, tx);
    if (record !== null) {
      await events.write(tx, { organizationId, type: 'sim.imei_changed', resourceId: id, data: toSim(record.sim, record.link), previous: { imei: before } }, origin);
    }
    return row;
  }

  return {
    /** Stores what the provider reported of the SIM, in `tx` or a transaction of its own. */
    syncReported(origin: EventOrigin, organizationId: string, id: string, patch: SimSync, tx?: Executor): Promise<SimRow | null> {
      return tx === undefined ? db.transaction((t) => syncIn(origin, organizationId, id, patch, t)) : syncIn(origin, organizationId, id, patch, tx);
    },
  };
}

export type SimEvents = ReturnType<typeof createSimEvents>;
