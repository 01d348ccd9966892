// The provisioning job of a purchase: orders each number at the provider (ordering a hold
// twice answers the same number, so a retried or resumed job is safe), activates it, and
// completes the order. A failure that will not go away (the hold is gone), or the last
// attempt of a retryable one, fails the order: numbers already ordered go back to the
// provider, then the refund, the failed order and its failed numbers commit together.

import type { Logger } from 'pino';
import { Type } from 'typebox';
import type { Db } from '../../db/client.ts';
import { defineJob, type JobDefinition } from '../../jobs/define.ts';
import type { NumbersPort } from '../../providers/upstream/numbers.port.ts';
import { UpstreamError } from '../../providers/upstream/upstream.port.ts';
import type { WalletRepo } from '../wallet/wallet.repo.ts';
import type { NumbersOrganization } from './numbers.catalogue.ts';
import type { NumbersRepo } from './numbers.repo.ts';

export const PROVISION_MAX_ATTEMPTS = 8;

export interface ProvisioningDeps {
  db: Db;
  port: NumbersPort;
  repo: NumbersRepo;
  walletRepo: Pick<WalletRepo, 'refund'>;
  organization(id: string): Promise<NumbersOrganization>;
  logger: Logger;
}

export type ProvisionOutcome = { outcome: 'completed' | 'failed' | 'skipped'; numbers?: number; reason?: string };

export function createProvisioning(deps: ProvisioningDeps) {
  const { db, port, repo } = deps;

  /** Refunds and fails a pending order in one transaction, after giving back what was ordered. */
  async function failOrder(organizationId: string, orderId: string, reason: string): Promise<ProvisionOutcome> {
    const numbers = await repo.numbersOfOrder(organizationId, orderId);
    for (const n of numbers) {
      // Releasing a number already gone is not an error, so a resumed job repeats this safely.
      if (n.upstreamNumberId !== null && n.status !== 'released') await port.releaseNumber(n.upstreamNumberId);
    }
    const failed = await db.transaction(async (tx) => {
      const order = await repo.findOrder(organizationId, orderId, tx);
      if (order === null || order.status !== 'pending') return false;
      const refund = await deps.walletRepo.refund(
        organizationId,
        { kind: 'number_refund', amount: order.totalAmount, metadata: { order_id: orderId, reason: reason.slice(0, 200) } },
        tx,
      );
      if (refund === null) throw new Error(`wallet of organisation ${organizationId} not found`);
      if (!(await repo.failOrder(organizationId, orderId, reason, refund.entryId, tx))) throw new Error('order changed while it was being failed');
      await repo.failNumbersOfOrder(organizationId, orderId, tx);
      return true;
    });
    return failed ? { outcome: 'failed', reason } : { outcome: 'skipped' };
  }

  /**
   * Provisions an order's numbers. `lastAttempt`: a retryable failure fails the order
   * instead of being thrown back to the queue.
   */
  async function provisionOrder(p: { organizationId: string; orderId: string }, opts: { lastAttempt: boolean }): Promise<ProvisionOutcome> {
    const order = await repo.findOrder(p.organizationId, p.orderId);
    if (order === null || order.status !== 'pending') return { outcome: 'skipped' };
    const org = await deps.organization(p.organizationId);
    const numbers = await repo.numbersOfOrder(p.organizationId, p.orderId);
    for (const n of numbers) {
      if (n.status !== 'provisioning') continue;
      let ordered: { upstreamId: string };
      try {
        ordered = await port.orderNumber({ account: org.providerAccount, holdId: n.holdId });
      } catch (err) {
        const retryable = !(err instanceof UpstreamError) || err.retryable;
        if (retryable && !opts.lastAttempt) throw err;
        const reason = err instanceof UpstreamError ? `${err.kind}: ${err.message}` : String(err);
        deps.logger.warn({ err, orderId: p.orderId, e164: n.e164 }, 'number order failed; refunding the purchase');
        return failOrder(p.organizationId, p.orderId, reason);
      }
      await repo.activate(p.organizationId, n.id, ordered.upstreamId, await port.now());
    }
    await repo.completeOrder(p.organizationId, p.orderId);
    return { outcome: 'completed', numbers: numbers.length };
  }

  const job: JobDefinition<{ organizationId: string; orderId: string }> = defineJob({
    name: 'numbers.provision',
    version: 1,
    schema: Type.Object({ organizationId: Type.String({ format: 'uuid' }), orderId: Type.String({ format: 'uuid' }) }),
    maxAttempts: PROVISION_MAX_ATTEMPTS,
    // 2 s, 4 s, 8 s ... capped at 5 minutes: the hold lasts an hour.
    backoff: (attempt) => Math.min(2000 * 2 ** Math.max(0, attempt - 1), 300_000),
    async handle(payload, ctx) {
      return provisionOrder(payload, { lastAttempt: ctx.job.attempts >= ctx.job.maxAttempts });
    },
  });

  return { job, provisionOrder };
}

export type Provisioning = ReturnType<typeof createProvisioning>;
