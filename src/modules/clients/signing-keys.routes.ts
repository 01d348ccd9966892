// `/admin/signing-keys`: the keys that sign access tokens, their rotation, and the
// retirement of a key at once (a key that leaked).
import { Type } from 'typebox';
import type { TokenService } from './tokens.service.ts';
import type { RouteMount } from '../../http/surfaces/surface.ts';
import type { App } from '../../http/app.ts';
import { adminRoute } from '../../http/auth/route-auth.ts';
import { optionalBody } from '../../http/validation.ts';
import { DEFAULT_ACTIVATE_IN_SECONDS, JWKS_MAX_AGE_SECONDS } from './signing-keys.service.ts';

const SigningKey = Type.Object({
  kid: Type.String(),
  alg: Type.String(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('signing'), Type.Literal('verifying'), Type.Literal('retired')], {
    description:
      'pending: published, signs from activates_at; signing: signs the tokens issued now; verifying: no longer signs, verifies the tokens it signed until retires_at; retired: verifies nothing',
  }),
  created_at: Type.String({ format: 'date-time' }),
  activates_at: Type.String({ format: 'date-time' }),
  retires_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'when the key stops verifying; null until a rotation replaces it' }),
  public_jwk: Type.Record(Type.String(), Type.Unknown(), { description: 'the public key as the JWKS publishes it' }),
});

const RotateBody = Type.Object(
  {
    activate_in_seconds: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 604_800,
        default: DEFAULT_ACTIVATE_IN_SECONDS,
        description: `seconds until the new key signs; until then it is only published, so verifiers that cache the JWKS (up to ${JWKS_MAX_AGE_SECONDS} s) know it first. 0 signs at once: for a key that leaked, before retiring it`,
      }),
    ),
  },
  { additionalProperties: false },
);

export async function adminSigningKeyRoutes(app: App, tokens: SigningKeys): Promise<void> {
  app.get(
    '/signing-keys',
    {
      config: adminRoute,
      schema: {
        summary: 'List the token signing keys',
        description: 'Every key, retired ones included, newest activation first. Private keys are never shown.',
        response: { 200: Type.Object({ items: Type.Array(SigningKey) }) },
      },
    },
    async () => ({ items: await tokens.listKeys() }),
  );

  app.post(
    '/signing-keys',
    {
      config: adminRoute,
      // The body is optional: no body rotates with the default delay.
      preValidation: optionalBody,
      schema: {
        summary: 'Rotate the token signing key',
        description:
          'Makes a new key, published at once and signing from activates_at. The keys it replaces keep verifying the tokens they signed for one token lifetime (and a minute) after that, then retire; a key still waiting to sign retires now.',
        body: RotateBody,
        response: { 201: SigningKey },
      },
    },
    async (req, reply) => reply.status(201).send(await tokens.rotate(req.body.activate_in_seconds ?? DEFAULT_ACTIVATE_IN_SECONDS)),
  );

  app.delete(
    '/signing-keys/:kid',
    {
      config: adminRoute,
      schema: {
        summary: 'Retire a signing key now',
        description:
          'Tokens the key signed stop authenticating: on the process that answers at once, on the others within AUTH_CLIENT_CACHE_SECONDS (at least a second). The key that signs now is refused (422): rotate with activate_in_seconds 0 first. A retired key answers as it is.',
        params: Type.Object({ kid: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: { 200: SigningKey },
      },
    },
    async (req) => tokens.retire(req.params.kid),
  );
}

type SigningKeys = Pick<TokenService, 'listKeys' | 'rotate' | 'retire'>;

/** The operator's signing-key routes. */
export const signingKeyMounts = (tokens: SigningKeys): RouteMount[] => [{ surface: 'admin', register: (app) => adminSigningKeyRoutes(app, tokens) }];
