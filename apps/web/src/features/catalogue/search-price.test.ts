import { describe, expect, it } from 'vitest';
import { priceBands, roundPrice, toBaseMinor, toDisplayAmount } from './search-price.ts';

const yuan = { code: 'CNY', symbol: '¥', rate: 1, decimals: 2 };
const dollar = { code: 'USD', symbol: '$', rate: 0.14, decimals: 2 };

describe('search prices', () => {
  it('converts between base minor units and the display currency', () => {
    expect(toDisplayAmount(12_345, yuan)).toBe(123.45);
    expect(toDisplayAmount(10_000, dollar)).toBeCloseTo(14);
    expect(toBaseMinor('123.45', yuan)).toBe(12_345);
    expect(toBaseMinor('14', dollar)).toBe(10_000);
    expect(toBaseMinor('1,000', yuan)).toBe(100_000);
  });

  it('reads nothing or nonsense as no bound', () => {
    for (const typed of ['', '  ', 'abc', '-5', '1e5', '1.2.3']) expect(toBaseMinor(typed, yuan), typed).toBeUndefined();
    expect(toBaseMinor('5', { ...yuan, rate: 0 })).toBeUndefined();
    expect(toBaseMinor('99999999999', yuan)).toBe(2_000_000_000);
  });

  it('rounds to prices people use', () => {
    expect([0, 0.4, 7.3, 63.9, 139, 279, 1234, 98_765].map(roundPrice)).toEqual([0, 1, 7, 64, 140, 280, 1200, 99_000]);
  });

  it('makes open-ended bands between the rounded cut points', () => {
    expect(priceBands([6290, 13_900, 27_900], yuan)).toEqual([{ to: 63 }, { from: 63, to: 140 }, { from: 140, to: 280 }, { from: 280 }]);
    expect(priceBands([100, 101], yuan)).toEqual([{ to: 1 }, { from: 1 }]);
    expect(priceBands([], yuan)).toEqual([]);
  });
});
