// The purchase service with a provider that answers an endpoint creation without an
// endpoint id (something the simulator never does, so the port is wrapped here):
// 502 PROVISIONING_FAILED, the amount refunded, no link. Everything else is real.

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../db/client.ts';
import pino from 'pino';
import { createHarness, type Harness } from '../../../test/harness.ts';
import { createWalletRepo } from '../wallet/wallet.repo.ts';
import type { ProviderName, UpstreamPort, UpstreamRegistry } from '../../providers/upstream/upstream.port.ts';
import { AppError } from '../../lib/errors.ts';
import { REPAIR_JOB_KIND } from './links.jobs.ts';
import { ACTIVATION_KIND, createLinkPurchase } from './links.purchase.ts';
import { createResellerLinksRepo, type ResellerLinksRepo } from './links.repo.ts';
import { createResellerEvents } from './reseller.events.ts';
import { reserveCall, resellerKit } from './links.testkit.ts';
import { systemOrigin } from '../events/events.origin.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

/** A new organisation with a plan to buy and `amount` in its wallet. */
async function funded(amount: string) {
  const k = resellerKit(h);
  const t = await h.tenant();
  const plan = await k.plan();
  await k.credit(t, amount);
  return { k, t, plan };
}

/** The purchase service on the harness's database, with the repository or provider a test swaps in. */
function purchaseWith(over: { repo?: ResellerLinksRepo; upstream?: UpstreamRegistry }) {
  const c = h.container;
  return createLinkPurchase({
    db: c.db,
    repo: over.repo ?? createResellerLinksRepo(c.db, c.events.writer),
    walletRepo: createWalletRepo(c.db, c.events.writer),
    upstream: over.upstream ?? c.upstream,
    repairJob: { kind: REPAIR_JOB_KIND, delayMs: 60_000 },
    jobs: c.jobs,
    events: createResellerEvents({ events: c.events.writer }),
    logger: pino({ level: 'silent' }),
  });
}

/** The harness's provider with some of its operations replaced. */
function upstreamWith(over: Partial<UpstreamPort>): UpstreamRegistry {
  const real = h.container.upstream;
  return { get: (p: ProviderName) => ({ ...real.get(p), ...over }) };
}

