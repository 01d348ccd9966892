// Response serialisers (fast-json-stringify, as Fastify's default compiler builds them),
// compiled on a route's first answer with a status and once per distinct schema. Every
// route carries its surface's error bodies (4xx, 5xx, and 401/403 by access rule) beside
// its own responses, so 133 routes ask for 882 serialisers of only 94 distinct schemas;
// compiling them all cost 0.4-0.8 s of every start.

import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';

type Serialize = (data: unknown) => string;

export interface SerializerCompiler {
  compiler: FastifySerializerCompiler<unknown>;
  /** Compiles every serialiser not compiled yet, so a test can prove that every schema compiles. */
  compileAll(): void;
}

export function createSerializerCompiler(): SerializerCompiler {
  const compiled = new Map<string, Serialize>();
  const pending = new Set<() => Serialize>();
  const compileOnce = (schema: object): Serialize => {
    const key = JSON.stringify(schema);
    let serialize = compiled.get(key);
    if (serialize === undefined) {
      serialize = fastJsonStringify(forSerialization(schema) as object) as Serialize;
      compiled.set(key, serialize);
    }
    return serialize;
  };
  const compiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
    let serialize: Serialize | null = null;
    const load = (): Serialize => {
      if (serialize === null) {
        serialize = compileOnce(schema as object);
        pending.delete(load);
      }
      return serialize;
    };
    pending.add(load);
    return (data: unknown) => (serialize ?? load())(data);
  };
  return {
    compiler,
    compileAll() {
      for (const load of [...pending]) load();
    },
  };
}

type Schema = Record<string, unknown>;
const isSchema = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNull = (s: unknown) => isSchema(s) && s.type === 'null' && Object.keys(s).length === 1;
const stringConst = (s: unknown): s is Schema & { const: string } => isSchema(s) && s.type === 'string' && typeof s.const === 'string' && s.anyOf === undefined;

/**
 * The schema as fast-json-stringify serialises it fastest, for the same JSON: a union
 * makes it validate the value against each option to pick one (`X or null` checked a
 * whole object or a date-time's format on every answer), so `X or null` becomes X with
 * `nullable` (one null check) and a union of string constants one string with their
 * `enum`. The OpenAPI document and request validation keep the schema as written.
 */
export function forSerialization(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forSerialization);
  if (!isSchema(schema)) return schema;
  const out: Schema = {};
  for (const [k, v] of Object.entries(schema)) {
    // Object keys under these name properties or definitions, not keywords.
    if ((k === 'properties' || k === 'patternProperties' || k === '$defs' || k === 'definitions') && isSchema(v)) {
      out[k] = Object.fromEntries(Object.entries(v).map(([name, s]) => [name, forSerialization(s)]));
    } else if (k === 'enum' || k === 'const' || k === 'required' || k === 'examples' || k === 'default') {
      out[k] = v;
    } else {
      out[k] = forSerialization(v);
    }
  }
  const union = out.anyOf ?? out.oneOf;
  if (!Array.isArray(union)) return out;
  const { anyOf: _a, oneOf: _o, ...siblings } = out;
  if (union.length > 0 && union.every(stringConst)) return { ...siblings, type: 'string', enum: union.map((s) => s.const) };
  if (union.length === 2 && union.some(isNull)) {
    const other = union.find((s) => !isNull(s));
    if (isSchema(other) && typeof other.type === 'string' && other.type !== 'null' && other.anyOf === undefined && other.oneOf === undefined && other.allOf === undefined && other.$ref === undefined && other.const === undefined && other.nullable === undefined) {
      // An enum's null must be among its values too, for a union around it that validates (the event union does).
      return { ...siblings, ...other, ...(Array.isArray(other.enum) ? { enum: [...other.enum, null] } : {}), nullable: true };
    }
  }
  return out;
}
