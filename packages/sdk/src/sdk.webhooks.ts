// Checks a webhook delivery's Standard Webhooks signature as the platform signs it
// (docs/numbers.md, "Webhooks"): HMAC-SHA256 of `id.timestamp.body`, with the secret's
// bytes after `whsec_` in base64, or the secret's UTF-8 bytes when it has no prefix.

import { createHmac, timingSafeEqual } from 'node:crypto';

export class WebhookVerificationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookVerificationError';
  }
}

export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

export interface VerifyOptions {
  /** How far the delivery's timestamp may be from now, in seconds (default 300). */
  toleranceSeconds?: number;
  /** Unix seconds to check the timestamp against (default: now). */
  now?: number;
}

function header(headers: WebhookHeaders, name: string): string | null {
  if (headers instanceof Headers) return headers.get(name);
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== name) continue;
    if (Array.isArray(value)) return value[0] ?? null;
    return value ?? null;
  }
  return null;
}

function signingKey(secret: string): Buffer {
  return secret.startsWith('whsec_') ? Buffer.from(secret.slice(6), 'base64') : Buffer.from(secret, 'utf8');
}

/**
 * Verifies a delivery and answers its parsed JSON body. `payload` is the raw body exactly
 * as received (a string or bytes: parsing and re-serialising it would change the
 * signature). Throws WebhookVerificationError when a header is missing, the timestamp is
 * outside the tolerance, or no `v1` signature matches.
 */
export function verifyWebhook(payload: string | Uint8Array, headers: WebhookHeaders, secret: string, options: VerifyOptions = {}): unknown {
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (id === null || timestamp === null || signatures === null) throw new WebhookVerificationError('missing webhook-id, webhook-timestamp or webhook-signature header');
  if (!/^\d{1,15}$/.test(timestamp)) throw new WebhookVerificationError('webhook-timestamp is not a Unix time in seconds');
  const now = options.now ?? Math.floor(Date.now() / 1000);
  const tolerance = options.toleranceSeconds ?? 300;
  if (Math.abs(now - Number(timestamp)) > tolerance) throw new WebhookVerificationError(`webhook-timestamp is more than ${tolerance} seconds from now`);
  const bytes = typeof payload === 'string' ? Buffer.from(payload, 'utf8') : Buffer.from(payload);
  const expected = createHmac('sha256', signingKey(secret)).update(`${id}.${timestamp}.`).update(bytes).digest();
  const matched = signatures.split(' ').some((entry) => {
    const [version, value] = entry.split(',', 2);
    if (version !== 'v1' || value === undefined) return false;
    const given = Buffer.from(value, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matched) throw new WebhookVerificationError('no signature matches the secret');
  try {
    return JSON.parse(bytes.toString('utf8')) as unknown;
  } catch {
    throw new WebhookVerificationError('the payload is not JSON');
  }
}
