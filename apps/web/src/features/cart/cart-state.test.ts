import { describe, expect, it } from 'vitest';
import {
  buyNowPath,
  deliveryHint,
  pickState,
  quantityBound,
  quantityNote,
  withoutLines,
  withPicks,
  withQuantity,
  type Cart,
  type CartLine,
} from './cart-state.ts';

function line(over: Partial<CartLine> & { cartId: number; shopId: number }): CartLine {
  return {
    goodsId: over.cartId * 10,
    skuId: over.cartId * 100,
    title: `Goods ${over.cartId}`,
    image: '',
    specName: '',
    price: 1000,
    marketPrice: 1200,
    quantity: 1,
    stock: 50,
    purchaseLimit: null,
    picked: true,
    addedAt: '2026-01-01T00:00:00.000Z',
    reason: null,
    ...over,
  };
}

function cartOf(lines: CartLine[], unbuyable: CartLine[] = []): Cart {
  const shops = [...new Set(lines.map((l) => l.shopId))].map((shopId) => ({
    shopId,
    shopName: `Shop ${shopId}`,
    shopLogo: '',
    lines: lines.filter((l) => l.shopId === shopId),
  }));
  const picked = lines.filter((l) => l.picked);
  return {
    shops,
    unbuyable,
    pickedLines: picked.length,
    pickedQuantity: picked.reduce((n, l) => n + l.quantity, 0),
    pickedAmount: picked.reduce((n, l) => n + l.price * l.quantity, 0),
    count: lines.length + unbuyable.length,
  };
}

describe('quantityBound and quantityNote', () => {
  it('stops at the lowest of stock, purchase limit and 999, saying which', () => {
    expect(quantityBound({ stock: 5000, purchaseLimit: null })).toEqual({ max: 999, by: 'max' });
    expect(quantityBound({ stock: 12, purchaseLimit: null })).toEqual({ max: 12, by: 'stock' });
    expect(quantityBound({ stock: 12, purchaseLimit: 3 })).toEqual({ max: 3, by: 'limit' });
    // A tie is told as stock: that is what runs out.
    expect(quantityBound({ stock: 3, purchaseLimit: 3 })).toEqual({ max: 3, by: 'stock' });
    expect(quantityBound({ stock: 0, purchaseLimit: null })).toEqual({ max: 1, by: 'stock' });
  });

  it('tells the shopper when the stepper stopped, stock is low, or the line holds more than the stock', () => {
    expect(quantityNote({ quantity: 2, stock: 50, purchaseLimit: null })).toBeUndefined();
    expect(quantityNote({ quantity: 12, stock: 12, purchaseLimit: null })).toEqual({ kind: 'atStock', n: 12 });
    expect(quantityNote({ quantity: 3, stock: 12, purchaseLimit: 3 })).toEqual({ kind: 'atLimit', n: 3 });
    expect(quantityNote({ quantity: 999, stock: 5000, purchaseLimit: null })).toEqual({ kind: 'atMax', n: 999 });
    expect(quantityNote({ quantity: 1, stock: 4, purchaseLimit: null })).toEqual({ kind: 'lowStock', n: 4 });
    expect(quantityNote({ quantity: 8, stock: 4, purchaseLimit: null })).toEqual({ kind: 'overStock', n: 4 });
  });
});

describe('optimistic cart copies', () => {
  const a1 = line({ cartId: 1, shopId: 1, quantity: 2 });
  const a2 = line({ cartId: 2, shopId: 1, price: 550 });
  const b1 = line({ cartId: 3, shopId: 2, picked: false });
  const gone = line({ cartId: 4, shopId: 2, reason: 'off_shelf', price: 99_999 });
  const cart = cartOf([a1, a2, b1], [gone]);

  it('knows whether all, some or none are picked', () => {
    expect(pickState(cart.shops[0]!.lines)).toBe('all');
    expect(pickState([...cart.shops[0]!.lines, b1])).toBe('some');
    expect(pickState([b1])).toBe('none');
    expect(pickState([])).toBe('none');
  });

  it('follows picks of a line, a shop and everything, never counting unbuyable lines', () => {
    expect(withPicks(cart, { cartId: 3 }, true)).toMatchObject({ pickedLines: 3, pickedQuantity: 4, pickedAmount: 2000 + 550 + 1000 });
    expect(withPicks(cart, { shopId: 1 }, false)).toMatchObject({ pickedLines: 0, pickedQuantity: 0, pickedAmount: 0 });
    const all = withPicks(cart, { all: true }, true);
    expect(all).toMatchObject({ pickedLines: 3, pickedAmount: 3550 });
    expect(all.unbuyable[0]!.picked).toBe(true);
    expect(withPicks(cart, { all: true }, false).pickedLines).toBe(0);
    // The cart it was made from is left as it was.
    expect(cart.pickedAmount).toBe(2550);
  });

  it('follows quantities and removals', () => {
    expect(withQuantity(cart, 1, 5)).toMatchObject({ pickedQuantity: 6, pickedAmount: 5000 + 550 });
    const less = withoutLines(cart, [3, 4]);
    expect(less.shops.map((s) => s.shopId)).toEqual([1]);
    expect(less.unbuyable).toEqual([]);
    expect(less.count).toBe(2);
    expect(withoutLines(cart, [1, 2])).toMatchObject({ pickedLines: 0, pickedAmount: 0, count: 2 });
  });
});

describe('delivery hint, buy-now path', () => {
  it('says delivery is unknown without an address, free at 0, else the fee', () => {
    expect(deliveryHint(undefined)).toBeUndefined();
    expect(deliveryHint({ address: null, feesKnown: false, shops: [], totalFee: null })).toEqual({ kind: 'unknown' });
    expect(deliveryHint({ address: null, feesKnown: true, shops: [], totalFee: 0 })).toEqual({ kind: 'free' });
    expect(deliveryHint({ address: null, feesKnown: true, shops: [], totalFee: 1200 })).toEqual({ kind: 'fee', amount: 1200 });
  });

  it('builds the buy-now checkout path', () => {
    expect(buyNowPath(5, 51, 2)).toBe('/pages/order/checkout?source=onegoods&goodsId=5&skuId=51&quantity=2');
  });
});
