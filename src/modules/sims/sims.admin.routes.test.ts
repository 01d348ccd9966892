import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../test/harness.ts';
import { zoneFamilies } from '../../providers/upstream/upstream.port.ts';
import { luhnValid } from '../../providers/upstream/upstream.contract.ts';
import { createSimsRepo } from './sims.repo.ts';
import { sims } from './sims.tables.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

const deliver = (orgId: string, payload: unknown, headers: Record<string, string> = h.admin) =>
  h.app.inject({
    method: 'POST',
    url: `/admin/organizations/${orgId}/sims`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

describe('POST /admin/organizations/{id}/sims', () => {
  it("delivers physical SIMs from alpha into the organisation's inventory", async () => {
    const org = await h.createOrganization();
    const res = await deliver(org.id, { count: 3, sim_type: 'physical' });
    expect(res.statusCode).toBe(201);
    const items = res.json().items as Array<Record<string, unknown>>;
    expect(items).toHaveLength(3);
    for (const sim of items) {
      expect(Object.keys(sim).sort()).toEqual(
        [
          'id',
          'iccid',
          'status',
          'sim_type',
          'is_attached',
          'msisdn',
          'imsi',
          'imei',
          'eid',
          'compatibility_zones',
          'esim_profile_status',
          'link',
          'created_at',
          'updated_at',
        ].sort(),
      );
      expect(sim).toMatchObject({ status: 'inactive', sim_type: 'physical', is_attached: false, imei: null, eid: null, esim_profile_status: null, link: null });
      expect(luhnValid(sim.iccid as string)).toBe(true);
      expect(sim.msisdn).toMatch(/^\+49\d+$/);
      expect(sim.imsi).toMatch(/^\d{15}$/);
      expect((sim.compatibility_zones as string[])[0]).toBe('magenta');
      for (const z of sim.compatibility_zones as string[]) expect(zoneFamilies.alpha).toContain(z);
    }
    const rows = await h.container.db.select().from(sims).where(eq(sims.organizationId, org.id));
    expect(rows.map((r) => r.iccid).sort()).toEqual(items.map((s) => s.iccid).sort());
    expect(rows.every((r) => r.provider === 'alpha')).toBe(true);

    const upstream = await h.container.upstream.get('alpha').getSim(items[0]!.iccid as string);
    const account = (await h.container.organizations.get(org.id)).providerAccount;
    expect(upstream?.iccid).toBe(items[0]!.iccid);
    expect(upstream?.endpointId).toBeNull();
    // The SIM belongs to the organisation's account: an endpoint of that account takes it.
    const ep = await h.container.upstream.get('alpha').createEndpoint({ account, iccid: items[0]!.iccid as string });
    expect(ep.iccid).toBe(items[0]!.iccid);
  });

  it('delivers eSIMs from beta with EIDs and profile status', async () => {
    const org = await h.createOrganization();
    const res = await deliver(org.id, { count: 2, sim_type: 'eSIM', provider: 'beta' });
    expect(res.statusCode).toBe(201);
    for (const sim of res.json().items) {
      expect(sim).toMatchObject({ sim_type: 'eSIM', esim_profile_status: 'downloaded' });
      expect(sim.eid).toMatch(/^\d{32}$/);
      for (const z of sim.compatibility_zones) expect(zoneFamilies.beta).toContain(z);
    }
  });

  it('keeps inventories apart: the repository finds a SIM only in its organisation', async () => {
    const a = await h.createOrganization();
    const b = await h.createOrganization();
    const sim = (await deliver(a.id, { count: 1, sim_type: 'physical' })).json().items[0];
    const repo = createSimsRepo(h.container.db);
    expect((await repo.findById(a.id, sim.id))?.iccid).toBe(sim.iccid);
    expect((await repo.findByIccid(a.id, sim.iccid))?.id).toBe(sim.id);
    expect(await repo.findById(b.id, sim.id)).toBeNull();
    expect(await repo.findByIccid(b.id, sim.iccid)).toBeNull();
  });

  it('rejects malformed requests with 422 and delivers nothing', async () => {
    const org = await h.createOrganization();
    for (const payload of [
      {},
      { count: 0, sim_type: 'physical' },
      { count: 1001, sim_type: 'physical' },
      { count: 1.5, sim_type: 'physical' },
      { count: '2', sim_type: 'physical' },
      { count: 1, sim_type: 'nano' },
      { count: 1, sim_type: 'physical', provider: 'gamma' },
      { count: 1, sim_type: 'physical', extra: 1 },
      { count: 1 },
    ]) {
      const res = await deliver(org.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().code).toBe('request_validation_error');
    }
    expect(await h.container.db.select().from(sims).where(eq(sims.organizationId, org.id))).toEqual([]);
    expect((await deliver('not-a-uuid', { count: 1, sim_type: 'physical' })).statusCode).toBe(422);
  });

  it('answers 404 for an unknown organisation', async () => {
    const res = await deliver('00000000-0000-4000-8000-000000000000', { count: 1, sim_type: 'physical' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'entity_not_found' });
  });

  it('answers 502 when the provider fails, recording nothing', async () => {
    const org = await h.createOrganization();
    await h.container.simulator.setFault({ operation: 'deliver_sims', status: 503, remaining: 1 });
    const res = await deliver(org.id, { count: 2, sim_type: 'physical' });
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('upstream_unavailable');
    expect(await h.container.db.select().from(sims).where(eq(sims.organizationId, org.id))).toEqual([]);
    expect((await deliver(org.id, { count: 2, sim_type: 'physical' })).statusCode).toBe(201);
  });

  it('delivers up to 1000 SIMs at once', async () => {
    const org = await h.createOrganization();
    const res = await deliver(org.id, { count: 1000, sim_type: 'eSIM' });
    expect(res.statusCode).toBe(201);
    const items = res.json().items as Array<{ iccid: string; msisdn: string }>;
    expect(new Set(items.map((s) => s.iccid)).size).toBe(1000);
    expect(new Set(items.map((s) => s.msisdn)).size).toBe(1000);
  });

  it('needs the admin token', async () => {
    const t = await h.tenant();
    for (const headers of [{}, { authorization: 'Bearer wrong-token-wrong-token' }, t.admin]) {
      const res = await deliver(t.id, { count: 1, sim_type: 'physical' }, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('unauthorized');
    }
    expect(await h.container.db.select().from(sims).where(eq(sims.organizationId, t.id))).toEqual([]);
  });
});
