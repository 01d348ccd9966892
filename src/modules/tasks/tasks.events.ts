// The bulk tasks' events (docs/events.md): a task's last item recorded, written in the
// transaction that records it.

import { Type } from 'typebox';
import type { Executor } from '../../db/client.ts';
import type { EventTypeDefinition } from '../events/events.catalogue.ts';
import { systemOrigin } from '../events/events.origin.ts';
import type { EventWriter } from '../events/events.writer.ts';
import type { TasksRepo } from './tasks.repo.ts';
import { Task } from './tasks.schemas.ts';
import { toTask } from './tasks.view.ts';

export const taskEventTypes = {
  'task.completed': {
    resource: 'task',
    description:
      'A bulk task processed its last item (by the platform: a task runs as a job). `data` is the task as GET /tasks/{task_id} shows it, with its counts of completed and failed items; `previous` holds its status before.',
    data: Type.Object({ ...Task.properties, status: Type.Literal('completed') }),
    previous: Type.Object({ status: Type.Literal('running') }, { additionalProperties: false }),
  },
} as const satisfies Record<string, EventTypeDefinition>;

export function createTaskEvents(deps: { repo: Pick<TasksRepo, 'find'>; events: EventWriter }) {
  return {
    /** The task's items are all recorded (its jobs start it, so it was running; by the platform). */
    async completed(organizationId: string, taskId: string, tx: Executor): Promise<void> {
      const row = await deps.repo.find(organizationId, taskId, tx);
      if (row === null || row.status !== 'completed') return;
      const data = toTask(row) as ReturnType<typeof toTask> & { status: 'completed' };
      await deps.events.write(tx, { organizationId, type: 'task.completed', resourceId: taskId, data, previous: { status: 'running' } }, systemOrigin);
    },
  };
}

export type TaskEvents = ReturnType<typeof createTaskEvents>;
