// The phone-number service's charged writes survive a crash the way the `/v1` ones do
// (test/idempotency-crash.test.ts): a real child process, which plays a number provider
// slow to order numbers and to take SMS (SIMULATOR_OPERATION_LATENCY_MS), is killed after
// a number purchase and an SMS send were charged and while the provider has not answered
// them; a new process starts on the same database and repairs both (the purchase's
// provisioning job, once its lease ran out; the SMS sweeper); retries with the same
// Idempotency-Key after the key's lock lapsed answer 409 while a charge is pending, then
// its outcome, replayed, the same every time, without moving money or making records.
// Runs on the embedded database (DATA_DIR) and on PostgreSQL (TEST_DATABASE_URL).

import { afterAll, describe, expect, it } from 'vitest';
import { answersOf, httpClient as client, platformProcesses, until } from './crash.testkit.ts';

const ADMIN = 'numbers-crash-admin-token-0123456789';
/** The keys' lock in every process: short, so that a retry meets a lapsed lock. */
const LOCK_SECONDS = 1;
/** A job whose worker died is taken over this soon (the purchase's provisioning). */
const LEASE = { JOB_LEASE_MS: '2000' };
/** A destination the provider prices. */
const GB = '+447400123456';

const processes = platformProcesses({ adminToken: ADMIN, lockSeconds: LOCK_SECONDS });
afterAll(() => processes.close());

const micros = (amount: string) => Math.round(Number(amount) * 1_000_000);

