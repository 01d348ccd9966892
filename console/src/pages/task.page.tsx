// A bulk task (docs/console.md#tasks): GET /tasks/{id}, polled every second while it is
// pending or running, with a progress bar; its items from GET /tasks/{id}/items, paged
// and filtered by status; and its failed items downloaded as CSV.

import { useEffect, useState } from 'react';
import type { Platform } from '../../../packages/sdk/src/sdk.client.ts';
import { useConsole } from '../app.context.tsx';
import { useLoad } from '../app.load.ts';
import { Link, navigate, pageOf, queryString } from '../app.router.tsx';
import { downloadCsv } from '../ui.csv.ts';
import { ErrorView, NotFound } from '../ui.error.tsx';
import { when } from '../ui.events.tsx';
import { type Column, DataTable } from '../ui.table.tsx';
import { UUID } from '../ui.ids.ts';
import { getTask, isRunning, TaskProgress, taskLabels } from '../ui.task.tsx';
import type { PageProps } from './page.types.ts';

const PAGE_SIZE = 25;
const POLL_MS = 1000;
const itemStatuses = ['pending', 'running', 'success', 'failed'] as const;
type ItemStatus = (typeof itemStatuses)[number];

const listItems = (platform: Platform, id: string, query: { page: number; page_size: number; status?: ItemStatus | undefined }) =>
  platform.connectivity.get('/tasks/{task_id}/items', {
    params: { path: { task_id: id }, query: { page: query.page, page_size: query.page_size, sort_by: 'created_at', sort_order: 'asc', ...(query.status ? { status: query.status } : {}) } },
  });
type Item = Awaited<ReturnType<typeof listItems>>['items'][number];

/** The id the item's input names (`link_id` or `sim_id`), so a failed file can be sent again. */
const inputId = (item: Item, key: string) => {
  const v = item.payload[key];
  return typeof v === 'string' ? v : '';
};

const columns: Column<Item>[] = [
  { header: 'Reference', cell: (i) => <span className="mono">{i.reference_id}</span> },
  { header: 'Status', cell: (i) => <span className={`status status-${i.status}`}>{i.status}</span> },
  {
    header: 'Result',
    cell: (i) =>
      i.error !== null ? i.error
      : i.result !== null && typeof i.result.link_id === 'string' ? <Link to={`/links/${i.result.link_id}`}>link {i.result.link_id}</Link>
      : i.status === 'success' ? 'done'
      : '—',
  },
  { header: 'Updated', cell: (i) => when(i.updated_at) },
];

function TaskView({ id, query }: { id: string; query: URLSearchParams }) {
  const { platform } = useConsole();
  const status = itemStatuses.find((s) => s === query.get('status'));
  const page = pageOf(query);
  const task = useLoad(() => getTask(platform, id), [platform, id]);
  const items = useLoad(() => listItems(platform, id, { page, page_size: PAGE_SIZE, status }), [platform, id, page, status]);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<unknown>(undefined);
  const running = task.data !== undefined && isRunning(task.data);
  const { reload: reloadTask, loading: taskLoading } = task;
  const { reload: reloadItems } = items;

  // Poll while the task runs; its items follow each new reading.
  useEffect(() => {
    if (!running || taskLoading) return;
    const timer = setTimeout(() => {
      reloadTask();
      reloadItems();
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [running, taskLoading, reloadTask, reloadItems]);
  // One more reading of the items once the task has finished.
  const finished = task.data !== undefined && !running;
  useEffect(() => {
    if (finished) reloadItems();
  }, [finished, reloadItems]);

  if (task.error !== undefined) return <ErrorView error={task.error} />;
  const t = task.data;
  if (t === undefined) return <p className="muted">Loading…</p>;

  const go = (next: { status?: string | undefined; page?: number }) =>
    navigate(`/tasks/${id}${queryString({ status: 'status' in next ? next.status : status, page: next.page ?? 1 })}`, { replace: true });
  const download = async () => {
    setDownloading(true);
    setDownloadError(undefined);
    try {
      const failed: Item[] = [];
      for await (const item of platform.connectivity.list('/tasks/{task_id}/items', { params: { path: { task_id: id }, query: { page_size: 100, status: 'failed', sort_by: 'created_at', sort_order: 'asc' } } })) {
        failed.push(item);
      }
      const key = t.type === 'sim_provisioning' ? 'sim_id' : 'link_id';
      downloadCsv(`task-${id}-failed.csv`, failed, [
        { header: key, value: (i) => inputId(i, key) },
        { header: 'reference_id', value: (i) => i.reference_id },
        { header: 'error', value: (i) => i.error },
        { header: 'item_id', value: (i) => i.id },
      ]);
    } catch (err) {
      setDownloadError(err);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <h1>{taskLabels[t.type] ?? t.type}</h1>
      <dl className="facts">
        <dt>Status</dt>
        <dd>
          <span className={`status status-${t.status}`}>{t.status}</span>
        </dd>
        <dt>Task id</dt>
        <dd className="mono">{t.id}</dd>
        <dt>Created</dt>
        <dd>{when(t.created_at)}</dd>
      </dl>
      <TaskProgress task={t} label="Task progress" />
      <p role="status" className="muted">
        {running ? 'Running: this page follows it.' : `Finished: ${t.completed_items} succeeded, ${t.failed_items} failed.`}
      </p>
      <div className="toolbar">
        <label>
          Item status
          <select value={status ?? ''} onChange={(e) => go({ status: e.target.value || undefined })}>
            <option value="">any</option>
            {itemStatuses.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </label>
        <button type="button" onClick={() => void download()} disabled={downloading || t.failed_items === 0}>
          Download failed items (CSV)
        </button>
      </div>
      {downloadError !== undefined && <ErrorView error={downloadError} />}
      {items.error !== undefined ? (
        <ErrorView error={items.error} />
      ) : (
        <DataTable<Item>
          caption={status ? `Items ${status}` : 'Items, in the order of the request'}
          columns={columns}
          rows={items.data?.items ?? []}
          rowKey={(i) => i.id}
          loading={items.loading && items.data === undefined}
          empty="No item."
          paging={items.data ? { page: items.data.page, pages: items.data.pages, total: items.data.total } : undefined}
          onPage={(p) => go({ page: p })}
        />
      )}
    </>
  );
}

export default function TaskPage({ params, query }: PageProps) {
  const id = params.id ?? '';
  // Not an id at all: nothing of the organisation's, like an id of another one.
  if (!UUID.test(id)) return <NotFound />;
  return <TaskView key={id} id={id} query={query} />;
}
