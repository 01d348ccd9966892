// Top-ups of a `/v1` link, crash-safe like a purchase (docs/architecture.md, "/v1
// top-ups").

import { bindKey, type KeyRef } from '../idempotency/idempotency.service.ts';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { type Db, type Executor, query } from '../../db/client.ts';
import { AppError, invalid } from '../../lib/errors.ts';
import { fromMicros, toMicros } from '../../lib/money.ts';
import { type ProviderName, type UpstreamAddon, UpstreamError, type UpstreamRegistry } from '../../providers/upstream/upstream.port.ts';
import { upstreamFailure } from '../../providers/upstream/upstream.errors.ts';
import type { ActivationsRepo } from '../activations/activations.repo.ts';
import { type EventOrigin, systemOrigin } from '../events/events.origin.ts';
import { insufficientBalance } from '../wallet/wallet.ledger.ts';
import type { WalletRepo } from '../wallet/wallet.repo.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { addonOf, REFUND_KIND } from './links.purchase.ts';
import type { ResellerLinksRepo, V1LinkRow } from './links.repo.ts';
import { resellerTopups } from './links.tables.ts';
import type { ResellerPlanRow } from './plans.repo.ts';
import type { ActivationEvents } from '../activations/activations.events.ts';
import type { ResellerEvents } from './reseller.events.ts';

export const TOPUP_KIND = 'reseller_topup';

type TopupRow = typeof resellerTopups.$inferSelect;

export interface TopupRepairPayload {
  organizationId: string;
  linkId: string;
  /** The request's top-ups: a later request's, still in flight, are not this job's. */
  topupIds: string[];
}

