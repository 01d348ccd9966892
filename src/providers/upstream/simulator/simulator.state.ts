// The simulated network's shared settings: its clock (real time plus an offset that
// only moves forward), the latency of every provider call, and injected faults. They
// live in the database so that every API and worker process sees the same network;
// the configured latency of single operations (SIMULATOR_OPERATION_LATENCY_MS) is the
// one setting of a process, so that one process may play a slow provider.

import { type SQL, sql } from 'drizzle-orm';
import { type Executor, query, queryNamed } from '../../../db/client.ts';
import { UpstreamError } from '../upstream.port.ts';

/** The port's operations in snake case: the names faults are injected under. */
export const upstreamOperations = [
  'deliver_sims',
  'get_sim',
  'get_esim_activation_code',
  'issue_esim',
  'get_endpoint',
  'create_endpoint',
  'delete_endpoint',
  'attach_sim',
  'detach_sim',
  'suspend_endpoint',
  'resume_endpoint',
  'set_network_bars',
  'set_imei_lock',
  'add_plan',
  'remove_plan',
  'get_usage',
  'get_network_status',
  'send_sms',
  'get_costs',
  'create_plan_profile',
  'update_plan_profile',
  'delete_plan_profile',
  'search_numbers',
  'get_holds',
  'extend_holds',
  'order_number',
  'release_number',
  'get_sms_pricing',
] as const;

export type UpstreamOperation = (typeof upstreamOperations)[number];

export interface Fault {
  operation: UpstreamOperation;
  status: number;
  remaining: number;
}

const clockKey = 'clock_offset_seconds';
const latencyKey = 'latency_ms';

const offsetSql = sql`coalesce((SELECT (value #>> '{}')::double precision FROM sim_net_state WHERE key = ${clockKey}), 0)`;

/** The network's time (the database clock moved by the simulated offset), as an SQL expression. */
export const networkNowSql = sql`clock_timestamp() + make_interval(secs => ${offsetSql})`;

/** A timestamp column as the driver answers it (a Date, or its text). */
export const toDate = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));

/** What the gate of one call answers: the network time it runs at, the latency in force, the fault that fired. */
export interface Gate {
  now: Date;
  latencyMs: number;
  fault: UpstreamError | null;
}

/** One call of a batch that ran in one statement with its gate: its gate's columns, then its answer (or refusal) once the gate let it through. */
export interface GatedAnswer<R> {
  gate: GateRow;
  answer(): Promise<R>;
}

/** The gate's columns as a statement returns them. */
export interface GateRow {
  fault: number | null;
  latency: unknown;
  now: unknown;
}

/**
 * The answer of a statement that ran `count` calls with their gate (batchGateCtes): its
 * rows carry the gate's columns and `hits`, and each call's row its `ord` (from 1; null
 * on the row of a gate that let nothing through). Each call gets its gate (the first
 * `hits` calls the fault) and its row, if any.
 */
export function callsOf<R extends GateRow & { hits: unknown; ord: unknown }>(rows: readonly R[], count: number): Array<{ gate: GateRow; row: R | undefined }> {
  const first = rows[0];
  const hits = Number(first?.hits ?? 0);
  const byOrd = new Map(rows.filter((r) => r.ord !== null && r.ord !== undefined).map((r) => [Number(r.ord), r]));
  return Array.from({ length: count }, (_, i) => ({
    gate: { fault: i < hits ? (first?.fault ?? null) : null, latency: first?.latency, now: first?.now },
    row: byOrd.get(i + 1),
  }));
}

/**
 * The last part of a batched write's statement: the gate's row joined with each row the
 * CTE `written` wrote and the call (CTE `calls`, with `id` and `ord`) it wrote it for.
 */
export const writtenRowsSql = (written: 'created' | 'added'): SQL =>
  sql.raw(`SELECT gate.fault, gate.hits, gate.latency, gate.now, calls.ord::text AS ord, ${written}.*
           FROM gate LEFT JOIN (${written} JOIN calls ON calls.id = ${written}.id) ON true`);

/**
 * The answers of a batched write whose statement returns the rows it wrote as callsOf
 * reads them: each call's row through `written`, or, for a call the statement left out,
 * `alone` (the operation's single-call rules, at the gate's time).
 */
