// /users on the connectivity API and password resets through HTTP: an organisation's
// admins (API clients, or console users through their session's tokens) manage its
// users; viewers read; the last admin user stays; another organisation's users are not
// found; each change is on the feed with who made it. A reset link (from the
// organisation, the operator or cpctl) works once, for an hour, and ends every session.

import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from '../../../test/harness.ts';
import { call } from '../links/links.testkit.ts';
import type { Json } from '../tasks/tasks.testkit.ts';

let h: Harness;
let t: Tenant;
let other: Tenant;
const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  h = await createHarness();
  [t, other] = await Promise.all([h.tenant(), h.tenant()]);
});
afterAll(async () => h.close());

let emails = 0;
const nextEmail = () => `member${++emails}@example.com`;
const subOf = (headers: Record<string, string>) => decodeJwt(String(headers.authorization).slice('Bearer '.length)).sub as string;

/** Signs a user in: the cookie, the CSRF token, and an access token minted from the session. */
async function signIn(email: string, password = PASSWORD) {
  const res = await h.app.inject({ method: 'POST', url: '/console/api/session', payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = String(res.headers['set-cookie']).split(';')[0] as string;
  const csrf = res.json().csrf_token as string;
  const minted = await h.app.inject({ method: 'POST', url: '/console/api/token', headers: { cookie, 'x-csrf-token': csrf } });
  return { cookie, csrf, auth: { authorization: `Bearer ${minted.json().access_token}` } };
}

/** A fresh organisation with one admin user signed in. */
async function orgWithAdminUser() {
  const tenant = await h.tenant();
  const email = nextEmail();
  const user = (await call(h, tenant.admin, 'POST', '/users', { email, role: 'admin', password: PASSWORD })).body;
  return { tenant, user, session: await signIn(email) };
}

const tokenOf = (url: string) => url.split('#token=')[1] as string;

describe('/users', () => {
  it('creates users as the admin API does: with a password, or with a one-time invitation link', async () => {
    const email = nextEmail();
    const res = await h.app.inject({ method: 'POST', url: '/users', headers: { ...t.admin, 'x-request-id': 'user-create-1' }, payload: { email, role: 'viewer', password: PASSWORD } });
    expect(res.statusCode, res.body).toBe(201);
    const user = res.json();
    expect(user).toEqual({ id: expect.stringMatching(/^usr_[0-9a-f]{24}$/), email, role: 'viewer', created_at: expect.any(String) });
    await signIn(email);

    const invited = await call(h, t.admin, 'POST', '/users', { email: nextEmail(), role: 'admin' });
    expect(invited.status).toBe(201);
    expect(invited.body.invitation_url).toMatch(/^http:\/\/localhost(:\d+)?\/console\/invitation#token=[A-Za-z0-9_-]{43}$/);
    const accepted = await h.app.inject({ method: 'POST', url: '/console/api/invitations/accept', payload: { token: tokenOf(invited.body.invitation_url), password: PASSWORD } });
    expect(accepted.statusCode).toBe(200);

    // Listed here and by the operator alike; not in the other organisation's list.
    const list = await call(h, t.viewer, 'GET', '/users?page_size=100');
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ page: 1, page_size: 100, pages: 1, total_pages: 1 });
    expect(list.body.items).toEqual((await call(h, h.admin, 'GET', `/admin/organizations/${t.id}/users`)).body.items);
    expect(list.body.items).toContainEqual(user);
    expect((await call(h, other.viewer, 'GET', '/users')).body.items).toEqual([]);

    // The feed has user.created, by the admin client of the request, never with the invitation.
    const events = (await call(h, t.viewer, 'GET', '/events?type=user.created&limit=100')).body.items as Json[];
    expect(events.find((e) => e.resource.id === user.id)).toMatchObject({
      type: 'user.created',
      source: 'api',
      actor: { type: 'client', id: subOf(t.admin) },
      request_id: 'user-create-1',
      resource: { type: 'user', id: user.id },
      data: user,
      previous: null,
    });
    expect(JSON.stringify(events)).not.toContain(tokenOf(invited.body.invitation_url));
  });

  it('changes a role: tokens minted with the old role stop, the session mints new ones; on the feed by the console user who did it', async () => {
    const { tenant, user: admin, session } = await orgWithAdminUser();
    const email = nextEmail();
    const member = (await call(h, session.auth, 'POST', '/users', { email, role: 'viewer', password: PASSWORD })).body;
    const memberSession = await signIn(email);
    expect((await call(h, memberSession.auth, 'POST', '/coverages', {})).status).toBe(403);

    const promoted = await h.app.inject({ method: 'PATCH', url: `/users/${member.id}`, headers: { ...session.auth, 'x-request-id': 'promote-1' }, payload: { role: 'admin' } });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json()).toEqual({ ...member, role: 'admin' });
    expect((await call(h, memberSession.auth, 'GET', '/org')).status).toBe(401);
    const fresh = await h.app.inject({ method: 'POST', url: '/console/api/token', headers: { cookie: memberSession.cookie, 'x-csrf-token': memberSession.csrf } });
    expect(decodeJwt(fresh.json().access_token).roles).toEqual(['admin']);
    // The same role again changes nothing and writes no event.
    expect((await call(h, session.auth, 'PATCH', `/users/${member.id}`, { role: 'admin' })).body).toEqual({ ...member, role: 'admin' });

    const events = (await call(h, tenant.viewer, 'GET', `/events?type=user.*&resource_id=${member.id}`)).body.items as Json[];
    expect(events.map((e) => e.type)).toEqual(['user.role_changed', 'user.created']);
    expect(events[0]).toMatchObject({ source: 'console', actor: { type: 'user', id: admin.id }, request_id: 'promote-1', data: { ...member, role: 'admin' }, previous: { role: 'viewer' } });
    expect(events[1]).toMatchObject({ source: 'console', actor: { type: 'user', id: admin.id }, data: member });
  });

  it("never leaves the organisation without an admin user: the last one is neither demoted nor removed", async () => {
    const { tenant, user: admin, session } = await orgWithAdminUser();
    const demote = await call(h, tenant.admin, 'PATCH', `/users/${admin.id}`, { role: 'viewer' });
    expect(demote).toMatchObject({ status: 422, body: { code: 'validation_error', message: expect.stringMatching(/last admin/), details: { rule: 'last_admin' } } });
    const self = await call(h, session.auth, 'DELETE', `/users/${admin.id}`);
    expect(self).toMatchObject({ status: 422, body: { code: 'validation_error', details: { rule: 'last_admin' } } });
    expect((await call(h, session.auth, 'GET', '/org')).status).toBe(200);

    // With a second admin, either may go; then the other is the last again.
    const second = (await call(h, tenant.admin, 'POST', '/users', { email: nextEmail(), role: 'admin', password: PASSWORD })).body;
    const demoted = await call(h, session.auth, 'PATCH', `/users/${admin.id}`, { role: 'viewer' });
    expect(demoted).toMatchObject({ status: 200, body: { role: 'viewer' } });
    expect((await call(h, tenant.admin, 'DELETE', `/users/${second.id}`)).status).toBe(422);
    // A viewer user is removed freely.
    const removed = await call(h, tenant.admin, 'DELETE', `/users/${admin.id}`);
    expect(removed).toMatchObject({ status: 200, body: { id: admin.id, role: 'viewer', removed_at: expect.any(String) } });
    expect((await call(h, tenant.viewer, 'GET', '/users')).body.items.map((u: Json) => u.id)).toEqual([second.id]);
    // The operator is not held by the rule (it restores access as it sees fit).
    expect((await call(h, h.admin, 'DELETE', `/admin/users/${second.id}`)).status).toBe(200);
  });

  it('keeps an admin when two admins demote each other at once: exactly one change goes through', async () => {
    const tenant = await h.tenant();
    const [a, b] = await Promise.all([nextEmail(), nextEmail()].map(async (email) => (await call(h, tenant.admin, 'POST', '/users', { email, role: 'admin', password: PASSWORD })).body));
    const [one, two] = await Promise.all([
      call(h, tenant.admin, 'PATCH', `/users/${a.id}`, { role: 'viewer' }),
      call(h, tenant.admin, 'DELETE', `/users/${b.id}`),
    ]);
    expect([one.status, two.status].sort()).toEqual([200, 422]);
    const admins = ((await call(h, tenant.viewer, 'GET', '/users')).body.items as Json[]).filter((u) => u.role === 'admin');
    expect(admins).toHaveLength(1);
  });

  it('removes a user: their sessions and tokens end at once, on the feed with the actor', async () => {
    const { tenant, session } = await orgWithAdminUser();
    const email = nextEmail();
    const member = (await call(h, tenant.admin, 'POST', '/users', { email, role: 'viewer', password: PASSWORD })).body;
    const memberSession = await signIn(email);
    const removed = await call(h, tenant.admin, 'DELETE', `/users/${member.id}`);
    expect(removed).toMatchObject({ status: 200, body: { ...member, removed_at: expect.any(String) } });
    expect((await call(h, memberSession.auth, 'GET', '/org')).status).toBe(401);
    expect((await h.app.inject({ method: 'GET', url: '/console/api/session', headers: { cookie: memberSession.cookie } })).statusCode).toBe(401);
    expect(await call(h, tenant.admin, 'DELETE', `/users/${member.id}`)).toMatchObject({ status: 404, body: { code: 'entity_not_found' } });
    const [event] = (await call(h, tenant.viewer, 'GET', `/events?type=user.removed&resource_id=${member.id}`)).body.items as Json[];
    expect(event).toMatchObject({ source: 'api', actor: { type: 'client', id: subOf(tenant.admin) }, data: removed.body, previous: { removed_at: null } });
    expect((await call(h, session.auth, 'GET', '/org')).status).toBe(200);
  });

  it("answers 404 for another organisation's user on every route, and changes nothing", async () => {
    const theirs = (await call(h, other.admin, 'POST', '/users', { email: nextEmail(), role: 'admin', password: PASSWORD })).body;
    const tries = [
      await call(h, t.admin, 'PATCH', `/users/${theirs.id}`, { role: 'viewer' }),
      await call(h, t.admin, 'DELETE', `/users/${theirs.id}`),
      await call(h, t.admin, 'POST', `/users/${theirs.id}/password-reset`),
      await call(h, t.admin, 'PATCH', '/users/usr_000000000000000000000000', { role: 'viewer' }),
    ];
    for (const res of tries) expect(res).toMatchObject({ status: 404, body: { code: 'entity_not_found', message: expect.any(String) } });
    expect((await call(h, other.viewer, 'GET', '/users')).body.items).toEqual([theirs]);
    expect((await call(h, other.viewer, 'GET', `/events?type=user.*&resource_id=${theirs.id}`)).body.items).toHaveLength(1);
    await signIn(theirs.email);
  });

  it("refuses a viewer's writes with 403, bad input with 422, and the operator's token", async () => {
    const { tenant, user: admin } = await orgWithAdminUser();
    const viewerEmail = nextEmail();
    await call(h, tenant.admin, 'POST', '/users', { email: viewerEmail, role: 'viewer', password: PASSWORD });
    const viewerUser = await signIn(viewerEmail);
    for (const who of [tenant.viewer, viewerUser.auth]) {
      expect(await call(h, who, 'POST', '/users', { email: nextEmail(), role: 'viewer' })).toMatchObject({ status: 403, body: { code: 'forbidden' } });
      expect((await call(h, who, 'PATCH', `/users/${admin.id}`, { role: 'viewer' })).status).toBe(403);
      expect((await call(h, who, 'DELETE', `/users/${admin.id}`)).status).toBe(403);
      expect((await call(h, who, 'POST', `/users/${admin.id}/password-reset`)).status).toBe(403);
      expect((await call(h, who, 'GET', '/users')).status).toBe(200);
    }
    const bad: Array<[string, string, unknown]> = [
      ['POST', '/users', { email: 'nope', role: 'viewer' }],
      ['POST', '/users', { email: nextEmail(), role: 'owner' }],
      ['POST', '/users', { email: nextEmail(), role: 'viewer', password: 'short' }],
      ['PATCH', `/users/${admin.id}`, { role: 'owner' }],
      ['PATCH', `/users/${admin.id}`, {}],
      ['PATCH', `/users/${admin.id}`, { role: 'viewer', email: 'x@example.com' }],
      ['PATCH', '/users/not-a-user', { role: 'viewer' }],
      ['DELETE', '/users/usr_x', undefined],
    ];
    for (const [method, url, payload] of bad) {
      const res = await call(h, tenant.admin, method as 'POST', url, payload);
      expect(res.status, `${method} ${url} ${JSON.stringify(payload)}`).toBe(422);
      expect(res.body.code).toBe('request_validation_error');
    }
    const dup = await call(h, tenant.admin, 'POST', '/users', { email: admin.email.toUpperCase(), role: 'viewer' });
    expect(dup).toMatchObject({ status: 409, body: { code: 'duplicate_entity' } });
    expect((await call(h, tenant.viewer, 'GET', '/users')).body.total).toBe(2);
    expect((await call(h, h.admin, 'GET', '/users')).status).toBe(401);
    const numbersOnly = await h.tenant({ services: ['numbers'] });
    expect(await call(h, numbersOnly.admin, 'GET', '/users')).toMatchObject({ status: 403, body: { code: 'forbidden' } });
  });
});

