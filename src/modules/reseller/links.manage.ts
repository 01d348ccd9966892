// The `/v1` link after its purchase: detail (live from the provider), list, top-ups and
// removals, history, network status and reactivation. Provider calls never run inside
// a transaction; a top-up's debit and its records share one, and so does its refund.

import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { AppError, invalid, notFound } from '../../http/errors.ts';
import { fromMicros, toMicros } from '../../lib/money.ts';
import { type EndpointUsage, type ProviderName, type UpstreamEndpoint, UpstreamError, type UpstreamRegistry } from '../../providers/upstream/port.ts';
import type { ActivationsRepo } from '../activations/activations.repo.ts';
import type { ActivationsService } from '../activations/activations.service.ts';
import type { LinksModule } from '../links/links.module.ts';
import type { LinksRepo } from '../links/links.repo.ts';
import { upstreamUnavailable } from '../links/links.upstream.ts';
import type { OperatorRow } from '../operators/operators.repo.ts';
import type { WalletRepo } from '../wallet/wallet.repo.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { type CountryCoverage, coverageOf } from './coverage.ts';
import type { ResellerFees } from './links.fees.ts';
import { addonOf, insufficient, REFUND_KIND } from './links.purchase.ts';
import type { ResellerLinksRepo, TransactionRow, V1ActivationRow, V1LinkRow, V1Status } from './links.repo.ts';
import type { ResellerPlanRow } from './plans.repo.ts';
import type { ResellerPlansService } from './plans.service.ts';

export const TOPUP_KIND = 'reseller_topup';

export interface ActivationView {
  row: V1ActivationRow;
  usedMb: number;
  remainingMb: number;
}

export interface LinkDetail {
  link: V1LinkRow;
  status: V1Status;
  activations: ActivationView[];
  usedMb: number;
  remainingMb: number;
  lpaProfile: string | null;
  coverage: CountryCoverage[];
}

export interface ManageDeps {
  db: Db;
  repo: ResellerLinksRepo;
  plans: Pick<ResellerPlansService, 'findVisiblePlan' | 'listVisible'>;
  wallet: Pick<WalletService, 'debit'>;
  walletRepo: Pick<WalletRepo, 'apply' | 'balance'>;
  upstream: UpstreamRegistry;
  links: Pick<LinksModule, 'resume'>;
  linksRepo: Pick<LinksRepo, 'find' | 'storeNetwork'>;
  activations: Pick<ActivationsService, 'remove'>;
  activationsRepo: Pick<ActivationsRepo, 'insert' | 'recount' | 'findLink'>;
  fees: Pick<ResellerFees, 'payUnpaid'>;
  findOperators(ids: readonly string[]): Promise<OperatorRow[]>;
  logger: Logger;
}

const mb = (micros: bigint) => Number(fromMicros(micros));
const maxZero = (v: bigint) => (v < 0n ? 0n : v);

/** The `/v1` status from what the provider says of the endpoint and its add-ons. */
function liveStatus(endpoint: UpstreamEndpoint | null, running: boolean): V1Status {
  if (endpoint === null || endpoint.status === 'deleted') return 'inactive';
  if (endpoint.status === 'suspended') return 'suspended';
  return running ? 'active' : 'inactive';
}

