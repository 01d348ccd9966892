// Passwords are stored only as argon2id hashes (@node-rs/argon2 ships prebuilt binaries,
// so nothing is compiled at install). Session and invitation tokens are 256-bit random
// strings stored only as SHA-256 hashes: a leaked table opens no session.

import { createHash, randomBytes } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, two passes, one lane.
// `Algorithm` is a const enum, which this project's module syntax cannot read: 2 is Argon2id.
const options = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, options);

// Checking a password of an unknown email still costs one hash, so timing does not
// reveal which emails have an account.
let dummy: Promise<string> | null = null;

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (stored === null) {
    dummy ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await dummy, password);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

export const randomToken = (): string => randomBytes(32).toString('base64url');

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('base64url');

/** A user id: the `sub` of the access tokens the console mints for the user (client ids start `cli_`). */
export const generateUserId = (): string => `usr_${randomBytes(12).toString('hex')}`;
