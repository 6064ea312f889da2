import { describe, expect, it } from 'vitest';
import { tabOfPath } from './tab-paths.ts';

describe('tabOfPath', () => {
  it('finds the tab of each tab page; home has two addresses', () => {
    expect(tabOfPath('/')).toBe('home');
    expect(tabOfPath('/pages/index/index')).toBe('home');
    expect(tabOfPath('/pages/category/index')).toBe('category');
    expect(tabOfPath('/pages/index/cart')).toBe('cart');
    expect(tabOfPath('/pages/index/message')).toBe('message');
    expect(tabOfPath('/pages/index/user/')).toBe('user');
  });

  it('has no tab for other pages', () => {
    expect(tabOfPath('/pages/goods/goodsdetail')).toBeUndefined();
    expect(tabOfPath('/pages/user/setting')).toBeUndefined();
    expect(tabOfPath('/nope')).toBeUndefined();
  });
});
