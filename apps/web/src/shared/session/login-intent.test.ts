import { beforeEach, describe, expect, it } from 'vitest';
import { armLoginIntent, dropLoginIntent, saveLoginIntent, takeLoginIntent } from './login-intent.ts';

describe('the login intent', () => {
  beforeEach(() => dropLoginIntent());
  const at = 1_800_000_000_000;

  it('is taken once, by its page and action, with its data', () => {
    saveLoginIntent('/pages/goods/goodsdetail?goodsId=7', { action: 'goods.addToCart', data: { skuId: 3, quantity: 2 } }, at);
    // Not before the login that leads back to the page.
    expect(takeLoginIntent('/pages/goods/goodsdetail?goodsId=7', 'goods.addToCart', at + 1000)).toBeUndefined();
    armLoginIntent('/pages/goods/goodsdetail?goodsId=7#reviews');
    expect(takeLoginIntent('/pages/goods/goodsdetail?goodsId=8', 'goods.addToCart', at + 1000)).toBeUndefined();
    expect(takeLoginIntent('/pages/goods/goodsdetail?goodsId=7', 'goods.buyNow', at + 1000)).toBeUndefined();
    expect(takeLoginIntent('/pages/goods/goodsdetail?goodsId=7', 'goods.addToCart', at + 1000)).toEqual({ skuId: 3, quantity: 2 });
    expect(takeLoginIntent('/pages/goods/goodsdetail?goodsId=7', 'goods.addToCart', at + 2000)).toBeUndefined();
  });

  it('answers null for an intent without data, and a newer gate replaces an older intent', () => {
    saveLoginIntent('/a', { action: 'shop.follow' }, at);
    saveLoginIntent('/b', { action: 'goods.favor' }, at);
    armLoginIntent('/b');
    expect(takeLoginIntent('/a', 'shop.follow', at)).toBeUndefined();
    expect(takeLoginIntent('/b', 'goods.favor', at)).toBeNull();
  });

  it('goes stale after a quarter of an hour, and is never carried out from the future or from garbage', () => {
    saveLoginIntent('/a', { action: 'shop.follow' }, at);
    armLoginIntent('/a');
    expect(takeLoginIntent('/a', 'shop.follow', at + 15 * 60_000 + 1)).toBeUndefined();
    saveLoginIntent('/a', { action: 'shop.follow' }, at);
    armLoginIntent('/a');
    expect(takeLoginIntent('/a', 'shop.follow', at - 1)).toBeUndefined();
    expect(takeLoginIntent('/a', 'shop.follow', at)).toBeUndefined();
  });

  it('is dropped by a login that leads elsewhere (the visitor gave up and logged in later from the me tab)', () => {
    saveLoginIntent('/a', { action: 'shop.follow' }, at);
    armLoginIntent('/pages/index/user');
    armLoginIntent('/a');
    expect(takeLoginIntent('/a', 'shop.follow', at)).toBeUndefined();
  });
});
