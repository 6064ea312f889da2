import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '@mall/contract/order/order-fields';
import { publishGoodsReview, type TPublishGoodsReviewRequest } from '@mall/contract/catalogue/publish-goods-review';
import { queryGoodsDetail } from '@mall/contract/catalogue/query-goods-detail';
import { queryGoodsReviewStatistics } from '@mall/contract/catalogue/query-goods-review-statistics';
import { queryGoodsReviews } from '@mall/contract/catalogue/query-goods-reviews';
import { queryPendingReviews } from '@mall/contract/catalogue/query-pending-reviews';
import { queryUserReviews } from '@mall/contract/catalogue/query-user-reviews';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { addAddress } from '../../testing/order-test-data.ts';
import { placeOrder, putOrderIn, type TestShopper } from '../../testing/order-test-orders.ts';
import { shippingGoods } from '../../testing/shipping-goods.ts';
import { saleOrderGoods } from '../order/order.tables.ts';
import { upload } from '../resource/upload.tables.ts';
import { goods, review } from './catalogue.tables.ts';

const t = await createTestApp();
const [[a]] = await shippingGoods(t.db, 1, 0, { stock: 1000, price: 1000 });

async function shopper(): Promise<TestShopper> {
  const user = await createTestUser(t.db);
  await addAddress(t.db, user.userId);
  return user;
}

/** The line of a new order of `user` for goods `a`, its order moved to `status`. */
async function lineIn(user: TestShopper, status: OrderStatus = 'completed'): Promise<number> {
  const orderId = await placeOrder(t, user, a, 1);
  await putOrderIn(t, orderId, status);
  const [line] = await t.db.select({ id: saleOrderGoods.id }).from(saleOrderGoods).where(eq(saleOrderGoods.orderId, orderId)).orderBy(asc(saleOrderGoods.id));
  return line!.id;
}

/** Pictures uploaded by `accountId` (rows as the upload call writes them). */
async function uploadsOf(accountId: number, n: number, visibility: 'public' | 'private' = 'public'): Promise<string[]> {
  const urls = Array.from({ length: n }, () => `/uploads/test/${randomBytes(8).toString('hex')}.webp`);
  await t.db.insert(upload).values(urls.map((url) => ({ accountId, url, mime: 'image/webp', width: 800, height: 800, size: 1000, visibility })));
  return urls;
}

const publish = async (user: TestShopper, body: Partial<TPublishGoodsReviewRequest> | Record<string, unknown>) =>
  (await t.call(publishGoodsReview, body, { token: user.token })).body;
const counters = async () =>
  (await t.db.select({ reviewCount: goods.reviewCount, ratingTotal: goods.ratingTotal, goodReviewCount: goods.goodReviewCount }).from(goods).where(eq(goods.id, a.goodsId)))[0]!;
const reviewsOfLine = async (lineId: number) => t.db.$count(review, eq(review.orderItemId, lineId));
const pending = async (user: TestShopper, body: Record<string, unknown> = {}) => {
  const res = await t.call(queryPendingReviews, body, { token: user.token });
  expect(res.body.code, res.body.message).toBe(1000);
  return res.body.data!;
};

