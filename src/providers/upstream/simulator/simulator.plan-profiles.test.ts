import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../../test/harness.ts';
import { type PlanAddonInput, UpstreamError, type UpstreamPort } from '../upstream.port.ts';
import type { SimulatorAdapter } from './simulator.adapter.ts';

let h: Harness;
let port: UpstreamPort;
beforeAll(async () => {
  h = await createHarness();
  port = h.container.upstream.get('beta');
});
afterAll(async () => h.close());

const input = (over: Partial<PlanAddonInput> = {}): PlanAddonInput => ({
  allowanceMb: 2000,
  validityDays: 30,
  activationType: 'immediate',
  throttle: 'unlimited',
  dataCap: { thresholdMb: 500, period: 'monthly', periodMultiplier: 1, action: 'throttle_1mbps' },
  ...over,
});

async function failure(call: Promise<unknown>): Promise<UpstreamError> {
  const err = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(UpstreamError);
  return err as UpstreamError;
}

// The registry hands out the simulator adapter itself, whose controls read the provider's side.
const stored = (id: string) => (port as SimulatorAdapter).findPlanProfile(id);

describe('simulated plan profiles', () => {
  it('creates, updates and deletes a profile under the account', async () => {
    const { id } = await port.createPlanProfile({ ...input(), account: 'acct-1' });
    expect(await stored(id)).toMatchObject({ provider: 'beta', account: 'acct-1', allowanceMb: 2000, throttle: 'unlimited' });
    await port.updatePlanProfile(id, input({ allowanceMb: 3000, dataCap: null, throttle: 'throttle_5mbps' }));
    expect(await stored(id)).toMatchObject({ allowanceMb: 3000, dataCap: null, throttle: 'throttle_5mbps' });
    await port.deletePlanProfile(id);
    expect(await stored(id)).toBeNull();
    await port.deletePlanProfile(id);
  });

  it('refuses profiles it cannot enforce and unknown ids, as non-retryable errors', async () => {
    const bad = [
      input({ allowanceMb: -1 }),
      input({ allowanceMb: 1.5 }),
      input({ validityDays: 0 }),
      input({ throttle: 'throttle_3mbps' }),
      input({ dataCap: { thresholdMb: 2001, period: 'daily', periodMultiplier: 1, action: 'throttle_1mbps' } }),
      input({ dataCap: { thresholdMb: 1, period: 'daily', periodMultiplier: 1, action: 'unlimited' } }),
    ];
    for (const profile of bad) {
      const e = await failure(port.createPlanProfile({ ...profile, account: 'acct-1' }));
      expect(e).toMatchObject({ kind: 'rejected', operation: 'create_plan_profile', retryable: false });
    }
    expect(await failure(port.createPlanProfile({ ...input(), account: '' }))).toMatchObject({ kind: 'rejected' });
    const missing = await failure(port.updatePlanProfile('no-such-profile', input()));
    expect(missing).toMatchObject({ kind: 'not_found', operation: 'update_plan_profile', retryable: false });
  });

  it('fails injected calls as retryable, then recovers', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/admin/simulator/faults',
      headers: h.admin,
      payload: { operation: 'create_plan_profile', status: 503, count: 1 },
    });
    expect(res.statusCode).toBeLessThan(300);
    const e = await failure(port.createPlanProfile({ ...input(), account: 'acct-1' }));
    expect(e).toMatchObject({ kind: 'unavailable', status: 503, retryable: true });
    expect((await port.createPlanProfile({ ...input(), account: 'acct-1' })).id).toEqual(expect.any(String));
  });
});
