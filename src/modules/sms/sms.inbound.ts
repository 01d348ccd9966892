// Inbound SMS: the provider tells us of a message for one of its numbers; if an
// organisation owns that number, the message, its charge and its webhook deliveries are
// written in one transaction, so a message is either fully received or not at all
// (the provider's retry of the same message id is then recognised and not stored twice).

import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import { countSegments } from '../../lib/sms-segments.ts';
import { isMoney, negate, toMicros } from '../../lib/money.ts';
import type { InboundMessage, NumbersPort, SmsPrice } from '../../providers/upstream/numbers.port.ts';
import type { OrganizationRow } from '../organizations/organizations.repo.ts';
import type { WalletRepo } from '../wallet/wallet.repo.ts';
import type { WebhooksService } from '../webhooks/webhooks.service.ts';
import type { InboundSmsRepo } from './sms.inbound.repo.ts';

export interface InboundSmsDeps {
  db: Database['db'];
  repo: InboundSmsRepo;
  findOrganization(id: string): Promise<OrganizationRow | null>;
  walletRepo: Pick<WalletRepo, 'apply'>;
  numbers: Pick<NumbersPort, 'smsPricing'>;
  webhooks: Pick<WebhooksService, 'enqueueInbound'>;
  wake(): void;
  logger: Logger;
  /** How long a fetched price list is reused (it is a price list, not a balance). */
  priceTtlMs?: number;
  monotonicMs?: () => number;
}

export interface ReceivedSms {
  id: string;
  organizationId: string;
  deliveryIds: string[];
  duplicate: boolean;
}

export function createInboundSms(deps: InboundSmsDeps) {
  const ttl = deps.priceTtlMs ?? 60_000;
  const clock = deps.monotonicMs ?? (() => performance.now());
  const prices = new Map<string, { at: number; list: SmsPrice[] }>();

  /**
   * The price list, fetched at most once per `ttl`. When the provider cannot answer, the
   * last list fetched is used however old (a price list changes rarely); with none at all
   * the answer is null, and the message is received uncharged rather than lost.
   */
  async function priceList(currency: string): Promise<SmsPrice[] | null> {
    const cached = prices.get(currency);
    if (cached !== undefined && clock() - cached.at < ttl) return cached.list;
    try {
      const list = await deps.numbers.smsPricing(currency);
      prices.set(currency, { at: clock(), list });
      return list;
    } catch (err) {
      deps.logger.error({ err, currency, stale: cached !== undefined }, 'SMS prices unavailable for an inbound SMS');
      return cached?.list ?? null;
    }
  }

  /** Stores, charges and queues the deliveries of one inbound message; null when no organisation owns the number. */
  async function receive(message: InboundMessage): Promise<ReceivedSms | null> {
    const number = await deps.repo.receivingNumber(message.to);
    if (number === null) {
      deps.logger.warn({ to: message.to, upstreamId: message.id }, 'inbound SMS for a number no organisation owns: ignored');
      return null;
    }
    const org = await deps.findOrganization(number.organizationId);
    if (org === null) {
      deps.logger.warn({ organizationId: number.organizationId, upstreamId: message.id }, 'inbound SMS for a number of a missing organisation: ignored');
      return null;
    }
    // Priced before the transaction: never an upstream call inside one.
    const list = org.billingConfigured ? await priceList(org.currency) : [];
    const perMessage = list?.find((p) => p.countryIso === number.countryIso)?.inboundPerMessage;
    if (list === null) deps.logger.error({ organizationId: number.organizationId, upstreamId: message.id }, 'inbound SMS received without its charge: no price list');
    const price = perMessage !== undefined && isMoney(perMessage) ? perMessage : '0';
    const { encoding, segments } = countSegments(message.body);

    const result = await deps.db.transaction(async (tx): Promise<ReceivedSms> => {
      const existing = await deps.repo.findByUpstreamId(number.organizationId, message.id, tx);
      if (existing !== null) return { id: existing.id, organizationId: number.organizationId, deliveryIds: [], duplicate: true };
      const id = randomUUID();
      let walletEntryId: string | null = null;
      if (toMicros(price) > 0n) {
        // The network already delivered it: the charge may take the balance below zero.
        const moved = await deps.walletRepo.apply(
          number.organizationId,
          { kind: 'sms_inbound', amount: negate(price), reference: id, metadata: { message_id: id, phone_number_id: number.id, country_iso: number.countryIso }, overdraft: true },
          tx,
        );
        walletEntryId = moved?.entryId ?? null;
      }
      await deps.repo.insert(
        {
          organizationId: number.organizationId,
          id,
          phoneNumberId: number.id,
          direction: 'inbound',
          fromNumber: message.from,
          toNumber: message.to,
          body: message.body,
          segments,
          encoding,
          status: 'received',
          price: walletEntryId === null ? '0' : price,
          currency: org.currency,
          walletEntryId,
          upstreamId: message.id,
          receivedAt: message.receivedAt,
        },
        tx,
      );
      const deliveryIds = await deps.webhooks.enqueueInbound(
        number.organizationId,
        {
          id,
          phone_number_id: number.id,
          from: message.from,
          to: message.to,
          body: message.body,
          segments,
          received_at: message.receivedAt.toISOString(),
        },
        message.receivedAt,
        tx,
      );
      return { id, organizationId: number.organizationId, deliveryIds, duplicate: false };
    });
    if (result.deliveryIds.length > 0) deps.wake();
    return result;
  }

  return {
    receive,
    /** The organisation's inbound messages, newest first. */
    list: (organizationId: string, q: Parameters<InboundSmsRepo['list']>[1]) => deps.repo.list(organizationId, q),
  };
}

export type InboundSms = ReturnType<typeof createInboundSms>;