export function answersOf<C, R, Row extends GateRow & { hits: unknown; ord: unknown }>(
  rows: readonly Row[],
  calls: readonly C[],
  written: (row: Row) => R,
  alone: (call: C, now: Date) => Promise<R>,
): GatedAnswer<R>[] {
  return callsOf(rows, calls.length).map(({ gate, row }, i) => ({
    gate,
    answer: async () => (row !== undefined ? written(row) : alone(calls[i] as C, toDate(gate.now))),
  }));
}

/** `gate` over a `fired` CTE that returns the fault's status (and `hits`, when `hits` says so). */
const gateCte = (hits: SQL): SQL =>
  sql`gate AS (
        SELECT (SELECT status FROM fired) AS fault,
               ${hits} AS hits,
               (SELECT value #>> '{}' FROM sim_net_state WHERE key = ${latencyKey}) AS latency,
               ${networkNowSql} AS now
      )`;

const gateCtes = (operation: UpstreamOperation): SQL =>
  sql`fired AS (
        UPDATE sim_net_faults SET remaining = remaining - 1
        WHERE operation = ${operation} AND remaining > 0
        RETURNING status
      ), ${gateCte(sql`1`)}`;

/**
 * The gate of `calls` calls of one operation made together, as CTEs: `gate` has the
 * columns fault, hits, latency, now. A fault with `remaining` left fires for the first
 * `hits` calls (in arrival order) and is consumed by as many; the others pass.
 */
const batchGateCtes = (operation: UpstreamOperation, calls: number): SQL =>
  sql`fired AS (
        UPDATE sim_net_faults f SET remaining = f.remaining - due.hits
        FROM (SELECT operation, least(remaining, ${calls}::int) AS hits FROM sim_net_faults
              WHERE operation = ${operation} AND remaining > 0 FOR UPDATE) AS due
        WHERE f.operation = due.operation
        RETURNING f.status, due.hits
      ), ${gateCte(sql`coalesce((SELECT hits FROM fired), 0)`)}`;

/**
 * The gate of `calls` calls that each do two operations in one (`first`, then `then`),
 * as CTEs: `gate` as batchGateCtes has it for `first`, and `then_gate` (fault, hits)
 * for `then`, whose fault fires for the calls after the first `gate.hits` (the calls
 * `first` refused never reach `then`) and is consumed by as many.
 */
const chainedGateCtes = (first: UpstreamOperation, then: UpstreamOperation, calls: number): SQL =>
  sql`${batchGateCtes(first, calls)}, fired_then AS (
        UPDATE sim_net_faults f SET remaining = f.remaining - due.hits
        FROM (SELECT operation, least(remaining, ${calls}::int - (SELECT hits FROM gate)) AS hits FROM sim_net_faults
              WHERE operation = ${then} AND remaining > 0 FOR UPDATE) AS due
        WHERE f.operation = due.operation AND due.hits > 0
        RETURNING f.status, due.hits
      ), then_gate AS (
        SELECT (SELECT status FROM fired_then) AS fault, coalesce((SELECT hits FROM fired_then), 0) AS hits
      )`;

/**
 * Reserves the next serials of a provider's SIMs: as many as `count` (a query of one
 * bigint) says, none when it says 0. Returns `last`, the last serial reserved.
 */
export function reserveSerialsSql(provider: string, count: SQL): SQL {
  return sql`INSERT INTO sim_net_state (key, value)
             SELECT ${`next_serial:${provider}`}, to_jsonb(n) FROM (${count}) AS wanted(n) WHERE n > 0
             ON CONFLICT (key) DO UPDATE SET value = to_jsonb((sim_net_state.value #>> '{}')::bigint + (excluded.value #>> '{}')::bigint)
             RETURNING value #>> '{}' AS last`;
}

/**
 * `latencyMs`: the latency of every call without a run-time setting. `operationLatencyMs`:
 * the latency of the operations it names, whatever the other settings say (a slow
 * operation on demand, such as a provider that takes its time to order a number).
 */
export interface NetworkDefaults {
  latencyMs: number;
  operationLatencyMs?: Readonly<Partial<Record<UpstreamOperation, number>>>;
}

