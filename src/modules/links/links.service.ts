// Links: create, read (with a live connectivity refresh), edit, delete and list. Every
// provider call happens outside a transaction; the database write follows, and when it
// fails the provider's change is undone. The lifecycle (SIM, suspension, bars, IMEI
// lock) is in links.lifecycle.ts, SMS and costs in links.sms.ts.

import { randomUUID } from 'node:crypto';
import { isUniqueViolation } from '../../db/driver-errors.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { createCoalescer } from '../../lib/coalesce.ts';
import type { ProviderName } from '../../providers/upstream/upstream.port.ts';
import { callUpstream, compensate, requireUpstream } from '../../providers/upstream/upstream.errors.ts';
import type { EventOrigin } from '../events/events.origin.ts';
import { createLinkCore, type LinksDeps } from './links.core.ts';
import type { LinkListQuery, LinksListRepo } from './links.list.repo.ts';
import { createNetworkRefresh, type NetworkReading } from './links.network.ts';
import type { LinkRecord, LinkRow } from './links.repo.ts';
import { checkMeta, simBound, simRefused, zonesIntersect } from './links.rules.ts';

export function createLinksService(deps: LinksDeps & { listRepo: LinksListRepo }) {
  const { db, repo, simsRepo, logger } = deps;
  const core = createLinkCore(deps);
  const network = createNetworkRefresh(deps, core);
  const detailReads = createCoalescer<LinkRecord>();

  /** Compensation of a created endpoint: the SIM comes off it and the endpoint goes. */
  async function discardEndpoint(provider: ProviderName, endpointId: string): Promise<void> {
    const port = deps.upstream.get(provider);
    await compensate(logger, 'delete an endpoint the platform did not record', { provider, endpointId }, async () => {
      await port.detachSim(endpointId);
      await port.deleteEndpoint(endpointId);
    });
  }

  /** A plan of plan_ids failed to start: the new link goes, with whatever had started. */
  async function undoCreate(origin: EventOrigin, organizationId: string, link: LinkRow & { upstreamEndpointId: string; simId: string }): Promise<void> {
    await discardEndpoint(link.provider as ProviderName, link.upstreamEndpointId);
    await compensate(logger, 'remove a link whose plans did not start', { organizationId, linkId: link.id }, () =>
      db.transaction(async (tx) => {
        await deps.activations.removeAllForLink(origin, organizationId, link.id, tx);
        const removed = await repo.update(organizationId, link.id, { removed: true, simId: null }, {}, tx);
        await simsRepo.sync(organizationId, link.simId, { isAttached: false, status: 'inactive' }, tx);
        if (removed !== null) await core.events.terminated(origin, organizationId, link.id, link.status, tx);
      }),
    );
  }

  return {
    core,

    /**
     * POST /links: the SIM (of this organisation, bound to no live link) decides the
     * provider. The endpoint is created with the SIM first, then the link recorded; two
     * requests racing for one SIM meet at the provider (one attach wins) or at the
     * unique index on live links, and the loser answers 422.
     */
    async create(origin: EventOrigin, organizationId: string, input: { name: string; simId: string; planIds?: readonly string[] | null }): Promise<LinkRecord> {
      const planIds = input.planIds ?? [];
      const sim = await simsRepo.findById(organizationId, input.simId);
      if (sim === null) throw notFound('sim', input.simId);
      const bound = await repo.liveLinkOfSim(organizationId, sim.id);
      if (bound !== null) throw simBound(sim.id, bound.id);
      // Checked before the provider is touched; activate() checks again under locks.
      for (const planId of planIds) {
        const plan = await deps.requirePlan(organizationId, planId);
        if (plan.provider !== sim.provider || !zonesIntersect(plan.compatibilityZones, sim.compatibilityZones)) {
          throw invalid("the plan's compatibility zones do not intersect the SIM's", {
            entity: 'plan',
            id: plan.id,
            plan_zones: plan.compatibilityZones,
            sim_zones: sim.compatibilityZones,
          });
        }
      }

      const provider = sim.provider as ProviderName;
      const account = await core.accountOf(organizationId);
      const endpoint = await requireUpstream(provider, 'create the link endpoint', () => deps.upstream.get(provider).createEndpoint({ account, iccid: sim.iccid }), {
        onConflict: simRefused(sim),
      });
      let link: LinkRow;
      try {
        link = await db.transaction(async (tx) => {
          const row = await repo.insert(
            {
              organizationId,
              id: randomUUID(),
              name: input.name,
              status: planIds.length > 0 ? 'active' : 'pre_active',
              simId: sim.id,
              provider,
              upstreamEndpointId: endpoint.id,
              compatibilityZones: sim.compatibilityZones,
              barredNetworkTypes: endpoint.barredNetworkTypes,
              imeiLock: endpoint.imeiLock,
            },
            tx,
          );
          await simsRepo.sync(organizationId, sim.id, { isAttached: true, status: 'active' }, tx);
          await core.events.created(origin, organizationId, row.id, tx);
          return row;
        });
      } catch (err) {
        await discardEndpoint(provider, endpoint.id);
        if (isUniqueViolation(err, 'links_org_sim_live_uq')) throw simBound(sim.id, (await repo.liveLinkOfSim(organizationId, sim.id))?.id ?? null);
        throw err;
      }
      for (const planId of planIds) {
        try {
          await deps.activations.activate(origin, organizationId, link, planId, 'manual');
        } catch (err) {
          await undoCreate(origin, organizationId, { ...link, upstreamEndpointId: endpoint.id, simId: sim.id });
          throw err;
        }
      }
      return core.requireRecord(organizationId, link.id);
    },

    /**
     * GET /links/{id}: an active link's network status is refreshed live (links.network.ts).
     * Overlapping reads of one link share a database read begun after each of them arrived
     * (src/lib/coalesce.ts), so a hot link costs one query per round trip, not per request.
     */
    async get(organizationId: string, id: string): Promise<LinkRecord> {
      const record = await detailReads.run(`${organizationId}:${id}`, () => core.requireRecord(organizationId, id));
      return network.refresh(organizationId, record);
    },

    /**
     * A link's network status as GET /links/{id} reads it (`live`: the same refresh, the
     * last stored reading when the provider fails), or the stored one; the reseller API's
     * network-status route reads it here.
     */
    async networkStatus(organizationId: string, id: string, live: boolean): Promise<NetworkReading> {
      const record = await detailReads.run(`${organizationId}:${id}`, () => core.requireRecord(organizationId, id));
      return live ? network.read(organizationId, record) : { record, live: false };
    },

    /** PATCH /links/{id}: local only; `meta` replaces the stored object whole. */
    async update(organizationId: string, id: string, input: { name?: string | null; meta?: Record<string, unknown> }): Promise<LinkRecord> {
      if (input.meta !== undefined) checkMeta(input.meta);
      if (input.name !== undefined || input.meta !== undefined) {
        const row = await repo.update(organizationId, id, {
          ...(input.name !== undefined && { name: input.name }),
          ...(input.meta !== undefined && { meta: input.meta }),
        });
        if (row === null) await core.requireLive(organizationId, id);
      }
      return core.requireRecord(organizationId, id);
    },

    /**
     * DELETE /links/{id}: only without a SIM. The endpoint is deleted at the provider
     * first (taking its add-ons along); then the link is marked removed and its
     * activations with it. An endpoint the provider no longer has counts as deleted,
     * so a delete whose database write failed can simply be sent again.
     */
    async remove(origin: EventOrigin, organizationId: string, id: string): Promise<void> {
      const link = await core.requireLive(organizationId, id);
      if (link.simId !== null) throw invalid('the link has a SIM attached; detach it before deleting the link', { entity: 'link', id, sim_id: link.simId });
      const endpointId = link.upstreamEndpointId;
      if (endpointId !== null) {
        await callUpstream(link.provider, 'delete the link endpoint', () => core.portOf(link).deleteEndpoint(endpointId), {
          notFoundIsDone: true,
          onConflict: () => invalid('the provider still has a SIM on the link; detach it before deleting the link', { entity: 'link', id }),
        });
      }
      const removed = await db.transaction(async (tx) => {
        const row = await repo.update(organizationId, id, { removed: true }, { simId: null }, tx);
        if (row !== null) {
          await deps.activations.removeAllForLink(origin, organizationId, id, tx);
          await core.events.terminated(origin, organizationId, id, link.status, tx);
        }
        return row !== null;
      });
      // Outside the transaction: on PGlite a read on the pool would wait for it.
      if (!removed) await core.raced(organizationId, id, 'deleted');
    },

    async list(organizationId: string, q: LinkListQuery): Promise<{ items: LinkRecord[]; total: number }> {
      const { items, total } = await deps.listRepo.list(organizationId, q);
      return { items: await core.withOperators(items), total };
    },
  };
}

export type LinksService = ReturnType<typeof createLinksService>;
