// Every query of KYC submissions, and the KYC status they set on organisations and numbers.
import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { type Executor, query } from '../../db/client.ts';
import { phoneNumbers } from '../numbers/numbers.tables.ts';
import { organizations } from '../organizations/organizations.tables.ts';
import { kycSubmissions } from './kyc.tables.ts';

export type SubmissionRow = typeof kycSubmissions.$inferSelect;
export type SubmissionKind = 'organization' | 'number';

export function createKycRepo(db: Executor) {
  const of = (organizationId: string, kind: SubmissionKind, phoneNumberId: string | null) =>
    and(
      eq(kycSubmissions.organizationId, organizationId),
      eq(kycSubmissions.kind, kind),
      phoneNumberId === null ? isNull(kycSubmissions.phoneNumberId) : eq(kycSubmissions.phoneNumberId, phoneNumberId),
    );

  return {
    /** The organisation's KYC status, its row locked until the transaction ends (one submission at a time). */
    async lockOrganization(organizationId: string, tx: Executor): Promise<string | null> {
      const rows = await query<{ kyc_status: string }>(tx, sql`SELECT kyc_status FROM organizations WHERE id = ${organizationId} FOR UPDATE`);
      return rows[0]?.kyc_status ?? null;
    },

    async organizationStatus(organizationId: string, tx: Executor = db): Promise<string | null> {
      const rows = await tx.select({ s: organizations.kycStatus }).from(organizations).where(eq(organizations.id, organizationId)).limit(1);
      return rows[0]?.s ?? null;
    },

    /** A live number's KYC status (released and failed numbers are not found). */
    async numberStatus(organizationId: string, phoneNumberId: string, tx: Executor = db, lock = false): Promise<string | null> {
      const q = tx
        .select({ s: phoneNumbers.kycStatus })
        .from(phoneNumbers)
        .where(
          and(
            eq(phoneNumbers.organizationId, organizationId),
            eq(phoneNumbers.id, phoneNumberId),
            inArray(phoneNumbers.status, ['provisioning', 'active', 'suspended']),
          ),
        )
        .limit(1);
      const rows = lock ? await q.for('update') : await q;
      return rows[0]?.s ?? null;
    },

    async latest(organizationId: string, kind: SubmissionKind, phoneNumberId: string | null, tx: Executor = db): Promise<SubmissionRow | null> {
      const rows = await tx
        .select()
        .from(kycSubmissions)
        .where(of(organizationId, kind, phoneNumberId))
        .orderBy(desc(kycSubmissions.createdAt), desc(kycSubmissions.id))
        .limit(1);
      return rows[0] ?? null;
    },

    async insert(row: typeof kycSubmissions.$inferInsert, tx: Executor): Promise<SubmissionRow> {
      const rows = await tx.insert(kycSubmissions).values(row).returning();
      return rows[0] as SubmissionRow;
    },

    /** The review queue across organisations, oldest first. */
    async listAll(filter: { status?: string; kind?: string; limit: number; offset: number }): Promise<{ rows: SubmissionRow[]; total: number }> {
      const conds: SQL[] = [];
      if (filter.status !== undefined) conds.push(eq(kycSubmissions.status, filter.status));
      if (filter.kind !== undefined) conds.push(eq(kycSubmissions.kind, filter.kind));
      const where = conds.length === 0 ? undefined : and(...conds);
      const [rows, totals] = await Promise.all([
        db.select().from(kycSubmissions).where(where).orderBy(kycSubmissions.createdAt, kycSubmissions.id).limit(filter.limit).offset(filter.offset),
        db.select({ n: count() }).from(kycSubmissions).where(where),
      ]);
      return { rows, total: Number(totals[0]?.n ?? 0) };
    },

    /** The operator's lookup by submission id alone (the operator acts across organisations). */
    async findById(id: string, tx: Executor = db): Promise<SubmissionRow | null> {
      const rows = await tx.select().from(kycSubmissions).where(eq(kycSubmissions.id, id)).limit(1);
      return rows[0] ?? null;
    },

    /** Decides a pending submission; null when it is no longer pending. */
    async decide(organizationId: string, id: string, status: 'approved' | 'rejected', reason: string | null, tx: Executor): Promise<SubmissionRow | null> {
      const rows = await tx
        .update(kycSubmissions)
        .set({ status, reason, decidedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(kycSubmissions.organizationId, organizationId), eq(kycSubmissions.id, id), eq(kycSubmissions.status, 'pending')))
        .returning();
      return rows[0] ?? null;
    },

    async setOrganizationStatus(organizationId: string, status: string, tx: Executor): Promise<void> {
      await tx.update(organizations).set({ kycStatus: status, updatedAt: sql`now()` }).where(eq(organizations.id, organizationId));
    },

    async setNumberStatus(organizationId: string, phoneNumberId: string, status: string, tx: Executor): Promise<void> {
      await tx
        .update(phoneNumbers)
        .set({ kycStatus: status, updatedAt: sql`now()` })
        .where(and(eq(phoneNumbers.organizationId, organizationId), eq(phoneNumbers.id, phoneNumberId)));
    },
  };
}

export type KycRepo = ReturnType<typeof createKycRepo>;
