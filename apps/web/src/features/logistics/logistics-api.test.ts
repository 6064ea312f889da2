import { describe, expect, it } from 'vitest';
import { orderIdOf } from './logistics-api.ts';

describe('orderIdOf', () => {
  it('reads a positive 32-bit order id and nothing else', () => {
    expect(orderIdOf('42')).toBe(42);
    expect(orderIdOf('2147483647')).toBe(2_147_483_647);
    for (const bad of [undefined, '', '0', '-1', '1.5', '01', 'abc', '2147483648', '12345678901', ' 4']) expect(orderIdOf(bad)).toBeUndefined();
  });
});
