// POST /v1/links: an eSIM link bought with the wallet, in five crash-safe steps
// (docs/architecture.md, "/v1 link purchase").

import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { JobKind, JobQueue } from '../../jobs/queue.ts';
import { AppError, invalid } from '../../lib/errors.ts';
import { createGroupCommit, type Settled } from '../../lib/group-commit.ts';
import { formatMoney, toMicros } from '../../lib/money.ts';
import { isUuid } from '../../lib/uuid.ts';
import {
  type IssuedEsim,
  type PlanAddonInput,
  type ProviderName,
  type UpstreamAddon,
  type UpstreamEndpoint,
  UpstreamError,
  type UpstreamRegistry,
  type UpstreamSim,
} from '../../providers/upstream/upstream.port.ts';
import { upstreamFailure } from '../../providers/upstream/upstream.errors.ts';
import type { KeyRef } from '../idempotency/idempotency.service.ts';
import { insufficientBalance } from '../wallet/wallet.ledger.ts';
import type { WalletRepo } from '../wallet/wallet.repo.ts';
import type { KnownLink } from './links.manage.ts';
import type { CompleteInput, PurchaseRow, ReserveCall, ResellerLinksRepo, V1LinkDetailRows } from './links.repo.ts';
import type { ResellerPlanRow } from './plans.repo.ts';
import { type EventOrigin, systemOrigin } from '../events/events.origin.ts';
import type { ResellerEvents } from './reseller.events.ts';
import { unconfigured } from './sponsor-profiles.service.ts';

export const ACTIVATION_KIND = 'reseller_activation';
export const REFUND_KIND = 'reseller_refund';

export interface RepairPayload {
  organizationId: string;
  purchaseId: string;
}

export interface PurchaseDeps {
  db: Db;
  repo: ResellerLinksRepo;
  walletRepo: Pick<WalletRepo, 'refund'>;
  upstream: UpstreamRegistry;
  /** The repair job each purchase's reserve writes, and how long after the debit it runs. */
  repairJob: { kind: JobKind; delayMs: number };
  /** The queue, to cancel a settled purchase's repair job (a completion cancels it in its own statement). */
  jobs: Pick<JobQueue, 'cancelQueued'>;
  /** A refund's event; a completion's is written by its statement (repo.completeMany). */
  events: Pick<ResellerEvents, 'recorded'>;
  logger: Logger;
}

/** A reseller plan as the provider's add-on: its allowance for its validity in the countries it covers, no cap. */
export function addonOf(plan: Pick<ResellerPlanRow, 'dataMb' | 'validityDays' | 'countries'>): PlanAddonInput {
  return { allowanceMb: plan.dataMb, validityDays: plan.validityDays, activationType: 'immediate', throttle: 'unlimited', dataCap: null, countries: plan.countries };
}

const provisioningError = (step: string, err: UpstreamError, details: Record<string, unknown>) =>
  upstreamFailure(err, 'provisioning_error', `the provider failed to ${step}; the amount was refunded`, details);

