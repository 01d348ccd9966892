// buildApp assembles the HTTP program from the container: plugins, the guard, one
// encapsulated scope per surface (each renders its own errors) and the platform
// routes. It never listens; main.ts does, and tests use inject().

import { randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Container } from '../container.ts';
import { AppError, invalidInput } from '../lib/errors.ts';
import { statusOf, toAppError } from './errors.ts';
import { clientErrorHandler, frameworkErrorHandler, malformedQuery } from './framework-errors.ts';
import { defaultsAreOptional, describeAnswers, documentTags, errorResponses, orderPaths, securityOf } from './openapi.ts';
import { addExamples } from './openapi.examples.ts';
import { openApiPath, operationIds } from './openapi.operations.ts';
import { platformRoutes } from './platform.routes.ts';
import { surfaces } from './surfaces/index.ts';
import type { Surface } from './surfaces/surface.ts';
import { challenge, platformSurface } from './surfaces/surface.ts';
import { requestLoggerFactory } from './request-logger.ts';
import { createSerializerCompiler } from './serialization.ts';
import { createValidatorCompiler } from './validation.ts';

export type App = FastifyInstance<
  import('node:http').Server,
  import('node:http').IncomingMessage,
  import('node:http').ServerResponse,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

export interface RegisteredRoute {
  method: string;
  url: string;
  surface: string;
  auth: NonNullable<import('fastify').FastifyContextConfig['auth']>;
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
    /** Compiles every route's validators and serialisers now (they are compiled on first use). */
    compileSchemas(): void;
  }
}

const requestIdRe = /^[A-Za-z0-9._:-]{1,128}$/;

// Request ids the server makes: a random prefix per process and a counter, unique across
// processes and restarts without drawing random bytes for every request.
const requestIdPrefix = randomUUID().slice(0, 8);
let requestCounter = 0;
const nextRequestId = () => `${requestIdPrefix}-${(++requestCounter).toString(36)}`;

