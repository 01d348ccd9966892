// Tasks (docs/console.md#tasks): the organisation's bulk tasks from GET /tasks, paged and
// filtered by the API, and for admins a new bulk task from a CSV file, read in the
// browser into the bulk API's request (POST /sims/bulk-provision, /links/bulk-*).

import { type ChangeEvent, type FormEvent, useState } from 'react';
import type { Platform } from '../../../packages/sdk/src/sdk.client.ts';
import { useConsole } from '../app.context.tsx';
import { useLoad } from '../app.load.ts';
import { Link, navigate, pageOf, queryString } from '../app.router.tsx';
import { parseCsv } from '../ui.csv.ts';
import { ErrorView } from '../ui.error.tsx';
import { WriteControl } from '../ui.role.tsx';
import { type Column, DataTable } from '../ui.table.tsx';
import { UUID } from '../ui.ids.ts';
import { isRunning, type TaskItem, TaskProgress, taskLabels } from '../ui.task.tsx';
import { when } from '../ui.events.tsx';
import type { PageProps } from './page.types.ts';

const PAGE_SIZE = 25;
const MAX_ROWS = 5000;
const statuses = ['pending', 'running', 'completed', 'failed'] as const;

type Operation = 'sim_provisioning' | 'link_suspend' | 'link_resume' | 'link_delink_sim' | 'link_delete' | 'link_add_activation' | 'link_delete_activation';
const operations: Operation[] = ['link_suspend', 'link_resume', 'link_add_activation', 'link_delete_activation', 'link_delink_sim', 'link_delete', 'sim_provisioning'];
const needsPlan = (op: Operation) => op === 'link_add_activation' || op === 'link_delete_activation';
/** The CSV column each operation reads its ids from. */
export const columnOf = (op: Operation) => (op === 'sim_provisioning' ? 'sim_id' : 'link_id');

/** The ids of a CSV file's `column`, or what is wrong with it. */
export function idsFromCsv(text: string, column: string): { ids: string[]; error: string | null; duplicates: number } {
  const rows = parseCsv(text);
  const header = rows[0]?.map((h) => h.trim().toLowerCase()) ?? [];
  const at = header.indexOf(column);
  if (at < 0) return { ids: [], error: `The first row must name the columns, one of them ${column}.`, duplicates: 0 };
  const ids: string[] = [];
  const seen = new Set<string>();
  let duplicates = 0;
  for (let r = 1; r < rows.length; r++) {
    const id = (rows[r]?.[at] ?? '').trim().toLowerCase();
    if (!UUID.test(id)) return { ids: [], error: `Row ${r + 1}: ${column} is not an id (${id.slice(0, 40) || 'empty'}).`, duplicates: 0 };
    if (seen.has(id)) duplicates++;
    else {
      seen.add(id);
      ids.push(id);
    }
  }
  if (ids.length === 0) return { ids, error: 'The file has no rows after its header.', duplicates };
  if (ids.length > MAX_ROWS) return { ids: [], error: `At most ${MAX_ROWS} rows in one task; this file has ${ids.length}.`, duplicates };
  return { ids, error: null, duplicates };
}

async function createTask(platform: Platform, op: Operation, ids: string[], planId: string, namePrefix: string): Promise<TaskItem> {
  const c = platform.connectivity;
  switch (op) {
    case 'sim_provisioning':
      return c.post('/sims/bulk-provision', { body: { name_prefix: namePrefix, sim_ids: ids, counter_start: 1, ...(planId ? { plan_ids: [planId] } : {}) } });
    case 'link_suspend':
      return c.post('/links/bulk-suspend', { body: { link_ids: ids } });
    case 'link_resume':
      return c.post('/links/bulk-resume', { body: { link_ids: ids } });
    case 'link_delink_sim':
      return c.post('/links/bulk-delink-sim', { body: { link_ids: ids } });
    case 'link_delete':
      return c.post('/links/bulk-delete', { body: { link_ids: ids } });
    case 'link_add_activation':
      return c.post('/links/bulk-add-activation', { body: { link_ids: ids, plan_id: planId } });
    case 'link_delete_activation':
      return c.post('/links/bulk-delete-activation', { body: { link_ids: ids, plan_id: planId } });
  }
}

