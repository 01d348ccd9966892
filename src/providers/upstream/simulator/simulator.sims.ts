// SIM delivery and the SIM records of the simulated provider.
//
// eSIM profile lifecycle: `downloaded` at delivery (the profile is bound to the
// delivered EID and waits on the SM-DP+), `installed` once a device reports with it
// (an IMEI event), `enabled` from its first data session. Physical SIMs have none.

import { and, eq, sql } from 'drizzle-orm';
import type { SimType, UpstreamSim } from '../port.ts';
import { activationCodeFor, eidOf, iccidOf, imsiOf, maxSerial, msisdnOf } from './simulator.identifiers.ts';
import { findSim, refuse, type SimRow, type SimulatorContext, toUpstreamSim } from './simulator.records.ts';
import type { NetworkState } from './simulator.state.ts';
import { simNetSims } from './simulator.tables.ts';

export const maxDelivery = 1000;

export function createSimulatorSims(ctx: SimulatorContext, state: NetworkState) {
  const { db, provider } = ctx;

  return {
    async deliverSims(input: { account: string; count: number; simType: SimType }, now: Date): Promise<UpstreamSim[]> {
      const { account, count, simType } = input;
      if (!Number.isInteger(count) || count < 1 || count > maxDelivery) {
        throw refuse('deliver_sims', 400, `count must be a whole number from 1 to ${maxDelivery}`);
      }
      if (simType !== 'physical' && simType !== 'eSIM') throw refuse('deliver_sims', 400, `unknown SIM type ${String(simType)}`);
      if (typeof account !== 'string' || account.length === 0 || account.length > 200) throw refuse('deliver_sims', 400, 'account is required');

      const first = await state.reserveSerials(provider, count);
      if (first + count - 1 > maxSerial) throw refuse('deliver_sims', 409, 'the provider has no numbers left in its MSISDN block');
      const esim = simType === 'eSIM';
      const rows = Array.from({ length: count }, (_, i) => {
        const serial = first + i;
        return {
          provider,
          iccid: iccidOf(provider, serial),
          account,
          simType,
          imsi: imsiOf(provider, serial),
          msisdn: msisdnOf(provider, serial),
          eid: esim ? eidOf(provider, serial) : null,
          activationCode: esim ? activationCodeFor(provider) : null,
          status: 'inactive',
          esimProfileStatus: esim ? 'downloaded' : null,
          createdAt: now,
          updatedAt: now,
        };
      });
      const inserted = await db.insert(simNetSims).values(rows).returning();
      return inserted.map((r) => toUpstreamSim(provider, r));
    },

    /**
     * The pool of eSIMs for a base plan: the simulated provider holds an unbounded
     * stock, so an issue is a delivery of one fresh eSIM to the account (its serial
     * reserved like any delivery, so two issues never hand out the same ICCID).
     */
    async issueEsim(input: { account: string; basePlan: string }, now: Date): Promise<UpstreamSim> {
      if (typeof input.basePlan !== 'string' || input.basePlan.length === 0 || input.basePlan.length > 200) throw refuse('issue_esim', 400, 'base plan is required');
      const [sim] = await this.deliverSims({ account: input.account, count: 1, simType: 'eSIM' }, now);
      if (sim === undefined) throw refuse('issue_esim', 409, 'the eSIM pool is empty');
      return sim;
    },

    async getSim(iccid: string): Promise<UpstreamSim | null> {
      const row = await findSim(ctx, iccid);
      return row === null ? null : toUpstreamSim(provider, row);
    },

    async getEsimActivationCode(iccid: string): Promise<string | null> {
      const row = await findSim(ctx, iccid);
      if (row === null) throw refuse('get_esim_activation_code', 404, `SIM ${iccid} not found`);
      return row.activationCode;
    },

    /** Simulator control: the SIM now sits in the device with this IMEI, which the network sees. */
    async setDeviceImei(iccid: string, imei: string, now: Date): Promise<SimRow | null> {
      const rows = await db
        .update(simNetSims)
        .set({
          imei,
          lastSeenAt: now,
          updatedAt: now,
          esimProfileStatus: sql`CASE WHEN ${simNetSims.esimProfileStatus} = 'downloaded' THEN 'installed' ELSE ${simNetSims.esimProfileStatus} END`,
        })
        .where(and(eq(simNetSims.provider, provider), eq(simNetSims.iccid, iccid)))
        .returning();
      return rows[0] ?? null;
    },
  };
}
