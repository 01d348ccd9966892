// A bulk task as the console shows it (docs/console.md#tasks): what it does, and its
// progress as a bar with the counts in words.

import type { Platform } from '../../packages/sdk/src/sdk.client.ts';

export const taskLabels: Record<string, string> = {
  sim_provisioning: 'Provision SIMs',
  link_delink_sim: 'Detach SIMs',
  link_delete: 'Delete links',
  link_suspend: 'Suspend links',
  link_resume: 'Resume links',
  link_add_activation: 'Activate a plan',
  link_delete_activation: 'Remove a plan',
};

export const getTask = (platform: Platform, id: string) => platform.connectivity.get('/tasks/{task_id}', { params: { path: { task_id: id } } });
export type TaskItem = Awaited<ReturnType<typeof getTask>>;

export const isRunning = (task: Pick<TaskItem, 'status'>) => task.status === 'pending' || task.status === 'running';

export function TaskProgress({ task, label }: { task: TaskItem; label: string }) {
  const done = task.completed_items + task.failed_items;
  return (
    <div className="progress">
      <progress max={Math.max(1, task.total_items)} value={done} aria-label={label} />
      <span>
        {done} of {task.total_items} processed · {task.completed_items} succeeded · {task.failed_items} failed
      </span>
    </div>
  );
}