describe('mall/goods/review/publish', () => {
  it('publishes a review of a received line with photos: it is on the goods\' review list and in its figures at once', async () => {
    const user = await shopper();
    const lineId = await lineIn(user);
    const photos = await uploadsOf(user.userId, 2);
    const before = await counters();
    const statsBefore = (await t.call(queryGoodsReviewStatistics, { goodsId: a.goodsId })).body.data!;

    const res = await publish(user, { orderItemId: lineId, rating: 5, content: '  Sturdy and well made.\nWould buy again.  ', images: photos });
    expect(res.code, res.message).toBe(1000);
    expect(res.data).toMatchObject({ orderItemId: lineId, rating: 5, content: 'Sturdy and well made.\nWould buy again.', images: photos, anonymous: false, reply: null, repliedAt: null });
    expect(res.data!.goods.id).toBe(a.goodsId);

    // The goods' counters moved by this review, in the same transaction.
    expect(await counters()).toEqual({ reviewCount: before.reviewCount + 1, ratingTotal: before.ratingTotal + 5, goodReviewCount: before.goodReviewCount + 1 });
    const stats = (await t.call(queryGoodsReviewStatistics, { goodsId: a.goodsId })).body.data!;
    expect(stats).toMatchObject({ all: statsBefore.all + 1, good: statsBefore.good + 1, withPictures: statsBefore.withPictures + 1 });
    const detail = (await t.call(queryGoodsDetail, { goodsId: a.goodsId })).body.data!;
    expect(detail.reviews.count).toBe(before.reviewCount + 1);
    expect(detail.reviews.latest[0]).toMatchObject({ id: res.data!.id, content: 'Sturdy and well made.\nWould buy again.', images: photos, reply: null });

    // Newest first on the goods' review page, under its filters too.
    const list = (await t.call(queryGoodsReviews, { goodsId: a.goodsId, withPictures: true, pageSize: 5 })).body.data!;
    expect(list.list[0]).toMatchObject({ id: res.data!.id, rating: 5, reply: null });
    expect(list.list[0]!.nickName).not.toBe('***');

    // No longer waiting for a review; among the shopper's reviews instead.
    expect((await pending(user)).list.map((l) => l.orderItemId)).not.toContain(lineId);
    const mine = (await t.call(queryUserReviews, {}, { token: user.token })).body.data!;
    expect(mine.list.map((r) => r.id)).toEqual([res.data!.id]);
  });

  it('counts a medium or bad rating without counting it good; an anonymous review names nobody', async () => {
    const user = await shopper();
    const before = await counters();
    expect((await publish(user, { orderItemId: await lineIn(user), rating: 3, content: 'Fine.' })).code).toBe(1000);
    const bad = await publish(user, { orderItemId: await lineIn(user), rating: 1, content: 'Broke in a week.', anonymous: true });
    expect(bad.code, bad.message).toBe(1000);
    expect(await counters()).toEqual({ reviewCount: before.reviewCount + 2, ratingTotal: before.ratingTotal + 4, goodReviewCount: before.goodReviewCount });
    const list = (await t.call(queryGoodsReviews, { goodsId: a.goodsId, rating: 'bad' })).body.data!;
    expect(list.list[0]).toMatchObject({ id: bad.data!.id, nickName: '***', avatar: '' });
  });

  it('keeps text as text: markup is stored and answered as typed, for the page to show escaped', async () => {
    const user = await shopper();
    const content = '<script>alert(1)</script> <b>bold</b> & "quotes"';
    const res = await publish(user, { orderItemId: await lineIn(user), rating: 4, content });
    expect(res.code, res.message).toBe(1000);
    expect(res.data!.content).toBe(content);
    const [row] = await t.db.select({ content: review.content }).from(review).where(eq(review.id, res.data!.id));
    expect(row!.content).toBe(content);
  });

  it('refuses a second review of the same line (4750), changing nothing', async () => {
    const user = await shopper();
    const lineId = await lineIn(user);
    expect((await publish(user, { orderItemId: lineId, rating: 4, content: 'Good.' })).code).toBe(1000);
    const before = await counters();
    const again = await publish(user, { orderItemId: lineId, rating: 1, content: 'Changed my mind.' });
    expect(again.code).toBe(4750);
    expect(again.success).toBe(false);
    expect(await reviewsOfLine(lineId)).toBe(1);
    expect(await counters()).toEqual(before);
  });

  it('stores one review when the same line is published several times at once, and counts it once', async () => {
    const user = await shopper();
    const lineId = await lineIn(user);
    const before = await counters();
    const codes = await Promise.all(
      Array.from({ length: 6 }, (_, i) => publish(user, { orderItemId: lineId, rating: 5, content: `Twin ${i}` }).then((r) => r.code)),
    );
    expect(codes.filter((c) => c === 1000)).toHaveLength(1);
    expect(codes.filter((c) => c === 4750)).toHaveLength(5);
    expect(await reviewsOfLine(lineId)).toBe(1);
    expect(await counters()).toEqual({ reviewCount: before.reviewCount + 1, ratingTotal: before.ratingTotal + 5, goodReviewCount: before.goodReviewCount + 1 });
  });

  it('refuses a line of an order not received, in every other status (4751)', async () => {
    const user = await shopper();
    for (const status of ['paying', 'shipping', 'receiving', 'terminated'] as const) {
      const lineId = await lineIn(user, status);
      const res = await publish(user, { orderItemId: lineId, rating: 5, content: 'Too early.' });
      expect(res.code, status).toBe(4751);
      expect(await reviewsOfLine(lineId)).toBe(0);
      // Not waiting for a review either.
      expect((await pending(user, { orderItemId: lineId })).list).toEqual([]);
    }
  });

  it('refuses another shopper\'s line and an unknown one (1004), and visitors (1002)', async () => {
    const owner = await shopper();
    const other = await shopper();
    const lineId = await lineIn(owner);
    expect((await publish(other, { orderItemId: lineId, rating: 5, content: 'Not mine.' })).code).toBe(1004);
    expect((await publish(other, { orderItemId: 2_147_483_647, rating: 5, content: 'Nobody\'s.' })).code).toBe(1004);
    expect((await t.call(publishGoodsReview, { orderItemId: lineId, rating: 5, content: 'Visitor.' })).body.code).toBe(1002);
    expect(await reviewsOfLine(lineId)).toBe(0);
    // The owner still may.
    expect((await publish(owner, { orderItemId: lineId, rating: 5, content: 'Mine.' })).code).toBe(1000);
  });

  it('refuses a rating out of range, control characters, empty or too long text and more than six photos (1001), storing nothing', async () => {
    const user = await shopper();
    const lineId = await lineIn(user);
    const photos = await uploadsOf(user.userId, 7);
    const good = { orderItemId: lineId, rating: 4, content: 'Nice.' };
    const bad: Record<string, unknown>[] = [
      { ...good, rating: 0 },
      { ...good, rating: 6 },
      { ...good, rating: 4.5 },
      { ...good, rating: '5' },
      { ...good, rating: undefined },
      { ...good, content: 'bell\u0007' },
      { ...good, content: 'nul\u0000' },
      { ...good, content: 'c1\u0085' },
      { ...good, content: '\ud800' },
      { ...good, content: '' },
      { ...good, content: ' \n\t ' },
      { ...good, content: 'x'.repeat(501) },
      { ...good, images: photos },
      { ...good, images: [''] },
      { ...good, images: 'one.webp' },
      { ...good, anonymous: 'yes' },
      { ...good, orderItemId: '1' },
      { ...good, orderItemId: 0 },
      { ...good, extra: 1 },
    ];
    for (const body of bad) {
      const res = await publish(user, body);
      expect(res.code, JSON.stringify(body).slice(0, 80)).toBe(1001);
    }
    expect(await reviewsOfLine(lineId)).toBe(0);
    // At the limits it is taken: 500 characters over several lines, six photos.
    const longest = `${'x'.repeat(249)}\n${'y'.repeat(250)}`;
    const res = await publish(user, { ...good, content: longest, images: photos.slice(0, 6) });
    expect(res.code, res.message).toBe(1000);
    expect(res.data).toMatchObject({ content: longest, images: photos.slice(0, 6) });
  });

  it('refuses photos that are not the shopper\'s own public uploads (4752), storing nothing', async () => {
    const user = await shopper();
    const other = await shopper();
    const lineId = await lineIn(user);
    const [theirs] = await uploadsOf(other.userId, 1);
    const [mine] = await uploadsOf(user.userId, 1);
    const [privateOne] = await uploadsOf(user.userId, 1, 'private');
    for (const images of [[theirs!], [mine!, theirs!], [privateOne!], ['https://evil.example/x.png']]) {
      const res = await publish(user, { orderItemId: lineId, rating: 5, content: 'Photos.', images });
      expect(res.code, images.join()).toBe(4752);
    }
    expect(await reviewsOfLine(lineId)).toBe(0);
  });
});

