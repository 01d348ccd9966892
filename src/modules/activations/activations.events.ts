// The activations' events (docs/events.md): their types for the catalogue, and the
// writer of each, which reads the activations in the transaction of their change (one
// read for a batch) and writes their events with one statement.

import { type SQL, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Executor } from '../../db/client.ts';
import type { EventTypeDefinition } from '../events/events.catalogue.ts';
import type { EventOrigin } from '../events/events.origin.ts';
import { isoSql } from '../events/events.sql.ts';
import type { AnyNewEvent, EventWriter } from '../events/events.writer.ts';
import { moneyText } from '../wallet/wallet.events.ts';
import { Notification } from '../plans/plans.schemas.ts';
import type { ActivationsRepo } from './activations.repo.ts';
import { Activation, activationStatuses } from './activations.schemas.ts';
import { toActivation } from './activations.view.ts';

/** An activation as GET /links/{link_id}/activations shows it, with the link it runs on. */
export const ActivationEventData = Type.Object({
  ...Activation.properties,
  link_id: Type.String({ format: 'uuid', description: 'the link the plan runs on' }),
});

const StatusBefore = Type.Object({ status: Type.Enum(activationStatuses) }, { additionalProperties: false });
const ended = (status: 'expired' | 'exhausted') => Type.Object({ ...ActivationEventData.properties, status: Type.Literal(status) });

export const activationEventTypes = {
  'activation.started': {
    resource: 'activation',
    description:
      'A plan started on a link: POST /links/{link_id}/activations, a link created with plan_ids, a bulk add, or a renewal (source `resubscription`, by the platform). `data` is the new activation (`activated_at` stays null until the provider starts counting); `previous` is null.',
    data: ActivationEventData,
    previous: Type.Null(),
  },
  'activation.expired': {
    resource: 'activation',
    description: "An activation's validity ended, as the usage snapshot found it (by the platform). `data` is the activation after the change; `previous` holds its status before.",
    data: ended('expired'),
    previous: StatusBefore,
  },
  'activation.exhausted': {
    resource: 'activation',
    description: "An activation's allowance ran out, as the usage snapshot found it (by the platform). `data` is the activation after the change; `previous` holds its status before.",
    data: ended('exhausted'),
    previous: StatusBefore,
  },
  'activation.removed': {
    resource: 'activation',
    description:
      'An activation was removed: DELETE /links/{link_id}/activations/{activation_id}, a bulk removal, its link deleted, or its add-on gone at the provider (found by the usage snapshot). `data` is the activation as removed (status `removed`); `previous` holds its status before.',
    data: Type.Object({ ...ActivationEventData.properties, status: Type.Literal('removed') }),
    previous: StatusBefore,
  },
  'usage.threshold_reached': {
    resource: 'activation',
    description:
      "An activation's use reached a data threshold of its plan's notifications (`data_consumption_absolute` or `data_consumption_relative`), as the usage snapshot found it; once per notification and activation, when its SMS is queued. `data` holds the activation and the notification; `previous` is null.",
    data: Type.Object({ activation: ActivationEventData, notification: Notification }),
    previous: Type.Null(),
  },
} as const satisfies Record<string, EventTypeDefinition>;

/**
 * An activation (a row `a` of activations) as its events' `data`, built in SQL for a
 * statement that inserts activations in bulk: what toActivation gives, with its link_id.
 */
export function activationDataSql(a: string): SQL {
  const c = (col: string) => sql.raw(`${a}.${col}`);
  return sql`jsonb_build_object(
    'id', ${c('id')},
    'plan', jsonb_build_object('id', coalesce(${c('plan_id')}, ${c('reseller_plan_id')}), 'name', ${c('plan_name')},
                               'included_data_mb', ${c('plan_data_mb')}, 'validity_days', ${c('plan_validity_days')}),
    'status', ${c('status')}, 'source', ${c('source')}, 'activated_at', ${isoSql(c('activated_at'))}, 'expires_at', ${isoSql(c('expires_at'))},
    'usage', jsonb_build_object('allocated_mib', ${moneyText(c('allocated_mib'))}, 'remaining_mib', ${moneyText(c('remaining_mib'))}, 'used_mib', ${moneyText(c('used_mib'))}),
    'created_at', ${isoSql(c('created_at'))}, 'updated_at', ${isoSql(c('updated_at'))}, 'link_id', ${c('link_id')})`;
}

/** An activation whose status a write changed, and the status it had. */
export interface ActivationChange {
  id: string;
  from: string;
}

/** A plan notification whose threshold an activation reached. */
export interface ThresholdReached {
  activationId: string;
  notification: { id: string; type: string; message: string; threshold: number | null };
}

const endTypes = { expired: 'activation.expired', exhausted: 'activation.exhausted', removed: 'activation.removed' } as const;
const thresholdTypes = new Set(['data_consumption_absolute', 'data_consumption_relative']);

export function createActivationEvents(deps: { repo: Pick<ActivationsRepo, 'findRecords'>; events: EventWriter }) {
  const { repo, events } = deps;

  /** The activations as the events show them, read in `tx` (one read for all). */
  async function views(organizationId: string, ids: readonly string[], tx: Executor) {
    const records = await repo.findRecords(organizationId, [...new Set(ids)], tx);
    return new Map(records.map((r) => [r.activation.id, { ...toActivation(r), link_id: r.activation.linkId }]));
  }

  return {
    async started(origin: EventOrigin, organizationId: string, id: string, tx: Executor): Promise<void> {
      const data = (await views(organizationId, [id], tx)).get(id);
      if (data !== undefined) await events.write(tx, { organizationId, type: 'activation.started', resourceId: id, data, previous: null }, origin);
    },

    /**
     * One event per activation that ended (expired, exhausted or removed) and per data
     * threshold reached, all in one statement.
     */
    async changed(origin: EventOrigin, organizationId: string, changes: readonly ActivationChange[], thresholds: readonly ThresholdReached[], tx: Executor): Promise<void> {
      const reached = thresholds.filter((t) => thresholdTypes.has(t.notification.type));
      if (changes.length === 0 && reached.length === 0) return;
      const shown = await views(organizationId, [...changes.map((c) => c.id), ...reached.map((t) => t.activationId)], tx);
      const list: AnyNewEvent[] = [];
      for (const c of changes) {
        const data = shown.get(c.id);
        if (data === undefined || data.status === 'active' || data.status === c.from) continue;
        const previous = { status: c.from as (typeof activationStatuses)[number] };
        list.push({ organizationId, type: endTypes[data.status], resourceId: c.id, data: data as never, previous });
      }
      for (const t of reached) {
        const activation = shown.get(t.activationId);
        if (activation === undefined) continue;
        const n = t.notification;
        list.push({
          organizationId,
          type: 'usage.threshold_reached',
          resourceId: t.activationId,
          data: { activation, notification: { id: n.id, type: n.type as 'data_consumption_absolute', message: n.message, threshold: n.threshold } },
          previous: null,
        });
      }
      await events.write(tx, list, origin);
    },
  };
}

export type ActivationEvents = ReturnType<typeof createActivationEvents>;