export function createLinkPurchase(deps: PurchaseDeps) {
  const { db, repo, walletRepo, logger } = deps;

  /** Steps 1 and the checks before it: the plan, its sponsor profile, the wallet, in one read. Nothing is charged. */
  async function admit(organizationId: string, planId: string) {
    const found = isUuid(planId) ? await repo.admissionOf(organizationId, planId) : null;
    const plan = found?.plan ?? null;
    if (found === null || plan === null) throw invalid('plan_id names no plan you can buy', { field: 'plan_id', plan_id: planId });
    if (found.profile === null) throw unconfigured(plan.sponsorProfile);
    const { organization: org, wallet, profile } = found;
    if (org === null) throw new AppError('organization_not_found', 'organisation not found', null);
    const currency = wallet?.currency ?? org.currency;
    if (plan.currency !== currency) {
      throw invalid(`the plan is priced in ${plan.currency} and the wallet is in ${currency}`, { field: 'plan_id', plan_id: plan.id, currency: plan.currency });
    }
    if (toMicros(wallet?.balance ?? '0') < toMicros(plan.retailPrice)) throw insufficientBalance({ required: plan.retailPrice, available: wallet?.balance ?? '0', currency });
    return { plan, profile, account: org.providerAccount, currency };
  }

  // Step 3 for the purchases that wait together, of any organisations: one statement
  // pays, of each organisation's, the longest run (in arrival order) its wallet covers
  // (repo.reserveMany).
  const reserves = createGroupCommit<ReserveCall, { paid: boolean; balance: string }>(async (_key, calls) =>
    (await repo.reserveMany(deps.repairJob, calls)).map((value) => ({ ok: true, value })),
  );

  /** Step 3: the debit with its records and the repair job (402 when the wallet no longer covers it). */
  async function reserve(origin: EventOrigin, organizationId: string, input: { name: string | null; key: KeyRef | null }, a: Awaited<ReturnType<typeof admit>>, iccid: string): Promise<PurchaseRow> {
    const id = randomUUID();
    const linkId = randomUUID();
    const walletEntryId = randomUUID();
    const repairJobId = randomUUID();
    const row = {
      organizationId,
      id,
      status: 'pending',
      planId: a.plan.id,
      planName: a.plan.name,
      name: input.name,
      provider: a.profile.provider,
      sponsorProfile: a.plan.sponsorProfile,
      iccid,
      amount: formatMoney(a.plan.retailPrice),
      currency: a.currency,
      walletEntryId,
      linkId,
    };
    const { paid, balance } = await reserves.submit('reserve', {
      ...row,
      walletKind: ACTIVATION_KIND,
      walletMetadata: { purchase_id: id, link_id: linkId, plan_id: a.plan.id },
      transactionId: randomUUID(),
      transactionMetadata: { plan_id: a.plan.id, purchase_id: id },
      // The batch writes a `wallet.low_balance` its debit causes with the request's origin.
      origin,
      repairJobId,
      idempotencyKey: input.key?.key ?? null,
    });
    if (!paid) throw insufficientBalance({ required: a.plan.retailPrice, available: balance, currency: a.currency });
    return { ...row, failureReason: null, createdAt: new Date(), updatedAt: new Date(), repairJobId };
  }

  /**
   * pending -> refunded with the refund and its `refund` transaction; false when already
   * settled. The purchase's repair job goes while no worker has claimed it (when the
   * job itself refunds, it is running and stays).
   */
  async function refund(origin: EventOrigin, p: PurchaseRow, reason: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      const settled = await repo.settlePurchase(p.organizationId, p.id, 'refunded', reason.slice(0, 500), tx);
      if (settled === null) return false;
      if (p.repairJobId !== null) await deps.jobs.cancelQueued(deps.repairJob.kind, p.organizationId, p.repairJobId, tx);
      const entryId = randomUUID();
      const back = await walletRepo.refund(p.organizationId, { id: entryId, kind: REFUND_KIND, amount: p.amount, reference: p.id, metadata: { purchase_id: p.id, reason: reason.slice(0, 500) } }, tx);
      if (back === null) throw new Error(`wallet of organisation ${p.organizationId} not found while refunding purchase ${p.id}`);
      const recorded = await repo.insertTransaction(
        { organizationId: p.organizationId, id: randomUUID(), linkId: p.linkId, type: 'refund', amount: p.amount, currency: p.currency, planName: p.planName, metadata: { plan_id: p.planId, purchase_id: p.id, reason: reason.slice(0, 500) }, walletEntryId: entryId },
        tx,
      );
      await deps.events.recorded(origin, 'reseller.purchase.refunded', recorded, tx);
      return true;
    });
  }

  /** The endpoint the purchase's eSIM is on at the provider, if any. */
  async function endpointOfSim(p: PurchaseRow): Promise<string | null> {
    return (await deps.upstream.get(p.provider as ProviderName).getSim(p.iccid))?.endpointId ?? null;
  }

  /** Removes whatever the provider has of a purchase that is not completed (endpoint and its add-ons). */
  async function undoUpstream(p: PurchaseRow, endpointId: string | null): Promise<void> {
    if (endpointId === null) return;
    const port = deps.upstream.get(p.provider as ProviderName);
    try {
      await port.detachSim(endpointId).catch((err: unknown) => {
        if (!(err instanceof UpstreamError && (err.kind === 'not_found' || err.kind === 'conflict'))) throw err;
      });
      await port.deleteEndpoint(endpointId).catch((err: unknown) => {
        if (!(err instanceof UpstreamError && err.kind === 'not_found')) throw err;
      });
    } catch (err) {
      logger.error({ err, organizationId: p.organizationId, purchaseId: p.id, endpointId }, 'could not delete the endpoint of a refunded purchase; the provider keeps an orphan');
    }
  }

  // Step 5 for the purchases that wait together: one statement (repo.completeMany). A
  // batch the database refuses whole is written again one purchase at a time, so a
  // purchase whose records cannot be written fails alone.
  const completeAlone = async (c: CompleteInput): Promise<Settled<V1LinkDetailRows | null>> => {
    try {
      return { ok: true, value: (await repo.completeMany(deps.repairJob.kind, [c])).get(0) ?? null };
    } catch (error) {
      return { ok: false, error };
    }
  };
  const completions = createGroupCommit<CompleteInput, V1LinkDetailRows | null>(async (_key, calls) => {
    if (calls.length === 1) return [await completeAlone(calls[0] as CompleteInput)];
    try {
      const done = await repo.completeMany(deps.repairJob.kind, calls);
      return calls.map((_, i) => ({ ok: true, value: done.get(i) ?? null }));
    } catch {
      return Promise.all(calls.map(completeAlone));
    }
  });

  /**
   * Step 5: pending -> completed with the link, its activation and the eSIM, in one
   * statement that answers the link as recorded; null when already settled. The eSIM
   * is described as the provider issued it (`issued`; its identifiers do not change
   * when it joins an endpoint), or read again when the caller has no such answer. Its
   * activation code (`activationCode`, which the purchase starts reading before the
   * endpoint exists, or read here) is recorded with the link, so the answer does not
   * ask the provider for it again (without it, the link's first read asks).
   */
  async function complete(
    origin: EventOrigin,
    p: PurchaseRow,
    endpoint: { id: string; barredNetworkTypes: string[]; imeiLock: string | null },
    addon: Pick<UpstreamAddon, 'id' | 'activatedAt' | 'expiresAt'>,
    issued: UpstreamSim | null,
    activationCode: Promise<string | null> = activationCodeOf(p.provider, p.iccid),
  ): Promise<V1LinkDetailRows | null> {
    const port = deps.upstream.get(p.provider as ProviderName);
    const [sim, lpaProfile] = await Promise.all([issued ?? port.getSim(p.iccid), activationCode]);
    const done = await completions.submit('complete', {
      // The batch writes each purchase's event with the origin of the work that completed it.
      origin,
      lpaProfile,
      organizationId: p.organizationId,
      purchaseId: p.id,
      linkId: p.linkId,
      name: p.name,
      provider: p.provider,
      sponsorProfile: p.sponsorProfile,
      planId: p.planId,
      activationId: randomUUID(),
      addonId: addon.id,
      activatedAt: addon.activatedAt,
      expiresAt: addon.expiresAt,
      repairJobId: p.repairJobId,
      endpoint,
      sim: {
        id: randomUUID(),
        iccid: p.iccid,
        msisdn: sim?.msisdn ?? null,
        imsi: sim?.imsi ?? null,
        imei: sim?.imei ?? null,
        eid: sim?.eid ?? null,
        compatibilityZones: sim?.compatibilityZones ?? [],
        esimProfileStatus: sim?.esimProfileStatus ?? null,
      },
    });
    return done;
  }

  /** The eSIM's activation code as the provider has it; null when it has none or fails to answer. */
  function activationCodeOf(provider: string, iccid: string): Promise<string | null> {
    return deps.upstream
      .get(provider as ProviderName)
      .getEsimActivationCode(iccid)
      .catch((err: unknown) => {
        if (err instanceof UpstreamError) return null;
        throw err;
      });
  }

  /** A completion that found the purchase settled by the repair job: the job's outcome is the answer. */
  async function outcomeOf(p: PurchaseRow): Promise<string> {
    const now = await repo.findPurchase(p.organizationId, p.id);
    if (now?.status === 'completed') return p.linkId;
    throw new AppError('provisioning_error', 'the purchase was refunded while it was being provisioned', { purchase_id: p.id });
  }

  return {
    /**
     * Answers the new link's id with the link as recorded and what the provider answered
     * of its endpoint and add-on during the purchase (null when the repair job completed
     * it), or throws (402, 422, 500 CONFIG_ERROR, 502 after a refund).
     */
    async purchase(origin: EventOrigin, organizationId: string, input: { planId: string; name: string | null; key?: KeyRef | null }): Promise<{ linkId: string; known: KnownLink | null }> {
      const a = await admit(organizationId, input.planId);
      const port = deps.upstream.get(a.profile.provider as ProviderName);
      let sim: IssuedEsim;
      try {
        sim = await port.issueEsim({ account: a.account, basePlan: a.profile.basePlan });
      } catch (err) {
        if (!(err instanceof UpstreamError)) throw err;
        // Nothing was charged yet: the answer says so.
        throw upstreamFailure(err, 'provisioning_error', 'the provider could not issue an eSIM; nothing was charged');
      }
      const iccid = sim.iccid;
      const p = await reserve(origin, organizationId, { name: input.name, key: input.key ?? null }, a, iccid);
      // The pool hands the eSIM out with its activation code. From a provider that does
      // not, the code is read while the provider creates the endpoint and adds the plan
      // (it does not change when the eSIM joins an endpoint), not after them; a purchase
      // that fails before its completion does not wait for it.
      const activationCode = sim.activationCode !== null ? Promise.resolve(sim.activationCode) : activationCodeOf(p.provider, iccid);
      activationCode.catch(() => undefined);

      let provisioned: { endpoint: UpstreamEndpoint; addon: UpstreamAddon };
      try {
        provisioned = await port.createEndpointWithPlan({ account: a.account, iccid, plan: addonOf(a.plan) });
      } catch (err) {
        if (!(err instanceof UpstreamError)) throw err;
        // Whatever the provider kept of the call (the endpoint, when it refused only the add-on) goes.
        const kept = await endpointOfSim(p).catch((lookup: unknown) => {
          logger.error({ err: lookup, organizationId, purchaseId: p.id }, 'could not ask the provider where the eSIM of a failed purchase is; an endpoint it kept stays');
          return null;
        });
        await undoUpstream(p, kept);
        await refund(origin, p, `${err.operation} failed: HTTP ${err.status}`);
        throw provisioningError(err.operation === 'add_plan' ? 'add the plan' : 'create the endpoint', err, { purchase_id: p.id });
      }
      const { endpoint, addon } = provisioned;
      if (typeof endpoint?.id !== 'string' || endpoint.id.length === 0) {
        await refund(origin, p, 'the provider returned no endpoint id');
        throw new AppError('provisioning_failed', 'the provider returned no endpoint id; the amount was refunded', { purchase_id: p.id });
      }
      let recorded: V1LinkDetailRows | null;
      try {
        recorded = await complete(origin, p, endpoint, addon, sim, activationCode);
      } catch (err) {
        // The database refused the records: the provider's side goes and the money comes back.
        await undoUpstream(p, endpoint.id);
        if (!(await refund(origin, p, 'the link could not be recorded'))) return { linkId: await outcomeOf(p), known: null };
        throw err;
      }
      if (recorded === null) {
        const done = await outcomeOf(p).catch(async (err: unknown) => {
          await undoUpstream(p, endpoint.id);
          throw err;
        });
        return { linkId: done, known: null };
      }
      const live = { endpoint, usage: { endpointId: endpoint.id, totalUsedMb: addon.usedMb, addons: [addon], throttle: endpoint.throttle } };
      return { linkId: p.linkId, known: { rows: recorded, live } };
    },

    /**
     * The repair job: a purchase still pending was left by a process that died between
     * the debit and the records. If the provider has the endpoint of its eSIM with an
     * add-on, the purchase is completed from what the provider has; otherwise whatever
     * it has is deleted and the amount refunded.
     */
    async repair(organizationId: string, purchaseId: string): Promise<'completed' | 'refunded' | 'already_settled'> {
      const p = await repo.findPurchase(organizationId, purchaseId);
      if (p === null || p.status !== 'pending') return 'already_settled';
      const port = deps.upstream.get(p.provider as ProviderName);
      const endpointId = await endpointOfSim(p);
      const endpoint = endpointId === null ? null : await port.getEndpoint(endpointId);
      if (endpoint !== null && endpoint.status !== 'deleted') {
        const [usage] = await port.getUsage([endpoint.id]);
        const addon = usage?.addons.find((x) => x.status !== 'removed');
        if (addon !== undefined) {
          const recorded = await complete(systemOrigin, p, endpoint, addon, null);
          if (recorded !== null) logger.warn({ organizationId, purchaseId, linkId: p.linkId }, 'a purchase was left pending; the repair job completed it from the provider');
          return recorded === null ? 'already_settled' : 'completed';
        }
      }
      await undoUpstream(p, endpoint?.id ?? null);
      const refunded = await refund(systemOrigin, p, 'the purchase was interrupted before the provider had the plan');
      if (refunded) logger.warn({ organizationId, purchaseId }, 'a purchase was left pending; the repair job refunded it');
      return refunded ? 'refunded' : 'already_settled';
    },
  };
}

export type LinkPurchase = ReturnType<typeof createLinkPurchase>;
