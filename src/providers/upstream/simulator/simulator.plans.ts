// Plan add-ons and data consumption: the allowance the simulated network enforces, by
// the rules the README lists under the simulator's "Plan add-ons". Quantities are
// numeric(20,6) strings, computed on BigInt micro-units, never on floats.

import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { decodeRow, type Executor, keyList, query, queryNamed } from '../../../db/client.ts';
import { fromMicros, toMicros } from '../../../lib/money.ts';
import type { EndpointUsage, PlanAddonInput, UpstreamAddon } from '../upstream.port.ts';
import { pickFor, servingNetworkType, tariff, zonesOfIccid } from './simulator.identifiers.ts';
import { answersOf, type GatedAnswer, type GateRow, toDate, writtenRowsSql } from './simulator.state.ts';
import { type AddonRow, findEndpoint, findSim, refuse, requireEndpoint, type SimulatorContext, toUpstreamAddon } from './simulator.records.ts';
import { simNetAddons, simNetEndpoints, simNetSims, simNetUsage } from './simulator.tables.ts';

const dayMs = 86_400_000;
const maxUsageBatch = 1000;

export type RefusalReason = 'sim_not_found' | 'number_not_found' | 'no_endpoint' | 'endpoint_suspended' | 'network_type_barred' | 'imei_locked' | 'no_network';

/** The network refused a simulated device action (a control, not a port call). */
export class SimulatorRefusal extends Error {
  readonly reason: RefusalReason;
  constructor(reason: RefusalReason, message: string) {
    super(message);
    this.name = 'SimulatorRefusal';
    this.reason = reason;
  }
}

export interface Consumption {
  iccid: string;
  endpointId: string;
  mb: string;
  outOfBundleMb: string;
  operatorId: string | null;
  /** Where the session took place when the control said so; null when its place did not matter. */
  country: string | null;
  occurredAt: Date;
}

/** quantity x unit price, rounded half up to six decimals. */
export function priceOf(quantityMicros: bigint, unitPrice: string): string {
  return fromMicros((quantityMicros * toMicros(unitPrice) + 500_000n) / 1_000_000n);
}

export function validatePlan(plan: PlanAddonInput): void {
  const bad = (m: string) => refuse('add_plan', 400, m);
  if (!Number.isFinite(plan.allowanceMb) || plan.allowanceMb < 0 || plan.allowanceMb > 1e12) throw bad('allowanceMb must be a number >= 0');
  if (!Number.isInteger(plan.validityDays) || plan.validityDays < 1 || plan.validityDays > 36_500) throw bad('validityDays must be a whole number >= 1');
  if (plan.activationType !== 'immediate' && plan.activationType !== 'on_first_data_usage') throw bad('unknown activationType');
  if (typeof plan.throttle !== 'string' || plan.throttle.length === 0 || plan.throttle.length > 64) throw bad('throttle is required');
  const countries = plan.countries;
  if (countries !== null && countries !== undefined) {
    if (!Array.isArray(countries) || countries.length === 0 || countries.length > 300 || !countries.every((c) => typeof c === 'string' && /^[A-Z]{2}$/.test(c))) {
      throw bad('countries must be 1 to 300 ISO 3166-1 alpha-2 codes, or null');
    }
  }
  const cap = plan.dataCap;
  if (cap !== null && cap !== undefined) {
    if (!Number.isFinite(cap.thresholdMb) || cap.thresholdMb < 0) throw bad('dataCap.thresholdMb must be >= 0');
    if (cap.period !== 'daily' && cap.period !== 'monthly') throw bad('dataCap.period must be daily or monthly');
    if (!Number.isInteger(cap.periodMultiplier) || cap.periodMultiplier < 1 || cap.periodMultiplier > 1000) throw bad('dataCap.periodMultiplier must be >= 1');
    if (typeof cap.action !== 'string' || cap.action.length === 0 || cap.action.length > 64) throw bad('dataCap.action is required');
  }
}