describe('an endpoint answer without an id', () => {
  it('is 502 PROVISIONING_FAILED with the amount refunded and no link', async () => {
    const { k, t, plan } = await funded('10.00');
    const purchase = purchaseWith({
      upstream: upstreamWith({
        createEndpointWithPlan: async () => ({
          endpoint: { id: '', iccid: null, status: 'active' as const, barredNetworkTypes: [], imeiLock: null, throttle: null },
          addon: { id: 'addon-1', endpointId: '', status: 'active' as const, allowanceMb: '1024', usedMb: '0', activatedAt: new Date(), expiresAt: null },
        }),
      }),
    });
    const err = await purchase.purchase(systemOrigin, t.id, { planId: plan.id, name: null }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('provisioning_failed');
    expect(await k.balance(t)).toBe('10.00');
    expect(await k.linkCount(t)).toBe(0);
  });
});

describe('a completion the database refuses', () => {
  it('fails only its own purchase when it was written together with others: that one is refunded, the others complete', async () => {
    const { k, t, plan } = await funded('20.00');
    const c = h.container;
    const repo = createResellerLinksRepo(c.db, c.events.writer);
    // The records of the purchase named "refused" are refused, and so is any batch that carries them.
    const refusedBatches: number[] = [];
    const purchase = purchaseWith({
      repo: {
        ...repo,
        completeMany: async (kind, calls) => {
          if (calls.some((x) => x.name === 'refused')) {
            refusedBatches.push(calls.length);
            throw new Error('records refused');
          }
          return repo.completeMany(kind, calls);
        },
      },
    });
    const names = ['first', 'second', 'refused', 'fourth'];
    const settled = await Promise.allSettled(names.map((name) => purchase.purchase(systemOrigin, t.id, { planId: plan.id, name })));
    expect(settled.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    // Refused with others first (four purchases started together complete together), then alone.
    expect(Math.max(...refusedBatches)).toBeGreaterThan(1);
    expect(refusedBatches.at(-1)).toBe(1);
    expect(await k.balance(t)).toBe('5.00');
    const listed = (await k.get(t, '/links?per_page=100')).json();
    expect(listed.items.map((l: { name: string }) => l.name).sort()).toEqual(['first', 'fourth', 'second']);
    const [refunds] = await query<{ n: number }>(c.db, sql`SELECT count(*)::int AS n FROM reseller_purchases WHERE organization_id = ${t.id}::uuid AND status = 'refunded'`);
    expect(refunds).toEqual({ n: 1 });
  });
});

describe('reserves written at once on several connections', () => {
  it('pay exactly what the wallet covers, each ledger entry with its own balance after', async () => {
    const { k, t, plan } = await funded('115.00'); // 23 purchases at 5.00
    const repo = createResellerLinksRepo(h.container.db, h.container.events.writer);
    const call = () => reserveCall(t.id, plan, '5.00');
    // Eight statements of five calls, each on its own connection where the database has a pool.
    const answers = (await Promise.all(Array.from({ length: 8 }, () => repo.reserveMany({ kind: REPAIR_JOB_KIND, delayMs: 60_000 }, Array.from({ length: 5 }, call))))).flat();
    expect(answers.filter((a) => a.paid)).toHaveLength(23);
    expect(await k.balance(t)).toBe('0.00');
    for (const a of answers.filter((x) => !x.paid)) expect(Number(a.balance)).toBeLessThan(5);
    const entries = await query<{ after: string }>(
      h.container.db,
      sql`SELECT balance_after::text AS after FROM wallet_entries WHERE organization_id = ${t.id}::uuid AND kind = ${ACTIVATION_KIND} ORDER BY balance_after DESC`,
    );
    expect(entries.map((e) => Number(e.after))).toEqual(Array.from({ length: 23 }, (_, i) => 110 - 5 * i));
    const [counts] = await query<{ purchases: number; transactions: number; jobs: number }>(
      h.container.db,
      sql`SELECT (SELECT count(*) FROM reseller_purchases WHERE organization_id = ${t.id}::uuid AND status = 'pending')::int AS purchases,
                 (SELECT count(*) FROM reseller_transactions WHERE organization_id = ${t.id}::uuid AND type = 'activation')::int AS transactions,
                 (SELECT count(*) FROM jobs WHERE organization_id = ${t.id}::uuid AND name = ${REPAIR_JOB_KIND.name})::int AS jobs`,
    );
    expect(counts).toEqual({ purchases: 23, transactions: 23, jobs: 23 });
  });
});

describe('one reserve for purchases of several organisations', () => {
  it("pays, of each organisation's calls in their order, the run its own wallet covers", async () => {
    const a = await funded('12.00'); // two purchases at 5.00
    const b = await funded('5.00'); // one
    const repo = createResellerLinksRepo(h.container.db, h.container.events.writer);
    const call = (organizationId: string, amount: string) => reserveCall(organizationId, a.plan, amount);
    const none = randomUUID(); // an organisation without a wallet pays nothing
    const calls = [call(a.t.id, '5.00'), call(b.t.id, '5.00'), call(a.t.id, '5.00'), call(none, '1.00'), call(b.t.id, '5.00'), call(a.t.id, '1.00')];
    const answers = await repo.reserveMany({ kind: REPAIR_JOB_KIND, delayMs: 60_000 }, calls);
    // a's three calls (11.00 of its 12.00) are paid; b's second is not (b's wallet held one price).
    expect(answers).toEqual([
      { paid: true, balance: '1.000000' },
      { paid: true, balance: '0.000000' },
      { paid: true, balance: '1.000000' },
      { paid: false, balance: '0' },
      { paid: false, balance: '0.000000' },
      { paid: true, balance: '1.000000' },
    ]);
    expect(await a.k.balance(a.t)).toBe('1.00');
    expect(await b.k.balance(b.t)).toBe('0.00');
    const [pending] = await query<{ a: number; b: number }>(
      h.container.db,
      sql`SELECT count(*) FILTER (WHERE organization_id = ${a.t.id}::uuid)::int AS a, count(*) FILTER (WHERE organization_id = ${b.t.id}::uuid)::int AS b
          FROM reseller_purchases WHERE status = 'pending'`,
    );
    expect(pending).toEqual({ a: 3, b: 1 });
  });
});

describe("the operator's pending purchases (/admin/reseller-purchases)", () => {
  it('lists a purchase a dying process left pending, and running its repair again settles it now', async () => {
    const { k, t, plan } = await funded('10.00');
    // The process dies while the provider creates the endpoint: no refund, no records.
    const dying = purchaseWith({
      upstream: upstreamWith({
        createEndpointWithPlan: async () => {
          throw new Error('the process died here');
        },
      }),
    });
    await expect(dying.purchase(systemOrigin, t.id, { planId: plan.id, name: 'cut off' })).rejects.toThrow('the process died here');
    expect(await k.balance(t)).toBe('5.00');

    const admin = (method: 'GET' | 'POST', url: string) => h.app.inject({ method, url: `/admin${url}`, headers: h.admin });
    const listed = (await admin('GET', `/reseller-purchases?organization_id=${t.id}`)).json();
    expect(listed).toMatchObject({ total: 1, page: 1, page_size: 20 });
    const [pending] = listed.items;
    expect(pending).toMatchObject({ organization_id: t.id, status: 'pending', plan_id: plan.id, name: 'cut off', amount: '5.00', currency: 'EUR', failure_reason: null });
    // Its repair job waits for its minute.
    expect(pending.repair).toMatchObject({ status: 'queued', attempts: 0, last_error: null, finished_at: null });
    expect(Date.parse(pending.repair.run_at)).toBeGreaterThan(Date.now() + 30_000);
    expect((await admin('GET', `/reseller-purchases?organization_id=${t.id}&older_than_seconds=3600`)).json().total).toBe(0);
    expect((await admin('GET', '/reseller-purchases?older_than_seconds=-1')).statusCode).toBe(422);

    const again = await admin('POST', `/organizations/${t.id}/reseller-purchases/${pending.id}/repair`);
    expect(again.statusCode).toBe(202);
    const queued = again.json();
    expect(queued.repair.job_id).not.toBe(pending.repair.job_id);
    expect(queued.repair).toMatchObject({ status: 'queued', attempts: 0 });
    expect(Date.parse(queued.repair.run_at)).toBeLessThanOrEqual(Date.now() + 1000);
    // The job it replaces is gone rather than left to run a minute later.
    expect(await h.container.jobs.get(t.id, pending.repair.job_id)).toBeNull();

    // The provider has the eSIM on no endpoint: the repair refunds.
    await k.untilNonePending(t, '/admin/reseller-purchases');
    expect(await k.balance(t)).toBe('10.00');
    expect(await k.linkCount(t)).toBe(0);

    const settled = await admin('POST', `/organizations/${t.id}/reseller-purchases/${pending.id}/repair`);
    expect(settled.statusCode).toBe(422);
    expect(settled.json()).toMatchObject({ code: 'validation_error', details: { status: 'refunded' } });
    const missing = await admin('POST', `/organizations/${t.id}/reseller-purchases/${randomUUID()}/repair`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'entity_not_found' });
    expect((await admin('POST', `/organizations/${t.id}/reseller-purchases/nope/repair`)).statusCode).toBe(422);
    expect((await h.app.inject({ method: 'GET', url: '/admin/reseller-purchases' })).statusCode).toBe(401);
  });
});
