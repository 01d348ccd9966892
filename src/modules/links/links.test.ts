import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from '../../../test/harness.ts';
import { simNetAddons, simNetEndpoints, simNetSims } from '../../providers/upstream/simulator/simulator.tables.ts';
import { activations } from '../activations/activations.tables.ts';
import { createCoverage, createPlan, operatorsIn } from '../plans/plans.testkit.ts';
import { call, clearFaults, createLink, deliverSims, expectError, fault, newLink, reportImei, type SimItem, useData } from './links.testkit.ts';
import { sims } from '../sims/sims.tables.ts';
import { links } from './links.tables.ts';
import { readingTtlMs } from './links.network.ts';
import { isUniqueViolation } from '../../db/driver-errors.ts';

let h: Harness;
let t: Tenant;
let other: Tenant;
let magentaPlan: { id: string };
let secondPlan: { id: string };
let coralPlan: { id: string };

beforeAll(async () => {
  h = await createHarness();
  [t, other] = await Promise.all([h.tenant(), h.tenant()]);
  const [magenta, coral] = await Promise.all([operatorsIn(h, t.viewer, 'magenta', 2), operatorsIn(h, t.viewer, 'coral', 1)]);
  const alpha = await createCoverage(h, t.admin, magenta.map((o) => o.id), 'Magenta');
  const beta = await createCoverage(h, t.admin, [coral[0]!.id], 'Coral');
  magentaPlan = await createPlan(h, t.admin, alpha.id, { name: 'M1' });
  secondPlan = await createPlan(h, t.admin, alpha.id, { name: 'M2', included_data_mb: 50 });
  coralPlan = await createPlan(h, t.admin, beta.id, { name: 'C1' });
});
afterAll(async () => h.close());

const endpointOf = async (linkId: string) => {
  const [row] = await h.container.db.select().from(links).where(eq(links.id, linkId));
  const [ep] = await h.container.db.select().from(simNetEndpoints).where(eq(simNetEndpoints.id, row!.upstreamEndpointId!));
  return { link: row!, endpoint: ep! };
};
const linkCount = async (orgId: string) => (await h.container.db.select().from(links).where(eq(links.organizationId, orgId))).length;