/** An add-on (`a`) whose usage within its cap window has reached the cap's threshold, at `now` (a timestamptz expression). */
function capReachedAt(now: SQL): SQL {
  return sql`(SELECT coalesce(sum(u.quantity), 0) FROM sim_net_usage u
              WHERE u.provider = a.provider AND u.addon_id = a.id
                AND u.occurred_at > ${now} - CASE WHEN a.data_cap->>'period' = 'daily'
                      THEN make_interval(days => (a.data_cap->>'periodMultiplier')::int)
                      ELSE make_interval(months => (a.data_cap->>'periodMultiplier')::int) END
             ) >= (a.data_cap->>'thresholdMb')::numeric`;
}

const capReached = (now: Date): SQL => capReachedAt(sql`${now.toISOString()}::timestamptz`);

/** An add-on as the usage statement answers it. */
interface AddonJson {
  id: string;
  status: string;
  allowance_mb: string;
  used_mb: string;
  activated_at: string | null;
  expires_at: string | null;
}

/**
 * Writes the add-ons `source` lists (columns id, endpoint_id, allowance_mb,
 * validity_days, activation_type, throttle, data_cap, countries) at the gate's time (CTE `gate`),
 * an immediate one active from then; like the other batch writes it does not wait for
 * the WAL flush. Answers the rows written.
 */
export const insertAddonsSql = (provider: string, source: SQL): SQL =>
  sql`INSERT INTO sim_net_addons (provider, id, endpoint_id, allowance_mb, validity_days, activation_type, throttle, data_cap, countries, status, activated_at, expires_at, created_at)
      SELECT ${provider}, c.id, c.endpoint_id, c.allowance_mb, c.validity_days, c.activation_type, c.throttle,
             nullif(c.data_cap, 'null'::jsonb), c.countries,
             CASE WHEN c.activation_type = 'immediate' THEN 'active' ELSE 'pending' END,
             CASE WHEN c.activation_type = 'immediate' THEN gate.now END,
             CASE WHEN c.activation_type = 'immediate' THEN gate.now + make_interval(secs => c.validity_days * 86400) END,
             gate.now
      FROM (${source}) c, gate, (SELECT set_config('synchronous_commit', 'off', true)) AS relaxed_commit
      RETURNING *`;

