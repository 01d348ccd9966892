// A change's event reaches its event destinations whatever happens to the process
// (docs/events.md, "Why no event is missed"): a real child process (API and workers)
// commits a link's suspension, starts delivering its event to a receiver in this test
// that holds the request without answering, and is killed; a new process on the same
// database sends the event again, under the same webhook-id, once the dead worker's job
// lease ran out, and the destination's log shows one delivery, succeeded. Runs on the
// embedded database (DATA_DIR) and on PostgreSQL (TEST_DATABASE_URL).
//
// A change killed before its transaction commits is not tested here: nothing holds a
// process inside a change's transaction (provider calls run outside transactions).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planBody } from '../src/modules/plans/plans.testkit.ts';
import { type Receiver, startReceiver } from '../src/modules/webhooks/webhooks.testkit.ts';
import { httpClient as client, platformProcesses, until } from './crash.testkit.ts';

const ADMIN = 'events-crash-admin-token-0123456789';
/** Every process: deliveries to 127.0.0.1, and a dead worker's job taken over this soon. */
const ENV = { WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true', JOB_LEASE_MS: '2000' };

const processes = platformProcesses({ adminToken: ADMIN, lockSeconds: 1 });
let receiver: Receiver;
// The first request is held open: its sender is killed meanwhile. Later ones succeed.
beforeAll(async () => {
  receiver = await startReceiver((n) => (n === 0 ? 'hang' : 200));
});
afterAll(async () => {
  await processes.close();
  await receiver.close();
});

describe('a process killed while it delivers an event', () => {
  it('leaves the delivery to the next process, which sends it again with the same webhook-id, once', { timeout: 300_000 }, async () => {
    const first = await processes.start(ENV);
    const base1 = await first.listening;
    const admin = client(base1, { authorization: `Bearer ${ADMIN}` });
    const org = await admin.ok('POST', '/admin/organizations', { name: 'Events crash' });
    const secret = await admin.ok('POST', `/admin/organizations/${org.id}/clients`, { name: 'ops', roles: ['admin'] });
    const token = (await client(base1, {}).ok('POST', '/auth/token', { grant_type: 'client_credentials', client_id: secret.client_id, client_secret: secret.client_secret }))
      .access_token as string;
    const auth = { authorization: `Bearer ${token}` };
    const app1 = client(base1, auth);

    // An active link (a SIM, a plan on a coverage), and a destination of its status changes.
    const operators = (await app1.ok('GET', '/operators?compatibility_zones=magenta&page_size=2')).items as Array<{ id: string }>;
    const coverage = await app1.ok('POST', '/coverages', { name: 'Coverage', operator_ids: operators.map((o) => o.id) });
    const plan = await app1.ok('POST', '/plans', planBody(coverage.id));
    const [sim] = (await admin.ok('POST', `/admin/organizations/${org.id}/sims`, { count: 1, sim_type: 'physical', provider: 'alpha' })).items;
    const link = await app1.ok('POST', '/links', { name: 'Link', sim_id: sim.id, plan_ids: [plan.id] });
    const destination = await app1.ok('POST', '/event-destinations', { url: receiver.url, event_types: ['link.status_changed'] });

    // The change commits; its delivery starts, and the receiver holds it.
    await app1.ok('POST', `/links/${link.id}/suspend`);
    await until('the first delivery request', async () => receiver.requests.length > 0, { tries: 1200, everyMs: 25 });
    const [event] = (await app1.ok('GET', `/events?type=link.status_changed&resource_id=${link.id}`)).items;
    expect(event).toMatchObject({ type: 'link.status_changed', source: 'api', resource: { type: 'link', id: link.id }, data: { status: 'suspended' } });
    await processes.kill(first);
    expect(receiver.requests).toHaveLength(1);

    // A new process on the same database: the dead worker's lease runs out, and the job is
    // taken over and sends the event again.
    const second = await processes.start(ENV);
    const app = client(await second.listening, auth);
    const log = async () => (await app.ok('GET', `/event-destinations/${destination.id}/deliveries`)) as { items: Array<Record<string, unknown>>; total: number };
    await until('the delivery succeeded', async () => (await log()).items[0]?.status === 'succeeded', { tries: 1200, everyMs: 100 });

    const [held, sent] = receiver.requests;
    expect(receiver.requests).toHaveLength(2);
    const { items, total } = await log();
    expect(total).toBe(1);
    const [delivery] = items;
    // The dead worker recorded nothing of its attempt: the log has the one that was answered.
    expect(delivery).toMatchObject({ event_id: event.id, event_type: 'link.status_changed', status: 'succeeded', attempts: [{ status_code: 200 }] });
    for (const r of [held, sent]) {
      expect(r?.headers['webhook-id']).toBe(delivery?.id);
      expect(r?.headers['event-id']).toBe(event.id);
    }
    expect(sent?.body).toBe(held?.body);
    expect(JSON.parse(sent?.body ?? '{}')).toEqual(await app.ok('GET', `/events/${event.id}`));
    expect((await app.ok('GET', `/events?type=link.status_changed&resource_id=${link.id}`)).items).toEqual([event]);
  });
});
