// Every query of owned numbers and their orders. Each takes the organisation id first
// and an optional transaction last; "not yours" and "does not exist" read the same.

import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { numberOrders, phoneNumbers } from './numbers.tables.ts';
import type { PhoneNumberRow } from './numbers.view.ts';

export const liveStatuses = ['provisioning', 'active', 'suspended'] as const;

export type NumberOrderRow = typeof numberOrders.$inferSelect;
export type NewPhoneNumber = typeof phoneNumbers.$inferInsert;

export function createNumbersRepo(db: Executor) {
  const live = (organizationId: string) => and(eq(phoneNumbers.organizationId, organizationId), inArray(phoneNumbers.status, [...liveStatuses]));

  return {
    /** An owned number that is not released or failed (provisioning, active, suspended), or null. */
    async findLive(organizationId: string, id: string, tx: Executor = db): Promise<PhoneNumberRow | null> {
      const rows = await tx.select().from(phoneNumbers).where(and(live(organizationId), eq(phoneNumbers.id, id))).limit(1);
      return rows[0] ?? null;
    },

    /** Live numbers, newest first. */
    async list(organizationId: string, page: { limit: number; offset: number }, tx: Executor = db): Promise<{ rows: PhoneNumberRow[]; total: number }> {
      const [rows, totals] = await Promise.all([
        tx.select().from(phoneNumbers).where(live(organizationId)).orderBy(desc(phoneNumbers.createdAt), desc(phoneNumbers.id)).limit(page.limit).offset(page.offset),
        tx.select({ n: count() }).from(phoneNumbers).where(live(organizationId)),
      ]);
      return { rows, total: Number(totals[0]?.n ?? 0) };
    },

    async insertOrder(row: typeof numberOrders.$inferInsert, tx: Executor = db): Promise<void> {
      await tx.insert(numberOrders).values(row);
    },

    /** Inserts the order's numbers; the live-e164 unique index refuses a number someone owns. */
    async insertNumbers(rows: NewPhoneNumber[], tx: Executor = db): Promise<PhoneNumberRow[]> {
      return tx.insert(phoneNumbers).values(rows).returning();
    },

    async findOrder(organizationId: string, orderId: string, tx: Executor = db): Promise<NumberOrderRow | null> {
      const rows = await tx.select().from(numberOrders).where(and(eq(numberOrders.organizationId, organizationId), eq(numberOrders.id, orderId))).limit(1);
      return rows[0] ?? null;
    },

    async numbersOfOrder(organizationId: string, orderId: string, tx: Executor = db): Promise<PhoneNumberRow[]> {
      return tx
        .select()
        .from(phoneNumbers)
        .where(and(eq(phoneNumbers.organizationId, organizationId), eq(phoneNumbers.orderId, orderId)))
        .orderBy(phoneNumbers.createdAt, phoneNumbers.id);
    },

    /** Records the provider's number and makes it active; a number no longer provisioning is left alone. */
    async activate(organizationId: string, id: string, upstreamNumberId: string, at: Date, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(phoneNumbers)
        .set({ upstreamNumberId, status: 'active', activatedAt: at, updatedAt: sql`now()` })
        .where(and(eq(phoneNumbers.organizationId, organizationId), eq(phoneNumbers.id, id), eq(phoneNumbers.status, 'provisioning')))
        .returning({ id: phoneNumbers.id });
      return rows.length > 0;
    },

    /** Completes a pending order; false when it was not pending. */
    async completeOrder(organizationId: string, orderId: string, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(numberOrders)
        .set({ status: 'completed', updatedAt: sql`now()` })
        .where(and(eq(numberOrders.organizationId, organizationId), eq(numberOrders.id, orderId), eq(numberOrders.status, 'pending')))
        .returning({ id: numberOrders.id });
      return rows.length > 0;
    },

    /** Fails a pending order with its refund entry; false when it was not pending (already settled). */
    async failOrder(organizationId: string, orderId: string, reason: string, refundEntryId: string, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(numberOrders)
        .set({ status: 'failed', failureReason: reason.slice(0, 500), refundEntryId, updatedAt: sql`now()` })
        .where(and(eq(numberOrders.organizationId, organizationId), eq(numberOrders.id, orderId), eq(numberOrders.status, 'pending')))
        .returning({ id: numberOrders.id });
      return rows.length > 0;
    },

    async failNumbersOfOrder(organizationId: string, orderId: string, tx: Executor = db): Promise<void> {
      await tx
        .update(phoneNumbers)
        .set({ status: 'failed', updatedAt: sql`now()` })
        .where(and(eq(phoneNumbers.organizationId, organizationId), eq(phoneNumbers.orderId, orderId), inArray(phoneNumbers.status, [...liveStatuses])));
    },

    /** Marks a live number released; answers the row, or null when it was not live. */
    async markReleased(organizationId: string, id: string, at: Date, tx: Executor = db): Promise<PhoneNumberRow | null> {
      const rows = await tx
        .update(phoneNumbers)
        .set({ status: 'released', releasedAt: at, updatedAt: sql`now()` })
        .where(and(live(organizationId), eq(phoneNumbers.id, id)))
        .returning();
      return rows[0] ?? null;
    },
  };
}

export type NumbersRepo = ReturnType<typeof createNumbersRepo>;
