// Bulk tasks on the job queue. With the simulated provider answering each call in 20 ms
// and UPSTREAM_CONCURRENCY=16, a 5,000-item bulk-suspend cannot finish faster than
// 5,000 x 20 ms / 16 = 6.25 s per worker process: the goal is to stay within 1.25x of
// that with one worker, and of half of it with two worker processes (two containers in
// this process, each with its own worker and provider limiter). With zero latency the
// database and the platform are the limit: items per second on PostgreSQL and PGlite.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../src/config.ts';
import { createContainer } from '../src/container.ts';
import { openDatabase } from '../src/db/client.ts';
import { seedActiveLinks, waitForTask } from '../src/modules/tasks/tasks.testkit.ts';
import { adminToken, type Benchmark, fmt, freshPostgres, type RunningPlatform, startPlatform } from './lib.ts';

const ITEMS = 5000;
const LATENCY_MS = 20;
const CONCURRENCY = 16;
const GOAL = 1.25;

// The usage snapshot is pushed a day away so that only the task's own work is measured.
const env = {
  SIMULATOR_LATENCY_MS: String(LATENCY_MS),
  UPSTREAM_CONCURRENCY: String(CONCURRENCY),
  JOB_POLL_MS: '20',
  USAGE_SNAPSHOT_INTERVAL_MS: '86400000',
  LOG_LEVEL: 'warn',
};

async function tenant(p: RunningPlatform): Promise<{ id: string; headers: Record<string, string> }> {
  const org = (await p.app.inject({ method: 'POST', url: '/admin/organizations', headers: p.admin, payload: { name: 'Bench' } })).json();
  const client = (
    await p.app.inject({ method: 'POST', url: `/admin/organizations/${org.id}/clients`, headers: p.admin, payload: { name: 'b', roles: ['admin'] } })
  ).json();
  const token = (
    await p.app.inject({
      method: 'POST',
      url: '/auth/token',
      payload: { grant_type: 'client_credentials', client_id: client.client_id, client_secret: client.client_secret },
    })
  ).json();
  return { id: org.id, headers: { authorization: `Bearer ${token.access_token}` } };
}

/** Seeds ITEMS active links, queues one bulk-suspend over them and waits; answers seconds. */
async function timedSuspend(p: RunningPlatform, t: { id: string; headers: Record<string, string> }): Promise<number> {
  const ids = await seedActiveLinks(p.container.db, t.id, ITEMS);
  const started = Date.now();
  const res = await p.app.inject({ method: 'POST', url: '/links/bulk-suspend', headers: t.headers, payload: { link_ids: ids } });
  if (res.statusCode !== 202) throw new Error(`bulk-suspend answered ${res.statusCode}: ${res.body}`);
  const task = await waitForTask(p.app, t.headers, res.json().id, 300_000, 20);
  const seconds = (Date.now() - started) / 1000;
  if (task.status !== 'completed' || task.completed_items !== ITEMS) throw new Error(`the task ended ${task.status} with ${task.completed_items}/${ITEMS} items done`);
  return seconds;
}

function verdict(label: string, seconds: number, boundSeconds: number): void {
  const ratio = seconds / boundSeconds;
  console.log(
    `  ${label.padEnd(44)} ${fmt(seconds, 2).padStart(6)} s   bound ${fmt(boundSeconds, 3)} s   ratio ${fmt(ratio, 2)}   goal <= ${GOAL}: ${ratio <= GOAL ? 'PASS' : 'FAIL'}`,
  );
}

/** A second "process" on the same database: its own container, worker and provider limiter. */
async function secondWorker(databaseUrl: string) {
  const config = loadConfig({ ...env, DATABASE_URL: databaseUrl, ADMIN_TOKEN: adminToken });
  const database = await openDatabase(config.database);
  const container = createContainer({ config, database, logger: pino({ level: 'warn' }), adminToken });
  await container.prepare();
  const workers = container.startWorkers();
  return {
    async close() {
      await workers.stop();
      await database.close();
    },
  };
}

async function zeroLatencyRate(p: RunningPlatform, t: { id: string; headers: Record<string, string> }): Promise<number> {
  await p.container.simulator.setLatency(0);
  return ITEMS / (await timedSuspend(p, t));
}

export const benchmark: Benchmark = {
  name: 'tasks',
  description: `a ${ITEMS.toLocaleString('en-US')}-item bulk-suspend at ${LATENCY_MS} ms per provider call (one and two workers), and items/s at zero latency`,
  async run() {
    const bound = (ITEMS * LATENCY_MS) / CONCURRENCY / 1000;
    const db = await freshPostgres();
    const platform = await startPlatform({ databaseUrl: db.url, env });
    const workers = platform.container.startWorkers();
    try {
      const t = await tenant(platform);
      console.log(`PostgreSQL, provider latency ${LATENCY_MS} ms, UPSTREAM_CONCURRENCY=${CONCURRENCY}, TASK_ITEM_CONCURRENCY=${platform.container.config.tasks.itemConcurrency}:`);
      verdict('one worker', await timedSuspend(platform, t), bound);
      const second = await secondWorker(db.url);
      try {
        verdict('two workers (two containers, one limiter each)', await timedSuspend(platform, t), bound / 2);
      } finally {
        await second.close();
      }
      console.log('zero provider latency (the database and the platform are the limit):');
      console.log(`  PostgreSQL, one worker                       ${fmt(await zeroLatencyRate(platform, t)).padStart(6)} items/s`);
    } finally {
      await workers.stop();
      await platform.close();
      await db.drop();
    }

    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-bench-tasks-'));
    const embedded = await startPlatform({ databaseUrl: '', env: { ...env, DATABASE_URL: '', DATA_DIR: dataDir } });
    const embeddedWorkers = embedded.container.startWorkers();
    try {
      const t = await tenant(embedded);
      console.log(`  PGlite (embedded), one worker                ${fmt(await zeroLatencyRate(embedded, t)).padStart(6)} items/s`);
    } finally {
      await embeddedWorkers.stop();
      await embedded.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
