// Every query of the webhook settings, deliveries and their attempts; organisation first.

import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { enqueueRowsSql, type JobKind } from '../../jobs/queue.ts';
import { query, queryNamed } from '../../db/client.ts';
import { effectiveEndpointSql } from '../routing/routing.repo.ts';
import { webhookAttempts, webhookDeliveries, webhookSettings } from './webhooks.tables.ts';

export type WebhookSettingsRow = typeof webhookSettings.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type AttemptRow = typeof webhookAttempts.$inferSelect;
export type DeliveryStatus = 'pending' | 'succeeded' | 'failed';

/**
 * CTEs for a statement that stores inbound SMS, so their outbox commits with them: the
 * deliveries of each message's `sms.inbound` event and the job of each first attempt.
 * The targets are the organisation's webhook when it is enabled, and the number's
 * effective SMS endpoint (its own, else the default of its type) when that is an
 * http(s) URI other than the webhook's URL (one URL is one target). `messages` is a
 * query with the columns organization_id, message_id, phone_number_id and payload (the
 * event's exact body). Defines `outbox_deliveries` (organization_id, id, message_id).
 */
export function inboundOutboxCtes(messages: SQL, attemptKind: JobKind): SQL {
  return sql`outbox_messages AS (${messages}),
    outbox_targets AS (
      SELECT m.organization_id, m.message_id, 1 AS rank, 'webhook' AS target_kind, w.url AS target, NULL::uuid AS endpoint_id, m.payload
      FROM outbox_messages m
      JOIN webhook_settings w ON w.organization_id = m.organization_id AND w.enabled AND w.url IS NOT NULL
      UNION ALL
      SELECT m.organization_id, m.message_id, 2, 'endpoint', e.destination_uri, e.id, m.payload
      FROM outbox_messages m
      JOIN phone_numbers n ON n.organization_id = m.organization_id AND n.id = m.phone_number_id
      JOIN LATERAL (${effectiveEndpointSql('sms')}) e ON true
      WHERE e.destination_uri ~* '^https?://'
        AND NOT EXISTS (SELECT 1 FROM webhook_settings w WHERE w.organization_id = m.organization_id AND w.enabled AND w.url = e.destination_uri)
    ), outbox_deliveries AS (
      INSERT INTO webhook_deliveries (organization_id, id, message_id, event_type, target_kind, target, endpoint_id, payload, status, next_attempt_at)
      SELECT organization_id, gen_random_uuid(), message_id, 'sms.inbound', target_kind, target, endpoint_id, payload, 'pending', now()
      FROM outbox_targets ORDER BY message_id, rank
      RETURNING organization_id, id, message_id
    ), outbox_jobs AS (
      ${enqueueRowsSql(sql`SELECT organization_id, jsonb_build_object('organization_id', organization_id, 'delivery_id', id, 'attempt', 1) AS payload FROM outbox_deliveries`, attemptKind)}
    )`;
}

/** The inbound-SMS log (webhook and endpoint deliveries), or one event destination's deliveries. */
const scopeOf = (destinationId: string | undefined): SQL =>
  destinationId === undefined
    ? sql`${webhookDeliveries.targetKind} <> 'destination'`
    : and(eq(webhookDeliveries.targetKind, 'destination'), eq(webhookDeliveries.endpointId, destinationId)) as SQL;

