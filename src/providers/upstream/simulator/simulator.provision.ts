// An endpoint with its first add-on in one provider call (the port's
// createEndpointWithPlan): what createEndpoint and addPlan do, with the rules and
// faults of both, written by one statement for the calls made together.

import { randomUUID } from 'node:crypto';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { decodeColumns, decodeRow, keyList, queryNamed } from '../../../db/client.ts';
import type { PlanAddonInput, UpstreamAddon, UpstreamEndpoint } from '../upstream.port.ts';
import { type createSimulatorEndpoints, createdEndpointsCtes } from './simulator.endpoints.ts';
import { type createSimulatorPlans, insertAddonsSql, validatePlan } from './simulator.plans.ts';
import { type AddonRow, type EndpointRow, type SimulatorContext, toUpstreamAddon, toUpstreamEndpoint } from './simulator.records.ts';
import { type GateRow, toDate, type UpstreamOperation } from './simulator.state.ts';
import { simNetAddons, simNetEndpoints } from './simulator.tables.ts';

export interface ProvisionInput {
  account: string;
  iccid: string;
  plan: PlanAddonInput;
}

export interface Provisioned {
  endpoint: UpstreamEndpoint;
  addon: UpstreamAddon;
}

/** One call of a batch: the operation whose fault it met (the first one's when none) and its gate. */
export interface ProvisionAnswer {
  operation: UpstreamOperation;
  gate: GateRow;
  answer(): Promise<Provisioned>;
}

const addonColumns = getTableColumns(simNetAddons);

export function createSimulatorProvision(ctx: SimulatorContext, endpoints: ReturnType<typeof createSimulatorEndpoints>, plans: ReturnType<typeof createSimulatorPlans>) {
  const { db, provider } = ctx;

  /** One call on its own: the plan checked first, so a refused plan leaves no endpoint behind. */
  async function alone(input: ProvisionInput, now: Date): Promise<Provisioned> {
    validatePlan(input.plan);
    const endpoint = await endpoints.createEndpoint({ account: input.account, iccid: input.iccid }, now);
    return { endpoint, addon: await plans.addPlan(endpoint.id, input.plan, now) };
  }

  return {
    /**
     * createEndpointWithPlan for several calls made together, in one statement with the
     * gates of both operations (`gates`, NetworkState.chainedGateCtes): the calls a
     * `create_endpoint` fault fires for, then those an `add_plan` fault fires for, write
     * nothing; each other call with a well-formed plan gets its endpoint, bound to its
     * SIM as createEndpoints binds it (createdEndpointsCtes), and its add-on. A call
     * the statement leaves out is answered by `alone`, with the single calls' refusals
     * (400, 404, 409). A call its gate refuses is never asked for its answer: the
     * adapter throws the gate's fault.
     */
    async createEndpointsWithPlans(gates: SQL, calls: ReadonlyArray<ProvisionInput>): Promise<ProvisionAnswer[]> {
      const list = calls.map((input, i) => {
        const ord = i + 1;
        const valid = (() => {
          try {
            validatePlan(input.plan);
            return typeof input.account === 'string' && input.account.length > 0 && typeof input.iccid === 'string';
          } catch {
            return false;
          }
        })();
        const plan = input.plan;
        return valid
          ? { ord, id: randomUUID(), addon_id: randomUUID(), account: input.account, iccid: input.iccid, allowance_mb: plan.allowanceMb.toFixed(6),
              validity_days: plan.validityDays, activation_type: plan.activationType, throttle: plan.throttle, data_cap: plan.dataCap ?? null, countries: plan.countries ?? null }
          : { ord, id: null };
      });
      type Row = GateRow & { hits: number; then_fault: number | null; then_hits: number; ord: string | null } & Record<string, unknown>;
      const rows = await queryNamed<Row>(
        db,
        'sim_net_create_endpoints_with_plans',
        sql`WITH ${gates}, calls AS (
              SELECT c.* FROM jsonb_to_recordset(${keyList(list)}) AS c(ord int, id text, addon_id text, account text, iccid text, allowance_mb numeric,
                                                                        validity_days int, activation_type text, throttle text, data_cap jsonb, countries text[])
              WHERE c.id IS NOT NULL AND c.ord > (SELECT hits FROM gate) + (SELECT hits FROM then_gate)
            ), ${createdEndpointsCtes(provider)}, added AS (
              ${insertAddonsSql(
                provider,
                sql`SELECT calls.addon_id AS id, created.id AS endpoint_id, calls.allowance_mb, calls.validity_days, calls.activation_type, calls.throttle, calls.data_cap,
                           calls.countries
                    FROM created JOIN calls ON calls.id = created.id`,
              )}
            )
            SELECT gate.fault, gate.hits, gate.latency, gate.now, then_gate.fault AS then_fault, then_gate.hits AS then_hits, calls.ord::text AS ord, created.*,
                   added.id AS a_id, added.endpoint_id AS a_endpoint_id, added.allowance_mb AS a_allowance_mb, added.used_mb AS a_used_mb,
                   added.validity_days AS a_validity_days, added.activation_type AS a_activation_type, added.throttle AS a_throttle,
                   added.data_cap AS a_data_cap, added.countries AS a_countries, added.status AS a_status, added.activated_at AS a_activated_at, added.expires_at AS a_expires_at,
                   added.created_at AS a_created_at, added.provider AS a_provider
            FROM gate CROSS JOIN then_gate
            LEFT JOIN (created JOIN calls ON calls.id = created.id JOIN added ON added.endpoint_id = created.id) ON true`,
      );
      const first = rows[0];
      const hits = Number(first?.hits ?? 0);
      const thenHits = Number(first?.then_hits ?? 0);
      const byOrd = new Map(rows.filter((r) => r.ord !== null && r.ord !== undefined).map((r) => [Number(r.ord), r]));
      return calls.map((input, i): ProvisionAnswer => {
        const gate = (fault: number | null): GateRow => ({ fault, latency: first?.latency, now: first?.now });
        if (i < hits) return { operation: 'create_endpoint', gate: gate(first?.fault ?? null), answer: () => Promise.reject(new Error('refused by its gate')) };
        if (i < hits + thenHits) return { operation: 'add_plan', gate: gate(first?.then_fault ?? null), answer: () => Promise.reject(new Error('refused by its gate')) };
        const row = byOrd.get(i + 1);
        return {
          operation: 'create_endpoint',
          gate: gate(null),
          answer: async () =>
            row === undefined
              ? alone(input, toDate(first?.now))
              : {
                  endpoint: toUpstreamEndpoint(decodeRow(simNetEndpoints, row) as EndpointRow),
                  addon: toUpstreamAddon(decodeColumns(addonColumns, row, 'a_') as AddonRow),
                },
        };
      });
    },
  };
}
