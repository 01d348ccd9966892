// The console's pages at /console (docs/console.md#how-it-is-built-and-served): every
// path but its API answers index.html, so a deep link or a reload opens the page it
// names; hashed assets are cached for a year. Not in the OpenAPI document.

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../http/app.ts';
import { publicRoute } from '../../http/auth/route-auth.ts';
import type { RouteMount } from '../../http/surfaces/surface.ts';
import { AppError } from '../../lib/errors.ts';
import type { ConsoleAssets } from './console.assets.ts';

/** The pages load only what the platform serves: no CDN, no inline script or style. */
export const consoleCsp = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const hide = { schema: { hide: true } } as const;

function pageHeaders(reply: FastifyReply): FastifyReply {
  return reply
    .header('content-security-policy', consoleCsp)
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', 'no-referrer');
}

async function index(assets: ConsoleAssets, reply: FastifyReply) {
  const html = await assets.index();
  if (html === null) throw new AppError('service_unavailable', 'the console is not built: `npm start` builds it (docs/console.md)');
  return pageHeaders(reply).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
}

const notFound = (req: FastifyRequest) => new AppError('route_not_found', `no route ${req.method} ${req.url.split('?')[0]}`);

export async function consoleAppRoutes(app: App, assets: ConsoleAssets): Promise<void> {
  app.get('/', { config: publicRoute, ...hide }, async (_req, reply) => index(assets, reply));

  app.get('/assets/:file', { config: publicRoute, ...hide }, async (req, reply) => {
    const asset = await assets.asset((req.params as { file: string }).file);
    if (asset === null) throw notFound(req);
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('vary', 'accept-encoding').type(asset.type);
    const gzip = asset.gzip !== null && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (gzip) reply.header('content-encoding', 'gzip');
    return reply.send(gzip ? asset.gzip : asset.body);
  });

  // Deep links: every other path is a page of the app; /console/api/... keeps its own 404.
  app.get('/*', { config: publicRoute, ...hide }, async (req, reply) => {
    const rest = (req.params as { '*': string })['*'];
    if (rest === 'api' || rest.startsWith('api/') || rest.startsWith('assets/')) throw notFound(req);
    return index(assets, reply);
  });
}

/** The console's pages, on their own surface (/console). */
export const consoleAppMounts = (assets: ConsoleAssets): RouteMount[] => [{ surface: 'console-app', register: (app) => consoleAppRoutes(app, assets) }];
