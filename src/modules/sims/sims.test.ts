import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from '../../../test/harness.ts';
import { call, createLink, deliverSims, expectError, fault, reportImei, type SimItem, useData } from '../links/links.testkit.ts';
import { createCoverage, createPlan, operatorsIn } from '../plans/plans.testkit.ts';
import { sims } from './sims.tables.ts';

let h: Harness;
let t: Tenant;
let other: Tenant;
let physical: SimItem[];
let esims: SimItem[];
let beta: SimItem[];
let foreign: SimItem[];

beforeAll(async () => {
  h = await createHarness();
  [t, other] = await Promise.all([h.tenant(), h.tenant()]);
  physical = await deliverSims(h, t.id, 4, 'physical');
  esims = await deliverSims(h, t.id, 2, 'eSIM');
  beta = await deliverSims(h, t.id, 2, 'physical', 'beta');
  foreign = await deliverSims(h, other.id, 1, 'physical');
});
afterAll(async () => h.close());

async function ids(qs: string, headers = t.viewer): Promise<string[]> {
  const res = await call(h, headers, 'GET', `/sims?page_size=100${qs ? `&${qs}` : ''}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.total).toBe(res.body.items.length);
  return res.body.items.map((s: { id: string }) => s.id);
}
const idsOf = (list: SimItem[]) => list.map((s) => s.id).sort();
const sorted = async (qs: string) => (await ids(qs)).sort();

describe('GET /sims', () => {
  it('lists the organisation’s SIMs, most recently updated first, with paging', async () => {
    const all = [...physical, ...esims, ...beta];
    expect(await sorted('')).toEqual(idsOf(all));
    const res = await call(h, t.viewer, 'GET', '/sims?page_size=3&page=3');
    expect(res.body).toMatchObject({ total: 8, page: 3, page_size: 3, pages: 3, total_pages: 3 });
    expect(res.body.items).toHaveLength(2);
    const times = (await call(h, t.viewer, 'GET', '/sims?page_size=100')).body.items.map((s: { updated_at: string }) => s.updated_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(await ids('', other.viewer)).toEqual([foreign[0]!.id]);
  });

  it('filters by status, type, zones and search over every identifier', async () => {
    expect(await sorted('sim_type=eSIM')).toEqual(idsOf(esims));
    expect(await sorted('sim_type=physical')).toEqual(idsOf([...physical, ...beta]));
    expect(await sorted('status=inactive')).toEqual(idsOf([...physical, ...esims, ...beta]));
    expect(await sorted('status=active')).toEqual([]);
    expect(await sorted('compatibility_zones=coral')).toEqual(idsOf(beta));
    expect(await sorted('compatibility_zones=coral&compatibility_zones=magenta')).toEqual(idsOf([...physical, ...esims, ...beta]));
    const cyan = [...physical, ...esims].filter((s) => s.compatibility_zones.includes('cyan'));
    expect(await sorted('compatibility_zones=cyan')).toEqual(idsOf(cyan));

    const s = physical[1]!;
    expect(await ids(`search=${s.iccid}`)).toEqual([s.id]);
    expect(await ids(`search=${encodeURIComponent(s.msisdn)}`)).toEqual([s.id]);
    expect(await ids(`search=${s.imsi as string}`)).toEqual([s.id]);
    expect(await ids(`search=${s.id.toUpperCase()}`)).toEqual([s.id]);
    expect(await ids(`search=${(esims[0]!.eid as string).slice(-12)}`)).toEqual([esims[0]!.id]);
    await reportImei(h, s.iccid, '356938035643809');
    await call(h, t.admin, 'POST', `/sims/${s.id}/refresh`);
    expect(await ids('search=35693803564')).toEqual([s.id]);
    expect(await ids('search=no-such-sim')).toEqual([]);
  });

  it('resolves for_plan_id to the plan’s zones, overriding compatibility_zones', async () => {
    const [coral] = await operatorsIn(h, t.viewer, 'coral', 1);
    const plan = await createPlan(h, t.admin, (await createCoverage(h, t.admin, [coral!.id])).id);
    expect(await sorted(`for_plan_id=${plan.id}`)).toEqual(idsOf(beta));
    expect(await sorted(`for_plan_id=${plan.id}&compatibility_zones=magenta`)).toEqual(idsOf(beta));
    expectError(await call(h, t.viewer, 'GET', `/sims?for_plan_id=${randomUUID()}`), 404, 'entity_not_found');
    // Another organisation's plan is as unknown as one that never existed.
    expectError(await call(h, other.viewer, 'GET', `/sims?for_plan_id=${plan.id}`), 404, 'entity_not_found');
  });

  it('sorts by iccid, status, created_at and updated_at', async () => {
    const iccids = (await call(h, t.viewer, 'GET', '/sims?sort_by=iccid&page_size=100')).body.items.map((s: SimItem) => s.iccid);
    expect(iccids).toEqual([...iccids].sort());
    const desc = (await call(h, t.viewer, 'GET', '/sims?sort_by=iccid&sort_order=desc&page_size=100')).body.items.map((s: SimItem) => s.iccid);
    expect(desc).toEqual([...iccids].reverse());
    expect((await call(h, t.viewer, 'GET', '/sims?sort_by=created_at&sort_order=asc')).status).toBe(200);
    expect((await call(h, t.viewer, 'GET', '/sims?sort_by=status')).status).toBe(200);
    for (const qs of ['sort_by=msisdn', 'status=lost', 'sim_type=nano', 'compatibility_zones=red', 'for_plan_id=x', 'page_size=500']) {
      expectError(await call(h, t.viewer, 'GET', `/sims?${qs}`), 422, 'request_validation_error');
    }
  });
});

describe('GET /sims/{id}', () => {
  it('answers the SIM with the link it is bound to', async () => {
    const sim = physical[2]!;
    const free = await call(h, t.viewer, 'GET', `/sims/${sim.id}`);
    expect(free.body).toMatchObject({ id: sim.id, iccid: sim.iccid, link: null });
    const link = await createLink(h, t.admin, sim.id, { name: 'Bound' });
    const bound = await call(h, t.viewer, 'GET', `/sims/${sim.id}`);
    expect(bound.body).toMatchObject({ link: { id: link.id, name: 'Bound' }, is_attached: true });
    expectError(await call(h, other.viewer, 'GET', `/sims/${sim.id}`), 404, 'entity_not_found');
    expectError(await call(h, t.viewer, 'GET', `/sims/${randomUUID()}`), 404, 'entity_not_found');
    expectError(await call(h, t.viewer, 'GET', '/sims/123'), 422, 'request_validation_error');
  });
});

describe('POST /sims/{id}/refresh', () => {
  it('stores what the provider reports now', async () => {
    const sim = esims[1]!;
    const [magenta] = await operatorsIn(h, t.viewer, 'magenta', 1);
    const plan = await createPlan(h, t.admin, (await createCoverage(h, t.admin, [magenta!.id])).id);
    await createLink(h, t.admin, sim.id, { plan_ids: [plan.id] });
    await reportImei(h, sim.iccid, '490154203237518');
    expect((await useData(h, sim.iccid, 1)).status).toBe(200);
    const before = (await call(h, t.viewer, 'GET', `/sims/${sim.id}`)).body;
    const res = await call(h, t.admin, 'POST', `/sims/${sim.id}/refresh`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'active', is_attached: true, imei: '490154203237518', esim_profile_status: 'enabled' });
    expect(res.body.updated_at > before.updated_at).toBe(true);
    expect((await call(h, t.viewer, 'GET', `/sims/${sim.id}`)).body).toEqual(res.body);
  });

  it('leaves the SIM unchanged when the provider has no data, or fails (502)', async () => {
    const sim = physical[3]!;
    const before = (await call(h, t.viewer, 'GET', `/sims/${sim.id}`)).body;
    await fault(h, 'get_sim');
    expectError(await call(h, t.admin, 'POST', `/sims/${sim.id}/refresh`), 502, 'upstream_unavailable');
    expect((await call(h, t.viewer, 'GET', `/sims/${sim.id}`)).body).toEqual(before);
    // A provider that answers 404 for the SIM has no data for it: the stored SIM, 200.
    await fault(h, 'get_sim', 404);
    const notFoundThere = await call(h, t.admin, 'POST', `/sims/${sim.id}/refresh`);
    expect(notFoundThere.status).toBe(200);
    expect(notFoundThere.body).toEqual(before);

    // A SIM the provider does not know (here: a stored ICCID it never issued).
    await h.container.db.update(sims).set({ iccid: '8949019999999999999' }).where(eq(sims.id, sim.id));
    const unknown = (await call(h, t.viewer, 'GET', `/sims/${sim.id}`)).body;
    const res = await call(h, t.admin, 'POST', `/sims/${sim.id}/refresh`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(unknown);
    expectError(await call(h, other.admin, 'POST', `/sims/${sim.id}/refresh`), 404, 'entity_not_found');
    expect((await call(h, t.viewer, 'POST', `/sims/${sim.id}/refresh`)).status).toBe(403);
  });
});

describe('GET /sims/{id}/esim-profile', () => {
  it('answers the activation code, an SVG QR code and the platforms’ deeplinks for an eSIM', async () => {
    const res = await call(h, t.viewer, 'GET', `/sims/${esims[0]!.id}/esim-profile`);
    expect(res.status).toBe(200);
    const lpa = res.body.activation_code as string;
    expect(lpa).toMatch(/^LPA:1\$smdp\.alpha\.example\$[A-Z0-9-]+$/);
    expect(res.body.qr_code_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(res.body.qr_code_svg).toBe(await QRCode.toString(lpa, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }));
    const encoded = encodeURIComponent(lpa);
    expect(encoded).toContain('%24');
    expect(res.body.android_deeplink).toBe(`https://esimsetup.android.com/esim_qrcode_provisioning?carddata=${encoded}`);
    expect(res.body.ios_deeplink).toBe(`https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${encoded}`);
  });

  it('answers all nulls for a physical SIM, 404 for another organisation’s, 502 when the provider fails', async () => {
    const res = await call(h, t.viewer, 'GET', `/sims/${physical[0]!.id}/esim-profile`);
    expect(res).toEqual({ status: 200, body: { activation_code: null, qr_code_svg: null, android_deeplink: null, ios_deeplink: null } });
    expectError(await call(h, other.viewer, 'GET', `/sims/${esims[0]!.id}/esim-profile`), 404, 'entity_not_found');
    await fault(h, 'get_esim_activation_code');
    expectError(await call(h, t.viewer, 'GET', `/sims/${esims[0]!.id}/esim-profile`), 502, 'upstream_unavailable');
  });
});
