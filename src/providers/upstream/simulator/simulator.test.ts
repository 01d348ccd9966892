import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../../../test/database.ts';
import { operators } from '../../../modules/operators/operators.tables.ts';
import type { PlanAddonInput, UpstreamPort } from '../upstream.port.ts';
import { createUpstreamRegistry, type Upstream } from '../upstream.registry.ts';
import { luhnValid, runUpstreamContract } from '../upstream.contract.ts';
import { eidOf, iccidOf, imsiOf, msisdnOf, zonesOfIccid } from './simulator.identifiers.ts';
import type { InboundSms } from './simulator.messages.ts';
import { SimulatorRefusal } from './simulator.plans.ts';
import { simNetEndpoints, simNetSms, simNetUsage } from './simulator.tables.ts';

let tdb: TestDatabase;
let up: Upstream;
// The catalogue may be empty in a fresh database; these give each family an operator.
const magentaOperator = randomUUID();
const cyanOperator = randomUUID();
const coralOperator = randomUUID();

beforeAll(async () => {
  tdb = await freshDatabase();
  const db = tdb.database.db;
  up = createUpstreamRegistry({ simulator: { latencyMs: 0 }, upstream: { concurrencyPerProvider: 16 } }, db);
  await db.insert(operators).values([
    { id: magentaOperator, mcc: '262', mnc: '01', name: 'Magenta Net', country: 'DEU', iso: 'DE', compatibilityZone: 'magenta', provider: 'alpha' },
    { id: cyanOperator, mcc: '208', mnc: '01', name: 'Cyan Net', country: 'FRA', iso: 'FR', compatibilityZone: 'cyan', provider: 'alpha' },
    { id: coralOperator, mcc: '234', mnc: '15', name: 'Coral Net', country: 'GBR', iso: 'GB', compatibilityZone: 'coral', provider: 'beta' },
  ]);
});
afterAll(async () => tdb?.drop());

for (const provider of ['alpha', 'beta'] as const) {
  runUpstreamContract(`simulator ${provider}`, async () => ({
    port: up.get(provider),
    account: `acct-${provider}-1`,
    otherAccount: `acct-${provider}-2`,
    injectFault: async (operation, status, count) => {
      await up.simulator.setFault({ operation: operation as never, status, remaining: count });
    },
  }));
}

const plan = (over: Partial<PlanAddonInput> = {}): PlanAddonInput => ({
  allowanceMb: 100,
  validityDays: 30,
  activationType: 'immediate',
  throttle: 'unlimited',
  dataCap: null,
  ...over,
});

async function refusal(call: Promise<unknown>): Promise<string> {
  const err = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SimulatorRefusal);
  return (err as SimulatorRefusal).reason;
}

/** The operator serves one of the SIM's zones (the seeded catalogue may hold many). */
async function expectOperatorOfSim(operatorId: string | null, provider: 'alpha' | 'beta', iccid: string): Promise<void> {
  expect(operatorId).not.toBeNull();
  const [row] = await tdb.database.db.select().from(operators).where(eq(operators.id, operatorId!));
  expect(zonesOfIccid(provider, iccid) as string[]).toContain(row?.compatibilityZone);
}

/** A delivered SIM attached to a fresh endpoint of the account. */
async function attachedSim(port: UpstreamPort, simType: 'physical' | 'eSIM' = 'physical') {
  const [sim] = await port.deliverSims({ account: 'acct-sim', count: 1, simType });
  const endpoint = await port.createEndpoint({ account: 'acct-sim', iccid: sim!.iccid });
  return { sim: sim!, endpoint };
}

