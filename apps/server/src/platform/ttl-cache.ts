/** A read-through cache whose entries live a fixed time; see createTtlCache. */
export interface TtlCache<V> {
  /** The cached value of `key`, or `load()`'s once it resolves; a failed load is not kept. */
  get(key: string, load: () => Promise<V>): Promise<V>;
  clear(): void;
}

interface Entry<V> {
  value: Promise<V>;
  expires: number;
}

/**
 * An in-process cache for public reads that many shoppers make at once (a goods page in a sale). Concurrent
 * misses of one key share a single load, so a burst costs one query, not fifty. With `ttlMs` 0 it caches nothing
 * (the API tests, which change rows and read them back at once). Past `maxEntries` the oldest entry goes.
 */
export function createTtlCache<V>(ttlMs: number, maxEntries = 10_000, now: () => number = Date.now): TtlCache<V> {
  const entries = new Map<string, Entry<V>>();
  return {
    get(key, load) {
      if (ttlMs <= 0) return load();
      const hit = entries.get(key);
      const at = now();
      if (hit && hit.expires > at) return hit.value;
      if (hit) entries.delete(key);
      const value = load();
      const entry = { value, expires: at + ttlMs };
      entries.set(key, entry);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
