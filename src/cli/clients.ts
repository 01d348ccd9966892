// `cpctl client ...`, `cpctl platform-client create` and `cpctl token`: API clients and
// their access tokens.

import type { Args } from './args.ts';
import { type Ctx, type Json, obj, type Out } from './output.ts';

function rolesOf(args: Args): string[] {
  return args.list('roles') ?? ['admin'];
}

function showCreated(out: Out, c: Json): void {
  out.fields([
    ['client_id', c.client_id],
    ['client_secret', c.client_secret],
    ['organization_id', c.organization_id ?? '(platform client)'],
    ['roles', c.roles],
  ]);
  out.line('The secret is shown this once; store it now.');
}

async function create({ api, args, out }: Ctx): Promise<void> {
  args.expect(['org-id', 'name'], ['roles'], 'client create <org-id> <name> [--roles admin,viewer]');
  const c = await api.admin('POST', `/organizations/${encodeURIComponent(args.pos(0))}/clients`, { name: args.pos(1), roles: rolesOf(args) });
  out.answer(c, () => showCreated(out, obj(c)));
}

async function revoke({ api, args, out }: Ctx): Promise<void> {
  args.expect(['client-id'], [], 'client revoke <client-id>');
  const c = obj(await api.admin('DELETE', `/clients/${encodeURIComponent(args.pos(0))}`));
  out.answer(c, () => out.line(`revoked ${c.client_id} at ${c.revoked_at}`));
}

async function createPlatform({ api, args, out }: Ctx): Promise<void> {
  args.expect(['name'], ['roles'], 'platform-client create <name> [--roles admin,viewer]');
  const c = await api.admin('POST', '/platform-clients', { name: args.pos(0), roles: rolesOf(args) });
  out.answer(c, () => {
    showCreated(out, obj(c));
    out.line('Its tokens carry no organisation: send X-Organization-Id with every call.');
  });
}

async function token({ api, args, out }: Ctx): Promise<void> {
  args.expect(['client-id', 'client-secret'], [], 'token <client-id> <client-secret>');
  const t = await api.token(args.pos(0), args.pos(1));
  out.answer(t, () => out.line(t.access_token));
}

export const clientCommands = { create, revoke };
export const platformClientCommands = { create: createPlatform };
export const tokenCommand = token;
