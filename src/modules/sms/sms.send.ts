// Outbound SMS from the organisation's numbers. A send is two steps around one provider
// call, never inside a transaction:
//   1. one transaction debits segments x the destination's price, writes the message as
//      `sending` with its ledger entry, and queues a delayed settle job;
//   2. the provider is asked to send it, with the message id as its reference; then the
//      message becomes `sent`, or, when the provider fails, `failed` with the refund in
//      one transaction.
// If the process dies between the two, the settle job finds the message still `sending`
// and finishes it: the provider sends a reference once, so asking again is safe. Every
// move out of `sending` is conditional on the row, so a message is settled exactly once:
// sent and paid, or failed and refunded, never both and never neither.

import { randomUUID } from 'node:crypto';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Logger } from 'pino';
import type { Db, Executor } from '../../db/client.ts';
import { AppError, invalid, notFound } from '../../http/errors.ts';
import { fromMicros, toMicros } from '../../lib/money.ts';
import { countSegments, type SmsEncoding } from '../../lib/sms-segments.ts';
import type { NumbersPort } from '../../providers/upstream/numbers.port.ts';
import { UpstreamError } from '../../providers/upstream/port.ts';
import type { OrganizationRow } from '../organizations/organizations.repo.ts';
import type { WalletRepo } from '../wallet/wallet.repo.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { SmsOutboundRepo, SmsMessageRow } from './sms.outbound.repo.ts';
import type { SmsPricing } from './sms.pricing.ts';

/** The body's limit, in UTF-16 code units (the units UCS-2 segments are counted in). */
export const MAX_BODY_UNITS = 1600;

/** Ledger kinds of an outbound SMS charge and of its refund. */
export const SMS_DEBIT_KIND = 'sms_outbound';
export const SMS_REFUND_KIND = 'sms_outbound_refund';

export interface SendInput {
  from: string;
  to: string;
  body: string;
}

export interface SettlePayload {
  organizationId: string;
  messageId: string;
}

export type SettleOutcome = 'sent' | 'failed' | 'already_settled';

export interface SmsSenderDeps {
  db: Db;
  repo: SmsOutboundRepo;
  pricing: Pick<SmsPricing, 'priceOf'>;
  wallet: Pick<WalletService, 'debit'>;
  walletRepo: Pick<WalletRepo, 'apply'>;
  numbers: Pick<NumbersPort, 'sendMessage'>;
  findOrganization(id: string): Promise<OrganizationRow | null>;
  /** Queues the settle job of a message in the caller's transaction. */
  scheduleSettle(payload: SettlePayload, tx: Executor): Promise<unknown>;
  logger: Logger;
}

/** The provider's refusal, short enough to store and show; never a stack or a secret. */
const reasonOf = (err: UpstreamError) => `provider ${err.kind} (HTTP ${err.status}) on ${err.operation}: ${err.message}`.slice(0, 500);

const restricted = (message: string, details: Record<string, unknown>) => new AppError('traffic_restricted', message, details);

/** `to` as the destination country, or a 422 when it is not a valid E.164 number. */
function destinationOf(to: string): { countryIso: string | null } {
  const parsed = parsePhoneNumberFromString(to);
  if (parsed === undefined || parsed.number !== to || !parsed.isValid()) {
    throw invalid('to must be a valid phone number in E.164 format, e.g. +4915123456789', { field: 'to' });
  }
  return { countryIso: parsed.country ?? null };
}