/** True when text Fastify's parser refused is JSON after all: it held a `__proto__` or `constructor.prototype` key. */
function poisoned(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

const poisonedBody = () =>
  invalidInput('body', 'body', 'has a "__proto__" key or a "constructor" object with a "prototype" key, which are refused');

/** Request parts in the order Fastify validates them; it stops at the first that fails. */
const requestParts = ['params', 'body', 'querystring', 'headers'] as const;

/**
 * A schema failure of one part of the request, with the failures of the parts Fastify
 * did not check after it, so the answer lists every problem of the request at once.
 */
function withOtherParts(err: unknown, req: FastifyRequest): unknown {
  const e = err as { validation?: unknown; validationContext?: string };
  if (!Array.isArray(e?.validation) || e.validationContext === undefined) return err;
  const after = requestParts.slice(requestParts.indexOf(e.validationContext as (typeof requestParts)[number]) + 1);
  const inputs = { params: req.params, body: req.body, querystring: req.query, headers: req.headers };
  const otherParts: Array<{ validationContext: string; validation: unknown[] }> = [];
  for (const part of after) {
    const validate = req.getValidationFunction(part) as unknown;
    if (typeof validate !== 'function') continue;
    const result = (validate as (data: unknown) => { error?: { validation?: unknown[] } } | boolean)(inputs[part]);
    if (typeof result === 'object' && Array.isArray(result.error?.validation)) otherParts.push({ validationContext: part, validation: result.error.validation });
  }
  return otherParts.length === 0 ? err : Object.assign(err as object, { otherParts });
}

function errorHandlerFor(surface: Surface) {
  return (err: unknown, req: FastifyRequest, reply: FastifyReply) => {
    const e: AppError = toAppError(withOtherParts(err, req), { bodyLimit: req.routeOptions.bodyLimit, accepts: surface.accepts });
    if (statusOf(e) >= 500) req.log.error({ err, code: e.code }, 'request failed');
    else req.log.info({ code: e.code, status: statusOf(e) }, e.message);
    const status = surface.status?.(e) ?? statusOf(e);
    reply.status(status).headers(e.headers);
    if (status === 401) reply.header('www-authenticate', challenge(surface, req.headers.authorization !== undefined));
    reply.send(surface.render(e, String(req.id)));
  };
}

function notFoundFor(surface: Surface) {
  return (req: FastifyRequest, reply: FastifyReply) => {
    const e = new AppError('route_not_found', `no route ${req.method} ${req.url.split('?')[0]}`);
    reply.status(surface.status?.(e) ?? 404).send(surface.render(e, String(req.id)));
  };
}

export async function buildApp(container: Container): Promise<App> {
  const app = Fastify({
    loggerInstance: container.logger,
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
    // Behind a load balancer, the client's address (req.ip) is the one the trusted proxies
    // name in X-Forwarded-For: the token endpoint throttles wrong secrets by it (TRUST_PROXY).
    trustProxy: container.config.trustProxy,
    // A request that reaches the server after shutdown began (on a keep-alive connection
    // the client was already writing to) is answered, with `connection: close`, instead
    // of Fastify's own 503 body: in-flight work finishes, and no framework body reaches a client.
    return503OnClosing: false,
    // Request logging is ours (one line per answer, in onResponse), keyed by request_id.
    logController: new LogController({ requestIdLogLabel: 'request_id', disableRequestLogging: true }),
    // req.log builds its child logger (bound to request_id) only when the request logs a line.
    childLoggerFactory: requestLoggerFactory,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && requestIdRe.test(given) ? given : nextRequestId();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Requests that never reach a route are answered in the addressed surface's body too.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  }).withTypeProvider<TypeBoxTypeProvider>() as unknown as App;

  // Set before any route exists, so every scope inherits them.
  const validators = createValidatorCompiler();
  const serializers = createSerializerCompiler();
  app.setValidatorCompiler(validators.compiler);
  app.setSerializerCompiler(serializers.compiler);
  app.decorate('compileSchemas', () => {
    validators.compileAll();
    serializers.compileAll();
  });
  app.removeContentTypeParser('text/plain');
  // JSON bodies: Fastify's parser (prototype poisoning refused), except that an empty
  // body is no body, as many clients send `Content-Type: application/json` on every call,
  // and a refused `__proto__` key is named as such rather than called invalid JSON.
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (body.length === 0) return done(null, undefined);
    json(req, body as string, (err, value) => (err ? done(poisoned(body as string) ? poisonedBody() : err, undefined) : done(null, value)));
  });
  app.decorate('registeredRoutes', [] as RegisteredRoute[]);
  app.decorateRequest('principal', null);
  app.decorateRequest('consoleSession', null);

  // Default-deny: a route that does not declare who may call it stops the program here.
  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as { auth?: RegisteredRoute['auth']; surface?: string };
    if (route.url.startsWith('/docs')) {
      route.config = { ...config, auth: { credential: 'public' } };
      route.schema = { ...(route.schema ?? {}), hide: true } as typeof route.schema;
      return;
    }
    if (config.auth === undefined) throw new Error(`route ${route.method} ${route.url} declares no access rule`);
  });

  // Once shutdown begins, answers close their connection, so a keep-alive client does
  // not hold the server open after its in-flight request is done.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Writes that requests leave behind their answers finish before the database closes.
  app.addHook('onClose', async () => {
    await container.smsOutbound.sender.drain();
  });
  // The per-request hooks take callbacks, not promises: a public route passes through
  // them without allocating one, and only the guard of a token route awaits anything.
  // Every answer: no content sniffing; and no caching unless a route chose otherwise (the
  // JWKS), since answers carry a tenant's data or a secret (docs/operations.md#security-settings).
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', String(req.id));
    const badQuery = malformedQuery(req.url);
    if (badQuery !== null) {
      done(badQuery);
      return;
    }
    let checked: Promise<void> | undefined;
    try {
      checked = container.guard.guard(req);
    } catch (err) {
      done(err as Error);
      return;
    }
    if (checked === undefined) done();
    else checked.then(() => done(), done);
  });
  // One line per answer, written by the root logger with the request id as a field.
  const { logger } = container;
  app.addHook('onResponse', (req, reply, done) => {
    container.metrics.observeRequest(req.method, req.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    if (logger.isLevelEnabled('info')) {
      logger.info({ request_id: req.id, method: req.method, url: req.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
    }
    done();
  });

  const allSurfaces = [...surfaces, platformSurface];
  const tags = documentTags.map((t) => ({ name: (allSurfaces.find((s) => s.name === t.surface) as Surface).tag, description: t.description }));
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Connectivity platform',
        version: '1.0.0',
        description:
          'Connectivity management (`/`), reseller plans and links (`/v1`), phone numbers (`/numbers`), operator lookup (`/mccmnc`), the OAuth 2.0 token endpoint (`/auth/token`) and platform administration (`/admin`).',
        license: { name: 'Apache License 2.0', identifier: 'Apache-2.0' },
      },
      // Relative: the document is served by the platform it describes, whatever its address.
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Access token from POST /auth/token' },
          adminToken: { type: 'http', scheme: 'bearer', description: 'The platform operator token (ADMIN_TOKEN)' },
        },
      },
      tags,
    },
    transformObject: (d) => {
      const doc = defaultsAreOptional('openapiObject' in d ? d.openapiObject : d.swaggerObject);
      addExamples((doc as { paths?: Parameters<typeof addExamples>[0] }).paths ?? {});
      describeAnswers((doc as { paths?: Parameters<typeof describeAnswers>[0] }).paths ?? {});
      return orderPaths(doc, tags.map((t) => t.name));
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });

  app.setErrorHandler(errorHandlerFor(platformSurface));

  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => decorate(app, route, platformSurface));
    await platformRoutes(scope as unknown as App, container);
  });

  for (const surface of surfaces) {
    await app.register(
      async (scope) => {
        scope.setErrorHandler(errorHandlerFor(surface));
        scope.setNotFoundHandler(notFoundFor(surface));
        scope.addHook('onRoute', (route) => decorate(app, route, surface));
        await surface.setup?.(scope as unknown as App);
        for (const mount of container.routes) if (mount.surface === surface.name) await mount.register(scope as unknown as App);
      },
      { prefix: surface.prefix },
    );
  }
  return app;
}

/** Tags a surface's route for OpenAPI (security, error bodies) and records it for the security walk. */
function decorate(app: App, route: import('fastify').RouteOptions, surface: Surface): void {
  const config = (route.config ?? {}) as Record<string, unknown>;
  route.config = { ...config, surface: surface.name } as typeof route.config;
  const auth = (config as { auth?: RegisteredRoute['auth'] }).auth;
  if (auth !== undefined) {
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      if (method !== 'HEAD') app.registeredRoutes.push({ method, url: route.url, surface: surface.name, auth });
    }
  }
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const method = Array.isArray(route.method) ? route.method.find((m) => m !== 'HEAD') : route.method;
  const path = openApiPath(route.url.length > 1 ? route.url.replace(/\/$/, '') : route.url);
  const operationId = operationIds[`${String(method)} ${path}`];
  route.schema = {
    ...schema,
    ...(operationId !== undefined && schema.operationId === undefined ? { operationId } : {}),
    tags: [surface.tag],
    ...(auth ? { security: securityOf(auth) } : {}),
    response: { ...errorResponses(surface, auth), ...((schema.response as object) ?? {}) },
  } as typeof route.schema;
}
