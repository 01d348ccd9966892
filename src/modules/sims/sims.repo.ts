import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sims } from './sims.tables.ts';

export type SimRow = typeof sims.$inferSelect;
export type NewSim = Omit<typeof sims.$inferInsert, 'organizationId'>;

export function createSimsRepo(db: Executor) {
  return {
    async insertMany(organizationId: string, rows: NewSim[], tx: Executor = db): Promise<SimRow[]> {
      if (rows.length === 0) return [];
      return tx
        .insert(sims)
        .values(rows.map((r) => ({ ...r, organizationId })))
        .returning();
    },

    async findById(organizationId: string, id: string, tx: Executor = db): Promise<SimRow | null> {
      const rows = await tx
        .select()
        .from(sims)
        .where(and(eq(sims.organizationId, organizationId), eq(sims.id, id)))
        .limit(1);
      return rows[0] ?? null;
    },

    async findByIccid(organizationId: string, iccid: string, tx: Executor = db): Promise<SimRow | null> {
      const rows = await tx
        .select()
        .from(sims)
        .where(and(eq(sims.organizationId, organizationId), eq(sims.iccid, iccid)))
        .limit(1);
      return rows[0] ?? null;
    },
  };
}

export type SimsRepo = ReturnType<typeof createSimsRepo>;
