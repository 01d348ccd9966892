// `cpctl sim ...`: the built-in network simulator's controls (/admin/simulator/*), which
// stand in for what devices and the upstream network would do.

import { decimalNumber, wholeNumber } from './args.ts';
import { type Ctx, obj } from './output.ts';

async function usage({ api, args, out }: Ctx): Promise<void> {
  args.expect(['iccid', 'mb'], ['country']);
  const mb = decimalNumber('<mb>', args.pos(1));
  const country = args.flag('country')?.toUpperCase();
  const answer = obj(await api.admin('POST', '/simulator/data-usage', { iccid: args.pos(0), mb, ...(country !== undefined && { country }) }));
  const where = typeof answer.country === 'string' ? ` in ${answer.country}` : '';
  out.answer(answer, () => out.line(`SIM ${args.pos(0)} used ${answer.mb ?? mb} MB${where} (${answer.out_of_bundle_mb ?? '0'} MB out of bundle)`));
}

async function imei({ api, args, out }: Ctx): Promise<void> {
  args.expect(['iccid', 'imei'], []);
  const answer = await api.admin('POST', '/simulator/imei', { iccid: args.pos(0), imei: args.pos(1) });
  out.answer(answer, () => out.line(`SIM ${args.pos(0)} is now in device ${args.pos(1)}`));
}

async function faultsAdd({ api, args, out }: Ctx): Promise<void> {
  args.expect(['operation', 'status', 'count'], []);
  const status = wholeNumber('<status>', args.pos(1), 400, 599);
  const count = wholeNumber('<count>', args.pos(2), 1, 1_000_000);
  const answer = await api.admin('POST', '/simulator/faults', { operation: args.pos(0), status, count });
  out.answer(answer, () => out.line(`the next ${count} ${args.pos(0)} call${count === 1 ? '' : 's'} will fail with HTTP ${status}`));
}

async function faultsClear({ api, args, out }: Ctx): Promise<void> {
  args.expect([], []);
  const answer = await api.admin('DELETE', '/simulator/faults');
  out.answer(answer, () => out.line('all simulator faults cleared'));
}

async function clockAdvance({ api, args, out }: Ctx): Promise<void> {
  args.expect(['seconds'], []);
  const seconds = wholeNumber('<seconds>', args.pos(0), 1, 10 * 365 * 86_400);
  const answer = obj(await api.admin('POST', '/simulator/clock', { advance_seconds: seconds }));
  out.answer(answer, () => out.line(`simulator clock is now ${answer.now} (${answer.offset_seconds} s ahead of real time)`));
}

export const simulatorCommands = { usage, imei, faultsAdd, faultsClear, clockAdvance };
