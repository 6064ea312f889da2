import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../platform/database.ts';
import { address } from '../modules/account/address.tables.ts';
import { coupon, userCoupon } from '../modules/coupon/coupon.tables.ts';
import { area, nation } from '../modules/location/location.tables.ts';

/** Test data of the checkout and order tests, written straight into a test file's own database. */

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
