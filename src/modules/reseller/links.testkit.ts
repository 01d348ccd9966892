// Factories of the `/v1` links tests: plans and credits through the admin API, purchases through /v1.

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Harness, Tenant } from '../../../test/harness.ts';
import { query } from '../../db/client.ts';
import { systemOrigin } from '../events/events.origin.ts';
import { ACTIVATION_KIND } from './links.purchase.ts';
import type { ReserveCall } from './links.repo.ts';

/** One purchase's reserve (ResellerLinksRepo.reserveMany) of `plan` for an organisation, at `amount`, as the purchase writes it. */
export function reserveCall(organizationId: string, plan: { id: string; name: string }, amount: string): ReserveCall {
  const id = randomUUID();
  return {
    organizationId,
    id,
    planId: plan.id,
    planName: plan.name,
    name: null,
    provider: 'simulator',
    sponsorProfile: 'default',
    iccid: `8900${id.replace(/\D/g, '').slice(0, 15)}`,
    amount,
    currency: 'EUR',
    linkId: randomUUID(),
    walletEntryId: randomUUID(),
    walletKind: ACTIVATION_KIND,
    walletMetadata: {},
    transactionId: randomUUID(),
    transactionMetadata: {},
    repairJobId: randomUUID(),
    origin: systemOrigin,
    idempotencyKey: null,
  };
}

/** The body of `POST /admin/reseller-plans` the `/v1` tests buy from: 1 GB in DE and FR for 5.00 EUR. */
export function resellerPlanBody(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Europe 1 GB',
    provider_plan_id: 'pp-europe-1gb',
    data_mb: 1024,
    validity_days: 30,
    sponsor_profile: 'default',
    coverage_type: 'regional',
    countries: ['DE', 'FR'],
    retail_price: '5.00',
    currency: 'EUR',
    enabled: true,
    ...over,
  };
}

export function resellerKit(h: Harness) {
  return {
    async plan(over: Record<string, unknown> = {}): Promise<{ id: string; name: string; retail_price: string }> {
      const res = await h.app.inject({
        method: 'POST',
        url: '/admin/reseller-plans',
        headers: h.admin,
        payload: resellerPlanBody({ provider_plan_id: `pp-${randomUUID()}`, ...over }),
      });
      if (res.statusCode !== 201) throw new Error(`create plan: ${res.statusCode} ${res.body}`);
      return res.json();
    },

    async credit(t: Tenant, amount: string): Promise<void> {
      const res = await h.app.inject({ method: 'POST', url: `/admin/organizations/${t.id}/wallet/credits`, headers: h.admin, payload: { amount } });
      if (res.statusCode !== 201) throw new Error(`credit: ${res.statusCode} ${res.body}`);
    },

    async balance(t: Tenant): Promise<string> {
      return (await h.container.wallet.get(t.id)).balance;
    },

    buy: (t: Tenant, planId: string, name?: string) =>
      h.app.inject({ method: 'POST', url: '/v1/links', headers: t.admin, payload: { plan_id: planId, ...(name !== undefined && { name }) } }),

    async bought(t: Tenant, planId: string, name?: string): Promise<{ id: string; iccid: string; activations: Array<{ id: string }> }> {
      const res = await h.app.inject({ method: 'POST', url: '/v1/links', headers: t.admin, payload: { plan_id: planId, ...(name !== undefined && { name }) } });
      if (res.statusCode !== 201) throw new Error(`buy: ${res.statusCode} ${res.body}`);
      return res.json();
    },

    fault: (operation: string, status = 500, count = 1) =>
      h.app.inject({ method: 'POST', url: '/admin/simulator/faults', headers: h.admin, payload: { operation, status, count } }),

    get: (t: Tenant, url: string, headers = t.viewer) => h.app.inject({ method: 'GET', url: `/v1${url}`, headers }),

    async linkCount(t: Tenant): Promise<number> {
      const res = await h.app.inject({ method: 'GET', url: '/v1/links?per_page=100', headers: t.viewer });
      return res.json().total;
    },
    /** Runs the workers until the admin list at `path` (pending purchases or top-ups of `t`) is empty. */
    async untilNonePending(t: Tenant, path: '/admin/reseller-purchases' | '/admin/reseller-topups'): Promise<void> {
      const workers = h.container.startWorkers();
      try {
        for (let i = 0; (await h.app.inject({ method: 'GET', url: `${path}?organization_id=${t.id}`, headers: h.admin })).json().total > 0; i++) {
          if (i > 200) throw new Error(`still pending at ${path}`);
          await new Promise((r) => setTimeout(r, 25));
        }
      } finally {
        await workers.stop();
      }
    },
    /** Jobs named `name` of an organisation still waiting for a worker: a settled purchase or top-up leaves no repair job. */
    async queuedJobs(t: Tenant, name: string): Promise<number> {
      const [row] = await query<{ n: number }>(
        h.container.db,
        sql`SELECT count(*)::int AS n FROM jobs WHERE organization_id = ${t.id}::uuid AND name = ${name} AND status = 'queued'`,
      );
      return row?.n ?? -1;
    },
  };
}
