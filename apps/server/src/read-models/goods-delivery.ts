import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../platform/database.ts';
import { goods, goodsSku } from '../modules/catalogue/catalogue.tables.ts';
import { shop } from '../modules/shop/shop.tables.ts';

/** Read model: a goods on sale (catalogue) with what its shop (shop) charges to deliver it, for the goods page's delivery row. */

/** A goods on sale with its template and its shop's delivery terms; undefined otherwise. */
export async function readGoodsDeliveryTerms(db: Db, goodsId: number) {
  const [row] = await db
    .select({
      shopId: shop.id,
      kind: shop.kind,
      templateId: goods.deliveryTemplateId,
      // A takeaway shop's packing fee is a part of its delivery fee (docs: Takeaway).
      flatFee: sql<number>`${shop.deliveryFee} + ${shop.packingFee}`.mapWith(Number),
      minOrderAmount: shop.minOrderAmount,
      nationId: shop.nationId,
      cityId: shop.cityId,
    })
    .from(goods)
    .innerJoin(shop, eq(shop.id, goods.shopId))
    .where(and(eq(goods.id, goodsId), eq(goods.status, 'on_sale')));
  return row;
}

/** The SKU asked for (an enabled one of the goods), or the one the goods is bought as by default; undefined otherwise. */
export async function readDeliveredSku(db: Db, goodsId: number, skuId: number | undefined) {
  const where = and(eq(goodsSku.goodsId, goodsId), eq(goodsSku.enabled, true), skuId === undefined ? undefined : eq(goodsSku.id, skuId));
  // The default SKU, else the first in stock, else the first: the order of the SKU picker.
  const [row] = await db
    .select({ id: goodsSku.id, price: goodsSku.price, weightGrams: goodsSku.weightGrams })
    .from(goodsSku)
    .where(where)
    .orderBy(desc(goodsSku.isDefault), desc(sql`${goodsSku.stock} > 0`), asc(goodsSku.sort), asc(goodsSku.id))
    .limit(1);
  return row;
}