describe('POST /links', () => {
  it('creates a pre_active link bound to the SIM, with an endpoint at the SIM’s provider', async () => {
    const [sim] = (await deliverSims(h, t.id, 1)) as [SimItem];
    const { status, body } = await call(h, t.admin, 'POST', '/links', { name: 'Truck 7', sim_id: sim.id });
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.any(String),
      name: 'Truck 7',
      status: 'pre_active',
      compatibility_zones: sim.compatibility_zones,
      sim: { id: sim.id, iccid: sim.iccid, sim_type: 'physical', msisdn: sim.msisdn, imei: null },
      usage: { total_used_mib: '0.00', activation_count: 0 },
      network_status: { connected: false, rat: 'unknown', operator: null, country: null, last_seen_at: null, refreshed_at: null },
      barred_network_types: [],
      imei_lock: null,
      throttle: null,
      meta: {},
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const { endpoint } = await endpointOf(body.id);
    expect(endpoint).toMatchObject({ provider: 'alpha', iccid: sim.iccid, status: 'active' });
    const simNow = await call(h, t.viewer, 'GET', `/sims/${sim.id}`);
    expect(simNow.body).toMatchObject({ is_attached: true, status: 'active', link: { id: body.id, name: 'Truck 7' } });
  });

  it('activates every plan of plan_ids on a link that starts active', async () => {
    const link = await newLink(h, t, { plan_ids: [magentaPlan.id, secondPlan.id] });
    expect(link).toMatchObject({ status: 'active', usage: { activation_count: 2 } });
    const acts = await call(h, t.viewer, 'GET', `/links/${link.id}/activations`);
    expect(acts.body.items.map((a: { plan: { id: string } }) => a.plan.id).sort()).toEqual([magentaPlan.id, secondPlan.id].sort());
    // An empty list is the same as none.
    expect(await newLink(h, t, { plan_ids: [] })).toMatchObject({ status: 'pre_active' });
    expect(await newLink(h, t, { plan_ids: null })).toMatchObject({ status: 'pre_active' });
  });

  it('refuses unknown, foreign and bound SIMs and incompatible or unknown plans, touching nothing', async () => {
    const [sim] = (await deliverSims(h, t.id, 1)) as [SimItem];
    const [foreign] = (await deliverSims(h, other.id, 1)) as [SimItem];
    const before = await linkCount(t.id);
    expectError(await call(h, t.admin, 'POST', '/links', { name: 'x', sim_id: randomUUID() }), 404, 'entity_not_found');
    expectError(await call(h, t.admin, 'POST', '/links', { name: 'x', sim_id: foreign.id }), 404, 'entity_not_found');
    expectError(await call(h, t.admin, 'POST', '/links', { name: 'x', sim_id: sim.id, plan_ids: [coralPlan.id] }), 422, 'validation_error');
    expectError(await call(h, t.admin, 'POST', '/links', { name: 'x', sim_id: sim.id, plan_ids: [randomUUID()] }), 404, 'entity_not_found');
    expect(await linkCount(t.id)).toBe(before);
    await createLink(h, t.admin, sim.id);
    const again = await call(h, t.admin, 'POST', '/links', { name: 'again', sim_id: sim.id });
    expectError(again, 422, 'validation_error');
    expect(again.body.message).toMatch(/already bound/);
  });

  it('validates the body', async () => {
    const [sim] = (await deliverSims(h, t.id, 1)) as [SimItem];
    for (const payload of [
      {},
      { name: '', sim_id: sim.id },
      { name: 'x'.repeat(101), sim_id: sim.id },
      { name: 'x', sim_id: 'nope' },
      { name: 'x', sim_id: sim.id, plan_ids: [magentaPlan.id, magentaPlan.id] },
      { name: 'x', sim_id: sim.id, plan_ids: Array.from({ length: 21 }, () => randomUUID()) },
      { name: 'x', sim_id: sim.id, extra: true },
    ]) {
      expectError(await call(h, t.admin, 'POST', '/links', payload), 422, 'request_validation_error');
    }
  });

  it('lets exactly one of two racing requests bind a SIM', async () => {
    for (let round = 0; round < 3; round++) {
      const [sim] = (await deliverSims(h, t.id, 1)) as [SimItem];
      const answers = await Promise.all([0, 1, 2].map((i) => call(h, t.admin, 'POST', '/links', { name: `racer ${i}`, sim_id: sim.id })));
      expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422]);
      for (const a of answers.filter((x) => x.status === 422)) expect(a.body.code).toBe('validation_error');
      const bound = await h.container.db.select().from(links).where(and(eq(links.organizationId, t.id), eq(links.simId, sim.id)));
      expect(bound.filter((l) => l.status !== 'removed')).toHaveLength(1);
      // The provider holds no endpoint of the losers with the SIM.
      const eps = await h.container.db.select().from(simNetEndpoints).where(eq(simNetEndpoints.iccid, sim.iccid));
      expect(eps).toHaveLength(1);
    }
  });

  it('holds one live link per SIM in the database too (the unique index the race relies on)', async () => {
    const link = await newLink(h, t);
    const [row] = await h.container.db.select().from(links).where(eq(links.id, link.id));
    const second = h.container.db.insert(links).values({ ...row!, id: randomUUID() });
    const err = await second.then(
      () => null,
      (e: unknown) => e,
    );
    expect(isUniqueViolation(err, 'links_org_sim_live_uq')).toBe(true);
    expect(isUniqueViolation(new Error('other'), 'links_org_sim_live_uq')).toBe(false);
  });

  it('answers 502 when the provider fails and records nothing', async () => {
    const [sim] = (await deliverSims(h, t.id, 1)) as [SimItem];
    const before = await linkCount(t.id);
    await fault(h, 'create_endpoint');
    expectError(await call(h, t.admin, 'POST', '/links', { name: 'x', sim_id: sim.id }), 502, 'upstream_unavailable');
    expect(await linkCount(t.id)).toBe(before);
    expect((await call(h, t.viewer, 'GET', `/sims/${sim.id}`)).body).toMatchObject({ is_attached: false, link: null });
    await createLink(h, t.admin, sim.id);
  });

  it('undoes the link and its endpoint when a plan of plan_ids fails to start', async () => {
    const [sim] = (await deliverSims(h, t.id, 1)) as [SimItem];
    const live = async () => (await h.container.db.select().from(links).where(eq(links.organizationId, t.id))).filter((l) => l.status !== 'removed').length;
    const before = await live();
    await fault(h, 'add_plan', 503, 1);
    const failed = await call(h, t.admin, 'POST', '/links', { name: 'x', sim_id: sim.id, plan_ids: [magentaPlan.id, secondPlan.id] });
    await clearFaults(h);
    expectError(failed, 502, 'upstream_unavailable');
    expect(await live()).toBe(before);
    expect((await call(h, t.viewer, 'GET', `/sims/${sim.id}`)).body).toMatchObject({ link: null, is_attached: false });
    const [upSim] = await h.container.db.select().from(simNetSims).where(eq(simNetSims.iccid, sim.iccid));
    expect(upSim!.endpointId).toBeNull();
    // The SIM can be used again at once.
    expect(await createLink(h, t.admin, sim.id, { plan_ids: [magentaPlan.id] })).toMatchObject({ status: 'active' });
  });
});

