import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { publishGoodsReview } from '@mall/contract/catalogue/publish-goods-review';
import { queryGoodsReviews } from '@mall/contract/catalogue/query-goods-reviews';
import { queryMerchantReviews } from '@mall/contract/catalogue/query-merchant-reviews';
import { queryUserReviews } from '@mall/contract/catalogue/query-user-reviews';
import { replyMerchantReview } from '@mall/contract/catalogue/reply-merchant-review';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { addAddress } from '../../testing/order-test-data.ts';
import { placeOrder, putOrderIn, type TestShopper } from '../../testing/order-test-orders.ts';
import { shippingGoods, type TestSku } from '../../testing/shipping-goods.ts';
import { merchantOfShop, otherMerchant } from '../../testing/test-merchants.ts';
import { saleOrderGoods } from '../order/order.tables.ts';
import { shopMember } from '../shop/shop.tables.ts';
import { review } from './catalogue.tables.ts';

const t = await createTestApp();
const [[a], [b]] = await shippingGoods(t.db, 2, 0, { stock: 1000, price: 1000 });
const owner = await merchantOfShop(t, a.shopId);
const stranger = await otherMerchant(t, a.shopId);
const shopper: TestShopper = await createTestUser(t.db);
await addAddress(t.db, shopper.userId);

/** A new review by the shopper of a received line of `sku`; answers its id. */
async function reviewOf(sku: TestSku, content = 'Works well.', anonymous = false): Promise<number> {
  const orderId = await placeOrder(t, shopper, sku, 1);
  await putOrderIn(t, orderId, 'completed');
  const [line] = await t.db.select({ id: saleOrderGoods.id }).from(saleOrderGoods).where(eq(saleOrderGoods.orderId, orderId)).orderBy(asc(saleOrderGoods.id));
  const res = await t.call(publishGoodsReview, { orderItemId: line!.id, rating: 4, content, anonymous }, { token: shopper.token });
  expect(res.body.code, res.body.message).toBe(1000);
  return res.body.data!.id;
}

const reply = async (reviewId: number, text: unknown, token = owner.token) => (await t.call(replyMerchantReview, { reviewId, reply: text }, { token })).body;
const tab = async (name: 'unanswered' | 'answered' | 'all' | undefined, extra: { after?: string; pageSize?: number } = {}, token = owner.token) =>
  (await t.call(queryMerchantReviews, { shopId: a.shopId, ...(name ? { tab: name } : {}), ...extra }, { token })).body;
const replyOf = async (reviewId: number) => (await t.db.select({ reply: review.reply, repliedAt: review.repliedAt }).from(review).where(eq(review.id, reviewId)))[0]!;

describe('merchant/review/reply', () => {
  it('replies once: the reply is on the goods\' review list and in the shopper\'s reviews', async () => {
    const id = await reviewOf(a);
    const res = await reply(id, ' Thank you!\nSee you again. ');
    expect(res.code, res.message).toBe(1000);
    expect(res.data).toMatchObject({ id, reply: 'Thank you!\nSee you again.', goodsId: a.goodsId });
    expect(res.data!.repliedAt).not.toBeNull();
    const list = (await t.call(queryGoodsReviews, { goodsId: a.goodsId })).body.data!;
    expect(list.list.find((r) => r.id === id)?.reply).toBe('Thank you!\nSee you again.');
    const mine = (await t.call(queryUserReviews, { reviewId: id }, { token: shopper.token })).body.data!;
    expect(mine.list[0]).toMatchObject({ reply: 'Thank you!\nSee you again.' });
    expect(mine.list[0]!.repliedAt).not.toBeNull();
  });

  it('refuses a second reply (4753), keeping the first', async () => {
    const id = await reviewOf(a);
    expect((await reply(id, 'First.')).code).toBe(1000);
    const before = await replyOf(id);
    const again = await reply(id, 'Second.');
    expect(again.code).toBe(4753);
    expect(again.success).toBe(false);
    expect(await replyOf(id)).toEqual(before);
  });

  it('stores one reply when replies race', async () => {
    const id = await reviewOf(a);
    const codes = await Promise.all(Array.from({ length: 5 }, (_, i) => reply(id, `Reply ${i}`).then((r) => r.code)));
    expect(codes.filter((c) => c === 1000)).toHaveLength(1);
    expect(codes.filter((c) => c === 4753)).toHaveLength(4);
  });

  it('refuses a merchant of another shop and an unknown review (1004), shoppers (1003), staff without the after-sales right (1004), and bad replies (1001)', async () => {
    const id = await reviewOf(a);
    expect((await reply(id, 'Not my shop.', stranger.token)).code).toBe(1004);
    expect((await reply(2_147_483_647, 'Nobody\'s.')).code).toBe(1004);
    expect((await reply(id, 'Shopper.', shopper.token)).code).toBe(1003);
    // Staff of the shop who hold every right but after-sales.
    const clerk = await createTestUser(t.db);
    await t.db.insert(shopMember).values({ shopId: a.shopId, accountId: clerk.userId, role: 'staff', rights: ['goods', 'orders', 'chat', 'finance'] });
    expect((await reply(id, 'Clerk.', clerk.token)).code).toBe(1004);
    for (const text of ['', '   ', 'x'.repeat(501), 'bell\u0007', 'nul\u0000', 42]) expect((await reply(id, text)).code, JSON.stringify(text)).toBe(1001);
    expect((await replyOf(id)).reply).toBeNull();
    // With the right it goes through.
    await t.db.update(shopMember).set({ rights: ['aftersales'] }).where(eq(shopMember.accountId, clerk.userId));
    expect((await reply(id, 'Clerk with the right.', clerk.token)).code).toBe(1000);
  });
});

