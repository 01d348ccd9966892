// GET /ready answers 503 until the program can serve: its start-up work (signing keys,
// reference data) is done and the database answers. GET /health is liveness only.

import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { type Container, createContainer } from '../src/container.ts';
import { type App, buildApp } from '../src/http/app.ts';
import { freshDatabase, type TestDatabase } from './database.ts';

let db: TestDatabase;
let container: Container;
let app: App;
beforeAll(async () => {
  db = await freshDatabase();
  const config = loadConfig({ LOG_LEVEL: 'silent', ADMIN_TOKEN: 'test-admin-token-0123456789abcdef' });
  container = createContainer({ config, database: db.database, logger: pino({ level: 'silent' }), adminToken: 'test-admin-token-0123456789abcdef' });
  app = await buildApp(container);
});
afterAll(async () => {
  await app.close();
  await db.drop();
});

it('answers 503 on /ready until the start-up work is done, and 200 after', async () => {
  expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  const before = await app.inject({ method: 'GET', url: '/ready' });
  expect(before.statusCode).toBe(503);
  expect(before.json()).toEqual({ ok: false, database: db.database.kind });
  await container.prepare();
  const after = await app.inject({ method: 'GET', url: '/ready' });
  expect(after.statusCode).toBe(200);
  expect(after.json()).toEqual({ ok: true, database: db.database.kind });
});
