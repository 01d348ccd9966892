// Queries of inbound SMS: the owned number a message is for, the message rows and the
// inbound list. Outbound messages live in the same table and are another module's.

import { and, count, desc, eq, gte, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { phoneNumbers } from '../numbers/numbers.tables.ts';
import { smsMessages } from './sms.tables.ts';

export type SmsMessageRow = typeof smsMessages.$inferSelect;

/** Numbers that still receive SMS: suspended ones too (DECISIONS.md section 6). */
const receiving = ['provisioning', 'active', 'suspended'];

export interface ReceivingNumber {
  organizationId: string;
  id: string;
  countryIso: string;
}

export function createInboundSmsRepo(db: Executor) {
  return {
    /** The live owner of `e164` (one at most: a unique index says so), across organisations. */
    async receivingNumber(e164: string, tx: Executor = db): Promise<ReceivingNumber | null> {
      const rows = await tx
        .select({ organizationId: phoneNumbers.organizationId, id: phoneNumbers.id, countryIso: phoneNumbers.countryIso })
        .from(phoneNumbers)
        .where(and(eq(phoneNumbers.e164, e164), inArray(phoneNumbers.status, receiving)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** A message already stored for the provider's message id (a listener called twice). */
    async findByUpstreamId(organizationId: string, upstreamId: string, tx: Executor = db): Promise<SmsMessageRow | null> {
      const rows = await tx
        .select()
        .from(smsMessages)
        .where(and(eq(smsMessages.organizationId, organizationId), eq(smsMessages.direction, 'inbound'), eq(smsMessages.upstreamId, upstreamId)))
        .limit(1);
      return rows[0] ?? null;
    },

    async insert(row: typeof smsMessages.$inferInsert, tx: Executor = db): Promise<void> {
      await tx.insert(smsMessages).values(row);
    },

    async list(
      organizationId: string,
      q: { phoneNumberId?: string; since?: Date; limit: number; offset: number },
      tx: Executor = db,
    ): Promise<{ rows: SmsMessageRow[]; total: number }> {
      const where = and(
        eq(smsMessages.organizationId, organizationId),
        eq(smsMessages.direction, 'inbound'),
        q.phoneNumberId === undefined ? undefined : eq(smsMessages.phoneNumberId, q.phoneNumberId),
        q.since === undefined ? undefined : gte(smsMessages.receivedAt, q.since),
      );
      const [rows, totals] = await Promise.all([
        tx
          .select()
          .from(smsMessages)
          .where(where)
          .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
          .limit(q.limit)
          .offset(q.offset),
        tx.select({ n: count() }).from(smsMessages).where(where),
      ]);
      return { rows, total: Number(totals[0]?.n ?? 0) };
    },
  };
}

export type InboundSmsRepo = ReturnType<typeof createInboundSmsRepo>;
