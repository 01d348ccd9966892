// Console users through HTTP: the operator's admin API, sign-in and sessions under
// /console/api, and the access tokens a session mints for the public APIs.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../test/harness.ts';

let h: Harness;
let orgA: { id: string };
let orgB: { id: string };
const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  h = await createHarness();
  [orgA, orgB] = await Promise.all([h.createOrganization({ name: 'A' }), h.createOrganization({ name: 'B' })]);
});
afterAll(async () => h.close());

type Json = ReturnType<typeof JSON.parse>;

async function admin(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) {
  const res = await h.app.inject({ method, url: `/admin${url}`, headers: h.admin, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { status: res.statusCode, body: res.body.length > 0 ? (res.json() as Json) : null };
}

let emails = 0;
const nextEmail = () => `person${++emails}@example.com`;

/** A user of the organisation; `password: null` invites them instead. */
async function addUser(orgId: string, role: 'admin' | 'viewer' = 'admin', password: string | null = PASSWORD): Promise<Json> {
  const { status, body } = await admin('POST', `/organizations/${orgId}/users`, { email: nextEmail(), role, ...(password === null ? {} : { password }) });
  expect(status).toBe(201);
  return body as Json;
}

/** Signs in and answers the session cookie (`name=value`) and the session's answer. */
async function signIn(email: string, password = PASSWORD, headers: Record<string, string> = {}) {
  const res = await h.app.inject({ method: 'POST', url: '/console/api/session', headers, payload: { email, password } });
  const setCookie = String(res.headers['set-cookie'] ?? '');
  return { res, cookie: setCookie.split(';')[0] as string, setCookie, body: res.json() as Json };
}

async function consoleCall(method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, headers: Record<string, string> = {}) {
  const res = await h.app.inject({ method, url: `/console/api${url}`, headers: { cookie, ...headers } });
  return { status: res.statusCode, body: res.body.length > 0 ? (res.json() as Json) : null, res };
}

async function session(user: Json) {
  const s = await signIn(user.email);
  expect(s.res.statusCode).toBe(200);
  return { cookie: s.cookie, csrf: s.body.csrf_token as string };
}

async function mint(s: { cookie: string; csrf: string }) {
  return consoleCall('POST', '/token', s.cookie, { 'x-csrf-token': s.csrf });
}

describe('admin API: /admin/organizations/{id}/users and /admin/users/{id}', () => {
  it('creates a user with a password: 201 with exactly the documented fields', async () => {
    const email = nextEmail();
    const { status, body } = await admin('POST', `/organizations/${orgA.id}/users`, { email, role: 'viewer', password: PASSWORD });
    expect(status).toBe(201);
    expect(Object.keys(body!).sort()).toEqual(['created_at', 'email', 'id', 'role']);
    expect(body).toMatchObject({ email, role: 'viewer', id: expect.stringMatching(/^usr_[0-9a-f]{24}$/) });
    const stored = await h.container.db.execute(sql`SELECT password_hash FROM users WHERE id = ${body!.id}`);
    expect(String((stored as unknown as { rows: Json[] }).rows[0]!.password_hash)).toMatch(/^\$argon2id\$/);
  });

  it('creates a user without a password with a one-time invitation URL, storing only its hash', async () => {
    const { status, body } = await admin('POST', `/organizations/${orgA.id}/users`, { email: nextEmail(), role: 'admin' });
    expect(status).toBe(201);
    expect(body!.invitation_url).toMatch(/^http:\/\/localhost(:\d+)?\/console\/invitation#token=[A-Za-z0-9_-]{43}$/);
    const token = String(body!.invitation_url).split('token=')[1]!;
    const rows = (await h.container.db.execute(sql`SELECT invitation_hash FROM users WHERE id = ${body!.id}`)) as unknown as { rows: Json[] };
    expect(rows.rows[0]!.invitation_hash).not.toBe(token);
    expect(String(rows.rows[0]!.invitation_hash).length).toBe(43);
  });

  it('refuses an email already used, whatever its case: 409 duplicate_entity', async () => {
    const user = await addUser(orgA.id);
    const again = await admin('POST', `/organizations/${orgB.id}/users`, { email: user.email.toUpperCase(), role: 'viewer', password: PASSWORD });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'duplicate_entity', message: expect.any(String) });
  });

  it('refuses bad input with the admin API error body and creates nothing', async () => {
    const before = (await admin('GET', `/organizations/${orgB.id}/users`)).body!.items.length;
    const bad: unknown[] = [
      { email: 'not-an-email', role: 'admin' },
      { email: nextEmail(), role: 'owner' },
      { email: nextEmail(), role: 'admin', password: 'short' },
      { email: nextEmail(), role: 'admin', password: 'x'.repeat(257) },
      { email: nextEmail(), role: 'admin', extra: true },
      { email: `${'a'.repeat(250)}@example.com`, role: 'admin' },
      { role: 'admin' },
      [],
      { email: 'nul\u0000@example.com', role: 'admin' },
    ];
    for (const payload of bad) {
      const { status, body } = await admin('POST', `/organizations/${orgB.id}/users`, payload);
      expect(status, JSON.stringify(payload)).toBe(422);
      expect(body).toMatchObject({ code: 'request_validation_error', message: expect.any(String), details: { errors: expect.any(Array) } });
    }
    const badOrg = await admin('POST', '/organizations/not-a-uuid/users', { email: nextEmail(), role: 'admin' });
    expect(badOrg.status).toBe(422);
    const unknownOrg = await admin('POST', '/organizations/00000000-0000-4000-8000-000000000000/users', { email: nextEmail(), role: 'admin' });
    expect(unknownOrg).toMatchObject({ status: 404, body: { code: 'entity_not_found' } });
    expect((await admin('GET', `/organizations/${orgB.id}/users`)).body!.items.length).toBe(before);
  });

  it("lists an organisation's users only, and removes a user", async () => {
    const a = await addUser(orgA.id);
    const b = await addUser(orgB.id, 'viewer');
    const listA = (await admin('GET', `/organizations/${orgA.id}/users`)).body!.items as Json[];
    const listB = (await admin('GET', `/organizations/${orgB.id}/users`)).body!.items as Json[];
    expect(listA.map((u) => u.id)).toContain(a.id);
    expect(listA.map((u) => u.id)).not.toContain(b.id);
    expect(listB.map((u) => u.id)).toContain(b.id);
    expect(listB.find((u) => u.id === b.id)).toEqual({ id: b.id, email: b.email, role: 'viewer', created_at: b.created_at });

    const removed = await admin('DELETE', `/users/${a.id}`);
    expect(removed).toMatchObject({ status: 200, body: { id: a.id, email: a.email, removed_at: expect.any(String) } });
    expect(((await admin('GET', `/organizations/${orgA.id}/users`)).body!.items as Json[]).map((u) => u.id)).not.toContain(a.id);
    expect(await admin('DELETE', `/users/${a.id}`)).toMatchObject({ status: 404, body: { code: 'entity_not_found' } });
    expect(await admin('DELETE', '/users/usr_nothing')).toMatchObject({ status: 404, body: { code: 'entity_not_found' } });
    expect((await admin('GET', '/organizations/00000000-0000-4000-8000-000000000000/users')).status).toBe(404);
    // The email is free again once its user is removed.
    expect((await admin('POST', `/organizations/${orgB.id}/users`, { email: a.email, role: 'viewer', password: PASSWORD })).status).toBe(201);
  });

  it('needs the admin token', async () => {
    const res = await h.app.inject({ method: 'GET', url: `/admin/organizations/${orgA.id}/users` });
    expect(res.statusCode).toBe(401);
  });
});

describe('sign-in and sessions under /console/api', () => {
  it('signs in with email (any case) and password: an HttpOnly, SameSite=Lax session cookie, not Secure over http', async () => {
    const user = await addUser(orgA.id);
    const { res, setCookie, cookie, body } = await signIn(user.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(setCookie).toMatch(/^cp_session=[A-Za-z0-9_-]{43}; Max-Age=604\d{3}; Path=\/console; HttpOnly; SameSite=Lax$/);
    expect(setCookie).not.toMatch(/Secure/);
    expect(body).toEqual({
      user: { id: user.id, email: user.email, role: 'admin', organization_id: orgA.id },
      csrf_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expires_at: expect.any(String),
    });
    // Only the token's hash is stored.
    const token = cookie.split('=')[1]!;
    const rows = (await h.container.db.execute(sql`SELECT count(*)::int AS n FROM user_sessions WHERE token_hash = ${token}`)) as unknown as { rows: Json[] };
    expect(rows.rows[0]!.n).toBe(0);

    const me = await consoleCall('GET', '/session', cookie);
    expect(me).toMatchObject({ status: 200, body });
  });

  it('marks the cookie Secure when the request came over https', async () => {
    const user = await addUser(orgA.id);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-tls-'));
    try {
      execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-subj', '/CN=localhost', '-days', '1',
        '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')], { stdio: 'ignore' });
      const server = https.createServer({ key: fs.readFileSync(path.join(dir, 'key.pem')), cert: fs.readFileSync(path.join(dir, 'cert.pem')) }, (req, res) => h.app.routing(req, res));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        const body = JSON.stringify({ email: user.email, password: PASSWORD });
        const { status, setCookie } = await new Promise<{ status: number; setCookie: string }>((resolve, reject) => {
          const req = https.request(
            { host: '127.0.0.1', port: (server.address() as AddressInfo).port, path: '/console/api/session', method: 'POST', rejectUnauthorized: false, headers: { 'content-type': 'application/json' } },
            (res) => {
              res.resume();
              res.on('end', () => resolve({ status: res.statusCode ?? 0, setCookie: String(res.headers['set-cookie'] ?? '') }));
            },
          );
          req.on('error', reject);
          req.end(body);
        });
        expect(status).toBe(200);
        expect(setCookie).toMatch(/^cp_session=[A-Za-z0-9_-]{43}; Max-Age=\d+; Path=\/console; HttpOnly; SameSite=Lax; Secure$/);
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a wrong password, an unknown email and a user who has not set a password, alike', async () => {
    const user = await addUser(orgA.id);
    const invited = await addUser(orgA.id, 'viewer', null);
    for (const [email, password] of [[user.email, 'wrong password!'], ['nobody@example.com', PASSWORD], [invited.email, PASSWORD]]) {
      const { res } = await signIn(email!, password);
      expect(res.statusCode, `${email} ${res.body}`).toBe(401);
      expect(res.json()).toMatchObject({ code: 'unauthorized', message: 'wrong email or password' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('answers 401 without a session and with a made-up cookie', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/console/api/session' })).statusCode).toBe(401);
    expect((await consoleCall('GET', '/session', `cp_session=${'a'.repeat(43)}`)).status).toBe(401);
    expect((await consoleCall('POST', '/token', 'cp_session=%00')).status).toBe(401);
  });

  it('refuses every write without the CSRF token, with a wrong one or from another origin', async () => {
    const s = await session(await addUser(orgA.id));
    const noToken = await consoleCall('POST', '/token', s.cookie);
    expect(noToken).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    expect((await consoleCall('POST', '/token', s.cookie, { 'x-csrf-token': 'x'.repeat(43) })).status).toBe(403);
    expect((await consoleCall('DELETE', '/session', s.cookie)).status).toBe(403);
    const otherOrigin = await consoleCall('POST', '/token', s.cookie, { 'x-csrf-token': s.csrf, origin: 'https://evil.example' });
    expect(otherOrigin).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    // The session is still there after the refused sign-out, and its own origin is accepted.
    expect((await consoleCall('POST', '/token', s.cookie, { 'x-csrf-token': s.csrf, origin: 'http://localhost:80' })).status).toBe(200);
    const user = await addUser(orgA.id);
    const signInElsewhere = await signIn(user.email, PASSWORD, { origin: 'https://evil.example' });
    expect(signInElsewhere.res.statusCode).toBe(403);
    expect(signInElsewhere.res.headers['set-cookie']).toBeUndefined();
    // A form post (what a cross-site page can send without asking) is not accepted at all.
    const form = await h.app.inject({ method: 'POST', url: '/console/api/session', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `email=${user.email}&password=${PASSWORD}` });
    expect(form.statusCode).toBe(415);
  });

  it('signs out: the session ends, the cookie is cleared, and tokens it minted stop', async () => {
    const s = await session(await addUser(orgA.id));
    const token = (await mint(s)).body!.access_token as string;
    expect((await h.app.inject({ method: 'GET', url: '/org', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    const out = await consoleCall('DELETE', '/session', s.cookie, { 'x-csrf-token': s.csrf });
    expect(out.status).toBe(204);
    expect(String(out.res.headers['set-cookie'])).toBe('cp_session=; Max-Age=0; Path=/console; HttpOnly; SameSite=Lax');
    expect((await consoleCall('GET', '/session', s.cookie)).status).toBe(401);
    expect((await h.app.inject({ method: 'GET', url: '/org', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
  });

  it('ends a session 12 hours after its last use and 7 days after sign-in', async () => {
    const idle = await session(await addUser(orgA.id));
    await h.container.db.execute(sql`UPDATE user_sessions SET last_seen_at = now() - interval '11 hours 59 minutes' WHERE token_hash IS NOT NULL AND user_id = (SELECT user_id FROM user_sessions ORDER BY created_at DESC LIMIT 1)`);
    expect((await consoleCall('GET', '/session', idle.cookie)).status).toBe(200);
    await h.container.db.execute(sql`UPDATE user_sessions SET last_seen_at = now() - interval '12 hours 1 second' WHERE user_id = (SELECT user_id FROM user_sessions ORDER BY created_at DESC LIMIT 1)`);
    expect((await consoleCall('GET', '/session', idle.cookie)).status).toBe(401);

    const old = await session(await addUser(orgA.id));
    const token = (await mint(old)).body!.access_token as string;
    await h.container.db.execute(sql`UPDATE user_sessions SET expires_at = now() - interval '1 second' WHERE user_id = (SELECT user_id FROM user_sessions ORDER BY created_at DESC LIMIT 1)`);
    expect((await consoleCall('GET', '/session', old.cookie)).status).toBe(401);
    expect((await h.app.inject({ method: 'GET', url: '/org', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
  });

  it('throttles wrong passwords per email and address, and still accepts the right one after 50 wrong', async () => {
    const user = await addUser(orgA.id);
    const statuses: number[] = [];
    let retryAfter: unknown;
    for (let i = 0; i < 50; i++) {
      const { res } = await signIn(user.email, `wrong password ${i}`);
      statuses.push(res.statusCode);
      retryAfter = res.headers['retry-after'];
    }
    expect(statuses.slice(0, h.config.auth.maxFailedAttempts - 1).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(h.config.auth.maxFailedAttempts - 1).every((s) => s === 429)).toBe(true);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // Another address is counted on its own.
    const elsewhere = await h.app.inject({ method: 'POST', url: '/console/api/session', remoteAddress: '192.0.2.7', payload: { email: user.email, password: 'wrong password' } });
    expect(elsewhere.statusCode).toBe(401);
    const right = await signIn(user.email);
    expect(right.res.statusCode).toBe(200);
    // The right password cleared the count of its address.
    expect((await signIn(user.email, 'wrong again!')).res.statusCode).toBe(401);
  });

  it("stops a removed user's sessions and tokens at once, and signs them in no more", async () => {
    const user = await addUser(orgA.id);
    const s = await session(user);
    const token = (await mint(s)).body!.access_token as string;
    expect((await admin('DELETE', `/users/${user.id}`)).status).toBe(200);
    expect((await consoleCall('GET', '/session', s.cookie)).status).toBe(401);
    expect((await h.app.inject({ method: 'GET', url: '/org', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
    expect((await signIn(user.email)).res.statusCode).toBe(401);
  });

  it('never answers 500 for malformed bodies', async () => {
    for (const payload of ['{', '[]', '"x"', JSON.stringify({ email: 'a@example.com' }), JSON.stringify({ email: 'a@example.com', password: 'p', more: 1 })]) {
      const res = await h.app.inject({ method: 'POST', url: '/console/api/session', headers: { 'content-type': 'application/json' }, payload });
      expect(res.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, payload).toBeLessThan(500);
      expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    expect((await h.app.inject({ method: 'GET', url: '/console/api/nothing' })).json()).toMatchObject({ code: 'entity_not_found' });
  });
});

describe('invitations', () => {
  it('sets the password once and signs the person in; the link works once, and not after 72 hours', async () => {
    const invited = await addUser(orgA.id, 'viewer', null);
    const token = String(invited.invitation_url).split('token=')[1]!;
    const short = await h.app.inject({ method: 'POST', url: '/console/api/invitations/accept', payload: { token, password: 'short' } });
    expect(short.statusCode).toBe(422);
    const res = await h.app.inject({ method: 'POST', url: '/console/api/invitations/accept', payload: { token, password: PASSWORD } });
    expect(res.statusCode, res.body).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/^cp_session=.+; HttpOnly; SameSite=Lax$/);
    expect(res.json().user).toEqual({ id: invited.id, email: invited.email, role: 'viewer', organization_id: orgA.id });
    const again = await h.app.inject({ method: 'POST', url: '/console/api/invitations/accept', payload: { token, password: 'another password' } });
    expect(again.statusCode).toBe(404);
    expect((await signIn(invited.email)).res.statusCode).toBe(200);
    expect((await signIn(invited.email, 'another password')).res.statusCode).toBe(401);

    const late = await addUser(orgA.id, 'viewer', null);
    await h.container.db.execute(sql`UPDATE users SET invitation_expires_at = now() - interval '1 second' WHERE id = ${late.id}`);
    const expired = await h.app.inject({
      method: 'POST',
      url: '/console/api/invitations/accept',
      payload: { token: String(late.invitation_url).split('token=')[1], password: PASSWORD },
    });
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toMatchObject({ code: 'entity_not_found' });
  });
});

describe('POST /console/api/token: the public APIs as the signed-in user', () => {
  it("mints a short-lived token naming the user, with the user's organisation and role", async () => {
    const user = await addUser(orgA.id, 'viewer');
    const res = await mint(await session(user));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 900 });
    const claims = decodeJwt(res.body!.access_token);
    expect(claims).toMatchObject({ sub: user.id, org: orgA.id, roles: ['viewer'], sid: expect.any(String) });
    expect(claims.exp! - claims.iat!).toBe(900);
  });

  it('is admitted by the guard as its role allows, in its own organisation only', async () => {
    const viewer = { authorization: `Bearer ${(await mint(await session(await addUser(orgA.id, 'viewer')))).body!.access_token}` };
    const adminUser = { authorization: `Bearer ${(await mint(await session(await addUser(orgA.id, 'admin')))).body!.access_token}` };
    const org = await h.app.inject({ method: 'GET', url: '/org', headers: viewer });
    expect(org.statusCode).toBe(200);
    expect(org.json().id).toBe(orgA.id);
    expect((await h.app.inject({ method: 'POST', url: '/coverages', headers: viewer, payload: {} })).statusCode).toBe(403);
    // The admin's write passes the guard and meets the route's own validation.
    expect((await h.app.inject({ method: 'POST', url: '/coverages', headers: adminUser, payload: {} })).statusCode).toBe(422);
    const elsewhere = await h.app.inject({ method: 'GET', url: '/org', headers: { ...adminUser, 'x-organization-id': orgB.id } });
    expect(elsewhere.statusCode).toBe(403);
    const me = await h.app.inject({ method: 'GET', url: '/numbers/me', headers: adminUser });
    expect(me.json().data).toMatchObject({ organization_id: orgA.id, roles: ['admin'] });
  });

  it("refuses a token whose role or organisation is not the user's", async () => {
    const user = await addUser(orgA.id, 'viewer');
    const s = await session(user);
    const sid = decodeJwt((await mint(s)).body!.access_token).sid as string;
    // A token the platform signed for this session but claiming the admin role.
    const forged = await h.container.tokens.mintForSession({ userId: user.id, organizationId: orgA.id, role: 'admin', sessionId: sid, ttlSeconds: 900 });
    expect((await h.app.inject({ method: 'GET', url: '/org', headers: { authorization: `Bearer ${forged.accessToken}` } })).statusCode).toBe(401);
    const otherOrg = await h.container.tokens.mintForSession({ userId: user.id, organizationId: orgB.id, role: 'viewer', sessionId: sid, ttlSeconds: 900 });
    expect((await h.app.inject({ method: 'GET', url: '/org', headers: { authorization: `Bearer ${otherOrg.accessToken}` } })).statusCode).toBe(401);
  });
});

describe('with the guard caching holders (AUTH_CLIENT_CACHE_SECONDS=60)', () => {
  let cached: Harness;
  beforeAll(async () => {
    cached = await createHarness({ AUTH_CLIENT_CACHE_SECONDS: '60' });
  });
  afterAll(async () => cached.close());

  it('stops a session\'s tokens at once in the process that signs out or removes the user', async () => {
    const org = await cached.createOrganization();
    const create = await cached.app.inject({ method: 'POST', url: `/admin/organizations/${org.id}/users`, headers: cached.admin, payload: { email: 'cached@example.com', role: 'admin', password: PASSWORD } });
    const user = create.json();
    const openSession = async () => {
      const res = await cached.app.inject({ method: 'POST', url: '/console/api/session', payload: { email: user.email, password: PASSWORD } });
      const cookie = String(res.headers['set-cookie']).split(';')[0] as string;
      const minted = await cached.app.inject({ method: 'POST', url: '/console/api/token', headers: { cookie, 'x-csrf-token': res.json().csrf_token } });
      const auth = { authorization: `Bearer ${minted.json().access_token}` };
      // The first call caches the token's holder.
      expect((await cached.app.inject({ method: 'GET', url: '/org', headers: auth })).statusCode).toBe(200);
      return { cookie, csrf: res.json().csrf_token as string, auth };
    };
    const a = await openSession();
    const b = await openSession();
    expect((await cached.app.inject({ method: 'DELETE', url: '/console/api/session', headers: { cookie: a.cookie, 'x-csrf-token': a.csrf } })).statusCode).toBe(204);
    expect((await cached.app.inject({ method: 'GET', url: '/org', headers: a.auth })).statusCode).toBe(401);
    expect((await cached.app.inject({ method: 'GET', url: '/org', headers: b.auth })).statusCode).toBe(200);
    expect((await cached.app.inject({ method: 'DELETE', url: `/admin/users/${user.id}`, headers: cached.admin })).statusCode).toBe(200);
    expect((await cached.app.inject({ method: 'GET', url: '/org', headers: b.auth })).statusCode).toBe(401);
  });
});
