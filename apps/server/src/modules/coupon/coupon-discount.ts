/**
 * What coupons take off, in integer minor units: the pure arithmetic behind the checkout. The checkout loads the
 * shopper's coupons and amounts; these functions decide which applies and how much it takes off, and how a
 * platform coupon's discount is shared out among the shops (and a shop's discount among its lines), so that every
 * order and order line carries its exact part and the parts always add up to the whole.
 */

export type CouponKind = 'amount_off' | 'percent_off';

/** A coupon's terms as stored (coupon table). */
export interface CouponTerms {
  kind: CouponKind;
  /** The smallest amount it applies to; 0 for any. */
  thresholdAmount: number;
  amountOff: number | null;
  /** 1-99. */
  percentOff: number | null;
  /** The most a percentage coupon takes off; null for no cap. */
  maxOff: number | null;
}

/** A coupon the shopper holds, as the best-coupon choice needs it. */
export interface HeldCoupon extends CouponTerms {
  userCouponId: number;
  expiresAt: Date;
}

/** Whether a coupon applies to an amount: the amount reaches its threshold and there is something to take off. */
export function isCouponUsable(terms: CouponTerms, amount: number): boolean {
  return amount > 0 && amount >= terms.thresholdAmount;
}

/**
 * What a coupon takes off an amount: nothing below its threshold; a fixed amount, or a percentage rounded down
 * (the shopper never gets a fraction of a cent) and capped by `maxOff`; never more than the amount itself.
 */
export function couponDiscount(terms: CouponTerms, amount: number): number {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`amount must be a whole number of at least 0, not ${amount}`);
  if (!isCouponUsable(terms, amount)) return 0;
  let off: number;
  if (terms.kind === 'amount_off') {
    off = terms.amountOff ?? 0;
  } else {
    off = Math.floor((amount * (terms.percentOff ?? 0)) / 100);
    if (terms.maxOff !== null) off = Math.min(off, terms.maxOff);
  }
  return Math.max(0, Math.min(off, amount));
}

/**
 * The coupon that takes the most off an amount; on a tie the one expiring first (use it before it lapses), then
 * the lowest id, so the choice never wavers between calls. Undefined when none takes anything off.
 */
export function bestCoupon<T extends HeldCoupon>(coupons: readonly T[], amount: number): T | undefined {
  let best: T | undefined;
  let bestOff = 0;
  for (const c of coupons) {
    const off = couponDiscount(c, amount);
    if (off <= 0) continue;
    const better =
      !best ||
      off > bestOff ||
      (off === bestOff &&
        (c.expiresAt.getTime() < best.expiresAt.getTime() || (c.expiresAt.getTime() === best.expiresAt.getTime() && c.userCouponId < best.userCouponId)));
    if (better) {
      best = c;
      bestOff = off;
    }
  }
  return best;
}

