// One delivery attempt: a signed POST (Standard Webhooks headers) with a hard deadline
// that covers DNS, connect and the answer. The receiver's body is read up to a few KiB
// and only kept as a short excerpt for the log: it is never parsed or trusted.

import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { assertPublicTarget, guardedLookup, type LookupAll, parseTargetUrl, TargetRefused } from './webhooks.targets.ts';

export const USER_AGENT = 'connectivity-platform-webhooks/1.0';
const MAX_BODY_BYTES = 4096;
const EXCERPT_CHARS = 256;

/** The HMAC key of a secret: base64 after a `whsec_` prefix (Standard Webhooks), else its UTF-8 bytes. */
export function signingKey(secret: string): Buffer {
  return secret.startsWith('whsec_') ? Buffer.from(secret.slice(6), 'base64') : Buffer.from(secret, 'utf8');
}

/** `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`. */
export function signature(secret: string, id: string, timestamp: number, body: string): string {
  return `v1,${createHmac('sha256', signingKey(secret)).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

export interface AttemptResult {
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  /** A short excerpt of the receiver's answer, for the operator's eyes only. */
  responseExcerpt: string | null;
}

export interface SenderOptions {
  timeoutMs: number;
  allowPrivate: boolean;
  lookupAll: LookupAll;
  /** Milliseconds of a monotonic clock. */
  monotonicMs?: () => number;
}

export interface Outgoing {
  url: string;
  id: string;
  /** Unix seconds of this attempt. */
  timestamp: number;
  body: string;
  /** Null: the delivery is not signed. */
  secret: string | null;
  /** More headers of a target kind (an event destination's `event-id`). */
  headers?: Readonly<Record<string, string>>;
}

export function createWebhookSender(opts: SenderOptions) {
  const clock = opts.monotonicMs ?? (() => performance.now());
  const lookup = guardedLookup({ allowPrivate: opts.allowPrivate, lookupAll: opts.lookupAll });
  // Connections are kept between attempts, so a busy receiver is not paid a TCP (and TLS)
  // handshake per delivery. Every connection was opened through the guarded lookup, so a
  // reused one goes to an address that was checked. Idle ones close after 4 s, before a
  // receiver's usual 5 s keep-alive timeout can close them under a request.
  const agents = {
    http: new http.Agent({ keepAlive: true, timeout: 4000, maxSockets: 64 }),
    https: new https.Agent({ keepAlive: true, timeout: 4000, maxSockets: 64 }),
  };

  function post(url: URL, headers: Record<string, string>, body: string, timeoutMs: number): Promise<{ statusCode: number; excerpt: string }> {
    return new Promise((resolve, reject) => {
      const secure = url.protocol === 'https:';
      const req = (secure ? https : http).request(url, { method: 'POST', headers, lookup, agent: secure ? agents.https : agents.http }, (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          if (size < MAX_BODY_BYTES) chunks.push(chunk.subarray(0, MAX_BODY_BYTES - size));
          size += chunk.length;
          // Enough read: the rest of an oversized answer is not our business.
          if (size >= MAX_BODY_BYTES) res.destroy();
        });
        const done = () => resolve({ statusCode: res.statusCode ?? 0, excerpt: Buffer.concat(chunks).toString('utf8').slice(0, EXCERPT_CHARS) });
        res.on('end', done);
        res.on('close', done);
        res.on('error', done);
      });
      req.on('error', (err: Error & { reused?: boolean }) => {
        err.reused = req.reusedSocket;
        reject(err);
      });
      const timer = setTimeout(() => req.destroy(new Error(`no answer within ${opts.timeoutMs} ms`)), Math.max(1, timeoutMs));
      req.on('close', () => clearTimeout(timer));
      req.end(body);
    });
  }

  return {
    async send(out: Outgoing): Promise<AttemptResult> {
      const started = clock();
      const elapsed = () => Math.max(0, Math.round(clock() - started));
      const parsed = parseTargetUrl(out.url);
      if (!parsed.ok) return { statusCode: null, error: `invalid url: ${parsed.reason}`, durationMs: 0, responseExcerpt: null };
      const headers: Record<string, string> = {
        ...out.headers,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(out.body)),
        'user-agent': USER_AGENT,
        'webhook-id': out.id,
        'webhook-timestamp': String(out.timestamp),
      };
      if (out.secret !== null) headers['webhook-signature'] = signature(out.secret, out.id, out.timestamp, out.body);
      try {
        // One deadline for the whole attempt: the address check's DNS counts too.
        let timer: NodeJS.Timeout | undefined;
        const deadline = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${opts.timeoutMs} ms`)), opts.timeoutMs);
        });
        try {
          await Promise.race([assertPublicTarget(parsed.url, { allowPrivate: opts.allowPrivate, lookupAll: opts.lookupAll }), deadline]);
        } finally {
          clearTimeout(timer);
        }
        let res;
        try {
          res = await post(parsed.url, headers, out.body, opts.timeoutMs - elapsed());
        } catch (err) {
          // A kept connection the receiver closed just as it was reused: the request never
          // reached it, so it is sent once more on a new connection.
          const e = err as { reused?: boolean; code?: string };
          if (!e.reused || e.code !== 'ECONNRESET') throw err;
          res = await post(parsed.url, headers, out.body, opts.timeoutMs - elapsed());
        }
        const ok = res.statusCode >= 200 && res.statusCode < 300;
        return { statusCode: res.statusCode, error: ok ? null : `receiver answered ${res.statusCode}`, durationMs: elapsed(), responseExcerpt: res.excerpt || null };
      } catch (err) {
        const message = err instanceof TargetRefused ? `refused: ${err.message}` : describe(err);
        return { statusCode: null, error: message, durationMs: elapsed(), responseExcerpt: null };
      }
    },
  };
}

function describe(err: unknown): string {
  if (err instanceof Error) {
    const code = (err as { code?: string }).code;
    return (code && !err.message.includes(code) ? `${code}: ${err.message}` : err.message).slice(0, 500);
  }
  return 'request failed';
}

export type WebhookSender = ReturnType<typeof createWebhookSender>;
