// A bounded in-process cache with per-entry expiry. Used only for values that may be
// stale for a short, configured time (token claims until expiry, client revocation for
// a few seconds): the database stays the source of truth shared by every process.
export class TtlCache<K, V> {
  private readonly map = new Map<K, { value: V; expiresAt: number }>();
  constructor(private readonly maxEntries: number) {}

  get(key: K, now = Date.now()): V | undefined {
    const hit = this.map.get(key);
    if (hit === undefined) return undefined;
    if (hit.expiresAt <= now) {
      this.map.delete(key);
      return undefined;
    }
    return hit.value;
  }

  set(key: K, value: V, expiresAt: number): void {
    if (this.map.size >= this.maxEntries) {
      // Evict the oldest insertion; Map iterates in insertion order.
      const oldest = this.map.keys().next();
      if (!oldest.done) this.map.delete(oldest.value);
    }
    this.map.set(key, { value, expiresAt });
  }

  delete(key: K): void {
    this.map.delete(key);
  }

  clear(): void {
    this.map.clear();
  }

  /** Forgets every entry whose key matches (a walk of the whole cache: for rare changes only). */
  deleteWhere(matches: (key: K) => boolean): void {
    for (const key of this.map.keys()) if (matches(key)) this.map.delete(key);
  }
}
