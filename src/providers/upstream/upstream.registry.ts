// The one place that chooses the adapter behind each provider. Today every provider is
// played by the built-in network simulator (SIMULATOR_LATENCY_MS sets its latency,
// SIMULATOR_OPERATION_LATENCY_MS that of single operations);
// a real provider's adapter would be selected here by configuration, and nothing
// outside this file and the simulator's own folder would change.

import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createLimiter, type Limiter } from '../../lib/limiter.ts';
import { operators } from '../../modules/operators/operators.tables.ts';
import { type ProviderName, providerNames, type UpstreamPort, type UpstreamRegistry } from './upstream.port.ts';
import type { NumbersPort } from './numbers.port.ts';
import { createGate, createSimulatorAdapter, type OperatorsInCountry, type OperatorsInZones, type SimulatorAdapter } from './simulator/simulator.adapter.ts';
import { createSimulatorNumbers } from './simulator/simulator.numbers.ts';
import { createSimulatorControls, type SimulatorControls } from './simulator/simulator.controls.ts';
import { createNetworkState } from './simulator/simulator.state.ts';

export interface Upstream extends UpstreamRegistry {
  /** The simulated network's controls (admin routes only). */
  readonly simulator: SimulatorControls;
  /** The provider that hosts the platform's phone numbers. */
  readonly numbers: NumbersPort;
}

/**
 * Operator ids of the catalogue that `where` selects, in a stable order, each answer kept
 * for a minute under `key`: the catalogue is seeded at start and does not change while
 * the program runs, so it is not read again on every network-status call or data
 * session. An empty answer is not kept.
 */
function keptOperatorIds<A>(db: Db, keyOf: (a: A) => string, where: (a: A) => SQL | undefined): (a: A) => Promise<string[]> {
  const memo = new Map<string, { ids: string[]; until: number }>();
  return async (a) => {
    const key = keyOf(a);
    const hit = memo.get(key);
    if (hit !== undefined && hit.until > Date.now()) return hit.ids;
    const rows = await db.select({ id: operators.id }).from(operators).where(where(a)).orderBy(asc(operators.id));
    const ids = rows.map((r) => r.id);
    if (ids.length > 0) memo.set(key, { ids, until: Date.now() + 60_000 });
    return ids;
  };
}

/** Operator ids of the catalogue in any of the zones. */
export function operatorsInZonesOf(db: Db): OperatorsInZones {
  const inZones = keptOperatorIds<readonly string[]>(db, (zones) => [...zones].sort().join(','), (zones) => inArray(operators.compatibilityZone, [...zones]));
  return async (zones) => (zones.length === 0 ? [] : inZones(zones));
}

/** Operator ids of the catalogue in one country (ISO 3166-1 alpha-2). */
export function operatorsInCountryOf(db: Db): OperatorsInCountry {
  return keptOperatorIds<string>(db, (iso) => iso, (iso) => eq(operators.iso, iso));
}

export function createUpstreamRegistry(config: Pick<Config, 'simulator' | 'upstream'>, db: Db, deps: { operatorsInZones?: OperatorsInZones } = {}): Upstream {
  const operatorsInZones = deps.operatorsInZones ?? operatorsInZonesOf(db);
  const operatorsInCountry = operatorsInCountryOf(db);
  const state = createNetworkState(db, { latencyMs: config.simulator.latencyMs, operationLatencyMs: config.simulator.operationLatencyMs ?? {} });
  const build = (provider: ProviderName): SimulatorAdapter =>
    createSimulatorAdapter({ db, provider, latencyMs: config.simulator.latencyMs, operatorsInZones, operatorsInCountry, state });
  const adapters = { alpha: build('alpha'), beta: build('beta') } satisfies Record<ProviderName, SimulatorAdapter>;
  const numbers = createSimulatorNumbers({ db, state, gate: createGate(state) });
  const simulator = createSimulatorControls({ adapters, state, numbers });
  // Real providers rate-limit, so each provider gets at most UPSTREAM_CONCURRENCY calls
  // in flight from this process, whoever makes them (requests, bulk jobs, snapshots).
  const limiters = {
    alpha: createLimiter(config.upstream.concurrencyPerProvider),
    beta: createLimiter(config.upstream.concurrencyPerProvider),
  } satisfies Record<ProviderName, Limiter>;
  const limited = {
    alpha: withConcurrencyLimit(adapters.alpha, limiters.alpha),
    beta: withConcurrencyLimit(adapters.beta, limiters.beta),
  } satisfies Record<ProviderName, UpstreamPort>;

  return {
    simulator,
    // Numbers share the alpha provider's limit: they are hosted there.
    numbers: withConcurrencyLimit(numbers, limiters.alpha),
    get(provider: ProviderName): UpstreamPort {
      if (!providerNames.includes(provider)) throw new Error(`unknown provider ${String(provider)}`);
      return limited[provider];
    },
  };
}

/** The same port, with every network operation queued behind the provider's limiter. */
export function withConcurrencyLimit<P extends object>(port: P, limiter: Limiter): P {
  return new Proxy(port, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (typeof value !== 'function' || prop === 'now' || prop === 'onInboundMessage') return value;
      return (...args: unknown[]) => limiter.run(() => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args));
    },
  });
}
