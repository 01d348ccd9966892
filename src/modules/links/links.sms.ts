// SMS to a link's device and the provider's cost lines of its SIM. Every SMS handed to
// the provider is stored, the failures too: a refused or failed send is recorded as
// `failed` with its reason before the caller gets 502.

import { randomUUID } from 'node:crypto';
import { invalid, invalidInput } from '../../lib/errors.ts';
import { type CostLine, UpstreamError } from '../../providers/upstream/upstream.port.ts';
import { requireUpstream, upstreamUnavailable } from '../../providers/upstream/upstream.errors.ts';
import type { OperatorRow } from '../operators/operators.repo.ts';
import type { LinkCore, LinksDeps } from './links.core.ts';
import type { LinkSmsRepo, LinkSmsRow } from './links.sms.repo.ts';

export interface LinkCosts {
  linkId: string;
  periodStart: Date;
  periodEnd: Date;
  currency: string;
  lines: Array<{ line: CostLine; operators: OperatorRow[] }>;
}

/** [first instant of the month, first instant of the next) in UTC; `month` is YYYY-MM. */
export function monthPeriod(month: string): { start: Date; end: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  if (!Number.isInteger(y) || !Number.isInteger(m) || m < 1 || m > 12 || y < 1000 || y > 2999) {
    throw invalidInput('month', 'query', 'must be a month written YYYY-MM, such as 2026-01');
  }
  return { start: new Date(Date.UTC(y, m - 1, 1)), end: new Date(Date.UTC(y, m, 1)) };
}

const monthOf = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;

/** The provider's refusal, short enough to store and show; never a stack or a secret. */
const reasonOf = (err: UpstreamError) => `provider ${err.kind} (HTTP ${err.status}) on ${err.operation}`;

export function createLinkMessaging(deps: LinksDeps & { smsRepo: LinkSmsRepo }, core: LinkCore) {
  const { smsRepo, logger } = deps;

  return {
    /** POST /links/{id}/sms: an active link whose SIM has an MSISDN. */
    async send(organizationId: string, id: string, message: string): Promise<LinkSmsRow> {
      const { link, sim } = await core.requireRecord(organizationId, id);
      if (link.status !== 'active') throw invalid(`SMS can only be sent to an active link; this link is ${link.status}`, { entity: 'link', id, status: link.status });
      if (sim === null) throw invalid('the link has no SIM attached', { entity: 'link', id });
      if (sim.msisdn === null) throw invalid("the link's SIM has no MSISDN", { entity: 'sim', id: sim.id });
      const base = { organizationId, id: randomUUID(), linkId: id, message };
      try {
        const sent = await core.portOf(link).sendSms({ iccid: sim.iccid, message });
        return await smsRepo.insert({ ...base, status: 'sent', upstreamMessageId: sent.id, sentAt: new Date() });
      } catch (err) {
        if (!(err instanceof UpstreamError)) throw err;
        const failed = await smsRepo.insert({ ...base, status: 'failed', failureReason: reasonOf(err) });
        logger.info({ organizationId, linkId: id, smsId: failed.id, operation: err.operation, status: err.status }, 'SMS to link failed at the provider');
        throw upstreamUnavailable(err, link.provider, 'send the SMS');
      }
    },

    /** GET /links/{id}/sms: removed links answer 410 like every read. */
    async list(organizationId: string, id: string, q: Parameters<LinkSmsRepo['list']>[2]) {
      await core.requireLive(organizationId, id);
      return smsRepo.list(organizationId, id, q);
    },

    /** GET /links/{id}/costs: the provider's cost lines of the link's SIM for one month. */
    async costs(organizationId: string, id: string, month: string | undefined): Promise<LinkCosts> {
      const { link, sim } = await core.requireRecord(organizationId, id);
      if (sim === null) throw invalid('costs are kept per SIM and the link has no SIM attached', { entity: 'link', id });
      const port = core.portOf(link);
      const { start, end } = monthPeriod(month ?? monthOf(await requireUpstream(link.provider, 'tell the time', () => port.now())));
      const costs = await requireUpstream(link.provider, 'report the costs', () => port.getCosts({ iccid: sim.iccid, from: start, to: end }));
      const lines = [];
      for (const line of costs.lines) lines.push({ line, operators: await core.operatorsByIds(line.operatorIds) });
      return { linkId: id, periodStart: start, periodEnd: end, currency: costs.currency, lines };
    },
  };
}

export type LinkMessaging = ReturnType<typeof createLinkMessaging>;
