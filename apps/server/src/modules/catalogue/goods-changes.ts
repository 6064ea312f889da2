import type { EventBus } from '../../platform/events.ts';

/**
 * Goods whose page changed (a merchant's edit, shelving, a stock change). The goods page is cached per instance
 * (goods.service.ts); a change bumps the goods' version, which is part of the cache key, so the next read loads
 * afresh instead of waiting out the cache time. The instance that made the change bumps at once (the merchant who
 * saved sees it on their next call); the others hear it on the event bus (LISTEN/NOTIFY) a moment later.
 */
export interface GoodsChanges {
  /** The goods' version, to put in a cache key. */
  versionOf(goodsId: number): number;
  /** Says that the goods changed, here and on every instance; call it after the change committed. */
  announce(goodsId: number): Promise<void>;
}

const CHANNEL = 'goods_changed';
// A version entry is needed only while cache entries made before it may live; past this it is forgotten.
const FORGET_AFTER_MS = 10 * 60_000;
const PRUNE_ABOVE = 20_000;

const byBus = new WeakMap<EventBus, GoodsChanges>();

/** The goods changes of one app (one per event bus, so the reader and the writers of one app share it). */
export function goodsChangesOf(events: EventBus, now: () => number = Date.now): GoodsChanges {
  let found = byBus.get(events);
  if (found) return found;
  // Versions come from one counter, so a forgotten entry (version 0 again) can never equal a live one's key:
  // every entry cached under version 0 was made before the forgotten change, longer ago than any cache time.
  let counter = 0;
  const versions = new Map<number, { version: number; at: number }>();
  const bump = (goodsId: number) => {
    const at = now();
    versions.set(goodsId, { version: ++counter, at });
    if (versions.size > PRUNE_ABOVE) for (const [id, v] of versions) if (at - v.at > FORGET_AFTER_MS) versions.delete(id);
  };
  events.subscribe(CHANNEL, (payload) => {
    if (typeof payload === 'number' && Number.isSafeInteger(payload)) bump(payload);
  });
  found = {
    versionOf: (goodsId) => versions.get(goodsId)?.version ?? 0,
    async announce(goodsId) {
      bump(goodsId);
      await events.publish(CHANNEL, goodsId);
    },
  };
  byBus.set(events, found);
  return found;
}
