// An Idempotency-Key whose request was charged ends with that charge's outcome, whatever
// happens to the process (docs/architecture.md, "Idempotency-Key"): a real child process
// is killed between the debit and the provider's call, a new one starts on the same
// database, and retries with the same key, after the key's lock lapsed, answer 409 while
// the records are pending and the outcome of the repair once it settled them, the same
// every time, without moving money or making records. Runs on the embedded database
// (DATA_DIR) and on PostgreSQL (TEST_DATABASE_URL).

import { afterAll, describe, expect, it } from 'vitest';
import { resellerPlanBody } from '../src/modules/reseller/links.testkit.ts';
import { answersOf, httpClient as client, platformProcesses, until } from './crash.testkit.ts';

const ADMIN = 'idempotency-crash-admin-token-0123456789';
/** The keys' lock in both processes: short, so that a retry meets a lapsed lock. */
const LOCK_SECONDS = 1;

const processes = platformProcesses({ adminToken: ADMIN, lockSeconds: LOCK_SECONDS });
afterAll(() => processes.close());

/** The program on the test's database; `latencyMs` slows every provider call. */
const start = (latencyMs: number) => processes.start({ SIMULATOR_LATENCY_MS: String(latencyMs) });

describe('a process killed between the debit and the provider call', () => {
  it('leaves keys that answer 409 while pending, then the outcome of the repair, the same every time, charging once', { timeout: 180_000 }, async () => {
    const first = await start(1000);
    const base1 = await first.listening;
    const admin = client(base1, { authorization: `Bearer ${ADMIN}` });
    const org = await admin.ok('POST', '/admin/organizations', { name: 'Crash', services: ['reseller'] });
    const secret = await admin.ok('POST', `/admin/organizations/${org.id}/clients`, { name: 'shop', roles: ['admin'] });
    const plan = await admin.ok('POST', '/admin/reseller-plans', resellerPlanBody({ provider_plan_id: 'pp-crash' }));
    await admin.ok('POST', `/admin/organizations/${org.id}/wallet/credits`, { amount: '100.00' });
    const token = (await client(base1, {}).ok('POST', '/auth/token', { grant_type: 'client_credentials', client_id: secret.client_id, client_secret: secret.client_secret }))
      .access_token as string;
    const shop1 = client(base1, { authorization: `Bearer ${token}` });
    const owned = await shop1.ok('POST', '/v1/links', { plan_id: plan.id });

    // One purchase and one top-up, each with its key; the process dies once both are charged
    // and pending (the operator's lists show them), while the provider is still being asked.
    const buy = { plan_id: plan.id, name: 'crashed' };
    const topup = { add: [plan.id] };
    const buyKey = { 'idempotency-key': 'crash-buy-1' };
    const topupKey = { 'idempotency-key': 'crash-topup-1' };
    const pendingOf = async (kind: 'purchases' | 'topups') => (await admin.ok('GET', `/admin/reseller-${kind}?organization_id=${org.id}`)).total as number;
    void shop1.send('POST', '/v1/links', buy, buyKey).catch(() => undefined);
    await until('the purchase pending', async () => (await pendingOf('purchases')) === 1);
    void shop1.send('PUT', `/v1/links/${owned.id}/plans`, topup, topupKey).catch(() => undefined);
    await until('the top-up pending', async () => (await pendingOf('topups')) === 1);
    expect(await pendingOf('purchases')).toBe(1);
    await processes.kill(first);
    const killedAt = Date.now();

    const second = await start(0);
    const base2 = await second.listening;
    const shop = client(base2, { authorization: `Bearer ${token}` });
    const admin2 = client(base2, { authorization: `Bearer ${ADMIN}` });
    const state = async () => ({ balance: (await shop.ok('GET', '/v1/balance')).balance as string, links: (await shop.ok('GET', '/v1/links?per_page=100')).total as number });
    const before = await state();
    expect(before).toEqual({ balance: '85.00', links: 1 });

    // The lock lapsed (its length is the setting above), the records are pending: 409 with
    // Retry-After, and nothing runs again.
    await new Promise((r) => setTimeout(r, Math.max(0, LOCK_SECONDS * 1000 + 100 - (Date.now() - killedAt))));
    for (const [method, url, body, key] of [
      ['POST', '/v1/links', buy, buyKey],
      ['PUT', `/v1/links/${owned.id}/plans`, topup, topupKey],
    ] as const) {
      const pending = await shop.send(method, url, body, key);
      expect(pending.status, pending.body).toBe(409);
      expect(JSON.parse(pending.body).error.code).toBe('IDEMPOTENCY_CONFLICT');
      expect(Number(pending.retryAfter)).toBeGreaterThan(0);
    }
    expect(await state()).toEqual(before);

    // The operator runs the repairs now (their jobs wait a minute); the worker settles both.
    const purchases = await admin2.ok('GET', `/admin/reseller-purchases?organization_id=${org.id}`);
    const topups = await admin2.ok('GET', `/admin/reseller-topups?organization_id=${org.id}`);
    expect([purchases.total, topups.total]).toEqual([1, 1]);
    await admin2.ok('POST', `/admin/organizations/${org.id}/reseller-purchases/${purchases.items[0].id}/repair`);
    await admin2.ok('POST', `/admin/organizations/${org.id}/reseller-topups/${topups.items[0].id}/repair`);
    for (let i = 0; ; i++) {
      const left = (await admin2.ok('GET', `/admin/reseller-purchases?organization_id=${org.id}`)).total + (await admin2.ok('GET', `/admin/reseller-topups?organization_id=${org.id}`)).total;
      if (left === 0) break;
      if (i > 600) throw new Error('still pending after the repairs');
      await new Promise((r) => setTimeout(r, 50));
    }
    const settled = await state();

    // Each key answers the repair's outcome, replayed, the same three times; nothing moves.
    for (const [method, url, body, key, success] of [
      ['POST', '/v1/links', buy, buyKey, 201],
      ['PUT', `/v1/links/${owned.id}/plans`, topup, topupKey, 200],
    ] as const) {
      // A 5xx message ends with the request's own id (docs/architecture.md): the rest is the same.
      const answers = await answersOf(3, () => shop.send(method, url, body, key));
      const [a] = answers;
      for (const x of answers) expect(x).toEqual(a);
      expect(a?.replayed, `${a?.status} ${a?.body.slice(0, 300)}`).toBe('true');
      if (a?.status !== success) {
        expect(a?.status, a?.body).toBe(502);
        expect(JSON.parse(a?.body ?? '{}').error.code).toBe('PROVISIONING_ERROR');
      }
    }
    expect(await state()).toEqual(settled);
    // The money matches the answers: a completed write paid once, a refunded one nothing.
    const bought = (await shop.send('POST', '/v1/links', buy, buyKey)).status === 201;
    const toppedUp = (await shop.send('PUT', `/v1/links/${owned.id}/plans`, topup, topupKey)).status === 200;
    expect(settled).toEqual({ balance: (95 - (bought ? 5 : 0) - (toppedUp ? 5 : 0)).toFixed(2), links: bought ? 2 : 1 });
  });
});
