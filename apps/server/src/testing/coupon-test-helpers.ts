import { eq } from 'drizzle-orm';
import type { Db } from '../platform/database.ts';
import { shop } from '../modules/shop/shop.tables.ts';
import { coupon } from '../modules/coupon/coupon.tables.ts';

const HOUR = 3_600_000;

/**
 * A coupon for one test, pickable now unless told otherwise: a platform coupon of ¥5 off orders over ¥50, 100 of
 * them, one a shopper, usable 7 days.
 */
export async function createTestCoupon(db: Db, values: Partial<typeof coupon.$inferInsert> = {}) {
  const now = Date.now();
  const [row] = await db
    .insert(coupon)
    .values({
      shopId: null,
      title: { en: 'Test coupon', zh: '测试券', ja: 'テストクーポン' },
      kind: 'amount_off',
      amountOff: 500,
      thresholdAmount: 5000,
      totalQuantity: 100,
      perUserLimit: 1,
      pickStartsAt: new Date(now - HOUR),
      pickEndsAt: new Date(now + 24 * HOUR),
      validDays: 7,
      ...values,
    })
    .returning();
  return row!;
}

/** A coupon's row as it is now. */
export async function couponNow(db: Db, id: number) {
  const [row] = await db.select().from(coupon).where(eq(coupon.id, id));
  return row!;
}

/** Runs `run` while a shop is disabled by the platform, restoring its status afterwards. */
export async function whileShopDisabled(db: Db, shopId: number, run: () => Promise<void>): Promise<void> {
  const [before] = await db.select({ status: shop.status }).from(shop).where(eq(shop.id, shopId));
  await db.update(shop).set({ status: 'disabled' }).where(eq(shop.id, shopId));
  try {
    await run();
  } finally {
    await db.update(shop).set({ status: before!.status }).where(eq(shop.id, shopId));
  }
}
