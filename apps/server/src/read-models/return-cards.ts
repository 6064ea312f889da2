import { asc, eq, inArray } from 'drizzle-orm';
import type { TReturnCard } from '@mall/contract/aftersale/return-fields';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db, Tx } from '../platform/database.ts';
import { textIn } from '../platform/localized.ts';
import { returnOrder, returnOrderLine } from '../modules/aftersale/aftersale.tables.ts';
import { goodsSku } from '../modules/catalogue/catalogue.tables.ts';
import { saleOrder, saleOrderGoods } from '../modules/order/order.tables.ts';
import { shop } from '../modules/shop/shop.tables.ts';

/** The request columns the cards carry, beside what the callers select for their own views. */
export type ReturnRow = typeof returnOrder.$inferSelect;

/**
 * Read model: after-sales requests (aftersale) as cards, with their order's number (order), their shop's name (shop)
 * and their lines as bought (order lines), with an exchange's wanted SKU spec (catalogue), in the caller's language.
 * Two queries for any number of requests (the requests with order and shop, then all their lines); answered in the
 * order of `ids`, unknown ids left out.
 */
export async function readReturnCards(q: Db | Tx, ids: readonly number[], lang: Lang): Promise<{ card: TReturnCard; row: ReturnRow }[]> {
  if (ids.length === 0) return [];
  const [heads, lines] = await Promise.all([
    q
      .select({ r: returnOrder, orderNo: saleOrder.orderNo, shopName: shop.name })
      .from(returnOrder)
      .innerJoin(saleOrder, eq(saleOrder.id, returnOrder.orderId))
      .innerJoin(shop, eq(shop.id, returnOrder.shopId))
      .where(inArray(returnOrder.id, [...ids])),
    q
      .select({
        returnId: returnOrderLine.returnId,
        orderLineId: returnOrderLine.orderLineId,
        quantity: returnOrderLine.quantity,
        receivedQuantity: returnOrderLine.receivedQuantity,
        exchangeSkuId: returnOrderLine.exchangeSkuId,
        exchangeSpec: goodsSku.specName,
        goodsId: saleOrderGoods.goodsId,
        title: saleOrderGoods.title,
        specName: saleOrderGoods.specName,
        image: saleOrderGoods.image,
        unitPrice: saleOrderGoods.unitPrice,
      })
      .from(returnOrderLine)
      .innerJoin(saleOrderGoods, eq(saleOrderGoods.id, returnOrderLine.orderLineId))
      .leftJoin(goodsSku, eq(goodsSku.id, returnOrderLine.exchangeSkuId))
      .where(inArray(returnOrderLine.returnId, [...ids]))
      .orderBy(asc(returnOrderLine.orderLineId)),
  ]);
  const byId = new Map(heads.map((h) => [h.r.id, h]));
  return ids.flatMap((id) => {
    const h = byId.get(id);
    if (!h) return [];
    const { r } = h;
    const card: TReturnCard = {
      returnId: r.id,
      returnNo: r.returnNo,
      orderId: r.orderId,
      orderNo: h.orderNo,
      shopId: r.shopId,
      shopName: textIn(h.shopName, lang),
      kind: r.kind,
      status: r.status,
      amount: r.amount,
      refundAmount: r.refundAmount,
      lines: lines
        .filter((l) => l.returnId === id)
        .map((l) => ({
          orderLineId: l.orderLineId,
          goodsId: l.goodsId,
          title: textIn(l.title, lang),
          specName: textIn(l.specName, lang),
          image: l.image,
          unitPrice: l.unitPrice,
          quantity: l.quantity,
          receivedQuantity: l.receivedQuantity,
          exchangeSkuId: l.exchangeSkuId,
          exchangeSpecName: l.exchangeSpec ? textIn(l.exchangeSpec, lang) : null,
        })),
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
    return [{ card, row: r }];
  });
}
