/**
 * The rules of score points (docs/decisions.md, "Score points"):
 * - a completed order earns 1 point per whole unit of the base currency it cost (`MINOR_PER_POINT` minor units;
 *   the base currency has 2 decimals), the delivery fee included and coupons excluded (what was paid);
 * - the points of one order are one lot, expiring at the end of the 12th month after the month the order completed
 *   (UTC): completed any day of November 2026, they expire when November 2027 ends;
 * - at checkout `POINTS_PER_UNIT` points are worth one unit of the base currency.
 */
export const LOYALTY_RULES = {
  minorPerPoint: 100,
  validMonths: 12,
  pointsPerUnit: 100,
} as const;

/** The points an order that cost `payAmount` minor units earns. */
export function pointsFor(payAmount: number): number {
  return Math.max(0, Math.floor(payAmount / LOYALTY_RULES.minorPerPoint));
}

/** When points earned at `at` expire: the last second of the 12th month after `at`'s month (UTC). */
export function expiryOf(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + LOYALTY_RULES.validMonths + 1, 1) - 1000);
}

/**
 * What the refunds of an order take back in all, once `refunded` of its `payAmount` has been refunded: the same
 * share of the `earned` points, rounded down, never more than earned. Each refund takes the difference this makes,
 * so several partial refunds add up to what one whole refund would take.
 */
export function takeBackTotal(earned: number, payAmount: number, refunded: number): number {
  if (payAmount <= 0 || earned <= 0) return 0;
  if (refunded >= payAmount) return earned;
  return Math.min(earned, Math.floor((earned * refunded) / payAmount));
}