describe('numbering plan', () => {
  it('builds ICCIDs with a Luhn digit, IMSIs under the home network, valid mobile MSISDNs and EIDs with MOD 97-10', () => {
    for (const serial of [1, 42, 9_999_999]) {
      expect(luhnValid(iccidOf('alpha', serial))).toBe(true);
      expect(iccidOf('beta', serial)).toMatch(/^894902\d{13}$/);
      expect(imsiOf('alpha', serial)).toMatch(/^90107\d{10}$/);
      expect(imsiOf('beta', serial)).toMatch(/^90109\d{10}$/);
      for (const p of ['alpha', 'beta'] as const) {
        const n = parsePhoneNumberFromString(msisdnOf(p, serial));
        expect(n?.isValid()).toBe(true);
        expect(n?.getType()).toBe('MOBILE');
        const eid = eidOf(p, serial);
        expect(eid).toMatch(/^\d{32}$/);
        expect(BigInt(eid) % 97n).toBe(1n);
      }
    }
  });

  it('derives zones from the ICCID: the first zone always, consecutive serials cover every combination', () => {
    const alpha = new Set(Array.from({ length: 16 }, (_, i) => zonesOfIccid('alpha', iccidOf('alpha', 100 + i)).join(',')));
    expect(alpha.size).toBe(16);
    for (const z of alpha) expect(z.startsWith('magenta')).toBe(true);
    const beta = new Set(Array.from({ length: 8 }, (_, i) => zonesOfIccid('beta', iccidOf('beta', 7 + i)).join(',')));
    expect(beta.size).toBe(8);
    expect(zonesOfIccid('beta', iccidOf('beta', 8))).toEqual(['coral']);
  });

  it('never hands out the same identifiers to concurrent deliveries', async () => {
    const port = up.get('alpha');
    const batches = await Promise.all([1, 2, 3].map(() => port.deliverSims({ account: 'acct-c', count: 20, simType: 'physical' })));
    const iccids = batches.flat().map((s) => s.iccid);
    expect(new Set(iccids).size).toBe(60);
  });
});

