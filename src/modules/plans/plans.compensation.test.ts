// Compensation: when the provider accepted a change and the database write after it
// fails, the provider's copy is put back (or the new copy deleted).

import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from '../../../test/harness.ts';
import { createPlanNotificationsRepo } from './plans.notifications.repo.ts';
import { createPlanProfiles } from './plans.profiles.ts';
import { createPlansRepo } from './plans.repo.ts';
import { createPlansService } from './plans.service.ts';
import { countProfiles, createCoverage, createPlan, type Json, operatorsIn, profileOf } from './plans.testkit.ts';

let h: Harness;
let t: Tenant;
let alphaCoverage: Json;
let betaCoverage: Json;

beforeAll(async () => {
  h = await createHarness();
  t = await h.tenant();
  alphaCoverage = await createCoverage(h, t.admin, (await operatorsIn(h, t.viewer, 'magenta', 1)).map((o) => o.id));
  betaCoverage = await createCoverage(h, t.admin, (await operatorsIn(h, t.viewer, 'coral', 1)).map((o) => o.id));
});
afterAll(async () => h.close());

describe('compensation when the database write fails after the provider accepted', () => {
  // The real service over the real provider, with a repository whose writes fail.
  const serviceWith = (overrides: Partial<ReturnType<typeof createPlansRepo>>) =>
    createPlansService({
      db: h.container.db,
      plansRepo: { ...createPlansRepo(h.container.db), ...overrides },
      notificationsRepo: createPlanNotificationsRepo(h.container.db),
      profiles: createPlanProfiles({ upstream: h.container.upstream, logger: pino({ level: 'silent' }) }),
      requireCoverage: h.container.coverages.requireLive,
      findOrganization: (id) => h.container.organizations.get(id),
    });
  const failing = async () => {
    throw new Error('the database went away');
  };
  const settings = {
    name: 'x',
    coverageId: '',
    includedDataMb: 100,
    validityDays: 5,
    activationType: 'immediate' as const,
    baseThrottle: 'unlimited',
  };

  it('deletes the created profile when the plan cannot be stored', async () => {
    const before = await countProfiles(h);
    await expect(serviceWith({ insert: failing }).create(t.id, { ...settings, coverageId: alphaCoverage.id })).rejects.toThrow('went away');
    expect(await countProfiles(h)).toBe(before);
  });

  it('puts the profile back when the update cannot be stored', async () => {
    const plan = await createPlan(h, t.admin, alphaCoverage.id, { included_data_mb: 5000 });
    await expect(serviceWith({ update: failing }).update(t.id, plan.id, { includedDataMb: 4000 })).rejects.toThrow('went away');
    expect((await profileOf(h, t.id, plan.id))?.allowanceMb).toBe(5000);
    const profiles = await countProfiles(h);
    await expect(serviceWith({ update: failing }).update(t.id, plan.id, { coverageId: betaCoverage.id })).rejects.toThrow('went away');
    expect(await countProfiles(h)).toBe(profiles);
    expect(await profileOf(h, t.id, plan.id)).toMatchObject({ provider: 'alpha', allowanceMb: 5000 });
  });
});
