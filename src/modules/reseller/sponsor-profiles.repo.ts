// Every query of the sponsor profiles: a small platform-wide table (no organisation).

import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sponsorProfiles } from './reseller.tables.ts';

export type SponsorProfileRow = typeof sponsorProfiles.$inferSelect;
export type ProviderName = 'alpha' | 'beta';

const s = sponsorProfiles;

export function createSponsorProfilesRepo(db: Executor) {
  return {
    /** Creates or replaces a profile; `created` tells which (xmax is 0 only on a fresh row). */
    async put(name: string, provider: ProviderName, basePlan: string, tx: Executor = db): Promise<{ row: SponsorProfileRow; created: boolean }> {
      const rows = await tx
        .insert(s)
        .values({ name, provider, basePlan })
        .onConflictDoUpdate({ target: s.name, set: { provider, basePlan, updatedAt: sql`now()` } })
        .returning({ name: s.name, provider: s.provider, basePlan: s.basePlan, createdAt: s.createdAt, updatedAt: s.updatedAt, created: sql<boolean>`(xmax = 0)` });
      const { created, ...row } = rows[0] as SponsorProfileRow & { created: boolean };
      return { row, created };
    },

    /** Inserts a profile unless one of that name exists: seeds never overwrite the operator's choice. */
    async insertIfMissing(name: string, provider: ProviderName, basePlan: string, tx: Executor = db): Promise<void> {
      await tx.insert(s).values({ name, provider, basePlan }).onConflictDoNothing({ target: s.name });
    },

    async find(name: string, tx: Executor = db): Promise<SponsorProfileRow | null> {
      const rows = await tx.select().from(s).where(eq(s.name, name)).limit(1);
      return rows[0] ?? null;
    },

    /** Every profile, by name; an operator keeps a handful, so the list is not paged. */
    list: (tx: Executor = db): Promise<SponsorProfileRow[]> => tx.select().from(s).orderBy(asc(s.name)).limit(1000),
  };
}

export type SponsorProfilesRepo = ReturnType<typeof createSponsorProfilesRepo>;
