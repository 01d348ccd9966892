// Requests that never reach a route: a URL Fastify's router cannot decode or whose path
// parameter is over the limit, and requests Node's HTTP parser refuses (headers or URL
// too large, a malformed request line, a header timeout). Each is answered in the error
// body of the surface whose mount point its path names, so a client of one API never
// sees another's error shape or a framework's own.

import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';
import { statusOf } from './errors.ts';
import { surfaces } from './surfaces/index.ts';
import { platformSurface, type Surface } from './surfaces/surface.ts';

const platformPaths = ['/health', '/ready', '/metrics', '/openapi.json', '/docs', '/.well-known'];

function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`);
}

/** The surface a request path addresses: the longest mount point it is under. */
export function surfaceOfPath(path: string): Surface {
  if (platformPaths.some((p) => under(path, p))) return platformSurface;
  let best: Surface | undefined;
  for (const s of surfaces) {
    if (s.prefix === '' || !under(path, s.prefix)) continue;
    if (best === undefined || s.prefix.length > best.prefix.length) best = s;
  }
  return best ?? (surfaces.find((s) => s.prefix === '') as Surface);
}

/** A URL refused before any route saw it; the part of it at fault is its one problem. */
const urlError = (message: string, part: 'path' | 'query', problem: string): AppError =>
  new AppError('request_validation_error', message, { errors: [{ field: part, location: part, message: problem }] });

/** The catalogue error of a router failure (Fastify's `frameworkErrors`). */
export function routerError(err: { code?: string }): AppError {
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return urlError('a path parameter is longer than 200 characters', 'path', 'has a parameter longer than 200 characters');
  }
  if (err.code === 'FST_ERR_BAD_URL') {
    return urlError('the URL is malformed (invalid percent-encoding)', 'path', 'has invalid percent-encoding');
  }
  return new AppError('bad_request', 'the request is malformed', null);
}

/**
 * The router refuses a path with invalid percent-encoding, but the query-string parser
 * keeps such a sequence as raw text (`?query=%ZZ` searched for "%ZZ"): a query string
 * with `%` must decode as UTF-8, or the request is refused the way the path is.
 */
export function malformedQuery(url: string): AppError | null {
  const q = url.indexOf('?');
  if (q < 0 || url.indexOf('%', q) < 0) return null;
  try {
    decodeURIComponent(url.slice(q + 1));
    return null;
  } catch {
    return urlError('the URL is malformed (invalid percent-encoding)', 'query', 'has invalid percent-encoding');
  }
}

export function frameworkErrorHandler(err: Error & { code?: string }, req: FastifyRequest, reply: FastifyReply): void {
  const surface = surfaceOfPath(req.raw.url ?? '/');
  const e = routerError(err);
  req.log.info({ code: e.code, status: statusOf(e), framework_code: err.code }, e.message);
  void reply
    .status(surface.status?.(e) ?? statusOf(e))
    .header('x-request-id', String(req.id))
    .send(surface.render(e, String(req.id)));
}

/** The catalogue error for a request Node's parser refused. */
function parserError(err: Error & { code?: string }): AppError {
  switch (err.code) {
    case 'HPE_HEADER_OVERFLOW':
      return new AppError('headers_too_large', 'the request line and headers exceed 16 KiB', null);
    case 'HPE_HEADER_TIMEOUT':
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new AppError('request_timeout', 'the request was not received in time', null);
    default:
      return new AppError('bad_request', 'the request is not valid HTTP', null);
  }
}

/** The path of a refused request, read from the bytes that arrived (its request line). */
function pathOfRaw(raw: unknown): string {
  if (!Buffer.isBuffer(raw)) return '/';
  const line = raw.subarray(0, 4096).toString('latin1').split('\r\n', 1)[0] ?? '';
  const target = line.split(' ')[1] ?? '/';
  return target.startsWith('/') ? target : '/';
}

/** Node's `clientError`: answers in the addressed surface's body, then closes the connection. */
export function clientErrorHandler(err: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy(err);
    return;
  }
  const surface = surfaceOfPath(pathOfRaw(err.rawPacket));
  const e = parserError(err);
  const status = surface.status?.(e) ?? statusOf(e);
  const requestId = randomUUID();
  const body = JSON.stringify(surface.render(e, requestId));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      `x-request-id: ${requestId}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}
