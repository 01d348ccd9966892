// GET /usage/daily: what an organisation's links used per day, as the usage snapshot
// measured it (docs/connectivity.md#usage-per-day).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from '../../../test/harness.ts';
import { activate, advanceClock, coverageOf, createLink, deliverSims, planOn, type SimItem, useData } from '../activations/activations.testkit.ts';

let h: Harness;
let t: Tenant;
let other: Tenant;

beforeAll(async () => {
  h = await createHarness();
  [t, other] = await Promise.all([h.tenant(), h.tenant()]);
});
afterAll(async () => h.close());

const daily = (headers: Record<string, string>, qs: string) => h.app.inject({ method: 'GET', url: `/usage/daily?${qs}`, headers });
const networkDay = async () => {
  const res = await h.app.inject({ method: 'GET', url: '/admin/simulator/clock', headers: h.admin });
  return (res.json().now as string).slice(0, 10);
};
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A link with a plan running on `sim`, its first usage reading taken. */
async function running(tenant: Tenant, sim: SimItem) {
  const linkId = await createLink(h, tenant, sim);
  const plan = await planOn(h, tenant, await coverageOf(h, tenant, ['magenta']), { included_data_mb: 1000, validity_days: 30 });
  expect((await activate(h, tenant, linkId, plan.id as string)).status).toBe(201);
  await h.container.usage.snapshotNow();
  return linkId;
}

describe('GET /usage/daily', () => {
  it("answers each day of the range with what the organisation's links used that day, on the network's clock", async () => {
    const [a, b] = await deliverSims(h, t.id, 2);
    const [o] = await deliverSims(h, other.id, 1);
    await Promise.all([running(t, a as SimItem), running(t, b as SimItem), running(other, o as SimItem)]);
    const first = await networkDay();

    await useData(h, (a as SimItem).iccid, 10.5);
    await useData(h, (b as SimItem).iccid, 4);
    await useData(h, (o as SimItem).iccid, 99);
    await h.container.usage.snapshotNow();
    // A snapshot that finds nothing new adds nothing.
    await h.container.usage.snapshotNow();
    await advanceClock(h, 86_400);
    await useData(h, (a as SimItem).iccid, 2.25);
    await h.container.usage.snapshotNow();

    const res = await daily(t.viewer, `from=${addDays(first, -1)}&to=${addDays(first, 2)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      items: [
        { date: addDays(first, -1), used_mib: '0.00' },
        { date: first, used_mib: '14.50' },
        { date: addDays(first, 1), used_mib: '2.25' },
        { date: addDays(first, 2), used_mib: '0.00' },
      ],
    });
    const theirs = await daily(other.viewer, `from=${first}&to=${first}`);
    expect(theirs.json()).toEqual({ items: [{ date: first, used_mib: '99.00' }] });
  });

  it('refuses a range that ends before it starts, is longer than 366 days, or is not made of dates, with 422', async () => {
    for (const qs of ['from=2026-11-02&to=2026-11-01', 'from=2025-01-01&to=2026-01-02', 'from=2026-02-30&to=2026-03-01', 'from=yesterday&to=2026-11-01', 'to=2026-11-01', '']) {
      const res = await daily(t.viewer, qs);
      expect(res.statusCode, qs).toBe(422);
      expect(res.json().code, qs).toBe('request_validation_error');
      expect(res.json().details.errors[0].location, qs).toBe('query');
    }
    // 366 days, both ends included, is the longest range.
    const year = await daily(t.viewer, 'from=2024-01-01&to=2024-12-31');
    expect(year.statusCode).toBe(200);
    expect(year.json().items).toHaveLength(366);
  });

  it('needs a token of the organisation', async () => {
    expect((await daily({}, 'from=2026-11-01&to=2026-11-01')).statusCode).toBe(401);
    expect((await daily({ authorization: 'Bearer nonsense' }, 'from=2026-11-01&to=2026-11-01')).statusCode).toBe(401);
  });
});
