// The top-up repair job's two outcomes, with the crash made by hand: a pending top-up
// whose add-on the provider never got is refunded; one whose add-on the provider has
// (unrecorded) is completed from it. Each settles once, however often the job runs.

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from '../../../test/harness.ts';
import { query } from '../../db/client.ts';
import { systemOrigin } from '../events/events.origin.ts';
import { addonOf } from './links.purchase.ts';
import { resellerKit } from './links.testkit.ts';

let h: Harness;
let k: ReturnType<typeof resellerKit>;
let t: Tenant;

beforeAll(async () => {
  h = await createHarness();
  k = resellerKit(h);
  t = await h.tenant();
  await k.credit(t, '20.00');
});
afterAll(async () => h.close());

/** The debit's transaction of a top-up, as a process that then died would have left it. */
async function pendingTopup(linkId: string, plan: { id: string; name: string; retail_price: string }, dataMb: number): Promise<string> {
  const id = randomUUID();
  await h.container.db.transaction(async (tx) => {
    const paid = await h.container.wallet.debit(systemOrigin, t.id, plan.retail_price, 'reseller_topup', { reference: linkId }, tx);
    await query(
      tx,
      sql`INSERT INTO reseller_transactions (organization_id, id, link_id, type, amount, currency, plan_name, wallet_entry_id)
          VALUES (${t.id}::uuid, ${randomUUID()}::uuid, ${linkId}::uuid, 'topup', ${plan.retail_price}::numeric, 'EUR', ${plan.name}, ${paid.entryId}::uuid)`,
    );
    await query(
      tx,
      sql`INSERT INTO reseller_topups (organization_id, id, link_id, status, plan_id, plan_name, data_mb, amount, currency, wallet_entry_id)
          VALUES (${t.id}::uuid, ${id}::uuid, ${linkId}::uuid, 'pending', ${plan.id}::uuid, ${plan.name}, ${dataMb}, ${plan.retail_price}::numeric, 'EUR', ${paid.entryId}::uuid)`,
    );
  });
  return id;
}

describe('the top-up repair job', () => {
  it('refunds a top-up the provider never got, and completes one it has, each once', async () => {
    const plan = await k.plan();
    const topup = await k.plan({ name: 'Top-up 300 MB', data_mb: 300, retail_price: '2.00' });
    const link = await k.bought(t, plan.id);
    const repair = h.container.resellerLinks.repairTopups;

    const lost = await pendingTopup(link.id, topup, 300);
    expect(await k.balance(t)).toBe('13.00');
    expect(await repair(t.id, link.id, [lost])).toEqual({ completed: 0, refunded: 1 });
    expect(await repair(t.id, link.id, [lost])).toEqual({ completed: 0, refunded: 0 });
    expect(await k.balance(t)).toBe('15.00');

    const made = await pendingTopup(link.id, topup, 300);
    const [row] = await query<{ endpoint: string }>(h.container.db, sql`SELECT upstream_endpoint_id AS endpoint FROM links WHERE organization_id = ${t.id}::uuid AND id = ${link.id}::uuid`);
    await h.container.upstream.get('alpha').addPlan(row?.endpoint as string, addonOf({ dataMb: 300, validityDays: 30, countries: ['DE'] }));
    expect(await repair(t.id, link.id, [made])).toEqual({ completed: 1, refunded: 0 });
    expect(await repair(t.id, link.id, [made])).toEqual({ completed: 0, refunded: 0 });
    expect(await k.balance(t)).toBe('13.00');

    const detail = (await k.get(t, `/links/${link.id}`)).json();
    expect(detail.activations).toHaveLength(2);
    expect(detail.data_remaining_mb).toBe(1324);
    const history = (await k.get(t, `/links/${link.id}/history`)).json().items.map((x: { type: string }) => x.type);
    expect(history.sort()).toEqual(['activation', 'refund', 'topup', 'topup'].sort());
  });
});

describe("the operator's pending top-ups (/admin/reseller-topups)", () => {
  it('lists a top-up a dying process left pending, and running its repair again settles it now', async () => {
    const plan = await k.plan();
    const topup = await k.plan({ name: 'Top-up 200 MB', data_mb: 200, retail_price: '1.00' });
    const link = await k.bought(t, plan.id);
    const before = await k.balance(t);
    const id = await pendingTopup(link.id, topup, 200);
    const admin = (method: 'GET' | 'POST', url: string) => h.app.inject({ method, url: `/admin${url}`, headers: h.admin });

    const listed = (await admin('GET', `/reseller-topups?organization_id=${t.id}`)).json();
    expect(listed).toMatchObject({ total: 1, items: [{ id, organization_id: t.id, link_id: link.id, status: 'pending', data_mb: 200, amount: '1.00', repair: null }] });
    expect((await admin('GET', `/reseller-topups?organization_id=${t.id}&older_than_seconds=3600`)).json().total).toBe(0);

    const again = await admin('POST', `/organizations/${t.id}/reseller-topups/${id}/repair`);
    expect(again.statusCode).toBe(202);
    expect(again.json().repair).toMatchObject({ status: 'queued', attempts: 0 });
    const [job] = await query<{ payload: { topupIds: string[]; linkId: string } }>(
      h.container.db,
      sql`SELECT payload FROM jobs WHERE organization_id = ${t.id}::uuid AND id = ${again.json().repair.job_id}::uuid`,
    );
    expect(job?.payload).toMatchObject({ linkId: link.id, topupIds: [id] });

    // The provider never got the plan: the repair refunds.
    await k.untilNonePending(t, '/admin/reseller-topups');
    expect(await k.balance(t)).toBe(before);
    const settled = await admin('POST', `/organizations/${t.id}/reseller-topups/${id}/repair`);
    expect(settled.statusCode).toBe(422);
    expect(settled.json()).toMatchObject({ code: 'validation_error', details: { status: 'refunded' } });
    expect((await admin('POST', `/organizations/${t.id}/reseller-topups/${randomUUID()}/repair`)).statusCode).toBe(404);
  });
});
