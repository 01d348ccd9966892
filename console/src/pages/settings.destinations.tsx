// Settings › Event destinations: URLs that receive the organisation's events as they
// happen (GET /event-destinations, docs/events.md#delivering-events); an admin creates one
// (its signing secret shown once), edits its event types, deletes it; anyone sees a
// destination's deliveries and their attempts.

import { useId, useState } from 'react';
import type { Platform } from '../../../packages/sdk/src/sdk.client.ts';
import { useConsole } from '../app.context.tsx';
import { useLoad } from '../app.load.ts';
import { ConfirmDialog } from '../ui.confirm.tsx';
import { ErrorView } from '../ui.error.tsx';
import { type ShownOnce, ShownOnceDialog } from '../ui.once.tsx';
import { useCanWrite, WriteControl } from '../ui.role.tsx';
import { type Column, DataTable } from '../ui.table.tsx';
import { PAGE_SIZE, useDialogError, when } from './settings.shared.tsx';

const listDestinations = (platform: Platform, page: number) =>
  platform.connectivity.get('/event-destinations', { params: { query: { page, page_size: PAGE_SIZE } } });
type DestinationItem = Awaited<ReturnType<typeof listDestinations>>['items'][number];

const listDeliveries = (platform: Platform, id: string, page: number) =>
  platform.connectivity.get('/event-destinations/{destination_id}/deliveries', { params: { path: { destination_id: id }, query: { page, page_size: PAGE_SIZE } } });
type DeliveryItem = Awaited<ReturnType<typeof listDeliveries>>['items'][number];

/** Event types as typed: separated by commas or spaces. */
const typesOf = (text: string): string[] => [...new Set(text.split(/[\s,]+/).filter((t) => t !== ''))];

function TypesField({ value, onChange }: { value: string; onChange(text: string): void }) {
  const id = useId();
  const hint = useId();
  return (
    <>
      <label htmlFor={id}>Event types</label>
      <input id={id} aria-describedby={hint} required maxLength={5000} value={value} onChange={(e) => onChange(e.target.value)} />
      <span id={hint} className="muted">
        Types such as link.status_changed, or every type of a resource: link.*. Separate them with commas.
      </span>
    </>
  );
}

function CreateDestinationDialog({ onCreated, onClose }: { onCreated(secret: ShownOnce): void; onClose(): void }) {
  const { platform } = useConsole();
  const [url, setUrl] = useState('');
  const [types, setTypes] = useState('link.*');
  const [description, setDescription] = useState('');
  const { attempt, view } = useDialogError();
  const urlId = useId();
  const descriptionId = useId();
  const create = () =>
    attempt(async () => {
      const body = { url: url.trim(), event_types: typesOf(types), ...(description.trim() === '' ? {} : { description: description.trim() }) };
      const created = await platform.connectivity.post('/event-destinations', { body });
      onCreated({
        title: `Signing secret of ${created.url}`,
        label: 'Signing secret',
        value: created.secret,
        note: 'Deliveries are signed with this secret (Standard Webhooks): store it where your receiver checks signatures. It is never shown again.',
      });
    });
  return (
    <ConfirmDialog action="Create" title="Create an event destination" onConfirm={create} onClose={onClose}>
      <div className="fields">
        <label htmlFor={urlId}>URL</label>
        <input id={urlId} type="url" required maxLength={2000} placeholder="https://" value={url} onChange={(e) => setUrl(e.target.value)} />
        <TypesField value={types} onChange={setTypes} />
        <label htmlFor={descriptionId}>Description</label>
        <input id={descriptionId} maxLength={500} value={description} onChange={(e) => setDescription(e.target.value)} />
        {view}
      </div>
    </ConfirmDialog>
  );
}

const deliveryColumns: Column<DeliveryItem>[] = [
  { header: 'Event', cell: (d) => d.event_type },
  { header: 'Status', cell: (d) => <span className={`status status-${d.status}`}>{d.status}</span> },
  { header: 'Attempts', cell: (d) => d.attempts.length },
  {
    header: 'Last answer',
    cell: (d) => {
      const last = d.attempts[d.attempts.length - 1];
      return last === undefined ? '—' : last.status_code !== null ? `HTTP ${last.status_code}` : (last.error ?? '—');
    },
  },
  { header: 'Next attempt', cell: (d) => when(d.next_attempt_at) },
  { header: 'Created', cell: (d) => when(d.created_at) },
];

