// Outbound SMS from the organisation's numbers: charge, send, then mark sent or fail and
// refund, with a sweeper for sends a dead process left (docs/architecture.md, "Paths
// that move money or call a provider").

import type { KeyRef } from '../idempotency/idempotency.service.ts';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { AppError, invalid } from '../../lib/errors.ts';
import { createGroupCommit, type Settled } from '../../lib/group-commit.ts';
import { toMicros } from '../../lib/money.ts';
import { countSegments, type SmsEncoding } from '../../lib/sms-segments.ts';
import { checkPhoneNumber } from '../../lib/phone.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { NumbersPort } from '../../providers/upstream/numbers.port.ts';
import { UpstreamError } from '../../providers/upstream/upstream.port.ts';
import { upstreamFailure } from '../../providers/upstream/upstream.errors.ts';
import { type EventOrigin, systemOrigin } from '../events/events.origin.ts';
import type { OrganizationRow } from '../organizations/organizations.repo.ts';
import { insufficientBalance } from '../wallet/wallet.ledger.ts';
import type { WalletRepo } from '../wallet/wallet.repo.ts';
import { type ReserveOutcome, type SentMark, SMS_DEBIT_KIND, type SmsMessageRow, type SmsOutboundRepo } from './sms.outbound.repo.ts';
import type { SmsPricing } from './sms.pricing.ts';
import { restricted, senderRefusal } from './sms.senders.ts';

/** The body's limit, in UTF-16 code units (the units UCS-2 segments are counted in). */
export const MAX_BODY_UNITS = 1600;

/** Ledger kinds of an outbound SMS charge and of its refund. */
export { SMS_DEBIT_KIND };
export const SMS_REFUND_KIND = 'sms_outbound_refund';

/** A message still `sending` this long after its charge was left by a process that died; the sweeper finishes it. */
export const LEFT_SENDING_AFTER_MS = 60_000;
/** A message the provider could not take for this long is failed and refunded. */
export const GIVE_UP_AFTER_MS = 6 * 3_600_000;

export interface SendInput {
  from: string;
  to: string;
  body: string;
}

export type SettleOutcome = 'sent' | 'failed' | 'already_settled';

export interface SmsSenderDeps {
  db: Db;
  repo: SmsOutboundRepo;
  pricing: Pick<SmsPricing, 'outboundAmount'>;
  walletRepo: Pick<WalletRepo, 'refund'>;
  numbers: Pick<NumbersPort, 'sendMessage'>;
  findOrganization(id: string): Promise<OrganizationRow | null>;
  logger: Logger;
  /** The time the sweeper compares ages with (tests move it). */
  clock?: () => number;
  /** Called when the sweeper settled a message (sent or failed): the answer of a key bound to it. */
  settled?(organizationId: string, messageId: string): Promise<void>;
}

/** The provider's refusal, short enough to store and show; never a stack or a secret. */
const reasonOf = (err: UpstreamError) => `provider ${err.kind} (HTTP ${err.status}) on ${err.operation}: ${err.message}`.slice(0, 500);

/** `to` as the destination country, or a 422 when it is not a valid E.164 number. */
function destinationOf(to: string): { countryIso: string | null } {
  const checked = checkPhoneNumber(to);
  if (!checked.ok) throw invalid(`to ${checked.problem}`, { field: 'to' });
  return { countryIso: checked.countryIso };
}

/** A send whose input is valid, waiting for its organisation's next batch. */
interface Prepared {
  organizationId: string;
  origin: EventOrigin;
  input: SendInput;
  idempotencyKey: string | null;
  countryIso: string | null;
  segments: number;
  encoding: SmsEncoding;
  /** What the send costs, or null when its destination is not offered. */
  amount: string | null;
}

/** What the batched writer takes: a send to charge, or a message to mark sent. */
type BatchInput = { kind: 'send'; send: Prepared } | { kind: 'mark'; mark: SentMark };
/** Every write of sends goes through one queue, so each statement carries as many as waited. */
const WRITE_KEY = 'sms';

