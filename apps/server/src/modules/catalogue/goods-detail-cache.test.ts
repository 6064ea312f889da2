import { and, desc, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agreeGoodsReview } from '@mall/contract/catalogue/agree-goods-review';
import { favorGoods } from '@mall/contract/catalogue/favor-goods';
import { queryGoodsDetail } from '@mall/contract/catalogue/query-goods-detail';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { shopFollow } from '../shop/shop.tables.ts';
import { goods } from './catalogue.tables.ts';

// The goods page with its cache on, as in production.
const t = await createTestApp({ catalogueCacheMs: 60_000 });

describe('goods detail cache', () => {
  it('serves the shared page from memory but each shopper\'s own marks fresh and only to them', async () => {
    const [g] = await t.db.select().from(goods).where(and(eq(goods.status, 'on_sale'), gt(goods.reviewCount, 2))).orderBy(desc(goods.reviewCount)).limit(1);
    const first = (await t.call(queryGoodsDetail, { goodsId: g!.id }, { lang: 'en' })).body.data!;
    // A change of the shared part shows after the cache time, not at once.
    await t.db.update(goods).set({ title: { en: 'Renamed', zh: '改名', ja: '改名' } }).where(eq(goods.id, g!.id));
    expect((await t.call(queryGoodsDetail, { goodsId: g!.id }, { lang: 'en' })).body.data!.title).toBe(first.title);
    expect((await t.call(queryGoodsDetail, { goodsId: g!.id }, { lang: 'zh' })).body.data!.title).toBe('改名');

    const me = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    const review = first.reviews.latest[0]!;
    expect((await t.call(favorGoods, { goodsId: g!.id }, { token: me.token })).body.code).toBe(1000);
    expect((await t.call(agreeGoodsReview, { reviewId: review.id }, { token: me.token })).body.code).toBe(1000);
    await t.db.insert(shopFollow).values({ accountId: me.userId, shopId: g!.shopId });

    const mine = (await t.call(queryGoodsDetail, { goodsId: g!.id }, { token: me.token, lang: 'en' })).body.data!;
    expect(mine).toMatchObject({ favored: true, shop: { followed: true } });
    expect(mine.reviews.latest.find((r) => r.id === review.id)?.agreed).toBe(true);
    for (const token of [other.token, undefined]) {
      const theirs = (await t.call(queryGoodsDetail, { goodsId: g!.id }, { ...(token ? { token } : {}), lang: 'en' })).body.data!;
      expect(theirs).toMatchObject({ favored: false, shop: { followed: false } });
      expect(theirs.reviews.latest.every((r) => !r.agreed)).toBe(true);
    }
    // An unknown goods is never cached as an answer.
    expect((await t.call(queryGoodsDetail, { goodsId: 2_000_000_000 })).body.code).toBe(1004);
  });
});
