// POST /auth/token: the OAuth 2.0 client-credentials grant (RFC 6749 section 4.4).
// Client authentication by HTTP Basic or by body fields; form-encoded or JSON bodies.

import { Type } from 'typebox';
import type { TokenService } from './tokens.service.ts';
import type { RouteMount } from '../../http/surfaces/surface.ts';
import type { App } from '../../http/app.ts';
import { publicRoute } from '../../http/auth/route-auth.ts';
import { AppError } from '../../lib/errors.ts';
import { unstorable } from '../../http/validation.ts';

const TokenRequest = Type.Object(
  {
    grant_type: Type.Optional(Type.String({ maxLength: 64 })),
    client_id: Type.Optional(Type.String({ maxLength: 256 })),
    client_secret: Type.Optional(Type.String({ maxLength: 512 })),
    scope: Type.Optional(Type.String({ maxLength: 1024 })),
  },
  {
    additionalProperties: true,
    examples: [{ grant_type: 'client_credentials', client_id: '0b7e4c0e-6f1e-4d2a-9a57-3f0c2f1f9c11', client_secret: 'cs_live_3f9d2c7a1b8e4f60' }],
  },
);

const TokenResponse = Type.Object(
  {
    access_token: Type.String(),
    token_type: Type.Literal('Bearer'),
    expires_in: Type.Integer(),
  },
  { examples: [{ access_token: 'eyJhbGciOiJFUzI1NiIsImtpZCI6ImsxIn0.eyJzdWIiOiJjbGllbnQifQ.c2lnbmF0dXJl', token_type: 'Bearer', expires_in: 3600 }] },
);

const invalidRequest = (message: string) => new AppError('request_validation_error', message, { oauth_error: 'invalid_request' });

function basicCredentials(header: unknown): { id: string; secret: string } | null {
  if (typeof header !== 'string') return null;
  const m = /^Basic\s+([A-Za-z0-9+/=]{1,2048})\s*$/i.exec(header);
  if (!m) return null;
  const decoded = Buffer.from(m[1] as string, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  try {
    const id = decodeURIComponent(decoded.slice(0, colon));
    const secret = decodeURIComponent(decoded.slice(colon + 1));
    // Decoded after validation, so the validator's rule is applied here: a NUL (%00)
    // would otherwise reach the client lookup, which the database refuses.
    return unstorable(id) === null && unstorable(secret) === null ? { id, secret } : null;
  } catch {
    return null;
  }
}

export async function tokenRoutes(app: App, tokens: Pick<TokenService, 'issue'>): Promise<void> {
  app.post(
    '/token',
    {
      config: publicRoute,
      // For JSON bodies as for forms (the form parser's own limit).
      bodyLimit: 64 * 1024,
      schema: {
        summary: 'Issue an access token (client credentials grant)',
        description:
          'Form-encoded (or JSON) `grant_type=client_credentials`, `client_id`, `client_secret`; HTTP Basic client authentication is accepted too. Errors follow RFC 6749 section 5.2.',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: TokenRequest,
        response: { 200: TokenResponse },
      },
    },
    async (req, reply) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      for (const v of Object.values(body)) if (typeof v !== 'string') throw invalidRequest('every parameter must be a string');
      const basic = basicCredentials(req.headers.authorization);
      if (typeof req.headers.authorization === 'string' && /^Basic/i.test(req.headers.authorization) && basic === null) {
        throw new AppError('unauthorized', 'malformed HTTP Basic credentials', { oauth_error: 'invalid_client' });
      }
      const grant = body.grant_type as string | undefined;
      if (grant === undefined || grant === '') throw invalidRequest('grant_type is required');
      if (grant !== 'client_credentials') {
        throw new AppError('request_validation_error', 'only the client_credentials grant is supported', { oauth_error: 'unsupported_grant_type' });
      }
      if (basic !== null && body.client_id !== undefined && body.client_id !== basic.id) {
        throw invalidRequest('client_id in the body does not match the HTTP Basic credentials');
      }
      // RFC 6749 section 2.3: one authentication method per request. A client_id in the
      // body beside HTTP Basic only names the client (section 3.2.1); a secret there is a second method.
      if (basic !== null && body.client_secret !== undefined) {
        throw invalidRequest('authenticate with HTTP Basic or with client_secret in the body, not both');
      }
      const clientId = basic?.id ?? (body.client_id as string | undefined);
      const clientSecret = basic?.secret ?? (body.client_secret as string | undefined);
      if (!clientId || !clientSecret) {
        throw new AppError('unauthorized', 'client_id and client_secret are required', { oauth_error: 'invalid_client' });
      }
      const { accessToken, expiresIn } = await tokens.issue({ clientId, clientSecret, source: req.ip });
      reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
      return { access_token: accessToken, token_type: 'Bearer' as const, expires_in: expiresIn };
    },
  );
}

/** The token endpoint, which the OAuth surface mounts. */
export const tokenMounts = (tokens: Pick<TokenService, 'issue'>): RouteMount[] => [{ surface: 'oauth', register: (app) => tokenRoutes(app, tokens) }];