export function createSmsSender(deps: SmsSenderDeps) {
  const { db, repo, walletRepo, logger } = deps;
  const clock = deps.clock ?? Date.now;
  // An organisation's currency is fixed when it is created; a miss reads it once.
  const currencies = new TtlCache<string, string>(10_000);

  async function currencyOf(organizationId: string): Promise<string | null> {
    const hit = currencies.get(organizationId);
    if (hit !== undefined) return hit;
    const org = await deps.findOrganization(organizationId);
    if (org === null) return null;
    currencies.set(organizationId, org.currency, Number.POSITIVE_INFINITY);
    return org.currency;
  }

  /**
   * Checks what needs no transaction (the destination, the body), counts the segments
   * and prices them in the organisation's currency (sms.pricing.ts); `amount` is null
   * when the destination is not offered.
   */
  async function prepare(origin: EventOrigin, organizationId: string, input: SendInput, key: KeyRef | null): Promise<Prepared> {
    const { countryIso } = destinationOf(input.to);
    if (input.body.length > MAX_BODY_UNITS) {
      throw invalid(`body must be 1 to ${MAX_BODY_UNITS} UTF-16 code units (an emoji counts 2)`, { field: 'body', length: input.body.length });
    }
    const count = countSegments(input.body);
    const currency = await currencyOf(organizationId);
    if (currency === null) throw new AppError('organization_not_found', 'organisation not found', null);
    const amount = countryIso === null ? null : await deps.pricing.outboundAmount(currency, countryIso, count.segments);
    return { organizationId, origin, input, idempotencyKey: key?.key ?? null, countryIso, segments: count.segments, encoding: count.encoding, amount };
  }

  /** A refused send's error, as a single send's checks would have answered it. */
  function refusalError(p: Prepared, outcome: Exclude<ReserveOutcome, { refused: null }>): AppError {
    switch (outcome.refused) {
      case 'organization':
        return new AppError('organization_not_found', 'organisation not found', null);
      case 'sender':
        return senderRefusal(outcome.sender ?? undefined, p.input.from) ?? new AppError('internal_error', 'internal server error', null);
      case 'billing':
        return new AppError('billing_not_configured', 'billing is not configured for this organisation', null);
      case 'price':
        return restricted(`SMS to ${p.countryIso ?? p.input.to} are not offered`, { to: p.input.to, country_iso: p.countryIso });
      case 'balance':
        return insufficientBalance({ required: p.amount ?? '0', available: outcome.available ?? '0', currency: outcome.currency });
    }
  }

  /**
   * One write for everything that waited: step 1 for new sends of any organisations
   * (one statement checks them all, organisation, number, billing, price, balance, in
   * that order, and charges those that pass) and the `sent` marks of messages the
   * provider took meanwhile (see SmsOutboundRepo.writeBatch).
   */
  async function writeBatch(_key: string, batch: BatchInput[]): Promise<Settled<SmsMessageRow | Date | null>[]> {
    const sends: Prepared[] = [];
    const marks: SentMark[] = [];
    for (const b of batch) {
      if (b.kind === 'send') sends.push(b.send);
      else marks.push(b.mark);
    }
    const written = await repo.writeBatch(
      sends.map((p) => ({
        organizationId: p.organizationId,
        id: randomUUID(),
        entryId: randomUUID(),
        from: p.input.from,
        to: p.input.to,
        body: p.input.body,
        segments: p.segments,
        encoding: p.encoding,
        amount: p.amount,
        idempotencyKey: p.idempotencyKey,
        origin: p.origin,
      })),
      marks,
    );
    let next = 0;
    return batch.map((b): Settled<SmsMessageRow | Date | null> => {
      if (b.kind === 'mark') return { ok: true, value: written.sent.get(b.mark.id) ?? null };
      const o = written.reserved[next++];
      if (o === undefined) return { ok: false, error: new Error('a send of the batch got no outcome') };
      return o.refused === null ? { ok: true, value: o.row } : { ok: false, error: refusalError(b.send, o) };
    });
  }

  const writes = createGroupCommit<BatchInput, SmsMessageRow | Date | null>(writeBatch, { maxBatch: 500 });

  /** `sending` -> `failed` and the refund of its charge, together; null when already settled. */
  async function failAndRefund(message: SmsMessageRow, failureReason: string): Promise<SmsMessageRow | null> {
    return db.transaction(async (tx) => {
      const refunds = message.walletEntryId !== null && toMicros(message.price) > 0n;
      const refundEntryId = refunds ? randomUUID() : null;
      const failed = await repo.markFailed(message.organizationId, message.id, { failureReason, refundEntryId }, tx);
      if (failed === null || refundEntryId === null) return failed;
      const refund = await walletRepo.refund(
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

  /** `sending` -> `sent`, by `origin` (its `sms.outbound.sent`); the sent row, or null when another path settled it first. */
  async function markSent(origin: EventOrigin, message: SmsMessageRow, upstreamId: string, sentAt = new Date()): Promise<SmsMessageRow | null> {
    const mark = { organizationId: message.organizationId, id: message.id, upstreamId, sentAt, origin };
    const marked = (await writes.submit(WRITE_KEY, { kind: 'mark', mark })) as Date | null;
    return marked === null ? null : { ...message, status: 'sent', upstreamId, sentAt: marked };
  }

  /** Marks written behind their answers, still running (see send). */
  const trailing = new Set<Promise<void>>();

  /**
   * The message as sent, at once; its `sent` mark is written behind the answer (with the
   * next batch of charges). The charge has committed and the provider has the message,
   * so the answer is already true; a mark that cannot be written (the process dies, the
   * database is away) leaves the message `sending`, and the sweeper marks it sent a
   * minute later (the provider takes a reference once).
   */
  function sentBehind(origin: EventOrigin, message: SmsMessageRow, upstreamId: string): SmsMessageRow {
    const sentAt = new Date();
    const mark: Promise<void> = markSent(origin, message, upstreamId, sentAt).then(
      () => undefined,
      (err: unknown) => logger.error({ err, organizationId: message.organizationId, messageId: message.id }, 'could not mark an SMS sent; the sweeper will'),
    );
    trailing.add(mark);
    void mark.finally(() => trailing.delete(mark));
    return { ...message, status: 'sent', upstreamId, sentAt };
  }

  /** The message as it is now, after another path settled it first. */
  async function current(message: SmsMessageRow): Promise<SmsMessageRow> {
    return (await repo.find(message.organizationId, message.id)) ?? message;
  }

  /**
   * A message still `sending` is sent again under the same reference and marked sent,
   * or failed and refunded when the provider refuses it for good (or stays unreachable
   * on the last attempt). A retryable failure before the last attempt is thrown. Only
   * the sweeper's jobs settle, so the events are the platform's (systemOrigin).
   */
  async function settle(organizationId: string, messageId: string, opts: { lastAttempt: boolean }): Promise<SettleOutcome> {
    const message = await repo.find(organizationId, messageId);
    if (message === null || message.status !== 'sending') return 'already_settled';
    const outcome = await dispatch(message);
    if ('upstreamId' in outcome) {
      const sent = await markSent(systemOrigin, message, outcome.upstreamId);
      if (sent !== null) logger.warn({ organizationId, messageId }, 'outbound SMS was left sending; the sweeper sent it');
      await deps.settled?.(organizationId, messageId);
      return sent === null ? 'already_settled' : 'sent';
    }
    if (outcome.error.retryable && !opts.lastAttempt) throw outcome.error;
    const failed = await failAndRefund(message, reasonOf(outcome.error));
    if (failed !== null) logger.warn({ organizationId, messageId, status: outcome.error.status }, 'outbound SMS was left sending; the provider refused it, so it is failed and refunded');
    await deps.settled?.(organizationId, messageId);
    return failed === null ? 'already_settled' : 'failed';
  }

  return {
    /**
     * POST /sms/send: the message as `sent`, or outbound_sms_failed (502) after the failed
     * attempt is stored and refunded. An unexpected error (the database) leaves it
     * `sending` for the sweeper. Its events (`sms.outbound.sent`, a `wallet.low_balance`
     * its charge causes) are `origin`'s.
     */
    async send(origin: EventOrigin, organizationId: string, input: SendInput, key: KeyRef | null = null): Promise<SmsMessageRow> {
      const message = (await writes.submit(WRITE_KEY, { kind: 'send', send: await prepare(origin, organizationId, input, key) })) as SmsMessageRow;
      const outcome = await dispatch(message);
      if ('upstreamId' in outcome) return sentBehind(origin, message, outcome.upstreamId);
      const reason = reasonOf(outcome.error);
      const failed = await failAndRefund(message, reason);
      logger.info({ organizationId, messageId: message.id, status: outcome.error.status, settled: failed !== null }, 'outbound SMS failed at the provider');
      if (failed === null) {
        // The sweeper got there first; answer what it decided.
        const now = await current(message);
        if (now.status === 'sent') return now;
      }
      throw upstreamFailure(outcome.error, 'outbound_sms_failed', `the provider could not send the SMS; message ${message.id} is recorded as failed and its charge refunded`, {
        message_id: message.id,
      });
    },

    settle,

    /** Waits for the `sent` marks still being written behind their answers (at shutdown, before the database closes). */
    async drain(): Promise<void> {
      while (trailing.size > 0) await Promise.all([...trailing]);
    },

    /**
     * The sweeper: settles every message left `sending` for more than a minute (a
     * process died between its charge and its send). One the provider cannot take yet
     * stays for the next sweep, until GIVE_UP_AFTER_MS after its charge, when it is
     * failed and refunded.
     */
    async sweep(limit = 500): Promise<Record<SettleOutcome | 'retry_later', number>> {
      const counts = { sent: 0, failed: 0, already_settled: 0, retry_later: 0 };
      const now = clock();
      for (const m of await repo.findLeftSending(new Date(now - LEFT_SENDING_AFTER_MS), limit)) {
        try {
          counts[await settle(m.organizationId, m.id, { lastAttempt: now - m.createdAt.getTime() >= GIVE_UP_AFTER_MS })]++;
        } catch (err) {
          if (!(err instanceof UpstreamError)) throw err;
          counts.retry_later++;
        }
      }
      return counts;
    },
  };
}

export type SmsSender = ReturnType<typeof createSmsSender>;
