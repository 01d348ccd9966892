// Test helpers of webhook deliveries: a real HTTP receiver on 127.0.0.1, and a
// deterministic driver of the delivery jobs (due retries are made due now instead of
// waiting for the schedule).

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { and, eq, sql } from 'drizzle-orm';
import type { Harness } from '../../../test/harness.ts';
import { jobs } from '../../jobs/jobs.tables.ts';
import type { Job } from '../../jobs/queue.ts';
import { DELIVERY_JOB } from './webhooks.delivery.ts';

export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  path: string;
}

export interface Receiver {
  url: string;
  requests: Received[];
  /** Answers request number `n` (from 0): a status code, or 'hang' to never answer. */
  respond: (n: number, req: Received) => number | 'hang';
  close(): Promise<void>;
}

export async function startReceiver(respond: Receiver['respond'] = () => 200): Promise<Receiver> {
  const hanging = new Set<http.ServerResponse>();
  const receiver: Receiver = { url: '', requests: [], respond, close: async () => {} };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const r: Received = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), path: req.url ?? '/' };
      const answer = receiver.respond(receiver.requests.length, r);
      receiver.requests.push(r);
      if (answer === 'hang') {
        hanging.add(res);
        return;
      }
      res.writeHead(answer, { 'content-type': 'text/plain' }).end('x'.repeat(10_000));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  receiver.close = async () => {
    for (const r of hanging) r.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return receiver;
}

const silent = pino({ level: 'silent' });

/** Runs one claimed delivery job the way a worker does, and records its outcome. */
export async function runJob(h: Harness, job: Job): Promise<unknown> {
  const def = h.container.webhooks.job;
  const controller = new AbortController();
  try {
    const result = await def.handle(def.parse(job.payload), { job, signal: controller.signal, heartbeat: async () => {}, logger: silent });
    await h.container.jobs.complete(job, result);
    return result;
  } catch (err) {
    await h.container.jobs.fail(job, err, true);
    throw err;
  }
}

/** Claims the due delivery jobs (optionally making the scheduled retries due first). */
export async function claimDeliveries(h: Harness, opts: { advance?: boolean; leaseMs?: number } = {}): Promise<Job[]> {
  if (opts.advance) {
    await h.container.db.update(jobs).set({ runAt: sql`now()` }).where(and(eq(jobs.name, DELIVERY_JOB), eq(jobs.status, 'queued')));
  }
  return h.container.jobs.claim('test-worker', [{ name: DELIVERY_JOB, maxVersion: 1 }], 50, opts.leaseMs ?? 60_000);
}

/** Runs delivery jobs until none is left, moving every scheduled retry to now: the whole schedule in a moment. */
export async function drainDeliveries(h: Harness, maxRounds = 20): Promise<number> {
  let ran = 0;
  for (let round = 0; round < maxRounds; round++) {
    const claimed = await claimDeliveries(h, { advance: true });
    if (claimed.length === 0) return ran;
    for (const job of claimed) await runJob(h, job);
    ran += claimed.length;
  }
  throw new Error('delivery jobs did not drain');
}

/** Sends an SMS from the network to `to` through the simulator's admin route. */
export function inboundSms(h: Harness, to: string, body = 'hello', from = '+491701234567') {
  return h.app.inject({ method: 'POST', url: '/admin/simulator/inbound-sms', headers: h.admin, payload: { from, to, body } });
}
