import { describe, expect, it } from 'vitest';
import { formatUnits, parseUnits, returnFormPath } from './aftersale-paths.ts';

describe('after-sales paths', () => {
  it('carries the chosen units to the form of the kind and reads them back', () => {
    const units = [
      { orderLineId: 12, quantity: 2 },
      { orderLineId: 7, quantity: 1 },
    ];
    expect(returnFormPath('return', 5, units)).toBe('/pages/order/returnandrefund?orderId=5&lines=12%3A2%2C7%3A1');
    expect(parseUnits(formatUnits(units))).toEqual(units);
  });

  it('reads nothing from a malformed, repeated or empty value', () => {
    for (const bad of [undefined, '', '1', '1:0', '1:-2', 'a:1', '1:1,1:2', '1:1,', '0:1', '1:10000', '99999999999:1']) expect(parseUnits(bad), bad).toBeUndefined();
  });
});
