// The purchase service with a provider that answers an endpoint creation without an
// endpoint id (something the simulator never does, so the port is wrapped here):
// 502 PROVISIONING_FAILED, the amount refunded, no link. Everything else is real.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { createHarness, type Harness } from '../../../test/harness.ts';
import { createOrganizationsRepo } from '../organizations/organizations.repo.ts';
import { createWalletRepo } from '../wallet/wallet.repo.ts';
import type { ProviderName, UpstreamRegistry } from '../../providers/upstream/port.ts';
import { AppError } from '../../http/errors.ts';
import { REPAIR_JOB_KIND } from './links.jobs.ts';
import { createLinkPurchase } from './links.purchase.ts';
import { createResellerLinksRepo } from './links.repo.ts';
import { resellerKit } from './links.testkit.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

describe('an endpoint answer without an id', () => {
  it('is 502 PROVISIONING_FAILED with the amount refunded and no link', async () => {
    const k = resellerKit(h);
    const t = await h.tenant();
    const plan = await k.plan();
    await k.credit(t, '10.00');
    const c = h.container;
    const real = c.upstream;
    const upstream: UpstreamRegistry = {
      get: (p: ProviderName) => ({ ...real.get(p), createEndpoint: async () => ({ id: '', iccid: null, status: 'active', barredNetworkTypes: [], imeiLock: null, throttle: null }) }),
    };
    const purchase = createLinkPurchase({
      db: c.db,
      repo: createResellerLinksRepo(c.db),
      plans: c.reseller.plans,
      sponsorProfiles: c.reseller.sponsorProfiles,
      walletRepo: createWalletRepo(c.db),
      upstream,
      findOrganization: createOrganizationsRepo(c.db).find,
      repairJob: { kind: REPAIR_JOB_KIND, delayMs: 60_000 },
      logger: pino({ level: 'silent' }),
    });
    const err = await purchase.purchase(t.id, { planId: plan.id, name: null }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('provisioning_failed');
    expect(await k.balance(t)).toBe('10.00');
    expect(await k.linkCount(t)).toBe(0);
  });
});
