// The sections of a link's page that page through lists of their own: plan activations
// (with the usage chart), the event timeline and SMS to the device.

import { type FormEvent, useState } from 'react';
import { useConsole } from '../app.context.tsx';
import { useLoad } from '../app.load.ts';
import { BarChart } from '../ui.chart.tsx';
import { ErrorView } from '../ui.error.tsx';
import { WriteControl } from '../ui.role.tsx';
import { DataTable } from '../ui.table.tsx';

const when = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString() : '—');
const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '—');

export function ActivationsSection({ linkId, usedMib, changes }: { linkId: string; usedMib: string; changes: number }) {
  const { platform } = useConsole();
  const [page, setPage] = useState(1);
  const list = useLoad(
    () => platform.connectivity.get('/links/{link_id}/activations', { params: { path: { link_id: linkId }, query: { page, page_size: 10, sort_by: 'created_at' } } }),
    [platform, linkId, page, changes],
  );
  const items = list.data?.items ?? [];
  return (
    <section aria-labelledby="usage-title">
      <h2 id="usage-title">Usage and activations</h2>
      <p>
        Data used on this link: <strong>{usedMib} MiB</strong>
      </p>
      {list.error !== undefined ? (
        <ErrorView error={list.error} />
      ) : (
        <>
          <BarChart
            title="Data used per plan activation, oldest first (MiB)"
            unit="MiB"
            points={[...items].reverse().map((a) => ({ label: `${a.plan.name} ${day(a.activated_at ?? a.created_at)}`, value: Number(a.usage.used_mib) || 0 }))}
          />
          <DataTable
            caption="Plan activations"
            columns={[
              { header: 'Plan', cell: (a) => a.plan.name },
              { header: 'Status', cell: (a) => a.status },
              { header: 'Started', cell: (a) => when(a.activated_at) },
              { header: 'Ends', cell: (a) => when(a.expires_at) },
              { header: 'Used', cell: (a) => `${a.usage.used_mib} of ${a.usage.allocated_mib} MiB` },
            ]}
            rows={items}
            rowKey={(a) => a.id}
            loading={list.loading}
            empty="No plan activation."
            paging={list.data ? { page: list.data.page, pages: list.data.pages, total: list.data.total } : undefined}
            onPage={setPage}
          />
        </>
      )}
    </section>
  );
}

type EventItem = { id: string; type: string; created_at: string; source: string; actor: { type: string; id: string | null }; data: unknown; previous: unknown };

function describe(e: EventItem): string {
  const status = (v: unknown) => (v !== null && typeof v === 'object' && 'status' in v ? String((v as { status: unknown }).status) : null);
  const from = status(e.previous);
  const to = status(e.data);
  return from !== null && to !== null && from !== to ? `${from} → ${to}` : '';
}

const actorOf = (e: EventItem) => (e.actor.type === 'system' ? 'the platform' : e.actor.type === 'admin' ? 'the operator' : `${e.actor.type} ${e.actor.id ?? ''}`.trim());

export function EventsSection({ linkId, changes }: { linkId: string; changes: number }) {
  const { platform } = useConsole();
  // The cursors of the pages seen, so Newer can go back.
  const [cursors, setCursors] = useState<Array<string | undefined>>([undefined]);
  const cursor = cursors[cursors.length - 1];
  const list = useLoad(
    () => platform.connectivity.get('/links/{link_id}/events', { params: { path: { link_id: linkId }, query: { limit: 10, ...(cursor ? { starting_after: cursor } : {}) } } }),
    [platform, linkId, cursor, changes],
  );
  const items = (list.data?.items ?? []) as EventItem[];
  return (
    <section aria-labelledby="events-title">
      <h2 id="events-title">Events</h2>
      {list.error !== undefined ? (
        <ErrorView error={list.error} />
      ) : (
        <>
          <ol className="timeline" aria-busy={list.loading}>
            {items.length === 0 && <li className="muted">{list.loading ? 'Loading…' : 'No event.'}</li>}
            {items.map((e) => (
              <li key={e.id}>
                <time dateTime={e.created_at}>{when(e.created_at)}</time> · <strong>{e.type}</strong> {describe(e)}{' '}
                <span className="muted">
                  by {actorOf(e)} ({e.source})
                </span>
              </li>
            ))}
          </ol>
          <div className="actions">
            <button type="button" disabled={cursors.length <= 1 || list.loading} onClick={() => setCursors((c) => c.slice(0, -1))}>
              Newer events
            </button>
            <button type="button" disabled={!list.data?.has_more || list.loading} onClick={() => setCursors((c) => [...c, items[items.length - 1]?.id])}>
              Older events
            </button>
          </div>
        </>
      )}
    </section>
  );
}

export function SmsSection({ linkId, hasSim }: { linkId: string; hasSim: boolean }) {
  const { platform } = useConsole();
  const [page, setPage] = useState(1);
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<unknown>(undefined);
  const list = useLoad(
    () => platform.connectivity.get('/links/{link_id}/sms', { params: { path: { link_id: linkId }, query: { page, page_size: 10, sort_by: 'created_at' } } }),
    [platform, linkId, page],
  );
  const send = async (e: FormEvent) => {
    e.preventDefault();
    setSending(true);
    setFailure(undefined);
    try {
      await platform.connectivity.post('/links/{link_id}/sms', { params: { path: { link_id: linkId } }, body: { message } });
      setMessage('');
    } catch (err) {
      setFailure(err);
    } finally {
      setSending(false);
      setPage(1);
      list.reload();
    }
  };
  return (
    <section aria-labelledby="sms-title">
      <h2 id="sms-title">SMS to the device</h2>
      <WriteControl>
        {hasSim ? (
          <form onSubmit={(e) => void send(e)} className="toolbar">
            <label>
              Message
              <input value={message} onChange={(e) => setMessage(e.target.value)} required maxLength={80} size={50} />
            </label>
            <button type="submit" disabled={sending}>
              Send SMS
            </button>
          </form>
        ) : (
          <p className="muted">Attach a SIM to send it an SMS.</p>
        )}
        {failure !== undefined && <ErrorView error={failure} />}
      </WriteControl>
      {list.error !== undefined ? (
        <ErrorView error={list.error} />
      ) : (
        <DataTable
          caption="SMS sent to the device"
          columns={[
            { header: 'Sent', cell: (s) => when(s.sent_at ?? s.created_at) },
            { header: 'Message', cell: (s) => s.message },
            { header: 'Status', cell: (s) => (s.status === 'failed' ? `failed: ${s.failure_reason ?? ''}` : s.status) },
          ]}
          rows={list.data?.items ?? []}
          rowKey={(s) => s.id}
          loading={list.loading}
          empty="No SMS sent."
          paging={list.data ? { page: list.data.page, pages: list.data.pages, total: list.data.total } : undefined}
          onPage={setPage}
        />
      )}
    </section>
  );
}
