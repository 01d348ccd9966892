// The medium-test harness: a real database, the real container and app, HTTP through
// inject(), and factories that go through the public admin API like an operator would.

import type { Writable } from 'node:stream';
import pino from 'pino';
import { type Config, loadConfig } from '../src/config.ts';
import { type Container, createContainer } from '../src/container.ts';
import { type App, buildApp } from '../src/http/app.ts';
import { freshDatabase, type TestDatabase } from './database.ts';

export const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';

export interface Harness {
  app: App;
  container: Container;
  db: TestDatabase;
  config: Config;
  admin: Record<string, string>;
  close(): Promise<void>;
  createOrganization(input?: { name?: string; services?: string[]; currency?: string }): Promise<{ id: string; name: string }>;
  createClient(organizationId: string, roles?: string[]): Promise<{ client_id: string; client_secret: string }>;
  token(client: { client_id: string; client_secret: string }): Promise<string>;
  /** An organisation with an admin and a viewer token. */
  tenant(input?: { services?: string[] }): Promise<Tenant>;
}

export interface Tenant {
  id: string;
  admin: Record<string, string>;
  viewer: Record<string, string>;
}

export interface HarnessOptions {
  /** Receives the structured log lines (JSON) when given; otherwise logging is silent. */
  logStream?: Writable;
  /** Reuse an existing test database (a second "process" on the same data). */
  database?: TestDatabase;
}

export async function createHarness(env: Record<string, string> = {}, options: HarnessOptions = {}): Promise<Harness> {
  const db = options.database ?? (await freshDatabase());
  // The rate limit runs on every request, high enough that no test but its own meets it.
  const config = loadConfig({ LOG_LEVEL: 'silent', ADMIN_TOKEN, AUTH_CLIENT_CACHE_SECONDS: '0', RATE_LIMIT_PER_MINUTE: '1000000', ...env });
  const container = createContainer({ config, database: db.database, logger: options.logStream ? pino({ level: 'info' }, options.logStream) : pino({ level: 'silent' }), adminToken: ADMIN_TOKEN });
  await container.prepare();
  const app = await buildApp(container);
  await app.ready();
  const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };

  const h: Harness = {
    app,
    container,
    db,
    config,
    admin,
    async close() {
      await app.close();
      await db.drop();
    },
    async createOrganization(input = {}) {
      const res = await app.inject({ method: 'POST', url: '/admin/organizations', headers: admin, payload: { name: 'Org', ...input } });
      if (res.statusCode !== 201) throw new Error(`create organization: ${res.statusCode} ${res.body}`);
      return res.json();
    },
    async createClient(organizationId, roles = ['admin']) {
      const res = await app.inject({
        method: 'POST',
        url: `/admin/organizations/${organizationId}/clients`,
        headers: admin,
        payload: { name: 'client', roles },
      });
      if (res.statusCode !== 201) throw new Error(`create client: ${res.statusCode} ${res.body}`);
      return res.json();
    },
    async token(client) {
      const res = await app.inject({
        method: 'POST',
        url: '/auth/token',
        payload: { grant_type: 'client_credentials', client_id: client.client_id, client_secret: client.client_secret },
      });
      if (res.statusCode !== 200) throw new Error(`token: ${res.statusCode} ${res.body}`);
      return res.json().access_token;
    },
    async tenant(input = {}) {
      const org = await h.createOrganization(input.services ? { services: input.services } : {});
      const [a, v] = await Promise.all([h.createClient(org.id, ['admin']), h.createClient(org.id, ['viewer'])]);
      const [at, vt] = await Promise.all([h.token(a), h.token(v)]);
      return { id: org.id, admin: { authorization: `Bearer ${at}` }, viewer: { authorization: `Bearer ${vt}` } };
    },
  };
  return h;
}
