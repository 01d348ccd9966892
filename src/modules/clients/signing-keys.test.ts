// Signing-key rotation through HTTP: a rotated key is published before it signs, the
// keys it replaces keep verifying their tokens until those expire, and a retired key's
// tokens stop authenticating on every process.
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHarness, type Harness } from '../../../test/harness.ts';

let h: Harness;
let client: { client_id: string; client_secret: string };

interface KeyBody {
  kid: string;
  alg: string;
  status: string;
  created_at: string;
  activates_at: string;
  retires_at: string | null;
  public_jwk: Record<string, unknown>;
}

beforeAll(async () => {
  h = await createHarness();
  const org = await h.createOrganization();
  client = await h.createClient(org.id, ['admin']);
});
afterAll(async () => h.close());

const keys = async (app = h.app): Promise<KeyBody[]> => {
  const res = await app.inject({ method: 'GET', url: '/admin/signing-keys', headers: h.admin });
  expect(res.statusCode).toBe(200);
  return res.json().items;
};
const keyOf = async (kid: string, app = h.app) => (await keys(app)).find((k) => k.kid === kid);
const rotate = (payload?: unknown) =>
  h.app.inject({ method: 'POST', url: '/admin/signing-keys', headers: h.admin, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const retire = (kid: string, app = h.app) => app.inject({ method: 'DELETE', url: `/admin/signing-keys/${encodeURIComponent(kid)}`, headers: h.admin });
const getOrg = (token: string, app = h.app) => app.inject({ method: 'GET', url: '/org', headers: { authorization: `Bearer ${token}` } });
const jwks = async (app = h.app) => (await app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json() as { keys: Array<{ kid: string }> };
const kidOf = (token: string) => decodeProtectedHeader(token).kid as string;

/** Longer than a process keeps its keys without reloading them (the harness's AUTH_CLIENT_CACHE_SECONDS is 0: a second). */
const pastKeyRefresh = () => new Promise((r) => setTimeout(r, 1_100));

describe('signing keys', () => {
  it('rotates, publishes before signing, keeps old tokens valid, and retires a key on every process', async () => {
    // One key at first, signing, without its private part.
    const [first, ...none] = await keys();
    expect(none).toEqual([]);
    expect(first).toMatchObject({ alg: 'ES256', status: 'signing', retires_at: null });
    expect(first?.public_jwk).toMatchObject({ kid: first?.kid, kty: 'EC', crv: 'P-256', use: 'sig', alg: 'ES256' });
    expect(first?.public_jwk).not.toHaveProperty('d');
    const oldToken = await h.token(client);
    expect(kidOf(oldToken)).toBe(first?.kid);

    // A rotation with no body: the new key is published, and waits ten minutes to sign.
    const before = Date.now();
    const pendingRes = await rotate();
    expect(pendingRes.statusCode).toBe(201);
    const pending = pendingRes.json() as KeyBody;
    expect(pending).toMatchObject({ status: 'pending', retires_at: null });
    const wait = Date.parse(pending.activates_at) - before;
    expect(wait).toBeGreaterThan(590_000);
    expect(wait).toBeLessThan(610_000);
    const published = await h.app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
    expect(published.headers['cache-control']).toBe('public, max-age=300');
    expect(published.json().keys.map((k: { kid: string }) => k.kid).sort()).toEqual([first?.kid, pending.kid].sort());
    // The old key still signs, and retires a token lifetime and a minute after the new one signs.
    expect(kidOf(await h.token(client))).toBe(first?.kid);
    const replaced = await keyOf(first?.kid as string);
    expect(replaced?.status).toBe('signing');
    expect(Date.parse(replaced?.retires_at as string) - Date.parse(pending.activates_at)).toBe((3600 + 60) * 1000);

    // A second process on the same database signs with the same key.
    const second = await createHarness({}, { database: h.db });
    try {
      expect(kidOf(await second.token(client))).toBe(first?.kid);

      // A rotation that signs at once (a leaked key): the pending key never signed and retires now.
      const nowRes = await rotate({ activate_in_seconds: 0 });
      expect(nowRes.statusCode).toBe(201);
      const current = nowRes.json() as KeyBody;
      expect(current.status).toBe('signing');
      expect((await keyOf(pending.kid))?.status).toBe('retired');
      expect((await keyOf(first?.kid as string))?.status).toBe('verifying');
      const newToken = await h.token(client);
      expect(kidOf(newToken)).toBe(current.kid);
      await expect(jwtVerify(newToken, createLocalJWKSet(await jwks()))).resolves.toBeTruthy();
      // Both keys verify here and on the other process (which learns the new key from the token).
      for (const app of [h.app, second.app]) {
        expect((await getOrg(oldToken, app)).statusCode).toBe(200);
        expect((await getOrg(newToken, app)).statusCode).toBe(200);
      }
      // The other process, idle since, signs with the new key at its first token past the reload time.
      await pastKeyRefresh();
      expect(kidOf(await second.token(client))).toBe(current.kid);

      // The key that signs now cannot be retired; nothing changes.
      const refused = await retire(current.kid);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'validation_error', message: expect.stringContaining('rotate'), details: { kid: current.kid } });
      expect((await keyOf(current.kid))?.status).toBe('signing');

      // Retiring the old key: its tokens stop here at once, and on the other process (which
      // had verified and cached one) at its first request past the reload time.
      expect((await getOrg(oldToken, second.app)).statusCode).toBe(200);
      const retiredRes = await retire(first?.kid as string);
      expect(retiredRes.statusCode).toBe(200);
      expect(retiredRes.json()).toMatchObject({ kid: first?.kid, status: 'retired' });
      expect((await getOrg(oldToken)).statusCode).toBe(401);
      expect((await getOrg(newToken)).statusCode).toBe(200);
      expect((await jwks()).keys.map((k) => k.kid)).toEqual([current.kid]);
      await pastKeyRefresh();
      expect((await getOrg(oldToken, second.app)).statusCode).toBe(401);
      expect((await getOrg(newToken, second.app)).statusCode).toBe(200);
      expect((await jwks(second.app)).keys.map((k) => k.kid)).toEqual([current.kid]);

      // Retiring it again answers it as it is.
      const again = await retire(first?.kid as string);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ status: 'retired', retires_at: retiredRes.json().retires_at });

      // Newest activation first, retired keys kept.
      expect((await keys()).map((k) => [k.kid, k.status])).toEqual([
        [pending.kid, 'retired'],
        [current.kid, 'signing'],
        [first?.kid, 'retired'],
      ]);
    } finally {
      await second.app.close();
    }
  });

  it('cancels a rotation by retiring the key before it signs, leaving the signer as it was', async () => {
    const signer = (await keys()).find((k) => k.status === 'signing') as KeyBody;
    const token = await h.token(client);
    const pending = (await rotate({ activate_in_seconds: 300 })).json() as KeyBody;
    expect((await keyOf(signer.kid))?.retires_at).not.toBeNull();
    const cancelled = await retire(pending.kid);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('retired');
    // Nothing replaces the signer now: it has no end, signs, and its tokens go on.
    expect(await keyOf(signer.kid)).toMatchObject({ status: 'signing', retires_at: null });
    expect(kidOf(await h.token(client))).toBe(signer.kid);
    expect((await getOrg(token)).statusCode).toBe(200);
    expect((await jwks()).keys.map((k) => k.kid)).toEqual([signer.kid]);
  });

  // On PostgreSQL only: the embedded database runs in this process, and under Node.js 22
  // its clock follows the mocked Date.now, so no skew between the two can be made there.
  it.runIf(process.env.TEST_DATABASE_URL)("decides by the database's clock, whatever this process's clock reads", async () => {
    const realNow = Date.now.bind(Date);
    // A process whose clock runs three seconds behind the database's, from its start.
    const spy = vi.spyOn(Date, 'now').mockImplementation(() => realNow() - 3_000);
    const skewed = await createHarness({}, { database: h.db }).catch((err: unknown) => {
      spy.mockRestore();
      throw err;
    });
    try {
      const before = await keys(skewed.app);
      const old = before.find((k) => k.status === 'signing') as KeyBody;
      const current = (await skewed.app.inject({ method: 'POST', url: '/admin/signing-keys', headers: h.admin, payload: { activate_in_seconds: 0 } })).json() as KeyBody;
      expect(current.status).toBe('signing');
      expect((await retire(old.kid, skewed.app)).statusCode).toBe(200);
      for (let i = 0; i < 3; i++) expect(kidOf(await skewed.token(client))).toBe(current.kid);
      expect(await keys(skewed.app)).toHaveLength(before.length + 1);
    } finally {
      spy.mockRestore();
      await skewed.app.close();
    }
  });

  it('refuses bad rotations and unknown keys, changing nothing', async () => {
    const before = await keys();
    for (const payload of [{ activate_in_seconds: -1 }, { activate_in_seconds: 604_801 }, { activate_in_seconds: 1.5 }, { activate_in_seconds: '60' }, { kid: 'mine' }, [1]]) {
      const res = await rotate(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().code).toBe('request_validation_error');
    }
    const missing = await retire('no-such-key');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('entity_not_found');
    expect((await retire('x'.repeat(101))).statusCode).toBe(422);
    expect(await keys()).toEqual(before);
  });
});
