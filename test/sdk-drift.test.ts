// The SDK's committed types are what `npm run sdk:generate` makes from the OpenAPI
// document the platform serves today (docs/sdk.md): a route or schema changed without
// regenerating them fails here.

import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generatedTypesFile, generateSdkTypes } from '../scripts/sdk-generate.ts';

describe('the SDK types', () => {
  it('match a fresh generation from the served OpenAPI document', async () => {
    const fresh = await generateSdkTypes();
    const committed = fs.readFileSync(generatedTypesFile, 'utf8');
    // A mismatch names the first line that differs instead of printing 23,000 lines.
    const a = committed.split('\n');
    const b = fresh.split('\n');
    const first = a.findIndex((line, i) => line !== b[i]);
    const where = first === -1 ? (a.length === b.length ? null : Math.min(a.length, b.length) + 1) : first + 1;
    expect(where, `packages/sdk/src/openapi.generated.ts differs from a fresh generation at line ${where}: run npm run sdk:generate and commit the file`).toBeNull();
  }, 120_000);
});
