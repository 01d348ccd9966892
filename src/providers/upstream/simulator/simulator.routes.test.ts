import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../../test/harness.ts';
import { simNetSms } from './simulator.tables.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

const unknownIccid = '8949010000009999990';

async function post(url: string, payload: unknown, headers: Record<string, string> = h.admin) {
  return h.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
}

/** A SIM delivered to a new organisation, attached to an endpoint of its account. */
async function attachedSim() {
  const org = await h.createOrganization();
  const res = await post(`/admin/organizations/${org.id}/sims`, { count: 1, sim_type: 'physical' });
  expect(res.statusCode).toBe(201);
  const sim = res.json().items[0] as { iccid: string };
  const account = (await h.container.organizations.get(org.id)).providerAccount;
  const endpoint = await h.container.upstream.get('alpha').createEndpoint({ account, iccid: sim.iccid });
  return { iccid: sim.iccid, endpoint };
}

describe('POST /admin/simulator/data-usage', () => {
  it('records a data session of an attached SIM', async () => {
    const { iccid, endpoint } = await attachedSim();
    await h.container.upstream.get('alpha').addPlan(endpoint.id, {
      allowanceMb: 10,
      validityDays: 30,
      activationType: 'immediate',
      throttle: 'unlimited',
      dataCap: null,
    });
    const res = await post('/admin/simulator/data-usage', { iccid, mb: 12.5 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ iccid, endpoint_id: endpoint.id, mb: '12.50', out_of_bundle_mb: '2.50', occurred_at: expect.any(String) });
    const [usage] = await h.container.upstream.get('alpha').getUsage([endpoint.id]);
    expect(usage?.totalUsedMb).toBe('12.50');
  });

  it('answers 422 validation_error with the reason when the network refuses', async () => {
    const { iccid, endpoint } = await attachedSim();
    await h.container.upstream.get('alpha').suspendEndpoint(endpoint.id);
    const res = await post('/admin/simulator/data-usage', { iccid, mb: 1 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'validation_error', details: { reason: 'endpoint_suspended', iccid } });

    const org = await h.createOrganization();
    const loose = (await post(`/admin/organizations/${org.id}/sims`, { count: 1, sim_type: 'eSIM' })).json().items[0];
    const unattached = await post('/admin/simulator/data-usage', { iccid: loose.iccid, mb: 1 });
    expect(unattached.statusCode).toBe(422);
    expect(unattached.json().details.reason).toBe('no_endpoint');
  });

  it('answers 404 for an unknown ICCID and 422 for malformed input', async () => {
    const res = await post('/admin/simulator/data-usage', { iccid: unknownIccid, mb: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'entity_not_found' });
    for (const payload of [{ iccid: unknownIccid }, { iccid: unknownIccid, mb: 0 }, { iccid: unknownIccid, mb: -1 }, { iccid: 'abc', mb: 1 }, { iccid: unknownIccid, mb: '1' }, { iccid: unknownIccid, mb: 1, extra: true }, { iccid: unknownIccid, mb: 0.0000001 }]) {
      const bad = await post('/admin/simulator/data-usage', payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(422);
      expect(bad.json().code).toBe('request_validation_error');
    }
  });
});

describe('POST /admin/simulator/imei', () => {
  it('puts the SIM into a device', async () => {
    const { iccid } = await attachedSim();
    const res = await post('/admin/simulator/imei', { iccid, imei: '490154203237518' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ iccid, imei: '490154203237518', last_seen_at: expect.any(String) });
    expect((await h.container.upstream.get('alpha').getSim(iccid))?.imei).toBe('490154203237518');
  });

  it('answers 404 for an unknown ICCID and 422 for a malformed IMEI', async () => {
    expect((await post('/admin/simulator/imei', { iccid: unknownIccid, imei: '490154203237518' })).statusCode).toBe(404);
    for (const imei of ['49015420323751', '4901542032375189', 'abcdefghijklmno']) {
      expect((await post('/admin/simulator/imei', { iccid: unknownIccid, imei })).statusCode).toBe(422);
    }
  });
});

describe('POST /admin/simulator/inbound-sms', () => {
  it('stores an SMS arriving for a SIM and refuses a number nobody has with 404', async () => {
    const [sim] = await h.container.upstream.get('alpha').deliverSims({ account: 'acct-in', count: 1, simType: 'physical' });
    const res = await post('/admin/simulator/inbound-sms', { from: '+491701234567', to: sim!.msisdn, body: 'hello' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ from: '+491701234567', to: sim!.msisdn, body: 'hello', received_at: expect.any(String) });
    const nobody = await post('/admin/simulator/inbound-sms', { from: '+491701234567', to: '+4930123456', body: 'hello' });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toMatchObject({ code: 'entity_not_found' });
    const rows = await h.container.db.select().from(simNetSms).where(eq(simNetSms.id, body.id));
    expect(rows[0]).toMatchObject({ direction: 'inbound', body: 'hello' });
  });

  it('rejects malformed SMS', async () => {
    for (const payload of [{ from: '+491701234567', to: '030123', body: 'x' }, { from: '+491701234567', to: '+4930123456', body: '' }, { from: '+491701234567', to: '+4930123456' }, { from: '+491701234567', to: '+4930123456', body: 'x'.repeat(1601) }]) {
      expect((await post('/admin/simulator/inbound-sms', payload)).statusCode, JSON.stringify(payload)).toBe(422);
    }
  });
});

describe('/admin/simulator/faults', () => {
  it('arms, lists and clears faults that upstream calls then hit', async () => {
    const set = await post('/admin/simulator/faults', { operation: 'get_sim', status: 503, count: 2 });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ operation: 'get_sim', status: 503, remaining: 2 });
    const list = await h.app.inject({ method: 'GET', url: '/admin/simulator/faults', headers: h.admin });
    expect(list.json()).toEqual({ items: [{ operation: 'get_sim', status: 503, remaining: 2 }] });
    await expect(h.container.upstream.get('beta').getSim(unknownIccid)).rejects.toMatchObject({ status: 503, retryable: true });

    const cleared = await h.app.inject({ method: 'DELETE', url: '/admin/simulator/faults', headers: h.admin });
    expect(cleared.statusCode).toBe(204);
    expect(await h.container.upstream.get('beta').getSim(unknownIccid)).toBeNull();
    expect((await h.app.inject({ method: 'GET', url: '/admin/simulator/faults', headers: h.admin })).json()).toEqual({ items: [] });
  });

  it('rejects unknown operations and statuses outside 400-599', async () => {
    for (const payload of [
      { operation: 'launch_rocket', status: 500, count: 1 },
      { operation: 'get_sim', status: 399, count: 1 },
      { operation: 'get_sim', status: 600, count: 1 },
      { operation: 'get_sim', status: 500, count: 0 },
      { operation: 'get_sim', status: 500 },
    ]) {
      const res = await post('/admin/simulator/faults', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().code).toBe('request_validation_error');
    }
  });
});

