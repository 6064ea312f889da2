import sharp from 'sharp';
import { and, desc, eq, isNotNull, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  deletePlatformBanner,
  deletePlatformShortcut,
  queryPlatformBanners,
  queryPlatformShortcuts,
  savePlatformBanner,
  savePlatformShortcut,
  type TSavePlatformBannerRequest,
  type TSavePlatformShortcutRequest,
} from '@mall/contract/catalogue/platform-home';
import { queryBanner } from '@mall/contract/catalogue/query-banner';
import { queryHomeShortcut } from '@mall/contract/catalogue/query-home-shortcut';
import { API_BASE, type Endpoint } from '@mall/contract/platform/api';
import { HEADERS } from '@mall/contract/platform/headers';
import { path as uploadPath } from '@mall/contract/resource/upload-image';
import { createTestOperator, createTestUser } from '../../testing/fixtures.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { merchantOfShop } from '../../testing/test-merchants.ts';
import { homeChangesOf } from '../../platform/home-changes.ts';
import { operatorAction } from '../../platform/operator-actions.tables.ts';
import { shop } from '../shop/shop.tables.ts';
import { category, goods } from './catalogue.tables.ts';
import { banner, homeShortcut } from './home.tables.ts';

const t = await createTestApp();
const support = await createTestOperator(t.db, 'support');
const admin = await createTestOperator(t.db, 'admin');
const finance = await createTestOperator(t.db, 'finance');
const shopper = await createTestUser(t.db);
const [openShop] = await t.db.select({ id: shop.id }).from(shop).where(ne(shop.status, 'disabled')).limit(1);
const merchant = await merchantOfShop(t, openShop!.id);
const [onSale] = await t.db.select({ id: goods.id }).from(goods).where(eq(goods.status, 'on_sale')).limit(1);
const [someCategory] = await t.db.select({ id: category.id }).from(category).where(eq(category.enabled, true)).limit(1);

let png = 0;
/** A public upload of the user: its URL. */
async function upload(token: string): Promise<string> {
  const picture = await sharp({ create: { width: 64, height: 40, channels: 3, background: { r: png++ % 255, g: 80, b: 160 } } }).png().toBuffer();
  const boundary = `----mall${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\npublic\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.png"\r\nContent-Type: image/png\r\n\r\n`),
    picture,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `${API_BASE}/${uploadPath}`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, [HEADERS.token]: token },
    payload,
  });
  const body = res.json() as { code: number; data: { url: string } };
  expect(body.code).toBe(1000);
  return body.data.url;
}

const picture = await upload(support.token);
const title = (s: string) => ({ en: s, zh: `${s}中`, ja: `${s}日` });
const bannerBody = (over: Partial<TSavePlatformBannerRequest> = {}): TSavePlatformBannerRequest => ({
  position: 'home',
  title: title('Autumn sale'),
  image: picture,
  linkType: 'goods',
  linkTarget: String(onSale!.id),
  sort: 90_000,
  ...over,
});
const shortcutBody = (over: Partial<TSavePlatformShortcutRequest> = {}): TSavePlatformShortcutRequest => ({
  position: 'home',
  title: title('Deals'),
  icon: picture,
  linkType: 'page',
  linkTarget: '/pages/activity/index',
  sort: 90_000,
  ...over,
});
const code = (r: { body: { code: number } }) => r.body.code;
const saveBanner = (body: unknown, token = support.token) => t.call(savePlatformBanner, body, { token });
const saveShortcut = (body: unknown, token = support.token) => t.call(savePlatformShortcut, body, { token });