describe('data consumption', () => {
  it('is refused without an endpoint, while suspended, barred or locked to another device', async () => {
    const port = up.get('alpha');
    const c = up.simulator;
    expect(await refusal(c.consumeData('8949010000009999990', '1'))).toBe('sim_not_found');
    const [loose] = await port.deliverSims({ account: 'acct-sim', count: 1, simType: 'physical' });
    expect(await refusal(c.consumeData(loose!.iccid, '1'))).toBe('no_endpoint');

    const { sim, endpoint } = await attachedSim(port);
    await port.suspendEndpoint(endpoint.id);
    expect(await refusal(c.consumeData(sim.iccid, '1'))).toBe('endpoint_suspended');
    await port.resumeEndpoint(endpoint.id);

    await port.setNetworkBars(endpoint.id, ['4G']);
    expect(await refusal(c.consumeData(sim.iccid, '1'))).toBe('network_type_barred');
    await port.setNetworkBars(endpoint.id, ['2G', '3G']);
    expect((await c.consumeData(sim.iccid, '1')).mb).toBe('1.00');

    await port.setImeiLock(endpoint.id, '356938035643809');
    expect(await refusal(c.consumeData(sim.iccid, '1'))).toBe('imei_locked');
    await c.reportImei(sim.iccid, '490154203237518');
    expect(await refusal(c.consumeData(sim.iccid, '1'))).toBe('imei_locked');
    await c.reportImei(sim.iccid, '356938035643809');
    expect((await c.consumeData(sim.iccid, '2.5')).mb).toBe('2.50');
  });

  it('draws from add-ons in order, starts first-usage add-ons, exhausts them and bills the rest out of bundle', async () => {
    const port = up.get('alpha');
    const { sim, endpoint } = await attachedSim(port);
    const first = await port.addPlan(endpoint.id, plan({ allowanceMb: 100 }));
    const second = await port.addPlan(endpoint.id, plan({ allowanceMb: 50, activationType: 'on_first_data_usage', validityDays: 10 }));
    const from = await port.now();

    const session = await up.simulator.consumeData(sim.iccid, '120');
    expect(session).toMatchObject({ endpointId: endpoint.id, mb: '120.00', outOfBundleMb: '0.00' });
    await expectOperatorOfSim(session.operatorId, 'alpha', sim.iccid);
    let [usage] = await port.getUsage([endpoint.id]);
    const byId = (id: string) => usage!.addons.find((a) => a.id === id)!;
    expect(byId(first.id)).toMatchObject({ status: 'exhausted' });
    expect(Number(byId(first.id).usedMb)).toBe(100);
    expect(byId(second.id).status).toBe('active');
    expect(Number(byId(second.id).usedMb)).toBe(20);
    expect(byId(second.id).activatedAt?.getTime()).toBe(session.occurredAt.getTime());
    expect(byId(second.id).expiresAt!.getTime() - session.occurredAt.getTime()).toBe(10 * 86_400_000);

    const overflow = await up.simulator.consumeData(sim.iccid, '40');
    expect(overflow.outOfBundleMb).toBe('10.00');
    [usage] = await port.getUsage([endpoint.id]);
    expect(byId(second.id).status).toBe('exhausted');
    expect(usage!.totalUsedMb).toBe('160.00');

    const costs = await port.getCosts({ iccid: sim.iccid, from, to: new Date((await port.now()).getTime() + 1000) });
    expect(costs).toEqual({ currency: 'EUR', lines: [{ service: 'DATA', usage: '160.00', amount: '0.32', operatorIds: [session.operatorId] }] });

    const rows = await tdb.database.db.select().from(simNetUsage).where(and(eq(simNetUsage.provider, 'alpha'), eq(simNetUsage.iccid, sim.iccid)));
    expect(rows.map((r) => [r.addonId, Number(r.quantity)]).sort((a, b) => Number(b[1]) - Number(a[1]))).toEqual([
      [first.id, 100],
      [second.id, 30],
      [second.id, 20],
      [null, 10],
    ]);
  });

  it('keeps concurrent sessions on one SIM consistent', async () => {
    const port = up.get('beta');
    const [sim] = await port.deliverSims({ account: 'acct-sim', count: 1, simType: 'physical' });
    const endpoint = await port.createEndpoint({ account: 'acct-sim', iccid: sim!.iccid });
    const addon = await port.addPlan(endpoint.id, plan({ allowanceMb: 25 }));
    await Promise.all(Array.from({ length: 6 }, () => up.simulator.consumeData(sim!.iccid, '5')));
    const [usage] = await port.getUsage([endpoint.id]);
    expect(usage!.totalUsedMb).toBe('30.00');
    expect(usage!.addons.find((a) => a.id === addon.id)).toMatchObject({ status: 'exhausted', usedMb: '25.000000' });
    const status = await port.getNetworkStatus(endpoint.id);
    expect(status).toMatchObject({ connected: true, rat: '4g' });
    await expectOperatorOfSim(status.operatorId, 'beta', sim!.iccid);
  });

  it('moves an eSIM profile from downloaded to installed (device seen) to enabled (first data)', async () => {
    const port = up.get('alpha');
    const { sim, endpoint } = await attachedSim(port, 'eSIM');
    expect(sim.esimProfileStatus).toBe('downloaded');
    expect(await port.getNetworkStatus(endpoint.id)).toMatchObject({ connected: false, operatorId: null });
    await up.simulator.reportImei(sim.iccid, '490154203237518');
    expect((await port.getSim(sim.iccid))?.esimProfileStatus).toBe('installed');
    const seen = await port.getNetworkStatus(endpoint.id);
    expect(seen.connected).toBe(true);
    await expectOperatorOfSim(seen.operatorId, 'alpha', sim.iccid);
    expect((await port.getNetworkStatus(endpoint.id)).operatorId).toBe(seen.operatorId);
    await up.simulator.consumeData(sim.iccid, '1');
    expect((await port.getSim(sim.iccid))?.esimProfileStatus).toBe('enabled');
    await port.setNetworkBars(endpoint.id, ['4G']);
    expect(await port.getNetworkStatus(endpoint.id)).toMatchObject({ connected: false, rat: 'unknown' });
    await port.suspendEndpoint(endpoint.id);
    expect((await port.getNetworkStatus(endpoint.id)).connected).toBe(false);
  });
});

