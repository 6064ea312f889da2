/** A read-through cache whose entries live a fixed time; see createTtlCache. */
export interface TtlCache<V> {
  /** The cached value of `key`, or `load()`'s once it resolves; a failed load is not kept. */
  get(key: string, load: () => Promise<V>): Promise<V>;
  clear(): void;
}

interface Entry<V> {
  value: Promise<V>;
  expires: number;
  /** Set once the value resolved: only a settled value may be served stale. */
  settled: boolean;
  /** A reload under way for a stale entry, so a burst of calls starts one. */
  reloading: boolean;
}

/**
 * An in-process cache for public reads that many shoppers make at once (a goods page in a sale). Concurrent
 * misses of one key share a single load, so a burst costs one query, not fifty. With `ttlMs` 0 it caches nothing
 * (the API tests, which change rows and read them back at once). Past `maxEntries` the oldest entry goes.
 *
 * With `staleMs`, an entry past its time but within `staleMs` more is still answered at once while one reload runs in
 * the background: for reads whose load is dear (a count over a large category, a search over a million goods), so
 * that no shopper waits for it once the key is warm. A failed reload keeps the old value until the stale time ends.
 */
export function createTtlCache<V>(ttlMs: number, maxEntries = 10_000, now: () => number = Date.now, staleMs = 0): TtlCache<V> {
  const entries = new Map<string, Entry<V>>();
  const start = (key: string, load: () => Promise<V>, at: number): Entry<V> => {
    const entry: Entry<V> = { value: load(), expires: at + ttlMs, settled: false, reloading: false };
    entries.set(key, entry);
    entry.value.then(
      () => {
        entry.settled = true;
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    return entry;
  };
  return {
    get(key, load) {
      if (ttlMs <= 0) return load();
      const hit = entries.get(key);
      const at = now();
      if (hit && hit.expires > at) return hit.value;
      if (hit && hit.settled && hit.expires + staleMs > at) {
        if (!hit.reloading) {
          hit.reloading = true;
          // The fresh value replaces the stale one once it is in; until then every call gets the stale one.
          load().then(
            (value) => {
              if (entries.get(key) === hit) entries.set(key, { value: Promise.resolve(value), expires: now() + ttlMs, settled: true, reloading: false });
            },
            () => {
              hit.reloading = false;
            },
          );
        }
        return hit.value;
      }
      if (hit) entries.delete(key);
      return start(key, load, at).value;
    },
    clear() {
      entries.clear();
    },
  };
}
