import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../platform/database.ts';
import { goods, goodsSku } from '../catalogue/catalogue.tables.ts';
import { saleOrder, saleOrderGoods } from '../order/order.tables.ts';
import { deliveryFeeRule, deliveryFeeTemplate, shop } from '../shop/shop.tables.ts';

/** A SKU the cart tests put in carts, with what they check against. */
export interface TestSku {
  id: number;
  goodsId: number;
  shopId: number;
  price: number;
}

/**
 * One goods of each of `n` shipping shops (mall or health, not takeaway), skipping the first `offset` shops so that
 * the tests of a file take shops of their own. Each goods is set to a known state in this test database: its SKUs
 * priced `price` with `stock`, the goods using its shop's default template, and that template charging by the
 * piece 800 for the first and 200 for each further one everywhere, free from 10000 of the shop's goods.
 * Answers the goods' first two enabled SKUs.
 */
export async function shippingGoods(db: Db, n: number, offset: number, options: { price?: number; stock?: number } = {}): Promise<[TestSku, TestSku][]> {
  const price = options.price ?? 1000;
  const stock = options.stock ?? 50;
  const rows = await db.execute<{ id: number; shop_id: number; template_id: number }>(
    sql`select distinct on (s.id) g.id, s.id as shop_id, t.id as template_id
        from ${shop} s
        join ${deliveryFeeTemplate} t on t.shop_id = s.id and t.is_default
        join ${goods} g on g.shop_id = s.id and g.status = 'on_sale'
        where s.kind <> 'takeaway' and s.status = 'open'
          and (select count(*) from ${goodsSku} k where k.goods_id = g.id and k.enabled) >= 2
        order by s.id, g.id`,
  );
  const picked = rows.rows.slice(offset, offset + n);
  expect(picked).toHaveLength(n);
  const out: [TestSku, TestSku][] = [];
  for (const row of picked) {
    await db.update(goods).set({ deliveryTemplateId: null, purchaseLimit: null }).where(eq(goods.id, row.id));
    await db.update(goodsSku).set({ price, stock, weightGrams: 500 }).where(eq(goodsSku.goodsId, row.id));
    await db.delete(deliveryFeeRule).where(eq(deliveryFeeRule.templateId, row.template_id));
    await db.update(deliveryFeeTemplate).set({ chargeBy: 'piece' }).where(eq(deliveryFeeTemplate.id, row.template_id));
    await db.insert(deliveryFeeRule).values({ templateId: row.template_id, nationId: null, areaId: null, firstUnits: 1, firstFee: 800, extraUnits: 1, extraFee: 200, freeOverAmount: 10000 });
    const skus = await db
      .select({ id: goodsSku.id, goodsId: goodsSku.goodsId })
      .from(goodsSku)
      .where(and(eq(goodsSku.goodsId, row.id), eq(goodsSku.enabled, true)))
      .orderBy(asc(goodsSku.id))
      .limit(2);
    out.push([
      { ...skus[0]!, shopId: row.shop_id, price },
      { ...skus[1]!, shopId: row.shop_id, price },
    ]);
  }
  return out;
}

/** The default template of a shop (the one `shippingGoods` set rules on). */
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
