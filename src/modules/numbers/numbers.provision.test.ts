// The provisioning job run by hand (no worker in this file), so each step is
// deterministic: completion, a resumed job, and the refund of an order that cannot be
// provisioned, in one transaction with its failed order and numbers.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from '../../../test/harness.ts';
import { query } from '../../db/client.ts';
import type { JobContext } from '../../jobs/define.ts';
import { UpstreamError } from '../../providers/upstream/upstream.port.ts';
import { PROVISION_MAX_ATTEMPTS } from './numbers.jobs.ts';
import { numbersTenant } from './numbers.testkit.ts';

let h: Harness;

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

type Bought = { orderId: string; numbers: Array<{ id: string; e164: string }>; tenant: Tenant };

async function bought(count = 1, credit = '20.00'): Promise<Bought> {
  const tenant = await numbersTenant(h, { credit });
  const found = await h.app.inject({ method: 'GET', url: `/numbers/available?country_iso=DE&limit=${count}`, headers: tenant.viewer });
  const ids = found.json().data.numbers.map((n: { id: string }) => n.id);
  const res = await h.app.inject({ method: 'POST', url: '/numbers/', headers: tenant.admin, payload: { number_ids: ids } });
  expect(res.statusCode).toBe(201);
  return { orderId: res.json().data.order_id, numbers: res.json().data.phone_numbers, tenant };
}

const fault = (operation: string, status: number, count = 1) =>
  h.app.inject({ method: 'POST', url: '/admin/simulator/faults', headers: h.admin, payload: { operation, status, count } });
const balance = async (orgId: string): Promise<string> => (await h.app.inject({ method: 'GET', url: `/admin/organizations/${orgId}`, headers: h.admin })).json().wallet.balance;
const orderOf = (b: Bought) => h.container.numbers.repo.findOrder(b.tenant.id, b.orderId);
const statusOf = async (b: Bought) => (await h.container.numbers.repo.numbersOfOrder(b.tenant.id, b.orderId)).map((n) => n.status);
const upstreamStatus = async (e164: string) => (await query<{ status: string }>(h.container.db, sql`SELECT status FROM sim_net_numbers WHERE e164 = ${e164}`))[0]?.status ?? null;
const provision = (b: Bought, lastAttempt = false) => h.container.numbers.provisionOrder({ organizationId: b.tenant.id, orderId: b.orderId }, { lastAttempt });

describe('numbers.provision', () => {
  it('orders every number upstream, activates it and completes the order; running it again changes nothing', async () => {
    const b = await bought(2);
    expect(await statusOf(b)).toEqual(['provisioning', 'provisioning']);
    expect(await provision(b)).toEqual({ outcome: 'completed', numbers: 2 });
    expect(await statusOf(b)).toEqual(['active', 'active']);
    expect((await orderOf(b))?.status).toBe('completed');
    const rows = await h.container.numbers.repo.numbersOfOrder(b.tenant.id, b.orderId);
    expect(rows.every((r) => r.upstreamNumberId !== null && r.activatedAt !== null)).toBe(true);
    for (const n of b.numbers) expect(await upstreamStatus(n.e164)).toBe('ordered');
    expect(await provision(b)).toEqual({ outcome: 'skipped' });
  });

  it('resumes after a worker died between ordering upstream and recording it', async () => {
    const b = await bought(1);
    const row = (await h.container.numbers.repo.numbersOfOrder(b.tenant.id, b.orderId))[0];
    const org = await h.container.organizations.get(b.tenant.id);
    const first = await h.container.upstream.numbers.orderNumber({ account: org.providerAccount, holdId: row?.holdId as string });
    expect(await provision(b)).toMatchObject({ outcome: 'completed' });
    const after = await h.container.numbers.repo.findLive(b.tenant.id, row?.id as string);
    expect(after).toMatchObject({ status: 'active', upstreamNumberId: first.upstreamId });
  });

  it('fails the order and refunds it in one go when the hold is gone', async () => {
    const b = await bought(1, '10.00');
    expect(await balance(b.tenant.id)).toBe('6.50');
    await fault('order_number', 404);
    expect(await provision(b)).toMatchObject({ outcome: 'failed' });
    expect(await balance(b.tenant.id)).toBe('10.00');
    expect(await orderOf(b)).toMatchObject({ status: 'failed', refundEntryId: expect.any(String), failureReason: expect.stringContaining('not_found') });
    expect(await statusOf(b)).toEqual(['failed']);
    const refund = await query<{ kind: string; amount: string; metadata: { order_id: string } }>(
      h.container.db,
      sql`SELECT kind, amount::text AS amount, metadata FROM wallet_entries WHERE organization_id = ${b.tenant.id} AND kind = 'number_refund'`,
    );
    expect(refund).toHaveLength(1);
    expect(refund[0]?.metadata.order_id).toBe(b.orderId);
    expect(Number(refund[0]?.amount)).toBe(3.5);
    // Failed numbers read as never owned, and a repeated run refunds nothing more.
    const get = await h.app.inject({ method: 'GET', url: `/numbers/${b.numbers[0]?.id}`, headers: b.tenant.viewer });
    expect(get.statusCode).toBe(404);
    const list = await h.app.inject({ method: 'GET', url: '/numbers/', headers: b.tenant.viewer });
    expect(list.json().data.total).toBe(0);
    expect(await provision(b)).toEqual({ outcome: 'skipped' });
    expect(await balance(b.tenant.id)).toBe('10.00');
  });

  it('throws a retryable failure back to the queue, then succeeds on the retry', async () => {
    const b = await bought(1);
    await fault('order_number', 503);
    const err = await provision(b).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UpstreamError);
    expect((err as UpstreamError).retryable).toBe(true);
    expect(await statusOf(b)).toEqual(['provisioning']);
    expect((await orderOf(b))?.status).toBe('pending');
    expect(await provision(b)).toMatchObject({ outcome: 'completed' });
  });

  it('refunds after the last attempt and gives back the numbers already ordered', async () => {
    const b = await bought(2, '10.00');
    const [first, second] = await h.container.numbers.repo.numbersOfOrder(b.tenant.id, b.orderId);
    const org = await h.container.organizations.get(b.tenant.id);
    // An earlier attempt ordered and activated the first number.
    const ordered = await h.container.upstream.numbers.orderNumber({ account: org.providerAccount, holdId: first?.holdId as string });
    await h.container.numbers.repo.activate(b.tenant.id, first?.id as string, ordered.upstreamId, new Date());
    await fault('order_number', 503);
    const job = h.container.numbers.jobs[0];
    const ctx = { job: { attempts: PROVISION_MAX_ATTEMPTS, maxAttempts: PROVISION_MAX_ATTEMPTS }, logger: h.container.logger } as unknown as JobContext;
    expect(await job?.handle({ organizationId: b.tenant.id, orderId: b.orderId }, ctx)).toMatchObject({ outcome: 'failed' });
    expect(await statusOf(b)).toEqual(['failed', 'failed']);
    expect(await upstreamStatus(first?.e164 as string)).toBeNull();
    expect(await upstreamStatus(second?.e164 as string)).toBe('held');
    expect(await balance(b.tenant.id)).toBe('10.00');
  });
});
