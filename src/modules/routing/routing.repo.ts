import { and, asc, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { type Executor, query } from '../../db/client.ts';
import { phoneNumbers } from '../numbers/numbers.tables.ts';
import { routingEndpoints } from './routing.tables.ts';

export type EndpointRow = typeof routingEndpoints.$inferSelect;
export type EndpointType = 'voice' | 'sms';

export interface EffectiveEndpoint {
  id: string;
  destinationUri: string;
}

/** Statuses of a number the organisation holds (released and failed ones are history). */
export const liveNumberStatuses = ['provisioning', 'active', 'suspended'] as const;

export interface NumberRouting {
  id: string;
  voiceEndpointId: string | null;
  smsEndpointId: string | null;
}

/**
 * The endpoint a number's traffic of `type` goes to (columns id, destination_uri), as a
 * query over the phone_numbers row `n` of the enclosing statement: the one its routing
 * names, else the organisation's default endpoint of that type; no row when neither exists.
 */
export function effectiveEndpointSql(type: EndpointType): SQL {
  const column = type === 'sms' ? sql`n.sms_endpoint_id` : sql`n.voice_endpoint_id`;
  return sql`SELECT e.id, e.destination_uri FROM routing_endpoints e
             WHERE e.organization_id = n.organization_id AND e.type = ${type}
               AND (e.id = ${column} OR (${column} IS NULL AND e.is_default))
             LIMIT 1`;
}

export function createRoutingRepo(db: Executor) {
  const byId = (organizationId: string, id: string) => and(eq(routingEndpoints.organizationId, organizationId), eq(routingEndpoints.id, id));

  return {
    /**
     * The endpoint a number's traffic of `type` goes to: the one its routing names, else
     * the organisation's default endpoint of that type; null when neither exists.
     */
    async effectiveEndpoint(organizationId: string, phoneNumberId: string, type: EndpointType, tx: Executor = db): Promise<EffectiveEndpoint | null> {
      const rows = await query<{ id: string; destination_uri: string }>(
        tx,
        sql`SELECT e.id, e.destination_uri FROM phone_numbers n
            JOIN LATERAL (${effectiveEndpointSql(type)}) e ON true
            WHERE n.organization_id = ${organizationId} AND n.id = ${phoneNumberId}`,
      );
      const r = rows[0];
      return r === undefined ? null : { id: r.id, destinationUri: r.destination_uri };
    },

    async list(organizationId: string, filter: { type?: EndpointType; limit: number; offset: number }): Promise<{ rows: EndpointRow[]; total: number }> {
      const where = and(eq(routingEndpoints.organizationId, organizationId), filter.type === undefined ? undefined : eq(routingEndpoints.type, filter.type));
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(routingEndpoints)
          .where(where)
          .orderBy(asc(routingEndpoints.createdAt), asc(routingEndpoints.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(routingEndpoints).where(where),
      ]);
      return { rows, total: Number(totals[0]?.n ?? 0) };
    },

    async find(organizationId: string, id: string, tx: Executor = db): Promise<EndpointRow | null> {
      const rows = await tx.select().from(routingEndpoints).where(byId(organizationId, id)).limit(1);
      return rows[0] ?? null;
    },

    /** Reads the endpoint and keeps it from being deleted until the transaction ends. */
    async findForReference(organizationId: string, id: string, tx: Executor): Promise<EndpointRow | null> {
      const rows = await tx.select().from(routingEndpoints).where(byId(organizationId, id)).limit(1).for('key share');
      return rows[0] ?? null;
    },

    async findDefaults(organizationId: string, tx: Executor = db): Promise<EndpointRow[]> {
      return tx
        .select()
        .from(routingEndpoints)
        .where(and(eq(routingEndpoints.organizationId, organizationId), eq(routingEndpoints.isDefault, true)));
    },

    /**
     * Serialises default changes of one organisation and type until the transaction
     * ends: two concurrent "make this one the default" would otherwise both clear the
     * old default from their snapshot and then collide on the unique index.
     */
    async lockDefaults(organizationId: string, type: EndpointType, tx: Executor): Promise<void> {
      await query(tx, sql`SELECT pg_advisory_xact_lock(hashtextextended(${`routing_default:${organizationId}:${type}`}, 0))`);
    },

    async clearDefault(organizationId: string, type: EndpointType, exceptId: string, tx: Executor): Promise<void> {
      await tx
        .update(routingEndpoints)
        .set({ isDefault: false, updatedAt: sql`now()` })
        .where(
          and(
            eq(routingEndpoints.organizationId, organizationId),
            eq(routingEndpoints.type, type),
            eq(routingEndpoints.isDefault, true),
            ne(routingEndpoints.id, exceptId),
          ),
        );
    },

    async insert(row: typeof routingEndpoints.$inferInsert, tx: Executor = db): Promise<EndpointRow> {
      const rows = await tx.insert(routingEndpoints).values(row).returning();
      return rows[0] as EndpointRow;
    },

    async update(
      organizationId: string,
      id: string,
      patch: Partial<Pick<EndpointRow, 'name' | 'destinationUri' | 'isDefault' | 'isSecondary'>>,
      tx: Executor = db,
    ): Promise<EndpointRow | null> {
      const rows = await tx
        .update(routingEndpoints)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(byId(organizationId, id))
        .returning();
      return rows[0] ?? null;
    },

    /** Deletes the endpoint; the numbers routed to it fall back to the default of its type. */
    async remove(organizationId: string, id: string, tx: Executor): Promise<EndpointRow | null> {
      await tx
        .update(phoneNumbers)
        .set({ voiceEndpointId: null, updatedAt: sql`now()` })
        .where(and(eq(phoneNumbers.organizationId, organizationId), eq(phoneNumbers.voiceEndpointId, id)));
      await tx
        .update(phoneNumbers)
        .set({ smsEndpointId: null, updatedAt: sql`now()` })
        .where(and(eq(phoneNumbers.organizationId, organizationId), eq(phoneNumbers.smsEndpointId, id)));
      const rows = await tx.delete(routingEndpoints).where(byId(organizationId, id)).returning();
      return rows[0] ?? null;
    },

    /** A number the organisation holds (provisioning, active or suspended), with its routing. */
    async findLiveNumber(organizationId: string, phoneNumberId: string, tx: Executor = db): Promise<NumberRouting | null> {
      const rows = await tx
        .select({ id: phoneNumbers.id, voiceEndpointId: phoneNumbers.voiceEndpointId, smsEndpointId: phoneNumbers.smsEndpointId })
        .from(phoneNumbers)
        .where(
          and(eq(phoneNumbers.organizationId, organizationId), eq(phoneNumbers.id, phoneNumberId), inArray(phoneNumbers.status, [...liveNumberStatuses])),
        )
        .limit(1);
      return rows[0] ?? null;
    },

    async setNumberRouting(
      organizationId: string,
      phoneNumberId: string,
      routing: { voiceEndpointId: string | null; smsEndpointId: string | null },
      tx: Executor,
    ): Promise<NumberRouting | null> {
      const rows = await tx
        .update(phoneNumbers)
        .set({ ...routing, updatedAt: sql`now()` })
        .where(
          and(eq(phoneNumbers.organizationId, organizationId), eq(phoneNumbers.id, phoneNumberId), inArray(phoneNumbers.status, [...liveNumberStatuses])),
        )
        .returning({ id: phoneNumbers.id, voiceEndpointId: phoneNumbers.voiceEndpointId, smsEndpointId: phoneNumbers.smsEndpointId });
      return rows[0] ?? null;
    },
  };
}

export type RoutingRepo = ReturnType<typeof createRoutingRepo>;
