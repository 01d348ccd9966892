// A link's page (/console/links/{id}, docs/console.md#a-links-page): its SIM and ICCID,
// live network status (GET /links/{id} refreshes it for an active link), usage, plan
// activations, the event timeline, SMS to the device, and for admins Suspend, Resume and
// Terminate behind a confirmation. An id of another organisation shows "Not found".

import { useEffect, useState } from 'react';
import type { Platform } from '../../../packages/sdk/src/sdk.client.ts';
import { useConsole } from '../app.context.tsx';
import { useLoad } from '../app.load.ts';
import { Link, navigate } from '../app.router.tsx';
import { ConfirmDialog } from '../ui.confirm.tsx';
import { ErrorView, NotFound, statusOf } from '../ui.error.tsx';
import { WriteControl } from '../ui.role.tsx';
import { ActivationsSection, EventsSection, SmsSection } from './link.sections.tsx';
import { StatusBadge } from './links.page.tsx';
import type { PageProps } from './page.types.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** How often the page asks for the live network status while it is shown. */
const REFRESH_MS = 30_000;

const getLink = (platform: Platform, id: string) => platform.connectivity.get('/links/{link_id}', { params: { path: { link_id: id } } });
type LinkAnswer = Awaited<ReturnType<typeof getLink>>;
type Action = 'Suspend' | 'Resume' | 'Terminate';

const when = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString() : '—');

export default function LinkPage({ params }: PageProps) {
  const id = params.id ?? '';
  // Not an id at all: the same "Not found" as an id of nothing.
  if (!uuid.test(id)) return <NotFound />;
  return <LinkView id={id.toLowerCase()} />;
}

function LinkView({ id }: { id: string }) {
  const { platform } = useConsole();
  const link = useLoad(() => getLink(platform, id), [platform, id]);
  const [changes, setChanges] = useState(0);
  const [action, setAction] = useState<Action | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(undefined);
  const { reload } = link;

  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') reload();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload]);
  useEffect(() => {
    if (link.data) document.title = `${link.data.name ?? link.data.id} · Links · Console`;
  }, [link.data]);

  if (link.error !== undefined) {
    if (statusOf(link.error) === 410) {
      return (
        <section className="notice" role="status">
          <h1>Link terminated</h1>
          <p>
            This link was terminated. <Link to="/links">Back to the links</Link>
          </p>
        </section>
      );
    }
    return <ErrorView error={link.error} />;
  }
  const l = link.data;
  if (l === undefined) return <p className="muted">Loading…</p>;

  const path = { params: { path: { link_id: id } } };
  const act = async (what: Action) => {
    setFailure(undefined);
    try {
      if (what === 'Suspend') await platform.connectivity.post('/links/{link_id}/suspend', path);
      if (what === 'Resume') await platform.connectivity.post('/links/{link_id}/resume', path);
      if (what === 'Terminate') {
        // A link is deleted without a SIM: the SIM goes back to the inventory first.
        if (l.sim !== null) await platform.connectivity.delete('/links/{link_id}/sim', path);
        await platform.connectivity.delete('/links/{link_id}', path);
        navigate('/links');
        return;
      }
      setNotice(what === 'Suspend' ? 'Link suspended.' : 'Link resumed.');
      reload();
      setChanges((c) => c + 1);
    } catch (err) {
      setFailure(err);
      reload();
    } finally {
      setAction(null);
    }
  };

  return (
    <>
      <p>
        <Link to="/links">Links</Link> /
      </p>
      <h1>
        {l.name ?? '(no name)'} <StatusBadge status={l.status} />
      </h1>
      <WriteControl>
        <div className="actions" role="group" aria-label="Link actions">
          {l.status === 'active' && (
            <button type="button" onClick={() => setAction('Suspend')}>
              Suspend
            </button>
          )}
          {l.status === 'suspended' && (
            <button type="button" onClick={() => setAction('Resume')}>
              Resume
            </button>
          )}
          <button type="button" className="danger" onClick={() => setAction('Terminate')}>
            Terminate
          </button>
        </div>
      </WriteControl>
      {notice !== null && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      {failure !== undefined && <ErrorView error={failure} />}
      {action !== null && <ActionDialog action={action} link={l} onConfirm={() => act(action)} onClose={() => setAction(null)} />}

      <div className="grid2">
        <section aria-labelledby="sim-title">
          <h2 id="sim-title">SIM</h2>
          {l.sim === null ? (
            <p className="muted">No SIM is attached.</p>
          ) : (
            <dl className="facts">
              <dt>ICCID</dt>
              <dd className="mono">{l.sim.iccid}</dd>
              <dt>Type</dt>
              <dd>{l.sim.sim_type}</dd>
              <dt>MSISDN</dt>
              <dd className="mono">{l.sim.msisdn ?? '—'}</dd>
              <dt>IMEI</dt>
              <dd className="mono">{l.sim.imei ?? '—'}</dd>
              <dt>IMEI lock</dt>
              <dd className="mono">{l.imei_lock ?? 'none'}</dd>
            </dl>
          )}
        </section>
        <NetworkSection link={l} refreshing={link.loading} onRefresh={reload} />
      </div>
      <ActivationsSection linkId={id} usedMib={l.usage.total_used_mib} changes={changes} />
      <EventsSection linkId={id} changes={changes} />
      <SmsSection linkId={id} hasSim={l.sim !== null} />
      <p className="muted">
        Link id <span className="mono">{l.id}</span> · created {when(l.created_at)} · updated {when(l.updated_at)}
      </p>
    </>
  );
}

function NetworkSection({ link, refreshing, onRefresh }: { link: LinkAnswer; refreshing: boolean; onRefresh(): void }) {
  const n = link.network_status;
  return (
    <section aria-labelledby="network-title">
      <h2 id="network-title">Network status</h2>
      <dl className="facts" aria-live="polite">
        <dt>Connected</dt>
        <dd>{n.connected ? 'yes' : 'no'}</dd>
        <dt>Radio</dt>
        <dd>{n.rat}</dd>
        <dt>Operator</dt>
        <dd>{n.operator ? `${n.operator.name}` : '—'}</dd>
        <dt>Country</dt>
        <dd>{n.country ?? '—'}</dd>
        <dt>Last seen</dt>
        <dd>{when(n.last_seen_at)}</dd>
        <dt>Checked</dt>
        <dd>{when(n.refreshed_at)}</dd>
        <dt>Barred</dt>
        <dd>{link.barred_network_types.length === 0 ? 'none' : link.barred_network_types.join(', ')}</dd>
      </dl>
      <div className="actions">
        <button type="button" onClick={onRefresh} disabled={refreshing}>
          Refresh status
        </button>
      </div>
    </section>
  );
}

function ActionDialog({ action, link, onConfirm, onClose }: { action: Action; link: LinkAnswer; onConfirm(): Promise<void>; onClose(): void }) {
  const name = link.name ?? link.id;
  const text =
    action === 'Suspend'
      ? `Suspend ${name}? Its device loses service until the link is resumed.`
      : action === 'Resume'
        ? `Resume ${name}? Its device gets service again.`
        : `Terminate ${name}? ${link.sim ? `Its SIM ${link.sim.iccid} goes back to the inventory, and ` : ''}the link and its plan activations are removed. This cannot be undone.`;
  return (
    <ConfirmDialog action={action} title={`${action} link`} onConfirm={onConfirm} onClose={onClose} danger={action !== 'Resume'}>
      <p>{text}</p>
    </ConfirmDialog>
  );
}
