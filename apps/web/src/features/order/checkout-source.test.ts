import { describe, expect, it } from 'vitest';
import { buyNowCheckoutPath, cartCheckoutPath, idListParam, openedCheckoutPath, parseCheckoutSource, positiveIntParam } from './checkout-source.ts';

describe('parseCheckoutSource', () => {
  it('opens the picked cart lines, or the listed ones', () => {
    expect(parseCheckoutSource({ source: 'cart' })).toEqual({ kind: 'cart', request: {} });
    expect(parseCheckoutSource({ source: 'cart', cartIds: '' })).toEqual({ kind: 'cart', request: {} });
    expect(parseCheckoutSource({ source: 'cart', cartIds: '3,1,3' })).toEqual({ kind: 'cart', request: { cartIds: [3, 1] } });
  });

  it('opens a buy-now checkout, one piece unless a quantity is given', () => {
    expect(parseCheckoutSource({ source: 'onegoods', goodsId: '5', skuId: '9', quantity: '2' })).toEqual({ kind: 'onegoods', request: { goodsId: 5, skuId: 9, quantity: 2 } });
    expect(parseCheckoutSource({ source: 'onegoods', goodsId: '5', skuId: '9' })).toEqual({ kind: 'onegoods', request: { goodsId: 5, skuId: 9, quantity: 1 } });
  });

  it('reloads an opened checkout, whatever else the URL says', () => {
    expect(parseCheckoutSource({ checkoutId: '12', source: 'cart' })).toEqual({ kind: 'opened', checkoutId: 12 });
  });

  it('refuses what it cannot read instead of guessing', () => {
    const queries: Record<string, string>[] = [
      {},
      { source: 'basket' },
      { checkoutId: 'abc' },
      { checkoutId: '0' },
      { source: 'cart', cartIds: '1,x' },
      { source: 'cart', cartIds: '1,,2' },
      { source: 'onegoods', goodsId: '5' },
      { source: 'onegoods', goodsId: '5', skuId: '9', quantity: '0' },
      { source: 'onegoods', goodsId: '5', skuId: '9', quantity: '1000' },
      { source: 'onegoods', goodsId: '5', skuId: '9', quantity: '1.5' },
      { source: 'onegoods', goodsId: '-5', skuId: '9' },
    ];
    for (const query of queries)
      expect(parseCheckoutSource(query), JSON.stringify(query)).toEqual({ kind: 'invalid' });
  });
});

describe('query numbers', () => {
  it('takes plain positive whole numbers within the id range only', () => {
    expect(positiveIntParam('42')).toBe(42);
    expect(positiveIntParam('2147483647')).toBe(2147483647);
    for (const value of [undefined, '', '0', '01', '1e3', '1.0', ' 1', '2147483648', '99999999999']) expect(positiveIntParam(value), String(value)).toBeUndefined();
  });

  it('reads a list of at most 100 ids', () => {
    expect(idListParam('1, 2')).toEqual([1, 2]);
    expect(idListParam(Array.from({ length: 100 }, (_, i) => i + 1).join(','))).toHaveLength(100);
    expect(idListParam(Array.from({ length: 101 }, (_, i) => i + 1).join(','))).toBeUndefined();
  });
});

describe('checkout paths', () => {
  it('writes the URLs the page reads back', () => {
    expect(parseCheckoutSource(Object.fromEntries(new URL(openedCheckoutPath(3), 'http://x').searchParams))).toEqual({ kind: 'opened', checkoutId: 3 });
    expect(parseCheckoutSource(Object.fromEntries(new URL(cartCheckoutPath([4, 5]), 'http://x').searchParams))).toEqual({ kind: 'cart', request: { cartIds: [4, 5] } });
    expect(cartCheckoutPath()).toBe('/pages/order/checkout?source=cart');
    expect(parseCheckoutSource(Object.fromEntries(new URL(buyNowCheckoutPath(1, 2, 3), 'http://x').searchParams))).toEqual({ kind: 'onegoods', request: { goodsId: 1, skuId: 2, quantity: 3 } });
  });
});
