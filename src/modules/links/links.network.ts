// The live connectivity read of GET /links/{id}: at most one provider call a second per
// link, shared by the reads that wait for it, and the last stored reading when the
// provider fails (docs/architecture.md, "Network readings").

import { createGroupCommit } from '../../lib/group-commit.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { type NetworkStatus, UpstreamError } from '../../providers/upstream/upstream.port.ts';
import type { OperatorRow } from '../operators/operators.repo.ts';
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

/** The same reading as the one stored: nothing to write. */
function sameReading(link: LinkRow, n: NetworkColumns): boolean {
  return (
    link.networkRefreshedAt !== null &&
    link.networkConnected === n.networkConnected &&
    link.networkRat === n.networkRat &&
    link.networkOperatorId === n.networkOperatorId &&
    link.networkCountry === n.networkCountry &&
    (link.networkLastSeenAt?.getTime() ?? null) === (n.networkLastSeenAt?.getTime() ?? null)
  );
}

/**
 * A link with the network status to answer: `live` when it is a reading of the last
 * readingTtlMs (this request's, one it shared, or one stored that recently); false when
 * it is the last stored one because the link is not active or the provider failed.
 */
export interface NetworkReading {
  record: LinkRecord;
  live: boolean;
}

/** A reading this process took and did not write (it repeated the stored one), of the link in one stored version. */
interface KeptReading {
  organizationId: string;
  version: number;
  network: NetworkColumns;
  operator: OperatorRow | null;
  takenAt: Date;
}

export function createNetworkRefresh(deps: LinksDeps, core: LinkCore) {
  const { repo, logger } = deps;
  const inFlight = new Map<string, Promise<NetworkReading>>();
  // By link id, holding the organisation and stored version it was taken for: a reading
  // of another version (the link changed since) is not answered, and the next replaces it.
  // Most reads under load end here, and a lookup by the id read from the row costs less
  // than building and hashing inFlight's longer key.
  const kept = new TtlCache<string, KeptReading>(100_000);
  const answerOf = (record: LinkRecord, network: NetworkColumns, operator: OperatorRow | null, refreshedAt: Date): LinkRecord => ({
    link: { ...record.link, ...network, networkRefreshedAt: refreshedAt },
    sim: record.sim,
    operator,
  });
  // The readings of requests that arrive together are stored together (a group commit):
  // under load a refresh costs the database a share of one write, not a write each.
  const stores = createGroupCommit<{ organizationId: string; id: string; network: NetworkColumns }, Date | null>(async (_key, readings) => {
    const stored = await repo.storeNetworks(readings);
    return readings.map((r) => ({ ok: true as const, value: stored.get(r.id) ?? null }));
  });

  async function readAndStore(organizationId: string, record: LinkRecord & { link: { upstreamEndpointId: string } }): Promise<NetworkReading> {
    const { link } = record;
    let status: NetworkStatus;
    try {
      status = await core.portOf(link).getNetworkStatus(link.upstreamEndpointId);
    } catch (err) {
      if (!(err instanceof UpstreamError)) throw err;
      logger.warn({ err, organizationId, linkId: link.id }, 'live network status unavailable; answering the last known one');
      return { record, live: false };
    }
    const operator = await core.operatorById(status.operatorId);
    const network: NetworkColumns = {
      networkConnected: status.connected,
      networkRat: status.rat,
      networkOperatorId: operator?.id ?? null,
      networkCountry: operator?.country ?? null,
      networkLastSeenAt: status.lastSeenAt,
    };
    if (sameReading(link, network)) {
      const takenAt = new Date();
      kept.set(link.id, { organizationId, version: link.updatedAt.getTime(), network, operator, takenAt }, takenAt.getTime() + readingTtlMs);
      return { record: answerOf(record, network, operator, takenAt), live: true };
    }
    const refreshedAt = await stores.submit('links', { organizationId, id: link.id, network });
    // The link changed or went meanwhile: answered as it is now.
    if (refreshedAt === null) return { record: await core.requireRecord(organizationId, link.id), live: false };
    return { record: answerOf(record, network, operator, refreshedAt), live: true };
  }

  /** The record with a live status when the link is active; as stored otherwise. */
  async function read(organizationId: string, record: LinkRecord): Promise<NetworkReading> {
    const { link } = record;
    const endpointId = link.upstreamEndpointId;
    if (link.status !== 'active' || endpointId === null) return { record, live: false };
    if (fresh(link)) return { record, live: true };
    const version = link.updatedAt.getTime();
    const reading = kept.get(link.id);
    if (reading !== undefined && reading.version === version && reading.organizationId === organizationId) {
      return { record: answerOf(record, reading.network, reading.operator, reading.takenAt), live: true };
    }
    // Keyed by the stored version too: a request made after a change never joins a reading of the state before it.
    const key = `${organizationId}:${link.id}:${version}`;
    let pending = inFlight.get(key);
    if (pending === undefined) {
      pending = readAndStore(organizationId, { ...record, link: { ...link, upstreamEndpointId: endpointId } }).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  return {
    read,
    /** As read, without saying whether the status is live (GET /links/{id}). */
    refresh: async (organizationId: string, record: LinkRecord): Promise<LinkRecord> => (await read(organizationId, record)).record,
  };
}