describe('inbound SMS', () => {
  it('stores the SMS with the provider that owns the number and tells listeners', async () => {
    const heard: InboundSms[] = [];
    up.simulator.onInboundSms(async (sms) => {
      heard.push(sms);
    });
    const [sim] = await up.get('beta').deliverSims({ account: 'acct-sms', count: 1, simType: 'physical' });
    const toSim = await up.simulator.injectInboundSms({ from: '+491701234567', to: sim!.msisdn, body: 'hi sim' });
    expect(toSim).toMatchObject({ provider: 'beta', iccid: sim!.iccid, body: 'hi sim' });
    const found = await up.numbers.searchNumbers({ account: 'acct-sms', countryIso: 'DE', numberType: 'local', contains: null, limit: 1, currency: 'EUR', holdSeconds: 60 });
    const ordered = await up.numbers.orderNumber({ account: 'acct-sms', holdId: found.numbers[0]!.holdId });
    const toNumber = await up.simulator.injectInboundSms({ from: 'ACME', to: ordered.e164, body: 'hi number' });
    expect(toNumber).toMatchObject({ provider: 'alpha', iccid: null });
    expect(heard.map((h) => h.id)).toEqual([toSim.id, toNumber.id]);
    await expect(up.simulator.injectInboundSms({ from: 'ACME', to: '+4930123456', body: 'nobody' })).rejects.toMatchObject({ reason: 'number_not_found' });
    const rows = await tdb.database.db.select().from(simNetSms).where(eq(simNetSms.direction, 'inbound'));
    expect(rows.map((r) => r.body).sort()).toEqual(['hi number', 'hi sim']);
  });
});

describe('faults and latency', () => {
  it('fails the next calls with the injected status and forgets cleared faults', async () => {
    const port = up.get('alpha');
    const [sim] = await port.deliverSims({ account: 'acct-f', count: 1, simType: 'physical' });
    const endpoint = await port.createEndpoint({ account: 'acct-f', iccid: sim!.iccid });
    await up.simulator.setFault({ operation: 'add_plan', status: 422, remaining: 1 });
    await expect(port.addPlan(endpoint.id, plan())).rejects.toMatchObject({ kind: 'rejected', status: 422, retryable: false, operation: 'add_plan' });
    expect((await port.addPlan(endpoint.id, plan())).status).toBe('active');

    await up.simulator.setFault({ operation: 'get_usage', status: 502, remaining: 5 });
    expect(await up.simulator.listFaults()).toEqual([{ operation: 'get_usage', status: 502, remaining: 5 }]);
    await expect(port.getUsage([endpoint.id])).rejects.toMatchObject({ kind: 'unavailable', retryable: true });
    await up.simulator.clearFaults();
    expect(await up.simulator.listFaults()).toEqual([]);
    expect(await port.getUsage([endpoint.id])).toHaveLength(1);
  });

  it('waits the run-time latency on every call and returns to the configured default', async () => {
    const port = up.get('beta');
    expect(await up.simulator.setLatency(150)).toEqual({ latencyMs: 150, source: 'runtime' });
    const started = Date.now();
    await port.getSim('8900000000000000000');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(await up.simulator.setLatency(null)).toEqual({ latencyMs: 0, source: 'config' });
    const quick = Date.now();
    await port.getSim('8900000000000000000');
    expect(Date.now() - quick).toBeLessThan(140);
  });
});

