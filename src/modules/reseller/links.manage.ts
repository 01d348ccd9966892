// The `/v1` link after its purchase: detail (live from the provider), list, top-ups and
// removals, history, network status and reactivation. Provider calls never run inside
// a transaction; top-ups are in links.topup.ts.

import type { KeyRef } from '../idempotency/idempotency.service.ts';
import type { Logger } from 'pino';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import { createGroupRead, type GroupRead } from '../../lib/group-read.ts';
import { fromMicros, toMicros } from '../../lib/money.ts';
import { type EndpointUsage, type ProviderName, type UpstreamEndpoint, UpstreamError, type UpstreamRegistry } from '../../providers/upstream/upstream.port.ts';
import type { ActivationsService } from '../activations/activations.service.ts';
import type { LinksModule } from '../links/links.module.ts';
import { type CountryCoverage, coverageOf } from './plans.coverage.ts';
import type { ResellerFees } from './links.fees.ts';
import type { EventOrigin } from '../events/events.origin.ts';
import type { TopUps } from './links.topup.ts';
import type { ResellerLinksRepo, TransactionRow, V1ActivationRow, V1LinkDetailRows, V1LinkRow, V1Status } from './links.repo.ts';
import type { ResellerPlanRow } from './plans.repo.ts';
import type { ResellerPlansService } from './plans.service.ts';

export interface ActivationView {
  row: V1ActivationRow;
  usedMb: number;
  remainingMb: number;
}

/** A `/v1` link with the provider's live reading, before links.view.ts shapes it for the wire. */
export interface V1LinkDetail {
  link: V1LinkRow;
  status: V1Status;
  activations: ActivationView[];
  usedMb: number;
  remainingMb: number;
  lpaProfile: string | null;
  coverage: CountryCoverage[];
}

/** What the provider says of a link's endpoint and its usage. */
export interface LiveReading {
  endpoint: UpstreamEndpoint | null;
  usage: EndpointUsage | null;
}

/** A link the caller already has: as recorded, and the provider's reading of it. */
export interface KnownLink {
  rows: V1LinkDetailRows;
  live: LiveReading;
}

export interface ManageDeps {
  repo: ResellerLinksRepo;
  plans: Pick<ResellerPlansService, 'findVisiblePlan' | 'listVisible'>;
  upstream: UpstreamRegistry;
  links: Pick<LinksModule, 'resume' | 'networkStatus'>;
  activations: Pick<ActivationsService, 'remove'>;
  fees: Pick<ResellerFees, 'payUnpaid'>;
  topUps: Pick<TopUps, 'topUp'>;
  logger: Logger;
}

const mb = (micros: bigint) => Number(fromMicros(micros));
const maxZero = (v: bigint) => (v < 0n ? 0n : v);

/**
 * The `/v1` status from what the provider says of the endpoint and its add-ons. A link
 * the platform does not hold active (its eSIM was detached through the connectivity
 * API, `hold`) is `inactive` whatever its add-ons, as the list says: nothing can use them.
 */
function liveStatus(endpoint: UpstreamEndpoint | null, running: boolean, linkStatus: string): V1Status {
  if (endpoint === null || endpoint.status === 'deleted') return 'inactive';
  if (endpoint.status === 'suspended') return 'suspended';
  if (linkStatus !== 'active' && linkStatus !== 'suspended') return 'inactive';
  return running ? 'active' : 'inactive';
}

