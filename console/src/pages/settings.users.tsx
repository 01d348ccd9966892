// Settings › Users: the organisation's console users (GET /users); an admin invites one
// (the invitation link shown once), changes a role, removes one, or makes a password-reset
// link (shown once). The API keeps the last admin user (docs/console.md#settings).

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

const listUsers = (platform: Platform, page: number) => platform.connectivity.get('/users', { params: { query: { page, page_size: PAGE_SIZE } } });
type UserItem = Awaited<ReturnType<typeof listUsers>>['items'][number];
type Role = UserItem['role'];

function RoleSelect({ value, onChange }: { value: Role; onChange(role: Role): void }) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>Role</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as Role)}>
        <option value="viewer">viewer: reads only</option>
        <option value="admin">admin: reads and writes</option>
      </select>
    </>
  );
}

function InviteDialog({ onInvited, onClose }: { onInvited(link: ShownOnce): void; onClose(): void }) {
  const { platform } = useConsole();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('viewer');
  const { attempt, view } = useDialogError();
  const emailId = useId();
  const invite = () =>
    attempt(async () => {
      const created = await platform.connectivity.post('/users', { body: { email: email.trim(), role } });
      onInvited({
        title: `Invitation for ${created.email}`,
        label: 'Invitation link',
        value: created.invitation_url ?? '',
        note: 'Give this link to the person: they set their password there. It works once, for 72 hours.',
      });
    });
  return (
    <ConfirmDialog action="Invite" title="Invite a user" onConfirm={invite} onClose={onClose}>
      <div className="fields">
        <label htmlFor={emailId}>Email</label>
        <input id={emailId} type="email" required maxLength={254} value={email} onChange={(e) => setEmail(e.target.value)} />
        <RoleSelect value={role} onChange={setRole} />
        {view}
      </div>
    </ConfirmDialog>
  );
}

type Action = { kind: 'role' | 'remove' | 'reset'; user: UserItem };

export function UsersSection() {
  const { platform, session } = useConsole();
  const canWrite = useCanWrite();
  const [page, setPage] = useState(1);
  const users = useLoad(() => listUsers(platform, page), [platform, page]);
  const [inviting, setInviting] = useState(false);
  const [shown, setShown] = useState<ShownOnce | null>(null);
  const [action, setAction] = useState<Action | null>(null);
  const [role, setRole] = useState<Role>('viewer');
  const actionError = useDialogError();
  const close = () => {
    actionError.clear();
    setAction(null);
  };
  const path = (u: UserItem) => ({ params: { path: { user_id: u.id } } });

  const columns: Column<UserItem>[] = [
    { header: 'Email', cell: (u) => (u.id === session.user.id ? `${u.email} (you)` : u.email) },
    { header: 'Role', cell: (u) => u.role },
    { header: 'Created', cell: (u) => when(u.created_at) },
    ...(canWrite
      ? [
          {
            header: 'Actions',
            cell: (u: UserItem) => (
              <span className="row-actions">
                <button
                  type="button"
                  onClick={() => {
                    setRole(u.role === 'admin' ? 'viewer' : 'admin');
                    setAction({ kind: 'role', user: u });
                  }}
                >
                  Change role
                </button>
                <button type="button" onClick={() => setAction({ kind: 'reset', user: u })}>
                  Reset password
                </button>
                <button type="button" className="danger" onClick={() => setAction({ kind: 'remove', user: u })}>
                  Remove
                </button>
              </span>
            ),
          },
        ]
      : []),
  ];

  const run = (fn: () => Promise<void>) =>
    actionError.attempt(async () => {
      await fn();
      setAction(null);
      users.reload();
    });

  return (
    <section aria-labelledby="users-title">
      <div className="section-head">
        <h2 id="users-title">Users</h2>
        <WriteControl>
          <button type="button" className="primary" onClick={() => setInviting(true)}>
            Invite user
          </button>
        </WriteControl>
      </div>
      <p className="muted">The people who sign in to this console. The organisation always keeps one admin user.</p>
      {users.error !== undefined ? (
        <ErrorView error={users.error} />
      ) : (
        <DataTable<UserItem>
          caption="Users"
          columns={columns}
          rows={users.data?.items ?? []}
          rowKey={(u) => u.id}
          loading={users.loading}
          empty="No user yet."
          paging={users.data ? { page: users.data.page, pages: users.data.pages, total: users.data.total } : undefined}
          onPage={setPage}
        />
      )}
      {inviting && (
        <InviteDialog
          onClose={() => setInviting(false)}
          onInvited={(link) => {
            setInviting(false);
            setShown(link);
            users.reload();
          }}
        />
      )}
      {shown !== null && <ShownOnceDialog shown={shown} onClose={() => setShown(null)} />}
      {action?.kind === 'role' && (
        <ConfirmDialog
          action="Change role"
          title={`Change the role of ${action.user.email}`}
          onClose={close}
          onConfirm={() => run(async () => void (await platform.connectivity.patch('/users/{user_id}', { ...path(action.user), body: { role } })))}
        >
          <div className="fields">
            <RoleSelect value={role} onChange={setRole} />
            <p className="muted">Their sessions stay; what they can do changes at once.</p>
            {actionError.view}
          </div>
        </ConfirmDialog>
      )}
      {action?.kind === 'remove' && (
        <ConfirmDialog
          action="Remove"
          danger
          title={`Remove ${action.user.email}?`}
          onClose={close}
          onConfirm={() => run(async () => void (await platform.connectivity.delete('/users/{user_id}', path(action.user))))}
        >
          <p>They are signed out everywhere at once and can no longer sign in.</p>
          {actionError.view}
        </ConfirmDialog>
      )}
      {action?.kind === 'reset' && (
        <ConfirmDialog
          action="Reset password"
          title={`Reset the password of ${action.user.email}?`}
          onClose={close}
          onConfirm={() =>
            actionError.attempt(async () => {
              const reset = await platform.connectivity.post('/users/{user_id}/password-reset', path(action.user));
              setAction(null);
              setShown({
                title: `Password reset for ${action.user.email}`,
                label: 'Password-reset link',
                value: reset.reset_url,
                note: 'Give this link to the person: they set a new password there, which signs them out everywhere. It works once, for an hour.',
              });
            })
          }
        >
          <p>You get a one-time link to pass on; their current password works until it is used.</p>
          {actionError.view}
        </ConfirmDialog>
      )}
    </section>
  );
}
