// A worker process killed (SIGKILL) in the middle of a delivery attempt: the delivery is
// not lost. Its job's lease lapses, another worker makes the attempt again with the same
// webhook-id, and the log shows one attempt (the dead worker recorded nothing). Real
// child process of the program (ROLE=worker): this file runs only with TEST_DATABASE_URL.

import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, createHarness, type Harness } from '../../../test/harness.ts';
import { numbersTenant, ownNumber } from '../numbers/numbers.testkit.ts';
import { inboundSms, type Receiver, startReceiver } from './webhooks.testkit.ts';

let h: Harness;
let r: Receiver;
let child: ChildProcess | null = null;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-webhook-crash-'));

beforeAll(async () => {
  h = await createHarness({ WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true', JOB_POLL_MS: '50' });
  if (h.db.url === null) throw new Error('this file needs PostgreSQL (TEST_DATABASE_URL)');
  // The first request never gets an answer: the worker that sent it is killed meanwhile.
  r = await startReceiver((n) => (n === 0 ? 'hang' : 200));
});
afterAll(async () => {
  if (child !== null && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await r.close();
  await h.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function until(what: string, check: () => boolean | Promise<boolean>, output = () => ''): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${what}: ${output()}`);
}

describe('a worker process killed mid-delivery', () => {
  it('loses no delivery: another worker sends it again with the same webhook-id', { timeout: 120_000 }, async () => {
    const t = await numbersTenant(h);
    const n = await ownNumber(h, t.id);
    const secret = `whsec_${Buffer.from('crash-test-key-0123456789abcdef!').toString('base64')}`;
    expect((await h.app.inject({ method: 'PUT', url: '/numbers/sms/webhook', headers: t.admin, payload: { url: r.url, secret } })).statusCode).toBe(200);
    expect((await inboundSms(h, n.e164, 'survives')).statusCode).toBe(201);

    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      env: {
        ...process.env,
        ROLE: 'worker',
        DATABASE_URL: h.db.url as string,
        DATA_DIR: dataDir,
        ADMIN_TOKEN,
        LOG_LEVEL: 'warn',
        WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true',
        JOB_LEASE_MS: '1000',
        JOB_POLL_MS: '50',
        USAGE_SNAPSHOT_INTERVAL_MS: '86400000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout?.on('data', (d) => (out += String(d)));
    child.stderr?.on('data', (d) => (out += String(d)));
    const proc = child;
    await until('the child worker never sent the delivery', () => r.requests.length === 1 || proc.exitCode !== null, () => out);
    expect(r.requests).toHaveLength(1);
    proc.kill('SIGKILL');
    await new Promise((resolve) => proc.once('exit', resolve));

    const workers = h.container.startWorkers();
    try {
      const log = () => h.app.inject({ method: 'GET', url: '/numbers/sms/webhook/deliveries', headers: t.viewer });
      await until('the delivery did not succeed after the crash', async () => (await log()).json().data.deliveries[0]?.status === 'succeeded');
      expect(r.requests).toHaveLength(2);
      expect(r.requests[1]!.headers['webhook-id']).toBe(r.requests[0]!.headers['webhook-id']);
      expect(r.requests[1]!.body).toBe(r.requests[0]!.body);
      const d = (await log()).json().data.deliveries[0];
      expect(d.attempts).toEqual([{ at: expect.any(String), status_code: 200, error: null, duration_ms: expect.any(Number) }]);
    } finally {
      await workers.stop();
    }
  });
});
