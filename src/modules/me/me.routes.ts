// `/numbers/health` (no credential, no envelope) and `/numbers/me` (the caller's token
// and organisation context).
import { Type } from 'typebox';
import type { App } from '../../http/app.ts';
import { principalOf } from '../../http/auth/guard.ts';
import { publicRoute, read } from '../../http/auth/route-auth.ts';
import { ok } from '../../http/envelope.ts';

const Me = Type.Object({
  organization_id: Type.String({ format: 'uuid' }),
  client_id: Type.String(),
  roles: Type.Array(Type.String()),
  services: Type.Array(Type.String()),
  token_expires_at: Type.String({ format: 'date-time' }),
});

export async function meRoutes(app: App): Promise<void> {
  app.get(
    '/health',
    {
      config: publicRoute,
      schema: { summary: 'Liveness of the phone-number service', response: { 200: Type.Object({ ok: Type.Boolean(), timestamp: Type.String({ format: 'date-time' }) }) } },
    },
    async () => ({ ok: true, timestamp: new Date().toISOString() }),
  );

  app.get(
    '/me',
    {
      config: read('numbers'),
      schema: { summary: 'The token and organisation context of the caller', description: '`services`: the services the organisation has enabled.', response: { 200: ok(Me) } },
    },
    async (req) => {
      const p = principalOf(req);
      return {
        success: true as const,
        data: { organization_id: p.organizationId, client_id: p.clientId, roles: [...p.roles], services: [...p.services], token_expires_at: p.tokenExpiresAt.toISOString() },
      };
    },
  );
}
