import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryMerchantScoreExchanges } from '@mall/contract/loyalty/query-merchant-score-exchanges';
import { queryScoreExchanges } from '@mall/contract/loyalty/query-score-exchanges';
import { queryScoreGoods } from '@mall/contract/loyalty/query-score-goods';
import { shipScoreExchange } from '@mall/contract/loyalty/ship-score-exchange';
import { takeScoreGoods } from '@mall/contract/loyalty/take-score-goods';
import { publishEvent } from '../../platform/domain-events.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { addAddress } from '../../testing/order-test-data.ts';
import { newKey, settleEvents } from '../../testing/payment-test-kit.ts';
import { merchantOfShop, otherMerchant } from '../../testing/test-merchants.ts';
import { goods, goodsSku } from '../catalogue/catalogue.tables.ts';
import { advanceShipment } from '../logistics/carrier-steps.ts';
import { writeTrackingNo } from '../logistics/tracking-numbers.ts';
import { post } from '../wallet/wallet.api.ts';
import { ISSUED_POINTS } from './loyalty-points.ts';
import { scoreExchange, scoreGoods } from './loyalty.tables.ts';

const t = await createTestApp();
const sf = () => writeTrackingNo('^SF\\d{13}$');
let gifts = 0;
const give = (accountId: number, amount: number) =>
  t.db.transaction((tx) =>
    post(tx, {
      cause: { type: 'test_gift', id: `ship-${accountId}-${++gifts}` },
      moves: [{ account: { shopper: accountId, asset: 'points' }, amount, expiresAt: new Date(Date.now() + 365 * 86_400_000) }, { account: ISSUED_POINTS, amount: -amount }],
    }),
  );

const [offered] = (await t.call(queryScoreGoods, {})).body.data!.list;
const [owner] = await t.db.select({ shopId: goods.shopId }).from(scoreGoods).innerJoin(goods, eq(goods.id, scoreGoods.goodsId)).where(eq(scoreGoods.id, offered!.scoreGoodsId));
const shopId = owner!.shopId;
const merchant = await merchantOfShop(t, shopId);
const stranger = await otherMerchant(t, shopId);
await t.db.update(goodsSku).set({ stock: 10_000 }).where(eq(goodsSku.id, offered!.skuId));

/** A shopper with an address who has taken the cheapest score goods: the exchange's id. */
async function exchanged() {
  const user = await createTestUser(t.db);
  await addAddress(t.db, user.userId);
  await give(user.userId, offered!.scorePrice);
  const res = await t.call(takeScoreGoods, { scoreGoodsId: offered!.scoreGoodsId, requestKey: newKey() }, { token: user.token });
  expect(res.body.code, res.body.message).toBe(1000);
  return { user, exchangeId: res.body.data!.exchangeId };
}
const rowOf = async (exchangeId: number) => (await t.db.select().from(scoreExchange).where(eq(scoreExchange.id, exchangeId)))[0]!;
const parcelsOf = async (exchangeId: number) =>
  (await t.db.execute<{ id: number; status: string }>(sql`select id, status from shipment where kind = 'score_exchange' and return_id = ${exchangeId}`)).rows;
const ship = (exchangeId: number, trackingNo: string, token = merchant.token, companyCode = 'SF') => t.call(shipScoreExchange, { exchangeId, companyCode, trackingNo }, { token });
const listed = async (status: 'to_ship' | 'shipped' | 'received') => {
  const res = await t.call(queryMerchantScoreExchanges, { shopId, status, pageSize: 50 }, { token: merchant.token });
  expect(res.body.code, res.body.message).toBe(1000);
  return res.body.data!.list.map((e) => e.exchangeId);
};

