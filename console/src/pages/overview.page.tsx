// Overview (docs/console.md#overview): the wallet's balance and last ledger entries, links by status, data used
// this month per day, tasks in progress and the latest events, each section loaded on
// its own from the public APIs so one failure does not hide the rest.

import type { ReactNode } from 'react';
import type { Platform } from '../../../packages/sdk/src/sdk.client.ts';
import { PlatformError } from '../api.platform.ts';
import { useConsole } from '../app.context.tsx';
import { useLoad } from '../app.load.ts';
import { Link, queryString } from '../app.router.tsx';
import { BarChart } from '../ui.chart.tsx';
import { ErrorView } from '../ui.error.tsx';
import { EventTable, listEvents } from '../ui.events.tsx';
import { isServiceDisabled } from '../ui.service.tsx';
import { type Column, DataTable } from '../ui.table.tsx';
import { TaskProgress, taskLabels } from '../ui.task.tsx';
import type { PageProps } from './page.types.ts';

const linkStatuses = ['active', 'pre_active', 'suspended', 'hold'] as const;

/** The wallet as the first service of the organisation that shows it (each answers the same wallet). */
async function balance(platform: Platform): Promise<{ balance: string; currency: string }> {
  const refused = (err: unknown) => err instanceof PlatformError && (err.status === 403 || err.status === 404);
  try {
    return await platform.reseller.get('/v1/balance');
  } catch (err) {
    if (!refused(err)) throw err;
  }
  try {
    return (await platform.numbers.get('/numbers/balance')).data;
  } catch (err) {
    if (!refused(err)) throw err;
  }
  return (await platform.lookup.get('/mccmnc/balance')).data;
}

/** Each status's number of links: the `total` of a one-item page, exact however many there are. */
const linkCounts = (platform: Platform) =>
  Promise.all(
    linkStatuses.map(async (status) => ({ status, total: (await platform.connectivity.get('/links', { params: { query: { status, page: 1, page_size: 1 } } })).total })),
  );

const tasksInProgress = async (platform: Platform) => {
  const [running, pending] = await Promise.all(
    (['running', 'pending'] as const).map((status) => platform.connectivity.get('/tasks', { params: { query: { status, page: 1, page_size: 10, sort_by: 'created_at', sort_order: 'desc' } } })),
  );
  return [...(running?.items ?? []), ...(pending?.items ?? [])];
};

/** This month (UTC) from its first day to today. */
function thisMonth(now = new Date()) {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return { from: day(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))), to: day(now) };
}

/** The wallet's last entries (GET /wallet/entries, newest first). */
const lastEntries = (platform: Platform) => platform.connectivity.get('/wallet/entries', { params: { query: { page: 1, page_size: 5 } } });
type Entry = Awaited<ReturnType<typeof lastEntries>>['items'][number];

const entryColumns: Column<Entry>[] = [
  { header: 'Date', cell: (e) => <time dateTime={e.created_at}>{new Date(e.created_at).toLocaleString()}</time> },
  { header: 'Kind', cell: (e) => e.kind.replaceAll('_', ' ') },
  { header: 'Amount', cell: (e) => `${e.amount} ${e.currency}`, className: 'num' },
];

const mib = (v: number) => (v >= 1024 ? `${(v / 1024).toFixed(2)} GiB` : `${Number(v.toFixed(2))} MiB`);

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

export default function OverviewPage(_: PageProps) {
  const { platform } = useConsole();
  const wallet = useLoad(() => balance(platform), [platform]);
  const entries = useLoad(() => lastEntries(platform), [platform]);
  const counts = useLoad(() => linkCounts(platform), [platform]);
  const month = thisMonth();
  const usage = useLoad(() => platform.connectivity.get('/usage/daily', { params: { query: month } }), [platform, month.from, month.to]);
  const tasks = useLoad(() => tasksInProgress(platform), [platform]);
  const events = useLoad(() => listEvents(platform, { limit: 10 }), [platform]);

  return (
    <>
      <h1>Overview</h1>
      <div className="grid2">
        <Section id="overview-wallet" title="Wallet">
          {wallet.error !== undefined ? (
            <ErrorView error={wallet.error} />
          ) : wallet.data === undefined ? (
            <p className="muted">Loading…</p>
          ) : (
            <p className="big">
              <span className="muted">Balance </span>
              <span data-testid="balance">
                {wallet.data.balance} {wallet.data.currency}
              </span>
            </p>
          )}
          {/* The ledger is read on the connectivity API; without that service the balance stands alone. */}
          {entries.error !== undefined ? (
            isServiceDisabled(entries.error) ? null : (
              <ErrorView error={entries.error} />
            )
          ) : (
            <>
              <DataTable<Entry>
                caption="The last wallet entries"
                columns={entryColumns}
                rows={entries.data?.items ?? []}
                rowKey={(e) => e.id}
                loading={entries.loading}
                empty="No entry yet."
              />
              <p>
                <Link to="/wallet">All wallet entries</Link>
              </p>
            </>
          )}
        </Section>
        <Section id="overview-links" title="Links by status">
          {counts.error !== undefined ? (
            <ErrorView error={counts.error} />
          ) : (
            <dl className="facts">
              {(counts.data ?? linkStatuses.map((status) => ({ status, total: undefined }))).map((c) => (
                <div key={c.status} className="contents">
                  <dt>
                    <Link to={`/links${queryString({ status: c.status })}`}>{c.status.replace('_', ' ')}</Link>
                  </dt>
                  <dd data-testid={`links-${c.status}`}>{c.total ?? '…'}</dd>
                </div>
              ))}
            </dl>
          )}
        </Section>
      </div>
      <Section id="overview-usage" title="Data used this month">
        {usage.error !== undefined ? (
          <ErrorView error={usage.error} />
        ) : usage.data === undefined ? (
          <p className="muted">Loading…</p>
        ) : (
          <BarChart title={`Data used per day, ${month.from} to ${month.to} (UTC)`} unit="MiB" format={mib} points={usage.data.items.map((d) => ({ label: d.date, value: Number(d.used_mib) }))} />
        )}
      </Section>
      <Section id="overview-tasks" title="Tasks in progress">
        {tasks.error !== undefined ? (
          <ErrorView error={tasks.error} />
        ) : tasks.data === undefined ? (
          <p className="muted">Loading…</p>
        ) : tasks.data.length === 0 ? (
          <p className="muted">No task is running.</p>
        ) : (
          <ul className="plain">
            {tasks.data.map((t) => (
              <li key={t.id}>
                <Link to={`/tasks/${t.id}`}>{taskLabels[t.type] ?? t.type}</Link> <TaskProgress task={t} label={`Progress of task ${t.id}`} />
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="overview-events" title="Latest events">
        {events.error !== undefined ? (
          <ErrorView error={events.error} />
        ) : (
          <>
            <EventTable caption="The 10 latest events" events={events.data?.items ?? []} loading={events.loading} />
            <p>
              <Link to="/activity">All activity</Link>
            </p>
          </>
        )}
      </Section>
    </>
  );
}
