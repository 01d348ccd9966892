// The API clients' events through HTTP: the operator creates and revokes an
// organisation's client, and the organisation's feed shows both with the client as the
// admin API answered it; nothing for a refused change, a platform client, or another
// organisation.

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

const clientEvents = async (who: Tenant, clientId?: string) => {
  const res = await call(h, who.viewer, 'GET', `/events?type=client.*&limit=100${clientId === undefined ? '' : `&resource_id=${clientId}`}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.items as Json[];
};
const operator = { source: 'api', actor: { type: 'admin', id: null } };

describe('client events', () => {
  it('writes client.created and client.revoked with the client as the admin API answered it, by the operator', async () => {
    const created = await h.app.inject({
      method: 'POST',
      url: `/admin/organizations/${t.id}/clients`,
      headers: { ...h.admin, 'x-request-id': 'client-create-1' },
      payload: { name: 'Fleet backend', roles: ['viewer'] },
    });
    expect(created.statusCode).toBe(201);
    const { client_secret: secret, ...client } = created.json();
    const [made, ...rest] = await clientEvents(t, client.client_id);
    expect(rest).toEqual([]);
    expect(made).toMatchObject({ type: 'client.created', ...operator, resource: { type: 'client', id: client.client_id }, previous: null, request_id: 'client-create-1' });
    expect(made!.data).toEqual(client);
    expect(JSON.stringify(made)).not.toContain(secret);

    const revoked = await call(h, h.admin, 'DELETE', `/admin/clients/${client.client_id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.revoked_at).not.toBeNull();
    // Revoking again answers the client as it is and changes nothing: no second event.
    expect((await call(h, h.admin, 'DELETE', `/admin/clients/${client.client_id}`)).body).toEqual(revoked.body);
    const [gone, first] = await clientEvents(t, client.client_id);
    expect(first).toEqual(made);
    expect(gone).toMatchObject({ type: 'client.revoked', ...operator, previous: { revoked_at: null } });
    expect(gone!.data).toEqual(revoked.body);
    // The other organisation's feed has neither.
    expect(await clientEvents(other, client.client_id)).toEqual([]);
  });

  it('writes nothing for a refused change or a platform client', async () => {
    const before = await clientEvents(t);
    const bad = await call(h, h.admin, 'POST', `/admin/organizations/${t.id}/clients`, { name: '', roles: ['admin'] });
    expect(bad.status).toBe(422);
    const missing = await call(h, h.admin, 'POST', '/admin/organizations/00000000-0000-4000-8000-000000000000/clients', { name: 'x', roles: ['admin'] });
    expect(missing.status).toBe(404);
    expect((await call(h, h.admin, 'DELETE', '/admin/clients/cli_unknown')).status).toBe(404);
    const platform = await call(h, h.admin, 'POST', '/admin/platform-clients', { name: 'Platform', roles: ['admin'] });
    expect(platform.status).toBe(201);
    expect((await call(h, h.admin, 'DELETE', `/admin/clients/${platform.body.client_id}`)).status).toBe(200);
    expect(await clientEvents(t)).toEqual(before);
  });
});
