import { describe, expect, it } from 'vitest';
import { splitProportionally } from './split-proportionally.ts';

describe('splitProportionally', () => {
  it('adds up exactly and gives the leftover units to the largest fractions', () => {
    expect(splitProportionally(100, [50, 50, 50])).toEqual([34, 33, 33]);
    expect(splitProportionally(10, [3000, 7000])).toEqual([3, 7]);
    expect(splitProportionally(7, [1, 2, 4])).toEqual([1, 2, 4]);
    expect(splitProportionally(5, [1, 1, 1, 1, 1, 1])).toEqual([1, 1, 1, 1, 1, 0]);
    expect(splitProportionally(0, [5, 5])).toEqual([0, 0]);
    expect(splitProportionally(0, [])).toEqual([]);
  });

  it('never gives a weight more than itself, and stays exact past 2^53', () => {
    for (let seed = 1; seed < 300; seed++) {
      const weights = Array.from({ length: 1 + (seed % 7) }, (_, i) => ((seed * 7919 + i * 104_729) % 100_000) * (i % 3 === 0 ? 0 : 1));
      const sum = weights.reduce((a, w) => a + w, 0);
      const total = sum === 0 ? 0 : (seed * 31) % (sum + 1);
      const shares = splitProportionally(total, weights);
      expect(shares.reduce((a, s) => a + s, 0)).toBe(total);
      shares.forEach((s, i) => {
        expect(s).toBeGreaterThanOrEqual(0);
        expect(s).toBeLessThanOrEqual(weights[i]!);
      });
    }
    const big = splitProportionally(1_999_999_999_999, [2_000_000_000_000, 1, 3]);
    expect(big.reduce((a, s) => a + s, 0)).toBe(1_999_999_999_999);
    expect(big[0]).toBeLessThanOrEqual(2_000_000_000_000);
  });

  it('refuses a total above the weights or negative numbers', () => {
    expect(() => splitProportionally(11, [5, 5])).toThrow(RangeError);
    expect(() => splitProportionally(-1, [5])).toThrow(RangeError);
    expect(() => splitProportionally(1, [-5, 10])).toThrow(RangeError);
    expect(() => splitProportionally(1, [])).toThrow(RangeError);
  });
});
