// `cpctl kyc ...`: the operator's KYC review through /admin/kyc.

import { UsageError, wholeNumber } from './args.ts';
import { arr, type Ctx, type Json, obj } from './output.ts';

const statuses = ['pending', 'approved', 'rejected'] as const;
const kinds = ['organization', 'number'] as const;

async function list({ api, args, out }: Ctx): Promise<void> {
  args.expect([], ['status', 'kind', 'page', 'per-page']);
  const q = new URLSearchParams();
  const status = args.flag('status');
  if (status !== undefined) {
    if (!(statuses as readonly string[]).includes(status)) throw new UsageError(`--status must be one of ${statuses.join(', ')}`);
    q.set('status', status);
  }
  const kind = args.flag('kind');
  if (kind !== undefined) {
    if (!(kinds as readonly string[]).includes(kind)) throw new UsageError(`--kind must be one of ${kinds.join(', ')}`);
    q.set('kind', kind);
  }
  if (args.flag('page') !== undefined) q.set('page', String(wholeNumber('--page', args.flag('page'), 1, 1_000_000)));
  if (args.flag('per-page') !== undefined) q.set('per_page', String(wholeNumber('--per-page', args.flag('per-page'), 1, 100)));
  const query = q.toString();
  const answer = obj(await api.admin('GET', `/kyc${query ? `?${query}` : ''}`));
  out.answer(answer, () => {
    out.table(
      ['ID', 'ORGANIZATION', 'KIND', 'NUMBER', 'STATUS', 'SUBMITTED'],
      arr(answer.submissions).map((s) => [
        s.id as string,
        s.organization_id as string,
        s.kind as string,
        (s.phone_number_id as string | null) ?? '',
        s.status as string,
        s.created_at as string,
      ]),
    );
    out.line(`page ${answer.page}, ${answer.total} in all`);
  });
}

function decide(decision: 'approved' | 'rejected') {
  return async ({ api, args, out }: Ctx): Promise<void> => {
    args.expect(['submission-id'], ['reason']);
    const body: Json = { decision };
    if (args.flag('reason') !== undefined) body.reason = args.flag('reason');
    const s = obj(await api.admin('POST', `/kyc/${encodeURIComponent(args.pos(0))}/decision`, body));
    out.answer(s, () =>
      out.fields([
        ['id', s.id],
        ['organization_id', s.organization_id],
        ['kind', s.kind],
        ['phone_number_id', s.phone_number_id],
        ['status', s.status],
        ['reason', s.reason],
        ['decided_at', s.decided_at],
      ]),
    );
  };
}

export const kycCommands = { list, approve: decide('approved'), reject: decide('rejected') };
