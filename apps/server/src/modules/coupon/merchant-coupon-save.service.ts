import { and, eq, lte, sql } from 'drizzle-orm';
import type { TMerchantCoupon } from '@mall/contract/coupon/merchant-coupon-fields';
import type { TSaveMerchantCouponRequest } from '@mall/contract/coupon/save-merchant-coupon';
import type { Db, Tx } from '../../platform/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { ValidationFailure } from '../../platform/validation.ts';
import { fillLanguages } from '../shop/shop.api.ts';
import { coupon } from './coupon.tables.ts';
import { ownedBy, readMerchantCoupon } from './merchant-coupon-view.ts';

type SaveInput = Omit<TSaveMerchantCouponRequest, 'shopId'>;

/** The stored terms a save writes (title filled in every language). */
function termsOf(input: SaveInput) {
  return {
    title: fillLanguages(input.title),
    kind: input.kind,
    thresholdAmount: input.thresholdAmount,
    amountOff: input.amountOff,
    percentOff: input.percentOff,
    maxOff: input.maxOff,
    totalQuantity: input.totalQuantity,
    perUserLimit: input.perUserLimit,
    pickStartsAt: new Date(input.pickStartsAt),
    pickEndsAt: new Date(input.pickEndsAt),
    validDays: input.validDays,
  };
}

type Terms = ReturnType<typeof termsOf>;

/** 1001 unless claiming ends in the future and starts within a year, by the database clock (the one picking uses). */
async function checkWindow(tx: Tx, terms: Terms): Promise<void> {
  const [row] = await tx.execute<{ future: boolean; soon: boolean }>(
    sql`select ${terms.pickEndsAt.toISOString()}::timestamptz > now() as future, ${terms.pickStartsAt.toISOString()}::timestamptz < now() + interval '1 year' as soon`,
  ).then((r) => r.rows);
  if (!row?.future) throw new ValidationFailure([{ field: 'pickEndsAt', message: 'must be in the future' }]);
  if (!row.soon) throw new ValidationFailure([{ field: 'pickStartsAt', message: 'must be within a year' }]);
}

/** The fields of an edit that differ from the stored coupon in a way a claimed coupon may not (see saveMerchantCoupon). */
function lockedChanges(stored: typeof coupon.$inferSelect, next: Terms): string[] {
  const changed: string[] = [];
  for (const key of ['kind', 'thresholdAmount', 'amountOff', 'percentOff', 'maxOff', 'perUserLimit', 'validDays'] as const) {
    if (stored[key] !== next[key]) changed.push(key);
  }
  if (JSON.stringify([stored.title.en, stored.title.zh, stored.title.ja]) !== JSON.stringify([next.title.en, next.title.zh, next.title.ja])) changed.push('title');
  if (stored.pickStartsAt.getTime() !== next.pickStartsAt.getTime()) changed.push('pickStartsAt');
  if (next.totalQuantity < stored.totalQuantity) changed.push('totalQuantity');
  if (next.pickEndsAt.getTime() < stored.pickEndsAt.getTime()) changed.push('pickEndsAt');
  return changed;
}

/**
 * Creates a shop coupon, or edits one of the shop's under its row lock (picking updates the same row, so no claim
 * slips in between the check and the write, and the write is conditional besides).
 *
 * Once shoppers hold a coupon, an edit may only raise the quantity and move the end of claiming later (4105, naming
 * what else changed): the holders claimed it on its terms (amount, threshold, valid days, title), and lowering the
 * quantity or ending it earlier would take back what the shop offered to those still claiming; stopping is the way
 * to end it now. A stopped or ended coupon does not change at all (4106): its story is told. The platform's own
 * coupons (shop null, platform/coupon/save) follow the same rules.
 */
export async function saveMerchantCoupon(db: Db, shopId: number | null, input: SaveInput): Promise<TMerchantCoupon> {
  const terms = termsOf(input);
  const couponId = await db.transaction(async (tx) => {
    if (input.couponId === undefined) {
      await checkWindow(tx, terms);
      const [row] = await tx.insert(coupon).values({ shopId, ...terms }).returning({ id: coupon.id });
      return row!.id;
    }
    const [stored] = await tx
      .select()
      .from(coupon)
      .where(and(eq(coupon.id, input.couponId), ownedBy(shopId)))
      .for('update');
    if (!stored) throw notFound();
    const [clock] = (await tx.execute<{ ended: boolean }>(sql`select ${stored.pickEndsAt.toISOString()}::timestamptz <= now() as ended`)).rows;
    if (stored.status === 'stopped' || clock?.ended) throw new AppError('COUPON_NOT_EDITABLE');
    await checkWindow(tx, terms);
    if (stored.pickedQuantity === 0) {
      const [done] = await tx
        .update(coupon)
        .set(terms)
        .where(and(eq(coupon.id, stored.id), eq(coupon.pickedQuantity, 0)))
        .returning({ id: coupon.id });
      if (!done) throw new AppError('COUPON_TERMS_LOCKED');
      return stored.id;
    }
    const changed = lockedChanges(stored, terms);
    if (changed.length > 0) throw new AppError('COUPON_TERMS_LOCKED', { data: { fields: changed } });
    const [done] = await tx
      .update(coupon)
      .set({ totalQuantity: terms.totalQuantity, pickEndsAt: terms.pickEndsAt })
      .where(and(eq(coupon.id, stored.id), lte(coupon.pickedQuantity, terms.totalQuantity)))
      .returning({ id: coupon.id });
    if (!done) throw new AppError('COUPON_TERMS_LOCKED', { data: { fields: ['totalQuantity'] } });
    return stored.id;
  });
  return (await readMerchantCoupon(db, shopId, couponId))!;
}
