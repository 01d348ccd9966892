// `/admin/simulator/*`: the operator's remote control of the simulated network.
// HTTP mapping only; the network's rules live in the adapter.

import { Type } from 'typebox';
import type { SimulatorControls } from './simulator.controls.ts';
import type { RouteMount } from '../../../http/surfaces/surface.ts';
import type { App } from '../../../http/app.ts';
import { adminRoute } from '../../../http/auth/route-auth.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { NoContent } from '../../../http/openapi.ts';
import { SimulatorRefusal } from './simulator.plans.ts';
import { upstreamOperations } from './simulator.state.ts';

const Iccid = Type.String({ pattern: '^[0-9]{18,22}$', maxLength: 22, description: 'ICCID of a SIM the simulator delivered' });
const E164 = Type.String({ pattern: '^\\+[1-9][0-9]{6,14}$', maxLength: 16, description: 'E.164 number' });
const Operation = Type.Union(
  upstreamOperations.map((o) => Type.Literal(o)),
  { description: "the upstream port's operation, in snake case" },
);
const DateTime = Type.String({ format: 'date-time' });

const Clock = Type.Object({ now: DateTime, offset_seconds: Type.Integer() });
const Fault = Type.Object({ operation: Type.String(), status: Type.Integer(), remaining: Type.Integer() });
const Latency = Type.Object({ latency_ms: Type.Integer(), source: Type.Union([Type.Literal('runtime'), Type.Literal('config')]) });

/** Refusals of the network are business-rule failures; an unknown ICCID is a 404. */
async function mapRefusals<T>(iccid: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (!(err instanceof SimulatorRefusal)) throw err;
    if (err.reason === 'sim_not_found') throw notFound('sim', iccid);
    throw new AppError('validation_error', `the network refused the data session: ${err.message}`, { reason: err.reason, iccid });
  }
}

/** Whole MB or a decimal with up to six places, as the network meters it. */
function mbString(mb: number): string {
  const fixed = mb.toFixed(6);
  if (!/^\d{1,14}\.\d{6}$/.test(fixed) || /^0\.0+$/.test(fixed)) throw new AppError('request_validation_error', 'mb must be above zero', { field: 'mb' });
  return fixed;
}

