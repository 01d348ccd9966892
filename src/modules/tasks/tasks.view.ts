// The API's shape of a task, built from its row (the routes and the events).

import type { Static } from 'typebox';
import type { TaskRow, TaskType } from './tasks.repo.ts';
import type { Task } from './tasks.schemas.ts';

export function toTask(t: TaskRow): Static<typeof Task> {
  return {
    id: t.id,
    type: t.type as TaskType,
    status: t.status as Static<typeof Task>['status'],
    total_items: t.totalItems,
    completed_items: t.completedItems,
    failed_items: t.failedItems,
    pending_items: Math.max(0, t.totalItems - t.completedItems - t.failedItems),
    created_at: t.createdAt.toISOString(),
    updated_at: t.updatedAt.toISOString(),
  };
}
