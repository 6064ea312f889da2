import { z } from 'zod';

/**
 * Score points as a discount at checkout (docs/decisions.md, "Score points: spending at checkout, exchanges,
 * activities"): `pointsPerUnit` points are worth one unit of the base currency (`minorPerUnit` minor units), used
 * in whole multiples of that denomination, and at most `maxPercentOfGoods` % of what the goods cost after coupons
 * (delivery fees are never paid with points).
 */
export const CHECKOUT_POINTS = {
  pointsPerUnit: 100,
  minorPerUnit: 100,
  maxPercentOfGoods: 50,
} as const;

/** What points can do for a checkout: what the shopper holds, what may be used here, what is used and takes off. */
export const ZCheckoutPoints = z.object({
  /** Whether the shopper chose to use points. */
  use: z.boolean(),
  /** The shopper's points balance. */
  available: z.number().int(),
  /** The most points this checkout can take (the cap and the balance, in whole denominations). */
  usable: z.number().int(),
  /** The points used (0 unless `use`). */
  used: z.number().int(),
  /** What the used points take off, minor units. */
  amount: z.number().int(),
});
export type TCheckoutPoints = z.infer<typeof ZCheckoutPoints>;

/** The shopper's choice: true for as many as may be used, false for none, a count for at most that many. */
export const ZUsePoints = z.union([z.boolean(), z.number().int().min(0).max(100_000_000)]);

/** The minor units `points` are worth (whole denominations only). */
export function pointsWorth(points: number): number {
  return Math.floor(points / CHECKOUT_POINTS.pointsPerUnit) * CHECKOUT_POINTS.minorPerUnit;
}

/** How long score points last: a lot expires at the last second of the 12th month after the month it came (UTC). */
export const POINTS_VALID_MONTHS = 12;

/** When points credited at `at` expire (the loyalty rule; points given back or given by an activity follow it too). */
export function pointsExpiryAt(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + POINTS_VALID_MONTHS + 1, 1) - 1000);
}
