// sim.imei_changed through HTTP: the provider reports the SIM in another device, and a
// refresh or an IMEI lock stores it with its event, the SIM as GET /sims/{id} answers
// it; nothing when the IMEI stays the same or the provider call fails.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from '../../../test/harness.ts';
import { call, clearFaults, deliverSims, expectError, fault, newLink, reportImei, type SimItem } from '../links/links.testkit.ts';
import type { Json } from '../tasks/tasks.testkit.ts';

let h: Harness;
let t: Tenant;
let other: Tenant;

beforeAll(async () => {
  h = await createHarness();
  [t, other] = await Promise.all([h.tenant(), h.tenant()]);
});
afterAll(async () => h.close());

const simEvents = async (simId: string, who = t) => {
  const res = await call(h, who.viewer, 'GET', `/sims/${simId}/events?limit=100`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.items as Json[];
};
const imeiEvents = async (simId: string) => (await simEvents(simId)).filter((e) => e.type === 'sim.imei_changed');

describe('sim.imei_changed', () => {
  it('is written when a refresh finds the SIM in another device, with the SIM as the refresh answered it', async () => {
    const [sim] = (await deliverSims(h, t.id)) as [SimItem];
    await reportImei(h, sim.iccid, '356938035643809');
    const first = await call(h, t.admin, 'POST', `/sims/${sim.id}/refresh`, {});
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.imei).toBe('356938035643809');
    const [seen, ...rest] = await imeiEvents(sim.id);
    expect(rest).toEqual([]);
    expect(seen).toMatchObject({ type: 'sim.imei_changed', source: 'api', actor: { type: 'client' }, resource: { type: 'sim', id: sim.id }, previous: { imei: null } });
    expect(seen!.data).toEqual(first.body);
    expect(seen!.data).toEqual((await call(h, t.viewer, 'GET', `/sims/${sim.id}`)).body);

    // The same device again: nothing changed, no event.
    expect((await call(h, t.admin, 'POST', `/sims/${sim.id}/refresh`, {})).status).toBe(200);
    expect(await imeiEvents(sim.id)).toHaveLength(1);

    await reportImei(h, sim.iccid, '490154203237518');
    const moved = await call(h, t.admin, 'POST', `/sims/${sim.id}/refresh`, {});
    const [latest] = await imeiEvents(sim.id);
    expect(latest).toMatchObject({ previous: { imei: '356938035643809' } });
    expect(latest!.data).toEqual(moved.body);
    // Another organisation does not see the SIM's events.
    expectError(await call(h, other.viewer, 'GET', `/sims/${sim.id}/events`), 404, 'entity_not_found');
  });

  it('is written when an IMEI lock stores the device the provider saw', async () => {
    const link = await newLink(h, t);
    await reportImei(h, link.sim.iccid, '353918057181498');
    const locked = await call(h, t.admin, 'POST', `/links/${link.id}/imei-lock`, {});
    expect(locked.status, JSON.stringify(locked.body)).toBe(200);
    expect(locked.body.imei_lock).toBe('353918057181498');
    const [seen] = await imeiEvents(link.sim.id);
    expect(seen).toMatchObject({ type: 'sim.imei_changed', source: 'api', previous: { imei: null }, data: { imei: '353918057181498', link: { id: link.id } } });
    expect(seen!.data).toEqual((await call(h, t.viewer, 'GET', `/sims/${link.sim.id}`)).body);
  });

  it('is not written when the provider call fails', async () => {
    const link = await newLink(h, t);
    await reportImei(h, link.sim.iccid, '351756051523999');
    await fault(h, 'get_sim');
    expectError(await call(h, t.admin, 'POST', `/sims/${link.sim.id}/refresh`, {}), 502, 'upstream_unavailable');
    await fault(h, 'set_imei_lock');
    expectError(await call(h, t.admin, 'POST', `/links/${link.id}/imei-lock`, {}), 502, 'upstream_unavailable');
    await clearFaults(h);
    expect(await imeiEvents(link.sim.id)).toEqual([]);
    expect((await call(h, t.viewer, 'GET', `/sims/${link.sim.id}`)).body.imei).toBeNull();
  });
});