describe('mall/query/user/goods/pending/reviews and mall/query/user/goods/reviewed', () => {
  it('lists the received lines without a review, latest received first, a page at a time; one line by its id', async () => {
    const user = await shopper();
    const first = await lineIn(user);
    const second = await lineIn(user);
    await lineIn(user, 'receiving');
    const all = await pending(user);
    expect(all.list.map((l) => l.orderItemId)).toEqual([second, first]);
    expect(all).toMatchObject({ total: 2, hasMore: false });
    expect(all.list[0]).toMatchObject({ goodsId: a.goodsId, shopId: a.shopId, quantity: 1 });
    expect(all.list[0]!.title.length).toBeGreaterThan(0);
    expect(all.list[0]!.shopName.length).toBeGreaterThan(0);
    expect(all.list[0]!.receivedAt).not.toBeNull();
    const page1 = await pending(user, { pageSize: 1 });
    const page2 = await pending(user, { pageSize: 1, pageNum: 2 });
    expect([...page1.list, ...page2.list].map((l) => l.orderItemId)).toEqual([second, first]);
    expect(page1.hasMore).toBe(true);
    expect(page2.hasMore).toBe(false);
    expect((await pending(user, { orderItemId: first })).list.map((l) => l.orderItemId)).toEqual([first]);
    // Another shopper's line is never theirs to see.
    expect((await pending(await shopper(), { orderItemId: first })).list).toEqual([]);
  });

  it('lists the shopper\'s own reviews newest first, by one review or by order lines, never another shopper\'s', async () => {
    const user = await shopper();
    const other = await shopper();
    const lines = [await lineIn(user), await lineIn(user)];
    const ids: number[] = [];
    for (const [i, orderItemId] of lines.entries()) {
      const res = await publish(user, { orderItemId, rating: 4, content: `Review ${i}`, anonymous: i === 1 });
      expect(res.code, res.message).toBe(1000);
      ids.push(res.data!.id);
    }
    const call = async (who: TestShopper, body: Record<string, unknown>) => (await t.call(queryUserReviews, body, { token: who.token })).body;
    const mine = await call(user, {});
    expect(mine.data!.list.map((r) => r.id)).toEqual([ids[1], ids[0]]);
    // The writer sees their own anonymous review as written.
    expect(mine.data!.list[0]).toMatchObject({ anonymous: true, content: 'Review 1' });
    expect((await call(user, { reviewId: ids[0] })).data!.list.map((r) => r.id)).toEqual([ids[0]]);
    expect((await call(user, { orderItemIds: [lines[0]!, 2_147_483_647] })).data!.list.map((r) => r.orderItemId)).toEqual([lines[0]]);
    expect((await call(other, { reviewId: ids[0] })).data!.list).toEqual([]);
    expect((await call(user, { orderItemIds: [] })).code).toBe(1001);
    expect((await t.call(queryUserReviews, {})).body.code).toBe(1002);
  });
});

