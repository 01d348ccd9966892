import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import type { LinkLifecycle } from './links.lifecycle.ts';
import type { LinkMessaging } from './links.sms.ts';
import type { App } from '../../http/app.ts';
import { principalOf } from '../../http/auth/guard.ts';
import { originOf, read, write } from '../../http/auth/route-auth.ts';
import { sortOrderOf } from '../../lib/listing.ts';
import { formatMoney, isMoney } from '../../lib/money.ts';
import { offsetOf, page } from '../../lib/pagination.ts';
import { summaryOf } from '../operators/operators.service.ts';
import {
  AttachSim,
  CostsQuery,
  Link,
  LinkCosts,
  LinkIdParams,
  LinkSmsList,
  LinkSmsListQuery,
  LinkSmsMessage,
  NetworkBars,
  SendSms,
} from './links.schemas.ts';
import type { LinkSmsRow } from './links.sms.repo.ts';
import { toLink } from './links.view.ts';

const toSms = (r: LinkSmsRow): Static<typeof LinkSmsMessage> => ({
  id: r.id,
  message: r.message,
  status: r.status as 'sent' | 'failed',
  sent_at: r.sentAt === null ? null : r.sentAt.toISOString(),
  failure_reason: r.failureReason,
  created_at: r.createdAt.toISOString(),
});

/** A decimal from the provider as it came (counts stay whole); anything unreadable is reported as unknown. */
const decimalOrNull = (v: string | null): string | null => (v !== null && isMoney(v) ? v : null);

const moneyOrNull = (v: string | null): string | null => (v !== null && isMoney(v) ? formatMoney(v) : null);

/** The operations on one link beyond CRUD: SIM, suspension, bars, IMEI lock, SMS, costs. */
export async function linkActionRoutes(app: App, links: LinkActionDeps): Promise<void> {
  const org = (req: FastifyRequest) => principalOf(req).organizationId;
  const linkOp = (summary: string, body?: object) => ({
    config: write('connectivity'),
    schema: { summary, params: LinkIdParams, ...(body && { body }), response: { 200: Link } },
  });

  app.post('/links/:link_id/sim', linkOp('Attach a SIM (the link becomes active)', AttachSim), async (req) =>
    toLink(await links.attachSim(originOf(req), org(req), req.params.link_id, (req.body as Static<typeof AttachSim>).sim_id)),
  );
  app.delete('/links/:link_id/sim', linkOp('Detach the SIM (the link goes on hold, the SIM is free)'), async (req) =>
    toLink(await links.detachSim(originOf(req), org(req), req.params.link_id)),
  );
  app.post('/links/:link_id/suspend', linkOp('Suspend an active link'), async (req) => toLink(await links.suspend(originOf(req), org(req), req.params.link_id)));
  app.post('/links/:link_id/resume', linkOp('Resume a suspended link'), async (req) => toLink(await links.resume(originOf(req), org(req), req.params.link_id)));
  app.post('/links/:link_id/network-bars', linkOp('Bar network types (those already barred are skipped)', NetworkBars), async (req) =>
    toLink(await links.setBars(originOf(req), org(req), req.params.link_id, (req.body as Static<typeof NetworkBars>).network_types, 'bar')),
  );
  app.post('/links/:link_id/network-bars/remove', linkOp('Unbar network types (those not barred are skipped)', NetworkBars), async (req) =>
    toLink(await links.setBars(originOf(req), org(req), req.params.link_id, (req.body as Static<typeof NetworkBars>).network_types, 'unbar')),
  );
  app.post('/links/:link_id/imei-lock', linkOp("Lock the link to the IMEI of the device its SIM is in"), async (req) =>
    toLink(await links.lockImei(originOf(req), org(req), req.params.link_id)),
  );
  app.delete('/links/:link_id/imei-lock', linkOp('Remove the IMEI lock (a link without one is answered as it is)'), async (req) =>
    toLink(await links.unlockImei(originOf(req), org(req), req.params.link_id)),
  );

  app.get(
    '/links/:link_id/sms',
    {
      config: read('connectivity'),
      schema: { summary: 'SMS sent through the link, failed attempts included (newest first)', params: LinkIdParams, querystring: LinkSmsListQuery, response: { 200: LinkSmsList } },
    },
    async (req) => {
      const q = req.query;
      const { rows, total } = await links.listSms(org(req), req.params.link_id, {
        sortBy: q.sort_by,
        sortOrder: sortOrderOf(q.sort_by, q.sort_order),
        limit: q.page_size,
        offset: offsetOf(q.page, q.page_size),
      });
      return page(rows.map(toSms), total, q.page, q.page_size);
    },
  );

  app.post(
    '/links/:link_id/sms',
    {
      config: write('connectivity'),
      schema: {
        summary: 'Send an SMS to the link’s device (stored even when the provider fails, which answers 502)',
        params: LinkIdParams,
        body: SendSms,
        response: { 201: LinkSmsMessage },
      },
    },
    async (req, reply) => reply.status(201).send(toSms(await links.sendSms(org(req), req.params.link_id, req.body.message))),
  );

  app.get(
    '/links/:link_id/costs',
    {
      config: read('connectivity'),
      schema: { summary: 'Cost lines of the link’s SIM for one month (UTC)', params: LinkIdParams, querystring: CostsQuery, response: { 200: LinkCosts } },
    },
    async (req) => {
      const costs = await links.costs(org(req), req.params.link_id, req.query.month);
      return {
        link_id: costs.linkId,
        period_start: costs.periodStart.toISOString(),
        period_end: costs.periodEnd.toISOString(),
        currency: costs.currency,
        lines: costs.lines.map(({ line, operators }) => ({
          service_name: line.service,
          usage: decimalOrNull(line.usage),
          amount: moneyOrNull(line.amount),
          operators: operators.map(summaryOf),
        })),
      };
    },
  );
}

export type LinkActionDeps = Pick<LinkLifecycle, 'attachSim' | 'detachSim' | 'suspend' | 'resume' | 'setBars' | 'lockImei' | 'unlockImei'> & {
  listSms: LinkMessaging['list'];
  sendSms: LinkMessaging['send'];
  costs: LinkMessaging['costs'];
};
