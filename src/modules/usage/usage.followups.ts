// What a snapshot decides and a job then does, because it calls the provider and so
// cannot happen inside the snapshot's transaction: renewing an ended activation
// (a resubscription) and sending a plan notification as an SMS to the link's SIM.
// Both are enqueued in the transaction that records the decision, and both may run
// twice (a worker dies after the work), so each checks first whether it is done.

import { createHash, randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { AppError } from '../../lib/errors.ts';
import { systemOrigin } from '../events/events.origin.ts';
import { type ProviderName, UpstreamError, type UpstreamRegistry } from '../../providers/upstream/upstream.port.ts';
import type { ActivationsRepo } from '../activations/activations.repo.ts';
import type { ActivationsService } from '../activations/activations.service.ts';
import type { PlanRow } from '../plans/plans.repo.ts';
import type { UsageRepo } from './usage.repo.ts';
import { renews } from './usage.rules.ts';

export interface NotifyPayload {
  organizationId: string;
  activationId: string;
  notificationId: string;
  linkId: string;
  message: string;
}

/**
 * The id of the SMS that delivers one notification of one activation: the same on
 * every run of the job, so a run after a successful one finds it and sends nothing.
 */
export function notificationSmsId(activationId: string, notificationId: string): string {
  const h = createHash('sha256').update(`${activationId}:${notificationId}`).digest('hex');
  const variant = ((Number.parseInt(h.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export function createFollowUps(deps: {
  usageRepo: UsageRepo;
  activationsRepo: ActivationsRepo;
  activations: ActivationsService;
  requirePlan(organizationId: string, id: string): Promise<PlanRow>;
  upstream: UpstreamRegistry;
  logger: Logger;
}) {
  const { usageRepo, activationsRepo, activations, upstream } = deps;

  return {
    /**
     * Renews an expired or exhausted activation with a new one of source
     * `resubscription`, if its plan (as it is now) still asks for it. A rule that no
     * longer holds (plan deleted, link no longer active) ends the job with the reason;
     * a provider outage fails it so that it is retried.
     */
    async renew(organizationId: string, activationId: string): Promise<{ renewed: string } | { skipped: string }> {
      const previous = await activationsRepo.findById(organizationId, activationId);
      if (previous === null) return { skipped: 'activation_not_found' };
      if (previous.status !== 'expired' && previous.status !== 'exhausted') return { skipped: `activation_${previous.status}` };
      const done = await activationsRepo.findRenewal(organizationId, activationId);
      if (done !== null) return { renewed: done.id };
      // A `/v1` reseller plan never renews: its customer buys a top-up instead.
      if (previous.planId === null) return { skipped: 'plan_does_not_renew' };
      let plan: PlanRow;
      try {
        plan = await deps.requirePlan(organizationId, previous.planId);
      } catch (err) {
        if (err instanceof AppError && !err.retryable) return { skipped: `plan: ${err.code}` };
        throw err;
      }
      if (!renews({ ...plan, reactivationCount: previous.reactivationCount }, previous.status)) return { skipped: 'plan_does_not_renew' };
      try {
        const link = await activations.requireLink(organizationId, previous.linkId);
        const record = await activations.activate(systemOrigin, organizationId, link, plan.id, 'resubscription', {
          previousActivationId: previous.id,
          reactivationCount: previous.reactivationCount + 1,
        });
        return { renewed: record.activation.id };
      } catch (err) {
        // A concurrent run that won the unique renewal index already did the work.
        const winner = await activationsRepo.findRenewal(organizationId, activationId);
        if (winner !== null) return { renewed: winner.id };
        if (err instanceof AppError && !err.retryable) return { skipped: `${err.code}: ${err.message}` };
        throw err;
      }
    },

    /**
     * Sends the notification to the link's SIM and records the attempt in the link's
     * SMS history. Sending needs what any SMS to a link needs (an active link with a SIM
     * that has an MSISDN); without it the attempt is recorded as failed and not retried.
     * A provider outage is recorded too, and the job fails so that it is retried.
     */
    async notify(p: NotifyPayload): Promise<{ sms: string; status: 'sent' | 'failed' | 'already_sent' }> {
      const smsId = notificationSmsId(p.activationId, p.notificationId);
      if (await usageRepo.hasSms(p.organizationId, smsId)) return { sms: smsId, status: 'already_sent' };
      const target = await usageRepo.smsTarget(p.organizationId, p.linkId);
      const refusal =
        target === null || target.removedAt !== null
          ? 'the link has been deleted'
          : target.status !== 'active'
            ? `the link is ${target.status}`
            : target.iccid === null
              ? 'the link has no SIM attached'
              : target.msisdn === null
                ? 'the SIM has no MSISDN'
                : null;
      const base = { linkId: p.linkId, message: p.message, upstreamMessageId: null, sentAt: null };
      if (refusal !== null || target === null || target.iccid === null) {
        if (target !== null) await usageRepo.recordSms(p.organizationId, { ...base, id: randomUUID(), status: 'failed', failureReason: refusal });
        return { sms: smsId, status: 'failed' };
      }
      const provider = target.provider as ProviderName;
      try {
        const sent = await upstream.get(provider).sendSms({ iccid: target.iccid, message: p.message });
        await usageRepo.recordSms(p.organizationId, {
          ...base,
          id: smsId,
          status: 'sent',
          failureReason: null,
          upstreamMessageId: sent.id,
          sentAt: new Date(),
        });
        return { sms: smsId, status: 'sent' };
      } catch (err) {
        if (!(err instanceof UpstreamError)) throw err;
        await usageRepo.recordSms(p.organizationId, { ...base, id: randomUUID(), status: 'failed', failureReason: `upstream_unavailable: ${err.message}`.slice(0, 500) });
        if (err.retryable) throw err;
        deps.logger.warn({ err, linkId: p.linkId, notificationId: p.notificationId }, 'the provider refused a plan notification SMS');
        return { sms: smsId, status: 'failed' };
      }
    },
  };
}

export type FollowUps = ReturnType<typeof createFollowUps>;