function Deliveries({ destination }: { destination: DestinationItem }) {
  const { platform } = useConsole();
  const [page, setPage] = useState(1);
  const deliveries = useLoad(() => listDeliveries(platform, destination.id, page), [platform, destination.id, page]);
  return (
    <section aria-labelledby="deliveries-title">
      <h3 id="deliveries-title">Deliveries to {destination.url}</h3>
      {deliveries.error !== undefined ? (
        <ErrorView error={deliveries.error} />
      ) : (
        <DataTable<DeliveryItem>
          caption={`Deliveries to ${destination.url}, newest first`}
          columns={deliveryColumns}
          rows={deliveries.data?.items ?? []}
          rowKey={(d) => d.id}
          loading={deliveries.loading}
          empty="No delivery yet."
          paging={deliveries.data ? { page: deliveries.data.page, pages: deliveries.data.pages, total: deliveries.data.total } : undefined}
          onPage={setPage}
        />
      )}
    </section>
  );
}

type Action = { kind: 'edit' | 'delete'; destination: DestinationItem };

export function DestinationsSection() {
  const { platform } = useConsole();
  const canWrite = useCanWrite();
  const [page, setPage] = useState(1);
  const destinations = useLoad(() => listDestinations(platform, page), [platform, page]);
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<ShownOnce | null>(null);
  const [action, setAction] = useState<Action | null>(null);
  const [types, setTypes] = useState('');
  const [watching, setWatching] = useState<DestinationItem | null>(null);
  const actionError = useDialogError();
  const close = () => {
    actionError.clear();
    setAction(null);
  };
  const path = (d: DestinationItem) => ({ params: { path: { destination_id: d.id } } });
  const run = (fn: () => Promise<void>) =>
    actionError.attempt(async () => {
      await fn();
      setAction(null);
      destinations.reload();
    });

  const columns: Column<DestinationItem>[] = [
    { header: 'URL', cell: (d) => <span className="mono">{d.url}</span> },
    { header: 'Event types', cell: (d) => d.event_types.join(', ') },
    { header: 'Enabled', cell: (d) => (d.enabled ? 'yes' : `no (${d.disabled_reason === 'gone' ? 'the URL answered 410' : 'turned off'})`) },
    { header: 'Description', cell: (d) => d.description ?? '—' },
    {
      header: 'Actions',
      cell: (d) => (
        <span className="row-actions">
          <button type="button" onClick={() => setWatching(d)} aria-pressed={watching?.id === d.id}>
            Deliveries
          </button>
          {canWrite && (
            <>
              <button
                type="button"
                onClick={() => {
                  setTypes(d.event_types.join(', '));
                  setAction({ kind: 'edit', destination: d });
                }}
              >
                Edit event types
              </button>
              <button type="button" className="danger" onClick={() => setAction({ kind: 'delete', destination: d })}>
                Delete
              </button>
            </>
          )}
        </span>
      ),
    },
  ];

  return (
    <section aria-labelledby="destinations-title">
      <div className="section-head">
        <h2 id="destinations-title">Event destinations</h2>
        <WriteControl>
          <button type="button" className="primary" onClick={() => setCreating(true)}>
            Create event destination
          </button>
        </WriteControl>
      </div>
      <p className="muted">URLs that receive your events as they happen, signed, at least once.</p>
      {destinations.error !== undefined ? (
        <ErrorView error={destinations.error} />
      ) : (
        <DataTable<DestinationItem>
          caption="Event destinations"
          columns={columns}
          rows={destinations.data?.items ?? []}
          rowKey={(d) => d.id}
          loading={destinations.loading}
          empty="No event destination yet."
          paging={destinations.data ? { page: destinations.data.page, pages: destinations.data.pages, total: destinations.data.total } : undefined}
          onPage={setPage}
        />
      )}
      {watching !== null && <Deliveries key={watching.id} destination={watching} />}
      {creating && (
        <CreateDestinationDialog
          onClose={() => setCreating(false)}
          onCreated={(s) => {
            setCreating(false);
            setSecret(s);
            destinations.reload();
          }}
        />
      )}
      {secret !== null && <ShownOnceDialog shown={secret} onClose={() => setSecret(null)} />}
      {action?.kind === 'edit' && (
        <ConfirmDialog
          action="Save"
          title={`Event types of ${action.destination.url}`}
          onClose={close}
          onConfirm={() => run(async () => void (await platform.connectivity.patch('/event-destinations/{destination_id}', { ...path(action.destination), body: { event_types: typesOf(types) } })))}
        >
          <div className="fields">
            <TypesField value={types} onChange={setTypes} />
            {actionError.view}
          </div>
        </ConfirmDialog>
      )}
      {action?.kind === 'delete' && (
        <ConfirmDialog
          action="Delete"
          danger
          title={`Delete the destination ${action.destination.url}?`}
          onClose={close}
          onConfirm={() =>
            run(async () => {
              await platform.connectivity.delete('/event-destinations/{destination_id}', path(action.destination));
              if (watching?.id === action.destination.id) setWatching(null);
            })
          }
        >
          <p>Its pending deliveries end; events are no longer sent to it.</p>
          {actionError.view}
        </ConfirmDialog>
      )}
    </section>
  );
}
