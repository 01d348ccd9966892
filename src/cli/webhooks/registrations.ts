// What `cpctl webhooks listen` can register its receiver as. Today one kind: an
// organisation's inbound-SMS webhook. Another kind (an event destination of typed events)
// is another RegistrationKind beside it, and listen.ts does not change.

import { randomBytes } from 'node:crypto';
import { ipLiteralOf, nonPublicReason } from '../../modules/webhooks/webhooks.targets.ts';
import { type Api, ApiError, CommandFailed } from '../http.ts';
import { obj } from '../output.ts';

export interface Registration {
  /** What now delivers to the receiver, for the first line printed. */
  what: string;
  /** Puts back what was there before, as far as it can be (on Ctrl-C). */
  undo(): Promise<string>;
}

export interface RegistrationInput {
  api: Api;
  organizationId: string;
  /** Where the platform should deliver. */
  url: string;
  /** The `whsec_` secret the deliveries are signed with. */
  secret: string;
  /** Whether an existing registration may be replaced. */
  replace: boolean;
}

export interface RegistrationKind {
  register(input: RegistrationInput): Promise<Registration>;
}

/** A fresh Standard Webhooks secret: `whsec_` and 32 random bytes in base64. */
export const newSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`;

/** Whether the platform refuses `url` unless it runs with WEBHOOKS_ALLOW_PRIVATE_TARGETS=true. */
export function needsPrivateTargets(url: string): boolean {
  const parsed = new URL(url);
  const literal = ipLiteralOf(parsed);
  if (literal === null) return parsed.hostname === 'localhost' || parsed.hostname.endsWith('.localhost');
  return nonPublicReason(literal) !== null;
}

export const privateTargetsRefused = (url: string, serverSaid: string): string =>
  `the platform refused ${url}: webhook targets on loopback or private addresses are refused unless the server runs with ` +
  `WEBHOOKS_ALLOW_PRIVATE_TARGETS=true. Restart it with that setting (development only), or pass --url with a public ` +
  `address that reaches this receiver (the server said: ${serverSaid})`;

interface WebhookSettings {
  url: string | null;
  enabled: boolean;
  has_secret: boolean;
}

/**
 * The organisation's inbound-SMS webhook (`PUT /numbers/sms/webhook`). The webhook is the
 * organisation's own setting, so listen acts as one of its clients: it creates a client
 * through the admin API for the time it runs and revokes it when done.
 */
export const smsWebhook: RegistrationKind = {
  async register({ api, organizationId, url, secret, replace }) {
    const org = encodeURIComponent(organizationId);
    const client = obj(await api.admin('POST', `/organizations/${org}/clients`, { name: 'cpctl webhooks listen', roles: ['admin'] }));
    const clientId = String(client.client_id);
    const clientSecret = String(client.client_secret);
    // A token is asked for at each step: the listener may run longer than a token lives.
    const asClient = async (method: string, path: string, body?: unknown) => {
      const { access_token } = await api.token(clientId, clientSecret);
      return obj(obj(await api.withToken(access_token, method, path, body)).data);
    };
    const revoke = () => api.admin('DELETE', `/clients/${encodeURIComponent(clientId)}`);
    let before: WebhookSettings;
    try {
      before = (await asClient('GET', '/numbers/sms/webhook')) as unknown as WebhookSettings;
      if ((before.url !== null || before.has_secret) && !replace) {
        throw new CommandFailed(
          `organisation ${organizationId} already has an inbound-SMS webhook (${before.url ?? 'no URL'}, ${before.enabled ? 'enabled' : 'disabled'}${before.has_secret ? ', with a secret' : ''}); ` +
            'listening would replace it and its secret, which cannot be read back. Pass --replace true to replace it anyway: ' +
            'on exit its URL comes back, disabled, to be given its secret again',
        );
      }
      try {
        await asClient('PUT', '/numbers/sms/webhook', { url, secret, enabled: true });
      } catch (err) {
        if (err instanceof ApiError && err.status === 422 && needsPrivateTargets(url)) throw new CommandFailed(privateTargetsRefused(url, err.message));
        throw err;
      }
    } catch (err) {
      await revoke().catch(() => undefined);
      throw err;
    }
    return {
      what: `the inbound-SMS webhook of organisation ${organizationId}`,
      async undo() {
        const fresh = before.url === null && !before.has_secret;
        await asClient('PUT', '/numbers/sms/webhook', fresh ? { url: null, secret: null, enabled: false } : { url: before.url, secret: null, enabled: false });
        await revoke();
        return fresh
          ? `the webhook of organisation ${organizationId} is cleared and the client cpctl made is revoked`
          : `the webhook of organisation ${organizationId} is back on ${before.url ?? 'no URL'}, disabled and without a secret: ` +
              'set its secret and enable it again (PUT /numbers/sms/webhook); the client cpctl made is revoked';
      },
    };
  },
};
