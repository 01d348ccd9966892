// Every query of outbound SMS: the sending number, the message row and its moves out of
// `sending`. Each move is conditional on the row still being `sending`, so the request
// that sent a message and the settle job that repairs it can never both settle it.

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { phoneNumbers } from '../numbers/numbers.tables.ts';
import { smsMessages } from './sms.tables.ts';

export type SmsMessageRow = typeof smsMessages.$inferSelect;

/** What a send needs to know of the number it goes from. */
export interface SenderNumber {
  id: string;
  e164: string;
  status: string;
  kycStatus: string;
  trafficDirection: string;
}

/** Statuses of a number the organisation holds; released and failed ones are not its own any more. */
const heldStatuses = ['provisioning', 'active', 'suspended'];

export function createSmsOutboundRepo(db: Executor) {
  return {
    /** The organisation's live number with this E.164, or null. */
    async findSender(organizationId: string, e164: string, tx: Executor = db): Promise<SenderNumber | null> {
      const rows = await tx
        .select({
          id: phoneNumbers.id,
          e164: phoneNumbers.e164,
          status: phoneNumbers.status,
          kycStatus: phoneNumbers.kycStatus,
          trafficDirection: phoneNumbers.trafficDirection,
        })
        .from(phoneNumbers)
        .where(and(eq(phoneNumbers.organizationId, organizationId), eq(phoneNumbers.e164, e164), inArray(phoneNumbers.status, heldStatuses)))
        .limit(1);
      return rows[0] ?? null;
    },

    async insert(row: typeof smsMessages.$inferInsert, tx: Executor = db): Promise<SmsMessageRow> {
      const rows = await tx.insert(smsMessages).values(row).returning();
      return rows[0] as SmsMessageRow;
    },

    async find(organizationId: string, id: string, tx: Executor = db): Promise<SmsMessageRow | null> {
      const rows = await tx
        .select()
        .from(smsMessages)
        .where(and(eq(smsMessages.organizationId, organizationId), eq(smsMessages.id, id), eq(smsMessages.direction, 'outbound')))
        .limit(1);
      return rows[0] ?? null;
    },

    /** `sending` -> `sent`; null when the message had already left `sending`. */
    async markSent(organizationId: string, id: string, upstreamId: string, tx: Executor = db): Promise<SmsMessageRow | null> {
      const rows = await tx
        .update(smsMessages)
        .set({ status: 'sent', upstreamId, sentAt: sql`now()` })
        .where(and(eq(smsMessages.organizationId, organizationId), eq(smsMessages.id, id), eq(smsMessages.status, 'sending')))
        .returning();
      return rows[0] ?? null;
    },

    /**
     * `sending` -> `failed` with its reason and the refund's ledger entry; null when the
     * message had already left `sending` (then the caller must not refund).
     */
    async markFailed(
      organizationId: string,
      id: string,
      change: { failureReason: string; refundEntryId: string | null },
      tx: Executor = db,
    ): Promise<SmsMessageRow | null> {
      const rows = await tx
        .update(smsMessages)
        .set({ status: 'failed', failureReason: change.failureReason, refundEntryId: change.refundEntryId })
        .where(and(eq(smsMessages.organizationId, organizationId), eq(smsMessages.id, id), eq(smsMessages.status, 'sending')))
        .returning();
      return rows[0] ?? null;
    },
  };
}

export type SmsOutboundRepo = ReturnType<typeof createSmsOutboundRepo>;
