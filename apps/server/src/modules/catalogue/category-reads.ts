import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/database.ts';
import { notFound } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/events.ts';
import { createTtlCache, type TtlCache } from '../../platform/ttl-cache.ts';
import { category } from './catalogue.tables.ts';

/** An enabled category as the goods lists need it: which of the goods' category columns to match. */
export interface FoundCategory {
  id: number;
  parentId: number | null;
  level: number;
}

/**
 * What every category list reads besides its page of goods, kept per instance for the catalogue's cache time:
 * the category itself, and how many goods match a selection. Without it a list of 20 cards cost three statements
 * (the category, the page, the count over the whole category, the dearest of the three on a large category); with
 * it a warm list costs the one statement of its page, like a bare handler running one indexed query. A total may
 * be a minute or two old (a list's count, not money); whether another page follows is read from the page itself.
 * A platform change to categories clears the cache here and, through the event bus, on every instance.
 */
export interface CategoryReads {
  /** The enabled category, or 1004. */
  find(id: number): Promise<FoundCategory>;
  /** The count of `key`'s selection, loaded by `load` when not kept. */
  count(key: string, load: () => Promise<number>): Promise<number>;
  /** Says that categories changed (after the change committed): every instance forgets what it kept. */
  announce(): Promise<void>;
}

const CHANNEL = 'categories_changed';
/** How long a selection's count is kept, and how long past that it may still be answered while it reloads. */
const COUNT_FRESH_MS = 60_000;
const COUNT_STALE_MS = 60_000;
const byBus = new WeakMap<EventBus, CategoryReads>();

async function loadCategory(db: Db, id: number): Promise<FoundCategory | null> {
  const [found] = await db
    .select({ id: category.id, parentId: category.parentId, level: category.level })
    .from(category)
    .where(and(eq(category.id, id), eq(category.enabled, true)));
  return found ?? null;
}

/** The category reads of one app (one per event bus, so the lists and the platform's category calls share them). */
export function categoryReadsOf(db: Db, events: EventBus, cacheMs: number): CategoryReads {
  let found = byBus.get(events);
  if (found) return found;
  const categories: TtlCache<FoundCategory | null> = createTtlCache(cacheMs, 5_000);
  // A count over a large category is the dearest read of a list (50 ms on a category of 7,500 of a million goods), and
  // a list's total, not money: it is kept a minute (nothing in the tests, which cache nothing), and once a selection
  // is warm its count is answered at once while a stale one reloads in the background.
  const counts: TtlCache<number> = createTtlCache(cacheMs > 0 ? COUNT_FRESH_MS : 0, 20_000, Date.now, COUNT_STALE_MS);
  const forget = () => {
    categories.clear();
    counts.clear();
  };
  events.subscribe(CHANNEL, forget);
  found = {
    async find(id) {
      const c = await categories.get(String(id), () => loadCategory(db, id));
      if (!c) throw notFound();
      return c;
    },
    count: (key, load) => counts.get(key, load),
    async announce() {
      forget();
      await events.publish(CHANNEL, 1);
    },
  };
  byBus.set(events, found);
  return found;
}
