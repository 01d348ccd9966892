// What every link operation shares: its dependencies, finding a live link (404 for
// none or another organisation's, 410 for a removed one), the provider's port for a
// link, and the answer after a write that lost a race.

import type { Logger } from 'pino';
import type { Db, Executor } from '../../db/client.ts';
import { deleted, invalid, notFound } from '../../lib/errors.ts';
import type { ProviderName, UpstreamPort, UpstreamRegistry } from '../../providers/upstream/upstream.port.ts';
import { createLinkEvents } from './links.events.ts';
import type { EventOrigin } from '../events/events.origin.ts';
import type { EventWriter } from '../events/events.writer.ts';
import type { OperatorRow } from '../operators/operators.repo.ts';
import type { PlanRow } from '../plans/plans.repo.ts';
import type { SimEvents } from '../sims/sims.events.ts';
import type { SimsRepo } from '../sims/sims.repo.ts';
import type { LinkRecord, LinkRow, LinksRepo, StoredLink } from './links.repo.ts';

/** What links need of the activations module (activations.service.ts). */
export interface LinkActivations {
  activate(origin: EventOrigin, organizationId: string, link: LinkRow, planId: string, source: 'manual'): Promise<unknown>;
  /** The delete cascade, inside the caller's transaction; nothing is called upstream. */
  removeAllForLink(origin: EventOrigin, organizationId: string, linkId: string, tx: Executor): Promise<number>;
}

export interface LinksDeps {
  db: Db;
  repo: LinksRepo;
  simsRepo: SimsRepo;
  upstream: UpstreamRegistry;
  findOrganization(id: string): Promise<{ providerAccount: string } | null>;
  /** A live plan of the organisation, or entity_not_found / entity_deleted. */
  requirePlan(organizationId: string, id: string): Promise<PlanRow>;
  activations: LinkActivations;
  /** Catalogue operators by id; unknown ids are absent. */
  findOperators(ids: readonly string[], tx?: Executor): Promise<OperatorRow[]>;
  logger: Logger;
  /** The event feed's writer: each change writes its event in its own transaction (links.events.ts). */
  events: EventWriter;
  /** Stores what the provider reported of a SIM, with sim.imei_changed when its IMEI changed (sims.events.ts). */
  syncSimReport: SimEvents['syncReported'];
}

export const isRemoved = (link: LinkRow) => link.status === 'removed' || link.removedAt !== null;

/** The link has a provider endpoint (every link created here has one). */
export type EndpointLink = LinkRow & { upstreamEndpointId: string };

export function createLinkCore(deps: LinksDeps) {
  const { repo } = deps;
  // The operator catalogue only changes when the program is upgraded (seeded at start),
  // so a link's operator is looked up in memory after its first use.
  const operatorCache = new Map<string, OperatorRow>();

  /** The link as read, if live: 404 for none (or another organisation's), 410 for a removed one. */
  function live(link: LinkRow | null, id: string): LinkRow {
    if (link === null) throw notFound('link', id);
    if (isRemoved(link)) throw deleted('link', id);
    return link;
  }

  async function requireLive(organizationId: string, id: string, tx?: Executor): Promise<LinkRow> {
    return live(await repo.find(organizationId, id, tx), id);
  }

  async function operatorById(id: string | null): Promise<OperatorRow | null> {
    if (id === null) return null;
    const cached = operatorCache.get(id);
    if (cached !== undefined) return cached;
    const [row] = await deps.findOperators([id]);
    if (row !== undefined) operatorCache.set(id, row);
    return row ?? null;
  }

  /** `tx`: inside a transaction, read there (on PGlite a read on the pool would wait for it). */
  async function operatorsByIds(ids: readonly (string | null)[], tx?: Executor): Promise<OperatorRow[]> {
    const missing = [...new Set(ids.filter((id): id is string => id !== null && !operatorCache.has(id)))];
    if (missing.length > 0) for (const row of await deps.findOperators(missing, tx)) operatorCache.set(row.id, row);
    return ids.map((id) => (id === null ? undefined : operatorCache.get(id))).filter((o): o is OperatorRow => o !== undefined);
  }

  /** The stored links with the operators they were last seen on. */
  async function withOperators(stored: StoredLink[], tx?: Executor): Promise<LinkRecord[]> {
    await operatorsByIds(stored.map((s) => s.link.networkOperatorId), tx);
    return stored.map((s) => ({ ...s, operator: s.link.networkOperatorId === null ? null : (operatorCache.get(s.link.networkOperatorId) ?? null) }));
  }

  async function requireRecord(organizationId: string, id: string): Promise<LinkRecord> {
    const stored = await repo.findStored(organizationId, id);
    if (stored === null) throw notFound('link', id);
    if (isRemoved(stored.link)) throw deleted('link', id);
    return { ...stored, operator: await operatorById(stored.link.networkOperatorId) };
  }

  return {
    live,
    requireLive,
    requireRecord,

    portOf: (link: LinkRow): UpstreamPort => deps.upstream.get(link.provider as ProviderName),

    requireEndpoint(link: LinkRow): asserts link is EndpointLink {
      if (link.upstreamEndpointId === null) throw invalid('the link has no service endpoint at its provider', { entity: 'link', id: link.id });
    },

    async accountOf(organizationId: string): Promise<string> {
      const org = await deps.findOrganization(organizationId);
      if (org === null) throw notFound('organization', organizationId);
      return org.providerAccount;
    },

    operatorById,
    operatorsByIds,
    withOperators,
    /** The links' events, written in the transaction of each change. */
    events: createLinkEvents(deps, { withOperators }),

    /**
     * A guarded write found the link in another state than the one it was read in: a
     * concurrent request changed it. Answers what the link is now (410 if removed).
     */
    async raced(organizationId: string, id: string, what: string, tx?: Executor): Promise<never> {
      await requireLive(organizationId, id, tx);
      throw invalid(`the link changed while it was being ${what}; read it and try again`, { entity: 'link', id, reason: 'concurrent_change' });
    },
  };
}

export type LinkCore = ReturnType<typeof createLinkCore>;