export function createSimulatorPlans(ctx: SimulatorContext) {
  const { db, provider } = ctx;

  async function expire(t: Executor, endpointIds: string[], now: Date): Promise<void> {
    await t
      .update(simNetAddons)
      .set({ status: 'expired' })
      .where(
        and(
          eq(simNetAddons.provider, provider),
          inArray(simNetAddons.endpointId, endpointIds),
          eq(simNetAddons.status, 'active'),
          lte(simNetAddons.expiresAt, now),
        ),
      );
  }

  /** The cap action in force per endpoint: the first active add-on whose cap is reached. */
  async function throttles(t: Executor, endpointIds: string[], now: Date): Promise<Map<string, string>> {
    if (endpointIds.length === 0) return new Map();
    const rows = await query<{ endpoint_id: string; action: string }>(
      t,
      sql`SELECT a.endpoint_id, a.data_cap->>'action' AS action
          FROM sim_net_addons a
          WHERE a.provider = ${provider} AND a.status = 'active' AND a.data_cap IS NOT NULL
            AND a.endpoint_id = ANY(${sql.param(endpointIds)}::text[]) AND ${capReached(now)}
          ORDER BY a.activated_at, a.created_at, a.id`,
    );
    const out = new Map<string, string>();
    for (const r of rows) if (!out.has(r.endpoint_id)) out.set(r.endpoint_id, r.action);
    return out;
  }

  /**
   * Usage of at most maxUsageBatch distinct endpoints in one read, with the gate of the
   * calls that asked for them (`gate`, NetworkState.batchGateCtes) or at `now` without
   * one: each endpoint's data total and add-ons, an add-on whose time ran out answered
   * `expired`, and the cap throttle in force (the first active add-on whose cap is
   * reached). What the read found changed (add-ons that just expired, throttles that
   * moved) is written by a second statement before the answer; most reads find nothing
   * and write nothing. Every read goes through an index from each id (a LATERAL
   * subquery that OFFSET 0 or LIMIT keeps from being flattened into a hash join): a
   * prepared statement's generic plan, made while the tables were nearly empty, never
   * scans a provider's whole tables.
   */
  async function usageChunk(ids: string[], at: { gate: SQL } | { now: Date }): Promise<{ gate: (GateRow & { hits: unknown }) | undefined; usage: EndpointUsage[] }> {
    const gate = 'gate' in at ? at.gate : sql`gate AS (SELECT NULL::int AS fault, 0 AS hits, NULL::text AS latency, ${at.now.toISOString()}::timestamptz AS now)`;
    const now = sql`(SELECT now FROM gate)`;
    type Row = GateRow & { hits: unknown; id: string | null; total: string; stored_throttle: string | null; throttle: string | null; expiring: string[] | null; addons: AddonJson[] | string | null };
    const rows = await queryNamed<Row>(
      db,
      'gate' in at ? 'sim_net_usage_gated' : 'sim_net_usage_at',
      sql`WITH ${gate}, k AS (
            SELECT DISTINCT x.id FROM jsonb_array_elements_text(${keyList(ids)}) AS x(id)
          ), adds AS (
            SELECT a.*, CASE WHEN a.status = 'active' AND a.expires_at <= ${now} THEN 'expired' ELSE a.status END AS live_status
            FROM k CROSS JOIN LATERAL (SELECT * FROM sim_net_addons WHERE provider = ${provider} AND endpoint_id = k.id OFFSET 0) a
          ), eps AS (
            SELECT e.id, e.throttle FROM k CROSS JOIN LATERAL (SELECT id, throttle FROM sim_net_endpoints WHERE provider = ${provider} AND id = k.id LIMIT 1) e
          ), caps AS (
            SELECT DISTINCT ON (a.endpoint_id) a.endpoint_id, a.data_cap->>'action' AS action
            FROM adds a
            WHERE a.live_status = 'active' AND a.data_cap IS NOT NULL AND ${capReachedAt(now)}
            ORDER BY a.endpoint_id, a.activated_at, a.created_at, a.id
          )
          SELECT gate.fault, gate.hits, gate.latency, gate.now, u.*
          FROM gate LEFT JOIN LATERAL (
            SELECT eps.id, eps.throttle AS stored_throttle, c.action AS throttle,
                   (SELECT coalesce(sum(u.quantity), 0)::text FROM sim_net_usage u
                    WHERE u.provider = ${provider} AND u.endpoint_id = eps.id AND u.service = 'DATA') AS total,
                   (SELECT array_agg(a.id) FROM adds a WHERE a.endpoint_id = eps.id AND a.status = 'active' AND a.live_status = 'expired') AS expiring,
                   (SELECT coalesce(json_agg(json_build_object(
                             'id', a.id, 'status', a.live_status, 'allowance_mb', a.allowance_mb::text, 'used_mb', a.used_mb::text,
                             'activated_at', a.activated_at, 'expires_at', a.expires_at
                           ) ORDER BY a.created_at, a.id), '[]'::json)
                    FROM adds a WHERE a.endpoint_id = eps.id) AS addons
            FROM eps LEFT JOIN caps c ON c.endpoint_id = eps.id
          ) u ON true`,
    );
    const expiring = rows.flatMap((r) => r.expiring ?? []);
    const moved = rows.filter((r) => r.id !== null && r.stored_throttle !== r.throttle);
    if (expiring.length > 0 || moved.length > 0) {
      const readAt = sql`${toDate(rows[0]?.now).toISOString()}::timestamptz`;
      await db.execute(
        sql`WITH expired AS (
              UPDATE sim_net_addons SET status = 'expired'
              WHERE provider = ${provider} AND id = ANY(${sql.param(expiring)}::text[]) AND status = 'active' AND expires_at <= ${readAt}
              RETURNING id
            ), throttled AS (
              UPDATE sim_net_endpoints e SET throttle = c.action
              FROM unnest(${sql.param(moved.map((r) => r.id as string))}::text[], ${sql.param(moved.map((r) => r.throttle))}::text[]) AS c(id, action)
              WHERE e.provider = ${provider} AND e.id = c.id AND e.throttle IS DISTINCT FROM c.action
              RETURNING e.id
            )
            SELECT (SELECT count(*) FROM expired) AS expired, (SELECT count(*) FROM throttled) AS throttled`,
      );
    }
    const usage = rows.flatMap((r): EndpointUsage[] =>
      r.id === null
        ? []
        : [
            {
              endpointId: r.id,
              totalUsedMb: fromMicros(toMicros(r.total)),
              addons: (typeof r.addons === 'string' ? (JSON.parse(r.addons) as AddonJson[]) : (r.addons ?? [])).map((a) => ({
                id: a.id,
                endpointId: r.id as string,
                status: a.status as UpstreamAddon['status'],
                allowanceMb: a.allowance_mb,
                usedMb: a.used_mb,
                activatedAt: a.activated_at === null ? null : new Date(a.activated_at),
                expiresAt: a.expires_at === null ? null : new Date(a.expires_at),
              })),
              throttle: r.throttle,
            },
          ],
    );
    return { gate: rows[0], usage };
  }

  /** Add-ons whose allowance applies in `country` (all of them when it is null). */
  const covering = (country: string | null): SQL | undefined =>
    country === null ? undefined : sql`(${simNetAddons.countries} IS NULL OR ${country}::text = ANY (${simNetAddons.countries}))`;

  async function consumeOnce(iccid: string, mbMicros: bigint, now: Date, operatorId: string | null, country: string | null): Promise<Consumption | 'retry'> {
    const seen = await findSim(ctx, iccid);
    if (seen === null) throw new SimulatorRefusal('sim_not_found', `SIM ${iccid} not found`);
    if (seen.endpointId === null) throw new SimulatorRefusal('no_endpoint', 'the SIM is not attached to an endpoint');
    const endpointId = seen.endpointId;
    return db.transaction(async (t) => {
      const endpoint = await findEndpoint(ctx, endpointId, t, true);
      const sim = await findSim(ctx, iccid, t, true);
      if (endpoint === null || sim === null || sim.endpointId !== endpoint.id) return 'retry';
      if (endpoint.status !== 'active') throw new SimulatorRefusal('endpoint_suspended', 'the endpoint is suspended');
      if (endpoint.barredNetworkTypes.includes(servingNetworkType)) {
        throw new SimulatorRefusal('network_type_barred', `the serving network type ${servingNetworkType} is barred`);
      }
      if (endpoint.imeiLock !== null && sim.imei !== endpoint.imeiLock) {
        throw new SimulatorRefusal('imei_locked', 'the endpoint is locked to another device');
      }

      await expire(t, [endpoint.id], now);
      const pending = await t
        .select()
        .from(simNetAddons)
        .where(and(eq(simNetAddons.provider, provider), eq(simNetAddons.endpointId, endpoint.id), eq(simNetAddons.status, 'pending'), covering(country)))
        .for('update');
      for (const a of pending) {
        await t
          .update(simNetAddons)
          .set({ status: 'active', activatedAt: now, expiresAt: new Date(now.getTime() + a.validityDays * dayMs) })
          .where(and(eq(simNetAddons.provider, provider), eq(simNetAddons.id, a.id)));
      }
      const active = await t
        .select()
        .from(simNetAddons)
        .where(and(eq(simNetAddons.provider, provider), eq(simNetAddons.endpointId, endpoint.id), eq(simNetAddons.status, 'active'), covering(country)))
        .orderBy(asc(simNetAddons.activatedAt), asc(simNetAddons.createdAt), asc(simNetAddons.id))
        .for('update');

      let left = mbMicros;
      const portions: Array<{ addonId: string | null; micros: bigint }> = [];
      for (const a of active) {
        if (left === 0n) break;
        const allowance = toMicros(a.allowanceMb);
        const used = toMicros(a.usedMb);
        const remaining = allowance > used ? allowance - used : 0n;
        const take = remaining < left ? remaining : left;
        const nowUsed = used + take;
        await t
          .update(simNetAddons)
          .set({ usedMb: fromMicros(nowUsed), status: nowUsed >= allowance ? 'exhausted' : 'active' })
          .where(and(eq(simNetAddons.provider, provider), eq(simNetAddons.id, a.id)));
        if (take > 0n) portions.push({ addonId: a.id, micros: take });
        left -= take;
      }
      if (left > 0n) portions.push({ addonId: null, micros: left });

      await t.insert(simNetUsage).values(
        portions.map((p) => ({
          provider,
          id: randomUUID(),
          iccid,
          endpointId: endpoint.id,
          addonId: p.addonId,
          service: 'DATA',
          quantity: fromMicros(p.micros),
          amount: priceOf(p.micros, tariff.dataPerMb),
          operatorId,
          occurredAt: now,
        })),
      );
      await t
        .update(simNetSims)
        .set({
          lastSeenAt: now,
          updatedAt: now,
          esimProfileStatus: sql`CASE WHEN ${simNetSims.esimProfileStatus} IN ('downloaded', 'installed') THEN 'enabled' ELSE ${simNetSims.esimProfileStatus} END`,
        })
        .where(and(eq(simNetSims.provider, provider), eq(simNetSims.iccid, iccid)));
      const throttle = (await throttles(t, [endpoint.id], now)).get(endpoint.id) ?? null;
      if (throttle !== endpoint.throttle) {
        await t
          .update(simNetEndpoints)
          .set({ throttle, updatedAt: now })
          .where(and(eq(simNetEndpoints.provider, provider), eq(simNetEndpoints.id, endpoint.id)));
      }
      return { iccid, endpointId: endpoint.id, mb: fromMicros(mbMicros), outOfBundleMb: fromMicros(left), operatorId, country, occurredAt: now };
    });
  }

  return {
    async addPlan(endpointId: string, plan: PlanAddonInput, now: Date): Promise<UpstreamAddon> {
      validatePlan(plan);
      return db.transaction(async (t) => {
        await requireEndpoint(ctx, 'add_plan', endpointId, t, true);
        const immediate = plan.activationType === 'immediate';
        const [row] = await t
          .insert(simNetAddons)
          .values({
            provider,
            id: randomUUID(),
            endpointId,
            allowanceMb: plan.allowanceMb.toFixed(6),
            validityDays: plan.validityDays,
            activationType: plan.activationType,
            throttle: plan.throttle,
            dataCap: plan.dataCap ?? null,
            countries: plan.countries ? [...plan.countries] : null,
            status: immediate ? 'active' : 'pending',
            activatedAt: immediate ? now : null,
            expiresAt: immediate ? new Date(now.getTime() + plan.validityDays * dayMs) : null,
            createdAt: now,
          })
          .returning();
        return toUpstreamAddon(row as AddonRow);
      });
    },

    /**
     * addPlan for several calls made together, in one statement with their gate (`gate`,
     * NetworkState.batchGateCtes): the calls a fault fires for and those with a malformed
     * plan write nothing; each other call's add-on is written if its endpoint is live,
     * locked as addPlan locks it. A call whose add-on was not written is answered by
     * addPlan itself (404 for an endpoint it does not find, 400 for a malformed plan).
     * Each endpoint is looked up by its key (LATERAL): planned as a join, the lookup
     * scanned every endpoint of the provider.
     */
    async addPlans(gate: SQL, calls: ReadonlyArray<readonly [string, PlanAddonInput]>): Promise<GatedAnswer<UpstreamAddon>[]> {
      const list = calls.map(([endpointId, plan], ord) => {
        const valid = (() => {
          try {
            validatePlan(plan);
            return true;
          } catch {
            return false;
          }
        })();
        return valid
          ? { ord: ord + 1, id: randomUUID(), endpoint_id: endpointId, allowance_mb: plan.allowanceMb.toFixed(6), validity_days: plan.validityDays,
              activation_type: plan.activationType, throttle: plan.throttle, data_cap: plan.dataCap ?? null, countries: plan.countries ?? null }
          : { ord: ord + 1, id: null, endpoint_id: null };
      });
      type Row = GateRow & { hits: number; ord: string | null } & Record<string, unknown>;
      const rows = await queryNamed<Row>(
        db,
        'sim_net_add_plans',
        sql`WITH ${gate}, calls AS (
              SELECT c.* FROM jsonb_to_recordset(${keyList(list)}) AS c(ord int, id text, endpoint_id text, allowance_mb numeric, validity_days int, activation_type text,
                                                                        throttle text, data_cap jsonb, countries text[])
              WHERE c.id IS NOT NULL AND c.ord > (SELECT hits FROM gate)
            ), live AS (
              SELECT e.id FROM (SELECT DISTINCT endpoint_id FROM calls) k
              CROSS JOIN LATERAL (
                SELECT e.id FROM sim_net_endpoints e
                WHERE e.provider = ${provider} AND e.id = k.endpoint_id AND e.status <> 'deleted'
                FOR UPDATE
              ) e
            ), added AS (
              ${insertAddonsSql(provider, sql`SELECT calls.* FROM calls JOIN live ON live.id = calls.endpoint_id`)}
            )
            ${writtenRowsSql('added')}`,
      );
      return answersOf(
        rows,
        calls,
        (row) => toUpstreamAddon(decodeRow(simNetAddons, row) as AddonRow),
        ([endpointId, plan], now) => this.addPlan(endpointId, plan, now),
      );
    },

    /** Removing an add-on twice is not an error, so a retried removal converges. */
    async removePlan(endpointId: string, addonId: string): Promise<void> {
      const rows = await db
        .update(simNetAddons)
        .set({ status: 'removed' })
        .where(and(eq(simNetAddons.provider, provider), eq(simNetAddons.id, addonId), eq(simNetAddons.endpointId, endpointId)))
        .returning({ id: simNetAddons.id });
      if (rows.length === 0) throw refuse('remove_plan', 404, `add-on ${addonId} not found on endpoint ${endpointId}`);
    },

    /** A getUsage call the provider refuses (400), or null. */
    refusalOfUsage(endpointIds: unknown): Error | null {
      return !Array.isArray(endpointIds) || endpointIds.length > maxUsageBatch || endpointIds.some((id) => typeof id !== 'string')
        ? refuse('get_usage', 400, `at most ${maxUsageBatch} endpoints per call`)
        : null;
    },

    /**
     * Usage of the endpoints this provider knows, read with the gate of the calls that
     * asked for them (several calls' ids together): the gate's row and the usage.
     * Unknown ids are left out of the answer. More than maxUsageBatch distinct ids are
     * read maxUsageBatch at a time, the later chunks at the network time the first
     * chunk's gate gave.
     */
    async usageOf(gate: SQL, endpointIds: readonly string[]): Promise<{ gate: (GateRow & { hits: unknown }) | undefined; usage: EndpointUsage[] }> {
      const ids = [...new Set(endpointIds)];
      const first = await usageChunk(ids.slice(0, maxUsageBatch), { gate });
      const now = toDate(first.gate?.now);
      for (let i = maxUsageBatch; i < ids.length; i += maxUsageBatch) first.usage.push(...(await usageChunk(ids.slice(i, i + maxUsageBatch), { now })).usage);
      return first;
    },

    /**
     * Simulator control: the device with this SIM uses `mb` MB of data now. In a
     * `country` (ISO 3166-1 alpha-2) the session is carried by one of its operators and
     * draws only from the add-ons whose allowance applies there (a pending one that does
     * not stays pending); without one it is carried by an operator of the SIM's zones and
     * draws from every add-on.
     */
    async consumeData(iccid: string, mb: string, now: Date, country: string | null = null): Promise<Consumption> {
      const micros = toMicros(mb);
      if (micros <= 0n) throw new Error('mb must be above zero');
      const sim = await findSim(ctx, iccid);
      // Looked up before the transaction: the catalogue is another table of the same database.
      let operatorId: string | null = null;
      if (country !== null && sim !== null) {
        operatorId = pickFor(iccid, await ctx.operatorsInCountry(country));
        if (operatorId === null) throw new SimulatorRefusal('no_network', `no operator of the catalogue serves ${country}`);
      } else if (sim !== null) {
        operatorId = pickFor(iccid, await ctx.operatorsInZones(zonesOfIccid(provider, iccid)));
      }
      for (let attempt = 0; attempt < 5; attempt++) {
        const result = await consumeOnce(iccid, micros, now, operatorId, country);
        if (result !== 'retry') return result;
      }
      throw new SimulatorRefusal('no_endpoint', 'the SIM moved between endpoints while the session started; try again');
    },
  };
}
