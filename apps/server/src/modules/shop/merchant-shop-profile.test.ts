import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryMerchantShopProfile } from '@mall/contract/shop/query-merchant-shop-profile';
import { queryShop } from '@mall/contract/shop/query-shop';
import { queryShopBusinessTimes } from '@mall/contract/shop/query-shop-business-times';
import { saveShopBusinessTimes, type TSaveShopBusinessTimesRequest } from '@mall/contract/shop/save-shop-business-times';
import { saveShopProfile, type TSaveShopProfileRequest } from '@mall/contract/shop/save-shop-profile';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { merchantOfShop, otherMerchant } from '../../testing/test-merchants.ts';
import { searchQuery } from '../catalogue/search-tokens.ts';
import { upload } from '../resource/upload.tables.ts';
import { shop, shopBusinessTime } from './shop.tables.ts';

const t = await createTestApp();

const [mall] = await t.db.select().from(shop).where(eq(shop.kind, 'mall')).orderBy(shop.id).limit(1);
const shopId = mall!.id;
const owner = await merchantOfShop(t, shopId);
const stranger = await otherMerchant(t, shopId);
const shopper = await createTestUser(t.db);

/** A public (or private) upload of an account, as `resource/cos/upload` records it. */
async function uploaded(accountId: number, visibility: 'public' | 'private' = 'public'): Promise<string> {
  const url = visibility === 'public' ? `/uploads/2026/05/${randomBytes(16).toString('hex')}.webp` : `/private/2026/05/${randomBytes(16).toString('hex')}.webp`;
  await t.db.insert(upload).values({ accountId, url, mime: 'image/webp', width: 64, height: 64, size: 100, visibility });
  return url;
}

const shopRow = async () => (await t.db.select().from(shop).where(eq(shop.id, shopId)))[0]!;
const spansOf = async () =>
  (await t.db.select().from(shopBusinessTime).where(eq(shopBusinessTime.shopId, shopId)))
    .map(({ weekday, opensAt, closesAt }) => ({ weekday, opensAt, closesAt }))
    .sort((a, b) => a.weekday - b.weekday || a.opensAt - b.opensAt);

/** The form as the settings page would send it for the shop as it is now, with changes. */
async function form(over: Partial<TSaveShopProfileRequest> = {}): Promise<TSaveShopProfileRequest> {
  const s = await shopRow();
  return { shopId, name: s.name, intro: s.intro, logo: s.logo, banner: s.banner, phone: s.phone, status: s.status === 'closed' ? 'closed' : 'open', ...over };
}

