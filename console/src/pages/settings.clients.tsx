// Settings › API clients: the organisation's clients (GET /api-clients); an admin creates
// one, whose secret is shown once in a dialog, and revokes one (docs/console.md#settings).

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

const listClients = (platform: Platform, page: number) => platform.connectivity.get('/api-clients', { params: { query: { page, page_size: PAGE_SIZE } } });
type ClientItem = Awaited<ReturnType<typeof listClients>>['items'][number];
type Role = ClientItem['roles'][number];

function CreateClientDialog({ onCreated, onClose }: { onCreated(secret: ShownOnce): void; onClose(): void }) {
  const { platform } = useConsole();
  const [name, setName] = useState('');
  const [roles, setRoles] = useState<Role[]>(['viewer']);
  const { attempt, view } = useDialogError();
  const nameId = useId();
  const toggle = (role: Role, on: boolean) => setRoles((r) => (on ? [...r.filter((x) => x !== role), role] : r.filter((x) => x !== role)));
  const create = () =>
    attempt(async () => {
      const created = await platform.connectivity.post('/api-clients', { body: { name: name.trim(), roles } });
      onCreated({
        title: `Client secret of ${created.name}`,
        label: 'Client secret',
        value: created.client_secret,
        note: `Client id ${created.client_id}. Store the secret now: it is never shown again.`,
      });
    });
  return (
    <ConfirmDialog action="Create" title="Create an API client" onConfirm={create} onClose={onClose}>
      <div className="fields">
        <label htmlFor={nameId}>Name</label>
        <input id={nameId} required maxLength={200} value={name} onChange={(e) => setName(e.target.value)} />
        <fieldset>
          <legend>Roles</legend>
          {(['admin', 'viewer'] as const).map((role) => (
            <label key={role}>
              <input type="checkbox" checked={roles.includes(role)} onChange={(e) => toggle(role, e.target.checked)} /> {role}
            </label>
          ))}
        </fieldset>
        {view}
      </div>
    </ConfirmDialog>
  );
}

export function ApiClientsSection() {
  const { platform } = useConsole();
  const canWrite = useCanWrite();
  const [page, setPage] = useState(1);
  const clients = useLoad(() => listClients(platform, page), [platform, page]);
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<ShownOnce | null>(null);
  const [revoking, setRevoking] = useState<ClientItem | null>(null);
  const revokeError = useDialogError();

  const columns: Column<ClientItem>[] = [
    { header: 'Name', cell: (c) => c.name },
    { header: 'Client id', cell: (c) => <span className="mono">{c.client_id}</span> },
    { header: 'Roles', cell: (c) => c.roles.join(', ') },
    { header: 'Created', cell: (c) => when(c.created_at) },
    { header: 'Revoked', cell: (c) => when(c.revoked_at) },
    ...(canWrite
      ? [
          {
            header: 'Actions',
            cell: (c: ClientItem) =>
              c.revoked_at === null ? (
                <button type="button" className="danger" onClick={() => setRevoking(c)}>
                  Revoke
                </button>
              ) : null,
          },
        ]
      : []),
  ];

  return (
    <section aria-labelledby="clients-title">
      <div className="section-head">
        <h2 id="clients-title">API clients</h2>
        <WriteControl>
          <button type="button" className="primary" onClick={() => setCreating(true)}>
            Create API client
          </button>
        </WriteControl>
      </div>
      <p className="muted">What your code uses to get access tokens (POST /auth/token). A revoked client's tokens stop working.</p>
      {clients.error !== undefined ? (
        <ErrorView error={clients.error} />
      ) : (
        <DataTable<ClientItem>
          caption="API clients"
          columns={columns}
          rows={clients.data?.items ?? []}
          rowKey={(c) => c.client_id}
          loading={clients.loading}
          empty="No API client yet."
          paging={clients.data ? { page: clients.data.page, pages: clients.data.pages, total: clients.data.total } : undefined}
          onPage={setPage}
        />
      )}
      {creating && (
        <CreateClientDialog
          onClose={() => setCreating(false)}
          onCreated={(s) => {
            setCreating(false);
            setSecret(s);
            clients.reload();
          }}
        />
      )}
      {secret !== null && <ShownOnceDialog shown={secret} onClose={() => setSecret(null)} />}
      {revoking !== null && (
        <ConfirmDialog
          action="Revoke"
          danger
          title={`Revoke ${revoking.name}?`}
          onClose={() => {
            revokeError.clear();
            setRevoking(null);
          }}
          onConfirm={() =>
            revokeError.attempt(async () => {
              await platform.connectivity.delete('/api-clients/{client_id}', { params: { path: { client_id: revoking.client_id } } });
              setRevoking(null);
              clients.reload();
            })
          }
        >
          <p>Its token requests are refused from now on, and the tokens it holds stop working.</p>
          {revokeError.view}
        </ConfirmDialog>
      )}
    </section>
  );
}
