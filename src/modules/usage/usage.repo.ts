// Every query of the usage snapshot, set-based: one statement reads or writes a whole
// batch of links (arrays passed as single parameters and unnested), never one per link.
// Each takes the organisation id first, except the platform-wide chunking.

import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { type Executor, query } from '../../db/client.ts';
import { activations } from '../activations/activations.tables.ts';
import { links, linkSms } from '../links/links.tables.ts';
import { planNotifications, plans } from '../plans/plans.tables.ts';
import { sims } from '../sims/sims.tables.ts';
import { usageDays } from './usage.tables.ts';
import type { ActivationState, PlanNotification, TrackedActivation } from './usage.rules.ts';

/** A range of one organisation's links at one provider: ids in [fromId, toId), open where null. */
export interface Chunk {
  organizationId: string;
  provider: string;
  fromId: string | null;
  toId: string | null;
}

export interface TrackedLink {
  id: string;
  endpointId: string;
}

export interface LinkReading {
  id: string;
  totalUsedMib: string;
  throttle: string | null;
  activeActivations: number;
}

export interface SmsRecord {
  id: string;
  linkId: string;
  message: string;
  status: 'sent' | 'failed';
  failureReason: string | null;
  upstreamMessageId: string | null;
  sentAt: Date | null;
}

const param = (values: unknown[]) => sql.param(values);

