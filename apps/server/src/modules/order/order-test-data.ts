import { and, asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../platform/database.ts';
import { address } from '../account/address.tables.ts';
import { goods, goodsSku } from '../catalogue/catalogue.tables.ts';
import { coupon, userCoupon } from '../promotion/coupon.tables.ts';
import { area, nation } from '../resource/nation.tables.ts';
import { deliveryFeeRule, deliveryFeeTemplate, shop } from '../shop/shop.tables.ts';

/** Test data of the checkout and order tests, written straight into a test file's own database. */

export interface TestSku {
  id: number;
  goodsId: number;
  shopId: number;
  price: number;
}

type Pair = [TestSku, TestSku];
/** Up to five goods' SKU pairs; the helper checks that as many as asked for were found. */
type Found = [Pair, Pair, Pair, Pair, Pair];

/**
 * One goods of each of `n` shipping shops (skipping the first `offset`, so that tests take shops of their own),
 * set to a known state: every SKU priced `price` with `stock`, no purchase limit, the shop's default template,
 * which charges by the piece 800 for the first and 200 for each further one everywhere, free from 100000.
 * Answers the goods' first two enabled SKUs.
 */
export async function shippingGoods(db: Db, n: number, offset: number, options: { price?: number; stock?: number } = {}): Promise<Found> {
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
  const out: Pair[] = [];
  for (const row of picked) {
    await db.update(goods).set({ deliveryTemplateId: null, purchaseLimit: null }).where(eq(goods.id, row.id));
    await db.update(goodsSku).set({ price, stock }).where(eq(goodsSku.goodsId, row.id));
    await db.delete(deliveryFeeRule).where(eq(deliveryFeeRule.templateId, row.template_id));
    await db.update(deliveryFeeTemplate).set({ chargeBy: 'piece' }).where(eq(deliveryFeeTemplate.id, row.template_id));
    await db
      .insert(deliveryFeeRule)
      .values({ templateId: row.template_id, nationId: null, areaId: null, firstUnits: 1, firstFee: 800, extraUnits: 1, extraFee: 200, freeOverAmount: 100_000 });
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

/** An address of the shopper in Shenzhen (or another nation by ISO code), the default one unless told. */
export async function addAddress(db: Db, accountId: number, options: { nationCode?: string; isDefault?: boolean } = {}): Promise<number> {
  const [n] = await db.select({ id: nation.id }).from(nation).where(eq(nation.code, options.nationCode ?? 'CN'));
  const [province] = await db
    .select({ id: area.id })
    .from(area)
    .where(and(eq(area.nationId, n!.id), options.nationCode && options.nationCode !== 'CN' ? sql`${area.parentId} is null` : eq(area.code, '440000')))
    .limit(1);
  const [row] = await db
    .insert(address)
    .values({
      accountId,
      receiverName: 'Li Lei',
      phoneCode: '86',
      mobile: '13812345678',
      nationId: n!.id,
      provinceId: province?.id ?? null,
      areaText: 'Guangdong',
      detail: 'Keyuan Road 1',
      postcode: '518057',
      isDefault: options.isDefault ?? true,
    })
    .returning({ id: address.id });
  return row!.id;
}

export interface TestCouponTerms {
  shopId: number | null;
  kind?: 'amount_off' | 'percent_off';
  threshold?: number;
  amountOff?: number;
  percentOff?: number;
  maxOff?: number;
  /** Days until the shopper's coupon expires; negative for one that has. */
  expiresInDays?: number;
}

/** A coupon of a shop (or the platform) that the shopper holds, unused. Answers the user coupon id. */
export async function giveCoupon(db: Db, accountId: number, terms: TestCouponTerms): Promise<number> {
  const kind = terms.kind ?? 'amount_off';
  const [c] = await db
    .insert(coupon)
    .values({
      shopId: terms.shopId,
      title: { en: 'Test coupon', zh: '测试券', ja: 'テストクーポン' },
      kind,
      thresholdAmount: terms.threshold ?? 0,
      amountOff: kind === 'amount_off' ? (terms.amountOff ?? 100) : null,
      percentOff: kind === 'percent_off' ? (terms.percentOff ?? 10) : null,
      maxOff: terms.maxOff ?? null,
      totalQuantity: 1000,
      pickedQuantity: 1,
      pickStartsAt: sql`now() - interval '1 day'`,
      pickEndsAt: sql`now() + interval '1 day'`,
      validDays: 30,
    })
    .returning({ id: coupon.id });
  const [uc] = await db
    .insert(userCoupon)
    .values({
      accountId,
      couponId: c!.id,
      shopId: terms.shopId,
      expiresAt: sql`now() + ${terms.expiresInDays ?? 30}::int * interval '1 day'`,
    })
    .returning({ id: userCoupon.id });
  return uc!.id;
}
