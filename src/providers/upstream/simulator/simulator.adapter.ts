// The simulator: a real adapter of the upstream port for one provider, playing the
// provider's side with its own tables (sim_net_*). Every port call first passes the
// network's gate (one statement: injected fault, latency, clock), then applies the
// provider's rules. The extra methods are simulator controls, reached only through
// the simulator's admin routes and tests, never by platform services.

import { setTimeout as sleep } from 'node:timers/promises';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { createGroupCommit } from '../../../lib/group-commit.ts';
import type { EndpointUsage, IssuedEsim, NetworkStatus, PlanAddonInput, ProviderName, UpstreamAddon, UpstreamEndpoint, UpstreamPort, UpstreamSim } from '../upstream.port.ts';
import { createSimulatorEndpoints } from './simulator.endpoints.ts';
import { createSimulatorMessages } from './simulator.messages.ts';
import { createSimulatorPlanProfiles } from './simulator.plan-profiles.ts';
import { createSimulatorPlans } from './simulator.plans.ts';
import { createSimulatorProvision, type ProvisionAnswer, type ProvisionInput, type Provisioned } from './simulator.provision.ts';
import type { SimulatorContext } from './simulator.records.ts';
import { createSimulatorSims } from './simulator.sims.ts';
import { createNetworkState, type GatedAnswer, type GateRow, type NetworkState, type UpstreamOperation } from './simulator.state.ts';

export type OperatorsInZones = (zones: readonly string[]) => Promise<string[]>;
export type OperatorsInCountry = (iso: string) => Promise<string[]>;

export interface SimulatorAdapterDeps {
  db: Db;
  provider: ProviderName;
  /** Default latency of every port call; a run-time setting in sim_net_state overrides it. */
  latencyMs: number;
  operatorsInZones: OperatorsInZones;
  operatorsInCountry: OperatorsInCountry;
  /** Shared by the providers of one network; built from db and latencyMs when absent. */
  state?: NetworkState;
}

/**
 * The latency is the whole call's duration as the platform sees it: the provider's
 * own work runs within it, as a real provider's does within its response time, and
 * the answer (or the injected fault) comes when it is over, or when the work is done
 * if that takes longer.
 */
