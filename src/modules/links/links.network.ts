// The live connectivity read of GET /links/{id}. An active link's status is read from
// the provider and stored; a provider failure answers the last known status (its
// refreshed_at tells its age) instead of failing a read.
//
// A link is read from the provider at most once per `readingTtlMs`: a reading stored
// less than that ago, and taken after the link last changed, is answered as it is
// (refreshed_at says when it was taken). Requests that arrive while a reading is in
// flight share it (single flight). A hot link therefore costs the provider one call a
// second, however often it is read, and a change of the link (suspend, bars, SIM) is
// never hidden behind an older reading.

import { createGroupCommit } from '../../lib/group-commit.ts';
import { type NetworkStatus, UpstreamError } from '../../providers/upstream/port.ts';
import type { LinkCore, LinksDeps } from './links.core.ts';
import type { LinkRecord, LinkRow, NetworkColumns } from './links.repo.ts';

/** How long a stored reading counts as live. */
export const readingTtlMs = 1000;

/** Stored less than readingTtlMs ago (by this process's clock), after the link's last change. */
function fresh(link: LinkRow): boolean {
  const refreshed = link.networkRefreshedAt;
  if (refreshed === null || refreshed.getTime() < link.updatedAt.getTime()) return false;
  const age = Date.now() - refreshed.getTime();
  return age >= 0 && age < readingTtlMs;
}

export function createNetworkRefresh(deps: LinksDeps, core: LinkCore) {
  const { repo, logger } = deps;
  const inFlight = new Map<string, Promise<LinkRecord>>();
  // The readings of requests that arrive together are stored together (a group commit):
  // under load a refresh costs the database a share of one write, not a write each.
  const stores = createGroupCommit<{ organizationId: string; id: string; network: NetworkColumns }, Date | null>(async (_key, readings) => {
    const stored = await repo.storeNetworks(readings);
    return readings.map((r) => ({ ok: true as const, value: stored.get(r.id) ?? null }));
  });

  async function readAndStore(organizationId: string, record: LinkRecord & { link: { upstreamEndpointId: string } }): Promise<LinkRecord> {
    const { link } = record;
    let status: NetworkStatus;
    try {
      status = await core.portOf(link).getNetworkStatus(link.upstreamEndpointId);
    } catch (err) {
      if (!(err instanceof UpstreamError)) throw err;
      logger.warn({ err, organizationId, linkId: link.id }, 'live network status unavailable; answering the last known one');
      return record;
    }
    const operator = await core.operatorById(status.operatorId);
    const network: NetworkColumns = {
      networkConnected: status.connected,
      networkRat: status.rat,
      networkOperatorId: operator?.id ?? null,
      networkCountry: operator?.country ?? null,
      networkLastSeenAt: status.lastSeenAt,
    };
    const refreshedAt = await stores.submit('links', { organizationId, id: link.id, network });
    if (refreshedAt === null) return core.requireRecord(organizationId, link.id);
    return { link: { ...link, ...network, networkRefreshedAt: refreshedAt }, sim: record.sim, operator };
  }

  return {
    /** The record with a live status when the link is active; as stored otherwise. */
    async refresh(organizationId: string, record: LinkRecord): Promise<LinkRecord> {
      const { link } = record;
      const endpointId = link.upstreamEndpointId;
      if (link.status !== 'active' || endpointId === null || fresh(link)) return record;
      // Keyed by the stored version too: a request made after a change never joins a reading of the state before it.
      const key = `${organizationId}:${link.id}:${link.updatedAt.getTime()}`;
      let pending = inFlight.get(key);
      if (pending === undefined) {
        pending = readAndStore(organizationId, { ...record, link: { ...link, upstreamEndpointId: endpointId } }).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
  };
}
