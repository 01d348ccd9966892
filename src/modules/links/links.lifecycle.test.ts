import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness, Tenant } from '../../../test/harness.ts';
import { simNetEndpoints, simNetSims } from '../../providers/upstream/simulator/simulator.tables.ts';
import { linkWorld, call, clearFaults, deliverSims, expectError, fault, newLink, reportImei, type SimItem, useData } from './links.testkit.ts';
import { links } from './links.tables.ts';

let h: Harness;
let t: Tenant;
let other: Tenant;
let plan: { id: string };

beforeAll(async () => {
  ({ h, t, other, plan } = await linkWorld());
});
afterAll(async () => h.close());

const endpoint = async (linkId: string) => {
  const [row] = await h.container.db.select().from(links).where(eq(links.id, linkId));
  const [ep] = await h.container.db.select().from(simNetEndpoints).where(eq(simNetEndpoints.id, row!.upstreamEndpointId!));
  return ep!;
};
const get = async (linkId: string) => (await call(h, t.viewer, 'GET', `/links/${linkId}`)).body;
/** The link as stored, minus the live network status a GET refreshes. */
const stored = async (linkId: string) => {
  const { network_status: _n, ...rest } = await get(linkId);
  return rest;
};

/** Every failing provider call must answer 502 and leave the link and the provider as they were. */
async function expectUpstreamFailure(linkId: string, operation: string, method: 'POST' | 'DELETE', path: string, payload?: unknown) {
  const before = await stored(linkId);
  const epBefore = await endpoint(linkId);
  await fault(h, operation);
  const answer = await call(h, t.admin, method, `/links/${linkId}${path}`, payload);
  await clearFaults(h);
  expectError(answer, 502, 'upstream_unavailable');
  expect(await stored(linkId)).toEqual(before);
  expect(await endpoint(linkId)).toEqual(epBefore);
}

/** The SIM as stored equals what a refresh from the provider stores: its status followed the link. */
async function expectSimAsProviderHasIt(simId: string): Promise<void> {
  const stored = (await call(h, t.viewer, 'GET', `/sims/${simId}`)).body;
  const refreshed = (await call(h, t.admin, 'POST', `/sims/${simId}/refresh`)).body;
  expect({ status: refreshed.status, is_attached: refreshed.is_attached }).toEqual({ status: stored.status, is_attached: stored.is_attached });
}

describe('SIM attach and detach', () => {
  it('detaches to hold (the SIM is free) and attaches back to active', async () => {
    const link = await newLink(h, t, { plan_ids: [plan.id] });
    const simId = link.sim.id;
    await expectUpstreamFailure(link.id, 'detach_sim', 'DELETE', '/sim');

    const held = await call(h, t.admin, 'DELETE', `/links/${link.id}/sim`);
    expect(held.status).toBe(200);
    expect(held.body).toMatchObject({ status: 'hold', sim: null, compatibility_zones: link.compatibility_zones });
    expect((await call(h, t.viewer, 'GET', `/sims/${simId}`)).body).toMatchObject({ link: null, is_attached: false, status: 'inactive' });
    await expectSimAsProviderHasIt(simId);
    expect((await endpoint(link.id)).iccid).toBeNull();
    expectError(await call(h, t.admin, 'DELETE', `/links/${link.id}/sim`), 422, 'validation_error');

    await expectUpstreamFailure(link.id, 'attach_sim', 'POST', '/sim', { sim_id: simId });
    const back = await call(h, t.admin, 'POST', `/links/${link.id}/sim`, { sim_id: simId });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ status: 'active', sim: { id: simId } });
    expect((await call(h, t.viewer, 'GET', `/sims/${simId}`)).body).toMatchObject({ is_attached: true, status: 'active' });
    await expectSimAsProviderHasIt(simId);
    expect((await endpoint(link.id)).iccid).toBe(link.sim.iccid);
    expectError(await call(h, t.admin, 'POST', `/links/${link.id}/sim`, { sim_id: simId }), 422, 'validation_error');
  });

  it('refuses a SIM bound elsewhere, of another organisation, unknown, or without a shared zone', async () => {
    const link = await newLink(h, t);
    const taken = await newLink(h, t);
    await call(h, t.admin, 'DELETE', `/links/${link.id}/sim`);
    expectError(await call(h, t.admin, 'POST', `/links/${link.id}/sim`, { sim_id: taken.sim.id }), 422, 'validation_error');
    const [foreign] = (await deliverSims(h, other.id, 1)) as [SimItem];
    expectError(await call(h, t.admin, 'POST', `/links/${link.id}/sim`, { sim_id: foreign.id }), 404, 'entity_not_found');
    expectError(await call(h, t.admin, 'POST', `/links/${link.id}/sim`, { sim_id: randomUUID() }), 404, 'entity_not_found');
    const [beta] = (await deliverSims(h, t.id, 1, 'physical', 'beta')) as [SimItem];
    const mismatch = await call(h, t.admin, 'POST', `/links/${link.id}/sim`, { sim_id: beta.id });
    expectError(mismatch, 422, 'validation_error');
    expect(mismatch.body.message).toMatch(/zones/);
    expectError(await call(h, t.admin, 'POST', `/links/${link.id}/sim`, {}), 422, 'request_validation_error');
    expect((await get(link.id)).status).toBe('hold');
  });

  it('gives a link that never had a SIM the SIM’s zones and an endpoint at the SIM’s provider', async () => {
    const id = randomUUID();
    await h.container.db.insert(links).values({ organizationId: t.id, id, name: 'Empty', status: 'hold', provider: 'beta' });
    const [sim] = (await deliverSims(h, t.id, 1)) as [SimItem];
    await fault(h, 'create_endpoint');
    expectError(await call(h, t.admin, 'POST', `/links/${id}/sim`, { sim_id: sim.id }), 502, 'upstream_unavailable');
    expect((await get(id)).status).toBe('hold');
    const attached = await call(h, t.admin, 'POST', `/links/${id}/sim`, { sim_id: sim.id });
    expect(attached.status).toBe(200);
    expect(attached.body).toMatchObject({ status: 'active', compatibility_zones: sim.compatibility_zones, sim: { id: sim.id } });
    expect(await endpoint(id)).toMatchObject({ provider: 'alpha', iccid: sim.iccid, status: 'active' });
  });

  it('lets exactly one of two links racing for one SIM attach it', async () => {
    const a = await newLink(h, t);
    const b = await newLink(h, t);
    await call(h, t.admin, 'DELETE', `/links/${a.id}/sim`);
    await call(h, t.admin, 'DELETE', `/links/${b.id}/sim`);
    const [sim] = (await deliverSims(h, t.id, 1)) as [SimItem];
    const answers = await Promise.all([a, b].map((l) => call(h, t.admin, 'POST', `/links/${l.id}/sim`, { sim_id: sim.id })));
    expect(answers.map((x) => x.status).sort()).toEqual([200, 422]);
    const statuses = [(await get(a.id)).status, (await get(b.id)).status].sort();
    expect(statuses).toEqual(['active', 'hold']);
  });

  it('resumes the endpoint of a link detached while suspended', async () => {
    const link = await newLink(h, t, { plan_ids: [plan.id] });
    await call(h, t.admin, 'POST', `/links/${link.id}/suspend`);
    expect((await call(h, t.admin, 'DELETE', `/links/${link.id}/sim`)).body.status).toBe('hold');
    const back = await call(h, t.admin, 'POST', `/links/${link.id}/sim`, { sim_id: link.sim.id });
    expect(back.body.status).toBe('active');
    expect((await endpoint(link.id)).status).toBe('active');
  });
});

