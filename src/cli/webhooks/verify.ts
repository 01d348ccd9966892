// Checks a delivery the way a receiver should (Standard Webhooks): the three headers are
// there, the timestamp is recent, and one of the `v1,` signatures is the HMAC of
// "id.timestamp.body" under the secret, compared in constant time.

import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { signature } from '../../modules/webhooks/webhooks.sender.ts';

/** How far a delivery's timestamp may be from now, as Standard Webhooks libraries allow. */
export const TOLERANCE_SECONDS = 300;

export type Verdict = { ok: true } | { ok: false; reason: string };

const header = (headers: IncomingHttpHeaders, name: string): string | null => {
  const v = headers[name];
  return typeof v === 'string' && v.length > 0 ? v : null;
};

export function verifyDelivery(secret: string, headers: IncomingHttpHeaders, body: string, nowSeconds: number): Verdict {
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (id === null || timestamp === null || signatures === null) return { ok: false, reason: 'webhook-id, webhook-timestamp or webhook-signature is missing' };
  if (!/^\d{1,12}$/.test(timestamp)) return { ok: false, reason: 'webhook-timestamp is not unix seconds' };
  const age = nowSeconds - Number(timestamp);
  if (Math.abs(age) > TOLERANCE_SECONDS) return { ok: false, reason: `webhook-timestamp is ${age} s from now, beyond ${TOLERANCE_SECONDS} s` };
  const expected = Buffer.from(signature(secret, id, Number(timestamp), body));
  const matches = signatures.split(' ').some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches ? { ok: true } : { ok: false, reason: 'no v1 signature matches the secret' };
}
