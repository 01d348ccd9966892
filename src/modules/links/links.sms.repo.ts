// Every query of a link's SMS log; organisation first, and always by link too.

import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { linkSms } from './links.tables.ts';

export type LinkSmsRow = typeof linkSms.$inferSelect;

export function createLinkSmsRepo(db: Executor) {
  return {
    async insert(row: typeof linkSms.$inferInsert): Promise<LinkSmsRow> {
      const rows = await db.insert(linkSms).values(row).returning();
      return rows[0] as LinkSmsRow;
    },

    async list(
      organizationId: string,
      linkId: string,
      q: { sortBy: 'created_at' | 'status'; sortOrder: 'asc' | 'desc'; limit: number; offset: number },
    ): Promise<{ rows: LinkSmsRow[]; total: number }> {
      const where = and(eq(linkSms.organizationId, organizationId), eq(linkSms.linkId, linkId));
      const dir = q.sortOrder === 'desc' ? desc : asc;
      const order = q.sortBy === 'status' ? [dir(linkSms.status), desc(linkSms.createdAt), desc(linkSms.id)] : [dir(linkSms.createdAt), dir(linkSms.id)];
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(linkSms)
          .where(where)
          .orderBy(...order)
          .limit(q.limit)
          .offset(q.offset),
        db.select({ n: count() }).from(linkSms).where(where),
      ]);
      return { rows, total: Number(totals[0]?.n ?? 0) };
    },
  };
}

export type LinkSmsRepo = ReturnType<typeof createLinkSmsRepo>;