describe('GET /links/{id}', () => {
  it('refreshes an active link’s network status live and stores it', async () => {
    const link = await newLink(h, t, { plan_ids: [magentaPlan.id] });
    const iccid = link.sim.iccid;
    await reportImei(h, iccid, '490154203237518');
    expect((await useData(h, iccid, 1)).status).toBe(200);
    const { status, body } = await call(h, t.viewer, 'GET', `/links/${link.id}`);
    expect(status).toBe(200);
    expect(body.network_status).toMatchObject({ connected: true, rat: '4g', refreshed_at: expect.any(String), last_seen_at: expect.any(String) });
    expect(body.network_status.operator).toMatchObject({ id: expect.any(String), compatibility_zone: expect.any(String) });
    expect(body.network_status.country).toBe(body.network_status.operator.country);
    // The refresh is stored and does not count as a change of the link.
    expect(body.updated_at).toBe(link.updated_at);
    const [row] = await h.container.db.select().from(links).where(eq(links.id, link.id));
    expect(row!.networkConnected).toBe(true);

    // Read again within a second: the stored reading is answered, the provider is not asked.
    await fault(h, 'get_network_status');
    const again = await call(h, t.viewer, 'GET', `/links/${link.id}`);
    expect(again.body.network_status).toEqual(body.network_status);
    expect((await call(h, h.admin, 'GET', '/admin/simulator/faults')).body.items).toEqual([{ operation: 'get_network_status', status: 503, remaining: 1 }]);

    // An older reading is refreshed; a provider failure then answers the last known status instead of failing the read.
    await h.container.db.update(links).set({ networkRefreshedAt: new Date(Date.now() - 60_000) }).where(eq(links.id, link.id));
    const stale = await call(h, t.viewer, 'GET', `/links/${link.id}`);
    expect(stale.status).toBe(200);
    expect(stale.body.network_status).toEqual({ ...body.network_status, refreshed_at: expect.any(String) });
    expect(Date.parse(stale.body.network_status.refreshed_at)).toBeLessThan(Date.parse(body.network_status.refreshed_at));
    expect((await call(h, h.admin, 'GET', '/admin/simulator/faults')).body.items).toEqual([]);

    // A change of the link is never hidden behind an earlier reading: barring 4G disconnects at once.
    await call(h, t.admin, 'POST', `/links/${link.id}/network-bars`, { network_types: ['4G'] });
    const barred = await call(h, t.viewer, 'GET', `/links/${link.id}`);
    expect(barred.body.network_status).toMatchObject({ connected: false, rat: 'unknown' });
  });

  it('writes a reading only when it differs from the stored one, and answers a repeated one for the rest of its second', async () => {
    const link = await newLink(h, t, { plan_ids: [magentaPlan.id] });
    const first = await call(h, t.viewer, 'GET', `/links/${link.id}`);
    expect(first.body.network_status.refreshed_at).toEqual(expect.any(String));
    const aged = new Date(Date.now() - 60_000);
    await h.container.db.update(links).set({ networkRefreshedAt: aged }).where(eq(links.id, link.id));

    // The provider is asked again and repeats the stored reading: answered as taken now, not written.
    const repeated = await call(h, t.viewer, 'GET', `/links/${link.id}`);
    expect(repeated.body.network_status).toEqual({ ...first.body.network_status, refreshed_at: expect.any(String) });
    expect(Date.parse(repeated.body.network_status.refreshed_at)).toBeGreaterThan(aged.getTime() + 30_000);
    const [row] = await h.container.db.select().from(links).where(eq(links.id, link.id));
    expect(row!.networkRefreshedAt!.getTime()).toBe(aged.getTime());

    // Within its second the kept reading is answered and the provider is not asked.
    await fault(h, 'get_network_status');
    const again = await call(h, t.viewer, 'GET', `/links/${link.id}`);
    expect(again.body.network_status).toEqual(repeated.body.network_status);
    expect((await call(h, h.admin, 'GET', '/admin/simulator/faults')).body.items).toEqual([{ operation: 'get_network_status', status: 503, remaining: 1 }]);
    await clearFaults(h);

    // A reading that differs is written: the device is seen, so the link is connected.
    await new Promise((resolve) => setTimeout(resolve, readingTtlMs + 50));
    await reportImei(h, link.sim.iccid, '490154203237518');
    expect((await useData(h, link.sim.iccid, 1)).status).toBe(200);
    const seen = await call(h, t.viewer, 'GET', `/links/${link.id}`);
    expect(seen.body.network_status).toMatchObject({ connected: true, rat: '4g' });
    const [stored] = await h.container.db.select().from(links).where(eq(links.id, link.id));
    expect(stored!.networkConnected).toBe(true);
    expect(stored!.networkRefreshedAt!.toISOString()).toBe(seen.body.network_status.refreshed_at);
  });

  it('does not call the provider for a link that is not active', async () => {
    const link = await newLink(h, t);
    await fault(h, 'get_network_status', 503, 5);
    const { status, body } = await call(h, t.viewer, 'GET', `/links/${link.id}`);
    await clearFaults(h);
    expect(status).toBe(200);
    expect(body.network_status.refreshed_at).toBeNull();
  });

  it('answers overlapping reads of one link each, and every read sent after a write sees it', async () => {
    const link = await newLink(h, t, { plan_ids: [magentaPlan.id] });
    const url = `/links/${link.id}`;
    const burst = await Promise.all(Array.from({ length: 8 }, () => call(h, t.viewer, 'GET', url)));
    expect(burst.map((a) => [a.status, a.body.id, a.body.name])).toEqual(Array.from({ length: 8 }, () => [200, link.id, link.name]));
    // Reads still in flight around a rename: the ones sent after it answered see it (the
    // exact interleaving is the coalescer's test, src/lib/coalesce.test.ts).
    const earlier = Array.from({ length: 4 }, () => call(h, t.viewer, 'GET', url));
    expect((await call(h, t.admin, 'PATCH', url, { name: 'Renamed' })).status).toBe(200);
    const later = await Promise.all(Array.from({ length: 4 }, () => call(h, t.viewer, 'GET', url)));
    expect(later.map((a) => a.body.name)).toEqual(['Renamed', 'Renamed', 'Renamed', 'Renamed']);
    expect((await Promise.all(earlier)).every((a) => a.status === 200)).toBe(true);
    // A shared read that finds nothing answers 404 to each request.
    const missing = randomUUID();
    for (const a of await Promise.all(Array.from({ length: 3 }, () => call(h, t.viewer, 'GET', `/links/${missing}`)))) expectError(a, 404, 'entity_not_found');
  });

  it('answers every stored value as the list does, to the microunit and the millisecond', async () => {
    // The detail read has its own row format (links.repo.ts); the list reads through the query builder.
    const link = await newLink(h, t, { name: 'Quote " back\\slash\nline ü 😀' });
    const meta = { nested: { list: [1, 2.5, -0, 1e21, 'x'], empty: {}, none: null }, text: 'tab\tbell\u0007 and a literal \\u0041', big: 2 ** 60 };
    const lastSeen = new Date('2026-03-04T05:06:07.891Z');
    await h.container.db
      .update(links)
      .set({
        meta,
        barredNetworkTypes: ['2G', '3G'],
        imeiLock: '490154203237518',
        throttle: '64kbps',
        totalUsedMib: '98765432109876.000001',
        activationCount: 7,
        networkConnected: true,
        networkRat: '4g',
        networkCountry: 'DE',
        networkLastSeenAt: lastSeen,
        networkRefreshedAt: new Date('2026-03-04T05:06:08.001Z'),
      })
      .where(eq(links.id, link.id));
    const detail = await call(h, t.viewer, 'GET', `/links/${link.id}`);
    expect(detail.status).toBe(200);
    const listed = await call(h, t.viewer, 'GET', `/links?search=${link.id}`);
    expect(listed.body.items).toEqual([detail.body]);
    expect(detail.body).toMatchObject({
      name: link.name,
      meta: JSON.parse(JSON.stringify(meta)),
      barred_network_types: ['2G', '3G'],
      imei_lock: '490154203237518',
      throttle: '64kbps',
      usage: { total_used_mib: '98765432109876.000001', activation_count: 7 },
      network_status: { connected: true, rat: '4g', country: 'DE', last_seen_at: lastSeen.toISOString(), refreshed_at: '2026-03-04T05:06:08.001Z' },
      sim: { id: link.sim.id, iccid: link.sim.iccid },
    });
  });

  it('answers a change another process wrote, to the link or to its SIM, on the next read', async () => {
    // The detail read confirms a link it read before by its rows' versions (links.repo.ts);
    // a write that did not go through this process must still show at once.
    const link = await newLink(h, t, { name: 'before' });
    expect((await call(h, t.viewer, 'GET', `/links/${link.id}`)).body).toMatchObject({ name: 'before', meta: {} });
    expect((await call(h, t.viewer, 'GET', `/links/${link.id}`)).body.name).toBe('before');
    await h.container.db.update(links).set({ name: 'after', meta: { by: 'another process' } }).where(eq(links.id, link.id));
    expect((await call(h, t.viewer, 'GET', `/links/${link.id}`)).body).toMatchObject({ name: 'after', meta: { by: 'another process' } });
    await h.container.db.update(sims).set({ msisdn: '491700000001', imei: '490154203237518' }).where(eq(sims.id, link.sim.id));
    const read = await call(h, t.viewer, 'GET', `/links/${link.id}`);
    expect(read.body).toMatchObject({ name: 'after', sim: { id: link.sim.id, msisdn: '491700000001', imei: '490154203237518' } });
    // A write of the same values is a new row version too: the link is read whole again, and answered the same.
    await h.container.db.update(links).set({ name: 'after' }).where(eq(links.id, link.id));
    const again = await call(h, t.viewer, 'GET', `/links/${link.id}`);
    expect(again.body).toMatchObject({ id: link.id, name: 'after', meta: { by: 'another process' }, sim: read.body.sim, usage: read.body.usage });
  });

  it('answers 404 for unknown ids and another organisation’s links', async () => {
    const link = await newLink(h, t);
    expectError(await call(h, other.admin, 'GET', `/links/${link.id}`), 404, 'entity_not_found');
    expectError(await call(h, t.admin, 'GET', `/links/${randomUUID()}`), 404, 'entity_not_found');
    expectError(await call(h, t.admin, 'GET', '/links/not-a-uuid'), 422, 'request_validation_error');
  });
});

