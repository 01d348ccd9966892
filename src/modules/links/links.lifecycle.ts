// The link lifecycle beyond create and delete: attach and
// detach a SIM, suspend and resume, network bars and the IMEI lock. Each checks the
// rule on the stored link, changes the provider (outside any transaction), then writes
// the link only if it is still in the state the rule was checked on. If that write
// finds the link changed, or fails, the provider's change is undone.

import type { Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/driver-errors.ts';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import type { ProviderName, UpstreamEndpoint } from '../../providers/upstream/upstream.port.ts';
import { compensate, requireUpstream } from '../../providers/upstream/upstream.errors.ts';
import type { EventOrigin } from '../events/events.origin.ts';
import type { LinkCore, LinksDeps } from './links.core.ts';
import type { LinkExpectation, LinkPatch, LinkRecord, LinkRow, LinkStatus } from './links.repo.ts';
import { barred, simBound, simRefused, unbarred, zonesIntersect } from './links.rules.ts';

/** The two statuses a suspend or a resume moves a link to. */
export type StatusTarget = 'suspended' | 'active';

const statusTransitions = {
  suspended: { from: 'active', action: 'suspended', what: 'suspend the link' },
  active: { from: 'suspended', action: 'resumed', what: 'resume the link' },
} as const satisfies Record<StatusTarget, { from: LinkStatus; action: string; what: string }>;

export function createLinkLifecycle(deps: LinksDeps, core: LinkCore) {
  const { db, repo, simsRepo, logger } = deps;

  /**
   * Writes the patch if the link is still as expected; otherwise, or if the write
   * fails, runs `undo` against the provider and answers what happened.
   */
  async function commit(
    origin: EventOrigin,
    organizationId: string,
    link: LinkRow,
    what: string,
    patch: LinkPatch,
    expect: LinkExpectation,
    undo: () => Promise<unknown>,
    alsoInTx?: (tx: Executor) => Promise<unknown>,
  ): Promise<LinkRecord> {
    let row: LinkRow | null;
    try {
      row = await db.transaction(async (tx) => {
        const updated = await repo.update(organizationId, link.id, patch, expect, tx);
        if (updated !== null && alsoInTx) await alsoInTx(tx);
        if (updated !== null && patch.status !== undefined && patch.status !== link.status) {
          await core.events.statusChanged(origin, organizationId, [{ id: link.id, from: link.status }], tx);
        }
        return updated;
      });
    } catch (err) {
      await compensate(logger, `undo "${what}" at the provider`, { organizationId, linkId: link.id }, undo);
      throw err;
    }
    if (row === null) {
      await compensate(logger, `undo "${what}" at the provider`, { organizationId, linkId: link.id }, undo);
      return core.raced(organizationId, link.id, what);
    }
    return core.requireRecord(organizationId, link.id);
  }

  /**
   * A SIM's status follows its endpoint's, as the provider reports it: `active` while
   * bound to a link that is not suspended, `suspended` with it, `inactive` once free.
   * The link's write records it with the SIM, so the SIM reads right without a refresh.
   */
  const simFollows = (organizationId: string, link: LinkRow, to: StatusTarget) => (tx: Executor) =>
    link.simId === null ? Promise.resolve(null) : simsRepo.sync(organizationId, link.simId, { status: to }, tx);

  /** The provider refusing a transition (409): a concurrent request got there first. */
  const stateConflict = (link: LinkRow, action: string) => () =>
    invalid(`the link cannot be ${action}: the provider reports it already changed state`, { entity: 'link', id: link.id, reason: 'concurrent_change' });

  function requireStatus(link: LinkRow, wanted: string, action: string): void {
    if (link.status !== wanted) {
      throw invalid(`only ${wanted} links can be ${action}; this link is ${link.status}`, { entity: 'link', id: link.id, status: link.status });
    }
  }

  /**
   * The rule of a suspend or resume checked on the link as read, then the provider's
   * change; the link itself is not written. Answers how to undo the provider's change.
   */
  async function changeStatusAtProvider(link: LinkRow, to: StatusTarget): Promise<() => Promise<unknown>> {
    const { from, action, what } = statusTransitions[to];
    requireStatus(link, from, action);
    core.requireEndpoint(link);
    const port = core.portOf(link);
    const endpointId = link.upstreamEndpointId;
    const [apply, undo] = to === 'suspended' ? [port.suspendEndpoint, port.resumeEndpoint] : [port.resumeEndpoint, port.suspendEndpoint];
    await requireUpstream(link.provider, what, () => apply.call(port, endpointId), { onConflict: stateConflict(link, action) });
    return () => undo.call(port, endpointId);
  }

  return {
    /**
     * POST /links/{id}/sim. The SIM must be free and share a zone with the link (a link
     * that never had zones takes the SIM's). The link becomes active; an endpoint left
     * suspended by an earlier detach is resumed.
     */
    async attachSim(origin: EventOrigin, organizationId: string, id: string, simId: string): Promise<LinkRecord> {
      const link = await core.requireLive(organizationId, id);
      if (link.simId !== null) throw invalid('the link already has a SIM attached', { entity: 'link', id, sim_id: link.simId });
      const sim = await simsRepo.findById(organizationId, simId);
      if (sim === null) throw notFound('sim', simId);
      const bound = await repo.liveLinkOfSim(organizationId, simId);
      if (bound !== null) throw simBound(simId, bound.id);
      const hasZones = link.compatibilityZones.length > 0;
      if ((hasZones && !zonesIntersect(link.compatibilityZones, sim.compatibilityZones)) || (link.upstreamEndpointId !== null && sim.provider !== link.provider)) {
        throw invalid("the SIM's compatibility zones do not intersect the link's", {
          entity: 'sim',
          id: simId,
          sim_zones: sim.compatibilityZones,
          link_zones: link.compatibilityZones,
        });
      }

      const provider = sim.provider as ProviderName;
      const port = deps.upstream.get(provider);
      const existing = link.upstreamEndpointId;
      let endpoint: UpstreamEndpoint;
      if (existing === null) {
        const account = await core.accountOf(organizationId);
        endpoint = await requireUpstream(provider, 'create the link endpoint', () => port.createEndpoint({ account, iccid: sim.iccid }), { onConflict: simRefused(sim) });
      } else {
        endpoint = await requireUpstream(provider, 'attach the SIM', () => port.attachSim(existing, sim.iccid), { onConflict: simRefused(sim) });
      }
      const undo = async () => {
        await port.detachSim(endpoint.id);
        if (existing === null) await port.deleteEndpoint(endpoint.id);
      };
      if (endpoint.status === 'suspended') {
        try {
          await requireUpstream(provider, 'resume the link endpoint', () => port.resumeEndpoint(endpoint.id));
        } catch (err) {
          await compensate(logger, 'detach a SIM from a link that could not resume', { organizationId, linkId: id }, undo);
          throw err;
        }
      }
      const patch: LinkPatch = { simId, status: 'active', provider, upstreamEndpointId: endpoint.id, compatibilityZones: sim.compatibilityZones };
      const undoAll = async () => {
        if (endpoint.status === 'suspended') await port.suspendEndpoint(endpoint.id);
        await undo();
      };
      try {
        return await commit(origin, organizationId, link, 'attached', patch, { simId: null }, undoAll, (tx) =>
          simsRepo.sync(organizationId, simId, { isAttached: true, status: 'active' }, tx),
        );
      } catch (err) {
        if (isUniqueViolation(err, 'links_org_sim_live_uq')) throw simBound(simId, (await repo.liveLinkOfSim(organizationId, simId))?.id ?? null);
        throw err;
      }
    },

    /** DELETE /links/{id}/sim: the SIM comes off the endpoint and is free; the link is on hold. */
    async detachSim(origin: EventOrigin, organizationId: string, id: string): Promise<LinkRecord> {
      const link = await core.requireLive(organizationId, id);
      const simId = link.simId;
      if (simId === null) throw invalid('the link has no SIM attached', { entity: 'link', id });
      core.requireEndpoint(link);
      const sim = await simsRepo.findById(organizationId, simId);
      const port = core.portOf(link);
      await requireUpstream(link.provider, 'detach the SIM', () => port.detachSim(link.upstreamEndpointId));
      const undo = () => (sim === null ? Promise.resolve() : port.attachSim(link.upstreamEndpointId, sim.iccid));
      return commit(origin, organizationId, link, 'detached', { simId: null, status: 'hold' }, { simId }, undo, (tx) =>
        simsRepo.sync(organizationId, simId, { isAttached: false, status: 'inactive' }, tx),
      );
    },

    /** POST /links/{id}/suspend: active links only; connectivity pauses at the provider. */
    async suspend(origin: EventOrigin, organizationId: string, id: string): Promise<LinkRecord> {
      const link = await core.requireLive(organizationId, id);
      const undo = await changeStatusAtProvider(link, 'suspended');
      return commit(origin, organizationId, link, 'suspended', { status: 'suspended' }, { status: 'active' }, undo, simFollows(organizationId, link, 'suspended'));
    },

    /** POST /links/{id}/resume: suspended links only. */
    async resume(origin: EventOrigin, organizationId: string, id: string): Promise<LinkRecord> {
      const link = await core.requireLive(organizationId, id);
      const undo = await changeStatusAtProvider(link, 'active');
      return commit(origin, organizationId, link, 'resumed', { status: 'active' }, { status: 'suspended' }, undo, simFollows(organizationId, link, 'active'));
    },

    /** The single operations' 404/410 rule, on a link read by the caller. */
    live: core.live,
    changeStatusAtProvider,

    /**
     * The write of many suspends (or resumes) whose provider change is made, in the
     * caller's transaction: the links still in the state their rule was checked on move
     * to `to`. Each of the others gets the error its single operation answers when it
     * loses a race (410 if removed meanwhile, else a concurrent change); the caller
     * undoes their provider change (`undo` of changeStatusAtProvider) after it commits.
     */
    async writeStatusChanges(origin: EventOrigin, organizationId: string, ids: readonly string[], to: StatusTarget, tx: Executor): Promise<Map<string, AppError>> {
      const { from, action } = statusTransitions[to];
      const written = await repo.setStatusMany(organizationId, ids, from, to, tx);
      await core.events.statusChanged(origin, organizationId, [...written].map((id) => ({ id, from })), tx);
      const lost = new Map<string, AppError>();
      for (const id of ids) {
        if (written.has(id)) continue;
        try {
          await core.raced(organizationId, id, action, tx);
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          lost.set(id, err);
        }
      }
      return lost;
    },

    /** POST /links/{id}/network-bars and /network-bars/remove. */
    async setBars(origin: EventOrigin, organizationId: string, id: string, types: readonly string[], mode: 'bar' | 'unbar'): Promise<LinkRecord> {
      const link = await core.requireLive(organizationId, id);
      const next = mode === 'bar' ? barred(link.barredNetworkTypes, types) : unbarred(link.barredNetworkTypes, types);
      core.requireEndpoint(link);
      const port = core.portOf(link);
      const before = link.barredNetworkTypes as Parameters<typeof port.setNetworkBars>[1];
      await requireUpstream(link.provider, 'change the network bars', () => port.setNetworkBars(link.upstreamEndpointId, next));
      return commit(origin, organizationId, link, 'barred', { barredNetworkTypes: next }, { barredNetworkTypes: before }, () =>
        port.setNetworkBars(link.upstreamEndpointId, before),
      );
    },

    /**
     * POST /links/{id}/imei-lock: locks the link to the device its SIM is in now. The
     * provider is asked which IMEI it last saw (and the SIM record keeps it); a SIM no
     * device has reported yet cannot be locked.
     */
    async lockImei(origin: EventOrigin, organizationId: string, id: string): Promise<LinkRecord> {
      const link = await core.requireLive(organizationId, id);
      const simId = link.simId;
      if (simId === null) throw invalid('the IMEI lock needs a SIM attached to the link', { entity: 'link', id });
      core.requireEndpoint(link);
      const sim = await simsRepo.findById(organizationId, simId);
      if (sim === null) throw notFound('sim', simId);
      const port = core.portOf(link);
      const seen = await requireUpstream(link.provider, 'read the SIM', () => port.getSim(sim.iccid));
      const imei = seen?.imei ?? sim.imei;
      if (imei === null) throw invalid('no device IMEI has been observed for the SIM yet', { entity: 'sim', id: simId });
      // The IMEI seen is stored with the lock, so a failed lock leaves everything as it was.
      const syncImei = (tx?: Executor) => (seen && seen.imei !== sim.imei ? deps.syncSimReport(origin, organizationId, simId, { imei: seen.imei }, tx) : Promise.resolve(null));
      if (link.imeiLock === imei) {
        await syncImei();
        return core.requireRecord(organizationId, id);
      }
      const before = link.imeiLock;
      await requireUpstream(link.provider, 'set the IMEI lock', () => port.setImeiLock(link.upstreamEndpointId, imei));
      return commit(origin, organizationId, link, 'locked', { imeiLock: imei }, { simId, imeiLock: before }, () => port.setImeiLock(link.upstreamEndpointId, before), syncImei);
    },

    /** DELETE /links/{id}/imei-lock: idempotent; a link without a lock is answered as it is. */
    async unlockImei(origin: EventOrigin, organizationId: string, id: string): Promise<LinkRecord> {
      const link = await core.requireLive(organizationId, id);
      const before = link.imeiLock;
      if (before === null) return core.requireRecord(organizationId, id);
      core.requireEndpoint(link);
      const port = core.portOf(link);
      await requireUpstream(link.provider, 'remove the IMEI lock', () => port.setImeiLock(link.upstreamEndpointId, null));
      return commit(origin, organizationId, link, 'unlocked', { imeiLock: null }, { imeiLock: before }, () => port.setImeiLock(link.upstreamEndpointId, before));
    },
  };
}

export type LinkLifecycle = ReturnType<typeof createLinkLifecycle>;
