import { describe, expect, it } from 'vitest';
import { internalPath } from './internal-path.ts';

const origin = 'https://mall.example';

describe('internalPath', () => {
  it('keeps app paths', () => {
    expect(internalPath('/pages/goods/goodsdetail?id=1', origin)).toBe('/pages/goods/goodsdetail?id=1');
    expect(internalPath('pages/goods/goodsdetail?id=1', origin)).toBe('/pages/goods/goodsdetail?id=1');
    expect(internalPath('https://mall.example/pages/goods/goodsdetail?id=2#top', origin)).toBe('/pages/goods/goodsdetail?id=2#top');
  });

  it('refuses other sites and nonsense', () => {
    for (const bad of ['https://evil.example/pages/goods/goodsdetail', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '', '  ']) {
      expect(internalPath(bad, origin)).toBeUndefined();
    }
  });
});
