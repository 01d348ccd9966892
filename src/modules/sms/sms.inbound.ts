// Inbound SMS: the provider tells us of a message for one of its numbers; if an
// organisation owns that number, the message, its charge and its webhook deliveries are
// written in one statement, so a message is either fully received or not at all (the
// provider's retry of the same message id is then recognised and not stored twice).
// Messages that arrive together are stored together (a group commit): under load each
// statement carries every message that came while the previous one ran.

import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { createGroupCommit, type Settled } from '../../lib/group-commit.ts';
import { countSegments } from '../../lib/sms-segments.ts';
import type { InboundMessage } from '../../providers/upstream/numbers.port.ts';
import type { InboundEventData } from '../webhooks/webhooks.service.ts';
import type { InboundRow, InboundSmsRepo, ReceivingNumber } from './sms.inbound.repo.ts';
import type { SmsPricing } from './sms.pricing.ts';

export interface InboundSmsDeps {
  repo: InboundSmsRepo;
  /** The prices outbound sends use too (one cache, one failure rule). */
  pricing: Pick<SmsPricing, 'inboundAmount'>;
  wake(): void;
  logger: Logger;
}

export interface ReceivedSms {
  id: string;
  organizationId: string;
  deliveryIds: string[];
  duplicate: boolean;
}

export function createInboundSms(deps: InboundSmsDeps) {
  /** What the organisation pays for a message to `number`: '0' when it is not charged. */
  async function priceOf(number: ReceivingNumber, upstreamId: string): Promise<string> {
    // Priced before the statement: never an upstream call inside one.
    if (!number.billingConfigured || !number.hasWallet) return '0';
    try {
      return await deps.pricing.inboundAmount(number.currency, number.countryIso);
    } catch (err) {
      // The network already delivered the message: it is received, uncharged, never lost.
      deps.logger.error({ err, organizationId: number.organizationId, currency: number.currency, upstreamId }, 'inbound SMS received without its charge: no price list');
      return '0';
    }
  }

  /** One batch: who owns each number (one read), prices, then one statement that stores them all. */
  async function receiveBatch(messages: InboundMessage[]): Promise<Array<Settled<ReceivedSms | null>>> {
    const owners = await deps.repo.receivingNumbers(messages.map((m) => m.to));
    const rows: InboundRow[] = [];
    /** Per message: its row in `rows` (a repeat of an id earlier in the batch: the first's), or null when nobody owns its number. */
    const rowOf: Array<{ index: number; repeat: boolean } | null> = [];
    const firstOf = new Map<string, number>();
    for (const [i, message] of messages.entries()) {
      const number = owners[i] ?? null;
      if (number === null) {
        deps.logger.warn({ to: message.to, upstreamId: message.id }, 'inbound SMS for a number no organisation owns: ignored');
        rowOf.push(null);
        continue;
      }
      const key = `${number.organizationId}/${message.id}`;
      const first = firstOf.get(key);
      if (first !== undefined) {
        rowOf.push({ index: first, repeat: true });
        continue;
      }
      const id = randomUUID();
      const { encoding, segments } = countSegments(message.body);
      const data: InboundEventData = {
        id,
        phone_number_id: number.id,
        from: message.from,
        to: message.to,
        body: message.body,
        segments,
        received_at: message.receivedAt.toISOString(),
      };
      firstOf.set(key, rows.length);
      rowOf.push({ index: rows.length, repeat: false });
      rows.push({
        organizationId: number.organizationId,
        id,
        entryId: randomUUID(),
        phoneNumberId: number.id,
        countryIso: number.countryIso,
        from: message.from,
        to: message.to,
        body: message.body,
        segments,
        encoding,
        price: await priceOf(number, message.id),
        currency: number.currency,
        upstreamId: message.id,
        receivedAt: message.receivedAt,
        eventPayload: JSON.stringify({ type: 'sms.inbound', timestamp: message.receivedAt.toISOString(), data }),
      });
    }
    const stored = rows.length === 0 ? [] : await deps.repo.storeBatch(rows);
    if (stored.some((s) => s.deliveryIds.length > 0)) deps.wake();
    return rowOf.map((at): Settled<ReceivedSms | null> => {
      if (at === null) return { ok: true, value: null };
      const row = rows[at.index] as InboundRow;
      const s = stored[at.index] as (typeof stored)[number];
      return at.repeat
        ? { ok: true, value: { id: s.id, organizationId: row.organizationId, deliveryIds: [], duplicate: true } }
        : { ok: true, value: { id: s.id, organizationId: row.organizationId, deliveryIds: s.deliveryIds, duplicate: s.duplicate } };
    });
  }

  const batches = createGroupCommit<InboundMessage, ReceivedSms | null>((_key, messages) => receiveBatch(messages));

  return {
    /** Stores, charges and queues the deliveries of one inbound message; null when no organisation owns the number. */
    receive: (message: InboundMessage): Promise<ReceivedSms | null> => batches.submit('inbound', message),
    /** The organisation's inbound messages, newest first. */
    list: (organizationId: string, q: Parameters<InboundSmsRepo['list']>[1]) => deps.repo.list(organizationId, q),
  };
}

export type InboundSms = ReturnType<typeof createInboundSms>;
