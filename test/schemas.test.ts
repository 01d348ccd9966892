// Validators and serialisers are compiled on a route's first use (src/http/validation.ts,
// src/http/serialization.ts), so a schema that cannot compile would not stop start-up:
// this compiles every one of them.

import { afterAll, beforeAll, expect, it } from 'vitest';
import { hasPatternWords } from '../src/http/validation.messages.ts';
import { createHarness, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

it("compiles every route's validators and serialisers", () => {
  expect(() => h.app.compileSchemas()).not.toThrow();
});

it('has words for every pattern of a request schema, so no refusal shows a regular expression', async () => {
  const doc = (await h.app.inject({ method: 'GET', url: '/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
  const patterns = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node !== null && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) {
        if (k === 'pattern' && typeof v === 'string') patterns.add(v);
        else walk(v);
      }
    }
  };
  for (const operations of Object.values(doc.paths)) {
    for (const op of Object.values(operations) as Array<{ parameters?: unknown; requestBody?: unknown }>) {
      walk(op.parameters);
      walk(op.requestBody);
    }
  }
  expect(patterns.size).toBeGreaterThan(10);
  expect([...patterns].filter((p) => !hasPatternWords(p))).toEqual([]);
});
