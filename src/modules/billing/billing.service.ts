// The billing run: every kind of due charge of the platform, each a runner, run in order
// as of one instant. Number renewals are the first runner; the reseller API's monthly
// link fees are meant to be added as another runner of this same list.
import { Type } from 'typebox';
import { defineJob } from '../../jobs/define.ts';
import { defineSchedule, type ScheduleDefinition } from '../../jobs/schedules.ts';
import { type EventOrigin, systemOrigin } from '../events/events.origin.ts';

export interface BillingRunner<S extends object = object> {
  /** The key of the runner's summary in the run's answer. */
  name: string;
  /**
   * Charges what is due as of `asOf`; idempotent: a repeated run charges nothing more.
   * Its events are `origin`'s: the platform's, or the operator's who asked for the run.
   */
  run(origin: EventOrigin, asOf: Date): Promise<S>;
}

export interface BillingRunResult {
  as_of: string;
  [runner: string]: unknown;
}

/** How often the worker runs the billing on its own (a failed fee is retried once a day). */
export const billingRunEveryMs = 3_600_000;

export function createBillingService(deps: { runners: readonly BillingRunner[]; now(): Promise<Date> }) {
  const { runners } = deps;

  async function run(origin: EventOrigin, asOf?: Date): Promise<BillingRunResult> {
    const at = asOf ?? (await deps.now());
    const result: BillingRunResult = { as_of: at.toISOString() };
    for (const runner of runners) result[runner.name] = await runner.run(origin, at);
    return result;
  }

  const job = defineJob({
    name: 'billing.run',
    version: 1,
    schema: Type.Object({}),
    maxAttempts: 3,
    handle: async () => run(systemOrigin),
  });

  return {
    run,
    job,
    schedule: defineSchedule({ name: 'billing.run.hourly', job, payload: {}, everyMs: billingRunEveryMs }) as ScheduleDefinition,
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
