// The key ring's loading against a fake repository whose reads can be held: what a
// running database cannot be made to do on cue (a read that started before a change,
// a read that never answers).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientsRepo, SigningKeyRow } from './clients.repo.ts';
import { createKeyRing, signerOf, withEnds } from './signing-keys.service.ts';

const HOUR = 3_600_000;

function fakeRepo() {
  const rows: SigningKeyRow[] = [];
  let held: Array<() => void> | null = null;
  let rotationWritten: () => void = () => {};
  const rotated = new Promise<void>((resolve) => {
    rotationWritten = resolve;
  });
  const row = (r: { kid: string; publicJwk: unknown; privateJwk: unknown }, activatesAt: number): SigningKeyRow => ({
    kid: r.kid,
    alg: 'ES256',
    publicJwk: r.publicJwk,
    privateJwk: r.privateJwk,
    createdAt: new Date(Date.now()),
    activatesAt: new Date(activatesAt),
    retiredAt: null,
  });
  const repo = {
    /** Reads the rows when called; with hold(), answers only when released (or never). */
    async signingKeysWithNow() {
      const snapshot = rows.map((r) => ({ ...r }));
      const now = Date.now();
      if (held !== null) await new Promise<void>((resolve) => held?.push(resolve));
      return { rows: snapshot, now };
    },
    async insertSigningKey(r: { kid: string; publicJwk: unknown; privateJwk: unknown }) {
      rows.push(row(r, Date.now()));
    },
    async rotateSigningKey(r: { kid: string; publicJwk: unknown; privateJwk: unknown }, activateInSeconds: number) {
      const added = row(r, Date.now() + activateInSeconds * 1000);
      rows.push(added);
      rotationWritten();
      return added;
    },
    async retireSigningKey(kid: string) {
      const found = rows.find((r) => r.kid === kid);
      if (found === undefined) return 'not_found' as const;
      found.retiredAt = new Date(Date.now());
      return 'retired' as const;
    },
  };
  return {
    repo: repo as unknown as ClientsRepo,
    rows,
    /** Settles when a rotation has written its key (key generation runs off the event loop). */
    rotated,
    hold: () => {
      held = [];
    },
    release: () => {
      const waiting = held ?? [];
      held = null;
      for (const resolve of waiting) resolve();
    },
  };
}

describe('key ring', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads a rotation or retirement with a load that starts after it, not one already running', async () => {
    const fake = fakeRepo();
    const ring = createKeyRing({ clientsRepo: fake.repo, tokenLifetimeMs: HOUR, refreshMs: 1_000 });
    await ring.ensure();
    const first = fake.rows[0]?.kid as string;
    // Half the refresh time on: a request starts a background load, which is held.
    vi.advanceTimersByTime(600);
    fake.hold();
    expect(ring.liveNow(first)).toBe(true);
    const rotated = ring.rotate(0);
    // The held load read the keys before the rotation wrote its key; release it only then.
    await fake.rotated;
    expect(fake.rows).toHaveLength(2);
    fake.release();
    const view = await rotated;
    expect(view.status).toBe('signing');
    const retired = await ring.retire(first);
    expect(retired.status).toBe('retired');
    expect(ring.liveNow(first)).toBe(false);
  });

  it('gives up a load that never answers, goes on with the keys it has, and loads again later', async () => {
    const fake = fakeRepo();
    const errors: unknown[] = [];
    const ring = createKeyRing({ clientsRepo: fake.repo, tokenLifetimeMs: HOUR, refreshMs: 1_000, onRefreshError: (err) => errors.push(err) });
    await ring.ensure();
    const first = fake.rows[0]?.kid as string;
    fake.hold(); // never released
    vi.advanceTimersByTime(1_500);
    const answer = ring.live(first);
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(answer).resolves.toBe(true);
    expect(String(errors[0])).toContain('too long');
    // The database answers again: the next request past the refresh time loads anew.
    fake.release();
    await fake.repo.insertSigningKey({ kid: 'second', alg: 'ES256', publicJwk: {}, privateJwk: {} });
    vi.advanceTimersByTime(1_500);
    expect(await ring.live('second')).toBe(true);
  });

  it('ends a key a token lifetime after the first successor that signed', () => {
    const key = (kid: string, activatesAt: number, retiredAt: number | null = null) => ({
      kid,
      alg: 'ES256',
      publicJwk: {},
      privateJwk: {},
      createdAt: 0,
      activatesAt,
      retiredAt,
    });
    // A -> B (cancelled before it activated) -> C -> D (retired after it signed).
    const ends = withEnds([key('a', 0), key('b', 100, 50), key('c', 200), key('d', 300, 400)], HOUR);
    const endOf = (kid: string) => ends.find((k) => k.kid === kid)?.endsAt;
    expect(endOf('a')).toBe(200 + HOUR + 60_000);
    expect(endOf('b')).toBe(50);
    expect(endOf('c')).toBe(300 + HOUR + 60_000);
    expect(endOf('d')).toBe(400);
    expect(signerOf(ends, 250)?.kid).toBe('c');
    expect(signerOf(ends, 350)?.kid).toBe('d');
  });
});
