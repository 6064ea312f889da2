import { eq } from 'drizzle-orm';
import type { TBusinessTimes } from '@mall/contract/shop/shop-fields';
import type { TSaveShopBusinessTimesRequest } from '@mall/contract/shop/save-shop-business-times';
import type { Db } from '../../platform/database.ts';
import { notFound } from '../../platform/errors.ts';
import { queryShopBusinessTimes } from './shop.service.ts';
import { shop, shopBusinessTime } from './shop.tables.ts';

/**
 * Replaces a shop's week of opening spans (already checked by the contract: no overlaps, at most a day each) in one
 * transaction, so a shopper reads the old week or the new one, never half of each. The shop's row lock (`no key
 * update`, which leaves inserts referencing the shop alone) makes two saves of one shop take turns.
 */
export async function saveShopBusinessTimes(db: Db, shopId: number, days: TSaveShopBusinessTimesRequest['days']): Promise<TBusinessTimes> {
  await db.transaction(async (tx) => {
    const [found] = await tx.select({ id: shop.id }).from(shop).where(eq(shop.id, shopId)).for('no key update');
    if (!found) throw notFound();
    await tx.delete(shopBusinessTime).where(eq(shopBusinessTime.shopId, shopId));
    const rows = days.flatMap((d) => d.spans.map((s) => ({ shopId, weekday: d.weekday, opensAt: s.opensAt, closesAt: s.closesAt })));
    if (rows.length > 0) await tx.insert(shopBusinessTime).values(rows);
  });
  return queryShopBusinessTimes(db, shopId);
}
