// cpctl webhooks listen against the real program: it registers its receiver as the
// organisation's inbound-SMS webhook, an SMS from the simulated network arrives, and the
// delivery is printed with its signature verified; Ctrl-C puts the webhook back.

import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../src/cli/cpctl.ts';
import { numbersTenant, ownNumber } from '../src/modules/numbers/numbers.testkit.ts';
import { ADMIN_TOKEN, createHarness, type Harness } from './harness.ts';

interface Listening {
  output: () => string;
  errors: () => string;
  /** Ctrl-C; answers the exit code. */
  stop(): Promise<number>;
  done: Promise<number>;
}

function listen(env: Record<string, string>, argv: string[]): Listening {
  let stdout = '';
  let stderr = '';
  const interrupt = new AbortController();
  const done = run(['webhooks', 'listen', ...argv], env, {
    stdout: { write: (s: string) => (stdout += s) },
    stderr: { write: (s: string) => (stderr += s) },
    signal: interrupt.signal,
  });
  return {
    output: () => stdout,
    errors: () => stderr,
    done,
    stop: () => {
      interrupt.abort();
      return done;
    },
  };
}

async function until(what: string, check: () => boolean, listening?: Listening): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}: ${listening?.output() ?? ''} ${listening?.errors() ?? ''}`);
}

const urls = new WeakMap<Harness, string>();

/** An organisation ready to receive SMS on a number, and cpctl's environment for the harness. */
async function setup(h: Harness) {
  if (!urls.has(h)) urls.set(h, await h.app.listen({ port: 0, host: '127.0.0.1' }));
  const env = { CP_URL: urls.get(h) as string, CP_ADMIN_TOKEN: ADMIN_TOKEN };
  const tenant = await numbersTenant(h);
  const number = await ownNumber(h, tenant.id);
  const webhook = async () => (await h.app.inject({ method: 'GET', url: '/numbers/sms/webhook', headers: tenant.admin })).json().data;
  const clients = async () => (await h.app.inject({ method: 'GET', url: `/admin/organizations/${tenant.id}/clients`, headers: h.admin })).json();
  const inbound = (body: string) =>
    h.app.inject({ method: 'POST', url: '/admin/simulator/inbound-sms', headers: h.admin, payload: { from: '+4915112345678', to: number.e164, body } });
  return { env, tenant, webhook, clients, inbound };
}

type Client = { name: string; revoked_at: string | null };
const listenClients = (list: { items?: Client[] } | Client[]) => (Array.isArray(list) ? list : (list.items ?? [])).filter((c) => c.name === 'cpctl webhooks listen');

describe('cpctl webhooks listen', () => {
  let h: Harness;
  let workers: { stop(): Promise<void> };
  beforeAll(async () => {
    h = await createHarness({ WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true' });
    workers = h.container.startWorkers();
  });
  afterAll(async () => {
    await workers.stop();
    await h.close();
  });

  it('prints an inbound SMS delivered through the simulator with its signature verified, then clears the webhook on Ctrl-C', async () => {
    const { env, tenant, webhook, clients, inbound } = await setup(h);
    const l = listen(env, [tenant.id]);
    await until('the receiver', () => l.output().includes('Waiting for deliveries'), l);
    expect(l.output()).toMatch(new RegExp(`^Ready: the inbound-SMS webhook of organisation ${tenant.id} now delivers to http://127\\.0\\.0\\.1:\\d+/\\n`));
    expect(l.output()).toMatch(/^Signing secret: whsec_[A-Za-z0-9+/]{43}=$/m);
    expect(await webhook()).toMatchObject({ url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/$/), enabled: true, has_secret: true });
    expect(listenClients(await clients())).toMatchObject([{ revoked_at: null }]);

    expect((await inbound('hello from the network')).statusCode).toBe(201);
    await until('the delivery', () => l.output().includes('signature verified'), l);
    expect(l.output()).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d {2}--> sms\.inbound \[[0-9a-f-]{36}\] {2}signature verified$/m);
    expect(l.output()).toContain('"body": "hello from the network"');
    expect(l.output()).toContain('"from": "+4915112345678"');

    // A request signed with another secret is shown as such and answered 400.
    const url = /now delivers to (\S+)/.exec(l.output())?.[1] as string;
    const forged = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'webhook-id': 'msg_forged', 'webhook-timestamp': String(Math.floor(Date.now() / 1000)), 'webhook-signature': 'v1,bm90IHRoZSBzaWduYXR1cmU=' },
      body: '{"type":"sms.inbound","data":{}}',
    });
    expect(forged.status).toBe(400);
    expect(l.output()).toContain('--> sms.inbound [msg_forged]  signature NOT verified (no v1 signature matches the secret); answered 400');

    expect(await l.stop()).toBe(0);
    expect(l.errors()).toBe('');
    expect(l.output()).toContain(`Stopped: the webhook of organisation ${tenant.id} is cleared and the client cpctl made is revoked.`);
    expect(await webhook()).toEqual({ url: null, enabled: false, has_secret: false });
    expect(listenClients(await clients())).toMatchObject([{ revoked_at: expect.any(String) }]);
  });

  it('prints one JSON line per event with --json', async () => {
    const { env, tenant, inbound } = await setup(h);
    const l = listen(env, [tenant.id, '--json']);
    await until('the receiver', () => l.output().includes('"event":"ready"'), l);
    await inbound('json please');
    await until('the delivery', () => l.output().includes('"event":"delivery"'), l);
    expect(await l.stop()).toBe(0);
    const events = l.output().trim().split('\n').map((line) => JSON.parse(line));
    expect(events).toMatchObject([
      { event: 'ready', url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/$/), secret: expect.stringMatching(/^whsec_/) },
      { event: 'delivery', type: 'sms.inbound', verified: true, reason: null, payload: { type: 'sms.inbound', data: { body: 'json please', to: expect.any(String) } } },
      { event: 'stopped', undone: expect.stringContaining('is cleared') },
    ]);
  });

  it('leaves a webhook the organisation has alone unless told to replace it, and then puts its URL back disabled', async () => {
    const { env, tenant, webhook, clients } = await setup(h);
    const put = await h.app.inject({ method: 'PUT', url: '/numbers/sms/webhook', headers: tenant.admin, payload: { url: 'https://hooks.example.com/sms', secret: 'a-secret-of-the-shop' } });
    expect(put.statusCode).toBe(200);

    const refused = listen(env, [tenant.id]);
    expect(await refused.done).toBe(1);
    expect(refused.errors()).toBe(
      `cpctl: organisation ${tenant.id} already has an inbound-SMS webhook (https://hooks.example.com/sms, enabled, with a secret); listening would replace it and its secret, which cannot be read back. Pass --replace true to replace it anyway: on exit its URL comes back, disabled, to be given its secret again\n`,
    );
    expect(await webhook()).toEqual({ url: 'https://hooks.example.com/sms', enabled: true, has_secret: true });
    expect(listenClients(await clients())).toMatchObject([{ revoked_at: expect.any(String) }]);

    const replacing = listen(env, [tenant.id, '--replace', 'true']);
    await until('the receiver', () => replacing.output().includes('Waiting for deliveries'), replacing);
    expect((await webhook()).url).toMatch(/^http:\/\/127\.0\.0\.1:/);
    expect(await replacing.stop()).toBe(0);
    expect(replacing.output()).toContain(`is back on https://hooks.example.com/sms, disabled and without a secret`);
    expect(await webhook()).toEqual({ url: 'https://hooks.example.com/sms', enabled: false, has_secret: false });
  });

  it('undoes its registration on Ctrl-C when run as a program', { timeout: 60_000 }, async () => {
    const { env, tenant, webhook } = await setup(h);
    const child = spawn(process.execPath, ['bin/cpctl.js', 'webhooks', 'listen', tenant.id], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += String(d)));
    child.stderr.on('data', (d) => (out += String(d)));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    await until('the receiver', () => out.includes('Waiting for deliveries') || child.exitCode !== null);
    expect((await webhook()).enabled).toBe(true);
    child.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(out).toContain('Stopped: ');
    expect(await webhook()).toEqual({ url: null, enabled: false, has_secret: false });
  });

  it('reports an organisation that does not exist, and wrong usage', async () => {
    const { env } = await setup(h);
    const unknown = listen(env, ['00000000-0000-4000-8000-000000000000']);
    expect(await unknown.done).toBe(1);
    expect(unknown.errors()).toMatch(/^cpctl: .*\(entity_not_found, HTTP 404\)/);
    expect(await listen(env, []).done).toBe(2);
    expect(await listen(env, ['x', '--port', 'eighty']).done).toBe(2);
  });
});

describe('cpctl webhooks listen on a server that refuses private targets', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => h.close());

  it('names WEBHOOKS_ALLOW_PRIVATE_TARGETS, exits 1, and leaves nothing behind', async () => {
    const { env, tenant, webhook, clients } = await setup(h);
    const l = listen(env, [tenant.id]);
    expect(await l.done).toBe(1);
    expect(l.errors()).toMatch(
      /^cpctl: the platform refused http:\/\/127\.0\.0\.1:\d+\/: webhook targets on loopback or private addresses are refused unless the server runs with WEBHOOKS_ALLOW_PRIVATE_TARGETS=true\. Restart it with that setting \(development only\), or pass --url with a public address that reaches this receiver \(the server said: .+\)\n$/,
    );
    expect(await webhook()).toEqual({ url: null, enabled: false, has_secret: false });
    expect(listenClients(await clients())).toMatchObject([{ revoked_at: expect.any(String) }]);
  });
});
