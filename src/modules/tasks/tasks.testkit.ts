// Helpers for the bulk-task tests and the benchmark: thousands of active links set up
// with SQL (a link row and its provider endpoint each), waiting for a task to end, and
// reading every item of a task. No test-framework imports: the benchmark uses them too.

import { sql } from 'drizzle-orm';
import { type Db, query } from '../../db/client.ts';

export type Headers = Record<string, string>;
/** A parsed JSON answer, read field by field in assertions. */
export type Json = ReturnType<typeof JSON.parse>;

/** Anything that answers HTTP like the app (`app.inject`). */
export interface Injector {
  inject(opts: { method: 'GET' | 'POST'; url: string; headers: Headers; payload?: object }): Promise<{ statusCode: number; body: string; json(): Json }>;
}

/**
 * `count` active links of the organisation, each on its own active endpoint at the
 * simulated provider, without a SIM (suspend and resume need neither a SIM nor a plan).
 * Two statements, whatever the count. Answers the link ids in creation order.
 */
export async function seedActiveLinks(db: Db, organizationId: string, count: number, provider: 'alpha' | 'beta' = 'alpha'): Promise<string[]> {
  const rows = await query<{ id: string }>(
    db,
    sql`WITH src AS MATERIALIZED (
          SELECT n, gen_random_uuid() AS link_id, gen_random_uuid()::text AS endpoint_id FROM generate_series(1, ${count}::int) AS n
        ), endpoints AS (
          INSERT INTO sim_net_endpoints (provider, id, account, status)
          SELECT ${provider}, endpoint_id, (SELECT provider_account FROM organizations WHERE id = ${organizationId}::uuid), 'active' FROM src
        )
        INSERT INTO links (organization_id, id, name, status, provider, upstream_endpoint_id)
        SELECT ${organizationId}::uuid, link_id, 'seeded-' || n, 'active', ${provider}, endpoint_id FROM src ORDER BY n
        RETURNING id`,
  );
  return rows.map((r) => r.id);
}

export interface TaskBody {
  id: string;
  type: string;
  status: string;
  total_items: number;
  completed_items: number;
  failed_items: number;
  pending_items: number;
  created_at: string;
  updated_at: string;
}

/** Polls GET /tasks/{id} until the task is completed or failed. */
export async function waitForTask(app: Injector, headers: Headers, taskId: string, timeoutMs = 60_000, everyMs = 25): Promise<TaskBody> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await app.inject({ method: 'GET', url: `/tasks/${taskId}`, headers });
    if (res.statusCode !== 200) throw new Error(`GET /tasks/${taskId}: ${res.statusCode} ${res.body}`);
    const task = res.json() as TaskBody;
    if (task.status === 'completed' || task.status === 'failed') return task;
    if (Date.now() > deadline) throw new Error(`task ${taskId} did not end within ${timeoutMs} ms: ${res.body}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** Every item of the task in request order. */
export async function allItems(app: Injector, headers: Headers, taskId: string): Promise<Json[]> {
  const items: Json[] = [];
  for (let page = 1; ; page++) {
    const res = await app.inject({ method: 'GET', url: `/tasks/${taskId}/items?sort_by=created_at&sort_order=asc&page_size=100&page=${page}`, headers });
    if (res.statusCode !== 200) throw new Error(`GET items: ${res.statusCode} ${res.body}`);
    items.push(...res.json().items);
    if (page >= res.json().pages) return items;
  }
}
