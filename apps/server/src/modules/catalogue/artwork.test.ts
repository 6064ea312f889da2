import { describe, expect, it } from 'vitest';
import { ART_KINDS } from '@mall/contract/catalogue/catalogue-kinds';
import { artUrl, renderArt } from './artwork.ts';
import { MOTIFS } from './artwork-motifs.ts';

describe('renderArt', () => {
  it('draws the same picture for the same key, and different ones for different keys', () => {
    const a = renderArt('goods', 'phone-g00001');
    expect(a).toBe(renderArt('goods', 'phone-g00001'));
    expect(a).not.toBe(renderArt('goods', 'phone-g00002'));
    expect(a).not.toBe(renderArt('review', 'phone-g00001'));
  });

  it('draws every motif for every kind that takes motifs, as a well-formed square or wide SVG', () => {
    for (const motif of Object.keys(MOTIFS)) {
      for (const kind of ['goods', 'review', 'category', 'shop', 'banner'] as const) {
        const svg = renderArt(kind, `${motif}-k1`);
        expect(svg, `${kind}/${motif}`).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
        expect(svg).toMatch(/<\/svg>$/);
        expect(svg).not.toMatch(/NaN|undefined/);
      }
    }
    expect(renderArt('goods', 'phone-k1')).toContain('viewBox="0 0 400 400"');
    expect(renderArt('banner', 'phone-k1')).toContain('viewBox="0 0 750 300"');
  });

  it('paints the product in the colour the key names', () => {
    expect(renderArt('goods', 'tshirt-g1-d9453d')).toContain('#d9453d');
  });

  it('draws avatars and certificates from their own subjects', () => {
    expect(renderArt('avatar', 'face-demo1')).toContain('<svg');
    for (const subject of ['license', 'permit', 'idcard']) expect(renderArt('certificate', `${subject}-x1`)).toContain('<svg');
  });

  it('refuses keys that do not name a picture', () => {
    for (const [kind, key] of [
      ['goods', 'spaceship-1'],
      ['goods', 'phone'],
      ['goods', 'phone-'],
      ['goods', 'Phone-1'],
      ['goods', 'phone-1-xyz123'],
      ['goods', 'phone-1-d9453'],
      ['goods', 'phone-a/b'],
      ['goods', `phone-${'a'.repeat(25)}`],
      ['avatar', 'phone-1'],
      ['avatar', 'face-1-d9453d'],
      ['certificate', 'face-1'],
      ['category', 'phone-1-d9453d'],
      ['poster', 'phone-1'],
      ['constructor', 'phone-1'],
      ['goods', '__proto__-1'],
      ['goods', 'constructor-1'],
    ]) {
      expect(renderArt(kind!, key!), `${kind}/${key}`).toBeNull();
    }
  });

  it('builds the URLs the tables store', () => {
    expect(artUrl('goods', 'tshirt', 'G00042', '#D9453D')).toBe('/media/art/goods/tshirt-g00042-d9453d.svg');
    expect(ART_KINDS).toContain('certificate');
  });
});