describe('merchant/review/query', () => {
  it('lists the shop\'s unanswered reviews by default, newest first; answered ones move to their tab', async () => {
    const older = await reviewOf(a, 'Older.');
    const newer = await reviewOf(a, 'Newer, anonymous.', true);
    const otherShops = await reviewOf(b, 'Another shop.');
    const unanswered = await tab(undefined);
    expect(unanswered.code, unanswered.message).toBe(1000);
    const ids = unanswered.data!.list.map((r) => r.id);
    expect(ids.slice(0, 2)).toEqual([newer, older]);
    expect(ids).not.toContain(otherShops);
    expect(unanswered.data!.list[0]).toMatchObject({ nickName: '***', content: 'Newer, anonymous.', reply: null, goodsId: a.goodsId });
    expect(unanswered.data!.list[0]!.goodsTitle.length).toBeGreaterThan(0);
    expect(unanswered.data!.list[1]!.nickName).toMatch(/^.\*\*\*.?$/u);

    expect((await reply(older, 'Thanks.')).code).toBe(1000);
    expect((await tab('unanswered')).data!.list.map((r) => r.id)).not.toContain(older);
    expect((await tab('answered')).data!.list.map((r) => r.id)).toContain(older);
    const all = (await tab('all', { pageSize: 50 })).data!.list.map((r) => r.id);
    expect(all).toEqual(expect.arrayContaining([older, newer]));
    expect((await tab('answered')).data!.list.every((r) => r.reply !== null)).toBe(true);
  });

  it('pages by keyset without repeating or skipping a review', async () => {
    for (let i = 0; i < 3; i += 1) await reviewOf(a, `Paged ${i}.`);
    // The seeded shop has many reviews: the first 50 in one page against the same walked two at a time.
    const first50 = (await tab('all', { pageSize: 50 })).data!.list.map((r) => r.id);
    const seen: number[] = [];
    let after: string | undefined;
    do {
      const page = await tab('all', { pageSize: 2, ...(after ? { after } : {}) });
      expect(page.code, page.message).toBe(1000);
      seen.push(...page.data!.list.map((r) => r.id));
      after = page.data!.next ?? undefined;
    } while (after && seen.length < first50.length);
    expect(seen.slice(0, first50.length)).toEqual(first50);
    expect(new Set(seen).size).toBe(seen.length);
    expect((await tab('all', { after: 'not-a-cursor' })).code).toBe(1001);
  });

  it('refuses a merchant of another shop (1004) and shoppers (1003)', async () => {
    expect((await tab('all', {}, stranger.token)).code).toBe(1004);
    expect((await tab('all', {}, shopper.token)).code).toBe(1003);
  });
});
