// `cpctl client ...`, `cpctl platform-client create`, `cpctl token` and `cpctl signing-key
// ...`: API clients, their access tokens and the keys that sign them.

import { type Args, wholeNumber } from './args.ts';
import { arr, type Ctx, type Json, obj, type Out } from './output.ts';

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
  args.expect(['org-id', 'name'], ['roles']);
  const c = await api.admin('POST', `/organizations/${encodeURIComponent(args.pos(0))}/clients`, { name: args.pos(1), roles: rolesOf(args) });
  out.answer(c, () => showCreated(out, obj(c)));
}

async function revoke({ api, args, out }: Ctx): Promise<void> {
  args.expect(['client-id'], []);
  const c = obj(await api.admin('DELETE', `/clients/${encodeURIComponent(args.pos(0))}`));
  out.answer(c, () => out.line(`revoked ${c.client_id} at ${c.revoked_at}`));
}

async function createPlatform({ api, args, out }: Ctx): Promise<void> {
  args.expect(['name'], ['roles']);
  const c = await api.admin('POST', '/platform-clients', { name: args.pos(0), roles: rolesOf(args) });
  out.answer(c, () => {
    showCreated(out, obj(c));
    out.line('Its tokens carry no organisation: send X-Organization-Id with every call.');
  });
}

async function token({ api, args, out }: Ctx): Promise<void> {
  args.expect(['client-id', 'client-secret'], []);
  const t = await api.token(args.pos(0), args.pos(1));
  out.answer(t, () => out.line(t.access_token));
}

function showKey(out: Out, k: Json): void {
  out.fields([
    ['kid', k.kid],
    ['status', k.status],
    ['activates_at', k.activates_at],
    ['retires_at', k.retires_at],
  ]);
}

async function keyList({ api, args, out }: Ctx): Promise<void> {
  args.expect([], []);
  const answer = obj(await api.admin('GET', '/signing-keys'));
  out.answer(answer, () =>
    out.table(
      ['KID', 'STATUS', 'ACTIVATES', 'RETIRES'],
      arr(answer.items).map((k) => [k.kid as string, k.status as string, k.activates_at as string, k.retires_at as string | null]),
    ),
  );
}

async function keyRotate({ api, args, out }: Ctx): Promise<void> {
  args.expect([], ['activate-in']);
  const seconds = args.flag('activate-in');
  const body = seconds === undefined ? {} : { activate_in_seconds: wholeNumber('--activate-in', seconds, 0, 604_800) };
  const k = obj(await api.admin('POST', '/signing-keys', body));
  out.answer(k, () => {
    showKey(out, k);
    out.line(k.status === 'signing' ? 'It signs the tokens issued from now on.' : 'It is published now and signs from activates_at.');
  });
}

async function keyRetire({ api, args, out }: Ctx): Promise<void> {
  args.expect(['kid'], []);
  const k = obj(await api.admin('DELETE', `/signing-keys/${encodeURIComponent(args.pos(0))}`));
  out.answer(k, () => out.line(`retired ${k.kid} at ${k.retires_at}: the tokens it signed no longer authenticate`));
}

export const clientCommands = { create, revoke };
export const signingKeyCommands = { list: keyList, rotate: keyRotate, retire: keyRetire };
export const platformClientCommands = { create: createPlatform };
export const tokenCommand = token;
