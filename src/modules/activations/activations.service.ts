// Activations: plans running on links. Activating sends the plan to the provider as an
// add-on first (outside any transaction), then records it; if recording fails, the
// add-on is removed again. Removing goes the same way round: the provider first, then
// the record. Usage, start, expiry and exhaustion arrive later from the usage snapshot.

import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Db, Executor } from '../../db/client.ts';
import { deleted, invalid, notFound } from '../../lib/errors.ts';
import { type ProviderName, UpstreamError, type UpstreamRegistry } from '../../providers/upstream/upstream.port.ts';
import { upstreamUnavailable } from '../../providers/upstream/upstream.errors.ts';
import type { PlanRow } from '../plans/plans.repo.ts';
import { addonInputOf, settingsOf } from '../plans/plans.rules.ts';
import type { EventOrigin } from '../events/events.origin.ts';
import type { ActivationEvents } from './activations.events.ts';
import type { ActivationListQuery, ActivationRecord, ActivationsRepo, LinkRow } from './activations.repo.ts';

export type ActivationSource = 'manual' | 'resubscription';

/** The activation a resubscription renews, and the renewal's place in its chain. */
export interface Renewal {
  previousActivationId: string;
  reactivationCount: number;
}

export interface ActivationsDeps {
  db: Db;
  repo: ActivationsRepo;
  upstream: UpstreamRegistry;
  /** A live plan of the organisation, or entity_not_found / entity_deleted. */
  requirePlan(organizationId: string, id: string, tx?: Executor, lock?: 'update' | 'share'): Promise<PlanRow>;
  logger: Logger;
  /** The activations' events, written in the transaction of each change (activations.events.ts). */
  events: ActivationEvents;
}

/** What makes a link of each status active, as the link's transitions allow. */
const howToActivate: Partial<Record<string, string>> = {
  pre_active: ' (a link created without plans becomes active when its SIM is detached and attached again; create links with plan_ids to start them active)',
  hold: ' (attach a SIM to make it active)',
  suspended: ' (resume it first)',
};

const isRemoved = (link: LinkRow) => link.status === 'removed' || link.removedAt !== null;

/** The rules the link must meet for a plan to start on it. */
function checkLinkCanActivate(link: LinkRow): asserts link is LinkRow & { simId: string; upstreamEndpointId: string } {
  if (link.status !== 'active') {
    throw invalid(`a plan can only be activated on an active link; this link is ${link.status}${howToActivate[link.status] ?? ''}`, { entity: 'link', id: link.id, status: link.status });
  }
  if (link.simId === null) throw invalid('the link has no SIM attached', { entity: 'link', id: link.id });
  if (link.upstreamEndpointId === null) throw invalid('the link has no service endpoint at its provider yet', { entity: 'link', id: link.id });
}

