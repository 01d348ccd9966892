import { sql } from 'drizzle-orm';
import { type Executor, query } from '../../db/client.ts';

export interface EffectiveEndpoint {
  id: string;
  destinationUri: string;
}

export function createRoutingRepo(db: Executor) {
  return {
    /**
     * The endpoint a number's traffic of `type` goes to: the one its routing names, else
     * the organisation's default endpoint of that type; null when neither exists.
     */
    async effectiveEndpoint(organizationId: string, phoneNumberId: string, type: 'voice' | 'sms', tx: Executor = db): Promise<EffectiveEndpoint | null> {
      const column = type === 'sms' ? sql`n.sms_endpoint_id` : sql`n.voice_endpoint_id`;
      const rows = await query<{ id: string; destination_uri: string }>(
        tx,
        sql`SELECT e.id, e.destination_uri FROM phone_numbers n
            JOIN routing_endpoints e ON e.organization_id = n.organization_id AND e.type = ${type}
             AND (e.id = ${column} OR (${column} IS NULL AND e.is_default))
            WHERE n.organization_id = ${organizationId} AND n.id = ${phoneNumberId}
            LIMIT 1`,
      );
      const r = rows[0];
      return r === undefined ? null : { id: r.id, destinationUri: r.destination_uri };
    },
  };
}

export type RoutingRepo = ReturnType<typeof createRoutingRepo>;
