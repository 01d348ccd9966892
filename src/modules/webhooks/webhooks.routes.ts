// /numbers/sms/webhook: the inbound-SMS webhook's settings, its delivery log and manual
// retries. HTTP mapping only; the rules are in webhooks.service.ts.

import type { WebhooksService } from './webhooks.service.ts';
import type { RouteMount } from '../../http/surfaces/surface.ts';
import type { App } from '../../http/app.ts';
import { principalOf } from '../../http/auth/guard.ts';
import { read, write } from '../../http/auth/route-auth.ts';
import { ok } from '../../http/envelope.ts';
import { offsetOf } from '../numbers/numbers.paging.ts';
import type { AttemptRow, DeliveryRow } from './webhooks.repo.ts';
import { DeliveriesPage, DeliveriesQuery, Delivery, DeliveryParams, WebhookSettings, WebhookSettingsBody } from './webhooks.schemas.ts';

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

function deliveryView(d: DeliveryRow & { attempts: AttemptRow[] }) {
  return {
    id: d.id,
    message_id: d.messageId,
    event_type: d.eventType,
    target: d.target,
    target_kind: d.targetKind as 'webhook' | 'endpoint',
    endpoint_id: d.endpointId,
    status: d.status as 'pending' | 'succeeded' | 'failed',
    attempts: d.attempts.map((a) => ({ at: a.at.toISOString(), status_code: a.statusCode, error: a.error, duration_ms: a.durationMs })),
    next_attempt_at: d.status === 'pending' ? iso(d.nextAttemptAt) : null,
    created_at: d.createdAt.toISOString(),
  };
}

export async function webhooksRoutes(app: App, svc: WebhooksService): Promise<void> {

  app.get(
    '/sms/webhook',
    { config: read('numbers'), schema: { summary: 'Inbound-SMS webhook settings', response: { 200: ok(WebhookSettings) } } },
    async (req) => ({ success: true as const, data: await svc.getSettings(principalOf(req).organizationId) }),
  );

  app.put(
    '/sms/webhook',
    {
      config: write('numbers'),
      schema: {
        summary: 'Set the inbound-SMS webhook',
        description:
          'Partial update: fields left out keep their value; `null` clears `url` or `secret`. A new webhook is enabled unless `enabled: false` is sent. ' +
          'The URL must reach the public internet (loopback, private, link-local, CGNAT, multicast and metadata addresses are refused, also after DNS resolution).',
        body: WebhookSettingsBody,
        response: { 200: ok(WebhookSettings) },
      },
    },
    async (req) => ({ success: true as const, data: await svc.updateSettings(principalOf(req).organizationId, req.body) }),
  );

  app.get(
    '/sms/webhook/deliveries',
    {
      config: read('numbers'),
      schema: {
        summary: 'Delivery log of inbound-SMS events, newest first',
        description: 'One delivery per message and target (the webhook, the number\'s SMS endpoint), with every attempt.',
        querystring: DeliveriesQuery,
        response: { 200: ok(DeliveriesPage) },
      },
    },
    async (req) => {
      const { page, per_page, status } = req.query;
      const { rows, total } = await svc.listDeliveries(principalOf(req).organizationId, {
        ...(status === undefined ? {} : { status }),
        limit: per_page,
        offset: offsetOf(page, per_page),
      });
      return { success: true as const, data: { deliveries: rows.map(deliveryView), page, per_page, total } };
    },
  );

  app.post(
    '/sms/webhook/deliveries/:id/retry',
    {
      config: write('numbers'),
      schema: {
        summary: 'Send a delivery again now',
        description: 'Any delivery may be sent again (pending, failed or succeeded); the attempt keeps the delivery\'s webhook-id. Answers 202 with the delivery.',
        params: DeliveryParams,
        response: { 202: ok(Delivery) },
      },
    },
    async (req, reply) => {
      const row = await svc.retry(principalOf(req).organizationId, req.params.id);
      return reply.status(202).send({ success: true as const, data: deliveryView(row) });
    },
  );
}

/** The inbound-SMS webhook's settings and deliveries. */
export const webhookMounts = (svc: WebhooksService): RouteMount[] => [{ surface: 'numbers', register: (app) => webhooksRoutes(app, svc) }];