export function createSmsSender(deps: SmsSenderDeps) {
  const { db, repo, walletRepo, logger } = deps;

  /** Checks everything a send needs before money moves; answers the price to charge. */
  async function admit(organizationId: string, input: SendInput) {
    const { countryIso } = destinationOf(input.to);
    if (input.body.length > MAX_BODY_UNITS) {
      throw invalid(`body must be 1 to ${MAX_BODY_UNITS} UTF-16 code units (an emoji counts 2)`, { field: 'body', length: input.body.length });
    }
    const org = await deps.findOrganization(organizationId);
    if (org === null) throw new AppError('organization_not_found', 'organisation not found', null);
    const sender = await repo.findSender(organizationId, input.from);
    if (sender === null) throw notFound('phone_number', input.from);
    const numberDetails = { phone_number_id: sender.id, from: sender.e164 };
    if (sender.status === 'provisioning') throw invalid('the number is still provisioning; send once it is active', { ...numberDetails, status: sender.status });
    if (sender.status === 'suspended') throw restricted('the number is suspended while its monthly fee is unpaid', { ...numberDetails, status: sender.status });
    if (sender.trafficDirection === 'inbound_only') throw restricted('the number can only receive SMS', { ...numberDetails, traffic_direction: sender.trafficDirection });
    if (sender.kycStatus === 'rejected') throw restricted("the number's KYC was rejected", { ...numberDetails, kyc_status: sender.kycStatus });
    if (!org.billingConfigured) throw new AppError('billing_not_configured', 'billing is not configured for this organisation', null);
    const price = countryIso === null ? null : await deps.pricing.priceOf(org.currency, countryIso);
    if (price === null) throw restricted(`SMS to ${countryIso ?? input.to} are not offered`, { to: input.to, country_iso: countryIso });
    const count = countSegments(input.body);
    const amount = fromMicros(toMicros(price.outboundPerSegment) * BigInt(count.segments));
    return { sender, currency: org.currency, segments: count.segments, encoding: count.encoding, amount };
  }

  /** Step 1: the charge, the `sending` record and its settle job, in one transaction. */
  async function reserve(
    organizationId: string,
    input: SendInput,
    admitted: { sender: { id: string }; currency: string; segments: number; encoding: SmsEncoding; amount: string },
  ): Promise<SmsMessageRow> {
    const id = randomUUID();
    return db.transaction(async (tx) => {
      const paid =
        toMicros(admitted.amount) > 0n
          ? await deps.wallet.debit(
              organizationId,
              admitted.amount,
              SMS_DEBIT_KIND,
              { reference: id, metadata: { message_id: id, to: input.to, segments: admitted.segments } },
              tx,
            )
          : null;
      const row = await repo.insert(
        {
          organizationId,
          id,
          phoneNumberId: admitted.sender.id,
          direction: 'outbound',
          fromNumber: input.from,
          toNumber: input.to,
          body: input.body,
          segments: admitted.segments,
          encoding: admitted.encoding,
          status: 'sending',
          price: admitted.amount,
          currency: admitted.currency,
          walletEntryId: paid?.entryId ?? null,
        },
        tx,
      );
      await deps.scheduleSettle({ organizationId, messageId: id }, tx);
      return row;
    });
  }

  /** `sending` -> `failed` and the refund of its charge, together; null when already settled. */
  async function failAndRefund(message: SmsMessageRow, failureReason: string): Promise<SmsMessageRow | null> {
    return db.transaction(async (tx) => {
      const refunds = message.walletEntryId !== null && toMicros(message.price) > 0n;
      const refundEntryId = refunds ? randomUUID() : null;
      const failed = await repo.markFailed(message.organizationId, message.id, { failureReason, refundEntryId }, tx);
      if (failed === null || refundEntryId === null) return failed;
      const refund = await walletRepo.apply(
        message.organizationId,
        { id: refundEntryId, kind: SMS_REFUND_KIND, amount: message.price, reference: message.id, metadata: { message_id: message.id, reason: failureReason } },
        tx,
      );
      if (refund === null) throw new Error(`wallet of organisation ${message.organizationId} not found while refunding SMS ${message.id}`);
      return failed;
    });
  }

  /** Hands the message to the provider; answers the provider's id or its error. */
  async function dispatch(message: SmsMessageRow): Promise<{ upstreamId: string } | { error: UpstreamError }> {
    try {
      const sent = await deps.numbers.sendMessage({ from: message.fromNumber, to: message.toNumber, body: message.body, reference: message.id });
      return { upstreamId: sent.id };
    } catch (err) {
      if (err instanceof UpstreamError) return { error: err };
      throw err;
    }
  }

  /** The message as it is now, after another path settled it first. */
  async function current(message: SmsMessageRow): Promise<SmsMessageRow> {
    return (await repo.find(message.organizationId, message.id)) ?? message;
  }

  return {
    /**
     * POST /sms/send: the message as `sent`, or outbound_sms_failed (502) after the failed
     * attempt is stored and refunded. An unexpected error (the database) leaves it
     * `sending` for the settle job.
     */
    async send(organizationId: string, input: SendInput): Promise<SmsMessageRow> {
      const admitted = await admit(organizationId, input);
      const message = await reserve(organizationId, input, admitted);
      const outcome = await dispatch(message);
      if ('upstreamId' in outcome) return (await repo.markSent(organizationId, message.id, outcome.upstreamId)) ?? current(message);
      const reason = reasonOf(outcome.error);
      const failed = await failAndRefund(message, reason);
      logger.info({ organizationId, messageId: message.id, status: outcome.error.status, settled: failed !== null }, 'outbound SMS failed at the provider');
      if (failed === null) {
        // The settle job got there first; answer what it decided.
        const now = await current(message);
        if (now.status === 'sent') return now;
      }
      throw new AppError('outbound_sms_failed', `the provider could not send the SMS; message ${message.id} is recorded as failed and its charge refunded`, {
        message_id: message.id,
        upstream_status: outcome.error.status,
      });
    },

    /**
     * The settle job: a message still `sending` is sent again under the same reference
     * and marked sent, or failed and refunded when the provider refuses it for good (or
     * stays unreachable through the job's last attempt). A retryable failure before the
     * last attempt is thrown, so the queue tries again later.
     */
    async settle(organizationId: string, messageId: string, opts: { lastAttempt: boolean }): Promise<SettleOutcome> {
      const message = await repo.find(organizationId, messageId);
      if (message === null || message.status !== 'sending') return 'already_settled';
      const outcome = await dispatch(message);
      if ('upstreamId' in outcome) {
        const sent = await repo.markSent(organizationId, messageId, outcome.upstreamId);
        if (sent !== null) logger.warn({ organizationId, messageId }, 'outbound SMS was left sending; the settle job sent it');
        return sent === null ? 'already_settled' : 'sent';
      }
      if (outcome.error.retryable && !opts.lastAttempt) throw outcome.error;
      const failed = await failAndRefund(message, reasonOf(outcome.error));
      if (failed !== null) logger.warn({ organizationId, messageId, status: outcome.error.status }, 'outbound SMS was left sending; the provider refused it, so it is failed and refunded');
      return failed === null ? 'already_settled' : 'failed';
    },
  };
}

export type SmsSender = ReturnType<typeof createSmsSender>;
