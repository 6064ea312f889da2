import { describe, expect, it } from 'vitest';
import { clampQuantity, cleanRemark, commitRequestOf, maxQuantityOf, redoRequestOf, remarkChange, REMARK_MAX } from './checkout-requests.ts';

describe('redoRequestOf', () => {
  it('sends only what changed, never a price', () => {
    expect(redoRequestOf(7, { kind: 'address', addressId: 3 })).toEqual({ checkoutId: 7, addressId: 3 });
    expect(redoRequestOf(7, { kind: 'quantity', skuId: 9, quantity: 2 })).toEqual({ checkoutId: 7, quantities: [{ skuId: 9, quantity: 2 }] });
    expect(redoRequestOf(7, { kind: 'shopCoupon', shopId: 1, userCouponId: 5 })).toEqual({ checkoutId: 7, shopCoupons: [{ shopId: 1, userCouponId: 5 }] });
    expect(redoRequestOf(7, { kind: 'shopCoupon', shopId: 1, userCouponId: null })).toEqual({ checkoutId: 7, shopCoupons: [{ shopId: 1, userCouponId: null }] });
    expect(redoRequestOf(7, { kind: 'platformCoupon', userCouponId: null })).toEqual({ checkoutId: 7, platformUserCouponId: null });
    expect(redoRequestOf(7, { kind: 'remark', shopId: 1, remark: 'ring twice' })).toEqual({ checkoutId: 7, remarks: [{ shopId: 1, remark: 'ring twice' }] });
  });
});

describe('remarks', () => {
  it('keeps one trimmed line of at most 200 characters', () => {
    expect(cleanRemark('  leave at\nthe door\t ')).toBe('leave at the door');
    expect(cleanRemark('x'.repeat(250))).toHaveLength(REMARK_MAX);
    // Counted in characters, so a CJK or emoji remark is not cut in the middle of one.
    expect(Array.from(cleanRemark('🍵'.repeat(201)))).toHaveLength(REMARK_MAX);
  });

  it('asks for a redo only when the remark changed', () => {
    expect(remarkChange(1, 'hello', ' hello ')).toBeUndefined();
    expect(remarkChange(1, '', '')).toBeUndefined();
    expect(remarkChange(1, 'hello', '')).toEqual({ kind: 'remark', shopId: 1, remark: '' });
    expect(remarkChange(2, '', 'fragile')).toEqual({ kind: 'remark', shopId: 2, remark: 'fragile' });
  });
});

describe('quantities', () => {
  it('bounds the stepper by stock, purchase limit and 999', () => {
    expect(maxQuantityOf({ stock: 5, purchaseLimit: null, quantity: 1 })).toBe(5);
    expect(maxQuantityOf({ stock: 50, purchaseLimit: 3, quantity: 1 })).toBe(3);
    expect(maxQuantityOf({ stock: 5000, purchaseLimit: null, quantity: 1 })).toBe(999);
    // Sold out: the stepper cannot go up, only down to 1; the problem line says why the order cannot go through.
    expect(maxQuantityOf({ stock: 0, purchaseLimit: null, quantity: 4 })).toBe(4);
    expect(maxQuantityOf({ stock: 0, purchaseLimit: null, quantity: 1 })).toBe(1);
  });

  it('turns any stepper value into a quantity the contract takes', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-3)).toBe(1);
    expect(clampQuantity(2.7)).toBe(2);
    expect(clampQuantity(5000)).toBe(999);
    expect(clampQuantity(Number.NaN)).toBe(1);
  });
});

describe('commitRequestOf', () => {
  it('commits the total the shopper was shown, with the one-time number', () => {
    expect(commitRequestOf({ checkoutId: 7, payAmount: 12345 }, 'ABCDEF0123456789')).toEqual({ checkoutId: 7, checkoutNumber: 'ABCDEF0123456789', payAmount: 12345 });
  });
});
