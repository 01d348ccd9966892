// Plan profiles: the provider's copy of a platform plan (allowance, validity, throttle,
// cap) under the organisation's account. The provider validates what it is given as a
// real one would (a 400 for a profile it cannot enforce), and it never sees the plan's
// name or description.

import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { PlanAddonInput, PlanProfileInput } from '../upstream.port.ts';
import { refuse, type SimulatorContext } from './simulator.records.ts';
import type { UpstreamOperation } from './simulator.state.ts';
import { simNetPlanProfiles } from './simulator.plans.tables.ts';

const throttles = new Set([
  'unlimited',
  'throttle_256kbps',
  'throttle_384kbps',
  'throttle_512kbps',
  'throttle_1mbps',
  'throttle_2mbps',
  'throttle_5mbps',
  'throttle_10mbps',
  'throttle_20mbps',
]);

function validateProfile(op: UpstreamOperation, p: PlanAddonInput): void {
  const bad = (m: string) => refuse(op, 400, m);
  if (!Number.isInteger(p.allowanceMb) || p.allowanceMb < 0 || p.allowanceMb > 2_000_000_000) throw bad('allowanceMb must be a whole number >= 0');
  if (!Number.isInteger(p.validityDays) || p.validityDays < 1 || p.validityDays > 36_500) throw bad('validityDays must be a whole number >= 1');
  if (p.activationType !== 'immediate' && p.activationType !== 'on_first_data_usage') throw bad('unknown activationType');
  if (!throttles.has(p.throttle)) throw bad(`unknown throttle ${String(p.throttle)}`);
  const cap = p.dataCap;
  if (cap !== null) {
    if (!Number.isInteger(cap.thresholdMb) || cap.thresholdMb < 0) throw bad('dataCap.thresholdMb must be a whole number >= 0');
    if (cap.thresholdMb > p.allowanceMb) throw bad('dataCap.thresholdMb exceeds the allowance');
    if (cap.period !== 'daily' && cap.period !== 'monthly') throw bad('dataCap.period must be daily or monthly');
    if (!Number.isInteger(cap.periodMultiplier) || cap.periodMultiplier < 1 || cap.periodMultiplier > 1000) throw bad('dataCap.periodMultiplier must be 1 to 1000');
    if (cap.action === 'unlimited' || !throttles.has(cap.action)) throw bad(`unknown dataCap.action ${String(cap.action)}`);
  }
}

const columnsOf = (p: PlanAddonInput) => ({
  allowanceMb: p.allowanceMb,
  validityDays: p.validityDays,
  activationType: p.activationType,
  throttle: p.throttle,
  dataCap: p.dataCap,
});

export function createSimulatorPlanProfiles(ctx: SimulatorContext) {
  const { db, provider } = ctx;
  const byId = (id: string) => and(eq(simNetPlanProfiles.provider, provider), eq(simNetPlanProfiles.id, id));

  return {
    async createPlanProfile(input: PlanProfileInput, now: Date): Promise<{ id: string }> {
      if (typeof input.account !== 'string' || input.account.length === 0) throw refuse('create_plan_profile', 400, 'account is required');
      validateProfile('create_plan_profile', input);
      const id = randomUUID();
      await db.insert(simNetPlanProfiles).values({ provider, id, account: input.account, ...columnsOf(input), createdAt: now, updatedAt: now });
      return { id };
    },

    async updatePlanProfile(id: string, input: PlanAddonInput, now: Date): Promise<void> {
      validateProfile('update_plan_profile', input);
      const rows = await db
        .update(simNetPlanProfiles)
        .set({ ...columnsOf(input), updatedAt: now })
        .where(byId(id))
        .returning({ id: simNetPlanProfiles.id });
      if (rows.length === 0) throw refuse('update_plan_profile', 404, `plan profile ${id} not found`);
    },

    async deletePlanProfile(id: string): Promise<void> {
      await db.delete(simNetPlanProfiles).where(byId(id));
    },

    /** Control: the provider's stored profile, for tests and the operator. */
    async findPlanProfile(id: string) {
      const rows = await db.select().from(simNetPlanProfiles).where(byId(id)).limit(1);
      return rows[0] ?? null;
    },
  };
}