describe('PATCH /links/{id}', () => {
  it('renames and replaces meta, locally', async () => {
    const link = await newLink(h, t);
    const renamed = await call(h, t.admin, 'PATCH', `/links/${link.id}`, { name: 'Renamed' });
    expect(renamed.body).toMatchObject({ name: 'Renamed', meta: {} });
    const meta = { fleet: 'north', depot: { city: 'Oslo', bays: [1, 2] }, n: 3 };
    const withMeta = await call(h, t.admin, 'PATCH', `/links/${link.id}`, { meta });
    expect(withMeta.body).toMatchObject({ name: 'Renamed', meta });
    // Full replace, not a merge.
    expect((await call(h, t.admin, 'PATCH', `/links/${link.id}`, { meta: { only: true } })).body.meta).toEqual({ only: true });
    expect((await call(h, t.admin, 'PATCH', `/links/${link.id}`, { meta: {} })).body.meta).toEqual({});
    expect((await call(h, t.admin, 'PATCH', `/links/${link.id}`, { name: null })).body.name).toBeNull();
    const unchanged = await call(h, t.admin, 'PATCH', `/links/${link.id}`, {});
    expect(unchanged.status).toBe(200);
  });

  it('refuses invalid meta with validation_error and bad bodies with request_validation_error', async () => {
    const link = await newLink(h, t);
    const eleven = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, i]));
    const ten = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`k${i}`, i]));
    expectError(await call(h, t.admin, 'PATCH', `/links/${link.id}`, { meta: eleven }), 422, 'validation_error');
    expectError(await call(h, t.admin, 'PATCH', `/links/${link.id}`, { meta: { a: { b: { c: { d: 1 } } } } }), 422, 'validation_error');
    expectError(await call(h, t.admin, 'PATCH', `/links/${link.id}`, { meta: { a: { b: [[1]] } } }), 422, 'validation_error');
    expectError(await call(h, t.admin, 'PATCH', `/links/${link.id}`, { meta: { big: 'x'.repeat(9000) } }), 422, 'validation_error');
    // A body nested a hundred thousand levels deep is refused as invalid meta, not a crash.
    const deep = `{"meta":{"a":${'['.repeat(100_000)}${']'.repeat(100_000)}}}`;
    const res = await h.app.inject({ method: 'PATCH', url: `/links/${link.id}`, headers: { ...t.admin, 'content-type': 'application/json' }, payload: deep });
    expectError({ status: res.statusCode, body: res.json() }, 422, 'validation_error');
    expect((await call(h, t.admin, 'PATCH', `/links/${link.id}`, { meta: ten })).status).toBe(200);
    expect((await call(h, t.admin, 'PATCH', `/links/${link.id}`, { meta: { a: { b: { c: 1 } } } })).status).toBe(200);
    for (const payload of [{ meta: [] }, { meta: 'x' }, { meta: null }, { name: '' }, { name: 'x'.repeat(101) }, { other: 1 }]) {
      expectError(await call(h, t.admin, 'PATCH', `/links/${link.id}`, payload), 422, 'request_validation_error');
    }
    expectError(await call(h, other.admin, 'PATCH', `/links/${link.id}`, { name: 'mine' }), 404, 'entity_not_found');
    expect((await call(h, t.viewer, 'PATCH', `/links/${link.id}`, { name: 'viewer' })).status).toBe(403);
  });
});

