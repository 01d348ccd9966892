// SMS through the simulated network and the provider's cost records. A sent SMS is
// billed as one SMS-MT line next to the data sessions, so costs are one query.

import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { query } from '../../../db/client.ts';
import { formatMoney, fromMicros, toMicros } from '../../../lib/money.ts';
import type { CostLine, SmsResult } from '../upstream.port.ts';
import { pickFor, serviceNumberOf, tariff, zonesOfIccid } from './simulator.identifiers.ts';
import { findEndpoint, findSim, refuse, type SimulatorContext } from './simulator.records.ts';
import { simNetSims, simNetSms, simNetUsage } from './simulator.tables.ts';

const maxSmsLength = 1600;
const serviceOrder = ['DATA', 'SMS-MO', 'SMS-MT', 'IOT'];

export interface InboundSms {
  id: string;
  provider: string;
  from: string;
  to: string;
  body: string;
  /** The SIM whose MSISDN received it, when `to` belongs to one. */
  iccid: string | null;
  receivedAt: Date;
}

export function createSimulatorMessages(ctx: SimulatorContext) {
  const { db, provider } = ctx;

  return {
    /** Mobile-terminated SMS to a SIM attached to an active endpoint. */
    async sendSms(input: { iccid: string; message: string }, now: Date): Promise<SmsResult> {
      if (typeof input.message !== 'string' || input.message.length === 0 || input.message.length > maxSmsLength) {
        throw refuse('send_sms', 400, `message must be 1 to ${maxSmsLength} characters`);
      }
      const sim = await findSim(ctx, input.iccid);
      if (sim === null) throw refuse('send_sms', 404, `SIM ${input.iccid} not found`);
      const endpoint = sim.endpointId === null ? null : await findEndpoint(ctx, sim.endpointId);
      if (endpoint === null || endpoint.status !== 'active') throw refuse('send_sms', 409, 'the SIM is not attached to an active endpoint');
      const operatorId = pickFor(sim.iccid, await ctx.operatorsInZones(zonesOfIccid(provider, sim.iccid)));
      const id = randomUUID();
      await db.transaction(async (t) => {
        await t.insert(simNetSms).values({
          provider,
          id,
          direction: 'outbound',
          iccid: sim.iccid,
          fromNumber: serviceNumberOf(provider),
          toNumber: sim.msisdn,
          body: input.message,
          status: 'sent',
          createdAt: now,
        });
        await t.insert(simNetUsage).values({
          provider,
          id: randomUUID(),
          iccid: sim.iccid,
          endpointId: endpoint.id,
          service: 'SMS-MT',
          quantity: '1',
          amount: tariff.smsMt,
          operatorId,
          occurredAt: now,
        });
      });
      return { id, status: 'sent' };
    },

    async ownsNumber(msisdn: string): Promise<boolean> {
      const rows = await db
        .select({ iccid: simNetSims.iccid })
        .from(simNetSims)
        .where(and(eq(simNetSims.provider, provider), eq(simNetSims.msisdn, msisdn)))
        .limit(1);
      return rows.length > 0;
    },

    /** Simulator control: an SMS arrives from the network for `to`. */
    async injectInboundSms(input: { from: string; to: string; body: string }, now: Date): Promise<InboundSms> {
      const owner = await db
        .select({ iccid: simNetSims.iccid })
        .from(simNetSims)
        .where(and(eq(simNetSims.provider, provider), eq(simNetSims.msisdn, input.to)))
        .limit(1);
      const iccid = owner[0]?.iccid ?? null;
      const id = randomUUID();
      await db.insert(simNetSms).values({
        provider,
        id,
        direction: 'inbound',
        iccid,
        fromNumber: input.from,
        toNumber: input.to,
        body: input.body,
        status: 'received',
        createdAt: now,
      });
      return { id, provider, from: input.from, to: input.to, body: input.body, iccid, receivedAt: now };
    },

    /** Cost lines per service of one SIM in [from, to), with the operators that carried them. */
    async getCosts(input: { iccid: string; from: Date; to: Date }): Promise<{ currency: string; lines: CostLine[] }> {
      if (!(input.from instanceof Date) || !(input.to instanceof Date) || Number.isNaN(input.from.getTime()) || Number.isNaN(input.to.getTime())) {
        throw refuse('get_costs', 400, 'from and to must be dates');
      }
      if (input.from.getTime() > input.to.getTime()) throw refuse('get_costs', 400, 'from must not be after to');
      const sim = await findSim(ctx, input.iccid);
      if (sim === null) throw refuse('get_costs', 404, `SIM ${input.iccid} not found`);
      const rows = await query<{ service: string; usage: string; amount: string; operator_ids: string[] | null }>(
        db,
        sql`SELECT service, sum(quantity)::text AS usage, sum(amount)::text AS amount,
                   array_remove(array_agg(DISTINCT operator_id), NULL) AS operator_ids
            FROM ${simNetUsage}
            WHERE provider = ${provider} AND iccid = ${sim.iccid}
              AND occurred_at >= ${input.from.toISOString()}::timestamptz AND occurred_at < ${input.to.toISOString()}::timestamptz
            GROUP BY service`,
      );
      rows.sort((a, b) => serviceOrder.indexOf(a.service) - serviceOrder.indexOf(b.service));
      return {
        currency: tariff.currency,
        lines: rows.map((r) => ({
          service: serviceOrder.includes(r.service) ? (r.service as CostLine['service']) : null,
          // Data is measured in MB; messages are counted.
          usage: r.service === 'DATA' ? fromMicros(toMicros(r.usage)) : String(BigInt(toMicros(r.usage) / 1_000_000n)),
          amount: formatMoney(r.amount),
          operatorIds: [...(r.operator_ids ?? [])].sort(),
        })),
      };
    },
  };
}
