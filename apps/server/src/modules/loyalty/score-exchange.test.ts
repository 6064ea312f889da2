import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryScoreGoods } from '@mall/contract/loyalty/query-score-goods';
import { queryScoreFlow } from '@mall/contract/loyalty/query-score-flow';
import { takeScoreGoods } from '@mall/contract/loyalty/take-score-goods';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser as createUser } from '../../testing/fixtures.ts';
import { addAddress } from '../../testing/order-test-data.ts';
import type { Db } from '../../platform/database.ts';
import { queryScoreExchanges } from '@mall/contract/loyalty/query-score-exchanges';
import { goodsSku } from '../catalogue/catalogue.tables.ts';
import { newKey } from '../../testing/payment-test-kit.ts';
import { balanceOf, entrySum, post } from '../wallet/wallet.api.ts';
import { ISSUED_POINTS } from './loyalty-points.ts';
import { scoreExchange, scoreGoods } from './loyalty.tables.ts';

const t = await createTestApp();
/** A shopper with a default address (an exchange is sent there). */
async function createTestUser(db: Db) {
  const user = await createUser(db);
  await addAddress(db, user.userId);
  return user;
}
const setStock = (skuId: number, stock: number) => t.db.update(goodsSku).set({ stock }).where(eq(goodsSku.id, skuId));
const points = (accountId: number) => ({ shopper: accountId, asset: 'points' as const });
let gifts = 0;

/** Gives a shopper points (a lot expiring in a year). */
const give = (accountId: number, amount: number) =>
  t.db.transaction((tx) =>
    post(tx, { cause: { type: 'test_gift', id: `${accountId}-${++gifts}` }, moves: [{ account: points(accountId), amount, expiresAt: new Date(Date.now() + 365 * 86_400_000) }, { account: ISSUED_POINTS, amount: -amount }] }),
  );

const offer = async () => {
  const res = await t.call(queryScoreGoods, {});
  expect(res.body.code).toBe(1000);
  return res.body.data!.list;
};