export function createWebhooksRepo(db: Executor) {
  return {
    async settings(organizationId: string, tx: Executor = db): Promise<WebhookSettingsRow | null> {
      const rows = await tx.select().from(webhookSettings).where(eq(webhookSettings.organizationId, organizationId));
      return rows[0] ?? null;
    },

    async saveSettings(organizationId: string, s: { url: string | null; secret: string | null; enabled: boolean }, tx: Executor = db): Promise<WebhookSettingsRow> {
      const [row] = await tx
        .insert(webhookSettings)
        .values({ organizationId, ...s })
        .onConflictDoUpdate({ target: webhookSettings.organizationId, set: { ...s, updatedAt: sql`now()` } })
        .returning();
      return row as WebhookSettingsRow;
    },

    async find(organizationId: string, id: string, tx: Executor = db): Promise<DeliveryRow | null> {
      const rows = await tx.select().from(webhookDeliveries).where(and(eq(webhookDeliveries.organizationId, organizationId), eq(webhookDeliveries.id, id)));
      return rows[0] ?? null;
    },

    /** A delivery with the organisation's webhook settings as they are now (null when it has none), in one read. */
    async findForAttempt(organizationId: string, id: string, tx: Executor = db): Promise<{ delivery: DeliveryRow; settings: WebhookSettingsRow | null } | null> {
      const rows = await tx
        .select({ delivery: webhookDeliveries, settings: webhookSettings })
        .from(webhookDeliveries)
        .leftJoin(webhookSettings, eq(webhookSettings.organizationId, webhookDeliveries.organizationId))
        .where(and(eq(webhookDeliveries.organizationId, organizationId), eq(webhookDeliveries.id, id)));
      return rows[0] ?? null;
    },

    /** A page of the inbound-SMS log, or of one event destination's log when `destinationId` is given. */
    async list(
      organizationId: string,
      q: { status?: DeliveryStatus; limit: number; offset: number; destinationId?: string },
      tx: Executor = db,
    ): Promise<{ rows: DeliveryRow[]; total: number }> {
      const where = and(eq(webhookDeliveries.organizationId, organizationId), scopeOf(q.destinationId), q.status === undefined ? undefined : eq(webhookDeliveries.status, q.status));
      const [rows, totals] = await Promise.all([
        tx.select().from(webhookDeliveries).where(where).orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id)).limit(q.limit).offset(q.offset),
        tx.select({ n: count() }).from(webhookDeliveries).where(where),
      ]);
      return { rows, total: Number(totals[0]?.n ?? 0) };
    },

    async attemptsOf(organizationId: string, deliveryIds: string[], tx: Executor = db): Promise<AttemptRow[]> {
      if (deliveryIds.length === 0) return [];
      return tx
        .select()
        .from(webhookAttempts)
        .where(and(eq(webhookAttempts.organizationId, organizationId), inArray(webhookAttempts.deliveryId, deliveryIds)))
        .orderBy(webhookAttempts.deliveryId, webhookAttempts.n);
    },

    /**
     * Records attempt `n` and the delivery's new state in one statement, only if attempt
     * `n` is still the next one (a concurrent run of the same attempt records nothing);
     * with it, when asked, the webhook turned off after a 410 (unless its URL changed
     * since) and the job of the next attempt. Returns whether it recorded.
     */
    async recordAttempt(
      organizationId: string,
      id: string,
      n: number,
      attempt: { at: Date; statusCode: number | null; error: string | null; durationMs: number; details: Record<string, unknown> | null },
      next: {
        status: DeliveryStatus;
        nextAttemptAt: Date | null;
        disableUrl: string | null;
        job: { payload: unknown; delayMs: number } | null;
        /** A target kind's CTEs for a 410 (TargetKind.goneSql). */
        gone?: SQL | null;
      },
      /** The kind of the next attempt's job (written only when `next.job` is given). */
      attemptKind: JobKind,
      tx: Executor = db,
    ): Promise<boolean> {
      const job = next.job;
      // A 410 of another module's target adds its own CTEs: that rare statement is not prepared.
      const statement = sql`WITH moved AS (
              UPDATE webhook_deliveries SET status = ${next.status}, attempt_count = ${n}::int, next_attempt_at = ${next.nextAttemptAt?.toISOString() ?? null}::timestamptz, updated_at = now()
              WHERE organization_id = ${organizationId}::uuid AND id = ${id}::uuid AND status = 'pending' AND attempt_count = ${n - 1}::int
              RETURNING organization_id, id
            ), attempt AS (
              INSERT INTO webhook_attempts (organization_id, delivery_id, n, at, status_code, error, duration_ms, details)
              SELECT organization_id, id, ${n}::int, ${attempt.at.toISOString()}::timestamptz, ${attempt.statusCode}::int, ${attempt.error}::text,
                     ${attempt.durationMs}::int, ${attempt.details === null ? null : JSON.stringify(attempt.details)}::jsonb
              FROM moved
            ), disabled AS (
              UPDATE webhook_settings SET enabled = false, updated_at = now()
              WHERE organization_id = ${organizationId}::uuid AND url = ${next.disableUrl}::text AND enabled AND EXISTS (SELECT 1 FROM moved)
            ),${next.gone ? sql` ${next.gone},` : sql``} next_job AS (
              ${enqueueRowsSql(sql`SELECT organization_id, ${job === null ? null : JSON.stringify(job.payload)}::jsonb AS payload FROM moved WHERE ${job !== null}::boolean`, attemptKind, job?.delayMs ?? 0)}
            )
            SELECT id FROM moved`;
      const rows = next.gone ? await query<{ id: string }>(tx, statement) : await queryNamed<{ id: string }>(tx, 'webhook_record_attempt', statement);
      return rows.length > 0;
    },

    /** Makes a delivery pending again, due now (a manual retry); in the inbound-SMS log, or in a destination's. */
    async reopen(organizationId: string, id: string, tx: Executor, destinationId?: string): Promise<DeliveryRow | null> {
      const rows = await tx
        .update(webhookDeliveries)
        .set({ status: 'pending', nextAttemptAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(webhookDeliveries.organizationId, organizationId), eq(webhookDeliveries.id, id), scopeOf(destinationId)))
        .returning();
      return rows[0] ?? null;
    },
  };
}

export type WebhooksRepo = ReturnType<typeof createWebhooksRepo>;
