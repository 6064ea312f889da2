import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/database.ts';
import { setting } from '../../platform/settings.tables.ts';
import { loadCatalogueRefs } from './catalogue-refs.ts';
import { seedCategories } from './seed-categories.ts';
import { seedDealsAndNews } from './seed-deals-news.ts';
import { seedGoods } from './seed-goods.ts';
import { seedHome } from './seed-home.ts';
import { seedShoppers } from './seed-shoppers.ts';
import { seedShops } from './seed-shops.ts';

// The demo marketplace is stored once, as a whole: later seed versions must not add a second copy of it.
const CATALOGUE_KEY = 'seed.catalogue';

/**
 * Stores the demo marketplace (categories, merchants, shops, goods, reviews, home page, deals, news) inside
 * the seed's transaction; a no-op when it is already there. Times are relative to `now`.
 */
export async function seedCatalogue(tx: Tx, now = new Date()): Promise<{ seeded: boolean }> {
  const [done] = await tx.select({ key: setting.key }).from(setting).where(eq(setting.key, CATALOGUE_KEY));
  if (done) return { seeded: false };

  await seedCategories(tx);
  await seedShops(tx, now);
  const refs = await loadCatalogueRefs(tx);
  const shoppers = await seedShoppers(tx);
  await seedGoods(tx, refs, shoppers, now);
  await seedHome(tx, refs);
  await seedDealsAndNews(tx, now);

  await tx.insert(setting).values({ key: CATALOGUE_KEY, value: { seededAt: now.toISOString() } });
  return { seeded: true };
}