export function createUsageRepo(db: Executor) {
  return {
    /**
     * Splits every live link with a provider endpoint into ranges of `size` links per
     * organisation and provider. The first range of each is open below and the last
     * open above, so links created after the split still fall in a range.
     */
    async chunks(size: number, tx: Executor = db): Promise<Chunk[]> {
      const rows = await query<{ organization_id: string; provider: string; from_id: string | null; to_id: string | null }>(
        tx,
        sql`SELECT organization_id, provider,
                   CASE WHEN rn = 1 THEN NULL ELSE id END AS from_id,
                   lead(id) OVER (PARTITION BY organization_id, provider ORDER BY id) AS to_id
            FROM (
              SELECT organization_id, provider, id, row_number() OVER (PARTITION BY organization_id, provider ORDER BY id) AS rn
              FROM ${links}
              WHERE status <> 'removed' AND removed_at IS NULL AND upstream_endpoint_id IS NOT NULL
            ) x
            WHERE (rn - 1) % ${size}::int = 0
            ORDER BY organization_id, provider, id`,
      );
      return rows.map((r) => ({ organizationId: r.organization_id, provider: r.provider, fromId: r.from_id, toId: r.to_id }));
    },

    async linksOf(organizationId: string, chunk: Omit<Chunk, 'organizationId'>, tx: Executor = db): Promise<TrackedLink[]> {
      const rows = await query<{ id: string; endpoint_id: string }>(
        tx,
        sql`SELECT id, upstream_endpoint_id AS endpoint_id FROM ${links}
            WHERE organization_id = ${organizationId}::uuid AND provider = ${chunk.provider}
              AND status <> 'removed' AND removed_at IS NULL AND upstream_endpoint_id IS NOT NULL
              AND (${chunk.fromId}::uuid IS NULL OR id >= ${chunk.fromId}::uuid)
              AND (${chunk.toId}::uuid IS NULL OR id < ${chunk.toId}::uuid)
            ORDER BY id`,
      );
      return rows.map((r) => ({ id: r.id, endpointId: r.endpoint_id }));
    },

    /**
     * Locks the links that are still live, in id order, and returns their ids. Every
     * writer of a link and its activations locks the link first (link operations, the
     * delete cascade, activate, remove), so the snapshot does too and none deadlocks.
     */
    async lockLinks(organizationId: string, linkIds: readonly string[], tx: Executor): Promise<string[]> {
      if (linkIds.length === 0) return [];
      const rows = await query<{ id: string }>(
        tx,
        sql`SELECT id FROM ${links}
            WHERE organization_id = ${organizationId}::uuid AND id = ANY(${param([...linkIds])}::uuid[]) AND status <> 'removed'
            ORDER BY id
            FOR NO KEY UPDATE`,
      );
      return rows.map((r) => r.id);
    },

    /**
     * The active activations of the links, locked until the transaction ends (in id
     * order, so two snapshots of the same links queue instead of deadlocking), with the
     * plan rules they follow.
     */
    async lockActive(organizationId: string, linkIds: readonly string[], tx: Executor): Promise<TrackedActivation[]> {
      if (linkIds.length === 0) return [];
      const rows = await tx
        .select({
          id: activations.id,
          linkId: activations.linkId,
          planId: activations.planId,
          upstreamAddonId: activations.upstreamAddonId,
          allocatedMib: activations.allocatedMib,
          remainingMib: activations.remainingMib,
          usedMib: activations.usedMib,
          activatedAt: activations.activatedAt,
          expiresAt: activations.expiresAt,
          reactivationCount: activations.reactivationCount,
          notified: activations.notified,
          // The validity the activation recorded of its plan; a `/v1` reseller plan never renews (no trigger).
          validityDays: activations.planValidityDays,
          reactivationTrigger: plans.reactivationTrigger,
          maxReactivations: plans.maxReactivations,
        })
        .from(activations)
        .leftJoin(plans, and(eq(plans.organizationId, activations.organizationId), eq(plans.id, activations.planId)))
        .where(and(eq(activations.organizationId, organizationId), sql`${activations.linkId} = ANY(${param([...linkIds])}::uuid[])`, eq(activations.status, 'active')))
        .orderBy(asc(activations.id))
        .for('update', { of: activations });
      return rows.map((r) => ({ ...r, notified: Array.isArray(r.notified) ? (r.notified as string[]) : [] }));
    },

    async notificationsOf(organizationId: string, planIds: readonly string[], tx: Executor = db): Promise<Map<string, PlanNotification[]>> {
      const out = new Map<string, PlanNotification[]>();
      if (planIds.length === 0) return out;
      const rows = await tx
        .select({ planId: planNotifications.planId, id: planNotifications.id, type: planNotifications.type, message: planNotifications.message, threshold: planNotifications.threshold })
        .from(planNotifications)
        .where(and(eq(planNotifications.organizationId, organizationId), inArray(planNotifications.planId, [...planIds])));
      for (const { planId, ...n } of rows) out.set(planId, [...(out.get(planId) ?? []), n]);
      return out;
    },

    /**
     * Writes the new states in one statement; only activations still active are
     * touched. A new usage reading alone does not move updated_at (as a link's live
     * connectivity refresh does not); a start, an end or a new expiry does.
     */
    async updateActivations(organizationId: string, changes: ReadonlyArray<{ id: string; state: ActivationState }>, tx: Executor): Promise<number> {
      if (changes.length === 0) return 0;
      const col = <T>(f: (s: ActivationState) => T) => param(changes.map((c) => f(c.state)));
      const rows = await query<{ id: string }>(
        tx,
        sql`UPDATE ${activations} a
            SET allocated_mib = v.allocated, remaining_mib = v.remaining, used_mib = v.used,
                activated_at = v.activated_at, expires_at = v.expires_at, status = v.status, notified = v.notified,
                updated_at = CASE WHEN (a.status, a.activated_at, a.expires_at) IS DISTINCT FROM (v.status, v.activated_at, v.expires_at)
                                  THEN now() ELSE a.updated_at END
            FROM unnest(${param(changes.map((c) => c.id))}::uuid[], ${col((s) => s.allocatedMib)}::numeric[],
                        ${col((s) => s.remainingMib)}::numeric[], ${col((s) => s.usedMib)}::numeric[],
                        ${col((s) => s.activatedAt?.toISOString() ?? null)}::timestamptz[],
                        ${col((s) => s.expiresAt?.toISOString() ?? null)}::timestamptz[],
                        ${col((s) => s.status)}::text[], ${col((s) => JSON.stringify(s.notified))}::jsonb[])
                 AS v(id, allocated, remaining, used, activated_at, expires_at, status, notified)
            WHERE a.organization_id = ${organizationId}::uuid AND a.id = v.id AND a.status = 'active'
            RETURNING a.id`,
      );
      return rows.length;
    },

    /**
     * Stores each link's total use, the throttle the provider applies and its number of
     * active activations; links where nothing changed are not written. These are
     * readings, so updated_at (the link list's default order) stays where it was. What
     * the links used since their last reading is added to the organisation's `day`
     * (usage.tables.ts) in the same statement; a total that went down adds nothing.
     */
    async updateLinks(organizationId: string, readings: readonly LinkReading[], day: string, tx: Executor): Promise<number> {
      if (readings.length === 0) return 0;
      const rows = await query<{ id: string }>(
        tx,
        sql`WITH updated AS (
              UPDATE ${links} l
              SET total_used_mib = v.total, throttle = v.throttle, activation_count = v.active
              FROM unnest(${param(readings.map((r) => r.id))}::uuid[], ${param(readings.map((r) => r.totalUsedMib))}::numeric[],
                          ${param(readings.map((r) => r.throttle))}::text[], ${param(readings.map((r) => r.activeActivations))}::int[])
                   AS v(id, total, throttle, active),
                   ${links} o
              WHERE l.organization_id = ${organizationId}::uuid AND l.id = v.id AND l.status <> 'removed'
                AND o.organization_id = l.organization_id AND o.id = l.id
                AND (l.total_used_mib, l.throttle, l.activation_count) IS DISTINCT FROM (v.total, v.throttle, v.active)
              RETURNING l.id, greatest(v.total - o.total_used_mib, 0) AS grew
            ), used AS (
              INSERT INTO ${usageDays} (organization_id, day, shard, used_mib)
              SELECT ${organizationId}::uuid, ${day}::date, (pg_backend_pid() % 16)::smallint, sum(grew) FROM updated HAVING sum(grew) > 0
              ON CONFLICT (organization_id, day, shard) DO UPDATE SET used_mib = ${usageDays}.used_mib + excluded.used_mib
            )
            SELECT id FROM updated`,
      );
      return rows.length;
    },

    /** The data used on each day from `from` to `to` (YYYY-MM-DD, both included), zero on days without use. */
    async daily(organizationId: string, from: string, to: string, tx: Executor = db): Promise<Array<{ day: string; usedMib: string }>> {
      const rows = await query<{ day: string; used_mib: string }>(
        tx,
        sql`SELECT to_char(d, 'YYYY-MM-DD') AS day, coalesce(sum(u.used_mib), 0)::text AS used_mib
            FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS d
            LEFT JOIN ${usageDays} u ON u.organization_id = ${organizationId}::uuid AND u.day = d::date
            GROUP BY d
            ORDER BY d`,
      );
      return rows.map((r) => ({ day: r.day, usedMib: r.used_mib }));
    },

    /** Where a notification goes: the link's state and its SIM's ICCID and MSISDN. */
    async smsTarget(organizationId: string, linkId: string, tx: Executor = db) {
      const rows = await tx
        .select({ status: links.status, removedAt: links.removedAt, iccid: sims.iccid, msisdn: sims.msisdn, provider: links.provider })
        .from(links)
        .leftJoin(sims, and(eq(sims.organizationId, links.organizationId), eq(sims.id, links.simId)))
        .where(and(eq(links.organizationId, organizationId), eq(links.id, linkId), ne(links.status, 'removed')))
        .limit(1);
      return rows[0] ?? null;
    },

    async hasSms(organizationId: string, id: string, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .select({ id: linkSms.id })
        .from(linkSms)
        .where(and(eq(linkSms.organizationId, organizationId), eq(linkSms.id, id)))
        .limit(1);
      return rows.length > 0;
    },

    /** Records one SMS attempt in the link's SMS history; a record with this id already there is kept. */
    async recordSms(organizationId: string, sms: SmsRecord, tx: Executor = db): Promise<void> {
      await tx
        .insert(linkSms)
        .values({ organizationId, ...sms })
        .onConflictDoNothing();
    },
  };
}

export type UsageRepo = ReturnType<typeof createUsageRepo>;
