import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from './database.ts';
import type { EventBus } from './events.ts';
import { setting } from './settings.tables.ts';

const CHANGED = 'setting_changed';

/**
 * Platform settings, read on hot paths (every launch reads the decoration config), so each instance keeps them
 * in memory; a change anywhere is announced on the event bus and every instance drops its copy.
 */
export interface Settings {
  get<S extends z.ZodType>(key: string, schema: S): Promise<z.output<S> | undefined>;
  set(key: string, value: unknown): Promise<void>;
  /** A value the caller wrote itself (in a transaction of its own, now committed): dropped here and announced. */
  written(key: string): Promise<void>;
}

export function createSettings(db: Db, events: EventBus): Settings {
  // Per key, the value parsed by each schema that asked for it: parsing once per change, not per call.
  const cache = new Map<string, Map<z.ZodType, unknown>>();
  events.subscribe(CHANGED, (payload) => {
    if (typeof payload === 'string') cache.delete(payload);
  });
  return {
    async get(key, schema) {
      const parsedBySchema = cache.get(key);
      if (parsedBySchema?.has(schema)) return parsedBySchema.get(schema) as z.output<typeof schema> | undefined;
      const [row] = await db.select({ value: setting.value }).from(setting).where(eq(setting.key, key));
      if (!row) return undefined;
      // A malformed stored value is an operator's mistake: treat it as absent so defaults apply.
      const parsed = schema.safeParse(row.value);
      const value = parsed.success ? parsed.data : undefined;
      if (!cache.has(key)) cache.set(key, new Map());
      cache.get(key)!.set(schema, value);
      return value;
    },
    async set(key, value) {
      await db
        .insert(setting)
        .values({ key, value })
        .onConflictDoUpdate({ target: setting.key, set: { value, updatedAt: sql`now()` } });
      cache.delete(key);
      await events.publish(CHANGED, key);
    },
    async written(key) {
      cache.delete(key);
      await events.publish(CHANGED, key);
    },
  };
}
