import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from './database.ts';
import { setting } from './settings.tables.ts';

const ZStoredSecret = z.object({ secret: z.string().min(32) });
const secrets = new WeakMap<Db, Map<string, Promise<string>>>();

/**
 * A signing key generated once and kept in the settings table under `key`, so every instance (and a restart)
 * signs and verifies with the same one; `configured` (from the environment) wins when set. Read once per process.
 */
export function storedSecret(db: Db, key: string, configured?: string): Promise<string> {
  if (configured) return Promise.resolve(configured);
  let mine = secrets.get(db);
  if (!mine) secrets.set(db, (mine = new Map()));
  let found = mine.get(key);
  if (!found) {
    found = (async () => {
      await db.insert(setting).values({ key, value: { secret: randomBytes(32).toString('hex') } }).onConflictDoNothing();
      const [row] = await db.select({ value: setting.value }).from(setting).where(eq(setting.key, key));
      return ZStoredSecret.parse(row!.value).secret;
    })();
    found.catch(() => mine.delete(key));
    mine.set(key, found);
  }
  return found;
}