describe('password reset', () => {
  it('answers a one-time link valid an hour; using it sets the password, ends every session and signs in', async () => {
    const { tenant, user } = await orgWithAdminUser();
    const other1 = await signIn(user.email);
    const other2 = await signIn(user.email);

    const reset = await call(h, tenant.admin, 'POST', `/users/${user.id}/password-reset`);
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ reset_url: expect.stringMatching(/^http:\/\/localhost(:\d+)?\/console\/reset-password#token=[A-Za-z0-9_-]{43}$/), expires_at: expect.any(String) });
    const expiresIn = Date.parse(reset.body.expires_at) - Date.now();
    expect(expiresIn).toBeGreaterThan(3500_000);
    expect(expiresIn).toBeLessThanOrEqual(3600_000);
    const token = tokenOf(reset.body.reset_url);
    // Only its hash is kept.
    const stored = (await h.container.db.execute(sql`SELECT reset_hash FROM users WHERE id = ${user.id}`)) as unknown as { rows: Json[] };
    expect(stored.rows[0].reset_hash).not.toBe(token);
    // The old password still works until the link is used.
    await signIn(user.email);

    const short = await h.app.inject({ method: 'POST', url: '/console/api/password-reset/accept', payload: { token, password: 'short' } });
    expect(short.statusCode).toBe(422);
    const res = await h.app.inject({ method: 'POST', url: '/console/api/password-reset/accept', payload: { token, password: 'a brand new password' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/^cp_session=.+; HttpOnly; SameSite=Lax$/);
    expect(res.json()).toMatchObject({ user: { id: user.id, email: user.email, role: 'admin', organization_id: tenant.id }, csrf_token: expect.any(String) });

    // Every earlier session and the tokens they minted have ended; the new one works.
    for (const s of [other1, other2]) {
      expect((await h.app.inject({ method: 'GET', url: '/console/api/session', headers: { cookie: s.cookie } })).statusCode).toBe(401);
      expect((await call(h, s.auth, 'GET', '/org')).status).toBe(401);
    }
    const newCookie = String(res.headers['set-cookie']).split(';')[0] as string;
    expect((await h.app.inject({ method: 'GET', url: '/console/api/session', headers: { cookie: newCookie } })).statusCode).toBe(200);
    expect((await h.app.inject({ method: 'POST', url: '/console/api/session', payload: { email: user.email, password: PASSWORD } })).statusCode).toBe(401);
    await signIn(user.email, 'a brand new password');

    // One time only.
    const again = await h.app.inject({ method: 'POST', url: '/console/api/password-reset/accept', payload: { token, password: 'yet another password' } });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'entity_not_found' });
  });

  it('refuses a link after an hour, one replaced by a newer reset, and a made-up one', async () => {
    const { tenant, user } = await orgWithAdminUser();
    const first = tokenOf((await call(h, tenant.admin, 'POST', `/users/${user.id}/password-reset`)).body.reset_url);
    const second = tokenOf((await call(h, tenant.admin, 'POST', `/users/${user.id}/password-reset`)).body.reset_url);
    const accept = (token: string) => h.app.inject({ method: 'POST', url: '/console/api/password-reset/accept', payload: { token, password: 'a brand new password' } });
    expect((await accept(first)).statusCode).toBe(404);
    expect((await accept('x'.repeat(43))).statusCode).toBe(404);
    await h.container.db.execute(sql`UPDATE users SET reset_expires_at = now() - interval '1 second' WHERE id = ${user.id}`);
    expect((await accept(second)).statusCode).toBe(404);
    await signIn(user.email);
    // An invitation's token is not a reset's, nor the reverse.
    const invited = (await call(h, tenant.admin, 'POST', '/users', { email: nextEmail(), role: 'viewer' })).body;
    expect((await accept(tokenOf(invited.invitation_url))).statusCode).toBe(404);
    const resetOfInvited = tokenOf((await call(h, tenant.admin, 'POST', `/users/${invited.id}/password-reset`)).body.reset_url);
    const viaInvitation = await h.app.inject({ method: 'POST', url: '/console/api/invitations/accept', payload: { token: resetOfInvited, password: PASSWORD } });
    expect(viaInvitation.statusCode).toBe(404);
    // A reset sets an invited person's password too, and uses the invitation up.
    expect((await accept(resetOfInvited)).statusCode).toBe(200);
    const lateInvitation = await h.app.inject({ method: 'POST', url: '/console/api/invitations/accept', payload: { token: tokenOf(invited.invitation_url), password: PASSWORD } });
    expect(lateInvitation.statusCode).toBe(404);
  });

  it("the operator's POST /admin/users/{id}/password-reset answers the same link; a removed user has none", async () => {
    const { tenant, user } = await orgWithAdminUser();
    const reset = await call(h, h.admin, 'POST', `/admin/users/${user.id}/password-reset`);
    expect(reset.status).toBe(200);
    expect(reset.body.reset_url).toMatch(/\/console\/reset-password#token=/);
    const viewer = (await call(h, tenant.admin, 'POST', '/users', { email: nextEmail(), role: 'viewer', password: PASSWORD })).body;
    const viewerReset = tokenOf((await call(h, h.admin, 'POST', `/admin/users/${viewer.id}/password-reset`)).body.reset_url);
    expect((await call(h, h.admin, 'DELETE', `/admin/users/${viewer.id}`)).status).toBe(200);
    expect((await h.app.inject({ method: 'POST', url: '/console/api/password-reset/accept', payload: { token: viewerReset, password: 'a brand new password' } })).statusCode).toBe(404);
    expect(await call(h, h.admin, 'POST', `/admin/users/${viewer.id}/password-reset`)).toMatchObject({ status: 404, body: { code: 'entity_not_found' } });
    expect((await call(h, tenant.admin, 'POST', `/admin/users/${user.id}/password-reset`)).status).toBe(401);
  });
});
