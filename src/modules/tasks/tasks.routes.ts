import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import type { TasksService } from './tasks.service.ts';
import type { RouteMount } from '../../http/surfaces/surface.ts';
import type { App } from '../../http/app.ts';
import { principalOf } from '../../http/auth/guard.ts';
import { adminRoute, read, write } from '../../http/auth/route-auth.ts';
import { sortOrderOf } from '../../lib/listing.ts';
import { offsetOf, page } from '../../lib/pagination.ts';
import type { TaskItemRow } from './tasks.repo.ts';
import {
  AdminTaskParams,
  BulkProvision,
  LinkBulk,
  LinkBulkActivation,
  Task,
  TaskIdParams,
  type TaskItem,
  TaskItemList,
  TaskItemListQuery,
  TaskList,
  TaskListQuery,
} from './tasks.schemas.ts';
import { toTask } from './tasks.view.ts';

const toItem = (i: TaskItemRow): Static<typeof TaskItem> => ({
  id: i.id,
  reference_id: i.referenceId,
  status: i.status as Static<typeof TaskItem>['status'],
  payload: i.payload as Record<string, unknown>,
  result: i.status === 'success' ? ((i.result ?? {}) as Record<string, unknown>) : null,
  error: i.status === 'failed' ? i.error : null,
  created_at: i.createdAt.toISOString(),
  updated_at: i.updatedAt.toISOString(),
});

/** The six bulk operations on links and the task type each queues. */
const linkBulks = [
  ['/links/bulk-delink-sim', 'link_delink_sim', 'Detach the SIM of each link'],
  ['/links/bulk-delete', 'link_delete', 'Delete each link (a link with a SIM attached fails its item)'],
  ['/links/bulk-suspend', 'link_suspend', 'Suspend each link (non-active links fail their item)'],
  ['/links/bulk-resume', 'link_resume', 'Resume each link (non-suspended links fail their item)'],
] as const;

const activationBulks = [
  ['/links/bulk-add-activation', 'link_add_activation', 'Activate the plan on each link'],
  ['/links/bulk-delete-activation', 'link_delete_activation', 'Remove every active activation of the plan from each link (a link without one fails its item)'],
] as const;

/** Bulk tasks: bulk provisioning, the bulk operations on links, and reading a task and its items. */
export async function taskRoutes(app: App, tasks: TasksService): Promise<void> {
  const org = (req: FastifyRequest) => principalOf(req).organizationId;
  const queued = { 202: Task };

  app.post(
    '/sims/bulk-provision',
    {
      config: write('connectivity'),
      schema: { summary: 'Create a link on each SIM, named <name_prefix>_<counter> (a bulk task)', body: BulkProvision, response: queued },
    },
    async (req, reply) => {
      const b = req.body;
      const task = await tasks.provision(org(req), { namePrefix: b.name_prefix, simIds: b.sim_ids, planIds: b.plan_ids, counterStart: b.counter_start });
      return reply.status(202).send(toTask(task));
    },
  );

  for (const [url, type, summary] of linkBulks) {
    app.post(url, { config: write('connectivity'), schema: { summary: `${summary} (a bulk task)`, body: LinkBulk, response: queued } }, async (req, reply) => {
      const body = req.body as Static<typeof LinkBulk>;
      return reply.status(202).send(toTask(await tasks.linkBulk(org(req), type, body.link_ids)));
    });
  }
  for (const [url, type, summary] of activationBulks) {
    app.post(url, { config: write('connectivity'), schema: { summary: `${summary} (a bulk task)`, body: LinkBulkActivation, response: queued } }, async (req, reply) => {
      const body = req.body as Static<typeof LinkBulkActivation>;
      return reply.status(202).send(toTask(await tasks.linkBulk(org(req), type, body.link_ids, body.plan_id)));
    });
  }

  app.get(
    '/tasks',
    { config: read('connectivity'), schema: { summary: 'List bulk tasks (most recently updated first)', querystring: TaskListQuery, response: { 200: TaskList } } },
    async (req) => {
      const q = req.query;
      const { rows, total } = await tasks.list(org(req), {
        type: q.type,
        status: q.status,
        sortBy: q.sort_by,
        sortOrder: sortOrderOf(q.sort_by, q.sort_order),
        limit: q.page_size,
        offset: offsetOf(q.page, q.page_size),
      });
      return page(rows.map(toTask), total, q.page, q.page_size);
    },
  );

  app.get(
    '/tasks/:task_id',
    { config: read('connectivity'), schema: { summary: 'Get a bulk task (its progress)', params: TaskIdParams, response: { 200: Task } } },
    async (req) => toTask(await tasks.get(org(req), req.params.task_id)),
  );

  app.get(
    '/tasks/:task_id/items',
    {
      config: read('connectivity'),
      schema: { summary: "A bulk task's items (newest first; items of a task keep the request's order)", params: TaskIdParams, querystring: TaskItemListQuery, response: { 200: TaskItemList } },
    },
    async (req) => {
      const q = req.query;
      const { rows, total } = await tasks.items(org(req), req.params.task_id, {
        status: q.status,
        sortBy: q.sort_by,
        sortOrder: sortOrderOf(q.sort_by, q.sort_order),
        limit: q.page_size,
        offset: offsetOf(q.page, q.page_size),
      });
      return page(rows.map(toItem), total, q.page, q.page_size);
    },
  );
}

/** `/admin/organizations/{id}/tasks/{task_id}`: an organisation's task for the operator (cpctl task watch). */
export async function adminTaskRoutes(app: App, tasks: Pick<TasksService, 'get'>): Promise<void> {
  app.get(
    '/organizations/:id/tasks/:task_id',
    { config: adminRoute, schema: { summary: "Get one of an organisation's bulk tasks", params: AdminTaskParams, response: { 200: Task } } },
    async (req) => toTask(await tasks.get(req.params.id, req.params.task_id)),
  );
}

/** The bulk tasks' routes, and the operator's read of any organisation's task. */
export const taskMounts = (tasks: TasksService): RouteMount[] => [
  { surface: 'connectivity', register: (app) => taskRoutes(app, tasks) },
  { surface: 'admin', register: (app) => adminTaskRoutes(app, tasks) },
];
