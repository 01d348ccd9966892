// Validators and serialisers are compiled on a route's first use (src/http/validation.ts,
// src/http/serialization.ts), so a schema that cannot compile would not stop start-up:
// this compiles every one of them.

import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

it("compiles every route's validators and serialisers", () => {
  expect(() => h.app.compileSchemas()).not.toThrow();
});