describe('shipping score exchanges', () => {
  it("lets the goods' shop ship an exchange with a parcel the shopper then sees, and the shop's lists follow it", async () => {
    const { user, exchangeId } = await exchanged();
    expect(await listed('to_ship')).toContain(exchangeId);
    const trackingNo = sf();
    const res = await ship(exchangeId, trackingNo);
    expect(res.body.code, res.body.message).toBe(1000);
    expect(res.body.data).toMatchObject({ exchangeId, status: 'shipped', skuId: offered!.skuId, parcel: { companyCode: 'SF', trackingNo, status: 'InfoReceived' } });
    expect(res.body.data!.address).not.toBe('');
    expect(await listed('to_ship')).not.toContain(exchangeId);
    expect(await listed('shipped')).toContain(exchangeId);
    const mine = await t.call(queryScoreExchanges, {}, { token: user.token });
    expect(mine.body.data!.list[0]).toMatchObject({ exchangeId, status: 'shipped', parcel: { companyCode: 'SF', trackingNo } });
    const [parcel] = await parcelsOf(exchangeId);
    expect(parcel).toMatchObject({ status: 'InfoReceived' });
    // Shipped once: again is a clear refusal, and nothing more is sent.
    expect((await ship(exchangeId, sf())).body.code).toBe(4927);
    expect(await parcelsOf(exchangeId)).toHaveLength(1);
  });

  it("answers another shop's merchant NOT_FOUND, a shopper 1003, an unknown exchange NOT_FOUND, and changes nothing", async () => {
    const { user, exchangeId } = await exchanged();
    expect((await ship(exchangeId, sf(), stranger.token)).body.code).toBe(1004);
    expect((await ship(exchangeId, sf(), user.token)).body.code).toBe(1003);
    expect((await ship(2_147_483_647, sf())).body.code).toBe(1004);
    expect((await t.call(queryMerchantScoreExchanges, { shopId, status: 'to_ship' }, { token: stranger.token })).body.code).toBe(1004);
    expect((await t.call(queryMerchantScoreExchanges, { shopId, status: 'to_ship' }, { token: user.token })).body.code).toBe(1003);
    expect(await rowOf(exchangeId)).toMatchObject({ status: 'to_ship' });
    expect(await parcelsOf(exchangeId)).toEqual([]);
  });

  it('refuses bad parcel numbers and unknown companies before anything changes', async () => {
    const { exchangeId } = await exchanged();
    expect((await ship(exchangeId, 'YT1234567890123')).body.code).toBe(4402);
    expect((await ship(exchangeId, sf(), merchant.token, 'NOPE')).body.code).toBe(4401);
    expect((await ship(exchangeId, 'a b')).body.code).toBe(1001);
    // A number another parcel already uses: the move to shipped is rolled back with it.
    const { exchangeId: other } = await exchanged();
    const used = sf();
    expect((await ship(other, used)).body.code).toBe(1000);
    expect((await ship(exchangeId, used)).body.code).toBe(4403);
    expect(await rowOf(exchangeId)).toMatchObject({ status: 'to_ship' });
    expect(await parcelsOf(exchangeId)).toEqual([]);
    expect((await ship(exchangeId, sf())).body.code).toBe(1000);
  });

  it('ships an exchange once when the shop ships it twice at once', async () => {
    const { exchangeId } = await exchanged();
    const results = await Promise.all([sf(), sf(), sf()].map((no) => ship(exchangeId, no)));
    expect(results.map((r) => r.body.code).sort()).toEqual([1000, 4927, 4927]);
    expect(await parcelsOf(exchangeId)).toHaveLength(1);
  });

  it('refuses an exchange without an address (made before exchanges had one)', async () => {
    const { exchangeId } = await exchanged();
    await t.db.update(scoreExchange).set({ address: null }).where(eq(scoreExchange.id, exchangeId));
    expect((await ship(exchangeId, sf())).body.code).toBe(4928);
    expect(await rowOf(exchangeId)).toMatchObject({ status: 'to_ship' });
    expect(await parcelsOf(exchangeId)).toEqual([]);
  });

  it('is received once the carrier delivers the parcel, and only once', async () => {
    const { user, exchangeId } = await exchanged();
    expect((await ship(exchangeId, sf())).body.code).toBe(1000);
    const [parcel] = await parcelsOf(exchangeId);
    for (let step = 1; await advanceShipment(t, { shipmentId: parcel!.id, step }); step += 1) await settleEvents(t);
    await settleEvents(t);
    expect((await parcelsOf(exchangeId))[0]).toMatchObject({ status: 'Delivered' });
    expect(await rowOf(exchangeId)).toMatchObject({ status: 'received' });
    expect(await listed('received')).toContain(exchangeId);
    expect(await listed('shipped')).not.toContain(exchangeId);
    const mine = await t.call(queryScoreExchanges, {}, { token: user.token });
    expect(mine.body.data!.list[0]).toMatchObject({ exchangeId, status: 'received', parcel: { status: 'Delivered' } });
    // A delivery reported again changes nothing; nor does shipping it now.
    await t.db.transaction((tx) =>
      publishEvent(tx, { type: 'shipment.moved', subject: parcel!.id, payload: { shipmentId: parcel!.id, kind: 'score_exchange', returnId: exchangeId, orderId: null, shopId, status: 'Delivered', step: 99 } }),
    );
    await settleEvents(t);
    expect(await rowOf(exchangeId)).toMatchObject({ status: 'received' });
    expect((await ship(exchangeId, sf())).body.code).toBe(4927);
    expect(await rowOf(exchangeId)).toMatchObject({ status: 'received' });
  });

  it('pages the shop lists by keyset, oldest waiting first', async () => {
    const made = [await exchanged(), await exchanged(), await exchanged()].map((e) => e.exchangeId);
    const seen: number[] = [];
    let after: string | undefined;
    for (let i = 0; i < 1000; i += 1) {
      const res = await t.call(queryMerchantScoreExchanges, { shopId, status: 'to_ship', pageSize: 2, ...(after ? { after } : {}) }, { token: merchant.token });
      seen.push(...res.body.data!.list.map((e) => e.exchangeId));
      if (!res.body.data!.next) break;
      after = res.body.data!.next;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => made.includes(id))).toEqual(made);
    expect((await t.call(queryMerchantScoreExchanges, { shopId, status: 'to_ship', after: 'junk' }, { token: merchant.token })).body.code).toBe(1001);
  });
});
