import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../platform/database.ts';
import { goods, goodsSku } from '../modules/catalogue/catalogue.tables.ts';
import { saleOrderGoods } from '../modules/order/order.tables.ts';
import { shop } from '../modules/shop/shop.tables.ts';

/**
 * Read model: what pricing an order's delivery again needs (moving it to another address): its shop's terms (shop)
 * and its lines at their order prices with their goods' templates and SKUs' weights (catalogue).
 */
export async function readOrderDeliveryInputs(q: Db | Tx, orderId: number, shopId: number) {
  // One after the other: queries of a transaction share its one connection.
  const [terms] = await q
    .select({ kind: shop.kind, deliveryFee: shop.deliveryFee, minOrderAmount: shop.minOrderAmount, nationId: shop.nationId, cityId: shop.cityId })
    .from(shop)
    .where(eq(shop.id, shopId));
  const lines = await q
    .select({ templateId: goods.deliveryTemplateId, quantity: saleOrderGoods.quantity, unitPrice: saleOrderGoods.unitPrice, weightGrams: goodsSku.weightGrams })
    .from(saleOrderGoods)
    .innerJoin(goods, eq(goods.id, saleOrderGoods.goodsId))
    .leftJoin(goodsSku, eq(goodsSku.id, saleOrderGoods.skuId))
    .where(eq(saleOrderGoods.orderId, orderId))
    .orderBy(saleOrderGoods.id);
  return { terms: terms!, lines };
}