describe('platform banners', () => {
  it('are for support operators and admins only: no token 1002, a shopper, a merchant and finance 1003, nothing changes', async () => {
    const [anyBanner] = await t.db.select({ id: banner.id }).from(banner).limit(1);
    const [anyShortcut] = await t.db.select({ id: homeShortcut.id }).from(homeShortcut).limit(1);
    const calls: [Endpoint, unknown][] = [
      [queryPlatformBanners, {}],
      [savePlatformBanner, bannerBody()],
      [deletePlatformBanner, { bannerId: anyBanner!.id }],
      [queryPlatformShortcuts, {}],
      [savePlatformShortcut, shortcutBody()],
      [deletePlatformShortcut, { shortcutId: anyShortcut!.id }],
    ];
    const before = [(await t.db.select().from(banner)).length, (await t.db.select().from(homeShortcut)).length];
    for (const [endpoint, body] of calls) {
      expect(code(await t.call(endpoint, body)), endpoint.path).toBe(1002);
      for (const who of [shopper, merchant, finance]) expect(code(await t.call(endpoint, body, { token: who.token })), endpoint.path).toBe(1003);
    }
    expect([(await t.db.select().from(banner)).length, (await t.db.select().from(homeShortcut)).length]).toEqual(before);
    expect(code(await t.call(queryPlatformBanners, {}, { token: admin.token }))).toBe(1000);
    expect(code(await t.call(queryPlatformShortcuts, {}, { token: support.token }))).toBe(1000);
  });

  it('adds a banner that shoppers see at once at the end of the order, edits it, deletes it; the audit log keeps before and after', async () => {
    const heard: number[] = [];
    const off = homeChangesOf(t.events).onChange(() => heard.push(1));
    const res = await saveBanner(bannerBody());
    expect(code(res), res.body.message).toBe(1000);
    const saved = res.body.data!;
    expect(saved).toMatchObject({ position: 'home', live: true, enabled: true, title: title('Autumn sale') });
    expect(heard.length).toBeGreaterThanOrEqual(1);
    const shown = (await t.call(queryBanner, { position: 'home' }, { lang: 'zh' })).body.data!;
    expect(shown.at(-1)).toMatchObject({ id: saved.bannerId, title: 'Autumn sale中', linkType: 'goods' });

    const edited = await saveBanner({ bannerId: saved.bannerId, ...bannerBody({ title: title('Winter sale'), linkType: 'page', linkTarget: '/pages/shop/index?shopId=3' }) });
    expect(code(edited), edited.body.message).toBe(1000);
    expect((await t.call(queryBanner, { position: 'home' })).body.data!.at(-1)!.title).toBe('Winter sale');
    const list = (await t.call(queryPlatformBanners, { position: 'home' }, { token: support.token })).body.data!;
    expect(list.at(-1)!.bannerId).toBe(saved.bannerId);

    const [log] = await t.db.select().from(operatorAction).where(eq(operatorAction.subject, `bannerId:${saved.bannerId}`)).orderBy(desc(operatorAction.id)).limit(1);
    expect(log).toMatchObject({ action: 'platform/banner/save', operatorId: support.userId });
    expect((log!.before as { title: { en: string } }).title.en).toBe('Autumn sale');
    expect((log!.after as { title: { en: string } }).title.en).toBe('Winter sale');

    expect(code(await t.call(deletePlatformBanner, { bannerId: saved.bannerId }, { token: support.token }))).toBe(1000);
    expect((await t.call(queryBanner, { position: 'home' })).body.data!.some((b) => b.id === saved.bannerId)).toBe(false);
    expect(code(await t.call(deletePlatformBanner, { bannerId: saved.bannerId }, { token: support.token }))).toBe(1004);
    // Each change clears the cached first answers at once here (and again when the bus echoes it).
    expect(heard.length).toBeGreaterThanOrEqual(3);
    off();
  });

  it('keeps a banner outside its window from shoppers; a window must start before it ends (equal refused)', async () => {
    const at = Date.now() + 3_600_000;
    const iso = (ms: number) => new Date(ms).toISOString();
    expect(code(await saveBanner(bannerBody({ startsAt: iso(at), endsAt: iso(at) })))).toBe(5322);
    expect(code(await saveBanner(bannerBody({ startsAt: iso(at + 1000), endsAt: iso(at) })))).toBe(5322);
    expect(code(await saveBanner(bannerBody({ startsAt: 'tomorrow' })))).toBe(1001);
    const later = await saveBanner(bannerBody({ startsAt: iso(at), endsAt: iso(at + 1000) }));
    expect(code(later)).toBe(1000);
    expect(later.body.data!.live).toBe(false);
    expect((await t.call(queryBanner, { position: 'home' })).body.data!.some((b) => b.id === later.body.data!.bannerId)).toBe(false);
    const disabled = await saveBanner(bannerBody({ enabled: false }));
    expect((await t.call(queryBanner, { position: 'home' })).body.data!.some((b) => b.id === disabled.body.data!.bannerId)).toBe(false);
  });

  it('refuses targets that do not exist, pages outside the app and stray targets (5321), nothing saved', async () => {
    const count = async () => (await t.db.select().from(banner)).length;
    const before = await count();
    const [offShelf] = await t.db.select({ id: goods.id }).from(goods).where(ne(goods.status, 'on_sale')).limit(1);
    const bad: Partial<TSavePlatformBannerRequest>[] = [
      { linkType: 'goods', linkTarget: '999999999' },
      { linkType: 'goods', linkTarget: 'abc' },
      { linkType: 'goods', linkTarget: '' },
      { linkType: 'shop', linkTarget: '999999' },
      { linkType: 'category', linkTarget: '0' },
      { linkType: 'page', linkTarget: '/pages/nowhere/index' },
      { linkType: 'page', linkTarget: 'https://evil.example/pages/index/index' },
      { linkType: 'page', linkTarget: '/pages/shop/index?shopId=<script>' },
      { linkType: 'url', linkTarget: 'javascript:alert(1)' },
      { linkType: 'url', linkTarget: 'http://plain.example/' },
      { linkType: 'none', linkTarget: '12' },
      ...(offShelf ? [{ linkType: 'goods' as const, linkTarget: String(offShelf.id) }] : []),
    ];
    for (const b of bad) expect(code(await saveBanner(bannerBody(b))), JSON.stringify(b)).toBe(5321);
    expect(await count()).toBe(before);
    for (const ok of [
      { linkType: 'shop' as const, linkTarget: String(openShop!.id) },
      { linkType: 'category' as const, linkTarget: String(someCategory!.id) },
      { linkType: 'none' as const, linkTarget: '' },
      { linkType: 'url' as const, linkTarget: 'https://example.com/sale' },
    ]) {
      const res = await saveBanner(bannerBody(ok));
      expect(code(res), res.body.message).toBe(1000);
      await t.call(deletePlatformBanner, { bannerId: res.body.data!.bannerId }, { token: support.token });
    }
  });

  it("refuses a picture that is not the operator's own upload (5323) and bad texts (1001)", async () => {
    const othersPicture = await upload(shopper.token);
    expect(code(await saveBanner(bannerBody({ image: othersPicture })))).toBe(5323);
    expect(code(await saveBanner(bannerBody({ image: '/media/art/banner/x.svg' })))).toBe(5323);
    expect(code(await saveBanner(bannerBody({ title: { en: 'a\u0007b', zh: 'x', ja: 'y' } })))).toBe(1001);
    expect(code(await saveBanner(bannerBody({ title: { en: 'x'.repeat(41), zh: 'x', ja: 'y' } })))).toBe(1001);
    expect(code(await saveBanner(bannerBody({ title: { en: '  ', zh: 'x', ja: 'y' } })))).toBe(1001);
    expect(code(await saveBanner(bannerBody({ title: { en: 'x', zh: 'y' } as never })))).toBe(1001);
    expect(code(await saveBanner({ ...bannerBody(), position: 'shop' }))).toBe(1001);
    expect(code(await saveBanner({ ...bannerBody(), sort: -1 }))).toBe(1001);
    expect(code(await saveBanner({ ...bannerBody(), shopId: 1 }))).toBe(1001);
    const longest = await saveBanner(bannerBody({ title: { en: 'x'.repeat(40), zh: '中'.repeat(40), ja: '日'.repeat(40) } }));
    expect(code(longest)).toBe(1000);
    await t.call(deletePlatformBanner, { bannerId: longest.body.data!.bannerId }, { token: support.token });
  });

  it("keeps a seeded banner's picture when edited without a new one, and will not touch a shop's banner (1004)", async () => {
    const [seeded] = await t.db.select().from(banner).where(eq(banner.position, 'home')).limit(1);
    const res = await saveBanner({ bannerId: seeded!.id, ...bannerBody({ image: seeded!.image, sort: seeded!.sort, linkType: 'none', linkTarget: '' }) });
    expect(code(res), res.body.message).toBe(1000);
    const [shopBanner] = await t.db.select().from(banner).where(isNotNull(banner.shopId)).limit(1);
    if (shopBanner) {
      expect(code(await saveBanner({ bannerId: shopBanner.id, ...bannerBody() }))).toBe(1004);
      expect(code(await t.call(deletePlatformBanner, { bannerId: shopBanner.id }, { token: support.token }))).toBe(1004);
    }
    expect(code(await saveBanner({ bannerId: 999_999_999, ...bannerBody() }))).toBe(1004);
  });
});