export function createLinkManagement(deps: ManageDeps) {
  const { repo, logger } = deps;

  async function requireLink(organizationId: string, identifier: string): Promise<V1LinkRow> {
    const link = await repo.findLink(organizationId, identifier);
    if (link === null) throw notFound('link', identifier);
    return link;
  }

  /** Plans a link can take: visible, same sponsor profile, a provider plan id, the wallet's currency. */
  function fits(link: V1LinkRow, plan: ResellerPlanRow): boolean {
    return plan.sponsorProfile === link.sponsorProfile && plan.providerPlanId.length > 0;
  }

  // The usage of the links read together is asked of their provider in one call (the
  // port takes many endpoints at once): a batch of detail reads takes one of the
  // provider's call slots for its usage instead of one each.
  const usageReads = new Map<ProviderName, GroupRead<string, EndpointUsage>>();
  function usageOf(provider: ProviderName, endpointId: string): Promise<EndpointUsage | null> {
    let reads = usageReads.get(provider);
    if (reads === undefined) {
      const port = deps.upstream.get(provider);
      reads = createGroupRead(async (ids: string[]) => (await port.getUsage(ids)).map((u) => ({ key: u.endpointId, row: u })), (id) => id);
      usageReads.set(provider, reads);
    }
    return reads.get(endpointId);
  }

  async function readUpstream(link: V1LinkRow): Promise<LiveReading | null> {
    if (link.endpointId === null) return { endpoint: null, usage: null };
    const provider = link.provider as ProviderName;
    try {
      const [endpoint, usage] = await Promise.all([deps.upstream.get(provider).getEndpoint(link.endpointId), usageOf(provider, link.endpointId)]);
      return { endpoint, usage };
    } catch (err) {
      if (!(err instanceof UpstreamError)) throw err;
      logger.warn({ err, linkId: link.id }, 'live link data unavailable; answering the stored usage and status');
      return null;
    }
  }

  async function lpaOf(organizationId: string, link: V1LinkRow): Promise<string | null> {
    if (link.lpaProfile !== null || link.iccid === null) return link.lpaProfile;
    try {
      const code = await deps.upstream.get(link.provider as ProviderName).getEsimActivationCode(link.iccid);
      if (code !== null) await repo.storeLpa(organizationId, link.id, code);
      return code;
    } catch (err) {
      if (!(err instanceof UpstreamError)) throw err;
      logger.warn({ err, linkId: link.id }, 'eSIM activation code unavailable');
      return null;
    }
  }

  /**
   * A link with its live data from the provider. `known` is what the caller already has
   * (a purchase's link as its completion recorded it, and the provider's own answers of
   * the endpoint and its add-on), which then stands for a new read of each.
   */
  async function detail(organizationId: string, identifier: string, known?: KnownLink): Promise<V1LinkDetail> {
    const found = known?.rows ?? (await repo.findLinkWithActivations(organizationId, identifier));
    if (found === null) throw notFound('link', identifier);
    const { link, activations: rows } = found;
    const [live, lpaProfile] = await Promise.all([known?.live ?? readUpstream(link), lpaOf(organizationId, link)]);
    const addons = new Map((live?.usage?.addons ?? []).map((a) => [a.id, a]));
    let used = 0n;
    let remaining = 0n;
    let running = false;
    const activations = rows.map((row) => {
      const addon = row.upstreamAddonId === null ? undefined : addons.get(row.upstreamAddonId);
      const u = addon === undefined ? toMicros(row.usedMib) : toMicros(addon.usedMb);
      const r = addon === undefined ? toMicros(row.remainingMib) : maxZero(toMicros(addon.allowanceMb) - toMicros(addon.usedMb));
      used += u;
      if (row.status === 'active') remaining += r;
      if (addon !== undefined ? addon.status === 'active' || addon.status === 'pending' : row.status === 'active') running = true;
      return { row, usedMb: mb(u), remainingMb: mb(row.status === 'active' ? r : 0n) };
    });
    const status = live === null ? link.status : liveStatus(live.endpoint, running, link.linkStatus);
    const countries = [...new Set(rows.filter((r) => r.status === 'active').flatMap((r) => r.countries))].sort();
    return { link, status, activations, usedMb: mb(used), remainingMb: mb(remaining), lpaProfile, coverage: coverageOf(countries) };
  }

  return {
    detail,

    list: (organizationId: string, f: { status?: V1Status; search?: string; limit: number; offset: number }) => repo.list(organizationId, f),

    /** PUT /v1/links/{identifier}/plans: every id is checked before money moves or anything is removed. */
    /** `key`: the request's Idempotency-Key, bound to the top-up in the transaction of its debit. */
    async changePlans(origin: EventOrigin, organizationId: string, identifier: string, body: { add: string[]; remove: string[] }, key: KeyRef | null = null): Promise<V1LinkDetail> {
      const link = await requireLink(organizationId, identifier);
      const plans: ResellerPlanRow[] = [];
      for (const id of body.add) {
        const plan = await deps.plans.findVisiblePlan(organizationId, id);
        if (plan === null) throw invalid('add names a plan you cannot buy', { field: 'add', plan_id: id });
        if (!fits(link, plan)) throw invalid("the plan's sponsor profile does not match the link's", { field: 'add', plan_id: id, sponsor_profile: plan.sponsorProfile, link_sponsor_profile: link.sponsorProfile });
        plans.push(plan);
      }
      const current = new Set((await repo.activationsOf(organizationId, link.id)).map((a) => a.id));
      const unknown = body.remove.filter((id) => !current.has(id.toLowerCase()));
      if (unknown.length > 0) throw invalid('remove names activations the link does not have', { field: 'remove', activation_ids: unknown });
      if (plans.length > 0) await deps.topUps.topUp(origin, organizationId, link, plans, key);
      for (const id of new Set(body.remove.map((r) => r.toLowerCase()))) await deps.activations.remove(origin, organizationId, link.id, id);
      return detail(organizationId, link.id);
    },

    /** Visible plans a link can take as top-ups. */
    async topupPlans(organizationId: string, identifier: string): Promise<ResellerPlanRow[]> {
      const link = await requireLink(organizationId, identifier);
      const { rows } = await deps.plans.listVisible(organizationId, { sponsorProfile: link.sponsorProfile }, { limit: 1000, offset: 0 });
      return rows.filter((p) => fits(link, p));
    },

    async history(organizationId: string, identifier: string, page: { limit: number; offset: number }): Promise<{ rows: TransactionRow[]; total: number }> {
      const link = await requireLink(organizationId, identifier);
      return repo.history(organizationId, link.id, page);
    },

    /**
     * The last stored reading, or (live) the reading GET /links/{id} makes, through the
     * links module: the provider at most once a second per link, shared by the requests
     * waiting for it, and the last stored reading when the provider fails (then `cached`).
     */
    async networkStatus(organizationId: string, identifier: string, live: boolean) {
      const v1 = await requireLink(organizationId, identifier);
      const { record, live: isLive } = await deps.links.networkStatus(organizationId, v1.id, live);
      return { cached: !isLive, asOf: record.link.networkRefreshedAt, row: record.link, operator: record.operator };
    },

    /** Charges a suspended link's unpaid fees (402 when the wallet cannot), then resumes it. */
    async reactivate(origin: EventOrigin, organizationId: string, identifier: string): Promise<V1LinkDetail> {
      const link = await requireLink(organizationId, identifier);
      if (link.linkStatus !== 'suspended') throw invalid('only a suspended link can be reactivated', { status: link.status });
      const paid = await deps.fees.payUnpaid(origin, organizationId, link.id);
      try {
        await deps.links.resume(origin, organizationId, link.id);
      } catch (err) {
        // The fee stays paid (it was owed whatever the provider does), so the caller
        // learns what happened to the money and that trying again costs nothing.
        if (!(err instanceof AppError) || !err.retryable) throw err;
        const charged = paid === null ? 'no unpaid fee was owed' : `the unpaid fee (${paid.amount} ${paid.currency}) was charged`;
        throw new AppError(err.code, `${err.message}; ${charged}, and reactivating again resumes the link without charging it again`, { ...err.details, fee_charged: paid?.amount ?? null });
      }
      return detail(organizationId, link.id);
    },
  };
}

export type LinkManagement = ReturnType<typeof createLinkManagement>;
