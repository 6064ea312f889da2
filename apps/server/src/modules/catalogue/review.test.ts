import { and, desc, eq, gt, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agreeGoodsReview } from '@mall/contract/catalogue/agree-goods-review';
import { queryGoodsDetail } from '@mall/contract/catalogue/query-goods-detail';
import { queryGoodsReviews } from '@mall/contract/catalogue/query-goods-reviews';
import { queryGoodsReviewStatistics } from '@mall/contract/catalogue/query-goods-review-statistics';
import { unagreeGoodsReview } from '@mall/contract/catalogue/unagree-goods-review';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { goods, goodsSku, review } from './catalogue.tables.ts';
import { maskNickName } from './review.service.ts';

const t = await createTestApp();

async function mostReviewed() {
  const [g] = await t.db.select().from(goods).where(and(eq(goods.status, 'on_sale'), gt(goods.reviewCount, 5))).orderBy(desc(goods.reviewCount)).limit(1);
  return g!;
}

describe('goods reviews', () => {
  it('pages reviews newest first with masked names, and filters them as the statistics count', async () => {
    const g = await mostReviewed();
    const stats = (await t.call(queryGoodsReviewStatistics, { goodsId: g.id })).body.data!;
    expect(stats.all).toBe(g.reviewCount);
    expect(stats.good + stats.medium + stats.bad).toBe(stats.all);
    expect(stats.goodRate).toBe(Math.round((stats.good * 100) / stats.all));

    const first = (await t.call(queryGoodsReviews, { goodsId: g.id, pageSize: 3 })).body.data!;
    expect(first).toMatchObject({ total: stats.all, pageNum: 1, pageSize: 3, hasMore: stats.all > 3 });
    const all = (await t.call(queryGoodsReviews, { goodsId: g.id, pageSize: 50 })).body.data!.list;
    expect(all.map((r) => r.id).slice(0, 3)).toEqual(first.list.map((r) => r.id));
    for (let i = 1; i < all.length; i++) expect(all[i - 1]!.createdAt >= all[i]!.createdAt).toBe(true);
    expect(all.every((r) => r.nickName.includes('***') && !r.agreed)).toBe(true);

    for (const rating of ['good', 'medium', 'bad'] as const) {
      const page = (await t.call(queryGoodsReviews, { goodsId: g.id, rating, pageSize: 50 })).body.data!;
      expect(page.total).toBe(stats[rating]);
      const ok = { good: (n: number) => n >= 4, medium: (n: number) => n === 3, bad: (n: number) => n <= 2 }[rating];
      expect(page.list.every((r) => ok(r.rating))).toBe(true);
    }
    const pictures = (await t.call(queryGoodsReviews, { goodsId: g.id, withPictures: true, pageSize: 50 })).body.data!;
    expect(pictures.total).toBe(stats.withPictures);
    expect(pictures.list.every((r) => r.images.length > 0)).toBe(true);
  });

  it('names the SKU as bought in the reader\'s language', async () => {
    const g = await mostReviewed();
    const [r] = await t.db.select().from(review).where(and(eq(review.goodsId, g.id), isNotNull(review.skuId))).orderBy(review.id).limit(1);
    const [sku] = await t.db.select().from(goodsSku).where(eq(goodsSku.id, r!.skuId!));
    for (const lang of ['en', 'zh', 'ja'] as const) {
      const list = (await t.call(queryGoodsReviews, { goodsId: g.id, pageSize: 50 }, { lang })).body.data!.list;
      expect(list.find((x) => x.id === r!.id)!.skuName).toBe(sku!.specName[lang]);
      const detail = (await t.call(queryGoodsDetail, { goodsId: g.id }, { lang })).body.data!;
      // The goods page's latest reviews say it as the list does, in the same language.
      expect(detail.reviews.latest.length).toBeGreaterThan(0);
      for (const latest of detail.reviews.latest) expect(latest.skuName).toBe(list.find((x) => x.id === latest.id)!.skuName);
    }
  });

  it('masks nick names and hides anonymous reviewers', async () => {
    expect(maskNickName('jonathan')).toBe('j***n');
    expect(maskNickName('李')).toBe('李***');
    expect(maskNickName('')).toBe('***');
    const g = await mostReviewed();
    const [r] = await t.db.select().from(review).where(eq(review.goodsId, g.id)).orderBy(desc(review.createdAt), desc(review.id)).limit(1);
    await t.db.update(review).set({ anonymous: true }).where(eq(review.id, r!.id));
    const top = (await t.call(queryGoodsReviews, { goodsId: g.id, pageSize: 1 })).body.data!.list[0]!;
    expect(top).toMatchObject({ id: r!.id, nickName: '***', avatar: '' });
  });

  it('answers 1004 for unknown goods and refuses bad input', async () => {
    expect((await t.call(queryGoodsReviews, { goodsId: 2_000_000_000 })).body.code).toBe(1004);
    expect((await t.call(queryGoodsReviewStatistics, { goodsId: 2_000_000_000 })).body.code).toBe(1004);
    for (const body of [{}, { goodsId: -3 }, { goodsId: 1.5 }, { goodsId: 1, pageSize: 51 }, { goodsId: 1, pageSize: 1e9 }, { goodsId: 1, pageNum: 0 }, { goodsId: 1, rating: 'great' }, { goodsId: 1, foo: 1 }]) {
      expect((await t.call(queryGoodsReviews, body)).body.code).toBe(1001);
    }
    expect((await t.call(queryGoodsReviewStatistics, { goodsId: 1, x: 1 })).body.code).toBe(1001);
  });
});

