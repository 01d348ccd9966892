// `cpctl user add|list|remove|reset-password` against the real program on an ephemeral port.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpctlAgainst, type CpctlResult } from './cpctl.testkit.ts';
import { createHarness, type Harness } from './harness.ts';

let h: Harness;
let cpctl: (argv: string[]) => Promise<CpctlResult>;
let org: { id: string };

beforeAll(async () => {
  h = await createHarness();
  cpctl = await cpctlAgainst(h);
  org = await h.createOrganization();
});
afterAll(async () => h.close());

describe('cpctl user', () => {
  it('adds a user with an invitation link or a password, lists and removes them', async () => {
    const invited = await cpctl(['user', 'add', org.id, 'ada@example.com']);
    expect(invited.code).toBe(0);
    expect(invited.stdout).toMatch(/role:\s+viewer/);
    expect(invited.stdout).toMatch(/invitation_url:\s+http:\/\/127\.0\.0\.1:\d+\/console\/invitation#token=/);

    const withPassword = await cpctl(['user', 'add', org.id, 'grace@example.com', '--role', 'admin', '--password', 'a long enough password', '--json']);
    expect(withPassword.code).toBe(0);
    const grace = withPassword.json();
    expect(grace).toMatchObject({ email: 'grace@example.com', role: 'admin' });
    expect(grace).not.toHaveProperty('invitation_url');
    const signIn = await h.app.inject({ method: 'POST', url: '/console/api/session', payload: { email: 'grace@example.com', password: 'a long enough password' } });
    expect(signIn.statusCode).toBe(200);

    const list = await cpctl(['user', 'list', org.id]);
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/ID\s+EMAIL\s+ROLE\s+CREATED/);
    expect(list.stdout).toContain('ada@example.com');
    expect(list.stdout).toContain('grace@example.com');

    const removed = await cpctl(['user', 'remove', grace.id]);
    expect(removed.code).toBe(0);
    expect(removed.stdout).toContain(`removed grace@example.com (${grace.id})`);
    expect((await cpctl(['user', 'list', org.id, '--json'])).json().items.map((u: { email: string }) => u.email)).toEqual(['ada@example.com']);
  });

  it('answers a one-time password-reset link that sets a new password', async () => {
    const added = (await cpctl(['user', 'add', org.id, 'lin@example.com', '--password', 'the first password', '--json'])).json();
    const reset = await cpctl(['user', 'reset-password', added.id]);
    expect(reset.code).toBe(0);
    expect(reset.stdout).toMatch(/reset_url:\s+http:\/\/127\.0\.0\.1:\d+\/console\/reset-password#token=\S+/);
    expect(reset.stdout).toMatch(/expires_at:\s+\S+/);
    const json = (await cpctl(['user', 'reset-password', added.id, '--json'])).json();
    const token = String(json.reset_url).split('#token=')[1];
    const accepted = await h.app.inject({ method: 'POST', url: '/console/api/password-reset/accept', payload: { token, password: 'the second password' } });
    expect(accepted.statusCode).toBe(200);
    const signIn = await h.app.inject({ method: 'POST', url: '/console/api/session', payload: { email: 'lin@example.com', password: 'the second password' } });
    expect(signIn.statusCode).toBe(200);
    const gone = await cpctl(['user', 'reset-password', 'usr_000000000000000000000000']);
    expect(gone.code).not.toBe(0);
    expect(gone.stderr).toMatch(/not found/);
  });

  it("reports the admin API's errors and usage mistakes without a stack", async () => {
    const dup = await cpctl(['user', 'add', org.id, 'ADA@example.com']);
    expect(dup.code).not.toBe(0);
    expect(dup.stderr).toMatch(/already exists/);
    const short = await cpctl(['user', 'add', org.id, 'x@example.com', '--password', 'short']);
    expect(short.code).not.toBe(0);
    expect(short.stderr).toMatch(/password/);
    const badRole = await cpctl(['user', 'add', org.id, 'x@example.com', '--role', 'owner']);
    expect(badRole.code).not.toBe(0);
    expect(badRole.stderr).toMatch(/--role/);
    const gone = await cpctl(['user', 'remove', 'usr_000000000000000000000000']);
    expect(gone.code).not.toBe(0);
    expect(gone.stderr).toMatch(/not found/);
    for (const r of [dup, short, badRole, gone]) expect(r.stderr).not.toMatch(/\n\s+at /);
    const help = await cpctl(['user', 'add', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('user add <org-id> <email> [--role admin|viewer] [--password P]');
  });
});
