import fastJsonStringify from 'fast-json-stringify';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { Link } from '../modules/links/links.schemas.ts';
import { forSerialization } from './serialization.ts';

const link = {
  id: '0b7c7a52-6a53-4a8c-9d7e-0d8e6b0c1a11',
  name: 'device 1',
  status: 'active',
  compatibility_zones: ['magenta'],
  sim: { id: '0b7c7a52-6a53-4a8c-9d7e-0d8e6b0c1a12', iccid: '8988303000000000001', sim_type: 'eSIM', msisdn: '4912345678', imei: null },
  usage: { total_used_mib: '12.500000', activation_count: 1 },
  network_status: {
    connected: true,
    rat: '4G',
    operator: { id: '0b7c7a52-6a53-4a8c-9d7e-0d8e6b0c1a13', name: 'Operator', country: 'DEU', tadig: null, compatibility_zone: 'magenta' },
    country: 'DEU',
    last_seen_at: '2026-11-26T11:00:00.123Z',
    refreshed_at: '2026-11-26T11:00:01.456Z',
  },
  barred_network_types: ['2G'],
  imei_lock: null,
  throttle: null,
  meta: { fleet: 'north', n: 2 },
  created_at: '2026-11-26T10:00:00.000Z',
  updated_at: '2026-11-26T10:30:00.000Z',
};

describe('forSerialization', () => {
  it('makes "X or null" a nullable X and a union of string constants one enum, and keeps other unions', () => {
    const schema = Type.Object({
      a: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'when' }),
      b: Type.Union([Type.Literal('x'), Type.Literal('y')]),
      c: Type.Union([Type.String(), Type.Number()]),
      d: Type.Union([Type.Object({ n: Type.Integer() }), Type.Null()]),
      e: Type.Union([Type.Union([Type.Literal('x'), Type.Literal('y')]), Type.Null()]),
    });
    const out = forSerialization(schema) as { properties: Record<string, Record<string, unknown>> };
    expect(out.properties.a).toEqual({ type: 'string', format: 'date-time', description: 'when', nullable: true });
    expect(out.properties.b).toEqual({ type: 'string', enum: ['x', 'y'] });
    expect(out.properties.c?.anyOf).toHaveLength(2);
    expect(out.properties.d).toMatchObject({ type: 'object', nullable: true, required: ['n'] });
    // A nullable enum keeps null among its values, so a union around it still matches null.
    expect(out.properties.e).toEqual({ type: 'string', enum: ['x', 'y', null], nullable: true });
    // The schema as written (OpenAPI, validation) is left as it was.
    expect(schema.properties.a.anyOf).toHaveLength(2);
  });

  it('serialises a link exactly as the schema as written does, with its optional parts present or null', () => {
    const written = fastJsonStringify(Link as object) as (v: unknown) => string;
    const fast = fastJsonStringify(forSerialization(Link) as object) as (v: unknown) => string;
    const bare = { ...link, name: null, sim: null, network_status: { ...link.network_status, operator: null, country: null, last_seen_at: null, refreshed_at: null } };
    for (const body of [link, bare]) {
      expect(fast(body)).toBe(written(body));
      expect(JSON.parse(fast(body))).toEqual(body);
    }
  });
});