describe('suspends and resumes sent together', () => {
  it('are written together: a fault fires for as many calls as it has left, and one endpoint named twice moves once', async () => {
    const port = up.get('alpha');
    const endpoints = await Promise.all(Array.from({ length: 6 }, () => port.createEndpoint({ account: 'acct-g', iccid: null })));
    await up.simulator.setFault({ operation: 'suspend_endpoint', status: 503, remaining: 2 });
    const settled = await Promise.allSettled(endpoints.map((e) => port.suspendEndpoint(e.id)));
    const refused = settled.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(2);
    for (const r of refused) expect(r.reason).toMatchObject({ kind: 'unavailable', status: 503, operation: 'suspend_endpoint' });
    expect(await up.simulator.listFaults()).toEqual([]);
    // What a fault refused did not happen; the others did.
    const rows = await tdb.database.db.select().from(simNetEndpoints).where(eq(simNetEndpoints.account, 'acct-g'));
    const suspended = new Set(rows.filter((r) => r.status === 'suspended').map((r) => r.id));
    expect(suspended.size).toBe(4);
    settled.forEach((r, i) => expect(suspended.has(endpoints[i]!.id)).toBe(r.status === 'fulfilled'));

    const twice = endpoints.find((e) => suspended.has(e.id))!;
    const again = await Promise.allSettled([port.resumeEndpoint(twice.id), port.resumeEndpoint(twice.id), port.resumeEndpoint(randomUUID())]);
    expect(again.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected', 'rejected']);
    const reasons = again.flatMap((r) => (r.status === 'rejected' ? [(r.reason as { status: number }).status] : [])).sort();
    expect(reasons).toEqual([404, 409]);
  });
});

describe('eSIM issues, endpoint creations and add-ons sent together', () => {
  it('are written together: a fault refuses as many as it has left, and each call the statement leaves out gets its own rule', async () => {
    const port = up.get('alpha');
    const account = `acct-batch-${randomUUID()}`;
    await up.simulator.setFault({ operation: 'issue_esim', status: 503, remaining: 1 });
    const issues = await Promise.allSettled([
      ...Array.from({ length: 4 }, () => port.issueEsim({ account, basePlan: 'base' })),
      port.issueEsim({ account, basePlan: '' }),
    ]);
    expect(issues.map((r) => (r.status === 'fulfilled' ? 'ok' : (r.reason as { status: number }).status))).toEqual([503, 'ok', 'ok', 'ok', 400]);
    const sims = issues.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    expect(new Set(sims.map((x) => x.iccid)).size).toBe(3);
    for (const sim of sims) expect(await port.getSim(sim.iccid)).toMatchObject({ iccid: sim.iccid, simType: 'eSIM', endpointId: null });
    // Each comes with its own activation code, the one the provider keeps for it.
    for (const sim of sims) expect(sim.activationCode).toBe(await port.getEsimActivationCode(sim.iccid));
    expect(new Set(sims.map((x) => x.activationCode)).size).toBe(3);

    // Two calls name one SIM: the first takes it, the second is told it is taken.
    const [a, b, c] = sims as [(typeof sims)[0], (typeof sims)[0], (typeof sims)[0]];
    const created = await Promise.allSettled([
      port.createEndpoint({ account, iccid: a.iccid }),
      port.createEndpoint({ account, iccid: a.iccid }),
      port.createEndpoint({ account, iccid: b.iccid }),
      port.createEndpoint({ account: 'another-account', iccid: c.iccid }),
      port.createEndpoint({ account, iccid: null }),
    ]);
    expect(created.map((r) => (r.status === 'fulfilled' ? 'ok' : (r.reason as { status: number }).status))).toEqual(['ok', 409, 'ok', 404, 'ok']);
    const first = (created[0] as PromiseFulfilledResult<{ id: string; iccid: string | null; status: string }>).value;
    expect(first).toMatchObject({ iccid: a.iccid, status: 'active' });
    expect(await port.getSim(a.iccid)).toMatchObject({ endpointId: first.id, status: 'active' });
    expect(await port.getSim(c.iccid)).toMatchObject({ endpointId: null });

    await up.simulator.setFault({ operation: 'add_plan', status: 500, remaining: 1 });
    const added = await Promise.allSettled([
      port.addPlan(first.id, plan()),
      port.addPlan(first.id, plan({ allowanceMb: 200 })),
      port.addPlan(first.id, plan({ activationType: 'on_first_data_usage' })),
      port.addPlan(randomUUID(), plan()),
      port.addPlan(first.id, plan({ validityDays: 0 })),
    ]);
    expect(added.map((r) => (r.status === 'fulfilled' ? 'ok' : (r.reason as { status: number }).status))).toEqual([500, 'ok', 'ok', 404, 400]);
    const [usage] = await port.getUsage([first.id]);
    const addons = usage!.addons.map((x) => ({ allowanceMb: Number(x.allowanceMb), status: x.status }));
    expect(addons.sort((x, y) => x.allowanceMb - y.allowanceMb)).toEqual([
      { allowanceMb: 100, status: 'pending' },
      { allowanceMb: 200, status: 'active' },
    ]);
    const active = usage!.addons.find((x) => x.status === 'active')!;
    expect(new Date(active.expiresAt!).getTime() - new Date(active.activatedAt!).getTime()).toBe(30 * 86_400_000);
    expect(await up.simulator.listFaults()).toEqual([]);
  });

  it('endpoints with their add-on are written together: the fault of each part refuses calls in order, and a refused call leaves its SIM free', async () => {
    const port = up.get('alpha');
    const account = `acct-provision-${randomUUID()}`;
    const [s0, s1, s2, s3, s4] = await port.deliverSims({ account, count: 5, simType: 'eSIM' });
    await up.simulator.setFault({ operation: 'create_endpoint', status: 503, remaining: 1 });
    await up.simulator.setFault({ operation: 'add_plan', status: 500, remaining: 2 });
    const made = await Promise.allSettled([
      port.createEndpointWithPlan({ account, iccid: s0!.iccid, plan: plan() }),
      port.createEndpointWithPlan({ account, iccid: s1!.iccid, plan: plan() }),
      port.createEndpointWithPlan({ account, iccid: s2!.iccid, plan: plan() }),
      port.createEndpointWithPlan({ account, iccid: s3!.iccid, plan: plan({ allowanceMb: 300 }) }),
      port.createEndpointWithPlan({ account, iccid: s3!.iccid, plan: plan() }),
      port.createEndpointWithPlan({ account, iccid: s4!.iccid, plan: plan({ validityDays: 0 }) }),
    ]);
    const outcome = made.map((r) => (r.status === 'fulfilled' ? 'ok' : `${(r.reason as { operation: string }).operation} ${(r.reason as { status: number }).status}`));
    expect(outcome).toEqual(['create_endpoint 503', 'add_plan 500', 'add_plan 500', 'ok', 'create_endpoint 409', 'add_plan 400']);
    const { endpoint, addon } = (made[3] as PromiseFulfilledResult<{ endpoint: { id: string }; addon: { id: string; allowanceMb: string } }>).value;
    expect(Number(addon.allowanceMb)).toBe(300);
    expect(await port.getSim(s3!.iccid)).toMatchObject({ endpointId: endpoint.id, status: 'active' });
    const [usage] = await port.getUsage([endpoint.id]);
    expect(usage?.addons.map((x) => x.id)).toEqual([addon.id]);
    for (const sim of [s0, s1, s2, s4]) expect((await port.getSim(sim!.iccid))?.endpointId).toBeNull();
    expect(await up.simulator.listFaults()).toEqual([]);
  });
});

// Runs last in this file: it moves the shared clock forward.
describe('clock', () => {
  it('moves forward, expires add-ons and slides data-cap windows', async () => {
    const port = up.get('alpha');
    const { sim, endpoint } = await attachedSim(port);
    const short = await port.addPlan(endpoint.id, plan({ allowanceMb: 50, validityDays: 1 }));
    const capped = await port.addPlan(
      endpoint.id,
      plan({ allowanceMb: 500, validityDays: 30, dataCap: { thresholdMb: 10, period: 'daily', periodMultiplier: 1, action: 'throttle_256kbps' } }),
    );
    await up.simulator.consumeData(sim.iccid, '50');
    await up.simulator.consumeData(sim.iccid, '11');
    let [usage] = await port.getUsage([endpoint.id]);
    expect(usage!.throttle).toBe('throttle_256kbps');
    const [row] = await tdb.database.db.select().from(simNetEndpoints).where(eq(simNetEndpoints.id, endpoint.id));
    expect(row?.throttle).toBe('throttle_256kbps');

    const before = await up.simulator.clock();
    const after = await up.simulator.advanceClock(2 * 86_400);
    expect(after.offsetSeconds - before.offsetSeconds).toBe(2 * 86_400);
    expect(after.now.getTime() - before.now.getTime()).toBeGreaterThanOrEqual(2 * 86_400_000);
    expect((await port.now()).getTime()).toBeGreaterThanOrEqual(after.now.getTime());

    [usage] = await port.getUsage([endpoint.id]);
    expect(usage!.throttle).toBeNull();
    expect(usage!.addons.find((a) => a.id === short.id)?.status).toBe('exhausted');
    expect(usage!.addons.find((a) => a.id === capped.id)?.status).toBe('active');

    const fresh = await port.addPlan(endpoint.id, plan({ allowanceMb: 5, validityDays: 1 }));
    await up.simulator.advanceClock(86_400);
    [usage] = await port.getUsage([endpoint.id]);
    expect(usage!.addons.find((a) => a.id === fresh.id)?.status).toBe('expired');
  });
});
