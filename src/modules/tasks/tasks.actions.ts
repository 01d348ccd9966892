// What one item of each bulk task does: exactly the single operation, through the same
// service functions, and how a resumed item finds out whether it already happened
// (docs/architecture.md, "Bulk tasks").

import type { Executor } from '../../db/client.ts';
import { AppError, invalid } from '../../lib/errors.ts';
import type { ProviderName, UpstreamRegistry } from '../../providers/upstream/upstream.port.ts';
import { callUpstream, refusedByProvider, requireUpstream } from '../../providers/upstream/upstream.errors.ts';
import type { ActivationsService } from '../activations/activations.service.ts';
import { systemOrigin } from '../events/events.origin.ts';
import { isRemoved } from '../links/links.core.ts';
import type { LinksModule } from '../links/links.module.ts';
import type { StatusTarget } from '../links/links.lifecycle.ts';
import type { LinkRow, LinksRepo } from '../links/links.repo.ts';
import type { SimRow } from '../sims/sims.repo.ts';
import type { TasksRepo, TaskType } from './tasks.repo.ts';

export interface ProvisionPayload {
  sim_id: string;
  name: string;
  plan_ids: string[];
}
export interface LinkPayload {
  link_id: string;
}
export interface LinkPlanPayload {
  link_id: string;
  plan_id: string;
}

/** How the item reached this run: `resumed` items were already running when an earlier run stopped. */
export interface ItemContext {
  resumed: boolean;
  startedAt: Date | null;
}

export type ItemResult = Record<string, unknown>;

/** Item types whose fresh items change the provider at once and leave the link's write to their batch. */
export const deferredTypes = { link_suspend: 'suspended', link_resume: 'active' } as const satisfies Partial<Record<TaskType, StatusTarget>>;
export type DeferredType = keyof typeof deferredTypes;
export const isDeferred = (type: TaskType): type is DeferredType => type in deferredTypes;

/** A provider change made by an item whose link is written with its batch's outcomes. */
export interface PendingWrite {
  linkId: string;
  to: StatusTarget;
  /** Undoes the provider's change (the link changed meanwhile, so the write lost). */
  undo(): Promise<unknown>;
}

export interface TaskActionsDeps {
  /** The links module itself: its operations are looked up at each call. */
  links: Pick<LinksModule, 'create' | 'detachSim' | 'remove' | 'suspend' | 'resume' | 'live' | 'changeStatusAtProvider' | 'writeStatusChanges'>;
  activations: Pick<ActivationsService, 'create' | 'remove' | 'list'>;
  /** Plain reads of links, and the one write that records a provider change made before a crash. */
  linksRepo: Pick<LinksRepo, 'find' | 'findMany' | 'liveLinkOfSim' | 'update'>;
  findSim(organizationId: string, id: string): Promise<SimRow | null>;
  upstream: UpstreamRegistry;
  repo: Pick<TasksRepo, 'removedActivationsSince'>;
}

/** The target changed at or after the item was marked running: by this item, before the crash. */
const since = (at: Date | null, startedAt: Date | null): boolean => at !== null && startedAt !== null && at.getTime() >= startedAt.getTime();

const liveLink = (link: LinkRow | null): link is LinkRow => link !== null && !isRemoved(link);

/** The provider refused a state change with 409, as the links module reports it (a 422 naming a concurrent change, or a 502 it caused). */
const providerRefused = (err: unknown): boolean =>
  (err instanceof AppError && err.code === 'validation_error' && err.details?.reason === 'concurrent_change') || refusedByProvider(err);

