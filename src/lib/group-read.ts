// A group read: the read-side twin of the group commit. Reads by key that arrive while
// an earlier read runs are made together by the next one, in one statement.

import { createGroupCommit } from './group-commit.ts';

export interface GroupRead<K, V> {
  /** The row of `key`, or null when there is none. */
  get(key: K): Promise<V | null>;
}

/**
 * `readMany` reads the rows of several distinct keys in one statement and answers them
 * with the key of each (`keyOf` turns a key into the string that identifies it). One
 * read alone runs after the current turn of the event loop, so nothing waits for long
 * on an idle system. A request never joins a read that started before it arrived: it
 * waits for the next one, so it sees every write committed before it was made (no stale
 * answer, as a cache or a shared in-flight read could give).
 */
export function createGroupRead<K, V>(readMany: (keys: K[]) => Promise<Array<{ key: string; row: V }>>, keyOf: (key: K) => string): GroupRead<K, V> {
  const reads = createGroupCommit<K, V | null>(async (_queue, keys) => {
    const distinct = new Map<string, K>();
    for (const k of keys) distinct.set(keyOf(k), k);
    const found = new Map((await readMany([...distinct.values()])).map((r) => [r.key, r.row]));
    return keys.map((k) => ({ ok: true as const, value: found.get(keyOf(k)) ?? null }));
  });
  return { get: (key) => reads.submit('read', key) };
}
