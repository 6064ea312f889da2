import { and, asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../platform/database.ts';
import { goods, goodsSku } from '../modules/catalogue/catalogue.tables.ts';
import { deliveryFeeRule, deliveryFeeTemplate, shop } from '../modules/shop/shop.tables.ts';

/** A SKU the cart, checkout, order and payment tests buy, with what they check against. */
export interface TestSku {
  id: number;
  goodsId: number;
  shopId: number;
  price: number;
}

type Pair = [TestSku, TestSku];
/** The goods' SKU pairs; the first five are typed as present (the helper checks that as many as asked for were found). */
type Found = [Pair, Pair, Pair, Pair, Pair, ...Pair[]];

export interface ShippingGoodsOptions {
  price?: number;
  stock?: number;
  /** The shop's delivery is free from this much of its goods (minor units). */
  freeOverAmount?: number;
}

/**
 * One goods of each of `n` shipping shops (mall or health, not takeaway), skipping the first `offset` shops so that
 * the tests of a file take shops of their own. Each goods is set to a known state in this test database: every SKU
 * priced `price` with `stock` and 500 g, no purchase limit, the shop's default template, which charges by the
 * piece 800 for the first and 200 for each further one everywhere, free from `freeOverAmount` (100000).
 * Answers the goods' first two enabled SKUs.
 */
export async function shippingGoods(db: Db, n: number, offset: number, options: ShippingGoodsOptions = {}): Promise<Found> {
  const price = options.price ?? 1000;
  const stock = options.stock ?? 50;
  const freeOverAmount = options.freeOverAmount ?? 100_000;
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
  const out: Pair[] = [];
  for (const row of picked) {
    await db.update(goods).set({ deliveryTemplateId: null, purchaseLimit: null }).where(eq(goods.id, row.id));
    await db.update(goodsSku).set({ price, stock, weightGrams: 500 }).where(eq(goodsSku.goodsId, row.id));
    await db.delete(deliveryFeeRule).where(eq(deliveryFeeRule.templateId, row.template_id));
    await db.update(deliveryFeeTemplate).set({ chargeBy: 'piece' }).where(eq(deliveryFeeTemplate.id, row.template_id));
    await db
      .insert(deliveryFeeRule)
      .values({ templateId: row.template_id, nationId: null, areaId: null, firstUnits: 1, firstFee: 800, extraUnits: 1, extraFee: 200, freeOverAmount });
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
  return out as Found;
}
