// `cpctl events tail` against the real program listening on an ephemeral port: the
// events that follow the starting point, oldest first, filtered by type, and the client
// it read with revoked at the end.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../src/cli/cpctl.ts';
import { call, newLink } from '../src/modules/links/links.testkit.ts';
import { ADMIN_TOKEN, createHarness, type Harness, type Tenant } from './harness.ts';

let h: Harness;
let t: Tenant;
let env: Record<string, string>;

beforeAll(async () => {
  h = await createHarness();
  env = { CP_URL: await h.app.listen({ port: 0, host: '127.0.0.1' }), CP_ADMIN_TOKEN: ADMIN_TOKEN };
  t = await h.tenant();
});
afterAll(async () => h.close());

function cpctl(argv: string[]) {
  let stdout = '';
  let stderr = '';
  const done = run(argv, env, { stdout: { write: (s: string) => (stdout += s) }, stderr: { write: (s: string) => (stderr += s) } });
  return done.then((code) => ({ code, stdout, stderr }));
}

const linkEvents = async (linkId: string) => (await call(h, t.viewer, 'GET', `/links/${linkId}/events`)).body.items as Array<Record<string, unknown>>;

describe('cpctl events tail', () => {
  it('prints the events after --after as they arrive, oldest first, then stops after --count', async () => {
    const before = await newLink(h, t);
    const [start] = await linkEvents(before.id);
    const tail = cpctl(['events', 'tail', t.id, '--after', String(start!.id), '--type', 'link.*', '--count', '2', '--interval', '0.2', '--json']);
    const a = await newLink(h, t);
    const b = await newLink(h, t);
    const { code, stdout, stderr } = await tail;
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const printed = stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(printed).toEqual([(await linkEvents(a.id))[0], (await linkEvents(b.id))[0]]);
    expect(printed.map((e) => e.type)).toEqual(['link.created', 'link.created']);
    // The client it read with is revoked.
    const clients = (await h.app.inject({ method: 'GET', url: `/admin/organizations/${t.id}/clients`, headers: h.admin })).json().items as Array<Record<string, unknown>>;
    const mine = clients.filter((c) => c.name === 'cpctl events tail');
    expect(mine).toHaveLength(1);
    expect(mine[0]!.revoked_at).not.toBeNull();
  }, 120_000);

  it('prints one line per event for people, and only the types asked for', async () => {
    const before = await newLink(h, t);
    const [start] = await linkEvents(before.id);
    const tail = cpctl(['events', 'tail', t.id, '--after', String(start!.id), '--type', 'link.status_changed', '--count', '1', '--interval', '0.2']);
    const c = await newLink(h, t);
    // Its link.created is not printed; detaching the SIM changes its status.
    expect((await call(h, t.admin, 'DELETE', `/links/${c.id}/sim`)).status).toBe(200);
    const { code, stdout, stderr } = await tail;
    expect(code).toBe(0);
    expect(stderr).toMatch(/^following the events of organisation .* \(link\.status_changed\); Ctrl-C stops\n$/);
    const [changed] = await linkEvents(c.id);
    expect(stdout).toMatch(new RegExp(`^${String(changed!.created_at)}  link\\.status_changed  link ${c.id}  api \\(client [^)]+\\)\\n$`));
  }, 120_000);

  it('refuses a bad --interval with a usage error', async () => {
    const { code, stderr } = await cpctl(['events', 'tail', t.id, '--interval', '0']);
    expect(code).not.toBe(0);
    expect(stderr).toMatch(/--interval must be between 0.05 and 60 seconds/);
  });
});