describe('DELETE /links/{id}', () => {
  it('refuses a link with a SIM, then deletes it after detaching: the endpoint goes, activations are removed, reads and writes give 410', async () => {
    const link = await newLink(h, t, { plan_ids: [magentaPlan.id] });
    expectError(await call(h, t.admin, 'DELETE', `/links/${link.id}`), 422, 'validation_error');
    expect((await call(h, t.admin, 'DELETE', `/links/${link.id}/sim`)).body.status).toBe('hold');
    const { endpoint } = await endpointOf(link.id);

    await fault(h, 'delete_endpoint');
    expectError(await call(h, t.admin, 'DELETE', `/links/${link.id}`), 502, 'upstream_unavailable');
    expect((await call(h, t.viewer, 'GET', `/links/${link.id}`)).body.status).toBe('hold');

    const res = await h.app.inject({ method: 'DELETE', url: `/links/${link.id}`, headers: t.admin });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const [ep] = await h.container.db.select().from(simNetEndpoints).where(eq(simNetEndpoints.id, endpoint.id));
    expect(ep!.status).toBe('deleted');
    const addons = await h.container.db.select().from(simNetAddons).where(eq(simNetAddons.endpointId, endpoint.id));
    expect(addons.every((a) => a.status === 'removed')).toBe(true);
    const acts = await h.container.db.select().from(activations).where(eq(activations.linkId, link.id));
    expect(acts.map((a) => a.status)).toEqual(['removed']);

    const [sim] = (await deliverSims(h, t.id, 1)) as [SimItem];
    const gone: Array<[string, string, unknown?]> = [
      ['GET', `/links/${link.id}`],
      ['PATCH', `/links/${link.id}`, { name: 'x' }],
      ['DELETE', `/links/${link.id}`],
      ['POST', `/links/${link.id}/sim`, { sim_id: sim.id }],
      ['DELETE', `/links/${link.id}/sim`],
      ['POST', `/links/${link.id}/suspend`],
      ['POST', `/links/${link.id}/resume`],
      ['POST', `/links/${link.id}/network-bars`, { network_types: ['2G'] }],
      ['POST', `/links/${link.id}/network-bars/remove`, { network_types: ['2G'] }],
      ['POST', `/links/${link.id}/imei-lock`],
      ['DELETE', `/links/${link.id}/imei-lock`],
      ['POST', `/links/${link.id}/sms`, { message: 'hi' }],
      ['GET', `/links/${link.id}/sms`],
      ['GET', `/links/${link.id}/costs`],
    ];
    for (const [method, url, payload] of gone) {
      expectError(await call(h, t.admin, method as 'GET', url, payload), 410, 'entity_deleted');
    }
    expectError(await call(h, other.admin, 'GET', `/links/${link.id}`), 404, 'entity_not_found');
    const listed = await call(h, t.viewer, 'GET', `/links?search=${link.id}`);
    expect(listed.body.total).toBe(0);
  });

  it('deletes a pre_active link that lost its SIM, once', async () => {
    const link = await newLink(h, t);
    await call(h, t.admin, 'DELETE', `/links/${link.id}/sim`);
    const answers = await Promise.all([0, 1].map(() => h.app.inject({ method: 'DELETE', url: `/links/${link.id}`, headers: t.admin })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 410]);
    expectError(await call(h, t.admin, 'GET', `/links/${link.id}`), 410, 'entity_deleted');
  });
});
