// The links' events (docs/events.md): each written in the transaction of its change,
// with the link as the API shows it after the change, read in that transaction.

import type { Executor } from '../../db/client.ts';
import type { EventData } from '../events/events.catalogue.ts';
import type { EventOrigin } from '../events/events.origin.ts';
import type { AnyNewEvent } from '../events/events.writer.ts';
import type { LinksDeps } from './links.core.ts';
import type { LinkRecord, LinkStatus, StoredLink } from './links.repo.ts';
import { toLink } from './links.view.ts';

/** A link whose status a write changed, and the status it had. */
export interface StatusChange {
  id: string;
  from: string;
}

export function createLinkEvents(deps: Pick<LinksDeps, 'repo' | 'events'>, core: { withOperators(stored: StoredLink[], tx?: Executor): Promise<LinkRecord[]> }) {
  const { repo, events } = deps;

  /** The links as the API shows them, read in `tx` (one read for all). */
  async function views(organizationId: string, ids: readonly string[], tx: Executor) {
    const records = await core.withOperators(await repo.findStoredMany(organizationId, ids, tx), tx);
    return new Map(records.map((r) => [r.link.id, toLink(r)]));
  }

  return {
    async created(origin: EventOrigin, organizationId: string, id: string, tx: Executor): Promise<void> {
      const data = (await views(organizationId, [id], tx)).get(id);
      if (data !== undefined) await events.write(tx, { organizationId, type: 'link.created', resourceId: id, data, previous: null }, origin);
    },

    /** One `link.status_changed` per link, all in one statement (a bulk task's batch). */
    async statusChanged(origin: EventOrigin, organizationId: string, changes: readonly StatusChange[], tx: Executor): Promise<void> {
      if (changes.length === 0) return;
      const shown = await views(organizationId, changes.map((c) => c.id), tx);
      const list: AnyNewEvent[] = [];
      for (const c of changes) {
        const data = shown.get(c.id);
        if (data === undefined || data.status === c.from) continue;
        list.push({ organizationId, type: 'link.status_changed', resourceId: c.id, data, previous: { status: c.from as LinkStatus } });
      }
      await events.write(tx, list, origin);
    },

    async terminated(origin: EventOrigin, organizationId: string, id: string, from: string, tx: Executor): Promise<void> {
      const data = (await views(organizationId, [id], tx)).get(id);
      if (data === undefined) return;
      await events.write(
        tx,
        {
          organizationId,
          type: 'link.terminated',
          resourceId: id,
          data: { ...data, status: 'removed' } as EventData<'link.terminated'>,
          previous: { status: from as LinkStatus },
        },
        origin,
      );
    },
  };
}

export type LinkEvents = ReturnType<typeof createLinkEvents>;