describe('a process killed after a number purchase and an SMS send were charged, before the provider answered', () => {
  it('leaves keys that answer 409 while a charge is pending, then its outcome, the same every time, charging once', { timeout: 300_000 }, async () => {
    // A provider as fast as usual: an organisation that owns an active number to send from.
    const setup = await processes.start(LEASE);
    const base0 = await setup.listening;
    const admin0 = client(base0, { authorization: `Bearer ${ADMIN}` });
    const org = await admin0.ok('POST', '/admin/organizations', { name: 'Numbers crash', services: ['numbers'] });
    await admin0.ok('PATCH', `/admin/organizations/${org.id}`, { kyc_status: 'approved', billing_configured: true });
    await admin0.ok('POST', `/admin/organizations/${org.id}/wallet/credits`, { amount: '100.00' });
    const secret = await admin0.ok('POST', `/admin/organizations/${org.id}/clients`, { name: 'app', roles: ['admin'] });
    const token = (await client(base0, {}).ok('POST', '/auth/token', { grant_type: 'client_credentials', client_id: secret.client_id, client_secret: secret.client_secret }))
      .access_token as string;
    const auth = { authorization: `Bearer ${token}` };
    const app0 = client(base0, auth);
    const [sender] = (await app0.ok('GET', '/numbers/available?country_iso=DE&limit=1')).data.numbers;
    const [owned] = (await app0.ok('POST', '/numbers/', { number_id: sender.id })).data.phone_numbers;
    await until('the sender active', async () => (await app0.ok('GET', `/numbers/${owned.id}`)).data.status === 'active', { tries: 600, everyMs: 50 });
    await processes.kill(setup);

    // A provider slow to order numbers and to take SMS: the process dies while it is asked.
    const first = await processes.start({ ...LEASE, SIMULATOR_OPERATION_LATENCY_MS: 'order_number=60000,send_sms=60000' });
    const base1 = await first.listening;
    const app1 = client(base1, auth);
    const balanceVia = (admin: ReturnType<typeof client>) => async () => (await admin.ok('GET', `/admin/organizations/${org.id}`)).wallet.balance as string;
    const balance1 = balanceVia(client(base1, { authorization: `Bearer ${ADMIN}` }));
    const [wanted] = (await app1.ok('GET', '/numbers/available?country_iso=DE&limit=1')).data.numbers;
    const buy = { number_id: wanted.id };
    const buyKey = { 'idempotency-key': 'crash-number-1' };
    const sms = { from: owned.e164, to: GB, body: 'sent once, whatever happens' };
    const smsKey = { 'idempotency-key': 'crash-sms-1' };

    const beforeBuy = await balance1();
    // The purchase answers once its order is charged; its provisioning (the provider's
    // order) runs behind the answer, in this process's worker.
    const bought = await app1.send('POST', '/numbers/', buy, buyKey);
    expect(bought.status, bought.body).toBe(201);
    const order = JSON.parse(bought.body).data;
    expect(order.phone_numbers.map((n: { status: string }) => n.status)).toEqual(['provisioning']);
    const afterBuy = await balance1();
    const numberCost = micros(beforeBuy) - micros(afterBuy);
    expect(numberCost).toBe(micros(order.phone_numbers[0].total_fee));
    // The SMS is charged, then handed to the provider, which takes its time to answer.
    void app1.send('POST', '/numbers/sms/send', sms, smsKey).catch(() => undefined);
    await until('the SMS charged', async () => (await balance1()) !== afterBuy, { tries: 600, everyMs: 20 });
    const afterSms = await balance1();
    const smsCost = micros(afterBuy) - micros(afterSms);
    expect(smsCost).toBeGreaterThan(0);
    expect((await app1.ok('GET', `/numbers/${order.phone_numbers[0].id}`)).data.status).toBe('provisioning');
    await processes.kill(first);
    const killedAt = Date.now();

    // A provider as fast as usual again.
    const second = await processes.start(LEASE);
    const base2 = await second.listening;
    const app = client(base2, auth);
    const balance = balanceVia(client(base2, { authorization: `Bearer ${ADMIN}` }));
    const numbersOwned = async () => (await app.ok('GET', '/numbers/?per_page=100')).data.total as number;
    expect([await balance(), await numbersOwned()]).toEqual([afterSms, 2]);

    // The locks lapsed. The purchase answered when it was charged: its answer, replayed.
    // The SMS waits for the provider's answer: 409 with Retry-After, and nothing runs again.
    await new Promise((r) => setTimeout(r, Math.max(0, LOCK_SECONDS * 1000 + 100 - (Date.now() - killedAt))));
    const replayedBuy = await app.send('POST', '/numbers/', buy, buyKey);
    expect([replayedBuy.status, replayedBuy.replayed, replayedBuy.body]).toEqual([201, 'true', bought.body]);
    const pending = await app.send('POST', '/numbers/sms/send', sms, smsKey);
    expect(pending.status, pending.body).toBe(409);
    expect(JSON.parse(pending.body).error.code).toBe('IDEMPOTENCY_CONFLICT');
    expect(Number(pending.retryAfter)).toBeGreaterThan(0);
    expect([await balance(), await numbersOwned()]).toEqual([afterSms, 2]);

    // The repairs: the provisioning job, once the dead worker's lease ran out, orders the
    // number again (the provider answers the order it already has); the sweeper hands the
    // SMS left `sending` to the provider again under its reference (a minute after its charge).
    await until('the bought number active', async () => (await app.ok('GET', `/numbers/${order.phone_numbers[0].id}`)).data.status === 'active', { tries: 1200, everyMs: 100 });
    await until('the SMS settled', async () => (await app.send('POST', '/numbers/sms/send', sms, smsKey)).status !== 409, { tries: 1200, everyMs: 250 });
    const settled = await balance();

    // Each key answers its outcome, replayed, the same three times; nothing moves.
    const buys = await answersOf(3, () => app.send('POST', '/numbers/', buy, buyKey));
    for (const a of buys) expect([a.status, a.replayed, a.body]).toEqual([201, 'true', bought.body]);
    const sends = await answersOf(3, () => app.send('POST', '/numbers/sms/send', sms, smsKey));
    const [sent] = sends;
    for (const a of sends) expect(a).toEqual(sent);
    expect(sent?.replayed, `${sent?.status} ${sent?.body.slice(0, 300)}`).toBe('true');
    if (sent?.status === 201) expect(JSON.parse(sent.body).data).toMatchObject({ from: owned.e164, to: GB, status: 'sent' });
    else {
      expect(sent?.status, sent?.body).toBe(502);
      expect(JSON.parse(sent?.body ?? '{}').error.code).toBe('OUTBOUND_SMS_FAILED');
    }
    expect([await balance(), await numbersOwned()]).toEqual([settled, 2]);
    // The money matches the answers: the number paid once, the SMS once if sent, else refunded.
    expect(micros(settled)).toBe(micros(beforeBuy) - numberCost - (sent?.status === 201 ? smsCost : 0));
  });
});