export function createActivationsService(deps: ActivationsDeps) {
  const { db, repo, upstream, logger } = deps;

  async function requireLink(organizationId: string, linkId: string, tx?: Executor, lock?: 'update'): Promise<LinkRow> {
    const link = await repo.findLink(organizationId, linkId, tx, lock);
    if (link === null) throw notFound('link', linkId);
    if (isRemoved(link)) throw deleted('link', linkId);
    return link;
  }

  async function recordOf(organizationId: string, id: string): Promise<ActivationRecord> {
    const record = await repo.findRecord(organizationId, id);
    if (record === null) throw notFound('activation', id);
    return record;
  }

  async function checkZones(organizationId: string, link: LinkRow & { simId: string }, plan: PlanRow): Promise<void> {
    const simZones = (await repo.simZones(organizationId, link.simId)) ?? [];
    const shared = plan.compatibilityZones.filter((z) => simZones.includes(z));
    if (shared.length === 0 || plan.provider !== link.provider) {
      throw invalid("the plan's compatibility zones do not intersect the SIM's", {
        entity: 'plan',
        id: plan.id,
        plan_zones: plan.compatibilityZones,
        sim_zones: simZones,
      });
    }
  }

  /** Compensation: the provider keeps no add-on the platform did not record. */
  async function discardAddon(provider: ProviderName, endpointId: string, addonId: string): Promise<void> {
    await upstream
      .get(provider)
      .removePlan(endpointId, addonId)
      .catch((err: unknown) => logger.warn({ err, provider, endpointId, addonId }, 'could not remove an unrecorded add-on; the provider keeps an orphan'));
  }

  /**
   * Starts `planId` on `link` (a links row, already committed). The add-on is created
   * at the provider first; the activation is then recorded under a lock of the link and
   * the plan, re-checking both, so a link detached or a plan deleted meanwhile undoes the
   * add-on instead of leaving an activation the rules forbid.
   */
  async function activate(origin: EventOrigin, organizationId: string, link: LinkRow, planId: string, source: ActivationSource, renewal?: Renewal): Promise<ActivationRecord> {
    if (isRemoved(link)) throw deleted('link', link.id);
    const plan = await deps.requirePlan(organizationId, planId);
    checkLinkCanActivate(link);
    await checkZones(organizationId, link, plan);

    const provider = link.provider as ProviderName;
    const endpointId = link.upstreamEndpointId;
    let addon: Awaited<ReturnType<ReturnType<UpstreamRegistry['get']>['addPlan']>>;
    try {
      addon = await upstream.get(provider).addPlan(endpointId, addonInputOf(settingsOf(plan)));
    } catch (err) {
      throw upstreamUnavailable(err, provider, 'add the plan to the link');
    }

    const id = randomUUID();
    try {
      await db.transaction(async (tx) => {
        const current = await requireLink(organizationId, link.id, tx, 'update');
        checkLinkCanActivate(current);
        if (current.simId !== link.simId || current.upstreamEndpointId !== endpointId) {
          throw invalid('the link changed while the plan was being activated; try again', { entity: 'link', id: link.id });
        }
        // Shared lock: a concurrent plan delete either waits and then sees this activation, or went first and is seen here.
        await deps.requirePlan(organizationId, planId, tx, 'share');
        await repo.insert(
          {
            organizationId,
            id,
            linkId: link.id,
            planId,
            status: 'active',
            source,
            upstreamAddonId: addon.id,
            reactivationCount: renewal?.reactivationCount ?? 0,
            previousActivationId: renewal?.previousActivationId ?? null,
          },
          tx,
        );
        await repo.recount(organizationId, link.id, tx);
        await deps.events.started(origin, organizationId, id, tx);
      });
    } catch (err) {
      await discardAddon(provider, endpointId, addon.id);
      throw err;
    }
    return recordOf(organizationId, id);
  }

  return {
    requireLink,
    activate,

    /** POST /links/{link_id}/activations. */
    async create(origin: EventOrigin, organizationId: string, linkId: string, planId: string): Promise<ActivationRecord> {
      return activate(origin, organizationId, await requireLink(organizationId, linkId), planId, 'manual');
    },

    async list(organizationId: string, linkId: string, q: ActivationListQuery): Promise<{ items: ActivationRecord[]; total: number }> {
      await requireLink(organizationId, linkId);
      const { rows, total } = await repo.list(organizationId, linkId, q);
      return { items: rows, total };
    },

    /**
     * Removes the add-on at the provider, then marks the activation removed. There is
     * no compensation the other way: re-adding the add-on would grant a fresh allowance.
     * Should the write fail after the provider removed it, the next usage snapshot sees
     * the add-on removed and marks the activation removed too.
     */
    async remove(origin: EventOrigin, organizationId: string, linkId: string, activationId: string): Promise<void> {
      const link = await requireLink(organizationId, linkId);
      const activation = await repo.find(organizationId, linkId, activationId);
      if (activation === null) throw notFound('activation', activationId);
      if (activation.status === 'removed') throw deleted('activation', activationId);
      if (activation.upstreamAddonId !== null && link.upstreamEndpointId !== null) {
        const provider = link.provider as ProviderName;
        try {
          await upstream.get(provider).removePlan(link.upstreamEndpointId, activation.upstreamAddonId);
        } catch (err) {
          // An add-on the provider no longer has is already what this call wants.
          if (!(err instanceof UpstreamError && err.kind === 'not_found')) throw upstreamUnavailable(err, provider, 'remove the plan from the link');
        }
      }
      await db.transaction(async (tx) => {
        // The link first (see removeAllForLink).
        await repo.findLink(organizationId, linkId, tx, 'update');
        const removed = await repo.markRemoved(organizationId, linkId, activationId, tx);
        await repo.recount(organizationId, linkId, tx);
        if (removed !== null) await deps.events.changed(origin, organizationId, [removed], [], tx);
      });
    },

    /**
     * The cascade of a link delete (its activations end with it), inside the caller's
     * transaction. The provider's add-ons go with the deleted endpoint, so nothing is
     * called upstream here. Returns how many activations were removed.
     */
    async removeAllForLink(origin: EventOrigin, organizationId: string, linkId: string, tx: Executor): Promise<number> {
      // The link first, whatever the caller did before: every writer of a link and its
      // activations takes the link's lock before theirs, so none of them deadlocks.
      await repo.findLink(organizationId, linkId, tx, 'update');
      const removed = await repo.removeAllOfLink(organizationId, linkId, tx);
      await repo.recount(organizationId, linkId, tx);
      await deps.events.changed(origin, organizationId, removed, [], tx);
      return removed.length;
    },
  };
}

export type ActivationsService = ReturnType<typeof createActivationsService>;
