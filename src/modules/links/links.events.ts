// The links' events (docs/events.md): each written in the transaction of its change,
// with the link as the API shows it after the change, read in that transaction.

import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { moneyText } from '../wallet/wallet.events.ts';
import type { EventData } from '../events/events.catalogue.ts';
import type { EventOrigin } from '../events/events.origin.ts';
import { isoSql } from '../events/events.sql.ts';
import type { AnyNewEvent } from '../events/events.writer.ts';
import type { LinksDeps } from './links.core.ts';
import type { LinkRecord, LinkStatus, StoredLink } from './links.repo.ts';
import { toLink } from './links.view.ts';

/**
 * A link just inserted by the statement (a row `l` of links, and `s` of its SIM with
 * id, iccid, sim_type, msisdn and imei, or nulls) as `link.created`'s `data`, built in
 * SQL for a statement that inserts links in bulk: what toLink gives for it (a new link
 * has seen no network, so no operator).
 */
export function newLinkDataSql(l: string, s: string): SQL {
  const c = (col: string) => sql.raw(`${l}.${col}`);
  const sim = (col: string) => sql.raw(`${s}.${col}`);
  return sql`jsonb_build_object(
    'id', ${c('id')}, 'name', ${c('name')}, 'status', ${c('status')}, 'compatibility_zones', to_jsonb(${c('compatibility_zones')}),
    'sim', CASE WHEN ${sim('id')} IS NULL THEN NULL
                ELSE jsonb_build_object('id', ${sim('id')}, 'iccid', ${sim('iccid')}, 'sim_type', ${sim('sim_type')}, 'msisdn', ${sim('msisdn')}, 'imei', ${sim('imei')}) END,
    'usage', jsonb_build_object('total_used_mib', ${moneyText(c('total_used_mib'))}, 'activation_count', ${c('activation_count')}),
    'network_status', jsonb_build_object('connected', ${c('network_connected')}, 'rat', coalesce(${c('network_rat')}, 'unknown'), 'operator', NULL::jsonb,
                                         'country', ${c('network_country')}, 'last_seen_at', ${isoSql(c('network_last_seen_at'))}, 'refreshed_at', ${isoSql(c('network_refreshed_at'))}),
    'barred_network_types', to_jsonb(${c('barred_network_types')}), 'imei_lock', ${c('imei_lock')}, 'throttle', ${c('throttle')}, 'meta', ${c('meta')},
    'created_at', ${isoSql(c('created_at'))}, 'updated_at', ${isoSql(c('updated_at'))})`;
}

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
