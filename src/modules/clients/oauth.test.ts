import { randomUUID } from 'node:crypto';
import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, generateKeyPair, importJWK, type JWK, jwtVerify, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../test/harness.ts';
import { loadConfig } from '../../config.ts';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { query } from '../../db/client.ts';
import type { JobContext } from '../../jobs/define.ts';
import { createFailuresPrune } from './clients.jobs.ts';
import { createClientsRepo } from './clients.repo.ts';
import { signingKeys } from './clients.tables.ts';

let h: Harness;
let org: { id: string };
let client: { client_id: string; client_secret: string };
const creds = (c: { client_id: string; client_secret: string }) => ({ client_id: c.client_id, client_secret: c.client_secret });

beforeAll(async () => {
  h = await createHarness({ AUTH_MAX_FAILED_ATTEMPTS: '3' });
  org = await h.createOrganization();
  client = await h.createClient(org.id, ['admin']);
});
afterAll(async () => h.close());

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

async function realKey() {
  const [row] = await h.container.db.select().from(signingKeys).limit(1);
  if (!row) throw new Error('no signing key');
  return { kid: row.kid, key: await importJWK(row.privateJwk as JWK, 'ES256') };
}

describe('POST /auth/token', () => {
  it('issues a JWT for a form-encoded request, with the documented claims', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/auth/token', ...form({ grant_type: 'client_credentials', ...creds(client) }) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 3600 });
    const header = decodeProtectedHeader(body.access_token);
    expect(header.alg).toBe('ES256');
    expect(header.kid).toEqual(expect.any(String));
    const claims = decodeJwt(body.access_token);
    expect(claims).toMatchObject({ sub: client.client_id, org: org.id, roles: ['admin'] });
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(claims.jti).toEqual(expect.any(String));

    // The JWKS endpoint publishes the key that verifies it.
    const jwks = (await h.app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json();
    expect(jwks.keys[0]).not.toHaveProperty('d');
    await expect(jwtVerify(body.access_token, createLocalJWKSet(jwks))).resolves.toBeTruthy();
  });

  it('accepts JSON bodies and HTTP Basic client authentication', async () => {
    const json = await h.app.inject({
      method: 'POST',
      url: '/auth/token',
      payload: { grant_type: 'client_credentials', client_id: client.client_id, client_secret: client.client_secret },
    });
    expect(json.statusCode).toBe(200);
    const basic = Buffer.from(`${client.client_id}:${client.client_secret}`).toString('base64');
    const res = await h.app.inject({
      method: 'POST',
      url: '/auth/token',
      ...form({ grant_type: 'client_credentials' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${basic}` },
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers RFC 6749 errors', async () => {
    const cases: Array<[Record<string, string>, number, string]> = [
      [{ grant_type: 'password', ...creds(client) }, 400, 'unsupported_grant_type'],
      [{ client_id: client.client_id, client_secret: client.client_secret }, 400, 'invalid_request'],
      [{ grant_type: 'client_credentials', client_id: client.client_id }, 401, 'invalid_client'],
    ];
    for (const [fields, status, error] of cases) {
      const res = await h.app.inject({ method: 'POST', url: '/auth/token', ...form(fields) });
      expect(res.statusCode, JSON.stringify(fields)).toBe(status);
      expect(res.json()).toEqual({ error, error_description: expect.any(String) });
    }
    const malformed = await h.app.inject({ method: 'POST', url: '/auth/token', headers: { 'content-type': 'application/json' }, payload: '{"grant_type":' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe('invalid_request');
    const xml = await h.app.inject({ method: 'POST', url: '/auth/token', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(xml.statusCode).toBe(400);
    expect(xml.json().error).toBe('invalid_request');
    // Text the database cannot hold, in the body and in HTTP Basic credentials.
    const lone = await h.app.inject({ method: 'POST', url: '/auth/token', headers: { 'content-type': 'application/json' }, payload: '{"grant_type":"client_credentials","client_id":"\\ud800","client_secret":"x"}' });
    expect(lone.statusCode).toBe(400);
    expect(lone.json().error).toBe('invalid_request');
    for (const pair of ['\0:\0', `${client.client_id}:%00`]) {
      const basic = Buffer.from(pair).toString('base64');
      const res = await h.app.inject({ method: 'POST', url: '/auth/token', headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${basic}` }, payload: 'grant_type=client_credentials' });
      expect(res.statusCode, pair).toBe(401);
      expect(res.json()).toEqual({ error: 'invalid_client', error_description: 'malformed HTTP Basic credentials' });
    }
  });

  it('challenges a failed client authentication with HTTP Basic, and takes one authentication method per request', async () => {
    const basic = (secret: string) => `Basic ${Buffer.from(`${client.client_id}:${secret}`).toString('base64')}`;
    const headers = (authorization: string) => ({ 'content-type': 'application/x-www-form-urlencoded', authorization });
    // RFC 6749 section 5.2: a 401 to a client that used the Authorization header carries WWW-Authenticate.
    const wrong = await h.app.inject({ method: 'POST', url: '/auth/token', headers: headers(basic('wrong')), payload: 'grant_type=client_credentials' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['www-authenticate']).toBe('Basic realm="connectivity-platform", charset="UTF-8"');
    expect(wrong.json().error).toBe('invalid_client');
    // Section 2.3: HTTP Basic and a secret in the body are two methods.
    const both = await h.app.inject({ method: 'POST', url: '/auth/token', headers: headers(basic(client.client_secret)), payload: new URLSearchParams({ grant_type: 'client_credentials', client_id: client.client_id, client_secret: client.client_secret }).toString() });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toEqual({ error: 'invalid_request', error_description: 'authenticate with HTTP Basic or with client_secret in the body, not both' });
    // Naming the client in the body beside HTTP Basic is allowed (section 3.2.1).
    const named = await h.app.inject({ method: 'POST', url: '/auth/token', headers: headers(basic(client.client_secret)), payload: `grant_type=client_credentials&client_id=${encodeURIComponent(client.client_id)}` });
    expect(named.statusCode).toBe(200);
  });

  it('throttles wrong secrets per client id and source address, in the database, and never the right secret', async () => {
    const victim = await h.createClient(org.id, ['viewer']);
    const attempt = (secret: string, remoteAddress = '203.0.113.7', app = h.app) =>
      app.inject({ method: 'POST', url: '/auth/token', remoteAddress, ...form({ grant_type: 'client_credentials', client_id: victim.client_id, client_secret: secret }) });
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) {
      const bad = await attempt('wrong');
      statuses.push(bad.statusCode);
      if (bad.statusCode === 429) {
        expect(bad.json().error).toBe('slow_down');
        expect(Number(bad.headers['retry-after'])).toBeGreaterThan(0);
      } else {
        expect(bad.json().error).toBe('invalid_client');
      }
    }
    // AUTH_MAX_FAILED_ATTEMPTS is 3 here: the third wrong secret and every one after it are throttled.
    expect(statuses).toEqual([401, 401, ...Array<number>(48).fill(429)]);
    // The count is in the database: another process sees it.
    const second = await createHarness({ AUTH_MAX_FAILED_ATTEMPTS: '3' }, { database: h.db });
    expect((await attempt('wrong', '203.0.113.7', second.app)).statusCode).toBe(429);
    // Another address is counted on its own.
    expect((await attempt('wrong', '198.51.100.9')).statusCode).toBe(401);
    // The right secret gets its token at once, from the throttled address too, on either process.
    const right = await attempt(victim.client_secret);
    expect(right.statusCode).toBe(200);
    expect(right.json().access_token).toEqual(expect.any(String));
    expect((await attempt(victim.client_secret, '203.0.113.7', second.app)).statusCode).toBe(200);
    // It cleared that address's count; the other address keeps its own.
    expect((await attempt('wrong')).statusCode).toBe(401);
    expect((await attempt('wrong', '198.51.100.9')).statusCode).toBe(401);
    expect((await attempt('wrong', '198.51.100.9')).statusCode).toBe(429);
    await second.app.close();
  });

  it('counts wrong secrets per client address: the one trusted proxies name (TRUST_PROXY), else the peer whatever X-Forwarded-For says', async () => {
    const victim = await h.createClient(org.id, ['viewer']);
    const attempt = (app: Harness['app'], remoteAddress: string, forwardedFor?: string) =>
      app.inject({
        method: 'POST',
        url: '/auth/token',
        remoteAddress,
        ...form({ grant_type: 'client_credentials', client_id: victim.client_id, client_secret: 'wrong' }),
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }) },
      });
    // Off by default: a client cannot escape the count by naming other addresses.
    const direct = [];
    for (let i = 0; i < 3; i++) direct.push((await attempt(h.app, '203.0.113.20', `198.51.100.${i + 1}`)).statusCode);
    expect(direct).toEqual([401, 401, 429]);

    // Behind a load balancer on 10.0.0.0/8, each client it forwards is counted on its own.
    const behind = await createHarness({ AUTH_MAX_FAILED_ATTEMPTS: '3', TRUST_PROXY: '10.0.0.0/8' }, { database: h.db });
    try {
      const one = [];
      for (let i = 0; i < 3; i++) one.push((await attempt(behind.app, '10.1.2.3', '203.0.113.30')).statusCode);
      expect(one).toEqual([401, 401, 429]);
      expect((await attempt(behind.app, '10.1.2.3', '203.0.113.31')).statusCode).toBe(401);
      // A peer outside the trusted range is the client, whatever it forwards.
      expect((await attempt(behind.app, '203.0.113.30', '203.0.113.99')).statusCode).toBe(429);
    } finally {
      await behind.app.close();
    }
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow('TRUST_PROXY must be true, false, or IP addresses and CIDR ranges separated by commas, got "10.0.0.0/33"');
  });

  it('refuses a wrong secret by the tag stored with the hash, without its scrypt; a hash made before tags is checked by its scrypt alone', async () => {
    const victim = await h.createClient(org.id, ['viewer']);
    // Each from its own address, so that no count of wrong secrets reaches the throttle.
    let n = 0;
    const attempt = (secret: string) =>
      h.app.inject({ method: 'POST', url: '/auth/token', remoteAddress: `192.0.2.${100 + n++}`, ...form({ grant_type: 'client_credentials', client_id: victim.client_id, client_secret: secret }) });
    const stored = async () => (await query<{ secret_hash: string }>(h.container.db, sql`SELECT secret_hash FROM api_clients WHERE client_id = ${victim.client_id}`))[0]?.secret_hash as string;
    const setStored = (hash: string) => query(h.container.db, sql`UPDATE api_clients SET secret_hash = ${hash} WHERE client_id = ${victim.client_id}`);
    const tagged = await stored();
    expect(tagged.split('$')).toHaveLength(7);
    // Parameters whose scrypt this process refuses to compute (1 GiB, over its 64 MiB):
    // a wrong secret still answers 401, so its tag refused it before any scrypt.
    const [, , r, p, salt, hash, tag] = tagged.split('$');
    await setStored(['scrypt', String(2 ** 20), r, p, salt, hash, tag].join('$'));
    expect((await attempt('wrong')).statusCode).toBe(401);
    expect((await attempt(`${victim.client_secret}x`)).statusCode).toBe(401);
    // A hash of before the tags: the right secret gets its token, a wrong one is refused.
    await setStored(tagged.split('$').slice(0, 6).join('$'));
    expect((await attempt('wrong')).statusCode).toBe(401);
    expect((await attempt(victim.client_secret)).statusCode).toBe(200);
    await setStored(tagged);
    expect((await attempt(victim.client_secret)).statusCode).toBe(200);
  });

  it('prunes counts of wrong secrets hourly, in batches, once their window has passed', async () => {
    const victim = await h.createClient(org.id, ['viewer']);
    const attempt = (remoteAddress: string) =>
      h.app.inject({ method: 'POST', url: '/auth/token', remoteAddress, ...form({ grant_type: 'client_credentials', client_id: victim.client_id, client_secret: 'wrong' }) });
    const sources = ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4', '192.0.2.5'];
    for (const source of sources) for (let i = 0; i < 3; i++) await attempt(source);
    const counts = async () =>
      (await query<{ source: string }>(h.container.db, sql`SELECT source FROM auth_failures WHERE client_id = ${victim.client_id} ORDER BY source`)).map((r) => r.source);
    expect(await counts()).toEqual(sources);
    // Three windows are over (an hour ago, of 5 minutes), two are current.
    await query(h.container.db, sql`UPDATE auth_failures SET window_start = now() - interval '1 hour', locked_until = now() - interval '55 minutes'
                                    WHERE client_id = ${victim.client_id} AND source IN ('192.0.2.1', '192.0.2.2', '192.0.2.3')`);
    const registered = h.container.clientsJobs.find((j) => j.name === 'auth.prune_failures');
    expect(registered).toBeDefined();
    let batches = 0;
    const prune = createFailuresPrune({ pruneFailures: (w, limit) => (batches++, createClientsRepo(h.container.db).pruneFailures(w, limit)) }, 300, 2);
    expect(prune.schedule).toMatchObject({ name: 'auth.prune_failures', everyMs: 3_600_000 });
    const ctx = { signal: new AbortController().signal, logger: pino({ level: 'silent' }) } as unknown as JobContext;
    expect(await prune.job.handle({}, ctx)).toEqual({ deleted: 3 });
    expect(batches).toBe(2);
    expect(await counts()).toEqual(['192.0.2.4', '192.0.2.5']);
    // What is left still answers as before: both addresses are throttled.
    expect((await attempt('192.0.2.4')).statusCode).toBe(429);
    expect((await attempt('192.0.2.5')).statusCode).toBe(429);
    // The registered job does the same, with the configured window.
    await query(h.container.db, sql`UPDATE auth_failures SET window_start = now() - interval '1 hour', locked_until = now() - interval '55 minutes' WHERE client_id = ${victim.client_id}`);
    expect(await registered?.handle({}, ctx)).toEqual({ deleted: 2 });
    expect(await counts()).toEqual([]);
    expect((await attempt('192.0.2.4')).statusCode).toBe(401);
  });

  it('refuses revoked clients at once, and their issued tokens stop working', async () => {
    const c = await h.createClient(org.id, ['admin']);
    const token = await h.token(c);
    expect((await h.app.inject({ method: 'GET', url: '/org', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    const revoke = await h.app.inject({ method: 'DELETE', url: `/admin/clients/${c.client_id}`, headers: h.admin });
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json().revoked_at).toEqual(expect.any(String));
    expect((await h.app.inject({ method: 'GET', url: '/org', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
    const again = await h.app.inject({ method: 'POST', url: '/auth/token', ...form({ grant_type: 'client_credentials', ...creds(c) }) });
    expect(again.statusCode).toBe(401);
    expect((await h.app.inject({ method: 'DELETE', url: '/admin/clients/cli_unknown', headers: h.admin })).statusCode).toBe(404);
  });
});

describe('access tokens on the APIs', () => {
  const get = (headers: Record<string, string>) => h.app.inject({ method: 'GET', url: '/org', headers });

  it('rejects alg:none, tampered, foreign-key, HS256-confused and expired tokens', async () => {
    const good = await h.token(client);
    const [head, payload] = good.split('.') as [string, string, string];
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const claims = decodeJwt(good);

    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    const tampered = `${head}.${b64({ ...claims, roles: ['admin'], org: randomUUID() })}.${good.split('.')[2]}`;
    const foreign = await new SignJWT({ org: org.id, roles: ['admin'] })
      .setProtectedHeader({ alg: 'ES256', kid: decodeProtectedHeader(good).kid! })
      .setSubject(client.client_id)
      .setIssuer('connectivity-platform')
      .setIssuedAt()
      .setExpirationTime('1h')
      .setJti(randomUUID())
      .sign((await generateKeyPair('ES256')).privateKey);
    const jwks = (await h.app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json();
    const hs = await new SignJWT({ org: org.id, roles: ['admin'] })
      .setProtectedHeader({ alg: 'HS256', kid: decodeProtectedHeader(good).kid! })
      .setSubject(client.client_id)
      .setIssuedAt()
      .setExpirationTime('1h')
      .setJti(randomUUID())
      .sign(new TextEncoder().encode(JSON.stringify(jwks.keys[0])));
    const { kid, key } = await realKey();
    const expired = await new SignJWT({ org: org.id, roles: ['admin'] })
      .setProtectedHeader({ alg: 'ES256', kid })
      .setSubject(client.client_id)
      .setIssuer('connectivity-platform')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .setJti(randomUUID())
      .sign(key);

    for (const [name, token] of Object.entries({ none, tampered, foreign, hs, expired, garbage: 'abc.def.ghi' })) {
      const res = await get({ authorization: `Bearer ${token}` });
      expect(res.statusCode, name).toBe(401);
      expect(res.json().code).toBe('unauthorized');
      expect(res.headers['www-authenticate'], name).toBe('Bearer realm="connectivity-platform", error="invalid_token"');
    }
    // RFC 6750 section 3.1: a request without credentials is challenged without an error code.
    const bare = await get({});
    expect(bare.statusCode).toBe(401);
    expect(bare.headers['www-authenticate']).toBe('Bearer realm="connectivity-platform"');
    expect((await get({ authorization: 'Basic abc' })).statusCode).toBe(401);
    expect((await get({ authorization: `Bearer ${good}` })).statusCode).toBe(200);
  });

  it('refuses tokens signed with the real key whose claims the platform would not issue, or that do not match their client', async () => {
    const { kid, key } = await realKey();
    const other = await h.createOrganization();
    const viewer = await h.createClient(org.id, ['viewer']);
    const platform = (await h.app.inject({ method: 'POST', url: '/admin/platform-clients', headers: h.admin, payload: { name: 'ops', roles: ['viewer'] } })).json();
    const now = Math.floor(Date.now() / 1000);
    const sign = (claims: Record<string, unknown>, opts: { sub?: string; iat?: number; exp?: number; aud?: string } = {}) => {
      const jwt = new SignJWT(claims)
        .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
        .setSubject(opts.sub ?? client.client_id)
        .setIssuer('connectivity-platform')
        .setIssuedAt(opts.iat ?? now)
        .setExpirationTime(opts.exp ?? (opts.iat ?? now) + 3600)
        .setJti(randomUUID());
      if (opts.aud !== undefined) jwt.setAudience(opts.aud);
      return jwt.sign(key);
    };
    const mine = { org: org.id, roles: ['admin'] };
    // What the platform issues is accepted, also with an iat a little ahead (another process's clock).
    for (const token of [await sign(mine), await sign(mine, { iat: now + 30 })]) {
      expect((await get({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
    }
    const refused = {
      'another audience': await sign(mine, { aud: 'https://billing.example' }),
      'the platform as audience': await sign(mine, { aud: 'connectivity-platform' }),
      'issued a day ahead': await sign(mine, { iat: now + 86_400, exp: now + 90_000 }),
      'issued two minutes ahead': await sign(mine, { iat: now + 120 }),
      'ten years long': await sign(mine, { exp: now + 10 * 365 * 86_400 }),
      'a second longer than TOKEN_TTL_SECONDS': await sign(mine, { exp: now + 3601 }),
      'another organisation': await sign({ org: other.id, roles: ['admin'] }),
      'no organisation for an organisation client': await sign({ roles: ['admin'] }),
      'admin for a viewer client': await sign({ org: org.id, roles: ['admin'] }, { sub: viewer.client_id }),
      'more roles than the client': await sign({ org: org.id, roles: ['admin', 'viewer'] }),
      'a role the platform does not know': await sign({ org: org.id, roles: ['admin', 'root'] }),
      'no roles': await sign({ org: org.id, roles: [] }),
      'roles not a list': await sign({ org: org.id, roles: 'admin' }),
      'an organisation for a platform client': await sign({ org: org.id, roles: ['viewer'] }, { sub: platform.client_id }),
      'an unknown client': await sign(mine, { sub: 'cli_unknown' }),
    };
    for (const [name, token] of Object.entries(refused)) {
      const res = await get({ authorization: `Bearer ${token}`, 'x-organization-id': org.id });
      expect(res.statusCode, name).toBe(401);
      expect(res.json().code, name).toBe('unauthorized');
    }
    // A process that caches tokens, clients and organisations refuses them as well, the second time too (from its caches).
    const caching = await createHarness({ AUTH_CLIENT_CACHE_SECONDS: '60' }, { database: h.db });
    try {
      const valid = await sign(mine);
      for (let i = 0; i < 2; i++) {
        expect((await caching.app.inject({ method: 'GET', url: '/org', headers: { authorization: `Bearer ${valid}` } })).statusCode).toBe(200);
        for (const [name, token] of Object.entries(refused)) {
          const res = await caching.app.inject({ method: 'GET', url: '/org', headers: { authorization: `Bearer ${token}`, 'x-organization-id': org.id } });
          expect(res.statusCode, `${name}, cached, round ${i}`).toBe(401);
        }
      }
    } finally {
      await caching.app.close();
    }
    // The organisation's data was not read for a token of another organisation, on any surface.
    const foreign = await sign({ org: other.id, roles: ['admin'] });
    for (const url of ['/org', '/v1/balance', '/numbers/me', '/mccmnc/balance']) {
      expect((await h.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${foreign}` } })).statusCode, url).toBe(401);
    }
  });

  it('serves platform clients only with X-Organization-Id, and org clients only for their own organisation', async () => {
    const platformRes = await h.app.inject({ method: 'POST', url: '/admin/platform-clients', headers: h.admin, payload: { name: 'ops', roles: ['viewer'] } });
    expect(platformRes.statusCode).toBe(201);
    const platform = platformRes.json();
    expect(platform.organization_id).toBeNull();
    const token = await h.token(platform);
    expect(decodeJwt(token).org).toBeUndefined();
    const auth = { authorization: `Bearer ${token}` };

    const without = await get(auth);
    expect(without.statusCode).toBe(403);
    expect(without.json().code).toBe('forbidden');
    const withOrg = await get({ ...auth, 'x-organization-id': org.id });
    expect(withOrg.statusCode).toBe(200);
    expect(withOrg.json().id).toBe(org.id);
    expect((await get({ ...auth, 'x-organization-id': randomUUID() })).statusCode).toBe(403);
    expect((await get({ ...auth, 'x-organization-id': 'not-a-uuid' })).statusCode).toBe(403);

    const other = await h.createOrganization({ name: 'Other' });
    const own = { authorization: `Bearer ${await h.token(client)}` };
    expect((await get({ ...own, 'x-organization-id': other.id })).statusCode).toBe(403);
    expect((await get({ ...own, 'x-organization-id': org.id })).statusCode).toBe(200);
  });

  it('answers 403 when the organisation has not enabled the service', async () => {
    const t = await h.tenant({ services: ['mccmnc'] });
    const res = await h.app.inject({ method: 'GET', url: '/org', headers: t.admin });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
  });

  it('keeps keys and tokens across a restart and agrees on one signer across processes', async () => {
    const token = await h.token(client);
    const second = await createHarness({}, { database: h.db });
    const res = await second.app.inject({ method: 'GET', url: '/org', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    const again = await second.token(client);
    expect(decodeProtectedHeader(again).kid).toBe(decodeProtectedHeader(token).kid);
    await second.app.close();
  });
});
