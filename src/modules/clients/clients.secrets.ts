// Client secrets are stored only as scrypt hashes (a slow, memory-hard KDF) and
// compared in constant time. A hash also keeps a 32-bit tag of the secret (SHA-256 of
// salt and secret), which refuses a wrong secret without the scrypt: only a secret whose
// tag matches (the right one, or one wrong secret in four billion) pays for the hash, so
// wrong secrets sent at a client cost the server a SHA-256 each
// (docs/authentication.md, "Failed logins").

import { createHash, randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCb) as (pw: string, salt: Buffer, len: number, opts: object) => Promise<Buffer>;
const params = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const keyLength = 32;

export function generateSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function generateClientId(): string {
  return `cli_${randomBytes(12).toString('hex')}`;
}

/** The first 4 bytes of SHA-256(salt, secret): 32 of a 256-bit secret's bits, which tell most wrong secrets apart. */
function tagOf(secret: string, salt: Buffer): Buffer {
  return createHash('sha256').update(salt).update(secret, 'utf8').digest().subarray(0, 4);
}

/** `scrypt$N$r$p$salt$hash$tag`. */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(secret, salt, keyLength, params);
  return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString('base64url')}$${hash.toString('base64url')}$${tagOf(secret, salt).toString('base64url')}`;
}

// An unknown client id is refused as a wrong secret of a known one is: by the tag (this
// one's salt and tag belong to no secret anyone holds), so timing does not tell them apart.
const dummyHash = `scrypt$${params.N}$${params.r}$${params.p}$${Buffer.alloc(16).toString('base64url')}$${Buffer.alloc(keyLength).toString('base64url')}$${Buffer.alloc(4).toString('base64url')}`;

/**
 * Whether `secret` is the one `stored` was made from. A hash made before the tags
 * (`scrypt$N$r$p$salt$hash`, six parts) is checked by its scrypt alone.
 */
export async function verifySecret(secret: string, stored: string | null): Promise<boolean> {
  const parts = (stored ?? dummyHash).split('$');
  if ((parts.length !== 6 && parts.length !== 7) || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltB64, hashB64, tagB64] = parts as [string, string, string, string, string, string, string | undefined];
  const salt = Buffer.from(saltB64, 'base64url');
  if (tagB64 !== undefined) {
    const tag = Buffer.from(tagB64, 'base64url');
    const presented = tagOf(secret, salt);
    if (tag.length !== presented.length || !timingSafeEqual(tag, presented)) return false;
  }
  const expected = Buffer.from(hashB64, 'base64url');
  const actual = await scrypt(secret, salt, expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: params.maxmem,
  });
  return stored !== null && actual.length === expected.length && timingSafeEqual(actual, expected);
}

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  if (ab.length !== bb.length) {
    timingSafeEqual(ab, ab);
    return false;
  }
  return timingSafeEqual(ab, bb);
}