describe('suspend and resume', () => {
  it('suspends active links only and resumes suspended links only', async () => {
    const pre = await newLink(h, t);
    expectError(await call(h, t.admin, 'POST', `/links/${pre.id}/suspend`), 422, 'validation_error');
    expectError(await call(h, t.admin, 'POST', `/links/${pre.id}/resume`), 422, 'validation_error');

    const link = await newLink(h, t, { plan_ids: [plan.id] });
    expectError(await call(h, t.admin, 'POST', `/links/${link.id}/resume`), 422, 'validation_error');
    await expectUpstreamFailure(link.id, 'suspend_endpoint', 'POST', '/suspend');
    const suspended = await call(h, t.admin, 'POST', `/links/${link.id}/suspend`);
    expect(suspended.body.status).toBe('suspended');
    expect((await endpoint(link.id)).status).toBe('suspended');
    expect((await call(h, t.viewer, 'GET', `/sims/${link.sim.id}`)).body.status).toBe('suspended');
    await expectSimAsProviderHasIt(link.sim.id);
    // The network refuses data while suspended.
    expect((await useData(h, link.sim.iccid, 1)).status).toBe(422);
    expectError(await call(h, t.admin, 'POST', `/links/${link.id}/suspend`), 422, 'validation_error');

    await expectUpstreamFailure(link.id, 'resume_endpoint', 'POST', '/resume');
    const resumed = await call(h, t.admin, 'POST', `/links/${link.id}/resume`);
    expect(resumed.body.status).toBe('active');
    expect((await endpoint(link.id)).status).toBe('active');
    expect((await call(h, t.viewer, 'GET', `/sims/${link.sim.id}`)).body.status).toBe('active');
    await expectSimAsProviderHasIt(link.sim.id);
    expect((await useData(h, link.sim.iccid, 1)).status).toBe(200);

    // A hold link (no SIM) is neither active nor suspended.
    await call(h, t.admin, 'DELETE', `/links/${link.id}/sim`);
    expectError(await call(h, t.admin, 'POST', `/links/${link.id}/suspend`), 422, 'validation_error');
  });

  it('answers 404 for another organisation’s link on every operation', async () => {
    const link = await newLink(h, t, { plan_ids: [plan.id] });
    for (const [method, path, payload] of [
      ['POST', '/suspend'],
      ['POST', '/resume'],
      ['DELETE', '/sim'],
      ['POST', '/sim', { sim_id: link.sim.id }],
      ['POST', '/network-bars', { network_types: ['2G'] }],
      ['POST', '/network-bars/remove', { network_types: ['2G'] }],
      ['POST', '/imei-lock'],
      ['DELETE', '/imei-lock'],
      ['DELETE', ''],
    ] as Array<['POST' | 'DELETE', string, unknown?]>) {
      expectError(await call(h, other.admin, method, `/links/${link.id}${path}`, payload), 404, 'entity_not_found');
    }
    expect((await get(link.id)).status).toBe('active');
  });
});