export async function simulatorAdminRoutes(app: App, sim: SimulatorControls): Promise<void> {
  const clockOf = ({ now, offsetSeconds }: { now: Date; offsetSeconds: number }) => ({ now: now.toISOString(), offset_seconds: Math.round(offsetSeconds) });
  const latencyOf = ({ latencyMs, source }: { latencyMs: number; source: 'runtime' | 'config' }) => ({ latency_ms: latencyMs, source });

  app.post(
    '/simulator/data-usage',
    {
      config: adminRoute,
      schema: {
        summary: 'Simulate a data session of the device holding a SIM',
        body: Type.Object(
          {
            iccid: Iccid,
            mb: Type.Number({ exclusiveMinimum: 0, maximum: 10_000_000, description: 'MB used now (up to six decimals)' }),
            country: Type.Optional(
              Type.String({
                pattern: '^[A-Z]{2}$',
                maxLength: 2,
                description:
                  "ISO 3166-1 alpha-2 code of where the device is: an operator there carries the session, which draws only from the add-ons whose plan covers that country. Left out: an operator of the SIM's zones, and every add-on",
              }),
            ),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            iccid: Type.String(),
            endpoint_id: Type.String(),
            mb: Type.String(),
            out_of_bundle_mb: Type.String(),
            operator_id: Type.Union([Type.String(), Type.Null()]),
            country: Type.Union([Type.String(), Type.Null()]),
            occurred_at: DateTime,
          }),
        },
      },
    },
    async (req) => {
      const mb = mbString(req.body.mb);
      const r = await mapRefusals(req.body.iccid, () => sim.consumeData(req.body.iccid, mb, req.body.country ?? null));
      return {
        iccid: r.iccid,
        endpoint_id: r.endpointId,
        mb: r.mb,
        out_of_bundle_mb: r.outOfBundleMb,
        operator_id: r.operatorId,
        country: r.country,
        occurred_at: r.occurredAt.toISOString(),
      };
    },
  );

  app.post(
    '/simulator/imei',
    {
      config: adminRoute,
      schema: {
        summary: 'Put a SIM into the device with this IMEI',
        body: Type.Object({ iccid: Iccid, imei: Type.String({ pattern: '^[0-9]{15}$', maxLength: 15 }) }, { additionalProperties: false }),
        response: { 200: Type.Object({ iccid: Type.String(), imei: Type.String(), last_seen_at: DateTime }) },
      },
    },
    async (req) => {
      const r = await mapRefusals(req.body.iccid, () => sim.reportImei(req.body.iccid, req.body.imei));
      return { iccid: r.iccid, imei: r.imei, last_seen_at: r.lastSeenAt.toISOString() };
    },
  );

  app.post(
    '/simulator/inbound-sms',
    {
      config: adminRoute,
      schema: {
        summary: 'Deliver an SMS from the network to a number',
        body: Type.Object(
          {
            from: Type.String({ pattern: '^(\\+[1-9][0-9]{6,14}|[A-Za-z0-9][A-Za-z0-9 ]{0,10})$', maxLength: 16, description: 'E.164 number or alphanumeric sender' }),
            to: E164,
            body: Type.String({ minLength: 1, maxLength: 1600 }),
          },
          { additionalProperties: false },
        ),
        response: {
          201: Type.Object({ id: Type.String(), from: Type.String(), to: Type.String(), body: Type.String(), received_at: DateTime }),
        },
      },
    },
    async (req, reply) => {
      let r;
      try {
        r = await sim.injectInboundSms(req.body);
      } catch (err) {
        if (err instanceof SimulatorRefusal && err.reason === 'number_not_found') throw notFound('number', req.body.to);
        throw err;
      }
      return reply.status(201).send({ id: r.id, from: r.from, to: r.to, body: r.body, received_at: r.receivedAt.toISOString() });
    },
  );

  app.get(
    '/simulator/faults',
    { config: adminRoute, schema: { summary: 'Faults still armed', response: { 200: Type.Object({ items: Type.Array(Fault) }) } } },
    async () => ({ items: await sim.listFaults() }),
  );

  app.post(
    '/simulator/faults',
    {
      config: adminRoute,
      schema: {
        summary: 'Make the next calls of an upstream operation fail',
        body: Type.Object(
          { operation: Operation, status: Type.Integer({ minimum: 400, maximum: 599 }), count: Type.Integer({ minimum: 1, maximum: 1_000_000 }) },
          { additionalProperties: false },
        ),
        response: { 200: Fault },
      },
    },
    async (req) => sim.setFault({ operation: req.body.operation, status: req.body.status, remaining: req.body.count }),
  );

  app.delete('/simulator/faults', { config: adminRoute, schema: { summary: 'Clear every injected fault', response: { 204: NoContent } } }, async (_req, reply) => {
    await sim.clearFaults();
    return reply.status(204).send(null);
  });

  app.get(
    '/simulator/clock',
    { config: adminRoute, schema: { summary: "The simulated network's time", response: { 200: Clock } } },
    async () => clockOf(await sim.clock()),
  );

  app.post(
    '/simulator/clock',
    {
      config: adminRoute,
      schema: {
        summary: "Move the simulated network's clock forward",
        body: Type.Object({ advance_seconds: Type.Integer({ minimum: 1, maximum: 10 * 365 * 86_400 }) }, { additionalProperties: false }),
        response: { 200: Clock },
      },
    },
    async (req) => clockOf(await sim.advanceClock(req.body.advance_seconds)),
  );

  app.get(
    '/simulator/latency',
    { config: adminRoute, schema: { summary: 'Latency of every upstream call', response: { 200: Latency } } },
    async () => latencyOf(await sim.latency()),
  );

  app.post(
    '/simulator/latency',
    {
      config: adminRoute,
      schema: {
        summary: 'Set the latency of every upstream call (null returns to SIMULATOR_LATENCY_MS)',
        body: Type.Object({ latency_ms: Type.Union([Type.Integer({ minimum: 0, maximum: 60_000 }), Type.Null()]) }, { additionalProperties: false }),
        response: { 200: Latency },
      },
    },
    async (req) => latencyOf(await sim.setLatency(req.body.latency_ms)),
  );
}

/** The simulated network's controls, on the admin API. */
export const simulatorMounts = (sim: SimulatorControls): RouteMount[] => [{ surface: 'admin', register: (app) => simulatorAdminRoutes(app, sim) }];
