import { describe, expect, it } from 'vitest';
import { categoryPath, entryTarget, goodsDetailPath, idParam, shopPath } from './catalogue-links.ts';

describe('entry links', () => {
  it('leads goods, shops and categories to their pages, by positive integer ids only', () => {
    expect(entryTarget('goods', '12')).toEqual({ to: '/pages/goods/goodsdetail?goodsId=12' });
    expect(entryTarget('shop', ' 7 ')).toEqual({ to: '/pages/shop/index?shopId=7' });
    expect(entryTarget('category', '3')).toEqual({ to: '/pages/shortcut/index?id=3' });
    for (const bad of ['', '0', '-1', '1.5', 'x', '1e3', '12345678901', '3?x=1']) {
      expect(entryTarget('goods', bad)).toBeUndefined();
      expect(entryTarget('category', bad)).toBeUndefined();
    }
  });

  it('keeps page links inside the app and web links on http(s)', () => {
    expect(entryTarget('page', '/pages/activity/index')).toEqual({ to: '/pages/activity/index' });
    expect(entryTarget('page', 'pages/score/index')).toEqual({ to: '/pages/score/index' });
    expect(entryTarget('page', '//evil.example/x')).toBeUndefined();
    expect(entryTarget('page', 'https://evil.example/x')).toBeUndefined();
    expect(entryTarget('url', 'https://example.com/a')).toEqual({ href: 'https://example.com/a' });
    expect(entryTarget('url', 'javascript:alert(1)')).toBeUndefined();
    expect(entryTarget('none', '12')).toBeUndefined();
  });

  it('leads goods and shops to the pages the cards open', () => {
    expect(entryTarget('goods', '5')).toEqual({ to: goodsDetailPath(5) });
    expect(entryTarget('shop', '5')).toEqual({ to: shopPath(5) });
  });

  it('opens a leaf category as a goods list and a higher one with its children', () => {
    expect(categoryPath({ id: 9, level: 3 })).toBe('/pages/category/lastlevellist?categoryId=9');
    expect(categoryPath({ id: 2, level: 2 })).toBe('/pages/category/sublist?categoryId=2');
  });

  it('reads ids from page queries', () => {
    expect(idParam('42')).toBe(42);
    for (const bad of [undefined, '', '0', '-3', '4.2', 'abc', '2147483648', '042']) expect(idParam(bad)).toBeUndefined();
  });
});