describe('merchant/shop/profile/query', () => {
  it('answers the shop as its merchant edits it: every language, pictures, status and the week', async () => {
    const res = await t.call(queryMerchantShopProfile, { shopId }, { token: owner.token });
    expect(res.body.code, res.body.message).toBe(1000);
    const s = await shopRow();
    expect(res.body.data).toMatchObject({ shopId, kind: 'mall', name: s.name, intro: s.intro, logo: s.logo, banner: s.banner, phone: s.phone, status: 'open' });
    expect(res.body.data!.hours.days.map((d) => d.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("refuses another shop's merchant (1004), a shopper (1003) and a visitor (1002)", async () => {
    expect((await t.call(queryMerchantShopProfile, { shopId }, { token: stranger.token })).body.code).toBe(1004);
    expect((await t.call(queryMerchantShopProfile, { shopId }, { token: shopper.token })).body.code).toBe(1003);
    expect((await t.call(queryMerchantShopProfile, { shopId })).body.code).toBe(1002);
  });
});

describe('merchant/shop/profile/save', () => {
  it('saves every language (an empty one shows the first written), the phone and a picture the merchant uploaded', async () => {
    const logo = await uploaded(owner.accountId);
    const word = `zq${randomBytes(3).toString('hex')}`;
    const brandBefore = (await t.db.execute<{ b: string }>(sql`select ts_filter(search_vector, '{b}')::text as b from shop where id = ${shopId}`)).rows[0]!.b;
    const res = await t.call(
      saveShopProfile,
      await form({ name: { en: `Harbour ${word}`, zh: '', ja: 'ハーバー' }, intro: { en: 'Fresh every day.', zh: '每日新鲜。', ja: '' }, logo, phone: '+86 755-1234 5678' }),
      { token: owner.token },
    );
    expect(res.body.code, res.body.message).toBe(1000);
    expect(res.body.data).toMatchObject({ name: { en: `Harbour ${word}`, zh: `Harbour ${word}`, ja: 'ハーバー' }, intro: { en: 'Fresh every day.', zh: '每日新鲜。', ja: 'Fresh every day.' }, logo });

    // Shoppers see it at once, in their language.
    const home = (await t.call(queryShop, { shopId }, { lang: 'zh' })).body.data!.shop;
    expect(home).toMatchObject({ name: `Harbour ${word}`, intro: '每日新鲜。', logo });
    // The search finds the shop by its new name and still by its brand.
    const found = await t.db.execute<{ id: number }>(sql`select id from shop where search_vector @@ ${searchQuery(word)}::tsquery`);
    expect(found.rows.map((r) => r.id)).toEqual([shopId]);
    const brandAfter = (await t.db.execute<{ b: string }>(sql`select ts_filter(search_vector, '{b}')::text as b from shop where id = ${shopId}`)).rows[0]!.b;
    expect(brandAfter.length > 0 && brandBefore.length > 0).toBe(true);
    expect(brandAfter.split(' ').map((l) => l.split(':')[0]).sort()).toEqual(brandBefore.split(' ').map((l) => l.split(':')[0]).sort());
  });

  it('closes the shop and opens it again; closed shops show as closed and never open now', async () => {
    expect((await t.call(saveShopProfile, await form({ status: 'closed' }), { token: owner.token })).body.data!.status).toBe('closed');
    const shown = (await t.call(queryShop, { shopId })).body.data!.shop;
    expect(shown).toMatchObject({ status: 'closed', openNow: false });
    expect((await t.call(saveShopProfile, await form({ status: 'open' }), { token: owner.token })).body.data!.status).toBe('open');
    expect((await shopRow()).status).toBe('open');
  });

  it("refuses someone else's upload, a private upload or a picture from elsewhere, naming it, and changes nothing", async () => {
    const before = await shopRow();
    const theirs = await uploaded(stranger.accountId);
    const privateOne = await uploaded(owner.accountId, 'private');
    for (const [field, value] of [
      ['logo', theirs],
      ['banner', theirs],
      ['logo', privateOne],
      ['logo', '/uploads/2026/05/ffffffffffffffffffffffffffffffff.webp'],
      ['logo', 'https://elsewhere.example/logo.png'],
      ['banner', '/uploads/../../etc/passwd.png'],
    ] as const) {
      const res = await t.call(saveShopProfile, await form({ [field]: value, intro: { en: 'changed', zh: '', ja: '' } }), { token: owner.token });
      expect(res.body.code, `${field} ${value}`).toBe(1001);
      expect(JSON.stringify(res.body.data)).toContain(field);
    }
    expect(await shopRow()).toEqual(before);
  });

  it('refuses bad input with 1001 and changes nothing', async () => {
    const before = await shopRow();
    const good = await form();
    const bad: unknown[] = [
      { ...good, name: { en: '', zh: '', ja: '' } },
      { ...good, name: { en: 'A'.repeat(31), zh: '', ja: '' } },
      { ...good, name: { en: 'Bad\u0000name', zh: '', ja: '' } },
      { ...good, name: { en: 'Bad\u0007name', zh: '', ja: '' } },
      { ...good, intro: { en: 'two\nlines', zh: '', ja: '' } },
      { ...good, name: 'Harbour' },
      { ...good, name: { en: 'Harbour', zh: '', ja: '', fr: 'Port' } },
      { ...good, status: 'disabled' },
      { ...good, phone: 'call me' },
      { ...good, phone: 12345 },
      { ...good, shopId: '1' },
      { ...good, merchantId: 1 },
      { ...good, rating: 5 },
    ];
    for (const body of bad) expect((await t.call(saveShopProfile, body, { token: owner.token })).body.code, JSON.stringify(body)).toBe(1001);
    expect(await shopRow()).toEqual(before);
  });

  it("refuses another shop's merchant (1004) and a shopper (1003), changing nothing", async () => {
    const before = await shopRow();
    const body = await form({ intro: { en: 'Taken over', zh: '', ja: '' } });
    expect((await t.call(saveShopProfile, body, { token: stranger.token })).body.code).toBe(1004);
    expect((await t.call(saveShopProfile, body, { token: shopper.token })).body.code).toBe(1003);
    expect((await t.call(saveShopProfile, { ...body, shopId: 2_000_000_000 }, { token: owner.token })).body.code).toBe(1004);
    expect(await shopRow()).toEqual(before);
  });
});

describe('merchant/shop/businessTimes/save', () => {
  const week: TSaveShopBusinessTimesRequest['days'] = [
    { weekday: 1, spans: [{ opensAt: 540, closesAt: 720 }, { opensAt: 780, closesAt: 1260 }] },
    { weekday: 2, spans: [{ opensAt: 540, closesAt: 1260 }] },
    // Friday night runs until 02:00 on Saturday, which opens at 10:00.
    { weekday: 5, spans: [{ opensAt: 1080, closesAt: 1560 }] },
    { weekday: 6, spans: [{ opensAt: 600, closesAt: 1320 }] },
    { weekday: 7, spans: [] },
  ];

  it('replaces the whole week; shoppers see the new hours, past midnight included', async () => {
    const res = await t.call(saveShopBusinessTimes, { shopId, days: week }, { token: owner.token });
    expect(res.body.code, res.body.message).toBe(1000);
    const shown = (await t.call(queryShopBusinessTimes, { shopId })).body.data!;
    expect(res.body.data).toEqual(shown);
    expect(shown.days).toEqual([
      { weekday: 1, spans: [{ opensAt: 540, closesAt: 720 }, { opensAt: 780, closesAt: 1260 }] },
      { weekday: 2, spans: [{ opensAt: 540, closesAt: 1260 }] },
      { weekday: 3, spans: [] },
      { weekday: 4, spans: [] },
      { weekday: 5, spans: [{ opensAt: 1080, closesAt: 1560 }] },
      { weekday: 6, spans: [{ opensAt: 600, closesAt: 1320 }] },
      { weekday: 7, spans: [] },
    ]);
    // An empty week closes every day.
    expect((await t.call(saveShopBusinessTimes, { shopId, days: [] }, { token: owner.token })).body.data!.openNow).toBe(false);
    expect(await spansOf()).toEqual([]);
    // Open all week, all day: open now.
    const allDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, spans: [{ opensAt: 0, closesAt: 1440 }] }));
    expect((await t.call(saveShopBusinessTimes, { shopId, days: allDay }, { token: owner.token })).body.data!.openNow).toBe(true);
  });

  it('refuses overlapping spans, spans into the next day, bad minutes and repeated days with 1001 naming them, changing nothing', async () => {
    await t.call(saveShopBusinessTimes, { shopId, days: week }, { token: owner.token });
    const before = await spansOf();
    const cases: [unknown, string][] = [
      [[{ weekday: 1, spans: [{ opensAt: 540, closesAt: 720 }, { opensAt: 700, closesAt: 800 }] }], 'days.0.spans.1'],
      [[{ weekday: 1, spans: [{ opensAt: 600, closesAt: 900 }, { opensAt: 540, closesAt: 1200 }] }], 'days.0.spans.0'],
      [[{ weekday: 7, spans: [{ opensAt: 1200, closesAt: 1600 }] }, { weekday: 1, spans: [{ opensAt: 60, closesAt: 300 }] }], 'days.0.spans.0'],
      [[{ weekday: 1, spans: [{ opensAt: 600, closesAt: 600 }] }], 'days.0.spans.0'],
      [[{ weekday: 1, spans: [{ opensAt: 60, closesAt: 1600 }] }], 'days.0.spans.0'],
      [[{ weekday: 1, spans: [{ opensAt: 1200, closesAt: 2881 }] }], 'days.0.spans.0.closesAt'],
      [[{ weekday: 1, spans: [{ opensAt: -1, closesAt: 60 }] }], 'days.0.spans.0.opensAt'],
      [[{ weekday: 1, spans: [{ opensAt: 1440, closesAt: 1500 }] }], 'days.0.spans.0.opensAt'],
      [[{ weekday: 1, spans: [{ opensAt: 60.5, closesAt: 120 }] }], 'days.0.spans.0.opensAt'],
      [[{ weekday: 1, spans: [{ opensAt: '09:00', closesAt: 120 }] }], 'days.0.spans.0.opensAt'],
      [[{ weekday: 8, spans: [] }], 'days.0.weekday'],
      [[{ weekday: 2, spans: [] }, { weekday: 2, spans: [] }], 'days.1.weekday'],
      [[{ weekday: 1, spans: Array.from({ length: 7 }, (_, i) => ({ opensAt: i * 100, closesAt: i * 100 + 50 })) }], 'days.0.spans'],
      [[{ weekday: 1, spans: [], note: 'x' }], 'days.0.note'],
    ];
    for (const [days, field] of cases) {
      const res = await t.call(saveShopBusinessTimes, { shopId, days }, { token: owner.token });
      expect(res.body.code, JSON.stringify(days)).toBe(1001);
      expect((res.body.data as unknown as { fields: { field: string }[] }).fields.map((f) => f.field), JSON.stringify(days)).toContain(field);
    }
    expect(await spansOf()).toEqual(before);
  });

  it("refuses another shop's merchant (1004) and a shopper (1003), changing nothing", async () => {
    const before = await spansOf();
    expect((await t.call(saveShopBusinessTimes, { shopId, days: [] }, { token: stranger.token })).body.code).toBe(1004);
    expect((await t.call(saveShopBusinessTimes, { shopId, days: [] }, { token: shopper.token })).body.code).toBe(1003);
    expect(await spansOf()).toEqual(before);
  });

  it('keeps one whole week when two saves race: never a mix of both', async () => {
    const a = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, spans: [{ opensAt: 480, closesAt: 600 }] }));
    const b = [1, 3, 5].map((weekday) => ({ weekday, spans: [{ opensAt: 700, closesAt: 900 }, { opensAt: 1000, closesAt: 1100 }] }));
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => t.call(saveShopBusinessTimes, { shopId, days: i % 2 ? a : b }, { token: owner.token })));
    expect(results.every((r) => r.body.code === 1000)).toBe(true);
    const rows = await spansOf();
    const flat = (days: typeof a) => days.flatMap((d) => d.spans.map((s) => ({ weekday: d.weekday, ...s })));
    expect([JSON.stringify(flat(a)), JSON.stringify(flat(b))]).toContain(JSON.stringify(rows));
  });
});
