import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// A bulk task. Its items are split into ranges of
// `seq`, one queue job each; `job_ids` (hidden) names those jobs so a task whose jobs all
// ended with items left over can be recognised as failed. The counters move in the
// transaction that records the items' outcomes.
export const tasks = pgTable(
  'tasks',
  {
    organizationId: uuid('organization_id').notNull(),
    id: uuid('id').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull().default('pending'),
    totalItems: integer('total_items').notNull(),
    completedItems: integer('completed_items').notNull().default(0),
    failedItems: integer('failed_items').notNull().default(0),
    jobIds: uuid('job_ids').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    check('tasks_status_ck', sql`${t.status} IN ('pending', 'running', 'completed', 'failed')`),
    check(
      'tasks_type_ck',
      sql`${t.type} IN ('sim_provisioning', 'link_delink_sim', 'link_delete', 'link_suspend', 'link_resume', 'link_add_activation', 'link_delete_activation')`,
    ),
    check('tasks_counts_ck', sql`${t.completedItems} >= 0 AND ${t.failedItems} >= 0 AND ${t.completedItems} + ${t.failedItems} <= ${t.totalItems}`),
    // The list's default order (most recently updated first) and its other sorts.
    index('tasks_org_updated_idx').on(t.organizationId, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('tasks_org_created_idx').on(t.organizationId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The status sort and filter, and the check for unfinished tasks whose jobs failed.
    index('tasks_org_status_idx').on(t.organizationId, t.status, t.updatedAt.desc().nullsFirst()),
  ],
);

// One item of a task: `seq` is its position in the request, which decides the queue
// job (range) that processes it. `started_at` is when the item was last marked running:
// a resumed job compares it with the target's own timestamps to tell whether the item's
// action already happened before a crash.
export const taskItems = pgTable(
  'task_items',
  {
    organizationId: uuid('organization_id').notNull(),
    taskId: uuid('task_id').notNull(),
    seq: integer('seq').notNull(),
    id: uuid('id').notNull(),
    referenceId: text('reference_id').notNull(),
    status: text('status').notNull().default('pending'),
    payload: jsonb('payload').notNull(),
    result: jsonb('result'),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    // Items are read by range of seq (a job's share) and listed per task.
    primaryKey({ columns: [t.organizationId, t.taskId, t.seq] }),
    foreignKey({ name: 'task_items_task_fk', columns: [t.organizationId, t.taskId], foreignColumns: [tasks.organizationId, tasks.id] }),
    check('task_items_status_ck', sql`${t.status} IN ('pending', 'running', 'success', 'failed')`),
    index('task_items_org_task_status_idx').on(t.organizationId, t.taskId, t.status, t.seq),
  ],
);
