import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../platform/database.ts';
import { goods, goodsSku } from '../modules/catalogue/catalogue.tables.ts';
import { saleOrder, saleOrderGoods } from '../modules/order/order.tables.ts';
import { deliveryFeeTemplate } from '../modules/shop/shop.tables.ts';

/** The default template of a shop (the one `shippingGoods` in testing/shipping-goods.ts set rules on). */
export async function defaultTemplateOf(db: Db, shopId: number): Promise<number> {
  const [row] = await db
    .select({ id: deliveryFeeTemplate.id })
    .from(deliveryFeeTemplate)
    .where(and(eq(deliveryFeeTemplate.shopId, shopId), eq(deliveryFeeTemplate.isDefault, true)));
  return row!.id;
}

let orderSerial = 0;

/**
 * An order of one shop as the commit stores it, written straight into the tables (the commit is another module's):
 * its lines snapshot the SKUs' titles, specs and prices. Answers the order id.
 */
export async function insertOrder(
  db: Db,
  accountId: number,
  lines: { sku: { id: number; goodsId: number }; quantity: number }[],
  status: 'paying' | 'completed' | 'terminated' = 'completed',
): Promise<number> {
  const skuRows = await db
    .select({ id: goodsSku.id, goodsId: goodsSku.goodsId, price: goodsSku.price, specName: goodsSku.specName, image: goods.image, title: goods.title, shopId: goods.shopId })
    .from(goodsSku)
    .innerJoin(goods, eq(goods.id, goodsSku.goodsId))
    .where(inArray(goodsSku.id, lines.map((l) => l.sku.id)));
  const byId = new Map(skuRows.map((r) => [r.id, r]));
  const goodsAmount = lines.reduce((sum, l) => sum + byId.get(l.sku.id)!.price * l.quantity, 0);
  const quantity = lines.reduce((sum, l) => sum + l.quantity, 0);
  orderSerial += 1;
  const no = `T${Date.now()}${orderSerial}${Math.floor(Math.random() * 1e6)}`;
  const [order] = await db
    .insert(saleOrder)
    .values({
      orderNo: no,
      accountId,
      shopId: skuRows[0]!.shopId,
      checkoutNumber: no,
      status,
      quantity,
      goodsAmount,
      payAmount: goodsAmount,
      address: {
        addressId: null,
        receiverName: 'Li Lei',
        phoneCode: '86',
        mobile: '13812345678',
        nationId: 1,
        provinceId: null,
        cityId: null,
        districtId: null,
        areaText: '',
        detail: 'Keyuan Road 1',
        postcode: '',
      },
      payDeadline: new Date(Date.now() + 30 * 60_000),
    })
    .returning({ id: saleOrder.id });
  await db.insert(saleOrderGoods).values(
    lines.map((l) => {
      const sku = byId.get(l.sku.id)!;
      return {
        orderId: order!.id,
        goodsId: sku.goodsId,
        skuId: sku.id,
        title: sku.title,
        specName: sku.specName,
        image: sku.image,
        unitPrice: sku.price,
        quantity: l.quantity,
        amount: sku.price * l.quantity,
      };
    }),
  );
  return order!.id;
}
