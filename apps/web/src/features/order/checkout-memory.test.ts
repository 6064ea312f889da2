import { describe, expect, it } from 'vitest';
import { forgetNumber, rememberNumber, rememberResult, rememberedNumber, rememberedResult } from './checkout-memory.ts';

const result = { checkoutNumber: 'N0000000000000001', orderIds: [4, 5], orderNos: ['A', 'B'], payAmount: 1000, payDeadline: '2030-01-01T00:00:00.000Z' };

describe('checkout memory', () => {
  it('keeps the number for retries of the same checkout only', () => {
    rememberNumber(7, 'N0000000000000001');
    expect(rememberedNumber(7)).toBe('N0000000000000001');
    expect(rememberedNumber(8)).toBeUndefined();
  });

  it('forgets the number after a refusal that made no order', () => {
    rememberNumber(7, 'N0000000000000001');
    forgetNumber(8);
    expect(rememberedNumber(7)).toBe('N0000000000000001');
    forgetNumber(7);
    expect(rememberedNumber(7)).toBeUndefined();
  });

  it('replaces the number by the result once committed, so a reload shows the orders', () => {
    rememberNumber(7, 'N0000000000000001');
    rememberResult(7, result);
    expect(rememberedResult(7)).toEqual(result);
    expect(rememberedNumber(7)).toBeUndefined();
    expect(rememberedResult(8)).toBeUndefined();
  });
});