export function createTopUps(deps: {
  db: Db;
  repo: Pick<ResellerLinksRepo, 'insertTransaction'>;
  wallet: Pick<WalletService, 'debit'>;
  walletRepo: Pick<WalletRepo, 'refund' | 'balance'>;
  upstream: UpstreamRegistry;
  activationsRepo: Pick<ActivationsRepo, 'insert' | 'recount' | 'findLink'>;
  /** The request's repair job: queued in `tx` with the id given, or cancelled once the request settled its top-ups. */
  repairs: {
    schedule(payload: TopupRepairPayload, jobId: string, tx: Executor): Promise<unknown>;
    cancel(organizationId: string, jobId: string, tx: Executor): Promise<unknown>;
  };
  events: Pick<ResellerEvents, 'recorded' | 'ofCharge'>;
  /** The top-up's plan starting on the link: `activation.started`. */
  activationEvents: Pick<ActivationEvents, 'started'>;
  logger: Logger;
}) {
  const { db, repo, logger } = deps;

  async function settle(t: TopupRow, to: 'completed' | 'refunded', addonId: string | null, tx: Executor): Promise<boolean> {
    const rows = await tx
      .update(resellerTopups)
      .set({ status: to, upstreamAddonId: addonId, updatedAt: sql`now()` })
      .where(and(eq(resellerTopups.organizationId, t.organizationId), eq(resellerTopups.id, t.id), eq(resellerTopups.status, 'pending')))
      .returning({ id: resellerTopups.id });
    return rows.length > 0;
  }

  async function complete(origin: EventOrigin, t: TopupRow, addon: Pick<UpstreamAddon, 'id' | 'activatedAt' | 'expiresAt'>, tx: Executor): Promise<boolean> {
    if (!(await settle(t, 'completed', addon.id, tx))) return false;
    await deps.events.ofCharge(origin, 'reseller.topup.completed', t.organizationId, t.linkId, t.walletEntryId, tx);
    const activationId = randomUUID();
    await deps.activationsRepo.insert(
      {
        organizationId: t.organizationId,
        id: activationId,
        linkId: t.linkId,
        planId: null,
        resellerPlanId: t.planId,
        status: 'active',
        source: 'manual',
        upstreamAddonId: addon.id,
        activatedAt: addon.activatedAt,
        expiresAt: addon.expiresAt,
      },
      tx,
    );
    await deps.activationEvents.started(origin, t.organizationId, activationId, tx);
    return true;
  }

  async function refund(origin: EventOrigin, t: TopupRow, reason: string, tx: Executor): Promise<boolean> {
    if (!(await settle(t, 'refunded', null, tx))) return false;
    const entryId = randomUUID();
    const back = await deps.walletRepo.refund(t.organizationId, { id: entryId, kind: REFUND_KIND, amount: t.amount, reference: t.linkId, metadata: { link_id: t.linkId, topup_id: t.id, reason } }, tx);
    if (back === null) throw new Error(`wallet of organisation ${t.organizationId} not found while refunding a top-up`);
    const recorded = await repo.insertTransaction(
      { organizationId: t.organizationId, id: randomUUID(), linkId: t.linkId, type: 'refund', amount: t.amount, currency: t.currency, planName: t.planName, metadata: { plan_id: t.planId, topup_id: t.id, reason }, walletEntryId: entryId },
      tx,
    );
    await deps.events.recorded(origin, 'reseller.topup.refunded', recorded, tx);
    return true;
  }

  return {
    /**
     * The plans' top-ups of one request, charged together (they share their repair job);
     * the request's key (`key`) is bound to the first in the transaction of the debit.
     */
    async topUp(origin: EventOrigin, organizationId: string, link: V1LinkRow, plans: ResellerPlanRow[], key: KeyRef | null = null): Promise<void> {
      if (link.linkStatus === 'suspended') throw invalid('the link is suspended for an unpaid monthly fee; reactivate it first', { status: 'suspended' });
      if (link.endpointId === null) throw invalid('the link has no endpoint at its provider', { id: link.id });
      // Its eSIM was detached through the connectivity API: a plan bought now could not be used.
      if (link.iccid === null) throw invalid('the link has no eSIM (it was detached); attach one before adding plans', { id: link.id, status: link.status });
      const endpointId = link.endpointId;
      const total = plans.reduce((s, p) => s + toMicros(p.retailPrice), 0n);
      const currency = (await deps.walletRepo.balance(organizationId))?.currency ?? '';
      const wrong = plans.find((p) => p.currency !== currency);
      if (wrong !== undefined) throw invalid(`plan ${wrong.id} is priced in ${wrong.currency} and the wallet is in ${currency}`, { field: 'add', plan_id: wrong.id });
      let charged: TopupRow[];
      const repairJobId = randomUUID();
      try {
        charged = await db.transaction(async (tx) => {
          const out: TopupRow[] = [];
          for (const plan of plans) {
            const id = randomUUID();
            const paid = await deps.wallet.debit(origin, organizationId, plan.retailPrice, TOPUP_KIND, { reference: link.id, metadata: { link_id: link.id, plan_id: plan.id, topup_id: id } }, tx);
            await repo.insertTransaction(
              { organizationId, id: randomUUID(), linkId: link.id, type: 'topup', amount: plan.retailPrice, currency, planName: plan.name, metadata: { plan_id: plan.id, topup_id: id }, walletEntryId: paid.entryId },
              tx,
            );
            const [row] = await tx
              .insert(resellerTopups)
              .values({
                organizationId,
                id,
                linkId: link.id,
                status: 'pending',
                planId: plan.id,
                planName: plan.name,
                dataMb: plan.dataMb,
                amount: plan.retailPrice,
                currency,
                walletEntryId: paid.entryId,
                repairJobId,
              })
              .returning();
            out.push(row as TopupRow);
          }
          await deps.repairs.schedule({ organizationId, linkId: link.id, topupIds: out.map((t) => t.id) }, repairJobId, tx);
          if (out[0] !== undefined) await bindKey(tx, key, 'link_topup', out[0].id);
          return out;
        });
      } catch (err) {
        if (err instanceof AppError && err.code === 'insufficient_balance') {
          throw insufficientBalance({ required: fromMicros(total), available: (await deps.walletRepo.balance(organizationId))?.balance ?? '0', currency });
        }
        throw err;
      }
      const port = deps.upstream.get(link.provider as ProviderName);
      const byPlan = new Map(plans.map((p) => [p.id, p]));
      const started: { topup: TopupRow; addon: UpstreamAddon }[] = [];
      let lost: string[] = [];
      try {
        for (const topup of charged) started.push({ topup, addon: await port.addPlan(endpointId, addonOf(byPlan.get(topup.planId) as ResellerPlanRow)) });
        lost = await db.transaction(async (tx) => {
          await deps.activationsRepo.findLink(organizationId, link.id, tx, 'update');
          const gone: string[] = [];
          for (const s of started) if (!(await complete(origin, s.topup, s.addon, tx))) gone.push(s.addon.id);
          await deps.activationsRepo.recount(organizationId, link.id, tx);
          await deps.repairs.cancel(organizationId, repairJobId, tx);
          return gone;
        });
      } catch (err) {
        for (const s of started) await port.removePlan(endpointId, s.addon.id).catch((e: unknown) => logger.error({ err: e, linkId: link.id }, 'could not remove a top-up add-on that was refunded'));
        const reason = err instanceof UpstreamError ? `${err.operation} failed: HTTP ${err.status}` : 'the top-up could not be recorded';
        await db.transaction(async (tx) => {
          for (const t of charged) await refund(origin, t, reason, tx);
          await deps.repairs.cancel(organizationId, repairJobId, tx);
        });
        if (err instanceof UpstreamError) {
          throw upstreamFailure(err, 'provisioning_error', 'the provider failed to add the plan; the amount was refunded');
        }
        throw err;
      }
      // Top-ups the repair job refunded meanwhile: their add-ons go too.
      for (const addonId of lost) await port.removePlan(endpointId, addonId).catch((e: unknown) => logger.error({ err: e, linkId: link.id }, 'could not remove the add-on of a refunded top-up'));
      if (lost.length > 0) throw new AppError('provisioning_error', 'the top-up was refunded while it was being provisioned', { link_id: link.id });
    },

    /** The repair job of a link's pending top-ups (see the file's comment). */
    async repair(organizationId: string, linkId: string, topupIds: readonly string[]): Promise<{ completed: number; refunded: number }> {
      const pending = await db
        .select()
        .from(resellerTopups)
        .where(
          and(
            eq(resellerTopups.organizationId, organizationId),
            eq(resellerTopups.linkId, linkId),
            eq(resellerTopups.status, 'pending'),
            inArray(resellerTopups.id, [...topupIds]),
          ),
        )
        .orderBy(resellerTopups.createdAt, resellerTopups.id);
      if (pending.length === 0) return { completed: 0, refunded: 0 };
      const link = await deps.activationsRepo.findLink(organizationId, linkId);
      const addons =
        link?.upstreamEndpointId == null
          ? []
          : ((await deps.upstream.get(link.provider as ProviderName).getUsage([link.upstreamEndpointId]))[0]?.addons ?? []).filter((a) => a.status !== 'removed');
      const out = { completed: 0, refunded: 0 };
      await db.transaction(async (tx) => {
        await deps.activationsRepo.findLink(organizationId, linkId, tx, 'update');
        const recorded = await query<{ id: string }>(
          tx,
          sql`SELECT upstream_addon_id AS id FROM activations WHERE organization_id = ${organizationId}::uuid AND link_id = ${linkId}::uuid AND upstream_addon_id IS NOT NULL`,
        );
        const taken = new Set(recorded.map((r) => r.id));
        for (const t of pending) {
          const match = addons.find((a) => !taken.has(a.id) && Number(a.allowanceMb) === t.dataMb);
          if (match !== undefined && (await complete(systemOrigin, t, match, tx))) {
            taken.add(match.id);
            out.completed++;
          } else if (match === undefined && (await refund(systemOrigin, t, 'the top-up was interrupted before the provider had the plan', tx))) {
            out.refunded++;
          }
        }
        await deps.activationsRepo.recount(organizationId, linkId, tx);
      });
      if (out.completed + out.refunded > 0) logger.warn({ organizationId, linkId, ...out }, 'top-ups were left pending; the repair job settled them');
      return out;
    },
  };
}

export type TopUps = ReturnType<typeof createTopUps>;
