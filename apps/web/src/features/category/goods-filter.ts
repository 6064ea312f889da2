/** A price band of the filter, in base-currency minor units; an open end is undefined. */
export interface PriceBand {
  min?: number | undefined;
  max?: number | undefined;
}

/** The smallest 1, 2 or 5 times a power of ten that is at least `x` (and at least 100, one whole unit). */
export function niceStep(x: number): number {
  if (!Number.isFinite(x) || x <= 100) return 100;
  const power = 10 ** Math.floor(Math.log10(x));
  for (const m of [1, 2, 5, 10]) if (m * power >= x) return m * power;
  return 10 * power;
}

/**
 * About `count` price bands over the range of a category's prices, on round boundaries: "under A", "A - B", …,
 * "Z and up". A range too narrow to split gives no bands.
 */
export function priceBands(min: number, max: number, count = 4): PriceBand[] {
  if (!Number.isFinite(min) || !Number.isFinite(max) || max <= min || count < 2) return [];
  const step = niceStep((max - min) / count);
  const first = Math.floor(min / step) * step + step;
  const bounds: number[] = [];
  for (let b = first; b < max && bounds.length < count - 1; b += step) bounds.push(b);
  if (bounds.length === 0) return [];
  return [{ max: bounds[0] }, ...bounds.slice(1).map((b, i) => ({ min: bounds[i], max: b })), { min: bounds[bounds.length - 1] }];
}

export const sameBand = (a: PriceBand, b: PriceBand) => a.min === b.min && a.max === b.max;

/** Adds the value when it is not chosen, removes it when it is. */
export function toggleValue(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
}

/** How many filters are on (each value, and a price range), for the filter button's badge. */
export function activeFilterCount(s: { priceMin?: number | undefined; priceMax?: number | undefined; attrValueIds: readonly number[] }): number {
  return s.attrValueIds.length + (s.priceMin !== undefined || s.priceMax !== undefined ? 1 : 0);
}
