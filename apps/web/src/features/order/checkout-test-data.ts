import type { TCheckout, TCheckoutCoupon, TCheckoutLine, TCheckoutShop } from '@mall/contract/order/checkout-fields';

/** Small checkouts for the unit tests, built from the contract's shapes. */
export function line(over: Partial<TCheckoutLine> = {}): TCheckoutLine {
  return { cartId: 1, goodsId: 10, skuId: 100, title: 'Green tea', image: '/t.png', specName: '250 g', price: 1000, quantity: 1, amount: 1000, stock: 50, purchaseLimit: null, ...over };
}

export function shop(over: Partial<TCheckoutShop> = {}): TCheckoutShop {
  const lines = over.lines ?? [line()];
  const goodsAmount = lines.reduce((s, l) => s + l.amount, 0);
  return {
    shopId: 1,
    shopName: 'Tea House',
    shopLogo: '',
    lines,
    quantity: lines.reduce((s, l) => s + l.quantity, 0),
    goodsAmount,
    deliveryFee: 0,
    freeOverAmount: null,
    userCouponId: null,
    couponAmount: 0,
    usableCouponCount: 0,
    platformCouponAmount: 0,
    pointsUsed: 0,
    pointsAmount: 0,
    remark: '',
    payAmount: goodsAmount,
    ...over,
  };
}

export function checkout(over: Partial<TCheckout> = {}): TCheckout {
  const shops = over.shops ?? [shop()];
  const goodsAmount = shops.reduce((s, x) => s + x.goodsAmount, 0);
  return {
    checkoutId: 7,
    source: 'cart',
    address: null,
    shops,
    platformUserCouponId: null,
    platformCouponAmount: 0,
    platformUsableCouponCount: 0,
    quantity: shops.reduce((s, x) => s + x.quantity, 0),
    goodsAmount,
    deliveryFee: 0,
    couponAmount: 0,
    points: { use: false, available: 0, usable: 0, used: 0, amount: 0 },
    pointsAmount: 0,
    payAmount: goodsAmount,
    problems: [],
    expiresAt: '2030-01-01T00:00:00.000Z',
    ...over,
  };
}

export function coupon(over: Partial<TCheckoutCoupon> = {}): TCheckoutCoupon {
  return {
    userCouponId: 1,
    couponId: 1,
    shopId: 1,
    title: '5 off',
    kind: 'amount_off',
    thresholdAmount: 0,
    amountOff: 500,
    percentOff: null,
    maxOff: null,
    expiresAt: '2030-01-01T00:00:00.000Z',
    discount: 500,
    usable: true,
    unusableReason: null,
    ...over,
  };
}