export function createTaskActions(deps: TaskActionsDeps) {
  const { linksRepo, upstream } = deps;
  // A task's items run as jobs: their changes are the platform's (docs/events.md#who-made-a-change).
  const origin = systemOrigin;

  /** What the provider says of the link's SIM (read only when resuming an item). */
  async function providerSim(organizationId: string, link: LinkRow) {
    if (link.simId === null) return null;
    const sim = await deps.findSim(organizationId, link.simId);
    if (sim === null) return null;
    return requireUpstream(link.provider, 'read the SIM', () => upstream.get(link.provider as ProviderName).getSim(sim.iccid));
  }

  async function suspendOrResume(organizationId: string, linkId: string, ctx: ItemContext, to: 'suspended' | 'active'): Promise<ItemResult> {
    const from = to === 'suspended' ? 'active' : 'suspended';
    const done = { link_id: linkId, status: to };
    const change = async () => {
      const record = to === 'suspended' ? await deps.links.suspend(origin, organizationId, linkId) : await deps.links.resume(origin, organizationId, linkId);
      return { link_id: linkId, status: record.link.status };
    };
    if (!ctx.resumed) return change();
    const link = await linksRepo.find(organizationId, linkId);
    if (!liveLink(link)) return change();
    if (link.status === to && since(link.updatedAt, ctx.startedAt)) return done;
    if (link.status !== from || link.upstreamEndpointId === null) return change();
    // The provider may have applied the change just before the crash, with the platform's
    // write lost: then only that write is made, without asking the provider again.
    const recordOnly = async () => ((await linksRepo.update(organizationId, linkId, { status: to }, { status: from })) === null ? null : done);
    const seen = await providerSim(organizationId, link);
    if (seen !== null) {
      if (seen.endpointId === link.upstreamEndpointId && seen.status === to) return (await recordOnly()) ?? change();
      return change();
    }
    // No SIM to read the endpoint's state through: the provider refusing the change
    // (409, the endpoint is not in the state it changes from) says it is done.
    try {
      return await change();
    } catch (err) {
      if (!providerRefused(err)) throw err;
      return (await recordOnly()) ?? Promise.reject(err);
    }
  }

  /**
   * A resumed provisioning item: its link may exist already (then only plans that did
   * not start yet are activated), or the provider may hold the SIM on an endpoint the
   * crash kept the platform from recording (no live link has the SIM): that endpoint
   * goes, so the SIM can be provisioned again. Null: provision as usual.
   */
  async function resumeProvisioning(organizationId: string, p: ProvisionPayload, ctx: ItemContext): Promise<ItemResult | null> {
    const live = await linksRepo.liveLinkOfSim(organizationId, p.sim_id);
    if (live !== null) {
      const link = await linksRepo.find(organizationId, live.id);
      if (!liveLink(link) || link.name !== p.name || !since(link.createdAt, ctx.startedAt)) return null;
      for (const planId of p.plan_ids) {
        const running = await deps.activations.list(organizationId, link.id, { status: 'active', planId, sortBy: 'created_at', sortOrder: 'asc', limit: 1, offset: 0 });
        if (running.total === 0) await deps.activations.create(origin, organizationId, link.id, planId);
      }
      const now = await linksRepo.find(organizationId, link.id);
      return { link_id: link.id, name: link.name, status: now?.status ?? link.status };
    }
    const sim = await deps.findSim(organizationId, p.sim_id);
    if (sim === null) return null;
    const port = upstream.get(sim.provider as ProviderName);
    const seen = await requireUpstream(sim.provider, 'read the SIM', () => port.getSim(sim.iccid));
    const orphan = seen?.endpointId ?? null;
    if (orphan !== null) {
      await requireUpstream(sim.provider, 'detach the SIM from an unrecorded endpoint', () => port.detachSim(orphan));
      await callUpstream(sim.provider, 'delete an unrecorded endpoint', () => port.deleteEndpoint(orphan), { notFoundIsDone: true });
    }
    return null;
  }

  /** Every active activation of the plan on the link (the list answers 404/410 for the link). */
  async function activeOfPlan(organizationId: string, linkId: string, planId: string): Promise<string[]> {
    const ids: string[] = [];
    for (let offset = 0; ; offset += 100) {
      const { items, total } = await deps.activations.list(organizationId, linkId, { status: 'active', planId, sortBy: 'created_at', sortOrder: 'asc', limit: 100, offset });
      ids.push(...items.map((r) => r.activation.id));
      if (items.length === 0 || offset + items.length >= total) return ids;
    }
  }

  const actions: Record<TaskType, (organizationId: string, payload: never, ctx: ItemContext) => Promise<ItemResult>> = {
    async sim_provisioning(organizationId, p: ProvisionPayload, ctx) {
      if (ctx.resumed) {
        const done = await resumeProvisioning(organizationId, p, ctx);
        if (done !== null) return done;
      }
      const record = await deps.links.create(origin, organizationId, { name: p.name, simId: p.sim_id, planIds: p.plan_ids });
      return { link_id: record.link.id, name: record.link.name, status: record.link.status };
    },

    async link_delink_sim(organizationId, p: LinkPayload, ctx) {
      if (ctx.resumed) {
        const link = await linksRepo.find(organizationId, p.link_id);
        if (liveLink(link) && link.simId === null && link.status === 'hold' && since(link.updatedAt, ctx.startedAt)) return { link_id: p.link_id, status: 'hold' };
      }
      const record = await deps.links.detachSim(origin, organizationId, p.link_id);
      return { link_id: p.link_id, status: record.link.status };
    },

    async link_delete(organizationId, p: LinkPayload, ctx) {
      const link = await linksRepo.find(organizationId, p.link_id);
      if (link !== null && isRemoved(link) && ctx.resumed && since(link.removedAt ?? link.updatedAt, ctx.startedAt)) return { link_id: p.link_id, status: 'removed' };
      // The single delete's rule, in the words the bulk API documents for it.
      if (liveLink(link) && link.simId !== null) throw invalid('link has a SIM attached', { entity: 'link', id: p.link_id, sim_id: link.simId });
      await deps.links.remove(origin, organizationId, p.link_id);
      return { link_id: p.link_id, status: 'removed' };
    },

    link_suspend: (organizationId, p: LinkPayload, ctx) => suspendOrResume(organizationId, p.link_id, ctx, 'suspended'),
    link_resume: (organizationId, p: LinkPayload, ctx) => suspendOrResume(organizationId, p.link_id, ctx, 'active'),

    async link_add_activation(organizationId, p: LinkPlanPayload, ctx) {
      if (ctx.resumed) {
        const newest = await deps.activations.list(organizationId, p.link_id, {
          status: 'active',
          planId: p.plan_id,
          sortBy: 'created_at',
          sortOrder: 'desc',
          limit: 1,
          offset: 0,
        });
        const found = newest.items[0];
        if (found !== undefined && since(found.activation.createdAt, ctx.startedAt)) {
          return { link_id: p.link_id, plan_id: p.plan_id, activation_id: found.activation.id };
        }
      }
      const record = await deps.activations.create(origin, organizationId, p.link_id, p.plan_id);
      return { link_id: p.link_id, plan_id: p.plan_id, activation_id: record.activation.id };
    },

    async link_delete_activation(organizationId, p: LinkPlanPayload, ctx) {
      const ids = await activeOfPlan(organizationId, p.link_id, p.plan_id);
      const before = ctx.resumed && ctx.startedAt !== null ? await deps.repo.removedActivationsSince(organizationId, p.link_id, p.plan_id, ctx.startedAt) : [];
      if (ids.length === 0 && before.length === 0) {
        throw new AppError('entity_not_found', 'the link has no active activation of the plan', { entity: 'activation', link_id: p.link_id, plan_id: p.plan_id });
      }
      for (const id of ids) {
        try {
          await deps.activations.remove(origin, organizationId, p.link_id, id);
        } catch (err) {
          // Removed meanwhile (another request): that is what this item wants.
          if (!(err instanceof AppError && err.code === 'entity_deleted')) throw err;
        }
      }
      return { link_id: p.link_id, plan_id: p.plan_id, removed_activation_ids: [...before, ...ids] };
    },
  };

  return {
    /** The links of a batch of suspend or resume items, read in one query. */
    async readLinks(organizationId: string, ids: readonly string[]): Promise<Map<string, LinkRow>> {
      return new Map((await linksRepo.findMany(organizationId, ids)).map((l) => [l.id, l]));
    },

    /**
     * A fresh suspend or resume item on its link as read with the batch: the single
     * operation's rules and provider call, in the same code (links.lifecycle.ts). The
     * link's own write is made with the batch's outcomes, in their transaction, by
     * `writeStatusChanges`; a crash in between leaves the item running, and the next
     * run finds the provider's change and records it (suspendOrResume above).
     */
    async changeStatus(organizationId: string, linkId: string, read: LinkRow | null, to: StatusTarget): Promise<{ result: ItemResult; write: PendingWrite }> {
      const link = deps.links.live(read, linkId);
      const undo = await deps.links.changeStatusAtProvider(link, to);
      return { result: { link_id: linkId, status: to }, write: { linkId, to, undo } };
    },

    writeStatusChanges: (organizationId: string, ids: readonly string[], to: StatusTarget, tx: Executor) => deps.links.writeStatusChanges(origin, organizationId, ids, to, tx),

    run(type: TaskType, organizationId: string, payload: Record<string, unknown>, ctx: ItemContext): Promise<ItemResult> {
      return actions[type](organizationId, payload as never, ctx);
    },
  };
}

export type TaskActions = ReturnType<typeof createTaskActions>;
