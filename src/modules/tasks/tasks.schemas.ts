import { type TSchema, Type } from 'typebox';
import { PageQuery, Paginated, SortOrder } from '../../lib/pagination.ts';
import { Uuid } from '../coverages/coverages.schemas.ts';
import { itemStatuses, taskStatuses, taskTypes } from './tasks.repo.ts';
import { MAX_ITEMS } from './tasks.service.ts';

const Timestamp = Type.String({ format: 'date-time' });
const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

export const TaskType = Type.Enum(taskTypes);
export const TaskStatus = Type.Enum(taskStatuses, {
  description: 'pending (queued), running, completed (every item processed, some may have failed), failed (the worker job crashed)',
});
export const TaskItemStatus = Type.Enum(itemStatuses);

/** The task record; items are read from /tasks/{task_id}/items. */
export const Task = Type.Object({
  id: Type.String({ format: 'uuid' }),
  type: TaskType,
  status: TaskStatus,
  total_items: Type.Integer({ minimum: 0 }),
  completed_items: Type.Integer({ minimum: 0, description: 'processed successfully' }),
  failed_items: Type.Integer({ minimum: 0, description: 'could not be processed' }),
  pending_items: Type.Integer({ minimum: 0, description: 'total - completed - failed' }),
  created_at: Timestamp,
  updated_at: Timestamp,
});

export const TaskItem = Type.Object({
  id: Type.String({ format: 'uuid' }),
  reference_id: Type.String({ description: "the SIM's ICCID (provisioning; the SIM id when the SIM is unknown) or the link id" }),
  status: TaskItemStatus,
  payload: Type.Record(Type.String(), Type.Unknown(), { description: 'the input the worker received for this item' }),
  result: Nullable(Type.Record(Type.String(), Type.Unknown(), { description: 'set for success items' })),
  error: Nullable(Type.String({ description: 'for failed items: `<code>: <reason>`, e.g. `validation_error: link has a SIM attached`' })),
  created_at: Timestamp,
  updated_at: Timestamp,
});

export const TaskList = Paginated(Task);
export const TaskItemList = Paginated(TaskItem);

export const TaskListQuery = Type.Object({
  ...PageQuery,
  sort_by: Type.Enum(['created_at', 'updated_at', 'status'], { default: 'updated_at' }),
  sort_order: Type.Optional(SortOrder),
  type: Type.Optional(TaskType),
  status: Type.Optional(TaskStatus),
});

export const TaskItemListQuery = Type.Object({
  ...PageQuery,
  sort_by: Type.Enum(['created_at', 'updated_at', 'status'], { default: 'created_at' }),
  sort_order: Type.Optional(SortOrder),
  status: Type.Optional(TaskItemStatus),
});

export const TaskIdParams = Type.Object({ task_id: Uuid });
export const AdminTaskParams = Type.Object({ id: Uuid, task_id: Uuid });

const Ids = (description: string) => Type.Array(Uuid, { minItems: 1, maxItems: MAX_ITEMS, uniqueItems: true, description });

/** The body of a bulk operation on links: the links it applies to. */
export const LinkBulk = Type.Object({ link_ids: Ids(`1 to ${MAX_ITEMS} link ids, no repeats`) }, { additionalProperties: false });

/** The body of a bulk activation or deactivation: the links and the plan. */
export const LinkBulkActivation = Type.Object(
  { link_ids: Ids(`1 to ${MAX_ITEMS} link ids, no repeats`), plan_id: Uuid },
  { additionalProperties: false },
);

export const BulkProvision = Type.Object(
  {
    name_prefix: Type.String({ minLength: 1, maxLength: 90, description: 'each link is named `<name_prefix>_<counter>`' }),
    sim_ids: Ids(`1 to ${MAX_ITEMS} SIM ids, no repeats`),
    plan_ids: Type.Optional(
      Nullable(Type.Array(Uuid, { maxItems: 20, uniqueItems: true, description: 'activated on every new link; omit for pre_active links' })),
    ),
    counter_start: Type.Integer({
      minimum: 0,
      maximum: 999_000_000,
      default: 1,
      description: 'the first counter; +1 for each following SIM (at most 999,000,000, so a name fits 100 characters)',
    }),
  },
  { additionalProperties: false },
);