describe('platform shortcuts', () => {
  it('adds a grid shortcut shoppers see at once, edits and deletes it', async () => {
    const res = await saveShortcut(shortcutBody());
    expect(code(res), res.body.message).toBe(1000);
    const id = res.body.data!.shortcutId;
    expect((await t.call(queryHomeShortcut, { position: 'home' }, { lang: 'ja' })).body.data!.at(-1)).toMatchObject({ id, title: 'Deals日' });
    const toCategory = await saveShortcut({ shortcutId: id, ...shortcutBody({ linkType: 'category', linkTarget: String(someCategory!.id) }) });
    expect(code(toCategory)).toBe(1000);
    expect((await t.call(queryHomeShortcut, { position: 'home' })).body.data!.at(-1)).toMatchObject({ id, categoryId: someCategory!.id });
    expect((await t.call(queryPlatformShortcuts, { position: 'home' }, { token: support.token })).body.data!.at(-1)!.shortcutId).toBe(id);
    expect(code(await t.call(deletePlatformShortcut, { shortcutId: id }, { token: support.token }))).toBe(1000);
    expect((await t.call(queryHomeShortcut, { position: 'home' })).body.data!.some((s) => s.id === id)).toBe(false);
    expect(code(await t.call(deletePlatformShortcut, { shortcutId: id }, { token: support.token }))).toBe(1004);
  });

  it("refuses bad targets (5321), others' icons (5323), bad texts (1001) and group shortcuts (1004)", async () => {
    expect(code(await saveShortcut(shortcutBody({ linkTarget: '/pages/secret/admin' })))).toBe(5321);
    expect(code(await saveShortcut(shortcutBody({ icon: await upload(shopper.token) })))).toBe(5323);
    expect(code(await saveShortcut(shortcutBody({ title: { en: 'a\u0000', zh: 'b', ja: 'c' } })))).toBe(1001);
    const [grouped] = await t.db.select().from(homeShortcut).where(isNotNull(homeShortcut.groupId)).limit(1);
    if (grouped) {
      expect(code(await saveShortcut({ shortcutId: grouped.id, ...shortcutBody() }))).toBe(1004);
      expect(code(await t.call(deletePlatformShortcut, { shortcutId: grouped.id }, { token: support.token }))).toBe(1004);
    }
    const [still] = grouped ? await t.db.select().from(homeShortcut).where(and(eq(homeShortcut.id, grouped.id))) : [undefined];
    if (grouped) expect(still).toBeDefined();
  });
});