describe('helpful marks', () => {
  async function aReview() {
    const g = await mostReviewed();
    const [r] = await t.db.select().from(review).where(eq(review.goodsId, g.id)).orderBy(review.id).limit(1);
    return r!;
  }
  const countOf = async (id: number) => (await t.db.select({ n: review.agreeCount }).from(review).where(eq(review.id, id)))[0]!.n;

  it('counts a user once however often and however concurrently they agree, and shows their mark', async () => {
    const r = await aReview();
    const before = await countOf(r.id);
    const user = await createTestUser(t.db);
    const results = await Promise.all(Array.from({ length: 8 }, () => t.call(agreeGoodsReview, { reviewId: r.id }, { token: user.token })));
    expect(results.every((x) => x.body.code === 1000 && x.body.data!.agreed)).toBe(true);
    expect(await countOf(r.id)).toBe(before + 1);
    expect((await t.call(agreeGoodsReview, { reviewId: r.id }, { token: user.token })).body.data).toEqual({ reviewId: r.id, agreed: true, agreeCount: before + 1 });

    const mine = (await t.call(queryGoodsReviews, { goodsId: r.goodsId, pageSize: 50 }, { token: user.token })).body.data!.list.find((x) => x.id === r.id)!;
    expect(mine).toMatchObject({ agreed: true, agreeCount: before + 1 });
    const visitor = (await t.call(queryGoodsReviews, { goodsId: r.goodsId, pageSize: 50 })).body.data!.list.find((x) => x.id === r.id)!;
    expect(visitor.agreed).toBe(false);

    const undo = await Promise.all(Array.from({ length: 5 }, () => t.call(unagreeGoodsReview, { reviewId: r.id }, { token: user.token })));
    expect(undo.every((x) => x.body.code === 1000 && !x.body.data!.agreed)).toBe(true);
    expect(await countOf(r.id)).toBe(before);
  });

  it('counts different users each, concurrently', async () => {
    const r = await aReview();
    const before = await countOf(r.id);
    const users = await Promise.all(Array.from({ length: 6 }, () => createTestUser(t.db)));
    await Promise.all(users.map((u) => t.call(agreeGoodsReview, { reviewId: r.id }, { token: u.token })));
    expect(await countOf(r.id)).toBe(before + 6);
    // One user's unagree leaves the others' marks.
    expect((await t.call(unagreeGoodsReview, { reviewId: r.id }, { token: users[0]!.token })).body.data!.agreeCount).toBe(before + 5);
  });

  it('needs login, answers 1004 for unknown or hidden reviews, and refuses bad ids', async () => {
    const r = await aReview();
    expect((await t.call(agreeGoodsReview, { reviewId: r.id })).body.code).toBe(1002);
    expect((await t.call(unagreeGoodsReview, { reviewId: r.id })).body.code).toBe(1002);
    const user = await createTestUser(t.db);
    expect((await t.call(agreeGoodsReview, { reviewId: 2_000_000_000 }, { token: user.token })).body.code).toBe(1004);
    expect((await t.call(unagreeGoodsReview, { reviewId: 2_000_000_000 }, { token: user.token })).body.code).toBe(1004);
    const [hidden] = await t.db.update(review).set({ status: 'hidden' }).where(eq(review.id, r.id + 1)).returning();
    expect((await t.call(agreeGoodsReview, { reviewId: hidden!.id }, { token: user.token })).body.code).toBe(1004);
    for (const body of [{}, { reviewId: -1 }, { reviewId: 0.5 }, { reviewId: 2 ** 40 }, { reviewId: r.id, x: 1 }]) {
      expect((await t.call(agreeGoodsReview, body, { token: user.token })).body.code).toBe(1001);
      expect((await t.call(unagreeGoodsReview, body, { token: user.token })).body.code).toBe(1001);
    }
  });
});