export function createLinkManagement(deps: ManageDeps) {
  const { db, repo, logger } = deps;

  async function requireLink(organizationId: string, identifier: string): Promise<V1LinkRow> {
    const link = await repo.findLink(organizationId, identifier);
    if (link === null) throw notFound('link', identifier);
    return link;
  }

  /** Plans a link can take: visible, same sponsor profile, a provider plan id, the wallet's currency. */
  function fits(link: V1LinkRow, plan: ResellerPlanRow): boolean {
    return plan.sponsorProfile === link.sponsorProfile && plan.providerPlanId.length > 0;
  }

  async function readUpstream(link: V1LinkRow): Promise<{ endpoint: UpstreamEndpoint | null; usage: EndpointUsage | null } | null> {
    if (link.endpointId === null) return { endpoint: null, usage: null };
    const port = deps.upstream.get(link.provider as ProviderName);
    try {
      const [endpoint, usage] = await Promise.all([port.getEndpoint(link.endpointId), port.getUsage([link.endpointId])]);
      return { endpoint, usage: usage[0] ?? null };
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

  async function detail(organizationId: string, identifier: string): Promise<LinkDetail> {
    const link = await requireLink(organizationId, identifier);
    const [rows, live, lpaProfile] = await Promise.all([
      repo.activationsOf(organizationId, link.id),
      readUpstream(link),
      lpaOf(organizationId, link),
    ]);
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
    const status = live === null ? link.status : liveStatus(live.endpoint, running);
    const countries = [...new Set(rows.filter((r) => r.status === 'active').flatMap((r) => r.countries))].sort();
    return { link, status, activations, usedMb: mb(used), remainingMb: mb(remaining), lpaProfile, coverage: coverageOf(countries) };
  }

  /** The refund of top-ups whose add-ons did not all start, in one transaction. */
  async function refundTopups(organizationId: string, link: V1LinkRow, charged: { plan: ResellerPlanRow; entryId: string }[], reason: string): Promise<void> {
    await db.transaction(async (tx) => {
      for (const c of charged) {
        const entryId = randomUUID();
        const back = await deps.walletRepo.apply(organizationId, { id: entryId, kind: REFUND_KIND, amount: c.plan.retailPrice, reference: link.id, metadata: { link_id: link.id, plan_id: c.plan.id, reason } }, tx);
        if (back === null) throw new Error(`wallet of organisation ${organizationId} not found while refunding a top-up`);
        await repo.insertTransaction(
          { organizationId, id: randomUUID(), linkId: link.id, type: 'refund', amount: c.plan.retailPrice, currency: c.plan.currency, planName: c.plan.name, metadata: { plan_id: c.plan.id, reason }, walletEntryId: entryId },
          tx,
        );
      }
    });
  }

  /** Top-ups: all charged in one transaction (or none: 402), then started at the provider, then recorded. */
  async function topUp(organizationId: string, link: V1LinkRow, plans: ResellerPlanRow[]): Promise<void> {
    if (link.linkStatus === 'suspended') throw invalid('the link is suspended for an unpaid monthly fee; reactivate it first', { status: 'suspended' });
    if (link.endpointId === null) throw invalid('the link has no endpoint at its provider', { id: link.id });
    const endpointId = link.endpointId;
    const total = plans.reduce((s, p) => s + toMicros(p.retailPrice), 0n);
    const wallet = await deps.walletRepo.balance(organizationId);
    const currency = wallet?.currency ?? '';
    const wrong = plans.find((p) => p.currency !== currency);
    if (wrong !== undefined) throw invalid(`plan ${wrong.id} is priced in ${wrong.currency} and the wallet is in ${currency}`, { field: 'add', plan_id: wrong.id });
    let charged: { plan: ResellerPlanRow; entryId: string }[];
    try {
      charged = await db.transaction(async (tx) => {
        const out = [];
        for (const plan of plans) {
          const paid = await deps.wallet.debit(organizationId, plan.retailPrice, TOPUP_KIND, { reference: link.id, metadata: { link_id: link.id, plan_id: plan.id } }, tx);
          await repo.insertTransaction(
            { organizationId, id: randomUUID(), linkId: link.id, type: 'topup', amount: plan.retailPrice, currency, planName: plan.name, metadata: { plan_id: plan.id }, walletEntryId: paid.entryId },
            tx,
          );
          out.push({ plan, entryId: paid.entryId });
        }
        return out;
      });
    } catch (err) {
      if (err instanceof AppError && err.code === 'insufficient_balance') {
        const now = await deps.walletRepo.balance(organizationId);
        throw insufficient(fromMicros(total), now?.balance ?? '0', currency);
      }
      throw err;
    }
    const port = deps.upstream.get(link.provider as ProviderName);
    const started: { plan: ResellerPlanRow; addonId: string }[] = [];
    try {
      for (const { plan } of charged) started.push({ plan, addonId: (await port.addPlan(endpointId, addonOf(plan))).id });
      await db.transaction(async (tx) => {
        await deps.activationsRepo.findLink(organizationId, link.id, tx, 'update');
        for (const s of started) {
          await deps.activationsRepo.insert(
            { organizationId, id: randomUUID(), linkId: link.id, planId: null, resellerPlanId: s.plan.id, status: 'active', source: 'manual', upstreamAddonId: s.addonId },
            tx,
          );
        }
        await deps.activationsRepo.recount(organizationId, link.id, tx);
      });
    } catch (err) {
      for (const s of started) await port.removePlan(endpointId, s.addonId).catch((e: unknown) => logger.error({ err: e, linkId: link.id }, 'could not remove a top-up add-on that was refunded'));
      await refundTopups(organizationId, link, charged, err instanceof UpstreamError ? `${err.operation} failed: HTTP ${err.status}` : 'the top-up could not be recorded');
      if (err instanceof UpstreamError) {
        throw new AppError('provisioning_error', 'the provider failed to add the plan; the amount was refunded', { operation: err.operation, upstream_status: err.status });
      }
      throw err;
    }
  }

  return {
    detail,

    list: (organizationId: string, f: { status?: V1Status; search?: string; limit: number; offset: number }) => repo.list(organizationId, f),

    /** PUT /v1/links/{identifier}/plans: every id is checked before money moves or anything is removed. */
    async changePlans(organizationId: string, identifier: string, body: { add: string[]; remove: string[] }): Promise<LinkDetail> {
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
      if (plans.length > 0) await topUp(organizationId, link, plans);
      for (const id of new Set(body.remove.map((r) => r.toLowerCase()))) await deps.activations.remove(organizationId, link.id, id);
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

    /** The last stored reading, or (live) the provider's reading, stored for the next cached answer. */
    async networkStatus(organizationId: string, identifier: string, live: boolean) {
      const v1 = await requireLink(organizationId, identifier);
      let row = await deps.linksRepo.find(organizationId, v1.id);
      if (row === null) throw notFound('link', identifier);
      if (live && row.upstreamEndpointId !== null) {
        const endpointId = row.upstreamEndpointId;
        let status;
        try {
          status = await deps.upstream.get(row.provider as ProviderName).getNetworkStatus(endpointId);
        } catch (err) {
          throw upstreamUnavailable(err, row.provider, 'read the network status');
        }
        const [operator] = status.operatorId === null ? [] : await deps.findOperators([status.operatorId]);
        row =
          (await deps.linksRepo.storeNetwork(organizationId, v1.id, {
            networkConnected: status.connected,
            networkRat: status.rat,
            networkOperatorId: operator?.id ?? null,
            networkCountry: operator?.country ?? null,
            networkLastSeenAt: status.lastSeenAt,
          })) ?? row;
      }
      const [operator] = row.networkOperatorId === null ? [] : await deps.findOperators([row.networkOperatorId]);
      return { cached: !live, asOf: row.networkRefreshedAt, row, operator: operator ?? null };
    },

    /** Charges a suspended link's unpaid fees (402 when the wallet cannot), then resumes it. */
    async reactivate(organizationId: string, identifier: string): Promise<LinkDetail> {
      const link = await requireLink(organizationId, identifier);
      if (link.linkStatus !== 'suspended') throw invalid('only a suspended link can be reactivated', { status: link.status });
      await deps.fees.payUnpaid(organizationId, link.id);
      await deps.links.resume(organizationId, link.id);
      return detail(organizationId, link.id);
    },
  };
}

export type LinkManagement = ReturnType<typeof createLinkManagement>;
