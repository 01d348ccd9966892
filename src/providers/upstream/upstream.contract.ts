// The contract every upstream adapter passes: what the platform relies on from a
// provider, checked through the port alone. An adapter's test file calls
// runUpstreamContract with a factory; capabilities a real provider cannot offer on
// demand (injected faults) are optional and their checks are skipped without them.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProviderName, type UpstreamPort, UpstreamError, zoneFamilies } from './upstream.port.ts';

export interface ContractSubject {
  port: UpstreamPort;
  /** An account the provider knows, and a second one for ownership checks. */
  account: string;
  otherAccount: string;
  /** Makes the next `count` calls of `operation` fail with HTTP `status`. */
  injectFault?(operation: string, status: number, count: number): Promise<void>;
  close?(): Promise<void>;
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Awaits a call that must fail with an UpstreamError of this kind (the number contract uses it too). */
export async function refused(call: Promise<unknown>, kind: UpstreamError['kind'], operation: string): Promise<UpstreamError> {
  const err = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err, `${operation} should fail with ${kind}`).toBeInstanceOf(UpstreamError);
  const e = err as UpstreamError;
  expect(e.kind).toBe(kind);
  expect(e.operation).toBe(operation);
  expect(e.retryable).toBe(kind === 'unavailable' || kind === 'rate_limited');
  return e;
}

const plan = (over: Partial<Parameters<UpstreamPort['addPlan']>[1]> = {}): Parameters<UpstreamPort['addPlan']>[1] => ({
  allowanceMb: 1000,
  validityDays: 30,
  activationType: 'immediate',
  throttle: 'unlimited',
  dataCap: null,
  ...over,
});

