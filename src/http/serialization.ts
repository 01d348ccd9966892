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
      serialize = fastJsonStringify(schema) as Serialize;
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