export function createNetworkState(db: Executor, defaults: NetworkDefaults) {
  function gateOf(operation: UpstreamOperation, row: GateRow | undefined): Gate {
    const stored = row?.latency === null || row?.latency === undefined ? null : Number(row.latency);
    const latencyMs = defaults.operationLatencyMs?.[operation] ?? (stored !== null && Number.isFinite(stored) ? stored : defaults.latencyMs);
    const status = row?.fault ?? null;
    const fault = status === null ? null : UpstreamError.fromStatus(operation, Number(status), `injected fault: ${operation} answered HTTP ${status}`);
    return { now: toDate(row?.now), latencyMs, fault };
  }

  async function now(): Promise<Date> {
    const rows = await query<{ now: unknown }>(db, sql`SELECT ${networkNowSql} AS now`);
    return toDate(rows[0]?.now);
  }

  async function clock(): Promise<{ now: Date; offsetSeconds: number }> {
    const rows = await query<{ now: unknown; offset: unknown }>(
      db,
      sql`SELECT clock_timestamp() + make_interval(secs => ${offsetSql}) AS now, ${offsetSql} AS offset`,
    );
    return { now: toDate(rows[0]?.now), offsetSeconds: Number(rows[0]?.offset ?? 0) };
  }

  /** The latency in force: the run-time setting, or the configured default without one. */
  async function latency(): Promise<{ latencyMs: number; source: 'runtime' | 'config' }> {
    const rows = await query<{ value: unknown }>(db, sql`SELECT value #>> '{}' AS value FROM sim_net_state WHERE key = ${latencyKey}`);
    const v = rows[0]?.value;
    return v === undefined || v === null ? { latencyMs: defaults.latencyMs, source: 'config' } : { latencyMs: Number(v), source: 'runtime' };
  }

  return {
    now,

    /**
     * The provider's side of one call, in one statement: consume a matching fault,
     * read the latency and the clock (see the adapter's gate).
     */
    async enter(operation: UpstreamOperation): Promise<Gate> {
      const rows = await queryNamed<GateRow>(db, 'sim_net_gate', sql`WITH ${gateCtes(operation)} SELECT fault, latency, now FROM gate`);
      return gateOf(operation, rows[0]);
    },

    /**
     * The gate of several calls as CTEs, for operations whose calls are written together
     * in one statement with it (see batchGateCtes).
     */
    batchGateCtes,

    /** The gate of several calls of two operations done as one (see chainedGateCtes). */
    chainedGateCtes,

    gateOf,

    async advanceClock(seconds: number): Promise<{ now: Date; offsetSeconds: number }> {
      await db.execute(
        sql`INSERT INTO sim_net_state (key, value) VALUES (${clockKey}, to_jsonb(${seconds}::bigint))
            ON CONFLICT (key) DO UPDATE SET value = to_jsonb((sim_net_state.value #>> '{}')::bigint + ${seconds}::bigint)`,
      );
      return clock();
    },

    clock,
    latency,

    /** Null returns to the configured default. */
    async setLatency(ms: number | null): Promise<{ latencyMs: number; source: 'runtime' | 'config' }> {
      if (ms === null) await db.execute(sql`DELETE FROM sim_net_state WHERE key = ${latencyKey}`);
      else {
        await db.execute(
          sql`INSERT INTO sim_net_state (key, value) VALUES (${latencyKey}, to_jsonb(${ms}::int))
              ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
        );
      }
      return latency();
    },

    async setFault(fault: Fault): Promise<Fault> {
      await db.execute(
        sql`INSERT INTO sim_net_faults (operation, status, remaining) VALUES (${fault.operation}, ${fault.status}, ${fault.remaining})
            ON CONFLICT (operation) DO UPDATE SET status = excluded.status, remaining = excluded.remaining`,
      );
      return fault;
    },

    async listFaults(): Promise<Fault[]> {
      return query<Fault>(db, sql`SELECT operation, status, remaining FROM sim_net_faults WHERE remaining > 0 ORDER BY operation`);
    },

    async clearFaults(): Promise<void> {
      await db.execute(sql`DELETE FROM sim_net_faults`);
    },

    /**
     * Reserves `count` consecutive serials of a provider and returns the first; one
     * atomic upsert, so concurrent deliveries in several processes never share one.
     */
    async reserveSerials(provider: string, count: number): Promise<number> {
      const rows = await query<{ last: string }>(db, reserveSerialsSql(provider, sql`SELECT ${count}::bigint`));
      return Number(rows[0]?.last) - count + 1;
    },
  };
}

export type NetworkState = ReturnType<typeof createNetworkState>;
