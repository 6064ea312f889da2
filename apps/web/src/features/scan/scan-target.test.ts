import { describe, expect, it } from 'vitest';
import { encodeShareCode } from '@mall/contract/share/share-code';
import { scanTarget } from './scan-target.ts';

const origin = 'https://mall.example';

describe('scanTarget', () => {
  it('opens a share text\'s popup page, a goods number, and a link of this mall', () => {
    const code = encodeShareCode({ userId: 7, goodsId: 12 });
    expect(scanTarget(`look MALLSHARE#${code}# now`, origin)).toBe(`/pages/popup/popup?code=${code}`);
    expect(scanTarget(' 42 ', origin)).toBe('/pages/goods/goodsdetail?goodsId=42');
    expect(scanTarget('https://mall.example/pages/shop/index?shopId=3', origin)).toBe('/pages/shop/index?shopId=3');
    expect(scanTarget('/pages/goods/goodsdetail?goodsId=5', origin)).toBe('/pages/goods/goodsdetail?goodsId=5');
  });

  it('refuses other sites, other paths, zero and huge numbers, and noise', () => {
    expect(scanTarget('https://evil.example/pages/goods/goodsdetail?goodsId=1', origin)).toBeNull();
    expect(scanTarget('https://mall.example/api/jhyl/osm/v1/x', origin)).toBeNull();
    expect(scanTarget('javascript:alert(1)', origin)).toBeNull();
    expect(scanTarget('0', origin)).toBeNull();
    expect(scanTarget('99999999999', origin)).toBeNull();
    expect(scanTarget('', origin)).toBeNull();
  });
});
