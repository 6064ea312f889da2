import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';
import { renderArt } from './artwork.ts';

const t = await createTestApp();

describe('GET /media/art/{kind}/{key}.svg', () => {
  it('serves the SVG with a year-long immutable cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/art/goods/phone-g00001.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(renderArt('goods', 'phone-g00001'));
  });

  it('answers the 404 envelope for unknown kinds, subjects and malformed keys', async () => {
    for (const url of [
      '/media/art/goods/spaceship-1.svg',
      '/media/art/poster/phone-1.svg',
      '/media/art/goods/phone-1.png',
      '/media/art/goods/phone-1',
      '/media/art/goods/%3Cscript%3E-1.svg',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'T-lang': 'zh' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ success: false, code: 1004, message: '数据不存在', data: null });
    }
  });
});
