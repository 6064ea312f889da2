import { describe, expect, it } from 'vitest';
import { checkoutOfRefusal, differencesOf } from './checkout-changes.ts';
import { checkout, line, shop } from './checkout-test-data.ts';

describe('checkoutOfRefusal', () => {
  it('takes the fresh checkout of a refused commit, and nothing else', () => {
    const fresh = checkout();
    expect(checkoutOfRefusal(fresh, 7)).toBe(fresh);
    expect(checkoutOfRefusal(fresh, 8)).toBeUndefined();
    expect(checkoutOfRefusal(undefined, 7)).toBeUndefined();
    expect(checkoutOfRefusal({ stock: 3 }, 7)).toBeUndefined();
    expect(checkoutOfRefusal({ ...fresh, shops: null }, 7)).toBeUndefined();
  });
});

describe('differencesOf', () => {
  it('finds nothing when nothing changed', () => {
    expect(differencesOf(checkout(), checkout())).toEqual([]);
  });

  it('lists the new total first, then prices, quantities, lines gone, fees, coupons and problems', () => {
    const before = checkout({
      shops: [shop({ shopId: 1, shopName: 'Tea House', deliveryFee: 0, lines: [line({ skuId: 1, title: 'Tea', price: 1000 }), line({ skuId: 2, title: 'Cup', quantity: 3 })] })],
      couponAmount: 500,
      payAmount: 3500,
    });
    const after = checkout({
      shops: [shop({ shopId: 1, shopName: 'Tea House', deliveryFee: 800, lines: [line({ skuId: 1, title: 'Tea', price: 1200 })] })],
      couponAmount: 0,
      payAmount: 2000,
      problems: [{ kind: 'stock_short', shopId: 1, skuId: 1, limit: 0 }],
    });
    expect(differencesOf(before, after)).toEqual([
      { kind: 'total', before: 3500, after: 2000 },
      { kind: 'price', title: 'Tea', specName: '250 g', before: 1000, after: 1200 },
      { kind: 'lineGone', title: 'Cup', specName: '250 g' },
      { kind: 'deliveryFee', shopName: 'Tea House', before: 0, after: 800 },
      { kind: 'coupons', before: 500, after: 0 },
      { kind: 'problems', count: 1 },
    ]);
  });

  it('notices a quantity the server lowered', () => {
    const before = checkout({ shops: [shop({ lines: [line({ quantity: 5 })] })] });
    const after = checkout({ shops: [shop({ lines: [line({ quantity: 2 })] })] });
    expect(differencesOf(before, after)).toContainEqual({ kind: 'quantity', title: 'Green tea', specName: '250 g', before: 5, after: 2 });
  });
});