describe('a review of a goods that has none', () => {
  it('gives it a rating and a good rate', async () => {
    const user = await shopper();
    // Start from no reviews at all: the figures come only from what is published here.
    await t.db.delete(review).where(eq(review.goodsId, a.goodsId));
    await t.db.update(goods).set({ reviewCount: 0, ratingTotal: 0, goodReviewCount: 0 }).where(eq(goods.id, a.goodsId));
    const empty = (await t.call(queryGoodsDetail, { goodsId: a.goodsId })).body.data!;
    expect(empty.reviews).toMatchObject({ count: 0, goodRate: null, latest: [] });
    expect((await publish(user, { orderItemId: await lineIn(user), rating: 5, content: 'Great.' })).code).toBe(1000);
    expect((await publish(user, { orderItemId: await lineIn(user), rating: 2, content: 'Poor.' })).code).toBe(1000);
    const detail = (await t.call(queryGoodsDetail, { goodsId: a.goodsId })).body.data!;
    expect(detail.reviews).toMatchObject({ count: 2, goodRate: 50 });
    expect((await t.call(queryGoodsReviewStatistics, { goodsId: a.goodsId })).body.data).toEqual({ all: 2, good: 1, medium: 0, bad: 1, withPictures: 0, goodRate: 50 });
  });
});