export async function answerAfter<R>(started: number, latencyMs: number, work: () => Promise<R>): Promise<R> {
  try {
    return await work();
  } finally {
    const left = latencyMs - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
}

export type Gate = <A extends unknown[], R>(operation: UpstreamOperation, fn: (now: Date, ...args: A) => Promise<R>) => (...args: A) => Promise<R>;

/** Runs one port operation behind the network's gate, at the network time it returns. */
export function createGate(state: NetworkState): Gate {
  return (operation, fn) =>
    async (...args) => {
      const started = performance.now();
      const { now, latencyMs, fault } = await state.enter(operation);
      return answerAfter(started, latencyMs, async () => {
        if (fault !== null) throw fault;
        return fn(now, ...args);
      });
    };
}

export function createSimulatorAdapter(deps: SimulatorAdapterDeps) {
  const { provider } = deps;
  const ctx: SimulatorContext = { db: deps.db, provider, operatorsInZones: deps.operatorsInZones, operatorsInCountry: deps.operatorsInCountry };
  const state = deps.state ?? createNetworkState(deps.db, { latencyMs: deps.latencyMs });
  const sims = createSimulatorSims(ctx, state);
  const endpoints = createSimulatorEndpoints(ctx);
  const plans = createSimulatorPlans(ctx);
  const messages = createSimulatorMessages(ctx);
  const profiles = createSimulatorPlanProfiles(ctx);
  const provision = createSimulatorProvision(ctx, endpoints, plans);

  const gate = createGate(state);

  /**
   * The same, for frequent operations (suspend and resume in bulk, the network status of
   * live link reads, and every step of a `/v1` purchase: the eSIM, its endpoint, the
   * add-on, the SIM and activation-code reads): calls made while an earlier one's
   * statement runs are written or read together by the next statement, with their gate
   * (a group commit). When the network has latency to spare, the first call also waits a
   * fifth of it (5 ms at most) for others to join. Each call still answers after its own
   * latency.
   */
  type Batched =
    | 'suspend_endpoint'
    | 'resume_endpoint'
    | 'get_endpoint'
    | 'get_network_status'
    | 'get_sim'
    | 'get_esim_activation_code'
    | 'issue_esim'
    | 'create_endpoint'
    | 'add_plan';
  // Each call's arguments, as the port method got them.
  type Calls<A extends unknown[]> = ReadonlyArray<Readonly<A>>;
  const firsts = (calls: Calls<[string]>) => calls.map(([id]) => id);
  const batchedRuns: { [K in Batched]: (gate: SQL, calls: Calls<never>) => Promise<GatedAnswer<unknown>[]> } = {
    suspend_endpoint: (gate, calls: Calls<[string]>) => endpoints.suspendEndpoints(gate, firsts(calls)),
    resume_endpoint: (gate, calls: Calls<[string]>) => endpoints.resumeEndpoints(gate, firsts(calls)),
    get_endpoint: (gate, calls: Calls<[string]>) => endpoints.endpointsOf(gate, firsts(calls)),
    get_network_status: (gate, calls: Calls<[string]>) => endpoints.networkStatuses(gate, firsts(calls)),
    get_sim: (gate, calls: Calls<[string]>) => sims.simsOf(gate, firsts(calls)),
    get_esim_activation_code: (gate, calls: Calls<[string]>) => sims.activationCodesOf(gate, firsts(calls)),
    issue_esim: (gate, calls: Calls<[{ account: string; basePlan: string }]>) => sims.issueEsims(gate, calls),
    create_endpoint: (gate, calls: Calls<[{ account: string; iccid: string | null }]>) => endpoints.createEndpoints(gate, calls),
    add_plan: (gate, calls: Calls<[string, PlanAddonInput]>) => plans.addPlans(gate, calls),
  };
  let lastLatencyMs = 0;
  const gathering = { gatherMs: () => (lastLatencyMs >= 10 ? Math.min(5, lastLatencyMs / 5) : 0) };
  /** A batched call's answer after its latency (from `started`), or the fault its gate gave `operation`. */
  const afterGate = <R>(started: number, operation: UpstreamOperation, gateRow: GateRow, answer: () => Promise<R>): Promise<R> => {
    const { latencyMs, fault } = state.gateOf(operation, gateRow);
    lastLatencyMs = latencyMs;
    return answerAfter(started, latencyMs, async () => {
      if (fault !== null) throw fault;
      return answer();
    });
  };
  const batches = createGroupCommit<readonly unknown[], GatedAnswer<unknown>>(async (operation, calls) => {
    const op = operation as Batched;
    return (await batchedRuns[op](state.batchGateCtes(op, calls.length), calls as unknown as Calls<never>)).map((value) => ({ ok: true as const, value }));
  }, gathering);
  const gateBatched =
    <R, A extends unknown[] = [string]>(operation: Batched) =>
    async (...args: A): Promise<R> => {
      const started = performance.now();
      const ran = await batches.submit(operation, args);
      return afterGate(started, operation, ran.gate, () => ran.answer() as Promise<R>);
    };

  // Usage reads made together share one statement: their gate and one read of all their ids.
  const usageBatches = createGroupCommit<readonly string[], GatedAnswer<EndpointUsage[]>>(async (_key, calls) => {
    const read = await plans.usageOf(state.batchGateCtes('get_usage', calls.length), calls.flat());
    const hits = Number(read.gate?.hits ?? 0);
    const byId = new Map(read.usage.map((u) => [u.endpointId, u]));
    return calls.map((ids, i) => ({
      ok: true as const,
      value: {
        gate: { fault: i < hits ? (read.gate?.fault ?? null) : null, latency: read.gate?.latency, now: read.gate?.now },
        answer: async () => [...new Set(ids)].flatMap((id) => byId.get(id) ?? []),
      },
    }));
  });
  // Endpoints with their first add-on made together share one statement with the gates
  // of both operations; a call answers with the fault of the operation it met.
  const provisionBatches = createGroupCommit<ProvisionInput, ProvisionAnswer>(
    async (_key, calls) =>
      (await provision.createEndpointsWithPlans(state.chainedGateCtes('create_endpoint', 'add_plan', calls.length), calls)).map((value) => ({ ok: true as const, value })),
    gathering,
  );
  const createEndpointWithPlan = async (input: ProvisionInput): Promise<Provisioned> => {
    const started = performance.now();
    const ran = await provisionBatches.submit('create_endpoint_with_plan', input);
    return afterGate(started, ran.operation, ran.gate, () => ran.answer());
  };

  const getUsage = async (endpointIds: string[]): Promise<EndpointUsage[]> => {
    const refusal = plans.refusalOfUsage(endpointIds);
    if (refusal !== null) return gate('get_usage', async () => Promise.reject(refusal))();
    const started = performance.now();
    const ran = await usageBatches.submit('get_usage', endpointIds);
    const { latencyMs, fault } = state.gateOf('get_usage', ran.gate);
    return answerAfter(started, latencyMs, async () => {
      if (fault !== null) throw fault;
      return ran.answer();
    });
  };

  const port: UpstreamPort = {
    provider,
    now: () => state.now(),

    deliverSims: gate('deliver_sims', (now, input) => sims.deliverSims(input, now)),
    getSim: gateBatched<UpstreamSim | null>('get_sim'),
    getEsimActivationCode: gateBatched<string | null>('get_esim_activation_code'),
    issueEsim: gateBatched<IssuedEsim, [{ account: string; basePlan: string }]>('issue_esim'),

    getEndpoint: gateBatched<UpstreamEndpoint | null>('get_endpoint'),
    createEndpoint: gateBatched<UpstreamEndpoint, [{ account: string; iccid: string | null }]>('create_endpoint'),
    deleteEndpoint: gate('delete_endpoint', (now, id) => endpoints.deleteEndpoint(id, now)),
    attachSim: gate('attach_sim', (now, id, iccid) => endpoints.attachSim(id, iccid, now)),
    detachSim: gate('detach_sim', (now, id) => endpoints.detachSim(id, now)),
    suspendEndpoint: gateBatched<UpstreamEndpoint>('suspend_endpoint'),
    resumeEndpoint: gateBatched<UpstreamEndpoint>('resume_endpoint'),
    setNetworkBars: gate('set_network_bars', (now, id, barred) => endpoints.setNetworkBars(id, barred, now)),
    setImeiLock: gate('set_imei_lock', (now, id, imei) => endpoints.setImeiLock(id, imei, now)),

    addPlan: gateBatched<UpstreamAddon, [string, PlanAddonInput]>('add_plan'),
    createEndpointWithPlan,
    removePlan: gate('remove_plan', (_now, id, addonId) => plans.removePlan(id, addonId)),
    getUsage,
    getNetworkStatus: gateBatched<NetworkStatus>('get_network_status'),
    sendSms: gate('send_sms', (now, input) => messages.sendSms(input, now)),
    getCosts: gate('get_costs', (_now, input) => messages.getCosts(input)),
    createPlanProfile: gate('create_plan_profile', (now, input) => profiles.createPlanProfile(input, now)),
    updatePlanProfile: gate('update_plan_profile', (now, id, input) => profiles.updatePlanProfile(id, input, now)),
    deletePlanProfile: gate('delete_plan_profile', (_now, id) => profiles.deletePlanProfile(id)),
  };

  return {
    ...port,
    state,
    /** Control: does this provider know the SIM? */
    findSim: (iccid: string) => sims.getSim(iccid),
    findPlanProfile: (id: string) => profiles.findPlanProfile(id),
    consumeData: async (iccid: string, mb: string, country: string | null = null) => plans.consumeData(iccid, mb, await state.now(), country),
    setDeviceImei: async (iccid: string, imei: string) => sims.setDeviceImei(iccid, imei, await state.now()),
    ownsNumber: (msisdn: string) => messages.ownsNumber(msisdn),
    injectInboundSms: async (input: { from: string; to: string; body: string }) => messages.injectInboundSms(input, await state.now()),
  };
}

export type SimulatorAdapter = ReturnType<typeof createSimulatorAdapter>;
