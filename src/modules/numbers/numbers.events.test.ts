// The phone numbers' events through HTTP: number.purchased, number.released (a request
// and the billing run), number.renewed and number.suspended (the billing run), each with
// the number as the numbers API shows it after the change; nothing for a change that
// failed.

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from '../../../test/harness.ts';
import { numbersTenant, ownNumber } from './numbers.testkit.ts';

type Json = Record<string, unknown>;
type Headers = Record<string, string>;

let h: Harness;

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

/** The client id behind a bearer token (its `sub`). */
const clientOf = (headers: Headers): string => JSON.parse(Buffer.from((headers.authorization as string).split('.')[1] as string, 'base64url').toString()).sub;

async function eventsOf(t: Tenant, q: string): Promise<Json[]> {
  const res = await h.app.inject({ method: 'GET', url: `/events?limit=100&${q}`, headers: t.viewer });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
}
const numberEvents = (t: Tenant, id: string) => eventsOf(t, `resource_id=${id}`);
const numberOf = async (t: Tenant, id: string) => {
  const res = await h.app.inject({ method: 'GET', url: `/numbers/${id}`, headers: t.viewer });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Json;
};
const run = async (asOf: string) => {
  const res = await h.app.inject({ method: 'POST', url: '/admin/billing/run', headers: h.admin, payload: { as_of: asOf } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().numbers as Record<string, number>;
};
const credit = (t: Tenant, amount: string) => h.app.inject({ method: 'POST', url: `/admin/organizations/${t.id}/wallet/credits`, headers: h.admin, payload: { amount } });
const available = async (t: Tenant, limit: number): Promise<string[]> => {
  const res = await h.app.inject({ method: 'GET', url: `/numbers/available?country_iso=DE&limit=${limit}`, headers: t.viewer });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.numbers.map((n: { id: string }) => n.id);
};
// The run asked for by the operator (POST /admin/billing/run); the scheduled run is `system`.
const system = { source: 'api', actor: { type: 'admin', id: null } };

describe('number.purchased', () => {
  it('writes one event per number bought, with the number as the purchase answered it, and who bought it', async () => {
    const t = await numbersTenant(h, { credit: '100.00' });
    const res = await h.app.inject({ method: 'POST', url: '/numbers/', headers: { ...t.admin, 'x-request-id': 'buy-1' }, payload: { number_ids: await available(t, 2) } });
    expect(res.statusCode, res.body).toBe(201);
    const bought = res.json().data.phone_numbers as Json[];
    const events = await eventsOf(t, 'type=number.*');
    expect(events.map((e) => (e.resource as Json).id)).toEqual([bought[1]!.id, bought[0]!.id]);
    for (const [i, n] of bought.entries()) {
      expect(events[1 - i]).toMatchObject({
        type: 'number.purchased',
        source: 'api',
        actor: { type: 'client', id: clientOf(t.admin) },
        resource: { type: 'phone_number', id: n.id },
        data: n,
        previous: null,
        request_id: 'buy-1',
      });
      expect(await numberOf(t, n.id as string)).toEqual(n);
    }
  });

  it('writes nothing for a purchase the wallet cannot pay or the organisation may not make', async () => {
    const poor = await numbersTenant(h, { credit: '0.01' });
    const refused = await h.app.inject({ method: 'POST', url: '/numbers/', headers: poor.admin, payload: { number_id: (await available(poor, 1))[0] } });
    expect(refused.statusCode).toBe(402);
    const noKyc = await numbersTenant(h, { kyc: 'pending' });
    const forbidden = await h.app.inject({ method: 'POST', url: '/numbers/', headers: noKyc.admin, payload: { number_id: (await available(noKyc, 1))[0] } });
    expect(forbidden.statusCode).toBe(403);
    expect(await eventsOf(poor, 'type=number.*')).toEqual([]);
    expect(await eventsOf(noKyc, 'type=number.*')).toEqual([]);
  });
});

describe('number.released', () => {
  it('writes the number as DELETE answered it, with its status before; nothing for a release that failed', async () => {
    const t = await numbersTenant(h);
    const other = await numbersTenant(h);
    const n = await ownNumber(h, t.id);
    const before = await numberOf(t, n.id);
    expect((await h.app.inject({ method: 'DELETE', url: `/numbers/${n.id}`, headers: other.admin })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'DELETE', url: `/numbers/${randomUUID()}`, headers: t.admin })).statusCode).toBe(404);
    const provisioning = await ownNumber(h, t.id, { status: 'provisioning' });
    expect((await h.app.inject({ method: 'DELETE', url: `/numbers/${provisioning.id}`, headers: t.admin })).statusCode).toBe(422);
    expect(await numberEvents(t, n.id)).toEqual([]);
    expect(await numberEvents(t, provisioning.id)).toEqual([]);

    const res = await h.app.inject({ method: 'DELETE', url: `/numbers/${n.id}`, headers: t.admin });
    expect(res.statusCode, res.body).toBe(200);
    const [released, ...rest] = await numberEvents(t, n.id);
    expect(rest).toEqual([]);
    expect(released).toMatchObject({
      type: 'number.released',
      source: 'api',
      actor: { type: 'client', id: clientOf(t.admin) },
      resource: { type: 'phone_number', id: n.id },
      data: res.json().data,
      previous: { status: 'active', next_billing_date: before.next_billing_date },
    });
    expect((released!.data as Json).status).toBe('released');
    // Another organisation's feed does not show it.
    expect(await eventsOf(other, `resource_id=${n.id}`)).toEqual([]);
  });
});