describe('/admin/simulator/latency', () => {
  it('sets the latency at run time and returns to the configured default', async () => {
    const set = await post('/admin/simulator/latency', { latency_ms: 25 });
    expect(set.json()).toEqual({ latency_ms: 25, source: 'runtime' });
    expect((await h.app.inject({ method: 'GET', url: '/admin/simulator/latency', headers: h.admin })).json()).toEqual({ latency_ms: 25, source: 'runtime' });
    expect((await post('/admin/simulator/latency', { latency_ms: null })).json()).toEqual({ latency_ms: 0, source: 'config' });
    expect((await post('/admin/simulator/latency', { latency_ms: -1 })).statusCode).toBe(422);
  });
});

describe('/admin/simulator/clock', () => {
  it('reads and advances the simulated time', async () => {
    const before = (await h.app.inject({ method: 'GET', url: '/admin/simulator/clock', headers: h.admin })).json();
    expect(before).toEqual({ now: expect.any(String), offset_seconds: expect.any(Number) });
    const res = await post('/admin/simulator/clock', { advance_seconds: 3600 });
    expect(res.statusCode).toBe(200);
    const after = res.json();
    expect(after.offset_seconds - before.offset_seconds).toBe(3600);
    expect(Date.parse(after.now) - Date.parse(before.now)).toBeGreaterThanOrEqual(3_600_000);
    for (const payload of [{ advance_seconds: 0 }, { advance_seconds: -5 }, { advance_seconds: 1.5 }, {}]) {
      expect((await post('/admin/simulator/clock', payload)).statusCode, JSON.stringify(payload)).toBe(422);
    }
  });
});

describe('simulator controls need the admin token', () => {
  it('answers 401 without it, with a wrong one or with an organisation token', async () => {
    const t = await h.tenant();
    const calls: Array<{ method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: unknown }> = [
      { method: 'POST', url: '/admin/simulator/data-usage', payload: { iccid: unknownIccid, mb: 1 } },
      { method: 'POST', url: '/admin/simulator/imei', payload: { iccid: unknownIccid, imei: '490154203237518' } },
      { method: 'POST', url: '/admin/simulator/inbound-sms', payload: { from: '+491701234567', to: '+4930123456', body: 'x' } },
      { method: 'POST', url: '/admin/simulator/faults', payload: { operation: 'get_sim', status: 500, count: 1 } },
      { method: 'GET', url: '/admin/simulator/faults' },
      { method: 'DELETE', url: '/admin/simulator/faults' },
      { method: 'GET', url: '/admin/simulator/clock' },
      { method: 'POST', url: '/admin/simulator/clock', payload: { advance_seconds: 1 } },
      { method: 'GET', url: '/admin/simulator/latency' },
      { method: 'POST', url: '/admin/simulator/latency', payload: { latency_ms: 1 } },
    ];
    for (const call of calls) {
      for (const headers of [{}, { authorization: 'Bearer wrong-token-wrong-token' }, t.admin]) {
        const res = await h.app.inject({ method: call.method, url: call.url, headers, ...(call.payload ? { payload: call.payload as object } : {}) });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
        expect(res.json().code).toBe('unauthorized');
      }
    }
    expect(await h.container.simulator.listFaults()).toEqual([]);
  });
});
