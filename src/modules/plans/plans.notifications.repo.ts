// Every query of plan notifications. A notification is addressed by organisation,
// plan and id together, so one of another plan (or organisation) is never reached.

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { planNotifications } from './plans.tables.ts';

export type NotificationRow = typeof planNotifications.$inferSelect;
export type NotificationInsert = typeof planNotifications.$inferInsert;

const typeOrder = `{${['data_consumption_absolute', 'data_consumption_relative', 'activation', 'expiration'].join(',')}}`;

export function createPlanNotificationsRepo(db: Executor) {
  const byId = (organizationId: string, planId: string, id: string) =>
    and(eq(planNotifications.organizationId, organizationId), eq(planNotifications.planId, planId), eq(planNotifications.id, id));

  return {
    /** The notifications of each plan, in the fixed order of their types (there is at most one of each). */
    async listOf(organizationId: string, planIds: readonly string[], tx: Executor = db): Promise<Map<string, NotificationRow[]>> {
      const result = new Map<string, NotificationRow[]>(planIds.map((id) => [id, []]));
      if (planIds.length === 0) return result;
      const rows = await tx
        .select()
        .from(planNotifications)
        .where(and(eq(planNotifications.organizationId, organizationId), inArray(planNotifications.planId, [...planIds])))
        .orderBy(sql`array_position(${typeOrder}::text[], ${planNotifications.type})`);
      for (const r of rows) result.get(r.planId)?.push(r);
      return result;
    },

    async insertMany(rows: readonly NotificationInsert[], tx: Executor = db): Promise<void> {
      if (rows.length > 0) await tx.insert(planNotifications).values([...rows]);
    },

    /** Null when the plan already has a notification of this type. */
    async insert(row: NotificationInsert, tx: Executor = db): Promise<NotificationRow | null> {
      const rows = await tx.insert(planNotifications).values(row).onConflictDoNothing().returning();
      return rows[0] ?? null;
    },

    async find(organizationId: string, planId: string, id: string, tx: Executor = db): Promise<NotificationRow | null> {
      const rows = await tx.select().from(planNotifications).where(byId(organizationId, planId, id)).limit(1);
      return rows[0] ?? null;
    },

    async update(
      organizationId: string,
      planId: string,
      id: string,
      patch: Pick<NotificationRow, 'message' | 'threshold'>,
      tx: Executor = db,
    ): Promise<NotificationRow | null> {
      const rows = await tx
        .update(planNotifications)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(byId(organizationId, planId, id))
        .returning();
      return rows[0] ?? null;
    },

    async remove(organizationId: string, planId: string, id: string, tx: Executor = db): Promise<boolean> {
      const rows = await tx.delete(planNotifications).where(byId(organizationId, planId, id)).returning({ id: planNotifications.id });
      return rows.length > 0;
    },
  };
}

export type PlanNotificationsRepo = ReturnType<typeof createPlanNotificationsRepo>;