describe('the billing run', () => {
  it('writes number.renewed for a paid period, number.suspended for an unpaid one, number.renewed again when the retry pays it', async () => {
    const t = await numbersTenant(h, { credit: '100.00' });
    const poor = await numbersTenant(h, { credit: null });
    const paid = await ownNumber(h, t.id, { nextBillingDate: '2031-01-15' });
    const unpaid = await ownNumber(h, poor.id, { nextBillingDate: '2031-01-15' });

    expect(await run('2031-01-15T10:00:00Z')).toMatchObject({ charged: 1, unpaid: 1, suspended: 1 });
    const [renewed, ...more] = await numberEvents(t, paid.id);
    expect(more).toEqual([]);
    expect(renewed).toMatchObject({ type: 'number.renewed', ...system, resource: { type: 'phone_number', id: paid.id }, previous: { status: 'active', next_billing_date: '2031-01-15' } });
    expect(renewed!.data).toEqual(await numberOf(t, paid.id));
    expect(renewed!.data).toMatchObject({ status: 'active', next_billing_date: '2031-02-15' });

    const [suspended, ...others] = await numberEvents(poor, unpaid.id);
    expect(others).toEqual([]);
    expect(suspended).toMatchObject({ type: 'number.suspended', ...system, previous: { status: 'active', next_billing_date: '2031-01-15' } });
    expect(suspended!.data).toEqual(await numberOf(poor, unpaid.id));
    expect(suspended!.data).toMatchObject({ status: 'suspended', next_billing_date: '2031-02-15' });

    // A retry the wallet still cannot pay changes nothing and writes nothing.
    expect(await run('2031-01-16T10:00:00Z')).toMatchObject({ unpaid: 1, charged: 0 });
    expect(await numberEvents(poor, unpaid.id)).toHaveLength(1);

    expect((await credit(poor, '50.00')).statusCode).toBe(201);
    expect(await run('2031-01-17T10:00:00Z')).toMatchObject({ charged: 1, reactivated: 1 });
    const [back] = await numberEvents(poor, unpaid.id);
    expect(back).toMatchObject({ type: 'number.renewed', ...system, previous: { status: 'suspended', next_billing_date: '2031-02-15' } });
    expect(back!.data).toEqual(await numberOf(poor, unpaid.id));
    expect(back!.data).toMatchObject({ status: 'active' });
  });

  it('writes number.released when a number stays unpaid for 7 days', async () => {
    const t = await numbersTenant(h, { credit: null });
    const n = await ownNumber(h, t.id, { nextBillingDate: '2032-03-10' });
    await run('2032-03-10T00:00:00Z');
    const shown = await numberOf(t, n.id);
    expect(await run('2032-03-17T00:00:00Z')).toMatchObject({ released: 1 });
    const [released, suspended, ...rest] = await numberEvents(t, n.id);
    expect(rest).toEqual([]);
    expect(suspended!.type).toBe('number.suspended');
    expect(released).toMatchObject({ type: 'number.released', ...system, previous: { status: 'suspended', next_billing_date: '2032-04-10' } });
    const { updated_at: _u, ...data } = released!.data as Json;
    const { updated_at: _s, ...before } = shown;
    expect(data).toEqual({ ...before, status: 'released' });
    // A later run releases nothing again.
    await run('2032-03-25T00:00:00Z');
    expect(await numberEvents(t, n.id)).toHaveLength(2);
  });
});
