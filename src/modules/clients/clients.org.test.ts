// /api-clients through HTTP: an organisation's admins create, list and revoke its API
// clients without the operator, with the admin API's answers; viewers read; another
// organisation's clients are not found; each change is on the feed with who made it.

import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type Tenant } from '../../../test/harness.ts';
import { call } from '../links/links.testkit.ts';
import type { Json } from '../tasks/tasks.testkit.ts';

let h: Harness;
let t: Tenant;
let other: Tenant;

beforeAll(async () => {
  h = await createHarness();
  [t, other] = await Promise.all([h.tenant(), h.tenant()]);
});
afterAll(async () => h.close());

const subOf = (headers: Record<string, string>) => decodeJwt(String(headers.authorization).slice('Bearer '.length)).sub as string;

describe('/api-clients', () => {
  it('creates a client with its secret shown once, as the admin API answers it, and the client gets tokens', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/api-clients', headers: { ...t.admin, 'x-request-id': 'api-client-1' }, payload: { name: 'Fleet backend', roles: ['viewer'] } });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(Object.keys(created).sort()).toEqual(['client_id', 'client_secret', 'created_at', 'name', 'organization_id', 'revoked_at', 'roles']);
    expect(created).toMatchObject({ name: 'Fleet backend', organization_id: t.id, roles: ['viewer'], revoked_at: null, client_id: expect.stringMatching(/^cli_[0-9a-f]{24}$/) });
    const { client_secret: secret, ...client } = created;
    const token = await h.token({ client_id: client.client_id, client_secret: secret });
    expect((await call(h, { authorization: `Bearer ${token}` }, 'GET', '/org')).body.id).toBe(t.id);

    // Listed as the operator lists it, never with a secret; the other organisation's list does not have it.
    const list = await call(h, t.viewer, 'GET', '/api-clients?page_size=100');
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ page: 1, page_size: 100, total: 3, pages: 1, total_pages: 1 });
    expect(list.body.items).toContainEqual(client);
    expect(JSON.stringify(list.body)).not.toContain(secret);
    const adminList = await call(h, h.admin, 'GET', `/admin/organizations/${t.id}/clients`);
    expect(list.body.items).toEqual(adminList.body.items);
    expect((await call(h, other.admin, 'GET', '/api-clients')).body.items.map((c: Json) => c.client_id)).not.toContain(client.client_id);

    // The feed records it, made by the admin client of the request.
    const events = await call(h, t.viewer, 'GET', `/events?type=client.created&resource_id=${client.client_id}`);
    expect(events.body.items).toHaveLength(1);
    expect(events.body.items[0]).toMatchObject({ source: 'api', actor: { type: 'client', id: subOf(t.admin) }, request_id: 'api-client-1', data: client });
    expect(JSON.stringify(events.body)).not.toContain(secret);
  });

  it('revokes a client: its tokens stop, the answer is the client with revoked_at, once on the feed', async () => {
    const created = (await call(h, t.admin, 'POST', '/api-clients', { name: 'to revoke', roles: ['admin'] })).body;
    const token = await h.token(created);
    const revoked = await call(h, t.admin, 'DELETE', `/api-clients/${created.client_id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ client_id: created.client_id, revoked_at: expect.any(String) });
    expect((await call(h, { authorization: `Bearer ${token}` }, 'GET', '/org')).status).toBe(401);
    // Again: the client as it is, and no second event.
    expect(await call(h, t.admin, 'DELETE', `/api-clients/${created.client_id}`)).toEqual(revoked);
    const events = await call(h, t.viewer, 'GET', `/events?type=client.revoked&resource_id=${created.client_id}`);
    expect(events.body.items).toHaveLength(1);
    expect(events.body.items[0]).toMatchObject({ actor: { type: 'client', id: subOf(t.admin) }, data: revoked.body, previous: { revoked_at: null } });
  });

  it("answers 404 for another organisation's client, a platform client and an unknown one, and changes nothing", async () => {
    const theirs = (await call(h, other.admin, 'POST', '/api-clients', { name: 'theirs', roles: ['admin'] })).body;
    const platform = (await call(h, h.admin, 'POST', '/admin/platform-clients', { name: 'platform', roles: ['admin'] })).body;
    for (const id of [theirs.client_id, platform.client_id, 'cli_000000000000000000000000']) {
      const res = await call(h, t.admin, 'DELETE', `/api-clients/${id}`);
      expect(res, id).toMatchObject({ status: 404, body: { code: 'entity_not_found', message: expect.any(String) } });
    }
    expect((await call(h, other.admin, 'GET', '/api-clients')).body.items.find((c: Json) => c.client_id === theirs.client_id).revoked_at).toBeNull();
    expect(await h.token(theirs)).toEqual(expect.any(String));
  });

  it("refuses a viewer's writes with 403 and bad input with 422, creating nothing", async () => {
    const before = (await call(h, t.viewer, 'GET', '/api-clients')).body.total;
    const viewerCreate = await call(h, t.viewer, 'POST', '/api-clients', { name: 'x', roles: ['viewer'] });
    expect(viewerCreate).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    const some = (await call(h, t.viewer, 'GET', '/api-clients')).body.items[0];
    expect((await call(h, t.viewer, 'DELETE', `/api-clients/${some.client_id}`)).status).toBe(403);
    for (const payload of [{}, { name: '', roles: ['admin'] }, { name: 'x', roles: [] }, { name: 'x', roles: ['owner'] }, { name: 'x', roles: ['admin', 'admin'] }, { name: 'x', roles: ['admin'], extra: 1 }, [], { name: 'x'.repeat(201), roles: ['admin'] }]) {
      const res = await call(h, t.admin, 'POST', '/api-clients', payload);
      expect(res.status, JSON.stringify(payload)).toBe(422);
      expect(res.body).toMatchObject({ code: 'request_validation_error', details: { errors: expect.any(Array) } });
    }
    expect((await call(h, t.admin, 'DELETE', '/api-clients/not-a-client')).status).toBe(422);
    expect((await call(h, t.admin, 'GET', '/api-clients?page_size=101')).status).toBe(422);
    expect((await call(h, t.viewer, 'GET', '/api-clients')).body.total).toBe(before);
    expect((await call(h, t.viewer, 'GET', '/api-clients')).body.items.find((c: Json) => c.client_id === some.client_id).revoked_at).toBeNull();
  });

  it('needs a token, and the connectivity service', async () => {
    expect((await call(h, {}, 'GET', '/api-clients')).status).toBe(401);
    const numbersOnly = await h.tenant({ services: ['numbers'] });
    expect(await call(h, numbersOnly.admin, 'GET', '/api-clients')).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    expect((await call(h, numbersOnly.admin, 'POST', '/api-clients', { name: 'x', roles: ['admin'] })).status).toBe(403);
  });
});
