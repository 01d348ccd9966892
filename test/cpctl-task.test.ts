// `cpctl task watch` against the real program listening on an ephemeral port: a progress
// bar redrawn in place on a terminal, one line per change elsewhere, the counts at the
// end, and the exit code (0 completed, 1 failed).

import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../src/cli/cpctl.ts';
import { jobs } from '../src/jobs/jobs.tables.ts';
import { tasks } from '../src/modules/tasks/tasks.tables.ts';
import { seedActiveLinks } from '../src/modules/tasks/tasks.testkit.ts';
import { ADMIN_TOKEN, createHarness, type Harness, type Tenant } from './harness.ts';

let h: Harness;
let t: Tenant;
let env: Record<string, string>;

beforeAll(async () => {
  h = await createHarness({ JOB_POLL_MS: '50' });
  env = { CP_URL: await h.app.listen({ port: 0, host: '127.0.0.1' }), CP_ADMIN_TOKEN: ADMIN_TOKEN };
  t = await h.tenant();
});
afterAll(async () => h.close());

async function cpctl(argv: string[], tty = false) {
  let stdout = '';
  let stderr = '';
  const code = await run(argv, env, {
    stdout: { write: (s: string) => (stdout += s), ...(tty && { isTTY: true }) },
    stderr: { write: (s: string) => (stderr += s) },
  });
  return { code, stdout, stderr };
}

/** A bulk-suspend of `real` seeded links and `unknown` ids that fail; not run until workers start. */
async function queueTask(real: number, unknown: number): Promise<string> {
  const ids = [...(await seedActiveLinks(h.container.db, t.id, real)), ...Array.from({ length: unknown }, () => randomUUID())];
  const res = await h.app.inject({ method: 'POST', url: '/links/bulk-suspend', headers: t.admin, payload: { link_ids: ids } });
  expect(res.statusCode, res.body).toBe(202);
  return res.json().id;
}

describe('cpctl task watch', () => {
  it('prints one line per change when stdout is not a terminal, then the counts; exit 0', async () => {
    const taskId = await queueTask(120, 30);
    await h.container.simulator.setLatency(10);
    const workers = h.container.startWorkers();
    try {
      const { code, stdout, stderr } = await cpctl(['task', 'watch', t.id, taskId, '--interval', '0.05']);
      expect(stderr).toBe('');
      expect(code).toBe(0);
      const lines = stdout.trim().split('\n');
      expect(stdout).not.toContain('\r');
      expect(new Set(lines).size).toBe(lines.length);
      expect(lines.length).toBeGreaterThanOrEqual(3);
      expect(lines[0]).toMatch(/^\[[#.]{30}\] +\d+% {2}\d+\/150 {2}\(\d+ ok, \d+ failed\) {2}(pending|running)$/);
      expect(lines.at(-2)).toBe(`[${'#'.repeat(30)}] 100%  150/150  (120 ok, 30 failed)  completed`);
      expect(lines.at(-1)).toBe(`task ${taskId} completed: 120 succeeded, 30 failed, 0 not processed, of 150`);
    } finally {
      await workers.stop();
      await h.container.simulator.setLatency(null);
    }
  });

  it('redraws one line in place on a terminal', async () => {
    const taskId = await queueTask(150, 0);
    await h.container.simulator.setLatency(10);
    const workers = h.container.startWorkers();
    try {
      const { code, stdout } = await cpctl(['task', 'watch', t.id, taskId, '--interval', '0.05'], true);
      expect(code).toBe(0);
      const [progress, summary, rest] = stdout.split('\n');
      expect(rest).toBe('');
      const frames = (progress as string).split('\r').slice(1);
      expect(frames.length).toBeGreaterThanOrEqual(2);
      expect(frames.at(-1)).toBe(`[${'#'.repeat(30)}] 100%  150/150  (150 ok, 0 failed)  completed`);
      expect(summary).toBe(`task ${taskId} completed: 150 succeeded, 0 failed, 0 not processed, of 150`);
    } finally {
      await workers.stop();
      await h.container.simulator.setLatency(null);
    }
  });

  it('exits 1 when the task failed, prints the task with --json, and reports unknown tasks and bad usage', async () => {
    const taskId = await queueTask(0, 5);
    const [row] = await h.container.db.select().from(tasks).where(inArray(tasks.id, [taskId]));
    // The queue gave up on the job (its worker died on the last attempt).
    await h.container.db.update(jobs).set({ status: 'failed', finishedAt: new Date() }).where(inArray(jobs.id, row?.jobIds ?? []));
    const failed = await cpctl(['task', 'watch', t.id, taskId]);
    expect(failed.code).toBe(1);
    expect(failed.stdout).toContain(`task ${taskId} failed: 0 succeeded, 0 failed, 5 not processed, of 5`);

    const json = await cpctl(['task', 'watch', t.id, taskId, '--json']);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toMatchObject({ id: taskId, status: 'failed', total_items: 5, pending_items: 5 });

    const other = await h.tenant();
    const unknown = await cpctl(['task', 'watch', other.id, taskId]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('entity_not_found');

    expect((await cpctl(['task', 'watch', t.id])).code).toBe(2);
    expect((await cpctl(['task', 'watch', t.id, taskId, '--interval', '0'])).code).toBe(2);
    expect((await cpctl(['task', 'watch', t.id, taskId, '--every', '1'])).code).toBe(2);
    expect((await cpctl(['help'])).stdout).toContain('task watch <org-id> <task-id>');
  });
});
