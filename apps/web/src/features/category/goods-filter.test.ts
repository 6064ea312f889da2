import { describe, expect, it } from 'vitest';
import { activeFilterCount, niceStep, priceBands, toggleValue } from './goods-filter.ts';

describe('goods filter', () => {
  it('rounds steps to 1, 2 or 5 times a power of ten, at least one whole unit', () => {
    expect(niceStep(50)).toBe(100);
    expect(niceStep(130)).toBe(200);
    expect(niceStep(4100)).toBe(5000);
    expect(niceStep(9000)).toBe(10_000);
    expect(niceStep(Number.NaN)).toBe(100);
  });

  it('splits a price range into round bands with open ends', () => {
    expect(priceBands(890, 329_900, 4)).toEqual([{ max: 100_000 }, { min: 100_000, max: 200_000 }, { min: 200_000, max: 300_000 }, { min: 300_000 }]);
    const bands = priceBands(1500, 9900, 4);
    expect(bands[0]).toEqual({ max: 5000 });
    expect(bands[bands.length - 1]!.max).toBeUndefined();
    expect(bands.length).toBeLessThanOrEqual(4);
  });

  it('gives no bands for a range too narrow to split, or nonsense', () => {
    expect(priceBands(1000, 1000)).toEqual([]);
    expect(priceBands(2000, 1000)).toEqual([]);
    expect(priceBands(100, 150)).toEqual([]);
    expect(priceBands(Number.NaN, 100)).toEqual([]);
  });

  it('toggles values and counts active filters', () => {
    expect(toggleValue([1, 2], 2)).toEqual([1]);
    expect(toggleValue([1], 3)).toEqual([1, 3]);
    expect(activeFilterCount({ attrValueIds: [1, 2] })).toBe(2);
    expect(activeFilterCount({ priceMin: 100, attrValueIds: [] })).toBe(1);
    expect(activeFilterCount({ priceMax: 100, priceMin: 50, attrValueIds: [4] })).toBe(2);
  });
});
