// A database that cannot serve a statement just now, through HTTP on PostgreSQL: a
// statement held past DATABASE_STATEMENT_TIMEOUT_MS (here by a lock another session
// keeps) is cancelled by the server, and a server that cannot be reached fails at once;
// each service answers 503 in its own error format with Retry-After, nothing is changed,
// and the process serves again as soon as the database does. The embedded database has
// no other session to hold a lock and no server to lose, so this runs on PostgreSQL only.

import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../src/db/drivers.ts';
import { createHarness, type Harness, type Tenant } from './harness.ts';
import { freshDatabase, type TestDatabase } from './database.ts';

const onPostgres = process.env.TEST_DATABASE_URL !== undefined && process.env.TEST_DATABASE_URL !== '';

/** The test database opened a second time, as `npm start` opens it with a statement timeout. */
function timed(db: TestDatabase, url: string, statementTimeoutMs: number): TestDatabase {
  const database = openPostgres(url, 4, { statementTimeoutMs });
  return {
    database,
    url,
    async drop() {
      await database.close();
      await db.drop();
    },
  };
}

describe.runIf(onPostgres)('a statement past the timeout', () => {
  let db: TestDatabase;
  let h: Harness;
  let t: Tenant;
  beforeAll(async () => {
    db = await freshDatabase();
    h = await createHarness({}, { database: timed(db, db.url as string, 300) });
    t = await h.tenant({ services: ['connectivity', 'reseller', 'numbers', 'mccmnc'] });
  });
  afterAll(async () => h.close());

  /** Runs `during` while another session holds `tables` locked against every other statement. */
  async function whileLocked(tables: string[], during: () => Promise<void>): Promise<void> {
    const locker = new pg.Client({ connectionString: db.url as string });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query(`LOCK TABLE ${tables.join(', ')} IN ACCESS EXCLUSIVE MODE`);
      await during();
    } finally {
      await locker.query('ROLLBACK').catch(() => {});
      await locker.end();
    }
  }

  it('answers 503 with Retry-After in every service, changes nothing, and serves again after', async () => {
    await whileLocked(['organizations', 'links'], async () => {
      const org = await h.app.inject({ method: 'GET', url: '/org', headers: t.admin });
      expect(org.statusCode).toBe(503);
      expect(org.headers['retry-after']).toBe('1');
      expect(org.json()).toEqual({ message: expect.stringMatching(/^internal server error; request id \S+$/), code: 'service_unavailable' });

      const plans = await h.app.inject({ method: 'GET', url: '/v1/plans', headers: t.admin });
      expect(plans.statusCode).toBe(503);
      expect(plans.json()).toEqual({
        error: { code: 'SERVICE_UNAVAILABLE', message: expect.stringContaining('the database is unavailable or did not answer in time; try again; request id'), details: null },
      });
      for (const url of ['/numbers/balance', '/mccmnc/balance']) {
        const res = await h.app.inject({ method: 'GET', url, headers: t.admin });
        expect(res.statusCode, url).toBe(503);
        expect(res.json()).toEqual({ success: false, error: { code: 'SERVICE_UNAVAILABLE', message: expect.stringContaining('try again') } });
      }
      const write = await h.app.inject({ method: 'POST', url: '/links', headers: t.admin, payload: { name: 'never written' } });
      expect(write.statusCode).toBe(503);
      expect(write.json()).toMatchObject({ code: 'service_unavailable' });
    });

    expect((await h.app.inject({ method: 'GET', url: '/org', headers: t.admin })).statusCode).toBe(200);
    const links = await h.app.inject({ method: 'GET', url: '/links', headers: t.admin });
    expect(links.statusCode).toBe(200);
    expect(JSON.stringify(links.json())).not.toContain('never written');
  });

  it('answers the token endpoint 503 temporarily_unavailable', async () => {
    const client = await h.createClient(t.id);
    await whileLocked(['api_clients'], async () => {
      const res = await h.app.inject({
        method: 'POST',
        url: '/auth/token',
        payload: { grant_type: 'client_credentials', client_id: client.client_id, client_secret: client.client_secret },
      });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json()).toEqual({ error: 'temporarily_unavailable', error_description: expect.stringContaining('request id') });
    });
    expect(await h.token(client)).toEqual(expect.any(String));
  });
});

describe.runIf(onPostgres)('a database server that cannot be reached', () => {
  let db: TestDatabase;
  let h: Harness;
  let proxy: net.Server;
  let port = 0;
  const sockets = new Set<net.Socket>();

  /** A TCP relay to the database server, which the test closes to play a server gone away. */
  async function openProxy(): Promise<void> {
    const target = new URL(process.env.TEST_DATABASE_URL as string);
    proxy = net.createServer((inbound) => {
      const outbound = net.connect(Number(target.port || 5432), target.hostname);
      for (const s of [inbound, outbound]) {
        sockets.add(s);
        s.on('close', () => sockets.delete(s));
        s.on('error', () => {
          inbound.destroy();
          outbound.destroy();
        });
      }
      inbound.pipe(outbound).pipe(inbound);
    });
    await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
    port = (proxy.address() as net.AddressInfo).port;
  }

  async function closeProxy(): Promise<void> {
    const closed = new Promise<void>((resolve) => proxy.close(() => resolve()));
    for (const s of sockets) s.destroy();
    await closed;
  }

  beforeAll(async () => {
    db = await freshDatabase();
    await openProxy();
    const url = new URL(db.url as string);
    url.host = `127.0.0.1:${port}`;
    h = await createHarness({}, { database: timed(db, url.toString(), 30_000) });
  });
  afterAll(async () => {
    if (!proxy.listening) await openProxy();
    await h.close();
  });

  it('answers 503 while the server is gone, and serves again once it is back', async () => {
    const t = await h.tenant();
    expect((await h.app.inject({ method: 'GET', url: '/org', headers: t.admin })).statusCode).toBe(200);

    await closeProxy();
    const org = await h.app.inject({ method: 'GET', url: '/org', headers: t.admin });
    expect(org.statusCode).toBe(503);
    expect(org.headers['retry-after']).toBe('1');
    expect(org.json()).toMatchObject({ code: 'service_unavailable' });
    const plans = await h.app.inject({ method: 'GET', url: '/v1/plans', headers: t.admin });
    expect(plans.statusCode).toBe(503);
    expect(plans.json()).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE' } });
    expect((await h.app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(503);

    await openProxy();
    expect((await h.app.inject({ method: 'GET', url: '/org', headers: t.admin })).statusCode).toBe(200);
    expect((await h.app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
  });

  it('answers 503, not 401, for a token whose key it could not load', async () => {
    // Another process, on the database directly, rotates the keys and signs with the new one.
    const direct = openPostgres(db.url as string, 2);
    const other = await createHarness({}, { database: { database: direct, url: db.url, drop: () => direct.close() } });
    try {
      const rotated = await other.app.inject({ method: 'POST', url: '/admin/signing-keys', headers: other.admin, payload: { activate_in_seconds: 0 } });
      expect(rotated.statusCode).toBe(201);
      const t = await other.tenant();
      await closeProxy();
      // This process does not know the new key and cannot read it now.
      const res = await h.app.inject({ method: 'GET', url: '/org', headers: t.admin });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'service_unavailable' });
      await openProxy();
      expect((await h.app.inject({ method: 'GET', url: '/org', headers: t.admin })).statusCode).toBe(200);
    } finally {
      if (!proxy.listening) await openProxy();
      await other.close();
    }
  });
});
