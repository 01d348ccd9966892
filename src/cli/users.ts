// `cpctl user ...`: the console users of an organisation, through /admin/organizations/{id}/users
// and /admin/users/{id}.

import { arr, type Ctx, obj } from './output.ts';

async function add({ api, args, out }: Ctx): Promise<void> {
  args.expect(['org-id', 'email'], ['role', 'password']);
  const password = args.flag('password');
  const body = { email: args.pos(1), role: args.oneOf('role', ['admin', 'viewer'] as const) ?? 'viewer', ...(password === undefined ? {} : { password }) };
  const u = obj(await api.admin('POST', `/organizations/${encodeURIComponent(args.pos(0))}/users`, body));
  out.answer(u, () => {
    out.fields([
      ['id', u.id],
      ['email', u.email],
      ['role', u.role],
      ['created_at', u.created_at],
      ...(u.invitation_url === undefined ? [] : [['invitation_url', u.invitation_url] as [string, unknown]]),
    ]);
    out.line(
      u.invitation_url === undefined
        ? 'They sign in at /console with this email and the password given.'
        : 'Give them the invitation link (shown this once, valid 72 hours): they set their password there.',
    );
  });
}

async function list({ api, args, out }: Ctx): Promise<void> {
  args.expect(['org-id'], []);
  const answer = obj(await api.admin('GET', `/organizations/${encodeURIComponent(args.pos(0))}/users`));
  out.answer(answer, () =>
    out.table(
      ['ID', 'EMAIL', 'ROLE', 'CREATED'],
      arr(answer.items).map((u) => [u.id as string, u.email as string, u.role as string, u.created_at as string]),
    ),
  );
}

async function remove({ api, args, out }: Ctx): Promise<void> {
  args.expect(['user-id'], []);
  const u = obj(await api.admin('DELETE', `/users/${encodeURIComponent(args.pos(0))}`));
  out.answer(u, () => out.line(`removed ${u.email} (${u.id}) at ${u.removed_at}: their sessions have ended`));
}

async function resetPassword({ api, args, out }: Ctx): Promise<void> {
  args.expect(['user-id'], []);
  const r = obj(await api.admin('POST', `/users/${encodeURIComponent(args.pos(0))}/password-reset`));
  out.answer(r, () => {
    out.fields([
      ['reset_url', r.reset_url],
      ['expires_at', r.expires_at],
    ]);
    out.line('Give them the link (shown this once, valid 1 hour): they set a new password there, and every session of theirs ends.');
  });
}

export const userCommands = { add, list, remove, resetPassword };