describe('network bars', () => {
  it('bars and unbars, skipping types already in the wanted state, 422 when nothing is left', async () => {
    const link = await newLink(h, t, { plan_ids: [plan.id] });
    const bar = (types: string[]) => call(h, t.admin, 'POST', `/links/${link.id}/network-bars`, { network_types: types });
    const unbar = (types: string[]) => call(h, t.admin, 'POST', `/links/${link.id}/network-bars/remove`, { network_types: types });

    await expectUpstreamFailure(link.id, 'set_network_bars', 'POST', '/network-bars', { network_types: ['2G'] });
    expect((await bar(['3G', '2G'])).body.barred_network_types).toEqual(['2G', '3G']);
    expect((await endpoint(link.id)).barredNetworkTypes).toEqual(['2G', '3G']);
    expect((await bar(['2G', '4G'])).body.barred_network_types).toEqual(['2G', '3G', '4G']);
    expectError(await bar(['2G', '3G']), 422, 'validation_error');
    // 4G is the network's serving type: barred, no data passes.
    expect((await useData(h, link.sim.iccid, 1)).status).toBe(422);

    expectError(await unbar(['5G', 'NB-IoT']), 422, 'validation_error');
    await expectUpstreamFailure(link.id, 'set_network_bars', 'POST', '/network-bars/remove', { network_types: ['4G'] });
    expect((await unbar(['4G', '5G'])).body.barred_network_types).toEqual(['2G', '3G']);
    expect((await endpoint(link.id)).barredNetworkTypes).toEqual(['2G', '3G']);
    expect((await useData(h, link.sim.iccid, 1)).status).toBe(200);
    expect((await unbar(['2G', '3G'])).body.barred_network_types).toEqual([]);

    for (const body of [{ network_types: [] }, { network_types: ['6G'] }, { network_types: Array(7).fill('2G') }, {}]) {
      expectError(await call(h, t.admin, 'POST', `/links/${link.id}/network-bars`, body), 422, 'request_validation_error');
    }
  });
});

describe('IMEI lock', () => {
  it('needs a SIM with an observed IMEI, locks to it, and unlocks', async () => {
    const link = await newLink(h, t, { plan_ids: [plan.id] });
    expectError(await call(h, t.admin, 'POST', `/links/${link.id}/imei-lock`), 422, 'validation_error');
    await reportImei(h, link.sim.iccid, '356938035643809');
    await expectUpstreamFailure(link.id, 'set_imei_lock', 'POST', '/imei-lock');
    await expectUpstreamFailure(link.id, 'get_sim', 'POST', '/imei-lock');

    const locked = await call(h, t.admin, 'POST', `/links/${link.id}/imei-lock`);
    expect(locked.status).toBe(200);
    expect(locked.body).toMatchObject({ imei_lock: '356938035643809', sim: { imei: '356938035643809' } });
    expect((await endpoint(link.id)).imeiLock).toBe('356938035643809');
    // Another device with this SIM is refused by the network.
    await reportImei(h, link.sim.iccid, '490154203237518');
    expect((await useData(h, link.sim.iccid, 1)).status).toBe(422);

    await expectUpstreamFailure(link.id, 'set_imei_lock', 'DELETE', '/imei-lock');
    const unlocked = await call(h, t.admin, 'DELETE', `/links/${link.id}/imei-lock`);
    expect(unlocked.body.imei_lock).toBeNull();
    expect((await endpoint(link.id)).imeiLock).toBeNull();
    expect((await useData(h, link.sim.iccid, 1)).status).toBe(200);
    // Removing a lock that is not there changes nothing.
    expect((await call(h, t.admin, 'DELETE', `/links/${link.id}/imei-lock`)).status).toBe(200);

    await call(h, t.admin, 'DELETE', `/links/${link.id}/sim`);
    expectError(await call(h, t.admin, 'POST', `/links/${link.id}/imei-lock`), 422, 'validation_error');
  });

  it('keeps the provider and the platform in step when a write races', async () => {
    const link = await newLink(h, t, { plan_ids: [plan.id] });
    const answers = await Promise.all([0, 1].map(() => call(h, t.admin, 'POST', `/links/${link.id}/suspend`)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    expect((await get(link.id)).status).toBe('suspended');
    expect((await endpoint(link.id)).status).toBe('suspended');
    const [sim] = await h.container.db.select().from(simNetSims).where(eq(simNetSims.iccid, link.sim.iccid));
    expect(sim!.status).toBe('suspended');
  });
});
