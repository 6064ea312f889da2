import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/database.ts';
import { coupon, couponActivity, couponActivityCoupon, userCoupon } from '../../modules/coupon/coupon.tables.ts';
import { loc, type Tri } from './attributes.ts';
import { insertRows, insertRowsReturning } from './bulk-insert.ts';
import { SHOPS } from './merchants.ts';

const DAY = 86_400_000;

type NewCoupon = typeof coupon.$inferInsert;

/**
 * The demo coupons. The platform's show every rule a coupon has: amounts off above thresholds, one with no
 * threshold that a shopper may hold twice, a percentage with a cap, one nearly all taken and one whose picking
 * starts later. Every shop offers two amounts off; every third shop also a capped percentage. Money in fen.
 */
export async function seedCoupons(tx: Tx, shopIds: Map<string, number>, pickerIds: readonly number[], now: Date): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const window = { pickStartsAt: at(-7), pickEndsAt: at(90), validDays: 30 };
  const off = (shopId: number | null, yuanOff: number, overYuan: number, total: number, title?: Tri): NewCoupon => ({
    shopId,
    title: loc(title ?? [`¥${yuanOff} off orders over ¥${overYuan}`, `满${overYuan}减${yuanOff}`, `${overYuan}元以上で${yuanOff}元引き`]),
    kind: 'amount_off',
    thresholdAmount: overYuan * 100,
    amountOff: yuanOff * 100,
    totalQuantity: total,
    ...window,
  });
  const percent = (shopId: number | null, pct: number, capYuan: number, overYuan: number, total: number): NewCoupon => ({
    shopId,
    title: loc(
      overYuan > 0
        ? [`${pct}% off over ¥${overYuan}, up to ¥${capYuan}`, `满${overYuan}享${(100 - pct) / 10}折，最高减${capYuan}`, `${overYuan}元以上で${pct}%オフ（最大${capYuan}元）`]
        : [`${pct}% off, up to ¥${capYuan}`, `${(100 - pct) / 10}折优惠，最高减${capYuan}`, `${pct}%オフ（最大${capYuan}元）`],
    ),
    kind: 'percent_off',
    percentOff: pct,
    maxOff: capYuan * 100,
    thresholdAmount: overYuan * 100,
    totalQuantity: total,
    ...window,
  });

  const nearlyGone = { ...off(null, 50, 399, pickerIds.length + 3, ['Limited: ¥50 off over ¥399', '限量抢：满399减50', '数量限定：399元以上で50元引き']), validDays: 7 };
  const platform = await insertRowsReturning(
    tx,
    coupon,
    [
      off(null, 10, 99, 100_000),
      off(null, 30, 299, 50_000),
      { ...off(null, 5, 0, 200_000, ['¥5 off any order', '无门槛减5元', '5元引き（条件なし）']), perUserLimit: 2, validDays: 14 },
      percent(null, 15, 50, 100, 20_000),
      nearlyGone,
      { ...off(null, 20, 159, 30_000, ['Weekend: ¥20 off over ¥159', '周末专享：满159减20', '週末限定：159元以上で20元引き']), pickStartsAt: at(3), pickEndsAt: at(10) },
    ],
    { id: coupon.id, thresholdAmount: coupon.thresholdAmount },
  );
  const limited = platform.find((c) => c.thresholdAmount === nearlyGone.thresholdAmount)!;
  // The nearly-gone coupon really was picked: by the merchants' own accounts (merchants shop too), so that its
  // count and the picked coupons agree as they always must.
  await insertRows(
    tx,
    userCoupon,
    pickerIds.map((accountId, i) => ({ accountId, couponId: limited.id, shopId: null, pickedAt: at(-1 - i / 24), expiresAt: at(6 - i / 24) })),
  );
  await tx.update(coupon).set({ pickedQuantity: pickerIds.length }).where(eq(coupon.id, limited.id));

  // The activity page's coupon centre: a live activity offering the platform's coupons on offer now (the
  // weekend one, whose picking starts later, waits for an activity of its own).
  const [centre] = await tx
    .insert(couponActivity)
    .values({
      title: loc(['Coupon centre', '领券中心', 'クーポンセンター']),
      description: loc(['Claim platform coupons, usable in every shop', '领取平台优惠券，全场店铺通用', 'どのショップでも使えるプラットフォームクーポンを受け取ろう']),
      startsAt: at(-7),
      endsAt: at(90),
    })
    .returning({ id: couponActivity.id });
  await insertRows(
    tx,
    couponActivityCoupon,
    platform.slice(0, 5).map((c, position) => ({ activityId: centre!.id, couponId: c.id, position })),
  );

  await insertRows(
    tx,
    coupon,
    SHOPS.flatMap(({ shop: s }, i) => {
      const id = shopIds.get(s.code)!;
      if (s.kind === 'takeaway') return [off(id, 3, 25, 5000), off(id, 8, 60, 2000)];
      const both = [off(id, 5, 49, 5000), off(id, 20, 199, 2000)];
      return i % 3 === 0 ? [...both, percent(id, 10, 30, 0, 1000)] : both;
    }),
  );
}
