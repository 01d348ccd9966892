// `cpctl wallet credit` and `cpctl sims deliver`: money and SIMs into an organisation.

import { wholeNumber } from './args.ts';
import { arr, type Ctx, type Json, obj, type Out } from './output.ts';

export const simTypes = ['physical', 'eSIM'] as const;
export const providers = ['alpha', 'beta'] as const;

async function credit({ api, args, out }: Ctx): Promise<void> {
  args.expect(['org-id', 'amount'], ['reference']);
  const body: Json = { amount: args.pos(1) };
  if (args.flag('reference') !== undefined) body.reference = args.flag('reference');
  const w = obj(await api.admin('POST', `/organizations/${encodeURIComponent(args.pos(0))}/wallet/credits`, body));
  out.answer(w, () => out.line(`balance ${w.balance} ${w.currency}`));
}

export function simTable(out: Out, sims: Json[]): void {
  out.table(
    ['ID', 'ICCID', 'TYPE', 'STATUS', 'MSISDN', 'ZONES'],
    sims.map((s) => [
      s.id as string,
      s.iccid as string,
      s.sim_type as string,
      s.status as string,
      s.msisdn as string | null,
      Array.isArray(s.compatibility_zones) ? s.compatibility_zones.join(',') : null,
    ]),
  );
}

async function deliver({ api, args, out }: Ctx): Promise<void> {
  args.expect(['org-id', 'count'], ['type', 'provider']);
  const body: Json = { count: wholeNumber('<count>', args.pos(1), 1, 1000), sim_type: args.oneOf('type', simTypes) ?? 'physical' };
  const provider = args.oneOf('provider', providers);
  if (provider !== undefined) body.provider = provider;
  const answer = obj(await api.admin('POST', `/organizations/${encodeURIComponent(args.pos(0))}/sims`, body));
  out.answer(answer, () => {
    const items = arr(answer.items);
    simTable(out, items);
    out.line(`${items.length} SIM${items.length === 1 ? '' : 's'} delivered`);
  });
}

export const walletCommands = { credit };
export const simsCommands = { deliver };
