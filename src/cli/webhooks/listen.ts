// `cpctl webhooks listen <org-id>`: a local receiver for what the platform delivers, as
// `stripe listen` is for Stripe. It starts an HTTP server, registers it (registrations.ts
// says as what), checks the signature of every delivery, prints it, answers 204 (400 when
// the signature does not verify), and undoes the registration on Ctrl-C.

import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { wholeNumber } from '../args.ts';
import { CommandFailed } from '../http.ts';
import type { Ctx, Out } from '../output.ts';
import { newSecret, smsWebhook } from './registrations.ts';
import { verifyDelivery } from './verify.ts';

/** Deliveries are small JSON documents; anything larger is not one. */
const MAX_BODY_BYTES = 1024 * 1024;

interface Delivery {
  id: string | null;
  verified: boolean;
  reason: string | null;
  payload: unknown;
}

function show(out: Out, d: Delivery): void {
  const payload = (typeof d.payload === 'object' && d.payload !== null ? d.payload : {}) as { type?: unknown; data?: unknown };
  const type = typeof payload.type === 'string' ? payload.type : 'unknown';
  if (out.json) {
    out.line(JSON.stringify({ event: 'delivery', webhook_id: d.id, type, verified: d.verified, reason: d.reason, payload: d.payload }));
    return;
  }
  const when = new Date().toISOString().replace('T', ' ').slice(0, 19);
  out.line(`${when}  --> ${type} [${d.id ?? 'no webhook-id'}]  ${d.verified ? 'signature verified' : `signature NOT verified (${d.reason}); answered 400`}`);
  const shown = JSON.stringify(payload.data ?? d.payload, null, 2) ?? 'null';
  out.line(shown.replace(/^/gm, '    '));
}

/** The receiver: every request is a delivery to check and print. */
function receiver(out: Out, secret: string): http.Server {
  return http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size <= MAX_BODY_BYTES) chunks.push(c);
    });
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const verdict = size > MAX_BODY_BYTES ? { ok: false as const, reason: 'body over 1 MiB' } : verifyDelivery(secret, req.headers, body, Math.floor(Date.now() / 1000));
      let payload: unknown = body;
      try {
        payload = JSON.parse(body);
      } catch {
        // Shown as the text it is.
      }
      const id = typeof req.headers['webhook-id'] === 'string' ? req.headers['webhook-id'] : null;
      show(out, { id, verified: verdict.ok, reason: verdict.ok ? null : verdict.reason, payload });
      res.writeHead(verdict.ok ? 204 : 400).end();
    });
  });
}

async function listen({ api, args, out, signal }: Ctx): Promise<void> {
  args.expect(['org-id'], ['port', 'host', 'url', 'replace']);
  const port = args.flag('port') === undefined ? 0 : wholeNumber('--port', args.flag('port'), 0, 65_535);
  const host = args.flag('host') ?? '127.0.0.1';
  const replace = args.bool('replace') ?? false;
  const secret = newSecret();

  const server = receiver(out, secret);
  server.listen(port, host);
  try {
    await once(server, 'listening');
  } catch (err) {
    throw new CommandFailed(`cannot listen on ${host}:${port} (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
  }
  try {
    const bound = (server.address() as AddressInfo).port;
    // An unspecified bind address is not one the platform can deliver to: loopback is.
    const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
    const url = args.flag('url') ?? `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${bound}/`;
    const registration = await smsWebhook.register({ api, organizationId: args.pos(0), url, secret, replace });
    if (out.json) out.line(JSON.stringify({ event: 'ready', registered: registration.what, url, secret }));
    else {
      out.line(`Ready: ${registration.what} now delivers to ${url}`);
      out.line(`Signing secret: ${secret}`);
      out.line('Waiting for deliveries; Ctrl-C to stop.');
    }
    if (signal !== undefined && !signal.aborted) await once(signal, 'abort');
    const undone = await registration.undo();
    if (out.json) out.line(JSON.stringify({ event: 'stopped', undone }));
    else out.line(`Stopped: ${undone}.`);
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

export const webhooksCommands = { listen };
