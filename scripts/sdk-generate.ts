// The SDK's types come from the OpenAPI document the platform serves at /openapi.json,
// built here in-process (no server, no database on disk): `npm run sdk:generate` writes
// them, and test/sdk-drift.test.ts fails when the committed file differs. See docs/sdk.md.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import pino from 'pino';
import { loadConfig } from '../src/config.ts';
import { createContainer } from '../src/container.ts';
import { newPglite, wrapPglite } from '../src/db/drivers.ts';
import { buildApp } from '../src/http/app.ts';

export const generatedTypesFile = fileURLToPath(new URL('../packages/sdk/src/openapi.generated.ts', import.meta.url));

const header = `// Generated from the platform's OpenAPI document by \`npm run sdk:generate\`; do not edit.
// test/sdk-drift.test.ts fails when this file and a fresh generation differ.

`;

/** The OpenAPI document the platform serves, from an app built in this process. */
export async function servedOpenApi(): Promise<Record<string, unknown>> {
  const adminToken = 'generation-only-admin-token-0123456789';
  const config = loadConfig({ LOG_LEVEL: 'silent', ADMIN_TOKEN: adminToken });
  const database = wrapPglite(newPglite());
  const container = createContainer({ config, database, logger: pino({ level: 'silent' }), adminToken });
  const app = await buildApp(container);
  try {
    await app.ready();
    return JSON.parse(JSON.stringify(app.swagger())) as Record<string, unknown>;
  } finally {
    await app.close();
    await database.close();
  }
}

/** The TypeScript text of the SDK's generated types. */
export async function generateSdkTypes(): Promise<string> {
  const doc = await servedOpenApi();
  const ast = await openapiTS(doc as unknown as OpenAPI3, { silent: true });
  return header + astToString(ast) + idempotentOperations(doc);
}

/** The operations that take an Idempotency-Key header, as `METHOD /path`: the SDK sends one on each. */
function idempotentOperations(doc: Record<string, unknown>): string {
  const found: string[] = [];
  for (const [p, item] of Object.entries(doc.paths as Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>)) {
    for (const [method, op] of Object.entries(item)) {
      if (op.parameters?.some((q) => q.in === 'header' && q.name.toLowerCase() === 'idempotency-key')) found.push(`${method.toUpperCase()} ${p}`);
    }
  }
  found.sort();
  return `\n/** Operations that take an Idempotency-Key header (the writes that move money), as \`METHOD /path\`. */\nexport const idempotentOperations: readonly string[] = ${JSON.stringify(found, null, 4).replace(/"/g, "'")};\n`;
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const text = await generateSdkTypes();
  fs.writeFileSync(generatedTypesFile, text);
  console.log(`wrote ${path.relative(process.cwd(), generatedTypesFile)} (${text.split('\n').length} lines)`);
}