function NewTask() {
  const { platform } = useConsole();
  const [op, setOp] = useState<Operation>('link_suspend');
  const [planId, setPlanId] = useState('');
  const [namePrefix, setNamePrefix] = useState('');
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [error, setError] = useState<unknown>(undefined);
  const [busy, setBusy] = useState(false);
  const plans = useLoad(() => platform.connectivity.get('/plans', { params: { query: { page: 1, page_size: 100 } } }), [platform]);
  const parsed = file === null ? null : idsFromCsv(file.text, columnOf(op));

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0];
    setError(undefined);
    setFile(f === undefined ? null : { name: f.name, text: await f.text() });
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (parsed === null || parsed.error !== null) return;
    setBusy(true);
    setError(undefined);
    try {
      const task = await createTask(platform, op, parsed.ids, planId, namePrefix.trim());
      navigate(`/tasks/${task.id}`);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  const ready = parsed !== null && parsed.error === null && (!needsPlan(op) || planId !== '') && (op !== 'sim_provisioning' || namePrefix.trim() !== '');

  return (
    <section aria-labelledby="new-task-title" className="panel">
      <h2 id="new-task-title">New bulk task from a CSV file</h2>
      <form onSubmit={(e) => void submit(e)}>
        <label htmlFor="task-operation">Operation</label>
        <select id="task-operation" value={op} onChange={(e) => setOp(e.target.value as Operation)}>
          {operations.map((o) => (
            <option key={o} value={o}>
              {taskLabels[o]}
            </option>
          ))}
        </select>
        {(needsPlan(op) || op === 'sim_provisioning') && (
          <>
            <label htmlFor="task-plan">Plan</label>
            <select id="task-plan" value={planId} required={needsPlan(op)} onChange={(e) => setPlanId(e.target.value)}>
              <option value="">{needsPlan(op) ? 'choose a plan' : 'none (links stay pre-active)'}</option>
              {(plans.data?.items ?? []).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </>
        )}
        {op === 'sim_provisioning' && (
          <>
            <label htmlFor="task-prefix">Name prefix</label>
            <input id="task-prefix" value={namePrefix} maxLength={90} required onChange={(e) => setNamePrefix(e.target.value)} />
          </>
        )}
        <label htmlFor="task-file">CSV file</label>
        <input id="task-file" type="file" accept=".csv,text/csv" aria-describedby="task-file-help" onChange={(e) => void choose(e)} />
        <p id="task-file-help" className="muted">
          A header row, then one row per {op === 'sim_provisioning' ? 'SIM' : 'link'}: the column <code>{columnOf(op)}</code> holds its id; other columns are ignored. At most {MAX_ROWS} rows.
        </p>
        {parsed !== null &&
          (parsed.error !== null ? (
            <p className="form-error" role="alert">
              {parsed.error}
            </p>
          ) : (
            <p role="status">
              {file?.name}: {parsed.ids.length} {parsed.ids.length === 1 ? 'row' : 'rows'}
              {parsed.duplicates > 0 ? ` (${parsed.duplicates} repeated ${parsed.duplicates === 1 ? 'row' : 'rows'} left out)` : ''}.
            </p>
          ))}
        {error !== undefined && <ErrorView error={error} />}
        <button type="submit" className="primary" disabled={!ready || busy}>
          Create task
        </button>
      </form>
    </section>
  );
}

const columns: Column<TaskItem>[] = [
  { header: 'Task', cell: (t) => <Link to={`/tasks/${t.id}`}>{taskLabels[t.type] ?? t.type}</Link> },
  { header: 'Status', cell: (t) => <span className={`status status-${t.status}`}>{t.status}</span> },
  { header: 'Progress', cell: (t) => (isRunning(t) ? <TaskProgress task={t} label={`Progress of task ${t.id}`} /> : `${t.completed_items} succeeded · ${t.failed_items} failed of ${t.total_items}`) },
  { header: 'Created', cell: (t) => when(t.created_at) },
  { header: 'Id', cell: (t) => <span className="mono">{t.id}</span> },
];

export default function TasksPage({ query }: PageProps) {
  const { platform } = useConsole();
  const status = statuses.find((s) => s === query.get('status'));
  const page = pageOf(query);
  const tasks = useLoad(
    () => platform.connectivity.get('/tasks', { params: { query: { page, page_size: PAGE_SIZE, sort_by: 'created_at', sort_order: 'desc', ...(status ? { status } : {}) } } }),
    [platform, page, status],
  );
  const go = (next: { status?: string | undefined; page?: number }) => navigate(`/tasks${queryString({ status: 'status' in next ? next.status : status, page: next.page ?? 1 })}`);

  return (
    <>
      <h1>Tasks</h1>
      <WriteControl>
        <NewTask />
      </WriteControl>
      <div className="toolbar">
        <label>
          Status
          <select value={status ?? ''} onChange={(e) => go({ status: e.target.value || undefined })}>
            <option value="">any</option>
            {statuses.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </label>
      </div>
      {tasks.error !== undefined ? (
        <ErrorView error={tasks.error} />
      ) : (
        <DataTable<TaskItem>
          caption={status ? `Tasks ${status}` : 'All tasks, newest first'}
          columns={columns}
          rows={tasks.data?.items ?? []}
          rowKey={(t) => t.id}
          loading={tasks.loading}
          empty="No task yet."
          paging={tasks.data ? { page: tasks.data.page, pages: tasks.data.pages, total: tasks.data.total } : undefined}
          onPage={(p) => go({ page: p })}
        />
      )}
    </>
  );
}
