// A purchase: checks in the documented order (KYC, billing, live catalogue ids, the
// quote, the balance), holds the numbers long enough to provision them, then ONE
// transaction charges the wallet, writes the order and its `provisioning` numbers and
// enqueues their provisioning job (numbers.jobs.ts), which the worker runs at once.

import { bindKey, type KeyRef } from '../idempotency/idempotency.service.ts';
import { randomUUID } from 'node:crypto';
import type { Db, Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/driver-errors.ts';
import { AppError } from '../../lib/errors.ts';
import type { EnqueueInput } from '../../jobs/queue.ts';
import { toMicros } from '../../lib/money.ts';
import type { HeldNumber, NumbersPort } from '../../providers/upstream/numbers.port.ts';
import { insufficientBalance } from '../wallet/wallet.ledger.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { NumbersOrganization } from './numbers.catalogue.ts';
import type { EventOrigin } from '../events/events.origin.ts';
import type { NumberEvents } from './numbers.events.ts';
import type { Quotes } from './numbers.quotes.ts';
import type { NumbersRepo } from './numbers.repo.ts';
import { callNumberProvider, numbersNotAvailable } from './numbers.upstream.ts';
import { addMoney, addMonths, type PhoneNumberRow } from './numbers.view.ts';

/** How long a purchase holds its numbers at the provider while they are provisioned. */
export const PURCHASE_HOLD_SECONDS = 3600;

export interface PurchaseDeps {
  db: Db;
  port: NumbersPort;
  quotes: Quotes;
  repo: NumbersRepo;
  wallet: Pick<WalletService, 'debit' | 'get'>;
  organization(id: string): Promise<NumbersOrganization>;
  enqueue(job: EnqueueInput, tx: Executor): Promise<unknown>;
  provisioningJob(payload: { organizationId: string; orderId: string }): EnqueueInput;
  wake(): void;
  events: Pick<NumberEvents, 'purchased'>;
}

export function createPurchase(deps: PurchaseDeps) {
  const { db, port, repo } = deps;

  return {
    /** `key`: the request's Idempotency-Key, bound to the order in the transaction of its debit. */
    async purchase(origin: EventOrigin, organizationId: string, input: { holdIds: string[]; quoteToken: string | null; key?: KeyRef | null }): Promise<{ orderId: string; numbers: PhoneNumberRow[] }> {
      const org = await deps.organization(organizationId);
      if (org.kycStatus !== 'approved') throw new AppError('kyc_required', 'the organisation KYC must be approved before buying numbers', { kyc_status: org.kycStatus });
      if (!org.billingConfigured) throw new AppError('billing_not_configured', 'billing is not configured for this organisation', null);
      const { holdIds } = input;
      const notAvailable = () => numbersNotAvailable(holdIds);
      const found = await callNumberProvider('read holds', notAvailable, () => port.getHolds({ account: org.providerAccount, holdIds, currency: org.currency }));
      const byId = new Map(found.map((h) => [h.holdId, h]));
      const missing = holdIds.filter((id) => !byId.has(id));
      if (missing.length > 0) throw numbersNotAvailable(missing);
      const holds = holdIds.map((id) => byId.get(id) as HeldNumber);
      const now = await callNumberProvider('read its clock', notAvailable, () => port.now());
      if (input.quoteToken !== null) await deps.quotes.check(organizationId, input.quoteToken, holds, now);
      const total = addMoney(...holds.map((h) => addMoney(h.connectionFee, h.monthlyFee)));
      const wallet = await deps.wallet.get(organizationId);
      if (toMicros(wallet.balance) < toMicros(total)) {
        // The envelope carries no details, so the message says what the wallet lacks.
        throw insufficientBalance({ required: total, available: wallet.balance, currency: wallet.currency }, { spelledOut: true });
      }
      // Held for the time provisioning may take, so the holds cannot lapse meanwhile.
      const until = new Date(now.getTime() + PURCHASE_HOLD_SECONDS * 1000);
      const extended = await callNumberProvider('extend holds', notAvailable, () => port.extendHolds({ account: org.providerAccount, holdIds, until, currency: org.currency }));
      const lapsed = holdIds.filter((id) => !extended.some((h) => h.holdId === id));
      if (lapsed.length > 0) throw numbersNotAvailable(lapsed);

      const orderId = randomUUID();
      const nextBillingDate = addMonths(now, 1);
      let numbers: PhoneNumberRow[];
      try {
        numbers = await db.transaction(async (tx) => {
          const debit = await deps.wallet.debit(origin, organizationId, total, 'number_purchase', { metadata: { order_id: orderId, number_ids: holdIds } }, tx);
          await repo.insertOrder({ organizationId, id: orderId, status: 'pending', totalAmount: total, currency: org.currency, walletEntryId: debit.entryId }, tx);
          const rows = await repo.insertNumbers(
            holds.map((h) => ({
              organizationId,
              id: randomUUID(),
              orderId,
              holdId: h.holdId,
              e164: h.e164,
              countryIso: h.countryIso,
              numberType: h.numberType,
              connectionFee: h.connectionFee,
              monthlyFee: h.monthlyFee,
              currency: h.currency,
              billingPeriod: 'monthly',
              status: 'provisioning',
              kycStatus: 'approved',
              trafficDirection: h.trafficDirection,
              nextBillingDate,
            })),
            tx,
          );
          await deps.events.purchased(origin, organizationId, rows, tx);
          await deps.enqueue(deps.provisioningJob({ organizationId, orderId }), tx);
          await bindKey(tx, input.key ?? null, 'number_order', orderId);
          return rows;
        });
      } catch (err) {
        // Someone owns one of these numbers (a lapsed hold bought by another organisation,
        // or the same catalogue id bought twice): nothing was charged.
        if (isUniqueViolation(err, 'phone_numbers_live_e164_uq')) throw numbersNotAvailable(holdIds);
        throw err;
      }
      deps.wake();
      return { orderId, numbers: holdIds.map((id) => numbers.find((n) => n.holdId === id) as PhoneNumberRow) };
    },
  };
}

export type Purchase = ReturnType<typeof createPurchase>;
