// wallet.credited through HTTP: the operator's credit writes its event in the credit's
// statement, with the wallet as GET /v1/balance shows it after; a refused credit none.

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../test/harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

const credit = (orgId: string, payload: object, requestId?: string) =>
  h.app.inject({ method: 'POST', url: `/admin/organizations/${orgId}/wallet/credits`, headers: { ...h.admin, ...(requestId ? { 'x-request-id': requestId } : {}) }, payload });

describe('wallet.credited', () => {
  it("writes the wallet after each credit, as the credit and GET /v1/balance answer it, with the balance before and the operator's origin", async () => {
    const t = await h.tenant();
    const events = async () => {
      const res = await h.app.inject({ method: 'GET', url: '/events?type=wallet.*', headers: t.viewer });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().items as Array<Record<string, unknown>>;
    };
    expect(await events()).toEqual([]);

    const first = await credit(t.id, { amount: '100', reference: 'invoice 7' }, 'credit-1');
    expect(first.statusCode, first.body).toBe(201);
    const second = await credit(t.id, { amount: '0.125' });
    expect(second.statusCode).toBe(201);
    const balance = await h.app.inject({ method: 'GET', url: '/v1/balance', headers: t.viewer });
    expect(balance.json()).toEqual(second.json());

    const [last, earlier, ...rest] = await events();
    expect(rest).toEqual([]);
    expect(earlier).toMatchObject({
      type: 'wallet.credited',
      source: 'api',
      actor: { type: 'admin', id: null },
      resource: { type: 'wallet', id: t.id },
      data: first.json(),
      previous: { balance: '0.00' },
      request_id: 'credit-1',
    });
    expect(first.json()).toEqual({ balance: '100.00', currency: 'EUR' });
    expect(last).toMatchObject({ type: 'wallet.credited', resource: { type: 'wallet', id: t.id }, data: balance.json(), previous: { balance: '100.00' } });
    expect(last!.data).toEqual({ balance: '100.125', currency: 'EUR' });
    expect(last!.sequence as number).toBeGreaterThan(earlier!.sequence as number);

    // Refused credits write nothing: zero, above the bounds, an organisation that does not exist.
    for (const amount of ['0', '1000000001', 'x']) expect((await credit(t.id, { amount })).statusCode, amount).toBe(422);
    expect((await credit(randomUUID(), { amount: '5' })).statusCode).toBe(404);
    expect(await events()).toHaveLength(2);

    // Another organisation sees none of them.
    const other = await h.tenant();
    const theirs = await h.app.inject({ method: 'GET', url: `/events?resource_id=${t.id}`, headers: other.viewer });
    expect(theirs.json().items).toEqual([]);
  });
});
