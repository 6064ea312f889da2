import { describe, expect, it } from 'vitest';
import { basketSums } from './takeaway-gap.ts';

describe('basketSums', () => {
  const terms = { minOrderAmount: 3000, deliveryFee: 500, packingFee: 200 };
  it('says how much is missing below the smallest order, and nothing at it', () => {
    expect(basketSums([{ price: 1000, quantity: 2 }], terms)).toEqual({ goodsAmount: 2000, quantity: 2, gap: 1000, total: 2700 });
    expect(basketSums([{ price: 1000, quantity: 3 }], terms)).toMatchObject({ gap: 0, total: 3700 });
  });
  it('charges no fees for an empty basket', () => {
    expect(basketSums([], terms)).toEqual({ goodsAmount: 0, quantity: 0, gap: 3000, total: 0 });
  });
});
