import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { deletePlatformBanner, savePlatformBanner } from '@mall/contract/catalogue/platform-home';
import { queryBanner } from '@mall/contract/catalogue/query-banner';
import { queryHomeGroup } from '@mall/contract/catalogue/query-home-group';
import { API_BASE } from '@mall/contract/platform/api';
import { HEADERS } from '@mall/contract/platform/headers';
import { path as uploadPath } from '@mall/contract/resource/upload-image';
import { createTestOperator } from '../../testing/fixtures.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { homeGroup } from './home.tables.ts';

// A built web app of one page, and the first answers written into it cached for a minute: only a change clears them.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-first-screen-'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Mall</title></head><body><div id="root"></div></body></html>');
const t = await createTestApp({ webDist: dist, catalogueCacheMs: 60_000 });
const support = await createTestOperator(t.db, 'support');

async function upload(token: string): Promise<string> {
  const picture = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#2a6fd6' } }).png().toBuffer();
  const boundary = `----mall${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.png"\r\nContent-Type: image/png\r\n\r\n`),
    picture,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({ method: 'POST', url: `${API_BASE}/${uploadPath}`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, [HEADERS.token]: token }, payload });
  return (res.json() as { data: { url: string } }).data.url;
}

const homePage = async () => (await t.app.inject({ method: 'GET', url: '/' })).body;

describe("the home page's first screen written into the page", () => {
  it('shows a banner added or deleted at once, although its answers are cached for a minute', async () => {
    expect(await homePage()).toContain('mall-answers');
    const title = { en: 'First screen sale', zh: '首屏特卖', ja: 'ファーストセール' };
    const saved = await t.call(savePlatformBanner, { position: 'home', title, image: await upload(support.token), linkType: 'none', linkTarget: '', sort: 99_000 }, { token: support.token });
    expect(saved.body.code, saved.body.message).toBe(1000);
    expect(await homePage()).toContain('First screen sale');
    expect((await t.call(deletePlatformBanner, { bannerId: saved.body.data!.bannerId }, { token: support.token })).body.code).toBe(1000);
    expect(await homePage()).not.toContain('First screen sale');
  });
});

describe("the home page's entries, kept for the catalogue's cache time", () => {
  it('answers the groups and banners from what the instance keeps until the platform changes an entry', async () => {
    const groupsNow = async () => (await t.call(queryHomeGroup, {}, { lang: 'en' })).body.data!;
    const bannersNow = async () => (await t.call(queryBanner, { position: 'home' }, { lang: 'en' })).body.data!;
    const groups = await groupsNow();
    const banners = await bannersNow();
    expect(groups.length).toBeGreaterThan(0);
    // Written behind the platform's back (only the seed writes groups): the kept answer stands.
    await t.db.update(homeGroup).set({ enabled: false });
    try {
      expect(await groupsNow()).toEqual(groups);
      const title = { en: 'Kept answers sale', zh: '缓存特卖', ja: 'キャッシュセール' };
      const saved = await t.call(savePlatformBanner, { position: 'home', title, image: await upload(support.token), linkType: 'none', linkTarget: '', sort: 99_000 }, { token: support.token });
      expect(saved.body.code, saved.body.message).toBe(1000);
      // The banner's save is announced: every kept entry goes, the groups' too.
      const shown = (await bannersNow()).map((b) => b.id);
      expect(shown).toHaveLength(banners.length + 1);
      expect(shown).toContain(saved.body.data!.bannerId);
      expect(await groupsNow()).toEqual([]);
      expect((await t.call(deletePlatformBanner, { bannerId: saved.body.data!.bannerId }, { token: support.token })).body.code).toBe(1000);
      expect(await bannersNow()).toEqual(banners);
    } finally {
      await t.db.update(homeGroup).set({ enabled: true });
    }
  });
});
