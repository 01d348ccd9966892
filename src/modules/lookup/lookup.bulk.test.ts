import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from '../../../test/harness.ts';

let h: Harness;
let t: Tenant;
let workers: { stop(): Promise<void> };

beforeAll(async () => {
  h = await createHarness({ JOBS_POLL_MS: '50' });
  workers = h.container.startWorkers();
  t = await h.tenant();
});
afterAll(async () => {
  await workers.stop();
  await h.close();
});

const submit = (items: unknown, headers: Record<string, string> = t.viewer) =>
  h.app.inject({ method: 'POST', url: '/mccmnc/bulk/lookup', headers, payload: { items } });

async function finished(jobId: string, headers: Record<string, string> = t.viewer) {
  for (let i = 0; i < 600; i++) {
    const res = await h.app.inject({ method: 'GET', url: `/mccmnc/bulk/lookup/${jobId}`, headers });
    expect(res.statusCode).toBe(200);
    if (res.json().data.status === 'completed') return res.json().data;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('bulk lookup did not complete');
}

describe('POST /mccmnc/bulk/lookup', () => {
  it('queues a batch, then answers every item with its input echoed', async () => {
    const res = await submit([{ mcc: '262', mnc: '01' }, { plmn: '20801' }, { plmn: '99999' }]);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ success: true, data: { job_id: expect.any(String) } });
    const job = await finished(res.json().data.job_id);
    expect(job).toMatchObject({ status: 'completed', total_count: 3, processed_count: 3, failed_count: 1 });
    expect(job.items[0]).toMatchObject({ mcc: '262', mnc: '01', status: 'completed', error: null, result: expect.objectContaining({ plmn: '26201' }) });
    expect(job.items[1]).toMatchObject({ plmn: '20801', status: 'completed' });
    expect(job.items[2]).toEqual({ plmn: '99999', status: 'failed', result: null, error: 'OPERATOR_NOT_FOUND' });
  });

  it('validates the whole batch up front', async () => {
    const bad: unknown[] = [
      [],
      [{ mcc: '262' }],
      [{ plmn: '26201', mcc: '262', mnc: '01' }],
      [{ plmn: '2620' }],
      [{ plmn: '26201' }, { foo: 1 }],
      Array.from({ length: 10_001 }, () => ({ plmn: '26201' })),
    ];
    for (const items of bad) {
      const res = await submit(items);
      expect(res.statusCode).toBe(422);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    expect((await h.app.inject({ method: 'POST', url: '/mccmnc/bulk/lookup', headers: t.viewer, payload: { items: [{ plmn: '26201' }], x: 1 } })).statusCode).toBe(422);
  });

  it('bills each found item, and fails the ones the wallet cannot pay', async () => {
    const p = await h.tenant();
    await h.app.inject({ method: 'PATCH', url: `/admin/organizations/${p.id}`, headers: h.admin, payload: { price_per_request: '0.5', billing_configured: true } });
    await h.app.inject({ method: 'POST', url: `/admin/organizations/${p.id}/wallet/credits`, headers: h.admin, payload: { amount: '1.50' } });
    const res = await submit([{ plmn: '26201' }, { plmn: '99999' }, { plmn: '26202' }, { plmn: '26203' }, { plmn: '20801' }], p.viewer);
    const job = await finished(res.json().data.job_id, p.viewer);
    const statuses = job.items.map((i: { status: string; error: string | null }) => i.error ?? i.status);
    expect(statuses.filter((s: string) => s === 'completed')).toHaveLength(3);
    expect(statuses.filter((s: string) => s === 'INSUFFICIENT_BALANCE')).toHaveLength(1);
    expect(statuses.filter((s: string) => s === 'OPERATOR_NOT_FOUND')).toHaveLength(1);
    const wallet = (await h.app.inject({ method: 'GET', url: `/admin/organizations/${p.id}`, headers: h.admin })).json().wallet;
    expect(wallet.balance).toBe('0.00');
  });

  it('completes 10,000 items', async () => {
    const items = Array.from({ length: 10_000 }, (_, i) => (i % 3 === 0 ? { plmn: '26201' } : i % 3 === 1 ? { mcc: '208', mnc: '01' } : { plmn: '00000' }));
    const res = await submit(items);
    expect(res.statusCode).toBe(202);
    const job = await finished(res.json().data.job_id);
    expect(job.total_count).toBe(10_000);
    expect(job.processed_count).toBe(10_000);
    expect(job.failed_count).toBe(3333);
    expect(job.items).toHaveLength(10_000);
  });

  it("hides another organisation's job", async () => {
    const res = await submit([{ plmn: '26201' }]);
    const other = await h.tenant();
    const peek = await h.app.inject({ method: 'GET', url: `/mccmnc/bulk/lookup/${res.json().data.job_id}`, headers: other.admin });
    expect(peek.statusCode).toBe(404);
    expect(peek.json().error.code).toBe('NOT_FOUND');
  });
});
