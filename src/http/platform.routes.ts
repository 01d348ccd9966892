// Routes of the program itself rather than of one API: the index at `/`, liveness,
// readiness, metrics, the OpenAPI document and the public keys that verify access tokens.

import { Type } from 'typebox';
import type { Container } from '../container.ts';
import type { App } from './app.ts';
import { isoNow } from '../lib/clock.ts';
import { JWKS_MAX_AGE_SECONDS } from '../modules/clients/signing-keys.service.ts';
import { AppError } from '../lib/errors.ts';
import { safeEqual } from '../modules/clients/clients.secrets.ts';
import { bearerOf } from './auth/guard.ts';
import { publicRoute } from './auth/route-auth.ts';
import { surfaces } from './surfaces/index.ts';
import type { SurfaceName } from './surfaces/surface.ts';

const Health = Type.Object({ ok: Type.Boolean(), timestamp: Type.String({ format: 'date-time' }) });

// The APIs in the order a customer meets them: a token first, the operator's API last.
const readingOrder: readonly SurfaceName[] = ['oauth', 'connectivity', 'reseller', 'numbers', 'mccmnc', 'admin'];

const Index = Type.Object({
  name: Type.String(),
  apis: Type.Array(
    Type.Object({
      name: Type.String({ description: 'the API, as its errors and the OpenAPI tags name it' }),
      title: Type.String({ description: 'its OpenAPI tag' }),
      mount: Type.String({ description: 'the path its routes start with' }),
    }),
  ),
  links: Type.Object({
    docs: Type.String(),
    openapi: Type.String(),
    token: Type.String(),
    jwks: Type.String(),
    health: Type.String(),
    ready: Type.String(),
  }),
});

/** `GET /`: which APIs this server mounts where, and where their reference is. The same for every caller. */
const index = {
  name: 'Connectivity platform',
  // The console's own endpoints serve the console, not integrations: not listed.
  apis: surfaces
    .filter((s) => readingOrder.includes(s.name))
    .sort((a, b) => readingOrder.indexOf(a.name) - readingOrder.indexOf(b.name))
    .map((s) => ({ name: s.name, title: s.tag, mount: s.prefix === '' ? '/' : s.prefix })),
  links: { docs: '/docs', openapi: '/openapi.json', token: '/auth/token', jwks: '/.well-known/jwks.json', health: '/health', ready: '/ready' },
};

export async function platformRoutes(app: App, c: Container): Promise<void> {
  app.get(
    '/',
    {
      config: publicRoute,
      schema: {
        summary: 'Index of the APIs',
        description: 'The mounted APIs in the order a customer uses them, with links to the API reference and the OpenAPI document. No credential needed.',
        response: { 200: Index },
      },
    },
    async () => index,
  );

  app.get('/health', { config: publicRoute, schema: { summary: 'Liveness', response: { 200: Health } } }, async () => ({ ok: true, timestamp: isoNow() }));

  app.get(
    '/ready',
    {
      config: publicRoute,
      schema: {
        summary: 'Readiness: start-up work is done and the database answers',
        response: { 200: Type.Object({ ok: Type.Boolean(), database: Type.String() }), 503: Type.Object({ ok: Type.Boolean(), database: Type.String() }) },
      },
    },
    async (_req, reply) => {
      try {
        // The signing keys and reference data are in place (main.ts listens only after
        // that, but a listener added earlier must not be told the program can serve).
        if (!c.isPrepared()) throw new Error('not prepared');
        await c.database.ping();
        return { ok: true, database: c.database.kind };
      } catch {
        return reply.status(503).send({ ok: false, database: c.database.kind });
      }
    },
  );

  // Open unless METRICS_TOKEN is set (docs/operations.md#metrics): then a scraper sends it as a bearer token.
  const metricsToken = c.config.metricsToken;
  app.get('/metrics', { config: publicRoute, schema: { summary: 'Prometheus metrics', hide: true } }, async (req, reply) => {
    if (metricsToken !== null) {
      const bearer = bearerOf(req);
      if (bearer === null || !safeEqual(bearer, metricsToken)) throw new AppError('unauthorized', 'missing or invalid metrics token');
    }
    await c.beforeMetrics();
    reply.header('content-type', c.metrics.registry.contentType);
    return c.metrics.registry.metrics();
  });

  app.get('/openapi.json', { config: publicRoute, schema: { hide: true } }, async () => app.swagger());

  app.get(
    '/.well-known/jwks.json',
    {
      config: publicRoute,
      schema: {
        summary: 'Public keys that verify access tokens',
        description: `The keys that verify tokens now and a rotated key before it signs. Cacheable for ${JWKS_MAX_AGE_SECONDS} s, half the default wait of a rotated key.`,
        response: { 200: Type.Object({ keys: Type.Array(Type.Record(Type.String(), Type.Unknown())) }) },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', `public, max-age=${JWKS_MAX_AGE_SECONDS}`);
      return c.tokens.jwks();
    },
  );
}