export function runUpstreamContract(name: string, makeSubject: () => Promise<ContractSubject>): void {
  describe(`upstream contract: ${name}`, () => {
    let s: ContractSubject;
    let port: UpstreamPort;
    let provider: ProviderName;
    beforeAll(async () => {
      s = await makeSubject();
      port = s.port;
      provider = port.provider;
    });
    afterAll(async () => s?.close?.());

    const deliver = (count: number, simType: 'physical' | 'eSIM' = 'physical', account?: string) =>
      port.deliverSims({ account: account ?? s.account, count, simType });

    describe('SIM delivery', () => {
      it('delivers valid, unique physical SIMs', async () => {
        const sims = await deliver(5);
        expect(sims).toHaveLength(5);
        for (const sim of sims) {
          expect(sim.iccid).toMatch(/^89\d{17}$/);
          expect(luhnValid(sim.iccid)).toBe(true);
          expect(sim.imsi).toMatch(/^\d{15}$/);
          expect(sim.msisdn).toMatch(/^\+[1-9]\d{7,14}$/);
          expect(sim.simType).toBe('physical');
          expect(sim.eid).toBeNull();
          expect(sim.esimProfileStatus).toBeNull();
          expect(sim.status).toBe('inactive');
          expect(sim.endpointId).toBeNull();
          expect(sim.compatibilityZones.length).toBeGreaterThan(0);
          for (const z of sim.compatibilityZones) expect(zoneFamilies[provider]).toContain(z);
          expect(await port.getSim(sim.iccid)).toEqual(sim);
          expect(await port.getEsimActivationCode(sim.iccid)).toBeNull();
        }
        const more = await deliver(5);
        const all = [...sims, ...more];
        expect(new Set(all.map((x) => x.iccid)).size).toBe(10);
        expect(new Set(all.map((x) => x.msisdn)).size).toBe(10);
        expect(new Set(all.map((x) => x.imsi)).size).toBe(10);
      });

      it('delivers eSIMs with an EID, a profile status and an LPA activation code', async () => {
        const sims = await deliver(2, 'eSIM');
        for (const sim of sims) {
          expect(sim.simType).toBe('eSIM');
          expect(sim.eid).toMatch(/^\d{32}$/);
          expect(sim.esimProfileStatus).not.toBeNull();
          expect(luhnValid(sim.iccid)).toBe(true);
          expect(await port.getEsimActivationCode(sim.iccid)).toMatch(/^LPA:1\$[A-Za-z0-9.-]+\$[A-Za-z0-9-]+$/);
        }
      });

      it('issues a different eSIM of the pool on each call, with its activation code, and reads an endpoint back', async () => {
        const [one, two] = await Promise.all([port.issueEsim({ account: s.account, basePlan: 'esim-base' }), port.issueEsim({ account: s.account, basePlan: 'esim-base' })]);
        expect(one?.simType).toBe('eSIM');
        expect(one?.iccid).not.toBe(two?.iccid);
        const code = await port.getEsimActivationCode(one?.iccid as string);
        expect(code).toMatch(/^LPA:1\$/);
        // A provider that hands the code out with the eSIM hands out the one it keeps.
        if (one?.activationCode !== null) expect(one?.activationCode).toBe(code);
        const endpoint = await port.createEndpoint({ account: s.account, iccid: one?.iccid as string });
        expect(await port.getEndpoint(endpoint.id)).toEqual(endpoint);
        expect((await port.getSim(one?.iccid as string))?.endpointId).toBe(endpoint.id);
        await port.detachSim(endpoint.id);
        await port.deleteEndpoint(endpoint.id);
        expect(await port.getEndpoint(endpoint.id)).toBeNull();
        await refused(port.issueEsim({ account: s.account, basePlan: '' }), 'rejected', 'issue_esim');
      });

      it('refuses a delivery it cannot make and knows nothing of unknown SIMs', async () => {
        await refused(deliver(0), 'rejected', 'deliver_sims');
        await refused(deliver(100_000), 'rejected', 'deliver_sims');
        expect(await port.getSim('8900000000000000000')).toBeNull();
        await refused(port.getEsimActivationCode('8900000000000000000'), 'not_found', 'get_esim_activation_code');
      });
    });

    describe('endpoints', () => {
      it('runs the lifecycle: create, attach, suspend, resume, bars, IMEI lock, detach, delete', async () => {
        const [a, b] = await deliver(2);
        const ep = await port.createEndpoint({ account: s.account, iccid: null });
        expect(ep).toMatchObject({ iccid: null, status: 'active', barredNetworkTypes: [], imeiLock: null });

        const attached = await port.attachSim(ep.id, a!.iccid);
        expect(attached.iccid).toBe(a!.iccid);
        expect(await port.getSim(a!.iccid)).toMatchObject({ endpointId: ep.id, status: 'active' });

        expect((await port.suspendEndpoint(ep.id)).status).toBe('suspended');
        expect((await port.getSim(a!.iccid))?.status).toBe('suspended');
        expect((await port.resumeEndpoint(ep.id)).status).toBe('active');
        expect((await port.getSim(a!.iccid))?.status).toBe('active');

        expect((await port.setNetworkBars(ep.id, ['3G', '2G'])).barredNetworkTypes.sort()).toEqual(['2G', '3G']);
        expect((await port.setNetworkBars(ep.id, [])).barredNetworkTypes).toEqual([]);
        expect((await port.setImeiLock(ep.id, '490154203237518')).imeiLock).toBe('490154203237518');
        expect((await port.setImeiLock(ep.id, null)).imeiLock).toBeNull();

        const detached = await port.detachSim(ep.id);
        expect(detached.iccid).toBeNull();
        expect(await port.getSim(a!.iccid)).toMatchObject({ endpointId: null, status: 'inactive' });

        const withSim = await port.createEndpoint({ account: s.account, iccid: b!.iccid });
        expect(withSim.iccid).toBe(b!.iccid);

        await port.deleteEndpoint(ep.id);
        await refused(port.suspendEndpoint(ep.id), 'not_found', 'suspend_endpoint');
        await refused(port.attachSim(ep.id, a!.iccid), 'not_found', 'attach_sim');
      });

      it('refuses what breaks the rules, with non-retryable typed errors', async () => {
        const [a, b] = await deliver(2);
        const [foreign] = await deliver(1, 'physical', s.otherAccount);
        const ep = await port.createEndpoint({ account: s.account, iccid: a!.iccid });
        const other = await port.createEndpoint({ account: s.account, iccid: null });

        await refused(port.deleteEndpoint(ep.id), 'conflict', 'delete_endpoint');
        await refused(port.attachSim(ep.id, b!.iccid), 'conflict', 'attach_sim');
        await refused(port.attachSim(other.id, a!.iccid), 'conflict', 'attach_sim');
        await refused(port.attachSim(other.id, foreign!.iccid), 'not_found', 'attach_sim');
        await refused(port.attachSim(other.id, '8900000000000000000'), 'not_found', 'attach_sim');
        await refused(port.createEndpoint({ account: s.account, iccid: a!.iccid }), 'conflict', 'create_endpoint');
        await refused(port.resumeEndpoint(ep.id), 'conflict', 'resume_endpoint');
        await port.suspendEndpoint(ep.id);
        await refused(port.suspendEndpoint(ep.id), 'conflict', 'suspend_endpoint');
        await refused(port.setNetworkBars(ep.id, ['6G' as never]), 'rejected', 'set_network_bars');
        await refused(port.setImeiLock(ep.id, '1234'), 'rejected', 'set_imei_lock');
        for (const op of [
          () => port.detachSim('no-such-endpoint'),
          () => port.deleteEndpoint('no-such-endpoint'),
          () => port.getNetworkStatus('no-such-endpoint'),
        ]) {
          const e = await op().then(
            () => null,
            (err: unknown) => err,
          );
          expect(e).toBeInstanceOf(UpstreamError);
          expect((e as UpstreamError).kind).toBe('not_found');
          expect((e as UpstreamError).retryable).toBe(false);
        }
      });
    });

    describe('plan add-ons and usage', () => {
      it('activates immediate add-ons at once and keeps first-usage add-ons pending', async () => {
        const [a] = await deliver(1);
        const ep = await port.createEndpoint({ account: s.account, iccid: a!.iccid });
        const now = await port.now();
        const immediate = await port.addPlan(ep.id, plan({ allowanceMb: 500, validityDays: 7 }));
        expect(immediate).toMatchObject({ endpointId: ep.id, status: 'active' });
        expect(Number(immediate.allowanceMb)).toBe(500);
        expect(Number(immediate.usedMb)).toBe(0);
        expect(immediate.activatedAt).toBeInstanceOf(Date);
        expect(Math.abs(immediate.activatedAt!.getTime() - now.getTime())).toBeLessThan(60_000);
        expect(immediate.expiresAt!.getTime() - immediate.activatedAt!.getTime()).toBe(7 * 86_400_000);

        const pending = await port.addPlan(ep.id, plan({ activationType: 'on_first_data_usage' }));
        expect(pending).toMatchObject({ status: 'pending', activatedAt: null, expiresAt: null });

        const [usage] = await port.getUsage([ep.id, 'no-such-endpoint']);
        expect(usage?.endpointId).toBe(ep.id);
        expect(Number(usage?.totalUsedMb)).toBe(0);
        expect(usage?.throttle).toBeNull();
        expect(usage?.addons.map((x) => [x.id, x.status])).toEqual([
          [immediate.id, 'active'],
          [pending.id, 'pending'],
        ]);

        await port.removePlan(ep.id, pending.id);
        const [after] = await port.getUsage([ep.id]);
        expect(after?.addons.find((x) => x.id === pending.id)?.status).toBe('removed');
        await refused(port.removePlan(ep.id, 'no-such-addon'), 'not_found', 'remove_plan');
        await refused(port.addPlan('no-such-endpoint', plan()), 'not_found', 'add_plan');
        await refused(port.addPlan(ep.id, plan({ validityDays: 0 })), 'rejected', 'add_plan');
      });

      it('creates an endpoint with its first add-on in one call, refused as either part would be', async () => {
        const [a, b] = await deliver(2, 'eSIM');
        const made = await port.createEndpointWithPlan({ account: s.account, iccid: a!.iccid, plan: plan({ allowanceMb: 500 }) });
        expect(made.endpoint).toMatchObject({ iccid: a!.iccid, status: 'active' });
        expect(made.addon).toMatchObject({ endpointId: made.endpoint.id, status: 'active' });
        expect(Number(made.addon.allowanceMb)).toBe(500);
        expect(await port.getEndpoint(made.endpoint.id)).toEqual(made.endpoint);
        expect((await port.getSim(a!.iccid))?.endpointId).toBe(made.endpoint.id);
        const [usage] = await port.getUsage([made.endpoint.id]);
        expect(usage?.addons.map((x) => [x.id, x.status])).toEqual([[made.addon.id, 'active']]);

        // The SIM is on an endpoint now; a malformed plan is refused before anything is made.
        await refused(port.createEndpointWithPlan({ account: s.account, iccid: a!.iccid, plan: plan() }), 'conflict', 'create_endpoint');
        await refused(port.createEndpointWithPlan({ account: s.account, iccid: b!.iccid, plan: plan({ validityDays: 0 }) }), 'rejected', 'add_plan');
        expect((await port.getSim(b!.iccid))?.endpointId).toBeNull();
      });
    });

    describe('network status, SMS and costs', () => {
      it('reports an endpoint without a SIM, or with an unseen SIM, as not connected', async () => {
        const empty = await port.createEndpoint({ account: s.account, iccid: null });
        expect(await port.getNetworkStatus(empty.id)).toEqual({ connected: false, rat: 'unknown', operatorId: null, lastSeenAt: null });
        const [a] = await deliver(1);
        const ep = await port.createEndpoint({ account: s.account, iccid: a!.iccid });
        expect((await port.getNetworkStatus(ep.id)).connected).toBe(false);
      });

      it('sends SMS to attached SIMs and bills them as SMS-MT', async () => {
        const [a, b] = await deliver(2);
        const from = await port.now();
        const ep = await port.createEndpoint({ account: s.account, iccid: a!.iccid });
        const sent = await port.sendSms({ iccid: a!.iccid, message: 'hello' });
        expect(sent.status).toBe('sent');
        expect(typeof sent.id).toBe('string');
        await port.sendSms({ iccid: a!.iccid, message: 'again' });
        await refused(port.sendSms({ iccid: b!.iccid, message: 'nobody home' }), 'conflict', 'send_sms');
        await refused(port.sendSms({ iccid: '8900000000000000000', message: 'x' }), 'not_found', 'send_sms');
        await port.suspendEndpoint(ep.id);
        await refused(port.sendSms({ iccid: a!.iccid, message: 'paused' }), 'conflict', 'send_sms');

        const to = new Date((await port.now()).getTime() + 1000);
        const costs = await port.getCosts({ iccid: a!.iccid, from, to });
        expect(costs.currency).toMatch(/^[A-Z]{3}$/);
        const sms = costs.lines.find((l) => l.service === 'SMS-MT');
        expect(sms?.usage).toBe('2');
        expect(Number(sms?.amount)).toBeGreaterThan(0);
        expect(sms?.amount).toMatch(/^\d+\.\d+$/);
        const none = await port.getCosts({ iccid: b!.iccid, from, to });
        expect(none.lines).toEqual([]);
        await refused(port.getCosts({ iccid: '8900000000000000000', from, to }), 'not_found', 'get_costs');
      });
    });

    describe('typed failures', () => {
      it('classifies HTTP statuses: 5xx and 429 are retryable, rule breaks are not', () => {
        expect(UpstreamError.fromStatus('get_sim', 503)).toMatchObject({ kind: 'unavailable', retryable: true, status: 503 });
        expect(UpstreamError.fromStatus('get_sim', 429)).toMatchObject({ kind: 'rate_limited', retryable: true });
        expect(UpstreamError.fromStatus('get_sim', 404)).toMatchObject({ kind: 'not_found', retryable: false });
        expect(UpstreamError.fromStatus('get_sim', 409)).toMatchObject({ kind: 'conflict', retryable: false });
        expect(UpstreamError.fromStatus('get_sim', 400)).toMatchObject({ kind: 'rejected', retryable: false });
      });

      it('fails the requested number of calls as the provider would, then recovers', async (ctx) => {
        if (s.injectFault === undefined) ctx.skip();
        const [a] = await deliver(1);
        await s.injectFault!('get_sim', 503, 2);
        await refused(port.getSim(a!.iccid), 'unavailable', 'get_sim');
        await refused(port.getSim(a!.iccid), 'unavailable', 'get_sim');
        expect((await port.getSim(a!.iccid))?.iccid).toBe(a!.iccid);
        await s.injectFault!('create_endpoint', 429, 1);
        await refused(port.createEndpoint({ account: s.account, iccid: null }), 'rate_limited', 'create_endpoint');
        expect((await port.createEndpoint({ account: s.account, iccid: null })).status).toBe('active');
      });

      it('fails an endpoint with its add-on at either part, and the provider keeps nothing of it', async (ctx) => {
        if (s.injectFault === undefined) ctx.skip();
        const [a] = await deliver(1, 'eSIM');
        const call = () => port.createEndpointWithPlan({ account: s.account, iccid: a!.iccid, plan: plan() });
        await s.injectFault!('create_endpoint', 503, 1);
        await refused(call(), 'unavailable', 'create_endpoint');
        await s.injectFault!('add_plan', 503, 1);
        await refused(call(), 'unavailable', 'add_plan');
        expect((await port.getSim(a!.iccid))?.endpointId).toBeNull();
        const made = await call();
        expect((await port.getSim(a!.iccid))?.endpointId).toBe(made.endpoint.id);
      });
    });
  });
}