describe('score goods', () => {
  it('lists the seeded score goods, cheapest in points first, to visitors too', async () => {
    const list = await offer();
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list.map((g) => g.scorePrice)).toEqual([...list.map((g) => g.scorePrice)].sort((a, b) => a - b));
    expect(list[0]!.title).not.toBe('');
    expect((await t.call(queryScoreGoods, { pageSize: 1 })).body.data!.list).toHaveLength(1);
    expect((await t.call(queryScoreGoods, { pageSize: 0 })).body.code).toBe(1001);
  });

  it('takes the points in the transaction that records the exchange, once per request key, and refuses when short', async () => {
    const user = await createTestUser(t.db);
    const [cheap] = await offer();
    await give(user.userId, cheap!.scorePrice + 10);
    const key = newKey();
    const first = await t.call(takeScoreGoods, { scoreGoodsId: cheap!.scoreGoodsId, requestKey: key }, { token: user.token });
    expect(first.body.code, first.body.message).toBe(1000);
    expect(first.body.data).toMatchObject({ points: cheap!.scorePrice, balance: 10 });
    // The same key again: the same exchange, nothing more taken.
    const again = await t.call(takeScoreGoods, { scoreGoodsId: cheap!.scoreGoodsId, requestKey: key }, { token: user.token });
    expect(again.body.data).toEqual(first.body.data);
    const [other] = (await offer()).filter((g) => g.scoreGoodsId !== cheap!.scoreGoodsId);
    expect((await t.call(takeScoreGoods, { scoreGoodsId: other!.scoreGoodsId, requestKey: key }, { token: user.token })).body.code).toBe(4921);
    // Short: refused, nothing written.
    const short = await t.call(takeScoreGoods, { scoreGoodsId: cheap!.scoreGoodsId, requestKey: newKey() }, { token: user.token });
    expect(short.body.code).toBe(4920);
    expect(await balanceOf(t.db, points(user.userId))).toBe(10);
    expect(await t.db.select().from(scoreExchange).where(eq(scoreExchange.accountId, user.userId))).toHaveLength(1);
    const flow = await t.call(queryScoreFlow, {}, { token: user.token });
    expect(flow.body.data!.list[0]).toMatchObject({ kind: 'exchanged', points: -cheap!.scorePrice });
  });

  it('lets exactly as many of 100 exchanges at once through as the points cover', async () => {
    const user = await createTestUser(t.db);
    const [cheap] = await offer();
    await setStock(cheap!.skuId, 1_000);
    await give(user.userId, cheap!.scorePrice * 37 + 5);
    const results = await Promise.all(Array.from({ length: 100 }, () => t.call(takeScoreGoods, { scoreGoodsId: cheap!.scoreGoodsId, requestKey: newKey() }, { token: user.token })));
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 1000)).toHaveLength(37);
    expect(codes.filter((c) => c === 4920)).toHaveLength(63);
    expect(await balanceOf(t.db, points(user.userId))).toBe(5);
    expect(await entrySum(t.db, points(user.userId))).toBe(5);
    expect(await t.db.select().from(scoreExchange).where(eq(scoreExchange.accountId, user.userId))).toHaveLength(37);
  });

  it('refuses an unknown or withdrawn score goods, bad input and visitors', async () => {
    const user = await createTestUser(t.db);
    await give(user.userId, 100_000);
    const [cheap] = await offer();
    expect((await t.call(takeScoreGoods, { scoreGoodsId: 999_999, requestKey: newKey() }, { token: user.token })).body.code).toBe(1004);
    for (const body of [{ scoreGoodsId: cheap!.scoreGoodsId }, { scoreGoodsId: -1, requestKey: newKey() }, { scoreGoodsId: cheap!.scoreGoodsId, requestKey: 'short' }, { scoreGoodsId: cheap!.scoreGoodsId, requestKey: newKey(), points: 1 }]) {
      expect((await t.call(takeScoreGoods, body, { token: user.token })).body.code, JSON.stringify(body)).toBe(1001);
    }
    expect((await t.call(takeScoreGoods, { scoreGoodsId: cheap!.scoreGoodsId, requestKey: newKey() })).body.code).toBe(1002);
    await t.db.update(scoreGoods).set({ enabled: false }).where(eq(scoreGoods.id, cheap!.scoreGoodsId));
    try {
      expect((await t.call(takeScoreGoods, { scoreGoodsId: cheap!.scoreGoodsId, requestKey: newKey() }, { token: user.token })).body.code).toBe(1004);
    } finally {
      await t.db.update(scoreGoods).set({ enabled: true }).where(eq(scoreGoods.id, cheap!.scoreGoodsId));
    }
  });

  it('takes one piece of stock with the points, refuses a sold-out goods without taking points, exactly as many as the stock at once', async () => {
    const [, second] = await offer();
    await setStock(second!.skuId, 2);
    const users = await Promise.all(Array.from({ length: 5 }, () => createTestUser(t.db)));
    for (const u of users) await give(u.userId, second!.scorePrice);
    const results = await Promise.all(users.map((u) => t.call(takeScoreGoods, { scoreGoodsId: second!.scoreGoodsId, requestKey: newKey() }, { token: u.token })));
    const codes = results.map((r) => r.body.code).sort();
    expect(codes).toEqual([1000, 1000, 4923, 4923, 4923]);
    const [sku] = await t.db.select({ stock: goodsSku.stock }).from(goodsSku).where(eq(goodsSku.id, second!.skuId));
    expect(sku!.stock).toBe(0);
    const balances = await Promise.all(users.map((u) => balanceOf(t.db, points(u.userId))));
    expect(balances.filter((b) => b === 0)).toHaveLength(2);
    expect(balances.filter((b) => b === second!.scorePrice)).toHaveLength(3);
    // Sold out it leaves the offer, and asking for it says why.
    expect((await offer()).some((g) => g.scoreGoodsId === second!.scoreGoodsId)).toBe(false);
    const late = users[results.findIndex((r) => r.body.code === 4923)]!;
    expect((await t.call(takeScoreGoods, { scoreGoodsId: second!.scoreGoodsId, requestKey: newKey() }, { token: late.token })).body.code).toBe(4923);
    await setStock(second!.skuId, 50);
  });

  it('sends the goods to the address chosen (the caller\'s only), and lists the caller\'s exchanges with it', async () => {
    const [cheap] = await offer();
    await setStock(cheap!.skuId, 1_000);
    const user = await createUser(t.db);
    const stranger = await createTestUser(t.db);
    await give(user.userId, cheap!.scorePrice * 3);
    const take = (addressId?: number) => t.call(takeScoreGoods, { scoreGoodsId: cheap!.scoreGoodsId, requestKey: newKey(), ...(addressId ? { addressId } : {}) }, { token: user.token });
    expect((await take()).body.code).toBe(4924);
    const strangersAddress = await addAddress(t.db, stranger.userId, { isDefault: false });
    expect((await take(strangersAddress)).body.code).toBe(1004);
    expect(await balanceOf(t.db, points(user.userId))).toBe(cheap!.scorePrice * 3);
    const own = await addAddress(t.db, user.userId, { isDefault: false });
    const done = await take(own);
    expect(done.body.code, done.body.message).toBe(1000);
    const [row] = await t.db.select().from(scoreExchange).where(eq(scoreExchange.id, done.body.data!.exchangeId));
    expect(row).toMatchObject({ skuId: cheap!.skuId, status: 'to_ship' });
    expect(row!.address).toMatchObject({ addressId: own, receiverName: 'Li Lei' });
    const list = await t.call(queryScoreExchanges, {}, { token: user.token });
    expect(list.body.data!.list).toEqual([
      expect.objectContaining({ exchangeId: done.body.data!.exchangeId, points: cheap!.scorePrice, status: 'to_ship', receiver: 'Li Lei 13812345678', address: expect.stringContaining('Keyuan Road 1') }),
    ]);
    expect((await t.call(queryScoreExchanges, {}, { token: stranger.token })).body.data!.list).toEqual([]);
  });
});
